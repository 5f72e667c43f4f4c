// The Mini Park park: tile geometry (M2), placement (M3), road networks and regions (M4), the
// hammer's stacking, the union-find against a from-scratch flood fill over random games, and the
// tile file's errors. Every expected value below was worked out by hand from the rules.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

#include "engine/core/game.h"
#include "engine/core/rng.h"
#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

namespace {

// ---- building tiles by hand ----

EdgeMask edges(const std::string& letters) {
  EdgeMask m = 0;
  for (char c : letters) m |= edge_bit(static_cast<int>(std::string("NESW").find(c)));
  return m;
}

HalfMask halves(const std::string& names) {
  static const std::array<std::string, kHalfEdges> kNames = {"nw", "ne", "en", "es", "se", "sw", "ws", "wn"};
  HalfMask m = 0;
  for (std::size_t i = 0; i + 1 < names.size(); i += 3)
    m |= static_cast<HalfMask>(1u << (std::find(kNames.begin(), kNames.end(), names.substr(i, 2)) - kNames.begin()));
  return m;
}

int half(const std::string& name) { return std::countr_zero(static_cast<unsigned>(halves(name))); }

Tile make_tile(const std::string& name, const std::vector<std::string>& roads, const std::vector<std::string>& areas,
               int feature, KindMask kinds = 0, bool expansion = false, bool hammer = false) {
  Tile t;
  t.name = name;
  t.expansion = expansion;
  t.hammer = hammer;
  t.kinds = kinds;
  t.feature = feature;
  for (const auto& r : roads) t.roads.push_back(edges(r));
  for (const auto& a : areas) t.areas.push_back(halves(a));
  return t;
}

// A small tile set of every road shape.
enum TestTile : int { Cross, Straight, Curve, Junction, DeadEnd, Plain, Zone, Bridge, Overpass };

const TileSet& test_tiles() {
  static const TileSet tiles(std::vector<Tile>{
      make_tile("cross", {"NESW"}, {"ne en", "es se", "sw ws", "wn nw"}, 0),
      make_tile("straight", {"NS"}, {"ne en es se", "sw ws wn nw"}, 0, kind_bit(Bench)),
      make_tile("curve", {"NE"}, {"ne en", "es se sw ws wn nw"}, 1, kind_bit(Playground)),
      make_tile("junction", {"NES"}, {"ne en", "es se", "sw ws wn nw"}, 2),
      make_tile("dead end", {"N"}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Lake)),
      make_tile("plain", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Tree)),
      // Construction Zone style: four dead ends, four corner areas, nothing joined (M2).
      make_tile("zone", {"N", "E", "S", "W"}, {"wn nw", "ne en", "es se", "sw ws"}, 0, 0, true, true),
      // Arched Bridge style: one road N-S, one area touching all eight half-edges.
      make_tile("bridge", {"NS"}, {"nw ne en es se sw ws wn"}, 0, 0, true, true),
      // A crossing with a single area: only its road pattern turns.
      make_tile("overpass", {"NESW"}, {"nw ne en es se sw ws wn"}, 0),
  });
  return tiles;
}

Cell cell(int x, int y) { return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }

// Places a tile on the opening at (x, y), which must be one and must accept it.
int put(Park& park, int tile, int turn, int x, int y) {
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  REQUIRE(park.can_place(tile, turn, o));
  return park.place(tile, turn, o);
}

// Bit r set when turn r of the tile may go on the opening at (x, y).
int turns_accepted(const Park& park, int tile, int x, int y) {
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  int mask = 0;
  for (int r = 0; r < 4; ++r) mask |= park.can_place(tile, r, o) << r;
  return mask;
}

void check_opening(const Park& park, int x, int y, EdgeMask faced, EdgeMask roads) {
  INFO("opening (" << x << ", " << y << ")");
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  CHECK(int(park.openings()[o].faced) == int(faced));
  CHECK(int(park.openings()[o].roads) == int(roads));
  for (int d = 0; d < kDirections; ++d) {
    const Cell c = step(cell(x, y), d);
    CHECK(int(park.openings()[o].neighbour[d]) == park.slot_at(c));
  }
}

SlotSet slots(std::initializer_list<int> list) {
  SlotSet s = 0;
  for (int x : list) s |= slot_bit(x);
  return s;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// 1. Geometry (M2)

TEST_CASE("minipark geometry (M2): edges and half-edges turn clockwise") {
  CHECK(rotate_edges(edges("N"), 1) == edges("E"));
  CHECK(rotate_edges(edges("W"), 1) == edges("N"));
  CHECK(rotate_edges(edges("NE"), 1) == edges("ES"));
  CHECK(rotate_edges(edges("NE"), 2) == edges("SW"));
  CHECK(rotate_edges(edges("NE"), 3) == edges("WN"));
  CHECK(rotate_edges(edges("NES"), 1) == edges("ESW"));
  CHECK(rotate_edges(edges("NS"), 1) == edges("EW"));
  CHECK(rotate_edges(edges("NS"), 2) == edges("NS"));
  CHECK(rotate_edges(edges("NESW"), 3) == edges("NESW"));
  for (int m = 0; m < 16; ++m) {
    CHECK(rotate_edges(static_cast<EdgeMask>(m), 0) == m);
    CHECK(rotate_edges(static_cast<EdgeMask>(m), 4) == m);
    CHECK(rotate_edges(static_cast<EdgeMask>(m), 5) == rotate_edges(static_cast<EdgeMask>(m), 1));
    CHECK(rotate_edges(rotate_edges(static_cast<EdgeMask>(m), 1), 3) == m);
  }
  // A quarter turn clockwise carries the north edge to the east: its west half to the east
  // edge's north half (nw -> en), its east half to the south one (ne -> es).
  CHECK(rotate_halves(halves("nw ne"), 1) == halves("en es"));
  CHECK(rotate_halves(halves("nw"), 1) == halves("en"));
  CHECK(rotate_halves(halves("wn"), 1) == halves("ne"));
  CHECK(rotate_halves(halves("ws wn"), 1) == halves("nw ne"));
  CHECK(rotate_halves(halves("ne en"), 1) == halves("es se"));
  CHECK(rotate_halves(halves("ne en"), 2) == halves("sw ws"));
  CHECK(rotate_halves(halves("ne en"), 3) == halves("wn nw"));
  CHECK(rotate_halves(halves("ne en es se"), 3) == halves("wn nw ne en"));
  for (int m = 0; m < 256; ++m) {
    CHECK(rotate_halves(static_cast<HalfMask>(m), 4) == m);
    CHECK(rotate_halves(rotate_halves(static_cast<HalfMask>(m), 1), 3) == m);
  }
  CHECK(halves_of_edge(North) == halves("nw ne"));
  CHECK(halves_of_edge(East) == halves("en es"));
  CHECK(halves_of_edge(South) == halves("se sw"));
  CHECK(halves_of_edge(West) == halves("ws wn"));
  // Turning an edge's halves is turning the edge.
  for (int d = 0; d < kDirections; ++d)
    for (int q = 0; q < 4; ++q)
      CHECK(rotate_halves(halves_of_edge(d), q) == halves_of_edge(std::countr_zero(unsigned(rotate_edges(edge_bit(d), q)))));
  CHECK(opposite(North) == South);
  CHECK(opposite(East) == West);
  CHECK(opposite(South) == North);
  CHECK(opposite(West) == East);
  CHECK(step(cell(0, 0), North) == cell(0, -1));
  CHECK(step(cell(0, 0), East) == cell(1, 0));
  CHECK(step(cell(0, 0), South) == cell(0, 1));
  CHECK(step(cell(3, -2), West) == cell(2, -2));
}

TEST_CASE("minipark geometry (M2): a half-edge meets its partner h^5 across the edge") {
  // North neighbour's south edge: my nw meets its sw, my ne its se.
  CHECK(partner_half(half("nw")) == half("sw"));
  CHECK(partner_half(half("ne")) == half("se"));
  CHECK(partner_half(half("en")) == half("wn"));
  CHECK(partner_half(half("es")) == half("ws"));
  CHECK(partner_half(half("se")) == half("ne"));
  CHECK(partner_half(half("sw")) == half("nw"));
  CHECK(partner_half(half("ws")) == half("es"));
  CHECK(partner_half(half("wn")) == half("en"));
  for (int h = 0; h < kHalfEdges; ++h) {
    const int d = h / 2;
    // On the opposite edge, and the other half of it in clockwise order.
    CHECK(partner_half(h) == 2 * opposite(d) + 1 - h % 2);
    CHECK(partner_half(partner_half(h)) == h);
  }
}

TEST_CASE("minipark geometry (M2): turned tables of a tile") {
  const TileSet& tiles = test_tiles();
  {
    const Turned& t = tiles.turned(Curve, 1);  // N-E curve turned to E-S
    CHECK(int(t.edges) == int(edges("ES")));
    CHECK(t.road_of_edge == std::array<std::uint8_t, 4>{kNoGroup, 0, 0, kNoGroup});
    // Inner corner ne en -> es se (area 0); the rest is area 1, the feature's.
    CHECK(t.area_of_half == std::array<std::uint8_t, 8>{1, 1, 1, 0, 0, 1, 1, 1});
    CHECK(int(t.feature_halves) == int(halves("sw ws wn nw ne en")));
  }
  {
    const Turned& t = tiles.turned(Zone, 1);  // dead ends N E S W (groups 0-3) move to E S W N
    CHECK(int(t.edges) == 0xF);
    CHECK(t.road_of_edge == std::array<std::uint8_t, 4>{3, 0, 1, 2});
    // wn nw (0) -> ne en, ne en (1) -> es se, es se (2) -> sw ws, sw ws (3) -> wn nw
    CHECK(t.area_of_half == std::array<std::uint8_t, 8>{3, 0, 0, 1, 1, 2, 2, 3});
    CHECK(int(t.feature_halves) == int(halves("ne en")));
  }
  {
    const Turned& t = tiles.turned(Straight, 3);  // N-S turned three quarters: E-W, east area now north
    CHECK(int(t.edges) == int(edges("EW")));
    CHECK(t.road_of_edge == std::array<std::uint8_t, 4>{kNoGroup, 0, kNoGroup, 0});
    CHECK(int(t.feature_halves) == int(halves("wn nw ne en")));
    CHECK(t.area_of_half == std::array<std::uint8_t, 8>{0, 0, 0, 1, 1, 1, 1, 0});
  }
  {
    const Turned& t = tiles.turned(Plain, 2);
    CHECK(int(t.edges) == 0);
    CHECK(t.road_of_edge == std::array<std::uint8_t, 4>{kNoGroup, kNoGroup, kNoGroup, kNoGroup});
    CHECK(int(t.feature_halves) == 0xFF);
  }
}

TEST_CASE("minipark geometry (M2): distinct turns and edge patterns") {
  const TileSet& tiles = test_tiles();
  // Plain and the single-area crossing look the same every way up: one turn.
  CHECK(int(tiles.distinct_turns(Plain)) == 0b0001);
  CHECK(int(tiles.distinct_turns(Overpass)) == 0b0001);
  // A single-area straight (the bridge) has two: N-S and E-W.
  CHECK(int(tiles.distinct_turns(Bridge)) == 0b0011);
  // A curve, a T and a dead end: four road patterns.
  CHECK(int(tiles.distinct_turns(Curve)) == 0b1111);
  CHECK(int(tiles.distinct_turns(Junction)) == 0b1111);
  CHECK(int(tiles.distinct_turns(DeadEnd)) == 0b1111);
  // The feature's area is part of what a turn shows (it decides the feature's region, M4): a
  // two-area straight with its feature on the east side differs from the turn with it on the
  // west, and a four-area crossing's feature quadrant moves with every turn.
  CHECK(int(tiles.distinct_turns(Straight)) == 0b1111);
  CHECK(int(tiles.distinct_turns(Cross)) == 0b1111);
  CHECK(int(tiles.distinct_turns(Zone)) == 0b1111);

  CHECK(tiles.edge_patterns(Plain) == 1u << 0);
  CHECK(tiles.edge_patterns(Overpass) == 1u << 15);
  CHECK(tiles.edge_patterns(Cross) == 1u << 15);
  CHECK(tiles.edge_patterns(Bridge) == (1u << 0b0101 | 1u << 0b1010));
  CHECK(tiles.edge_patterns(Straight) == (1u << 0b0101 | 1u << 0b1010));
  CHECK(tiles.edge_patterns(Curve) == (1u << 0b0011 | 1u << 0b0110 | 1u << 0b1100 | 1u << 0b1001));
  CHECK(tiles.edge_patterns(Junction) == (1u << 0b0111 | 1u << 0b1110 | 1u << 0b1101 | 1u << 0b1011));
  CHECK(tiles.edge_patterns(DeadEnd) == (1u << 1 | 1u << 2 | 1u << 4 | 1u << 8));

  CHECK(tiles.base_tiles() == 7);
  CHECK(tiles.expansion_tiles() == 2);

  // The default tiles the same way.
  const TileSet& def = default_tiles();
  std::map<std::string, int> by_name;
  for (int t = 0; t < def.types(); ++t) by_name[def.tile(t).name] = t;
  CHECK(int(def.distinct_turns(by_name.at("tree none"))) == 0b0001);
  CHECK(int(def.distinct_turns(by_name.at("lake none 2 fish"))) == 0b0001);
  CHECK(int(def.distinct_turns(by_name.at("Wooded Island"))) == 0b0001);
  CHECK(int(def.distinct_turns(by_name.at("Arched Bridge"))) == 0b0011);
  CHECK(int(def.distinct_turns(by_name.at("bench straight"))) == 0b1111);
  CHECK(int(def.distinct_turns(by_name.at("bench curve"))) == 0b1111);
  CHECK(int(def.distinct_turns(by_name.at("bush crossing"))) == 0b1111);
  CHECK(int(def.distinct_turns(by_name.at("Construction Zone"))) == 0b1111);
  CHECK(def.edge_patterns(by_name.at("bush crossing")) == 1u << 15);
  CHECK(def.edge_patterns(by_name.at("Arched Bridge")) == (1u << 0b0101 | 1u << 0b1010));
}

// ---------------------------------------------------------------------------------------------
// 2. Placement (M3)

TEST_CASE("minipark placement (M3): facing edges must match, road to road and none to none") {
  Park park(test_tiles());
  park.start(Straight);  // N-S at (0, 0), slot 0
  CHECK(park.size() == 1);
  CHECK(park.placed(0).cell == cell(0, 0));
  CHECK(park.openings().size() == 4);
  check_opening(park, 0, -1, edges("S"), edges("S"));
  check_opening(park, 1, 0, edges("W"), 0);
  check_opening(park, 0, 1, edges("N"), edges("N"));
  check_opening(park, -1, 0, edges("E"), 0);
  CHECK(park.opening_at(cell(0, 0)) == -1);
  CHECK(park.opening_at(cell(1, 1)) == -1);
  CHECK(park.slot_at(cell(0, 0)) == 0);
  CHECK(park.slot_at(cell(1, 0)) == kNoSlot);

  // North of it the south edge needs a road.
  CHECK(turns_accepted(park, Curve, 0, -1) == 0b0110);     // E-S, S-W
  CHECK(turns_accepted(park, Straight, 0, -1) == 0b0101);  // N-S either way round
  CHECK(turns_accepted(park, Junction, 0, -1) == 0b0111);  // NES, ESW, SWN; not WNE
  CHECK(turns_accepted(park, DeadEnd, 0, -1) == 0b0100);   // only pointing south
  CHECK(turns_accepted(park, Plain, 0, -1) == 0);
  CHECK(turns_accepted(park, Cross, 0, -1) == 0b1111);
  // East of it the west edge must have no road.
  CHECK(turns_accepted(park, Curve, 1, 0) == 0b0011);
  CHECK(turns_accepted(park, Straight, 1, 0) == 0b0101);
  CHECK(turns_accepted(park, Junction, 1, 0) == 0b0001);
  CHECK(turns_accepted(park, DeadEnd, 1, 0) == 0b0111);
  CHECK(turns_accepted(park, Plain, 1, 0) == 0b1111);
  CHECK(turns_accepted(park, Cross, 1, 0) == 0);
  CHECK(turns_accepted(park, Bridge, 1, 0) == 0b0101);

  // A curve E-S north of the start: one neighbour, one point.
  const int a = put(park, Curve, 1, 0, -1);
  CHECK(a == 1);
  CHECK(park.neighbours(a) == 1);
  CHECK(park.neighbour(0, North) == 1);
  CHECK(park.neighbour(1, South) == 0);
  CHECK(park.neighbour(1, North) == kNoSlot);
  CHECK(park.openings().size() == 6);
  CHECK(park.opening_at(cell(0, -1)) == -1);
  check_opening(park, 0, -2, edges("S"), 0);
  check_opening(park, 1, -1, edges("W"), edges("W"));
  check_opening(park, -1, -1, edges("E"), 0);

  // A curve N-E east of the start: its west edge (no road) faces the straight's east (none).
  const int b = put(park, Curve, 0, 1, 0);
  CHECK(park.neighbours(b) == 1);
  CHECK(park.openings().size() == 7);
  // (1, -1) now has two neighbours, both with a road towards it.
  check_opening(park, 1, -1, edges("WS"), edges("WS"));
  check_opening(park, 2, 0, edges("W"), edges("W"));
  check_opening(park, 1, 1, edges("N"), 0);
  check_opening(park, 0, 1, edges("N"), edges("N"));
  check_opening(park, -1, 0, edges("E"), 0);
  CHECK(turns_accepted(park, Curve, 1, -1) == 0b0100);  // S-W only
  CHECK(turns_accepted(park, Straight, 1, -1) == 0);
  CHECK(turns_accepted(park, Junction, 1, -1) == 0b0110);
  CHECK(turns_accepted(park, DeadEnd, 1, -1) == 0);
  CHECK(turns_accepted(park, Plain, 1, -1) == 0);
  CHECK(turns_accepted(park, Cross, 1, -1) == 0b1111);
  CHECK(turns_accepted(park, Bridge, 1, -1) == 0);
  const int c = put(park, Curve, 2, 1, -1);
  CHECK(c == 3);
  CHECK(park.neighbours(c) == 2);  // two points (M3)
  CHECK(park.neighbour(3, West) == 1);
  CHECK(park.neighbour(3, South) == 2);
  CHECK(park.neighbour(1, East) == 3);
  CHECK(park.neighbour(2, North) == 3);
  CHECK(park.neighbours(0) == 2);
  CHECK(park.neighbours(1) == 2);
  CHECK(park.neighbours(2) == 2);

  // One road (M4): (0,1) < straight < curve < curve < curve > (2,0), four tiles.
  const int root = park.network(0, 0);
  for (int s = 1; s < 4; ++s) CHECK(park.network(s, 0) == root);
  CHECK(park.network_tiles(root) == slots({0, 1, 2, 3}));
  CHECK(park.longest_road() == 4);
  // The road winds round the block's centre: on its inside the straight's east area, the two
  // northern curves' inner corners and the east curve's outer area; the rest outside.
  const int inside = park.area_region(0, 0);
  CHECK(park.area_region(1, 0) == inside);
  CHECK(park.area_region(3, 0) == inside);
  CHECK(park.area_region(2, 1) == inside);
  const int outside = park.area_region(0, 1);
  CHECK(outside != inside);
  CHECK(park.area_region(1, 1) == outside);
  CHECK(park.area_region(3, 1) == outside);
  CHECK(park.area_region(2, 0) == outside);
  // Features: the straight's (east area) and the east curve's (outer) inside, the others outside.
  CHECK(park.region(0) == inside);
  CHECK(park.region(2) == inside);
  CHECK(park.region(1) == outside);
  CHECK(park.region(3) == outside);
  CHECK(park.region_features(inside) == slots({0, 2}));
  CHECK(park.region_features(outside) == slots({1, 3}));
}

TEST_CASE("minipark placement (M3): a cell with three neighbours, openings and regions of a U") {
  // The start tile always lies as its data says (turn 0), so the U stands on its side:
  //   (0,0) straight N-S   slot 0 (start)
  //   (0,1) straight N-S   slot 1 (its north road meets the start's south road)
  //   (0,2) curve W-N      slot 2 (turn 3)
  //   (-1,2) straight E-W  slot 3 (turn 1)
  //   (-1,0) plain         slot 4 (its east edge faces the start's west: no road)
  // The cell (-1,1) then has neighbours north (plain), east (straight, no west road) and
  // south (straight E-W, no north road).
  Park q(test_tiles());
  q.start(Straight);
  CHECK(put(q, Straight, 0, 0, 1) == 1);
  CHECK(turns_accepted(q, Curve, 0, 2) == 0b1001);  // N-E or W-N
  CHECK(put(q, Curve, 3, 0, 2) == 2);
  CHECK(put(q, Straight, 1, -1, 2) == 3);
  CHECK(turns_accepted(q, Plain, -1, 0) == 0b1111);
  CHECK(put(q, Plain, 0, -1, 0) == 4);

  // Every opening, with the edges its neighbours face and their roads.
  CHECK(q.openings().size() == 10);
  check_opening(q, 0, -1, edges("S"), edges("S"));
  check_opening(q, 1, 0, edges("W"), 0);
  check_opening(q, 1, 1, edges("W"), 0);
  check_opening(q, 1, 2, edges("W"), 0);
  check_opening(q, 0, 3, edges("N"), 0);
  check_opening(q, -1, 3, edges("N"), 0);
  check_opening(q, -2, 2, edges("E"), edges("E"));
  check_opening(q, -1, 1, edges("NES"), 0);
  check_opening(q, -2, 0, edges("E"), 0);
  check_opening(q, -1, -1, edges("S"), 0);

  // (-1,1) takes only tiles with no road north, east or south.
  CHECK(turns_accepted(q, Plain, -1, 1) == 0b1111);
  CHECK(turns_accepted(q, DeadEnd, -1, 1) == 0b1000);  // pointing west
  CHECK(turns_accepted(q, Straight, -1, 1) == 0);
  CHECK(turns_accepted(q, Curve, -1, 1) == 0);
  CHECK(turns_accepted(q, Junction, -1, 1) == 0);
  CHECK(turns_accepted(q, Cross, -1, 1) == 0);
  CHECK(turns_accepted(q, Bridge, -1, 1) == 0);
  const int s = put(q, DeadEnd, 3, -1, 1);
  CHECK(s == 5);
  CHECK(q.neighbours(5) == 3);  // three points (M3)
  CHECK(q.neighbour(5, North) == 4);
  CHECK(q.neighbour(5, East) == 1);
  CHECK(q.neighbour(5, South) == 3);
  CHECK(q.neighbour(5, West) == kNoSlot);
  CHECK(q.openings().size() == 10);  // (-1,1) gone, (-2,1) new
  check_opening(q, -2, 1, edges("E"), edges("E"));
  check_opening(q, -2, 2, edges("E"), edges("E"));

  // Roads (M4): the U's road is one network of four tiles; the dead end is a road of its own.
  const int u_road = q.network(0, 0);
  CHECK(q.network(1, 0) == u_road);
  CHECK(q.network(2, 0) == u_road);
  CHECK(q.network(3, 0) == u_road);
  CHECK(q.network_tiles(u_road) == slots({0, 1, 2, 3}));
  CHECK(q.network(5, 0) != u_road);
  CHECK(q.network_tiles(q.network(5, 0)) == slots({5}));
  CHECK(q.longest_road() == 4);

  // Regions (M4): the road cuts the park in two. N-S straights have area 0 east, 1 west; the
  // curve W-N its inner corner (north-west) as area 0, its outer area 1; the E-W straight area 0
  // south, 1 north. Inside the U (west of the N-S road, north of the E-W one): areas 1 of slots
  // 0 and 1, the curve's inner corner, the E-W straight's north area, the plain and the dead end.
  const int in = q.area_region(0, 1);
  CHECK(q.area_region(1, 1) == in);
  CHECK(q.area_region(2, 0) == in);
  CHECK(q.area_region(3, 1) == in);
  CHECK(q.area_region(4, 0) == in);
  CHECK(q.area_region(5, 0) == in);
  const int out = q.area_region(0, 0);
  CHECK(out != in);
  CHECK(q.area_region(1, 0) == out);
  CHECK(q.area_region(2, 1) == out);
  CHECK(q.area_region(3, 0) == out);
  // Features: the N-S straights' east areas (out), the curve's outer area (out), the E-W
  // straight's area 0, the south one (out); the plain and the dead end (in).
  CHECK(q.region_features(out) == slots({0, 1, 2, 3}));
  CHECK(q.region_features(in) == slots({4, 5}));
  CHECK(q.region(5) == in);
  CHECK(q.region(3) == out);

  // Kinds: straights are benches, the curve a playground, the plain a tree, the dead end a lake.
  CHECK(q.kind_slots(Bench) == slots({0, 1, 3}));
  CHECK(q.kind_slots(Playground) == slots({2}));
  CHECK(q.kind_slots(Tree) == slots({4}));
  CHECK(q.kind_slots(Lake) == slots({5}));
  CHECK(q.road_slots() == slots({0, 1, 2, 3, 5}));
}

TEST_CASE("minipark placement (M3): a tile that fits nowhere") {
  Park park(test_tiles());
  park.start(Plain);
  // Every opening faces an edge with no road: nothing with four roads fits.
  CHECK_FALSE(park.fits(Cross));
  CHECK_FALSE(park.fits(Overpass));
  CHECK_FALSE(park.fits(Zone));
  CHECK(park.fits(Plain));
  CHECK(park.fits(Straight));
  CHECK(park.fits(Curve));
  CHECK(park.fits(Junction));
  CHECK(park.fits(DeadEnd));
  CHECK(park.fits(Bridge));
  // A dead end pointing north opens a cell that asks for a road south: now a crossing fits.
  put(park, DeadEnd, 0, 0, -1);
  CHECK(park.fits(Cross));
  CHECK(turns_accepted(park, Cross, 0, -2) == 0b1111);

  Park cross(test_tiles());
  cross.start(Cross);
  CHECK_FALSE(cross.fits(Plain));  // every opening wants a road
  CHECK(cross.fits(DeadEnd));
  CHECK(cross.fits(Cross));
}

TEST_CASE("minipark placement (M3): a drawn tile that fits nowhere is set aside, points per neighbour") {
  std::vector<Tile> list = {make_tile("plain", {}, {"nw ne en es se sw ws wn"}, 0),
                            make_tile("cross", {"NESW"}, {"ne en", "es se", "sw ws", "wn nw"}, 0),
                            make_tile("dead end", {"N"}, {"nw ne en es se sw ws wn"}, 0)};
  list[0].count = 3;
  const TileSet tiles(list);
  State state = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  CHECK(state.current_player() == kChancePlayer);
  state.apply(Action::reveal_tile(0));  // the start tile
  state.apply(Action::reveal_tile(0));  // face up
  state.apply(Action::reveal_tile(0));  // face up
  REQUIRE(state.phase() == Phase::Turn);
  CHECK(state.current_player() == 0);
  state.apply(Action::draw());
  REQUIRE(state.phase() == Phase::Draw);
  state.apply(Action::reveal_tile(1));  // the crossing: no opening lets it in
  CHECK(state.set_aside() == 1);
  CHECK(state.phase() == Phase::Draw);  // another is drawn
  state.apply(Action::reveal_tile(2));
  REQUIRE(state.phase() == Phase::PlaceDrawn);
  CHECK(state.drawn() == 2);
  ActionList<State> actions;
  state.legal_actions(actions);
  // Four openings, each facing the plain tile on one edge; the dead end may point any other way.
  CHECK(actions.size() == 12);
  const Action move = Action::place(Drawn, 0, cell(0, -1));
  CHECK(std::find(actions.begin(), actions.end(), move) != actions.end());
  CHECK(std::find(actions.begin(), actions.end(), Action::place(Drawn, 2, cell(0, -1))) == actions.end());
  state.apply(move);
  CHECK(state.score(0) == 1);  // one neighbour
  CHECK(state.score(1) == 0);
  CHECK(state.current_player() == 1);
  // Player 1 lays a face-up plain east of the start: one neighbour. North of the dead end a
  // plain is refused (the dead end's road points there).
  ActionList<State> next;
  state.legal_actions(next);
  CHECK(std::find(next.begin(), next.end(), Action::place(FaceUp0, 0, cell(1, 0))) != next.end());
  CHECK(std::find(next.begin(), next.end(), Action::place(FaceUp0, 0, cell(0, -2))) == next.end());
  CHECK(std::find(next.begin(), next.end(), Action::place(FaceUp1, 0, cell(1, 0))) == next.end());  // same tile twice
  state.apply(Action::place(FaceUp0, 0, cell(1, 0)));
  CHECK(state.score(1) == 1);
}

// ---------------------------------------------------------------------------------------------
// 3. Roads and regions across tiles (M4)

TEST_CASE("minipark roads (M4): a T junction, a dead end closing a branch and a separate road") {
  Park park(test_tiles());
  park.start(Junction);                   // N E S at (0,0), slot 0
  put(park, Straight, 0, 0, -1);          // slot 1 north
  put(park, DeadEnd, 3, 1, 0);            // slot 2 east, pointing west: closes the east branch
  put(park, Curve, 0, 0, 1);              // slot 3 south, N-E
  CHECK(turns_accepted(park, Curve, 1, 1) == 0b0100);  // W road, no N road: S-W
  put(park, Curve, 2, 1, 1);              // slot 4
  CHECK(park.neighbours(4) == 2);
  const int road = park.network(0, 0);
  for (int s = 1; s <= 4; ++s) CHECK(park.network(s, 0) == road);
  CHECK(park.network_tiles(road) == slots({0, 1, 2, 3, 4}));
  CHECK(park.longest_road() == 5);
  // A dead end west of the junction, pointing west: its east edge meets the junction's empty west.
  put(park, DeadEnd, 3, -1, 0);           // slot 5
  CHECK(park.network(5, 0) != road);
  CHECK(park.network_tiles(park.network(5, 0)) == slots({5}));
  CHECK(park.longest_road() == 5);
  // The junction's three areas: the north-east corner reaches the north straight's east area
  // and the dead end; the south-east corner the dead end too (one area), joining them.
  CHECK(park.area_region(0, 0) == park.area_region(1, 0));
  CHECK(park.area_region(0, 0) == park.area_region(2, 0));
  CHECK(park.area_region(0, 1) == park.area_region(2, 0));
  // The west area meets the north straight's west area and the west dead end.
  CHECK(park.area_region(0, 2) == park.area_region(1, 1));
  CHECK(park.area_region(0, 2) == park.area_region(5, 0));
  CHECK(park.area_region(0, 2) != park.area_region(0, 0));
}

TEST_CASE("minipark roads (M4): a loop of four curves") {
  Park park(test_tiles());
  park.start(Curve);                // slot 0 at (0,0) turned 0: N-E; use turns below around it
  // Start N-E at (0,0); the loop goes (0,0) E -> (1,0) W-N? Instead build the loop north-east:
  // (0,0) N-E, (1,0) W-N (turn 3), (1,-1) S-W (turn 2), (0,-1) E-S (turn 1).
  put(park, Curve, 3, 1, 0);        // slot 1
  put(park, Curve, 2, 1, -1);       // slot 2
  CHECK(turns_accepted(park, Curve, 0, -1) == 0b0010);  // E and S roads faced: only E-S
  put(park, Curve, 1, 0, -1);       // slot 3, closes the loop
  CHECK(park.neighbours(3) == 2);
  const int road = park.network(0, 0);
  for (int s = 1; s < 4; ++s) CHECK(park.network(s, 0) == road);
  CHECK(park.network_tiles(road) == slots({0, 1, 2, 3}));
  CHECK(park.longest_road() == 4);
  // The inner corners (area 0) make one closed region, the outer areas another.
  const int inner = park.area_region(0, 0);
  const int outer = park.area_region(0, 1);
  CHECK(inner != outer);
  for (int s = 1; s < 4; ++s) {
    CHECK(park.area_region(s, 0) == inner);
    CHECK(park.area_region(s, 1) == outer);
    CHECK(park.region(s) == outer);  // the feature is in the outer area
  }
  CHECK(park.region_features(outer) == slots({0, 1, 2, 3}));
  CHECK(park.region_features(inner) == 0);
  // No opening wants a road: the loop is closed.
  for (const Opening& o : park.openings()) CHECK(int(o.roads) == 0);
  CHECK(park.openings().size() == 8);
}

TEST_CASE("minipark roads (M4): the Construction Zone keeps its four roads and four areas apart") {
  Park park(test_tiles());
  park.start(Zone);                 // slot 0
  put(park, Straight, 0, 0, -1);    // slot 1 north, N-S
  put(park, Straight, 1, 1, 0);     // slot 2 east, E-W
  put(park, Straight, 0, 0, 1);     // slot 3 south
  put(park, Straight, 1, -1, 0);    // slot 4 west
  std::set<int> roots;
  for (int g = 0; g < 4; ++g) roots.insert(park.network(0, g));
  CHECK(roots.size() == 4);
  CHECK(park.network(0, 0) == park.network(1, 0));  // the N dead end and the north straight
  CHECK(park.network(0, 1) == park.network(2, 0));
  CHECK(park.network(0, 2) == park.network(3, 0));
  CHECK(park.network(0, 3) == park.network(4, 0));
  CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1}));
  CHECK(park.network_tiles(park.network(0, 1)) == slots({0, 2}));
  CHECK(park.network_tiles(park.network(0, 2)) == slots({0, 3}));
  CHECK(park.network_tiles(park.network(0, 3)) == slots({0, 4}));
  CHECK(park.longest_road() == 2);

  std::set<int> regions;
  for (int a = 0; a < 4; ++a) regions.insert(park.area_region(0, a));
  CHECK(regions.size() == 4);
  // N-S straights: area 0 east, 1 west; E-W straights: area 0 south, 1 north.
  CHECK(park.area_region(0, 0) == park.area_region(1, 1));  // NW corner: north's west side
  CHECK(park.area_region(0, 0) == park.area_region(4, 1));  // and west's north side
  CHECK(park.area_region(0, 1) == park.area_region(1, 0));  // NE corner
  CHECK(park.area_region(0, 1) == park.area_region(2, 1));
  CHECK(park.area_region(0, 2) == park.area_region(2, 0));  // SE corner
  CHECK(park.area_region(0, 2) == park.area_region(3, 0));
  CHECK(park.area_region(0, 3) == park.area_region(3, 1));  // SW corner
  CHECK(park.area_region(0, 3) == park.area_region(4, 0));
  CHECK(park.region_features(park.area_region(0, 0)) == slots({0}));
  CHECK(park.region_features(park.area_region(0, 1)) == slots({1}));
  CHECK(park.region_features(park.area_region(0, 2)) == slots({2, 3}));
  CHECK(park.region_features(park.area_region(0, 3)) == slots({4}));
}

TEST_CASE("minipark regions (M4): the Arched Bridge joins the areas on both sides of its road") {
  Park plain(test_tiles());
  plain.start(Straight);
  put(plain, Straight, 0, 0, -1);
  CHECK(plain.area_region(0, 0) != plain.area_region(0, 1));  // the road cuts them apart
  CHECK(plain.area_region(0, 0) == plain.area_region(1, 0));
  CHECK(plain.region_features(plain.region(0)) == slots({0, 1}));

  Park park(test_tiles());
  park.start(Straight);             // slot 0: east area 0, west area 1
  put(park, Bridge, 0, 0, -1);      // slot 1
  CHECK(park.network(0, 0) == park.network(1, 0));
  CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1}));
  CHECK(park.area_region(0, 0) == park.area_region(0, 1));
  CHECK(park.area_region(0, 0) == park.area_region(1, 0));
  CHECK(park.region_features(park.region(0)) == slots({0, 1}));
  put(park, Straight, 2, 0, -2);    // slot 2, its feature (east area) turned west
  CHECK(park.network_tiles(park.network(2, 0)) == slots({0, 1, 2}));
  CHECK(park.longest_road() == 3);
  CHECK(park.area_region(2, 0) == park.area_region(0, 0));
  CHECK(park.area_region(2, 1) == park.area_region(0, 1));
  CHECK(park.region_features(park.region(2)) == slots({0, 1, 2}));
}

// ---------------------------------------------------------------------------------------------
// 4. The hammer: stacking

TEST_CASE("minipark stacking: a hammer tile replaces a tile and the roads and regions are rebuilt") {
  Park park(test_tiles());
  park.start(Straight);             // three E-W straights in a row: slots 0 1 2 at x = 0 1 2
  // The start lies N-S, so lay the row north-south instead: (0,0) (0,1) (0,2).
  put(park, Straight, 2, 0, 1);     // slot 1, turned half: east area (feature) on the west
  put(park, Straight, 0, 0, 2);     // slot 2
  CHECK(park.network_tiles(park.network(1, 0)) == slots({0, 1, 2}));
  // Slot 1 turned half: its area 0 is west, area 1 east.
  CHECK(park.area_region(1, 1) == park.area_region(0, 0));
  CHECK(park.area_region(1, 0) == park.area_region(0, 1));
  CHECK(park.kind_slots(Bench) == slots({0, 1, 2}));
  check_opening(park, 1, 1, edges("W"), 0);
  check_opening(park, -1, 1, edges("E"), 0);

  // Slot 1 has roads north and south facing it: only tiles with both, and no road elsewhere
  // matters since east and west are open.
  for (int r = 0; r < 4; ++r) CHECK(park.can_stack(Zone, r, 1));
  CHECK(park.can_stack(Bridge, 0, 1));
  CHECK_FALSE(park.can_stack(Bridge, 1, 1));
  CHECK(park.can_stack(Bridge, 2, 1));
  CHECK_FALSE(park.can_stack(Bridge, 3, 1));
  for (int r = 0; r < 4; ++r) CHECK_FALSE(park.can_stack(Curve, r, 1));
  CHECK_FALSE(park.can_stack(Plain, 0, 1));
  // Slot 0 faces only its south neighbour's road.
  CHECK(park.can_stack(DeadEnd, 2, 0));
  CHECK_FALSE(park.can_stack(DeadEnd, 0, 0));
  CHECK(park.covered_base() == 0);

  SUBCASE("the zone cuts the road and the regions") {
    park.stack(Zone, 0, 1);
    CHECK(park.size() == 3);
    CHECK(park.placed(1).tile == Zone);
    CHECK(park.placed(1).turn == 0);
    CHECK(park.placed(1).cell == cell(0, 1));
    CHECK(park.covered_base() == 1);
    CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1}));
    CHECK(park.network(1, 0) == park.network(0, 0));  // the zone's N dead end
    CHECK(park.network(1, 2) == park.network(2, 0));  // its S dead end
    CHECK(park.network_tiles(park.network(2, 0)) == slots({1, 2}));
    CHECK(park.network_tiles(park.network(1, 1)) == slots({1}));
    CHECK(park.network_tiles(park.network(1, 3)) == slots({1}));
    CHECK(park.longest_road() == 2);
    // The openings beside it now want roads.
    check_opening(park, 1, 1, edges("W"), edges("W"));
    check_opening(park, -1, 1, edges("E"), edges("E"));
    // Four regions: the zone's corners join one side of one straight each.
    CHECK(park.area_region(1, 0) == park.area_region(0, 1));  // NW corner, start's west
    CHECK(park.area_region(1, 1) == park.area_region(0, 0));  // NE corner, start's east
    CHECK(park.area_region(1, 2) == park.area_region(2, 0));  // SE corner, south's east
    CHECK(park.area_region(1, 3) == park.area_region(2, 1));  // SW corner, south's west
    CHECK(park.area_region(0, 0) != park.area_region(2, 0));
    CHECK(park.area_region(0, 1) != park.area_region(2, 1));
    CHECK(park.region(1) == park.area_region(0, 1));
    CHECK(park.region_features(park.region(1)) == slots({1}));
    CHECK(park.region_features(park.region(0)) == slots({0}));
    CHECK(park.region_features(park.region(2)) == slots({2}));
    CHECK(park.kind_slots(Bench) == slots({0, 2}));
    CHECK(park.road_slots() == slots({0, 1, 2}));
    // Laying next to the stacked tile joins its east dead end.
    CHECK(turns_accepted(park, Plain, 1, 1) == 0);
    put(park, DeadEnd, 3, 1, 1);    // slot 3, pointing west
    CHECK(park.network(3, 0) == park.network(1, 1));
    CHECK(park.network_tiles(park.network(3, 0)) == slots({1, 3}));
    CHECK(park.area_region(3, 0) == park.area_region(0, 0));  // over the NE and SE corners
    CHECK(park.area_region(3, 0) == park.area_region(2, 0));
    CHECK(park.region_features(park.region(3)) == slots({0, 2, 3}));

    SUBCASE("the zone turned a quarter over itself covers no base tile") {
      CHECK_FALSE(park.can_stack(Bridge, 0, 1));  // the dead end east now wants a road
      CHECK(park.can_stack(Zone, 1, 1));
      park.stack(Zone, 1, 1);
      CHECK(park.covered_base() == 1);
      CHECK(park.network(1, 0) == park.network(3, 0));  // group 0 now points east
      CHECK(park.network(1, 3) == park.network(0, 0));  // group 3 north
      CHECK(park.network(1, 1) == park.network(2, 0));  // group 1 south
      CHECK(park.network_tiles(park.network(1, 2)) == slots({1}));  // west, open
      // Feature corner (area 0) is now the north-east one.
      CHECK(park.region(1) == park.area_region(0, 0));
      CHECK(park.region_features(park.region(1)) == slots({0, 1, 2, 3}));
    }
  }

  SUBCASE("the bridge keeps the road and joins both sides") {
    park.stack(Bridge, 2, 1);
    CHECK(park.covered_base() == 1);
    CHECK(park.placed(1).tile == Bridge);
    CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1, 2}));
    const int all = park.region(1);
    CHECK(park.area_region(0, 0) == all);
    CHECK(park.area_region(0, 1) == all);
    CHECK(park.area_region(2, 0) == all);
    CHECK(park.area_region(2, 1) == all);
    CHECK(park.region_features(all) == slots({0, 1, 2}));
    CHECK(park.kind_slots(Bench) == slots({0, 2}));
    // Stack again, a zone over the bridge: no base tile covered this time.
    park.stack(Zone, 0, 1);
    CHECK(park.covered_base() == 1);
    CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1}));
    CHECK(park.area_region(0, 0) != park.area_region(0, 1));
    check_opening(park, 1, 1, edges("W"), edges("W"));
    check_opening(park, -1, 1, edges("E"), edges("E"));
    // A bridge E-W is refused: the straights north and south want roads.
    CHECK_FALSE(park.can_stack(Bridge, 1, 1));
    // Back to a bridge N-S: the cells beside it want no road again.
    park.stack(Bridge, 0, 1);
    CHECK(park.covered_base() == 1);
    check_opening(park, 1, 1, edges("W"), 0);
    check_opening(park, -1, 1, edges("E"), 0);
    CHECK(turns_accepted(park, Plain, 1, 1) == 0b1111);
    CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1, 2}));
    const int s = put(park, Plain, 0, 1, 1);  // slot 3, beside the bridge
    CHECK(park.neighbours(s) == 1);
    CHECK(park.region_features(park.region(s)) == slots({0, 1, 2, 3}));
  }
}

TEST_CASE("minipark stacking: what fits where changes with the stacked tile's roads") {
  Park park(test_tiles());
  park.start(Plain);
  put(park, Plain, 0, 1, 0);  // slot 1
  CHECK_FALSE(park.fits(Cross));  // no opening wants a road
  CHECK(park.can_stack(Bridge, 0, 1));
  CHECK_FALSE(park.can_stack(Bridge, 1, 1));  // its west road would meet the plain start
  park.stack(Bridge, 0, 1);
  check_opening(park, 1, -1, edges("S"), edges("S"));
  check_opening(park, 1, 1, edges("N"), edges("N"));
  check_opening(park, 2, 0, edges("W"), 0);
  CHECK(park.fits(Cross));  // north and south of the bridge
  CHECK(turns_accepted(park, Cross, 1, -1) == 0b1111);
  CHECK(turns_accepted(park, Cross, 2, 0) == 0);
  CHECK(park.network_tiles(park.network(1, 0)) == slots({1}));
  // The park itself does not ask for the hammer (the game does): a plain over it again.
  park.stack(Plain, 0, 1);
  CHECK(park.covered_base() == 1);  // the bridge was no base tile
  check_opening(park, 1, -1, edges("S"), 0);
  check_opening(park, 1, 1, edges("N"), 0);
  CHECK_FALSE(park.fits(Cross));
  CHECK(park.road_slots() == 0);
  CHECK(park.longest_road() == 0);
  CHECK(park.kind_slots(Tree) == slots({0, 1}));
}

// ---------------------------------------------------------------------------------------------
// 5. The union-find against a flood fill from scratch, over random games

namespace {

struct CellMap {
  std::array<std::array<std::uint8_t, 128>, 128> slot;
  CellMap() {
    for (auto& row : slot) row.fill(kNoSlot);
  }
  std::uint8_t& at(Cell c) { return slot[c.x + 64][c.y + 64]; }
};

// A turn's appearance computed from its table: road groups, areas and feature halves as sets.
auto look(const Turned& t) {
  std::map<int, int> roads, areas;
  for (int d = 0; d < kDirections; ++d)
    if (t.road_of_edge[d] != kNoGroup) roads[t.road_of_edge[d]] |= 1 << d;
  for (int h = 0; h < kHalfEdges; ++h) areas[t.area_of_half[h]] |= 1 << h;
  std::vector<int> r, a;
  for (auto [_, m] : roads) r.push_back(m);
  for (auto [_, m] : areas) a.push_back(m);
  std::sort(r.begin(), r.end());
  std::sort(a.begin(), a.end());
  return std::tuple{r, a, int(t.feature_halves)};
}

// The smallest turn that looks like turn r.
int turn_class(const TileSet& tiles, int type, int r) {
  for (int q = 0; q < r; ++q)
    if (look(tiles.turned(type, q)) == look(tiles.turned(type, r))) return q;
  return r;
}

struct Checker {
  const TileSet& tiles;
  CellMap cells;
  long checks = 0;
  std::vector<std::array<int, 4>> classes;  // turn_class of each type and turn

  explicit Checker(const TileSet& t) : tiles(t) {
    for (int type = 0; type < tiles.types(); ++type) {
      classes.push_back({});
      for (int r = 0; r < 4; ++r) classes.back()[r] = turn_class(tiles, type, r);
    }
  }

  void map_cells(const Park& park) {
    cells = CellMap();
    for (int s = 0; s < park.size(); ++s) {
      REQUIRE(cells.at(park.placed(s).cell) == kNoSlot);  // one tile per cell
      cells.at(park.placed(s).cell) = static_cast<std::uint8_t>(s);
    }
  }

  // Turn r of `type` on an empty cell matches every neighbour (M3).
  bool legal_at(const Park& park, int type, int r, Cell c) {
    const EdgeMask mine = tiles.turned(type, r).edges;
    bool touches = false;
    for (int d = 0; d < kDirections; ++d) {
      const int n = cells.at(step(c, d));
      if (n == kNoSlot) continue;
      touches = true;
      const bool theirs = park.turned_at(n).edges & edge_bit(opposite(d));
      if (bool(mine & edge_bit(d)) != theirs) return false;
    }
    return touches;
  }
  bool stack_legal(const Park& park, int type, int r, int s) {
    const EdgeMask mine = tiles.turned(type, r).edges;
    for (int d = 0; d < kDirections; ++d) {
      const int n = cells.at(step(park.placed(s).cell, d));
      if (n == kNoSlot) continue;
      if (bool(mine & edge_bit(d)) != bool(park.turned_at(n).edges & edge_bit(opposite(d)))) return false;
    }
    return true;
  }
  std::vector<Cell> empty_cells(const Park& park) {
    std::vector<Cell> out;
    for (int s = 0; s < park.size(); ++s)
      for (int d = 0; d < kDirections; ++d) {
        const Cell c = step(park.placed(s).cell, d);
        if (cells.at(c) == kNoSlot && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
      }
    return out;
  }
  bool fits_anywhere(const Park& park, int type) {
    for (Cell c : empty_cells(park))
      for (int r = 0; r < 4; ++r)
        if (legal_at(park, type, r, c)) return true;
    return false;
  }

  // The park's cells, neighbours, openings, kinds, roads and regions, all from scratch.
  void park(const Park& park) {
    map_cells(park);
    ++checks;
    for (int s = 0; s < park.size(); ++s) {
      int count = 0;
      for (int d = 0; d < kDirections; ++d) {
        const int n = cells.at(step(park.placed(s).cell, d));
        CHECK(park.neighbour(s, d) == n);
        count += n != kNoSlot;
      }
      CHECK(park.neighbours(s) == count);
    }
    // Openings: exactly the empty cells next to a tile, with what they face.
    const std::vector<Cell> empty = empty_cells(park);
    CHECK(park.openings().size() == empty.size());
    for (Cell c : empty) {
      const int o = park.opening_at(c);
      REQUIRE(o >= 0);
      EdgeMask faced = 0, roads = 0;
      for (int d = 0; d < kDirections; ++d) {
        const int n = cells.at(step(c, d));
        CHECK(int(park.openings()[o].neighbour[d]) == n);
        if (n == kNoSlot) continue;
        faced |= edge_bit(d);
        if (park.turned_at(n).edges & edge_bit(opposite(d))) roads |= edge_bit(d);
      }
      CHECK(int(park.openings()[o].faced) == int(faced));
      CHECK(int(park.openings()[o].roads) == int(roads));
    }
    for (int t = 0; t < tiles.types(); ++t) CHECK(park.fits(t) == fits_anywhere(park, t));
    // Kinds and road tiles.
    for (int k = 0; k < kKinds; ++k) {
      SlotSet want = 0;
      for (int s = 0; s < park.size(); ++s)
        if (park.tile_at(s).kinds & kind_bit(k)) want |= slot_bit(s);
      CHECK(park.kind_slots(k) == want);
    }
    SlotSet with_roads = 0;
    for (int s = 0; s < park.size(); ++s)
      if (!park.tile_at(s).roads.empty()) with_roads |= slot_bit(s);
    CHECK(park.road_slots() == with_roads);
    roads(park);
    regions(park);
  }

  // Flood fill over road groups: a road edge joins the group owning it to the neighbour's.
  void roads(const Park& park) {
    const int n = park.size();
    std::vector<int> comp(n * kMaxRoads, -1);
    std::vector<SlotSet> comp_tiles;
    for (int s = 0; s < n; ++s)
      for (int g = 0; g < int(park.tile_at(s).roads.size()); ++g) {
        if (comp[s * kMaxRoads + g] >= 0) continue;
        const int id = int(comp_tiles.size());
        comp_tiles.push_back(0);
        std::vector<int> stack = {s * kMaxRoads + g};
        comp[stack[0]] = id;
        while (!stack.empty()) {
          const int node = stack.back();
          stack.pop_back();
          const int a = node / kMaxRoads, ga = node % kMaxRoads;
          comp_tiles[id] |= slot_bit(a);
          const Turned& ta = park.turned_at(a);
          for (int d = 0; d < kDirections; ++d) {
            if (ta.road_of_edge[d] != ga) continue;
            const int b = cells.at(step(park.placed(a).cell, d));
            if (b == kNoSlot) continue;
            const int gb = park.turned_at(b).road_of_edge[opposite(d)];
            REQUIRE(gb != kNoGroup);  // a road meets a road (M3)
            if (comp[b * kMaxRoads + gb] < 0) {
              comp[b * kMaxRoads + gb] = id;
              stack.push_back(b * kMaxRoads + gb);
            }
          }
        }
      }
    // Same partition: each component maps to one root and each root to one component.
    std::map<int, int> root_of, comp_of;
    int longest = 0;
    for (int s = 0; s < n; ++s)
      for (int g = 0; g < int(park.tile_at(s).roads.size()); ++g) {
        const int c = comp[s * kMaxRoads + g];
        const int root = park.network(s, g);
        CHECK(root_of.emplace(c, root).first->second == root);
        CHECK(comp_of.emplace(root, c).first->second == c);
        CHECK(park.network_tiles(root) == comp_tiles[c]);
        longest = std::max(longest, std::popcount(comp_tiles[c]));
      }
    CHECK(park.longest_road() == longest);
  }

  // Flood fill over areas: half-edge h meets half-edge h^5 of the neighbour across its edge.
  void regions(const Park& park) {
    const int n = park.size();
    std::vector<int> comp(n * kMaxAreas, -1);
    std::vector<SlotSet> features;
    for (int s = 0; s < n; ++s)
      for (int g = 0; g < int(park.tile_at(s).areas.size()); ++g) {
        if (comp[s * kMaxAreas + g] >= 0) continue;
        const int id = int(features.size());
        features.push_back(0);
        std::vector<int> stack = {s * kMaxAreas + g};
        comp[stack[0]] = id;
        while (!stack.empty()) {
          const int node = stack.back();
          stack.pop_back();
          const int a = node / kMaxAreas, ga = node % kMaxAreas;
          if (park.tile_at(a).feature == ga) features[id] |= slot_bit(a);
          const Turned& ta = park.turned_at(a);
          for (int h = 0; h < kHalfEdges; ++h) {
            if (ta.area_of_half[h] != ga) continue;
            const int b = cells.at(step(park.placed(a).cell, h / 2));
            if (b == kNoSlot) continue;
            const int gb = park.turned_at(b).area_of_half[2 * opposite(h / 2) + 1 - h % 2];
            if (comp[b * kMaxAreas + gb] < 0) {
              comp[b * kMaxAreas + gb] = id;
              stack.push_back(b * kMaxAreas + gb);
            }
          }
        }
      }
    std::map<int, int> root_of, comp_of;
    for (int s = 0; s < n; ++s) {
      for (int g = 0; g < int(park.tile_at(s).areas.size()); ++g) {
        const int c = comp[s * kMaxAreas + g];
        const int root = park.area_region(s, g);
        CHECK(root_of.emplace(c, root).first->second == root);
        CHECK(comp_of.emplace(root, c).first->second == c);
        CHECK(park.region_features(root) == features[c]);
      }
      CHECK(park.region(s) == park.area_region(s, park.tile_at(s).feature));
      // The feature's halves as the table says.
      CHECK(int(park.turned_at(s).feature_halves) ==
            int(rotate_halves(park.tile_at(s).areas[park.tile_at(s).feature], park.placed(s).turn)));
    }
  }

  using Move = std::tuple<int, int, int, int, bool>;  // type, x, y, turn class, stacked

  int source_type(const State& state, int source) {
    if (source == FaceUp0 || source == FaceUp1) return state.face_up(source);
    if (source == Drawn) return state.drawn();
    return state.offer(source - Offer);
  }

  void expect_places(const State& state, int type, std::set<Move>& want) {
    const Park& park = state.park();
    for (Cell c : empty_cells(park))
      for (int r = 0; r < 4; ++r)
        if (legal_at(park, type, r, c)) want.insert({type, c.x, c.y, classes[type][r], false});
  }

  // The legal placements against a brute force over every empty cell and every turn.
  void actions(const State& state) {
    const Park& park = state.park();
    map_cells(park);
    ActionList<State> list;
    state.legal_actions(list);
    REQUIRE(list.size() > 0);
    std::set<Move> want, got;
    int places = 0;
    bool draw = false;
    for (const Action& a : list) {
      if (a.kind() == ActionKind::Draw) draw = true;
      if (a.kind() != ActionKind::Place) continue;
      ++places;
      const int type = source_type(state, a.source());
      REQUIRE(type != kNoTile);
      const Cell c = a.cell();
      const int s = cells.at(c);
      if (s == kNoSlot) {
        CHECK(legal_at(park, type, a.turn(), c));  // edges match every neighbour
      } else {
        CHECK(state.phase() == Phase::Expansion);
        CHECK(tiles.tile(type).hammer);
        CHECK(stack_legal(park, type, a.turn(), s));
        CHECK(std::find(state.markers().begin(), state.markers().end(), s) == state.markers().end());
      }
      CHECK(classes[type][a.turn()] == a.turn());  // one action per distinct turn
      got.insert({type, c.x, c.y, a.turn(), s != kNoSlot});
    }
    CHECK(got.size() == std::size_t(places));  // no move twice
    switch (state.phase()) {
      case Phase::Turn:
        for (int i = 0; i < kFaceUp; ++i)
          if (state.face_up(i) != kNoTile) expect_places(state, state.face_up(i), want);
        CHECK(draw == (state.unseen() > 0));
        // Not over yet: the stack has tiles or a face-up tile fits.
        CHECK((state.unseen() > 0 || !want.empty()));
        break;
      case Phase::PlaceDrawn:
        expect_places(state, state.drawn(), want);
        CHECK(!want.empty());
        break;
      case Phase::Expansion:
        for (int e = 0; e < state.offers(); ++e) {
          const int type = state.offer(e);
          expect_places(state, type, want);
          if (!tiles.tile(type).hammer) continue;
          for (int s = 0; s < park.size(); ++s) {
            if (std::find(state.markers().begin(), state.markers().end(), s) != state.markers().end()) continue;
            for (int r = 0; r < 4; ++r)
              if (stack_legal(park, type, r, s))
                want.insert({type, park.placed(s).cell.x, park.placed(s).cell.y, classes[type][r], true});
          }
        }
        break;
      default: FAIL("a player acts in phase " << int(state.phase()));
    }
    CHECK(got == want);
  }
};

}  // namespace

TEST_CASE("minipark park invariant: union-find roads and regions equal a flood fill from scratch (M3, M4)") {
  const TileSet& tiles = default_tiles();
  Checker check(tiles);
  Rng rng(20240611);
  int games = 0, stacks = 0, set_aside = 0, places = 0, max_actions = 0;
  for (int players = 2; players <= 5; ++players)
    for (bool advanced : {false, true})
      for (bool expansions : {false, true})
        for (int g = 0; g < 20; ++g) {
          State state = State::initial(tiles, GameOptions{players, advanced ? Rules::Advanced : Rules::Basic, expansions});
          int covered = 0, checked_size = 0;
          while (!state.is_terminal()) {
            const int player = state.current_player();
            if (player == kChancePlayer) {
              const Phase phase = state.phase();
              const int aside = state.set_aside();
              const Action reveal = sample_chance(state, rng);
              state.apply(reveal);
              if (phase == Phase::Draw) {
                // A drawn tile that fits nowhere is set aside (M3).
                check.map_cells(state.park());
                const bool fits = check.fits_anywhere(state.park(), reveal.tile());
                CHECK(state.set_aside() == aside + !fits);
                if (fits) {
                  CHECK(state.phase() == Phase::PlaceDrawn);
                  CHECK(state.drawn() == reveal.tile());
                }
                set_aside += !fits;
              }
              if (state.park().size() != checked_size) {  // the start tile
                check.park(state.park());
                checked_size = state.park().size();
              }
              continue;
            }
            check.actions(state);
            ActionList<State> list;
            state.legal_actions(list);
            max_actions = std::max(max_actions, int(list.size()));
            const Action a = list[rng.below(static_cast<std::uint32_t>(list.size()))];
            const int before = static_cast<int>(state.score(player));
            if (a.kind() != ActionKind::Place) {
              state.apply(a);
              continue;
            }
            ++places;
            const Phase phase = state.phase();
            const int type = check.source_type(state, a.source());
            const int stacked = state.park().slot_at(a.cell());
            if (stacked != kNoSlot) {
              ++stacks;
              covered += !state.park().tile_at(stacked).expansion;
            }
            state.apply(a);
            const Park& park = state.park();
            check.park(park);
            checked_size = park.size();
            CHECK(park.covered_base() == covered);
            const int s = park.slot_at(a.cell());
            REQUIRE(s != kNoSlot);
            CHECK(park.placed(s).tile == type);
            CHECK(park.placed(s).turn == a.turn());
            // Placing scores one point per neighbour (M3); an expansion tile only its bonus.
            const int gained = phase == Phase::Expansion ? tiles.tile(type).bonus : park.neighbours(s);
            const int after = state.is_terminal() ? state.final_tally().placement[player] : int(state.score(player));
            CHECK(after - before == gained);
          }
          // The game ends when the stack is empty and no face-up tile fits.
          check.map_cells(state.park());
          CHECK(state.unseen() == 0);
          for (int i = 0; i < kFaceUp; ++i)
            if (state.face_up(i) != kNoTile) CHECK_FALSE(check.fits_anywhere(state.park(), state.face_up(i)));
          ++games;
        }
  CHECK(games == 320);
  INFO(games << " games, " << places << " placements, " << stacks << " stacks, " << set_aside
             << " tiles set aside, " << check.checks << " parks checked, at most " << max_actions
             << " legal actions");
  // The games did exercise the hammer. (With the default tiles a drawn tile that fits nowhere
  // is rare: only the crossings can fail; the set-aside rule has its own test above.)
  CHECK(stacks > 0);
  CHECK(max_actions <= int(State::kMaxActions));
}

// ---------------------------------------------------------------------------------------------
// 6. Tile files

namespace {

std::filesystem::path scratch_dir() {
  const auto dir = std::filesystem::temp_directory_path() / ("minipark_tiles_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

std::string load_error(const std::filesystem::path& file) {
  try {
    load_tiles(file);
  } catch (const TileFileError& e) {
    return e.what();
  }
  return "(no error)";
}

const std::string kGood = R"({"name": "good", "count": 3, "kinds": ["tree"], "roads": [], "areas": ["nw ne en es se sw ws wn"]})";

}  // namespace

TEST_CASE("minipark tile files: the default file and a small good file load") {
  const TileSet tiles = load_tiles(default_tiles_path());
  CHECK(tiles.base_tiles() == 30);
  CHECK(tiles.expansion_tiles() == 10);
  CHECK(tiles.types() == 32);
  CHECK(default_tiles().base_tiles() == 30);

  const TileSet small = load_tiles(std::filesystem::path(PARKS_TEST_DATA) / "minipark" / "small_tiles.json");
  REQUIRE(small.types() == 3);
  CHECK(small.base_tiles() == 4);
  CHECK(small.expansion_tiles() == 1);
  const Tile& lake = small.tile(0);
  CHECK(lake.name == "lake corner");
  CHECK(lake.count == 3);
  CHECK(int(lake.kinds) == int(kind_bit(Lake)));
  CHECK(lake.fish == 2);
  CHECK(lake.roads == std::vector<EdgeMask>{edges("NE")});
  CHECK(lake.areas == std::vector<HalfMask>{halves("ne en"), halves("es se sw ws wn nw")});
  CHECK(lake.feature == 1);
  CHECK_FALSE(lake.expansion);
  const Tile& zone = small.tile(2);
  CHECK(zone.expansion);
  CHECK(zone.hammer);
  CHECK(zone.bonus == 2);
  CHECK(int(zone.kinds) == int(kind_bit(Bench) | kind_bit(Bush)));
  CHECK(zone.either());
  CHECK(zone.roads == std::vector<EdgeMask>{edges("N"), edges("E"), edges("S"), edges("W")});
  CHECK(int(small.distinct_turns(1)) == 0b0001);
}

TEST_CASE("minipark tile files: each problem is reported by name") {
  const auto dir = scratch_dir();
  struct Case {
    const char* what;
    std::string text;
    std::string phrase;
  };
  const auto tile = [](const std::string& fields) {
    return R"({"tiles": [)" + kGood + R"(, {"name": "bad", )" + fields + "}]}";
  };
  const std::vector<Case> cases = {
      {"invalid JSON", R"({"tiles": [)", "not valid JSON"},
      {"empty file", "", "not valid JSON"},
      {"no tiles list", R"({"tile": []})", "needs an object with a 'tiles' list"},
      {"tiles not a list", R"({"tiles": {}})", "needs an object with a 'tiles' list"},
      {"top level a list", R"([])", "needs an object with a 'tiles' list"},
      {"no tiles at all", R"({"tiles": []})", "a tile set has 1-40 kinds of tile, got 0"},
      {"a tile not an object", R"({"tiles": [)" + kGood + R"(, 7]})", "tile 2: not an object"},
      {"unknown key", tile(R"("count": 1, "colour": "red", "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': unknown key 'colour'"},
      {"missing roads", tile(R"("count": 1, "areas": ["nw ne en es se sw ws wn"])"), "tile 2 'bad': missing 'roads'"},
      {"missing areas", tile(R"("count": 1, "roads": [])"), "tile 2 'bad': missing 'areas'"},
      {"missing count", tile(R"("roads": [], "areas": ["nw ne en es se sw ws wn"])"), "tile 2 'bad': missing 'count'"},
      {"bad edge letter", tile(R"("count": 1, "roads": ["NX"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "tile 2 'bad': road 'NX': edges are the letters N, E, S, W"},
      {"lower-case edge", tile(R"("count": 1, "roads": ["ns"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "road 'ns': edges are the letters N, E, S, W"},
      {"edge in two roads", tile(R"("count": 1, "roads": ["NS", "N"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "tile 2 'bad': an edge in two roads"},
      {"a road with no edge", tile(R"("count": 1, "roads": [""], "areas": ["nw ne en es se sw ws wn"])"),
       "a road with no edge"},
      {"bad half-edge name", tile(R"("count": 1, "roads": [], "areas": ["nw ne en es se sw ws xx"])"),
       "tile 2 'bad': area 'nw ne en es se sw ws xx': half-edges are nw ne en es se sw ws wn"},
      {"half-edges run together", tile(R"("count": 1, "roads": [], "areas": ["nwne en es se sw ws wn"])"),
       "half-edges are nw ne en es se sw ws wn"},
      {"half-edge in two areas", tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "se sw ws wn nw"])"),
       "tile 2 'bad': a half-edge in two areas"},
      {"areas not covering all 8", tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn"])"),
       "tile 2 'bad': the areas must cover all eight half-edges"},
      {"no areas", tile(R"("count": 1, "roads": [], "areas": [])"), "tile 2 'bad': needs 1-4 areas"},
      {"five areas", tile(R"("count": 1, "roads": ["NESW"], "areas": ["nw", "ne en", "es se", "sw ws", "wn"])"),
       "needs 1-4 areas"},
      {"no-road edge with halves split", tile(R"("count": 1, "roads": [], "areas": ["nw", "ne en es se sw ws wn"])"),
       "tile 2 'bad': edge N has no road but its halves are in different areas"},
      {"no-road west edge split", tile(R"("count": 1, "roads": ["N"], "areas": ["wn nw ne", "en es se sw ws"])"),
       "edge W has no road but its halves are in different areas"},
      {"feature index out of range",
       tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"], "feature": 2)"),
       "tile 2 'bad': feature must name one of its 2 areas (0-based)"},
      {"negative feature", tile(R"("count": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"], "feature": -1)"),
       "feature must name one of its 1 areas (0-based)"},
      {"fish on a non-lake",
       tile(R"("count": 1, "kinds": ["tree"], "fish": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': fish on a tile that is not a lake"},
      {"hammer on a base tile", tile(R"("count": 1, "hammer": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': a hammer, a bonus or several kinds are expansion features"},
      {"bonus on a base tile", tile(R"("count": 1, "bonus": 4, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "a hammer, a bonus or several kinds are expansion features"},
      {"two kinds on a base tile",
       tile(R"("count": 1, "kinds": ["tree", "lake"], "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "a hammer, a bonus or several kinds are expansion features"},
      {"unknown kind", tile(R"("count": 1, "kinds": ["castle"], "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': unknown kind 'castle' (bench, bush, playground, tree, lake, fountain, monument)"},
      {"count 0", tile(R"("count": 0, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': count must be 1-40, got 0"},
      {"count 41", tile(R"("count": 41, "roads": [], "areas": ["nw ne en es se sw ws wn"])"), "count must be 1-40, got 41"},
      {"wrong value type", tile(R"("count": "two", "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': 'count' must be a whole number"},
      {"road not a string", tile(R"("count": 1, "roads": [3], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': 'roads' must be a list of strings"},
      {"name not a string", R"({"tiles": [)" + kGood + R"(, {"name": 5, "count": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "tile 2: 'name' must be a string"},
      {"too few base tiles", R"({"tiles": [{"name": "a", "count": 2, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 2"},
      {"only expansion tiles",
       R"({"tiles": [{"name": "a", "count": 5, "expansion": true, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 0"},
      {"more than 40 base tiles",
       R"({"tiles": [{"name": "a", "count": 30, "roads": [], "areas": ["nw ne en es se sw ws wn"]},)"
       R"({"name": "b", "count": 11, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 41"},
      {"more than 10 expansion tiles",
       tile(R"("count": 11, "expansion": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "at most 10 expansion tiles, got 11"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto file = dir / ("bad_" + std::to_string(i) + ".json");
    {
      std::ofstream out(file);
      out << cases[i].text;
    }
    const std::string message = load_error(file);
    INFO(cases[i].what << ": " << message);
    CHECK(message.find(cases[i].phrase) != std::string::npos);
    CHECK(message.find("tile file '" + file.string() + "'") == 0);  // names the file first
  }
  // A file that is not there.
  const auto missing = dir / "no_such_file.json";
  const std::string message = load_error(missing);
  CHECK(message == "cannot read tile file '" + missing.string() + "'");
  std::filesystem::remove_all(dir);

  // The bad files kept with the tests.
  const auto data = std::filesystem::path(PARKS_TEST_DATA) / "minipark";
  CHECK(load_error(data / "bad_road_edge.json").find("tile 1 'crossed': an edge in two roads") != std::string::npos);
  CHECK(load_error(data / "bad_expansion_count.json").find("at most 10 expansion tiles, got 12") != std::string::npos);
}

// nlohmann's get<int> converts a float or a boolean, and iterating a JSON string visits the
// string itself: the loader checks each value's type so that these files are refused.
TEST_CASE("minipark tile files: values of the wrong JSON type are refused, not converted") {
  const auto dir = scratch_dir();
  struct Case {
    std::string what, fields, phrase;
  };
  const std::vector<Case> cases = {
      {"count a float", R"("count": 2.7, "roads": [], "areas": ["nw ne en es se sw ws wn"])", "'count' must be a whole number"},
      {"count a boolean", R"("count": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])", "'count' must be a whole number"},
      {"fish a float", R"("count": 1, "kinds": ["lake"], "fish": 1.5, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'fish' must be a whole number"},
      {"hammer a number", R"("count": 1, "expansion": true, "hammer": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'hammer' must be true or false"},
      {"roads a string", R"("count": 1, "roads": "NS", "areas": ["ne en es se", "sw ws wn nw"])", "'roads' must be a list of strings"},
      {"areas a string", R"("count": 1, "roads": [], "areas": "nw ne en es se sw ws wn")", "'areas' must be a list of strings"},
      {"kinds a string", R"("count": 1, "kinds": "tree", "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'kinds' must be a list of strings"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto file = dir / ("type_" + std::to_string(i) + ".json");
    {
      std::ofstream out(file);
      out << R"({"tiles": [)" << kGood << R"(, {"name": "bad", )" << cases[i].fields << "}]}";
    }
    const std::string message = load_error(file);
    INFO(cases[i].what << ": " << message);
    CHECK(message.find("tile 2 'bad': " + cases[i].phrase) != std::string::npos);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("minipark tile sets built in code are checked too") {
  const auto error = [](std::vector<Tile> list) -> std::string {
    try {
      TileSet set(std::move(list));
    } catch (const TileFileError& e) {
      return e.what();
    }
    return "(no error)";
  };
  Tile plain = make_tile("plain", {}, {"nw ne en es se sw ws wn"}, 0);
  plain.count = 3;
  CHECK(error({plain}) == "(no error)");
  Tile split = make_tile("split", {}, {"nw ne en", "es se sw ws wn"}, 0);
  CHECK(error({plain, split}) == "tile 2 'split': edge E has no road but its halves are in different areas");
  Tile many = make_tile("many", {"N", "E", "S", "W", "N"}, {"nw ne en es se sw ws wn"}, 0);
  CHECK(error({plain, many}) == "tile 2 'many': more than 4 roads");
  Tile fish = make_tile("fishy", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Lake));
  fish.fish = 10;
  CHECK(error({plain, fish}) == "tile 2 'fishy': fish must be 0-9");
  Tile fountain = make_tile("fountain", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Fountain), true);
  fountain.bonus = 21;
  CHECK(error({plain, fountain}) == "tile 2 'fountain': bonus must be 0-20");
  CHECK(error({}) == "a tile set has 1-40 kinds of tile, got 0");
}

// Found by fuzzing (tests/fuzz/fuzz_minipark_tiles): a number too large for a double, such as
// 1e999, makes the JSON library throw out_of_range, not parse_error, and only parse_error was
// turned into a TileFileError.
TEST_CASE("minipark tile files: a number beyond a double (1e999) is invalid JSON, a TileFileError (fuzz bug)") {
  for (const std::string text : {"1e999", R"({"tiles": [{"name": "a", "count": -1e999}]})"}) {
    CAPTURE(text);
    std::istringstream in(text);
    CHECK_THROWS_WITH_AS(parse_tiles(in, "big.json"), "tile file 'big.json': not valid JSON (a number out of range)",
                         TileFileError);
  }
}

// Found by the bad-input tests (tests/bad_input_test.cpp; the fuzz target checks the same, but
// did not reach it in its run): names, kinds and keys are quoted from the file, so a "\n" in a
// tile's name made a two-line error. Control characters are escaped now.
TEST_CASE("minipark tile files: a line break in a name still gives a one-line message") {
  std::istringstream in(R"({"tiles": [{"name": "two\nlines", "count": 0, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})");
  CHECK_THROWS_WITH_AS(parse_tiles(in, "name.json"),
                       "tile file 'name.json': tile 1 'two\\x0alines': count must be 1-40, got 0", TileFileError);
}

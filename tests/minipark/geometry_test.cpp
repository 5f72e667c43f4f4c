// The Mini Park tile geometry (docs/rules.md M2): edges and half-edges, turned tiles and their
// distinct turns. Every expected value below was worked out by hand from the rules.
#include <doctest/doctest.h>

#include <unistd.h>
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

#include "engine/core/game.h"
#include "engine/core/rng.h"
#include "engine/minipark/state.h"
#include "tests/minipark/park_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// Geometry (M2)

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
      CHECK(rotate_halves(halves_of_edge(d), q) ==
            halves_of_edge(std::countr_zero(unsigned(rotate_edges(edge_bit(d), q)))));
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

TEST_SUITE_END();

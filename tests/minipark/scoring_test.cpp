// Mini Park end-game scoring on hand-made parks (engine/minipark/scoring.h): the basic and the
// advanced characters, the book's FISH and CAT examples, the objective cards. Every expected value
// is worked out by hand from /work/shared/rules/mini-park.txt ("the book") and the rulings M1-M6
// (docs/rules.md). Tiles are built here as data (M2), so each park shows exactly what it tests.
//
// Geometry (engine/minipark/geometry.h): edges N E S W; half-edges nw ne en es se sw ws wn
// clockwise from the north edge's west half; x grows east, y grows south; a quarter turn moves
// edge e to e+1.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/minipark/park.h"
#include "engine/minipark/scoring.h"
#include "engine/minipark/tiles.h"
#include "tests/minipark/park_util.h"

using namespace parks;
using namespace parks::minipark;
using parks::minipark::testing::area_tile;

namespace {

constexpr EdgeMask N = 1, E = 2, S = 4, W = 8;
constexpr HalfMask nw = 1, ne = 2, en = 4, es = 8, se = 16, sw = 32, ws = 64, wn = 128;
constexpr HalfMask kAll = 0xFF;
constexpr HalfMask kEast = ne | en | es | se, kWest = sw | ws | wn | nw;

Tile tile(const std::string& name, KindMask kinds, std::vector<EdgeMask> roads, std::vector<HalfMask> areas,
          int feature = 0, int fish = 0) {
  Tile t;
  t.name = name;
  t.kinds = kinds;
  t.roads = std::move(roads);
  t.areas = std::move(areas);
  t.feature = feature;
  t.fish = fish;
  return t;
}

// Straight north-south road, the picture east of it (area 0).
Tile straight(const std::string& name, KindMask kinds, int fish = 0) {
  return tile(name, kinds, {N | S}, {kEast, kWest}, 0, fish);
}
// No road at all: one area, the picture in it.
Tile plain(const std::string& name, KindMask kinds, int fish = 0) { return tile(name, kinds, {}, {kAll}, 0, fish); }

enum Type : int {
  RoadNS,  // plain road, no kind
  PlaygroundNS,
  BenchNS,
  BushNS,
  TreePlain,
  Lake2Plain,  // lake, 2 printed fish
  Lake1Plain,  // lake, 1 printed fish
  PlaygroundPlain,
  BushPlain,
  PlaygroundSplit,  // two dead ends (N and S): two road networks through one playground
  Lake2NS,          // lake with a straight road, lake (and 2 fish) east of the road
  Grass,            // no road, no kind
  WoodedIsland,     // expansion either-tile: tree or lake
};

const TileSet& scoring_tiles() {
  static const TileSet tiles = [] {
    std::vector<Tile> t;
    t.push_back(straight("road NS", 0));
    t.push_back(straight("playground NS", kind_bit(Playground)));
    t.push_back(straight("bench NS", kind_bit(Bench)));
    t.push_back(straight("bush NS", kind_bit(Bush)));
    t.push_back(plain("tree", kind_bit(Tree)));
    t.push_back(plain("lake 2 fish", kind_bit(Lake), 2));
    t.push_back(plain("lake 1 fish", kind_bit(Lake), 1));
    t.push_back(plain("playground", kind_bit(Playground)));
    t.push_back(plain("bush", kind_bit(Bush)));
    t.push_back(tile("playground split", kind_bit(Playground), {N, S}, {kAll}));
    t.push_back(straight("lake NS 2 fish", kind_bit(Lake), 2));
    t.push_back(plain("grass", 0));
    Tile island = plain("Wooded Island", kind_bit(Tree) | kind_bit(Lake));
    island.expansion = true;
    t.push_back(island);
    return TileSet(std::move(t));
  }();
  return tiles;
}

// A park under construction: every tile must be legally placeable where it is put (M3).
struct Build {
  Park park;
  explicit Build(int start) : park(scoring_tiles()) { park.start(start); }

  int put(int type, int turn, int x, int y) {
    const Cell cell{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
    const int o = park.opening_at(cell);
    INFO("tile " << type << " turn " << turn << " at " << x << "," << y);
    REQUIRE(o >= 0);
    REQUIRE(park.can_place(type, turn, o));
    return park.place(type, turn, o);
  }
  int at(int x, int y) const {
    const int s = park.slot_at({static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)});
    REQUIRE(s != kNoSlot);
    return s;
  }
};

Markers no_markers() {
  Markers m;
  m.fill(kNoSlot);
  return m;
}

int points(const Park& park, const Markers& markers, int c, Rules rules) {
  const Kinds kinds(park);
  return character_points(park, kinds, markers, c, rules);
}

int basic(const Park& park, const Markers& markers, int c) { return points(park, markers, c, Rules::Basic); }
int advanced(const Park& park, const Markers& markers, int c) { return points(park, markers, c, Rules::Advanced); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Basic rules.

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark scoring basic: child, working man and cat score 2 per matching structure on their road") {
  // Column x=0, one road from (0,-1) to (0,4):
  //   (0,-1) road   (0,0) playground [child]   (0,1) bench [working man]   (0,2) playground
  //   (0,3) bush [cat]   (0,4) bush
  // Column x=1, another road: (1,0) playground, (1,1) bench. Their side edges have no road, so
  // the two columns touch but their roads never join.
  Build b(PlaygroundNS);
  b.put(RoadNS, 0, 0, -1);
  b.put(BenchNS, 0, 0, 1);
  b.put(PlaygroundNS, 0, 0, 2);
  b.put(BushNS, 0, 0, 3);
  b.put(BushNS, 0, 0, 4);
  b.put(PlaygroundNS, 0, 1, 0);
  b.put(BenchNS, 0, 1, 1);
  const Park& park = b.park;
  REQUIRE(park.network(b.at(0, 0), 0) != park.network(b.at(1, 0), 0));

  Markers m = no_markers();
  m[Child] = static_cast<std::uint8_t>(b.at(0, 0));
  m[WorkingMan] = static_cast<std::uint8_t>(b.at(0, 1));
  m[Cat] = static_cast<std::uint8_t>(b.at(0, 3));
  CHECK(basic(park, m, Child) == 2 * 2);       // playgrounds (0,0), (0,2); not (1,0)
  CHECK(basic(park, m, WorkingMan) == 2 * 1);  // bench (0,1); not (1,1)
  CHECK(basic(park, m, Cat) == 2 * 2);         // bushes (0,3), (0,4)
  // An unplaced character scores nothing.
  CHECK(basic(park, m, Bird) == 0);
  CHECK(basic(park, m, Cyclist) == 0);

  // The child on the other road: playground (1,0) only.
  m[Child] = static_cast<std::uint8_t>(b.at(1, 0));
  CHECK(basic(park, m, Child) == 2);
}

TEST_CASE("minipark scoring basic: a tile with two roads scores its best road, not their sum") {
  // (0,0) a playground with two dead ends, N and S: two networks through it.
  // North: (0,-1), (0,-2) playgrounds -> 3 playgrounds with its own; south: (0,1) bench -> 1.
  Build b(PlaygroundSplit);
  b.put(PlaygroundNS, 0, 0, -1);
  b.put(PlaygroundNS, 0, 0, -2);
  b.put(BenchNS, 0, 0, 1);
  const Park& park = b.park;
  const int split = b.at(0, 0);
  REQUIRE(park.network(split, 0) != park.network(split, 1));
  Markers m = no_markers();
  m[Child] = static_cast<std::uint8_t>(split);
  CHECK(basic(park, m, Child) == 2 * 3);  // not 2 x 4 (both roads) nor 2 x 1 (the south road)
  m[Child] = kNoSlot;
  m[Cyclist] = static_cast<std::uint8_t>(split);
  CHECK(basic(park, m, Cyclist) == 3);  // the north road's 3 tiles, not 3 + 2 - 1
  // The working man on the bench: its road (split, bench) has the bench only.
  m[WorkingMan] = static_cast<std::uint8_t>(b.at(0, 1));
  CHECK(basic(park, m, WorkingMan) == 2);
}

TEST_CASE("minipark scoring basic: bird and fish score 2 per orthogonally adjacent tree or lake") {
  //        x=-1      x=0          x=1
  // y=-1             tree
  // y=0    tree      tree [bird]  tree
  // y=1    lake(1)   lake(2)[fish] tree     <- (1,1) is diagonal to the bird
  // y=2              lake(1)
  Build b(TreePlain);
  b.put(TreePlain, 0, 1, 0);
  b.put(TreePlain, 0, -1, 0);
  b.put(TreePlain, 0, 0, -1);
  b.put(Lake2Plain, 0, 0, 1);
  b.put(TreePlain, 0, 1, 1);
  b.put(Lake1Plain, 0, -1, 1);
  b.put(Lake1Plain, 0, 0, 2);
  const Park& park = b.park;
  Markers m = no_markers();
  m[Bird] = static_cast<std::uint8_t>(b.at(0, 0));
  m[Fish] = static_cast<std::uint8_t>(b.at(0, 1));
  CHECK(basic(park, m, Bird) == 2 * 3);  // (1,0), (-1,0), (0,-1); the lake below and (1,1) do not count
  CHECK(basic(park, m, Fish) == 2 * 2);  // (-1,1), (0,2); its own tile does not count
  // A bird standing at (-1,1): its neighbours are the tree (-1,0) and the lake (0,1); the tree
  // (0,0) is diagonal to it. One tree.
  m[Bird] = static_cast<std::uint8_t>(b.at(-1, 1));
  CHECK(basic(park, m, Bird) == 2);
}

TEST_CASE("minipark scoring basic: the cyclist scores the length in tiles of its road") {
  // Column x=0: five straight road tiles (0,0)-(0,4), one road. Column x=1: two road tiles,
  // another road beside it.
  Build b(RoadNS);
  for (int y = 1; y <= 4; ++y) b.put(RoadNS, 0, 0, y);
  b.put(RoadNS, 0, 1, 0);
  b.put(RoadNS, 0, 1, 1);
  Markers m = no_markers();
  m[Cyclist] = static_cast<std::uint8_t>(b.at(0, 2));
  CHECK(basic(b.park, m, Cyclist) == 5);
  m[Cyclist] = static_cast<std::uint8_t>(b.at(1, 1));
  CHECK(basic(b.park, m, Cyclist) == 2);
}

// ---------------------------------------------------------------------------------------------
// Advanced rules.

TEST_CASE("minipark scoring advanced: the child scores 3 per playground in its region (M4)") {
  // (0,0) playground, no road [child]; (1,0) playground with a N-S road, turned half way so its
  // picture is west of the road, in the child's region; (2,0) playground, no road, east of that
  // road: another region. (0,1) a tree in the child's region.
  Build b(PlaygroundPlain);
  b.put(PlaygroundNS, 2, 1, 0);
  b.put(PlaygroundPlain, 0, 2, 0);
  b.put(TreePlain, 0, 0, 1);
  const Park& park = b.park;
  REQUIRE(park.region(b.at(0, 0)) == park.region(b.at(1, 0)));
  REQUIRE(park.region(b.at(0, 0)) != park.region(b.at(2, 0)));
  Markers m = no_markers();
  m[Child] = static_cast<std::uint8_t>(b.at(0, 0));
  CHECK(advanced(park, m, Child) == 3 * 2);
  // Basic rules: its tile has no road, so no playground is on its road.
  CHECK(basic(park, m, Child) == 0);
  // The child east of the road: only (2,0).
  m[Child] = static_cast<std::uint8_t>(b.at(2, 0));
  CHECK(advanced(park, m, Child) == 3);
}

TEST_CASE("minipark scoring advanced: working man 3 per road with a bench, +3 on a longest road, ties count (M5)") {
  // Three roads side by side, none joined (their side edges have no road):
  //   A: (0,0) bench [working man], (0,1) road       length 2, a bench
  //   B: (1,0) bench, (1,1) road                      length 2, a bench
  //   C: (2,0) road, (2,1) road                       length 2, no bench
  Build b(BenchNS);
  b.put(RoadNS, 0, 0, 1);
  b.put(BenchNS, 0, 1, 0);
  b.put(RoadNS, 0, 1, 1);
  b.put(RoadNS, 0, 2, 0);
  b.put(RoadNS, 0, 2, 1);
  Markers m = no_markers();
  m[WorkingMan] = static_cast<std::uint8_t>(b.at(0, 0));
  CHECK(b.park.longest_road() == 2);
  CHECK(advanced(b.park, m, WorkingMan) == 3 * 2 + 3);  // A and B; A ties for longest
  // C grows to 3 tiles: A is no longest road any more.
  b.put(RoadNS, 0, 2, 2);
  CHECK(b.park.longest_road() == 3);
  CHECK(advanced(b.park, m, WorkingMan) == 3 * 2);
  // A grows to 4 tiles with a second bench: still one road with a bench, and the longest.
  b.put(BenchNS, 0, 0, 2);
  b.put(RoadNS, 0, 0, -1);
  CHECK(b.park.longest_road() == 4);
  CHECK(advanced(b.park, m, WorkingMan) == 3 * 2 + 3);
  // C gets a bench: three roads with a bench.
  b.put(BenchNS, 0, 2, 3);
  CHECK(advanced(b.park, m, WorkingMan) == 3 * 3 + 3);
  // Basic rules: 2 per bench on his own road A: (0,0) and (0,2).
  CHECK(basic(b.park, m, WorkingMan) == 2 * 2);
}

TEST_CASE("minipark scoring advanced: the cyclist scores 1 per tile for six tiles, then 2 each") {
  Build b(RoadNS);
  Markers m = no_markers();
  m[Cyclist] = 0;
  for (int y = 1; y <= 4; ++y) b.put(RoadNS, 0, 0, y);
  CHECK(advanced(b.park, m, Cyclist) == 5);
  b.put(RoadNS, 0, 0, 5);
  CHECK(advanced(b.park, m, Cyclist) == 6);
  b.put(RoadNS, 0, 0, 6);
  CHECK(advanced(b.park, m, Cyclist) == 6 + 2);
  b.put(RoadNS, 0, 0, 7);
  CHECK(advanced(b.park, m, Cyclist) == 6 + 2 * 2);
  b.put(RoadNS, 0, 0, -1);
  b.put(RoadNS, 0, 0, -2);
  CHECK(advanced(b.park, m, Cyclist) == 6 + 2 * 4);  // 10 tiles
  CHECK(basic(b.park, m, Cyclist) == 10);
}

TEST_CASE("minipark scoring advanced: the bird's best walk, not the greedy one (M5)") {
  // y=0:  (-1,0) tree   (0,0) tree [bird]   (1,0) grass   (2,0)-(5,0) trees
  // Stepping onto the neighbouring tree first (greedy) dead-ends at once: 2 trees. Crossing the
  // grass reaches four trees: 5 trees with the start, in 5 steps.
  Build b(TreePlain);
  b.put(TreePlain, 0, -1, 0);
  b.put(Grass, 0, 1, 0);
  for (int x = 2; x <= 5; ++x) b.put(TreePlain, 0, x, 0);
  Markers m = no_markers();
  m[Bird] = static_cast<std::uint8_t>(b.at(0, 0));
  const Kinds kinds(b.park);
  CHECK(best_walk_trees(b.park, kinds, b.at(0, 0)) == 5);
  CHECK(advanced(b.park, m, Bird) == 3 * 5);  // not 3 x 2 (greedy), not 3 x 6 (back through the start)
  // Basic rules: one adjacent tree.
  CHECK(basic(b.park, m, Bird) == 2);
}

TEST_CASE("minipark scoring advanced: the bird walks at most 7 steps, no tile twice, start and end count (M5)") {
  SUBCASE("a line of ten trees: 8 tiles in 7 steps") {
    Build b(TreePlain);
    for (int x = 1; x <= 9; ++x) b.put(TreePlain, 0, x, 0);
    Markers m = no_markers();
    m[Bird] = 0;
    CHECK(advanced(b.park, m, Bird) == 3 * 8);
  }
  SUBCASE("the bird in the middle of five trees cannot come back: 3 of them") {
    Build b(TreePlain);
    for (int x : {1, 2, -1, -2}) b.put(TreePlain, 0, x, 0);
    Markers m = no_markers();
    m[Bird] = 0;
    CHECK(advanced(b.park, m, Bird) == 3 * 3);
  }
  SUBCASE("a park too small for 7 steps: the walk covers what there is") {
    // An L of three trees, the bird at the corner's end: (1,0) -> (0,0) -> (0,1).
    Build b(TreePlain);
    b.put(TreePlain, 0, 1, 0);
    b.put(TreePlain, 0, 0, 1);
    Markers m = no_markers();
    m[Bird] = static_cast<std::uint8_t>(b.at(1, 0));
    CHECK(advanced(b.park, m, Bird) == 3 * 3);
    // A lone tree: the start alone.
    Build lone(TreePlain);
    Markers n = no_markers();
    n[Bird] = 0;
    CHECK(advanced(lone.park, n, Bird) == 3);
  }
  SUBCASE("a 2x2 square of trees and a lake: every tree once") {
    Build b(TreePlain);
    b.put(TreePlain, 0, 1, 0);
    b.put(TreePlain, 0, 0, 1);
    b.put(TreePlain, 0, 1, 1);
    b.put(Lake2Plain, 0, 2, 1);
    Markers m = no_markers();
    m[Bird] = 0;
    CHECK(advanced(b.park, m, Bird) == 3 * 4);
  }
}

TEST_CASE("minipark scoring advanced: the book's FISH example, a lake of 3 tiles with 5 fish scores 3 x (5+1) = 18") {
  // (0,0) lake 2 fish [fish], (1,0) lake 2 fish, (2,0) lake 1 fish: one lake of 3 tiles.
  Build b(Lake2Plain);
  b.put(Lake2Plain, 0, 1, 0);
  b.put(Lake1Plain, 0, 2, 0);
  Markers m = no_markers();
  m[Fish] = 0;
  const LakeSize lake = lake_of(b.park, Kinds(b.park), 0);
  CHECK(lake.tiles == 3);
  CHECK(lake.fish == 5);
  CHECK(advanced(b.park, m, Fish) == 18);
  // Basic rules: one adjacent lake tile.
  CHECK(basic(b.park, m, Fish) == 2);

  SUBCASE("a lake tile whose lake is across a road does not join") {
    // (3,0): a road N-S with its lake (2 fish) east of the road; the west side meeting (2,0) is grass.
    b.put(Lake2NS, 0, 3, 0);
    CHECK(advanced(b.park, m, Fish) == 18);
    m[Fish] = static_cast<std::uint8_t>(b.at(3, 0));
    CHECK(advanced(b.park, m, Fish) == 1 * (2 + 1));
  }
  SUBCASE("the same tile turned with its lake west of the road joins") {
    b.put(Lake2NS, 2, 3, 0);
    CHECK(advanced(b.park, m, Fish) == 4 * (7 + 1));
  }
}

TEST_CASE("minipark scoring advanced: the book's CAT example, 2 bushes and 3 characters score 4 + 2x3 = 10") {
  //   (0,-1) lake, road E-W, its lake north of the road [fish]: outside the region
  //   (0,0) bush [cat]   (1,0) bush   (2,0) playground [child]   (3,0) bush, road N-S, its bush
  //   east of the road [cyclist]: outside the region
  //   (0,1) tree [bird]
  // The region of the cat: (0,0), (1,0), (2,0), (0,1), the south half of (0,-1), the west half of
  // (3,0). Bushes in it: 2; characters: cat, child, bird.
  Build b(BushPlain);
  b.put(BushPlain, 0, 1, 0);
  b.put(PlaygroundPlain, 0, 2, 0);
  b.put(BushNS, 0, 3, 0);
  b.put(TreePlain, 0, 0, 1);
  b.put(Lake2NS, 3, 0, -1);
  const Park& park = b.park;
  const int region = park.region(b.at(0, 0));
  REQUIRE(park.region(b.at(3, 0)) != region);
  REQUIRE(park.region(b.at(0, -1)) != region);
  Markers m = no_markers();
  m[Cat] = static_cast<std::uint8_t>(b.at(0, 0));
  m[Child] = static_cast<std::uint8_t>(b.at(2, 0));
  m[Bird] = static_cast<std::uint8_t>(b.at(0, 1));
  m[Cyclist] = static_cast<std::uint8_t>(b.at(3, 0));
  m[Fish] = static_cast<std::uint8_t>(b.at(0, -1));
  CHECK(advanced(park, m, Cat) == 4 + 2 * 3);
  // Alone in its region: 4 + 2 x 1.
  Markers alone = no_markers();
  alone[Cat] = m[Cat];
  CHECK(advanced(park, alone, Cat) == 4 + 2);
  // The cat on the bush east of the road: no other character there, one bush.
  alone[Cat] = static_cast<std::uint8_t>(b.at(3, 0));
  CHECK(advanced(park, alone, Cat) == 4 + 1 * 1);
}

TEST_CASE("minipark scoring: an either-tile counts as the kind chosen for it") {
  // (0,0) tree [bird], (1,0) Wooded Island (tree or lake), (0,1) lake [fish].
  Build b(TreePlain);
  b.put(WoodedIsland, 0, 1, 0);
  b.put(Lake2Plain, 0, 0, 1);
  const Park& park = b.park;
  Markers m = no_markers();
  m[Bird] = 0;
  m[Fish] = static_cast<std::uint8_t>(b.at(0, 1));
  Kinds kinds(park);
  kinds.choose(park, b.at(1, 0), Tree);
  CHECK(character_points(park, kinds, m, Bird, Rules::Basic) == 2);
  CHECK(character_points(park, kinds, m, Bird, Rules::Advanced) == 3 * 2);
  kinds.choose(park, b.at(1, 0), Lake);
  CHECK(character_points(park, kinds, m, Bird, Rules::Basic) == 0);
  CHECK(character_points(park, kinds, m, Bird, Rules::Advanced) == 3);
  CHECK(character_points(park, kinds, m, Fish, Rules::Advanced) == 1 * (2 + 1));  // (1,0) is diagonal
}

TEST_CASE("minipark scoring: an objective card scores half its character's points, rounded down (M5)") {
  CHECK(objective_points(18) == 9);
  CHECK(objective_points(17) == 8);
  CHECK(objective_points(10) == 5);
  CHECK(objective_points(1) == 0);
  CHECK(objective_points(0) == 0);
}

namespace {

void place_at(Park& park, int tile, Cell cell) {
  const int o = park.opening_at(cell);
  REQUIRE(o >= 0);
  park.place(tile, 0, o);
}

}  // namespace

TEST_CASE("minipark scoring advanced: the bird walks 7 steps when it can, even past fewer trees (M5)") {
  // A tree with one tree to the east (a dead end) and seven lakes to the west: the only 7-step
  // walk goes west and meets one tree (3 points); stopping on the east tree (6) is not a walk of 7.
  const TileSet tiles({area_tile("tree", kind_bit(Tree), false, 10), area_tile("lake", kind_bit(Lake), false, 10)});
  Park park(tiles);
  park.start(0);
  place_at(park, 0, {1, 0});
  for (int x = -1; x >= -7; --x) place_at(park, 1, {static_cast<std::int8_t>(x), 0});
  const Kinds kinds(park);
  Markers markers;
  markers.fill(kNoSlot);
  markers[Bird] = 0;
  CHECK(best_walk_trees(park, kinds, 0) == 1);
  CHECK(character_points(park, kinds, markers, Bird, Rules::Advanced) == 3);
  // Six lakes: no walk of 7 steps, so the longest ones (6 steps west, or 1 + 6) count: east then
  // back is not allowed (no tile twice), so the longest walk is west, 6 steps, 1 tree.
  Park shorter(tiles);
  shorter.start(0);
  place_at(shorter, 0, {1, 0});
  for (int x = -1; x >= -6; --x) place_at(shorter, 1, {static_cast<std::int8_t>(x), 0});
  CHECK(best_walk_trees(shorter, Kinds(shorter), 0) == 1);
}

TEST_SUITE_END();

// Mini Park road networks and regions across tiles (docs/rules.md M4), and the hammer's stacking
// that rebuilds them. Every expected value below was worked out by hand from the rules.
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
// Roads and regions across tiles (M4)

TEST_CASE("minipark roads (M4): a T junction, a dead end closing a branch and a separate road") {
  Park park(test_tiles());
  park.start(Junction);                                // N E S at (0,0), slot 0
  put(park, Straight, 0, 0, -1);                       // slot 1 north
  put(park, DeadEnd, 3, 1, 0);                         // slot 2 east, pointing west: closes the east branch
  put(park, Curve, 0, 0, 1);                           // slot 3 south, N-E
  CHECK(turns_accepted(park, Curve, 1, 1) == 0b0100);  // W road, no N road: S-W
  put(park, Curve, 2, 1, 1);                           // slot 4
  CHECK(park.neighbours(4) == 2);
  const int road = park.network(0, 0);
  for (int s = 1; s <= 4; ++s) CHECK(park.network(s, 0) == road);
  CHECK(park.network_tiles(road) == slots({0, 1, 2, 3, 4}));
  CHECK(park.longest_road() == 5);
  // A dead end west of the junction, pointing west: its east edge meets the junction's empty west.
  put(park, DeadEnd, 3, -1, 0);  // slot 5
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
  park.start(Curve);  // slot 0 at (0,0) turned 0: N-E; use turns below around it
  // Start N-E at (0,0); the loop goes (0,0) E -> (1,0) W-N? Instead build the loop north-east:
  // (0,0) N-E, (1,0) W-N (turn 3), (1,-1) S-W (turn 2), (0,-1) E-S (turn 1).
  put(park, Curve, 3, 1, 0);                            // slot 1
  put(park, Curve, 2, 1, -1);                           // slot 2
  CHECK(turns_accepted(park, Curve, 0, -1) == 0b0010);  // E and S roads faced: only E-S
  put(park, Curve, 1, 0, -1);                           // slot 3, closes the loop
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
  park.start(Zone);               // slot 0
  put(park, Straight, 0, 0, -1);  // slot 1 north, N-S
  put(park, Straight, 1, 1, 0);   // slot 2 east, E-W
  put(park, Straight, 0, 0, 1);   // slot 3 south
  put(park, Straight, 1, -1, 0);  // slot 4 west
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
  park.start(Straight);         // slot 0: east area 0, west area 1
  put(park, Bridge, 0, 0, -1);  // slot 1
  CHECK(park.network(0, 0) == park.network(1, 0));
  CHECK(park.network_tiles(park.network(0, 0)) == slots({0, 1}));
  CHECK(park.area_region(0, 0) == park.area_region(0, 1));
  CHECK(park.area_region(0, 0) == park.area_region(1, 0));
  CHECK(park.region_features(park.region(0)) == slots({0, 1}));
  put(park, Straight, 2, 0, -2);  // slot 2, its feature (east area) turned west
  CHECK(park.network_tiles(park.network(2, 0)) == slots({0, 1, 2}));
  CHECK(park.longest_road() == 3);
  CHECK(park.area_region(2, 0) == park.area_region(0, 0));
  CHECK(park.area_region(2, 1) == park.area_region(0, 1));
  CHECK(park.region_features(park.region(2)) == slots({0, 1, 2}));
}

// ---------------------------------------------------------------------------------------------
// The hammer: stacking

TEST_CASE("minipark stacking: a hammer tile replaces a tile and the roads and regions are rebuilt") {
  Park park(test_tiles());
  park.start(Straight);  // three E-W straights in a row: slots 0 1 2 at x = 0 1 2
  // The start lies N-S, so lay the row north-south instead: (0,0) (0,1) (0,2).
  put(park, Straight, 2, 0, 1);  // slot 1, turned half: east area (feature) on the west
  put(park, Straight, 0, 0, 2);  // slot 2
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
    put(park, DeadEnd, 3, 1, 1);  // slot 3, pointing west
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
      CHECK(park.network(1, 0) == park.network(3, 0));              // group 0 now points east
      CHECK(park.network(1, 3) == park.network(0, 0));              // group 3 north
      CHECK(park.network(1, 1) == park.network(2, 0));              // group 1 south
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
  put(park, Plain, 0, 1, 0);      // slot 1
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

TEST_SUITE_END();

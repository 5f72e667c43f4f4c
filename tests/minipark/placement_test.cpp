// Mini Park placement (docs/rules.md M3): facing edges must match, openings and what fits them,
// a drawn tile that fits nowhere. Every expected value below was worked out by hand from the rules.
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
// Placement (M3)

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

TEST_SUITE_END();

// Mini Park's expansion tiles through the State: the first character brings one, the Fountain's
// points, the hammer tiles stacking on tiles without a marker.
// In comments P1, P2, ... are seats 0, 1, ...; (x, y) cells with x east and y south of the start.
// Expected scores are worked out by hand from /work/shared/rules/mini-park.txt ("the book") and
// the rulings M1-M6 (docs/rules.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/evaluation.h"
#include "engine/minipark/state.h"
#include "tests/minipark/game_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// The expansion tiles.

TEST_CASE(
    "minipark game: the first character brings an expansion tile, no placement points, the Fountain's 4, "
    "an either-tile scores as its owner's best") {
  const TileSet tiles = make_set({{"playground", 1}, {"bench", 1}, {"road", 2}, {"Pavilion", 1}, {"Fountain", 1}});
  constexpr int Playground = 0, Bench = 1, Road = 2, Pavilion = 3, Fountain = 4;
  for (bool p1_pavilion : {true, false}) {
    CAPTURE(p1_pavilion);
    State s = State::initial(tiles, GameOptions{2, Rules::Basic, true});
    setup(s, Playground, Bench, Road, {Pavilion, Fountain});
    REQUIRE(s.offer(0) == Pavilion);
    REQUIRE(s.offer(1) == Fountain);

    act(s, Action::character(Child, 0));  // P1's first character
    CHECK(s.phase() == Phase::Expansion);
    CHECK(s.current_player() == 0);
    for (Action a : legal(s)) {
      CHECK(a.kind() == ActionKind::Place);
      CHECK(a.source() >= Offer);
    }
    CHECK(is_legal(s, place(Offer + 0, 0, 0, 1)));
    CHECK(is_legal(s, place(Offer + 1, 0, 0, 1)));
    // Below the playground: 1 neighbour, but an expansion tile scores no placement points.
    act(s, place(Offer + (p1_pavilion ? 0 : 1), 0, 0, 1));
    CHECK(s.score(0) == (p1_pavilion ? 0 : 4));  // the Fountain scores 4 at once
    CHECK(s.offers() == 1);
    CHECK(s.offer(0) == (p1_pavilion ? Fountain : Pavilion));
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 1);

    act(s, place(FaceUp0, 0, 0, -1));  // P2: the bench above, 1 point
    reveal(s, Road);
    act(s, place(FaceUp0, 0, 0, -2));                       // P1: a road, 1 point
    act(s, Action::character(WorkingMan, slot(s, 0, -1)));  // P2's first character
    REQUIRE(s.phase() == Phase::Expansion);
    CHECK(s.current_player() == 1);
    act(s, place(Offer + 0, 0, 0, 2));
    CHECK(s.score(1) == 1 + (p1_pavilion ? 4 : 0));
    act(s, place(FaceUp1, 0, 0, -3));  // P1: the last road, 1 point
    REQUIRE(s.is_terminal());

    // One road: (0,-3) road, (0,-2) road, (0,-1) bench, (0,0) playground, (0,1), (0,2).
    const Tally& t = s.final_tally();
    if (p1_pavilion) {
      // P1 placed the Pavilion: as a playground the child scores 2 x 2.
      CHECK(t.placement[0] == 2);
      CHECK(t.placement[1] == 1 + 4);
      CHECK(t.character_points[Child] == 4);
      CHECK(t.character_points[WorkingMan] == 2);
      CHECK(s.score(0) == 6);
      CHECK(s.score(1) == 7);
      CHECK_FALSE(s.is_winner(0));
      CHECK(s.is_winner(1));
    } else {
      // P2 placed the Pavilion: as a bench the working man scores 2 x 2.
      CHECK(t.placement[0] == 4 + 2);
      CHECK(t.placement[1] == 1);
      CHECK(t.character_points[Child] == 2);
      CHECK(t.character_points[WorkingMan] == 4);
      CHECK(s.score(0) == 8);
      CHECK(s.score(1) == 5);
      CHECK(s.is_winner(0));
      CHECK_FALSE(s.is_winner(1));
    }
  }
}

TEST_CASE(
    "minipark game: a hammer tile stacks on a tile without a marker, only the first character brings a tile "
    "(advanced rules, where a second character is allowed)") {
  const TileSet tiles = make_set({{"road", 3}, {"bench", 2}, {"tree", 2}, {"Arched Bridge", 1}, {"Monument", 1}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Bridge = 3, Monument = 4;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  setup(s, Road, Bench, Tree, {Bridge, Monument});
  act(s, place(FaceUp0, 0, 0, 1));  // P1: a bench below the start, slot 1
  reveal(s, Road);
  act(s, place(FaceUp1, 0, 1, 1));  // P2: a tree beside the bench, slot 2
  reveal(s, Tree);
  act(s, Action::character(WorkingMan, 1));  // P1's first
  chance(s, Action::reveal_objective(Fish));
  REQUIRE(s.phase() == Phase::Expansion);
  // The bridge may replace the start tile (its road matches the bench's) or the tree, not the
  // bench under the working man; turned east-west it would cut the road to the bench.
  CHECK(is_legal(s, place(Offer + 0, 0, 0, 0)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 1, 0, 0)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 0, 0, 1)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 1, 0, 1)));
  CHECK(is_legal(s, place(Offer + 0, 0, 1, 1)));
  // The monument has no hammer: only empty cells.
  for (Action a : legal(s))
    if (a.source() == Offer + 1) CHECK(s.park().slot_at(a.cell()) == kNoSlot);

  act(s, place(Offer + 0, 0, 0, 0));
  CHECK(s.park().size() == 3);
  CHECK(s.park().tile_at(0).name == "Arched Bridge");
  CHECK(s.park().covered_base() == 1);
  CHECK(s.placer(0) == 0);
  CHECK(s.score(0) == 1);  // no points for the bridge
  CHECK(s.park().network(0, 0) == s.park().network(1, 0));
  CHECK(s.offers() == 1);
  CHECK(s.offer(0) == Monument);
  CHECK(s.current_player() == 1);

  act(s, place(FaceUp0, 0, 0, -1));  // P2: a road above the bridge, slot 3
  reveal(s, Bench);
  CHECK(std::popcount(s.park().network_tiles(s.park().network(0, 0))) == 3);
  act(s, Action::character(Bird, 2));  // P1's second character (M6): no expansion tile
  chance(s, Action::reveal_objective(Child));
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 1);
  CHECK(s.offers() == 1);
  CHECK(s.characters_taken(0) == 2);

  act(s, Action::character(Cyclist, 3));  // P2's first: the monument
  chance(s, Action::reveal_objective(Cat));
  REQUIRE(s.phase() == Phase::Expansion);
  CHECK(s.current_player() == 1);
  act(s, place(Offer + 0, 1, 0, -2));  // turned to join the road below
  CHECK(s.score(1) == 2);
  CHECK(s.offers() == 0);
  CHECK(s.park().tile_at(slot(s, 0, -2)).name == "Monument");
}

TEST_CASE("minipark game: five offered tiles with four turns each on a long park fit the move list") {
  // 40 road-less trees laid in a line, then a first character: 5 offered expansion tiles whose
  // four turns all differ (the feature's area turns), on every one of the 2 x 30 + 2 openings.
  const TileSet tiles = load_tiles(PARKS_TEST_DATA "/minipark/wide_offers.json");
  State s = State::initial(tiles, GameOptions{5, Rules::Basic, true});
  Rng rng(1);
  while (s.phase() != Phase::Expansion) {
    if (s.current_player() == kChancePlayer) {
      s.apply(sample_chance(s, rng));
      continue;
    }
    ActionList<State> actions;
    s.legal_actions(actions);
    State::Action east = actions[0];
    for (const auto& a : actions) {
      if (a.kind() == ActionKind::Character && s.park().size() >= 30) {
        east = a;
        break;
      }
      if (a.kind() == ActionKind::Place && a.cell().y == 0 && a.cell().x > east.cell().x) east = a;
    }
    s.apply(east);
  }
  REQUIRE(s.park().size() == 30);
  ActionList<State> actions;
  s.legal_actions(actions);
  CHECK(s.park().openings().size() == 62);
  CHECK(actions.size() == 5 * 4 * 62);
  CHECK(actions.size() > 2 * 4 * kMaxOpenings + 1 + kCharacters * kMaxSlots);  // more than a turn's bound
  CHECK(actions.size() <= State::kMaxActions);
}

TEST_SUITE_END();

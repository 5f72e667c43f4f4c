// Mini Park characters through the State: where each may stand and the quotas (docs/rules.md M6),
// and the advanced objective cards revealed by chance (M5).
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
#include "tests/minipark/park_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// Characters (M6).

TEST_CASE("minipark game: characters stand on their own kind of tile, the cyclist on any road, one per tile") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2, Road = 3;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Bench, Tree, Lake);
  act(s, place(FaceUp0, 0, 1, 0));  // tree, slot 1
  reveal(s, Road);
  act(s, place(FaceUp1, 0, -1, 0));  // lake, slot 2
  reveal(s, Bench);
  REQUIRE(s.current_player() == 0);
  using Moves = std::vector<std::pair<int, int>>;
  CHECK(character_moves(s) == Moves{{WorkingMan, 0}, {Bird, 1}, {Fish, 2}, {Cyclist, 0}});

  act(s, Action::character(Cyclist, 0));
  CHECK(s.markers()[Cyclist] == 0);
  CHECK(s.owner(Cyclist) == 0);
  CHECK(s.characters_taken(0) == 1);
  CHECK(s.taken_round(Cyclist) == 2);       // after two turns of two players
  CHECK(s.objective(Cyclist) == kUnknown);  // basic rules: no objective cards
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 1);
  // The bench holds the cyclist: no working man there. The cyclist is taken.
  CHECK(character_moves(s) == Moves{{Bird, 1}, {Fish, 2}});

  act(s, Action::character(Fish, 2));
  CHECK(s.owner(Fish) == 1);
  act(s, place(FaceUp1, 0, 0, 1));  // P1: a bench below the start, slot 3
  reveal(s, Tree);
  // The working man's new bench and the bird's tree are free, but in basic rules each player
  // places one character (M6) and both have.
  CHECK(character_moves(s).empty());
  act(s, place(FaceUp0, 0, 0, -1));  // P2: a road, slot 4
  reveal(s, Road);
  REQUIRE(s.current_player() == 0);
  CHECK(character_moves(s).empty());
  CHECK(s.characters_taken(0) == 1);
  CHECK(s.characters_taken(1) == 1);
}

TEST_CASE("minipark game: with 4 or 5 players each player places one character (M6)") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2, Road = 3;
  for (int players : {4, 5}) {
    CAPTURE(players);
    State s = State::initial(tiles, GameOptions{players, Rules::Basic, false});
    setup(s, Bench, Tree, Lake);
    act(s, Action::character(Cyclist, 0));  // P1
    act(s, place(FaceUp0, 0, 1, 0));        // P2: a tree
    reveal(s, Road);
    act(s, place(FaceUp1, 0, -1, 0));  // P3: a lake
    reveal(s, Bench);
    using Moves = std::vector<std::pair<int, int>>;
    CHECK(character_moves(s) == Moves{{Bird, 1}, {Fish, 2}});  // P4 may
    for (int p = 3; p < players; ++p) {
      act(s, place(p == 3 ? FaceUp0 : FaceUp1, 0, 0, p == 3 ? -1 : 1));
      reveal(s, Road);
    }
    REQUIRE(s.current_player() == 0);
    CHECK(character_moves(s).empty());  // P1 has placed its one character
    CHECK_FALSE(legal(s).empty());
  }
}

TEST_CASE(
    "minipark game: child on a playground, cat on a bush, an either-tile takes any of its kinds' characters "
    "(advanced rules: a second character each)") {
  const TileSet tiles = make_set({{"playground", 1}, {"bush", 2}, {"road", 2}, {"Pavilion", 1}, {"Wooded Island", 1}});
  constexpr int Playground = 0, Bush = 1, Road = 2, Pavilion = 3, Island = 4;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  setup(s, Playground, Bush, Road, {Pavilion, Island});
  using Moves = std::vector<std::pair<int, int>>;
  CHECK(character_moves(s) == Moves{{Child, 0}, {Cyclist, 0}});
  act(s, place(FaceUp0, 0, 0, 1));  // P1: a bush below the playground, slot 1
  reveal(s, Bush);
  CHECK(character_moves(s) == Moves{{Child, 0}, {Cat, 1}, {Cyclist, 0}, {Cyclist, 1}});
  act(s, Action::character(Cyclist, 1));  // P2's first: the Pavilion above the playground, slot 2
  chance(s, Action::reveal_objective(Bird));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 0, -1));
  REQUIRE(s.park().tile_at(2).name == "Pavilion");
  // The Pavilion is a bench, a playground and a bush; the cyclist is taken.
  CHECK(character_moves(s) == Moves{{Child, 0}, {Child, 2}, {WorkingMan, 2}, {Cat, 2}});
  act(s, Action::character(Child, 0));  // P1's first: the Wooded Island east of the playground, slot 3
  chance(s, Action::reveal_objective(Fish));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 1, 0));
  REQUIRE(s.park().tile_at(3).name == "Wooded Island");
  // The Wooded Island is a tree and a lake; P2 may place a second character.
  CHECK(character_moves(s) == Moves{{WorkingMan, 2}, {Cat, 2}, {Bird, 3}, {Fish, 3}});
}

// ---------------------------------------------------------------------------------------------
// Advanced rules: objective cards (M5).

TEST_CASE("minipark game: advanced objectives are revealed by chance and score half their character (M5)") {
  const TileSet tiles = make_set({{"bench", 1}, {"road", 3}});
  constexpr int Bench = 0, Road = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, false});
  setup(s, Bench, Road, Road);  // stack: 1 road

  CHECK(s.objective(WorkingMan) == kUnknown);
  act(s, Action::character(WorkingMan, 0));  // P1
  CHECK(s.phase() == Phase::Reveal);
  CHECK(s.current_player() == kChancePlayer);
  const auto first = outcomes(s);
  CHECK(first.size() == 6u);
  for (const auto& o : first) {
    CHECK(o.action.kind() == ActionKind::RevealObjective);
    CHECK(o.probability == doctest::Approx(1.0 / 6));
  }
  chance(s, Action::reveal_objective(Cyclist));
  CHECK(s.objective(WorkingMan) == Cyclist);
  CHECK(s.current_player() == 1);

  act(s, place(FaceUp0, 0, 0, 1));  // P2: 1 point, slot 1
  reveal(s, Road);
  act(s, place(FaceUp0, 0, 0, -1));       // P1: 1 point, slot 2
  act(s, Action::character(Cyclist, 1));  // P2
  const auto second = outcomes(s);
  CHECK(second.size() == 5u);  // the cyclist's card is gone
  for (const auto& o : second) CHECK(o.probability == doctest::Approx(1.0 / 5));
  CHECK(probability(s, Action::reveal_objective(Cyclist)) == 0);
  chance(s, Action::reveal_objective(Fish));  // the fish will never be placed
  CHECK(s.objective(Cyclist) == Fish);

  // If the game ended now (road of 3 tiles, one bench on it):
  //   working man 3 x 1 + 3 (longest) = 6, his card (cyclist) 3 / 2 = 1; cyclist 3, her card (fish) 0.
  const Tally now = s.tally();
  CHECK(now.character_points[WorkingMan] == 6);
  CHECK(now.character_points[Cyclist] == 3);
  CHECK(now.total(0) == 1 + 6 + 1);
  CHECK(now.total(1) == 1 + 3 + 0);
  CHECK(s.score(0) == 1);  // before the end, score is the placement points so far

  act(s, place(FaceUp1, 0, 0, 2));  // P1: 1 point; the last tile
  REQUIRE(s.is_terminal());
  const Tally& t = s.final_tally();
  // One road of 4 tiles with one bench.
  CHECK(t.character_points[WorkingMan] == 3 * 1 + 3);
  CHECK(t.character_points[Cyclist] == 4);
  CHECK(t.placement[0] == 2);
  CHECK(t.placement[1] == 1);
  CHECK(t.characters[0] == 6);
  CHECK(t.characters[1] == 4);
  CHECK(t.objectives[0] == 2);  // half the cyclist's 4
  CHECK(t.objectives[1] == 0);  // the fish was never placed
  CHECK(s.score(0) == 10);
  CHECK(s.score(1) == 5);
  CHECK(s.is_winner(0));
  CHECK_FALSE(s.is_winner(1));
}

TEST_CASE("minipark game: an either-tile under a marker is the marker's kind, not its owner's pick") {
  // Player 1 owns a fish next to the Wooded Island player 1 placed; player 2's bird stands on the
  // island. The owner would score it as a lake (the fish's 2 more points), but the bird stands on
  // a tree: the island is a tree.
  const TileSet tiles({area_tile("lake", kind_bit(Lake), false, 6),
                       area_tile("island", kind_bit(Tree) | kind_bit(Lake), true, 2)});
  constexpr int LakeTile = 0, Island = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, true});
  for (int i = 0; i < 3; ++i) s.apply(State::Action::reveal_tile(LakeTile));
  for (int i = 0; i < 2; ++i) s.apply(State::Action::reveal_tile(Island));
  REQUIRE(s.phase() == Phase::Turn);
  s.apply(State::Action::place(FaceUp0, 0, {1, 0}));
  s.apply(State::Action::reveal_tile(LakeTile));
  s.apply(State::Action::place(FaceUp0, 0, {2, 0}));
  s.apply(State::Action::reveal_tile(LakeTile));
  s.apply(State::Action::character(Fish, 2));
  REQUIRE(s.phase() == Phase::Expansion);
  s.apply(State::Action::place(Offer, 0, {3, 0}));  // the island, slot 3, next to the fish
  s.apply(State::Action::character(Bird, 3));
  REQUIRE(s.phase() == Phase::Expansion);
  s.apply(State::Action::place(Offer, 0, {-1, 0}));  // player 2's island, away from both
  const Tally tally = s.tally();
  CHECK(tally.character_points[Fish] == 2);  // one lake beside it: the island is a tree
  CHECK(tally.character_points[Bird] == 0);  // basic: no tree beside the island
}

TEST_SUITE_END();

// The Mini Park game through its State (engine/minipark/state.h), with every chance event applied
// by hand (Action::reveal_tile) so each test controls the draws: the setup, placement and its
// points (M3), face-up tiles and their refill, drawing and the set-aside rule (M3), and the end.
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
// Setup.

TEST_CASE("minipark game: setup reveals the start tile and two face-up tiles, then an offer per player") {
  const TileSet tiles = make_set({{"road", 3}, {"bench", 2}, {"tree", 1}, {"Fountain", 1}, {"Pavilion", 2}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Fountain = 3, Pavilion = 4;

  SUBCASE("without the expansion") {
    State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
    CHECK(s.phase() == Phase::Setup);
    CHECK(s.current_player() == kChancePlayer);
    CHECK(s.unseen() == 6);
    // Every draw is a chance event over the unseen tiles: count / unseen.
    CHECK(outcomes(s).size() == 3u);
    CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(3.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Fountain)) == 0);  // expansion tiles are not in the stack
    reveal(s, Road);
    CHECK(s.park().size() == 1);
    CHECK(s.park().placed(0).cell == at(0, 0));
    CHECK(s.park().placed(0).tile == Road);
    CHECK(s.unseen() == 5);
    CHECK(s.unseen(Road) == 2);
    CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(2.0 / 5));
    CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 5));
    reveal(s, Bench);
    CHECK(s.face_up(0) == Bench);
    CHECK(s.current_player() == kChancePlayer);
    reveal(s, Tree);
    CHECK(s.face_up(1) == Tree);
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 0);
    CHECK(s.unseen() == 3);
    CHECK(s.unseen(Tree) == 0);
    CHECK(s.offers() == 0);
    CHECK(s.park().size() == 1);
    CHECK(s.score(0) == 0);
  }

  SUBCASE("with the expansion: one offered expansion tile per player") {
    State s = State::initial(tiles, GameOptions{3, Rules::Basic, true});
    reveal(s, Road);
    reveal(s, Road);
    reveal(s, Bench);
    CHECK(s.phase() == Phase::Setup);
    CHECK(s.current_player() == kChancePlayer);
    CHECK(outcomes(s).size() == 2u);
    CHECK(probability(s, Action::reveal_tile(Fountain)) == doctest::Approx(1.0 / 3));
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(2.0 / 3));
    CHECK(probability(s, Action::reveal_tile(Road)) == 0);
    reveal(s, Pavilion);
    CHECK(probability(s, Action::reveal_tile(Fountain)) == doctest::Approx(1.0 / 2));
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(1.0 / 2));
    reveal(s, Fountain);
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(1.0));
    reveal(s, Pavilion);
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 0);
    CHECK(s.offers() == 3);
    CHECK(s.offer(0) == Pavilion);
    CHECK(s.offer(1) == Fountain);
    CHECK(s.offer(2) == Pavilion);
    CHECK(s.unseen() == 3);  // the offers come from the expansion tiles, not the stack
    CHECK(s.park().size() == 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Placing tiles (M3) and the end.

TEST_CASE("minipark game: placement rules, 1 point per neighbour (M3), refills, and the end with the stack empty") {
  const TileSet tiles = make_set({{"road", 4}, {"tree", 2}});
  constexpr int Road = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Road, Road, Tree);  // stack: 2 roads, 1 tree
  REQUIRE(s.current_player() == 0);

  // A tile must touch the park and match every road edge it faces.
  CHECK(is_legal(s, place(FaceUp0, 0, 0, 1)));        // road below the start's road
  CHECK_FALSE(is_legal(s, place(FaceUp0, 1, 0, 1)));  // an east-west road would cut it
  CHECK_FALSE(is_legal(s, place(FaceUp1, 0, 0, 1)));  // a tree would interrupt the road
  CHECK(is_legal(s, place(FaceUp1, 0, 1, 0)));        // a tree beside the road
  CHECK_FALSE(is_legal(s, place(FaceUp0, 0, 1, 1)));  // diagonal: touches nothing
  CHECK_FALSE(is_legal(s, place(FaceUp0, 0, 0, 0)));  // taken
  CHECK(is_legal(s, Action::draw()));

  // P1 takes face-up 0: 1 neighbour, 1 point; the face-up place is refilled by chance.
  act(s, place(FaceUp0, 0, 0, 1));
  CHECK(s.score(0) == 1);
  CHECK(s.phase() == Phase::Refill);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.face_up(0) == kNoTile);
  CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(2.0 / 3));
  CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 3));
  reveal(s, Road);
  CHECK(s.face_up(0) == Road);
  CHECK(s.unseen() == 2);
  CHECK(s.current_player() == 1);
  CHECK(s.turns() == 1);

  act(s, place(FaceUp1, 0, 1, 0));  // tree east of the start: 1 point
  CHECK(s.score(1) == 1);
  reveal(s, Tree);
  CHECK(s.face_up(1) == Tree);

  act(s, place(FaceUp1, 0, 1, 1));  // tree touching (1,0) and (0,1): 2 points
  CHECK(s.score(0) == 1 + 2);
  reveal(s, Road);  // the last tile of the stack
  CHECK(s.unseen() == 0);
  CHECK(s.face_up(1) == Road);

  act(s, place(FaceUp0, 0, 0, -1));  // 1 point; nothing left to refill
  CHECK(s.score(1) == 1 + 1);
  CHECK(s.face_up(0) == kNoTile);
  CHECK(s.phase() == Phase::Turn);
  CHECK_FALSE(s.is_terminal());  // the stack is empty but face-up 1 still fits
  CHECK(s.current_player() == 0);
  CHECK_FALSE(is_legal(s, Action::draw()));

  act(s, place(FaceUp1, 0, 0, 2));  // 1 point; the last tile
  REQUIRE(s.is_terminal());
  CHECK(s.current_player() == kTerminalPlayer);
  CHECK(s.park().size() == 6);
  CHECK(s.turns() == 5);
  CHECK(s.score(0) == 4);
  CHECK(s.score(1) == 2);
  CHECK(s.final_tally().placement[0] == 4);
  CHECK(s.final_tally().placement[1] == 2);
  CHECK(s.is_winner(0));
  CHECK_FALSE(s.is_winner(1));
  CHECK(legal(s).empty());
}

TEST_CASE("minipark game: draw, then place the drawn tile, a drawn tile that fits nowhere is set aside (M3)") {
  // Crosses demand a road on every side: a tree never fits.
  const TileSet tiles = make_set({{"cross", 3}, {"tree", 3}});
  constexpr int Cross = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Cross, Tree, Tree);  // stack: 2 crosses, 1 tree
  REQUIRE(s.current_player() == 0);
  // The face-up trees fit nowhere: P1 may only draw or place the cyclist on the cross.
  const auto moves = legal(s);
  CHECK(moves.size() == 2u);
  CHECK(is_legal(s, Action::draw()));
  CHECK(is_legal(s, Action::character(Cyclist, 0)));

  act(s, Action::draw());
  CHECK(s.phase() == Phase::Draw);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(probability(s, Action::reveal_tile(Cross)) == doctest::Approx(2.0 / 3));
  CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 3));
  reveal(s, Tree);  // fits nowhere: set aside, another drawn
  CHECK(s.set_aside() == 1);
  CHECK(s.phase() == Phase::Draw);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.unseen() == 2);
  CHECK(probability(s, Action::reveal_tile(Cross)) == doctest::Approx(1.0));
  reveal(s, Cross);
  CHECK(s.phase() == Phase::PlaceDrawn);
  CHECK(s.current_player() == 0);
  CHECK(s.drawn() == Cross);
  const auto drawn_moves = legal(s);
  CHECK(drawn_moves.size() == 16u);  // 4 openings x 4 distinct turns
  for (Action a : drawn_moves) {
    CHECK(a.kind() == ActionKind::Place);
    CHECK(a.source() == Drawn);
  }
  act(s, place(Drawn, 0, 1, 0));
  CHECK(s.score(0) == 1);
  CHECK(s.drawn() == kNoTile);
  CHECK(s.face_up(0) == Tree);  // drawing leaves the face-up tiles alone
  CHECK(s.face_up(1) == Tree);
  CHECK(s.current_player() == 1);

  act(s, Action::draw());
  reveal(s, Cross);
  act(s, place(Drawn, 0, 0, 1));
  // The stack is empty and neither face-up tree fits: the game is over. 1 point each: both win.
  REQUIRE(s.is_terminal());
  CHECK(s.set_aside() == 1);
  CHECK(s.score(0) == 1);
  CHECK(s.score(1) == 1);
  CHECK(s.is_winner(0));
  CHECK(s.is_winner(1));
}

TEST_CASE("minipark game: setting aside the last tile of the stack ends the game when no face-up tile fits") {
  const TileSet tiles = make_set({{"cross", 1}, {"tree", 3}});
  constexpr int Cross = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{3, Rules::Basic, false});
  setup(s, Cross, Tree, Tree);
  CHECK_FALSE(s.is_terminal());
  act(s, Action::draw());
  reveal(s, Tree);
  CHECK(s.set_aside() == 1);
  REQUIRE(s.is_terminal());
  for (int p = 0; p < 3; ++p) {
    CHECK(s.score(p) == 0);
    CHECK(s.is_winner(p));  // ties share the win
  }
}

TEST_CASE("minipark game: when the last tile of the stack is set aside, the drawing player places a face-up tile") {
  // The rules are silent on a set-aside tile with nothing left to draw: the player has placed
  // nothing yet, so the turn stays with them, without the draw.
  const TileSet tiles = make_set({{"cross", 1}, {"road", 1}, {"tree", 2}});
  constexpr int Cross = 0, Road = 1, Tree = 2;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Cross, Road, Tree);  // stack: 1 tree
  act(s, Action::draw());
  reveal(s, Tree);
  CHECK(s.set_aside() == 1);
  CHECK(s.unseen() == 0);
  REQUIRE_FALSE(s.is_terminal());  // the face-up road still fits
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 0);
  CHECK(s.turns() == 0);
  CHECK_FALSE(is_legal(s, Action::draw()));
  act(s, place(FaceUp0, 0, 0, 1));
  CHECK(s.score(0) == 1);
  CHECK(s.current_player() == 1);
  CHECK(s.turns() == 1);
}

TEST_CASE("minipark game: the game is over at once when the stack is empty and no face-up tile fits") {
  const TileSet tiles = make_set({{"cross", 1}, {"tree", 2}});
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, 0, 1, 1);
  REQUIRE(s.is_terminal());
  CHECK(s.turns() == 0);
  CHECK(s.is_winner(0));
  CHECK(s.is_winner(1));
}

TEST_SUITE_END();

// A Walk in the Park: drawing and the end of the game (docs/rules.md W12): who must draw, what
// ends the game, the solo turn limits.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/walk/components.h"
#include "engine/walk/sheet_file.h"
#include "engine/walk/state.h"
#include "tests/walk/test_util.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

TEST_SUITE_BEGIN("walk");

// ---------------------------------------------------------------------------------------------
// W12: drawing and the end of the game.

TEST_CASE("walk W12: a player with an empty square must draw the roll") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  REQUIRE(state.phase() == Phase::Draw);
  // The drawing only: an ibis in each of the 23 empty squares; no ending, no conversion (W11).
  CHECK_FALSE(is_legal(state, Action::end_turn()));
  CHECK_FALSE(is_legal(state, Action::convert(at(1, 2), East)));
  CHECK(legal(state).size() == 23u);
  for (Action a : legal(state)) {
    CHECK(a.kind() == Action::Kind::Place);
    CHECK(a.sides() == 0);
  }
  play(state, Action::place(at(4, 4), 0));
  // Drawn: now the turn may end, or the straight be converted.
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(codes(legal(state)) ==
        codes({Action::end_turn(), Action::convert(at(1, 2), East), Action::convert(at(1, 2), West)}));
}

TEST_CASE("walk W12: a player without an empty square does not draw") {
  PartyState state = party_with({all_ne_curves(), Sheet{}});
  state.apply(Action::roll(Piece::Straight));
  REQUIRE(state.current_player() == 0);
  CHECK(state.phase() == Phase::Finish);  // may still convert, then ends
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  CHECK(is_legal(state, Action::end_turn()));
  play(state, Action::end_turn());
  CHECK(state.current_player() == 1);
  CHECK(state.phase() == Phase::Draw);
  play(state, Action::place(at(0, 0), kN | kS));
  play(state, Action::end_turn());
  CHECK(state.is_terminal());  // player 0's full grid ends the game
  CHECK(state.end_cause() == EndCause::FullGrid);
}

TEST_CASE("walk W12: six visited landmarks end the game at the end of the turn") {
  // The W15 top sheet without the Government House path: 5 landmarks visited.
  std::array<const char*, 5> rows = kTopRows;
  rows[3] = "NS .  X  .   . ";
  SoloState state = solo_with(sheet_of(rows));
  REQUIRE(popcount(state.sheet(0).visited(default_landmarks())) == 5);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(kGovernment, kN | kW));
  CHECK(popcount(state.sheet(0).visited(default_landmarks())) == 6);
  play(state, Action::pick(Bonus::Plus1));
  CHECK_FALSE(state.is_terminal());  // not before the end of the turn
  REQUIRE(state.phase() == Phase::Finish);
  play(state, Action::end_turn());
  CHECK(state.is_terminal());
  CHECK(state.current_player() == kTerminalPlayer);
  CHECK(state.end_cause() == EndCause::SixLandmarks);
  CHECK(state.turn() == 1);
}

TEST_CASE("walk W12: in multiplayer the other players finish the turn in which one triggers the end") {
  std::array<const char*, 5> rows = kTopRows;
  rows[3] = "NS .  X  .   . ";
  PartyState state = party_with({sheet_of(rows), Sheet{}, Sheet{}});
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(kGovernment, kN | kW));
  play(state, Action::pick(Bonus::Plus1));
  play(state, Action::end_turn());
  CHECK_FALSE(state.is_terminal());
  for (int p = 1; p < 3; ++p) {
    REQUIRE(state.current_player() == p);
    REQUIRE(state.phase() == Phase::Draw);
    play(state, Action::place(at(0, 0), kE | kS));
    CHECK_FALSE(state.is_terminal());
    play(state, Action::end_turn());
  }
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::SixLandmarks);
}

TEST_CASE("walk W12: six ibises end the game at the end of the turn") {
  SoloState state = solo_with(sheet_of({
      "X  X  X  .  . ",
      "X  X  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  play(state, Action::place(at(4, 4), 0));
  // Nothing to convert, so the placement ends the turn and the game.
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::SixIbises);
  CHECK(state.turn() == 1);
}

TEST_CASE("walk W12: five ibises do not end the game") {
  SoloState state = solo_with(sheet_of({
      "X  X  X  .  . ",
      "X  .  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  play(state, Action::place(at(4, 4), 0));
  CHECK_FALSE(state.is_terminal());
  CHECK(state.phase() == Phase::Roll);
}

TEST_CASE("walk W12: a full grid ends the game") {
  SoloState state = solo_with(all_ne_curves(bit(at(4, 4))));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kE));
  play(state, Action::end_turn());
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::FullGrid);
}

namespace {

// One quiet turn: every player draws a curve open N and E in its first empty square and ends its
// turn. Such curves never join each other nor a landmark, so only turn limits and full grids end
// the game.
template <class State>
void quiet_turn(State& state) {
  state.apply(Action::roll(Piece::Curve));
  while (state.phase() != Phase::Roll && !state.is_terminal()) {
    const Sheet& sheet = state.sheet(state.current_player());
    REQUIRE(state.phase() == Phase::Draw);
    play(state, Action::place(lsb(sheet.empty()), kN | kE));
    REQUIRE(state.phase() == Phase::Finish);
    play(state, Action::end_turn());
  }
}

}  // namespace

TEST_CASE("walk W12: solo games end after 18, 14, 12 or 10 turns by level") {
  const int limits[] = {18, 14, 12, 10};
  for (int level = 1; level <= 4; ++level) {
    CAPTURE(level);
    CHECK(solo_turns(level) == limits[level - 1]);
    SoloState state = SoloState::initial(solo_config(level));
    CHECK(state.turn_limit() == limits[level - 1]);
    for (int turn = 1; turn <= limits[level - 1]; ++turn) {
      CHECK_FALSE(state.is_terminal());
      quiet_turn(state);
      CHECK(state.turn() == turn);
    }
    CHECK(state.is_terminal());
    CHECK(state.end_cause() == EndCause::TurnLimit);
    CHECK(state.sheet(0).visited(default_landmarks()) == 0);
    CHECK(popcount(state.sheet(0).empty()) == 24 - limits[level - 1]);
  }
}

TEST_CASE("walk W12: multiplayer games have no turn limit") {
  PartyState state = PartyState::initial(party_config(2));
  CHECK(state.turn_limit() == 0);
  for (int turn = 1; turn < 24; ++turn) {
    quiet_turn(state);
    REQUIRE_FALSE(state.is_terminal());
  }
  quiet_turn(state);  // the 24th turn fills both grids
  CHECK(state.is_terminal());
  CHECK(state.turn() == 24);
  CHECK(state.end_cause() == EndCause::FullGrid);
}

TEST_SUITE_END();

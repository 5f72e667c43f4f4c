// A Walk in the Park: conversions when a player is stuck (docs/rules.md W11): what they open,
// what they cost, the loops and visits they make, and when they may come before the drawing.
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
// W11: getting stuck.

TEST_CASE("walk W11: a conversion keeps the open sides, adds one, each kind once, -3 each") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  NW",
  }));
  state.apply(Action::roll(Piece::Curve));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());  // the roll is drawn first
  play(state, Action::place(at(0, 0), kE | kS));
  REQUIRE(state.phase() == Phase::Finish);
  // After drawing: the straight can open E or W, each curve its two closed sides (facing the
  // edge is allowed), the curve just drawn included.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(1, 2), East), Action::convert(at(1, 2), West), Action::convert(at(4, 4), East),
               Action::convert(at(4, 4), South), Action::convert(at(0, 0), North), Action::convert(at(0, 0), West)}));
  play(state, Action::convert(at(1, 2), West));
  CHECK(state.sheet(0).sides_at(at(1, 2)) == (kN | kS | kW));
  CHECK(state.sheet(0).converted(Piece::Straight));
  CHECK_FALSE(state.sheet(0).converted(Piece::Curve));
  CHECK(state.sheet(0).conversions() == 1);
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());  // converting owes no second drawing
  // The straight conversion is used up; the curves' remains.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(4, 4), East), Action::convert(at(4, 4), South), Action::convert(at(0, 0), North),
               Action::convert(at(0, 0), West)}));
  play(state, Action::convert(at(4, 4), South));
  CHECK(state.sheet(0).sides_at(at(4, 4)) == (kN | kS | kW));
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));  // the other curve is untouched
  CHECK(state.sheet(0).conversions() == 2);
  CHECK(state.sheet(0).tees() == mask_of({at(1, 2), at(4, 4)}));
  // Nothing left to convert: the turn ends by itself.
  CHECK(state.phase() == Phase::Roll);
  CHECK(state.breakdown(0).penalty == 6);
  CHECK(state.score(0) == -6);
  state.apply(Action::roll(Piece::Straight));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  play(state, Action::place(at(3, 0), kN | kS));
  CHECK(state.phase() == Phase::Roll);  // neither kind can be converted again, not even the new straight
}

TEST_CASE("walk W11: T's, ibises and the centre cannot be converted") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  X  NES .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
}

TEST_CASE("walk W11: a conversion may close a loop (W6)") {
  // (2,3) is a straight N-S reached from the centre through (1,2) and (1,3); opening it west
  // joins it to the centre as well.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  ES SW . ",
      ".  .  +  NS . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  REQUIRE(state.sheet(0).loops() == 0);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  REQUIRE(state.phase() == Phase::Finish);
  play(state, Action::convert(at(2, 3), West));
  CHECK(state.sheet(0).sides_at(at(2, 3)) == (kN | kS | kW));
  CHECK(state.sheet(0).loops() == 1);
  CHECK(state.sheet(0).statues() == 1);
  CHECK(cycle_rank(state.sheet(0)) == 1);
}

TEST_CASE("walk W11: a conversion may visit a landmark (W7) and owes a pick") {
  // Opening the straight at (1,2) east joins the straight on the Fig Tree (1,3).
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS EW . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  play(state, Action::convert(at(1, 2), East));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kFig));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.phase() == Phase::Finish);  // the curve at (4,4) may still be converted
  play(state, Action::end_turn());
  CHECK(state.score(0) == 1 + 2 - 3);  // the visit, plus2, the straight's conversion
}

TEST_CASE("walk W11, W12: when bonus paths could fill the grid, a conversion may come before the drawing") {
  // A 2-player game (a solo sheet never gets this full). Seat 0's only empty square is the Duck
  // Pond. Turning its straight at (1,2) into a T joins the Fig Tree; the pick, extra_straight,
  // goes onto the Duck Pond and visits it too. No square is left for the ibis rolled, so seat 0
  // does not draw it (W12): 2 first visits + plus2 - 3 = 1, where drawing the ibis first
  // (blocking the Duck Pond) could score 0 at most.
  PartyState state = party_with({sheet_of({
                                     "NE NE NE NE NE",
                                     "NE NE NS EW NE",
                                     ".  EW +  NE NE",
                                     "NE NE NE NE NE",
                                     "NE NE NE NE NE",
                                 }),
                                 Sheet{}});
  state.apply(Action::roll(Piece::Ibis));
  CHECK(is_legal(state, Action::place(kDuck, 0)));
  play(state, Action::convert(at(1, 2), East));
  play(state, Action::pick(Bonus::ExtraStraight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.sheet(0).empty() == 0);
  CHECK(state.phase() == Phase::Finish);
  play(state, Action::end_turn());
  REQUIRE(state.current_player() == 1);  // seat 1 draws the same ibis
  play(state, Action::place(at(4, 4), 0));
  CHECK(state.is_terminal());  // seat 0's grid is full (W12)
  CHECK(state.score(0) == 1);
}

TEST_CASE("walk W11: with fewer picks left than empty squares, no conversion comes before the drawing") {
  // Two empty squares and both bonus paths unticked, but five bonuses ticked: one pick, so at
  // most one bonus path, and the roll is always drawn.
  PartyState state = party_with({sheet_of(
                                     {
                                         "NE NE NE NE NE",
                                         "NE NE NS EW NE",
                                         ".  EW +  NE NE",
                                         "NE NE NE NE .",
                                         "NE NE NE NE NE",
                                     },
                                     {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue}),
                                 Sheet{}});
  state.apply(Action::roll(Piece::Ibis));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  state.set_sheet(0,
                  sheet_of(
                      {
                          "NE NE NE NE NE",
                          "NE NE NS EW NE",
                          ".  EW +  NE NE",
                          "NE NE NE NE .",
                          "NE NE NE NE NE",
                      },
                      {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups}),
                  0);  // four ticked: two picks left, and two bonus paths could fill both squares
  CHECK_FALSE(legal_of_kind(state, Action::Kind::Convert).empty());
}

TEST_CASE("walk W11: a conversion after the drawing may visit a landmark and owes its pick") {
  // Opening the straight at (1,2) east joins the straight on the Fig Tree (1,3) to the centre.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS EW . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK_FALSE(is_legal(state, Action::convert(at(1, 2), East)));  // not before the roll is drawn
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  play(state, Action::place(at(4, 4), kN | kS));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  play(state, Action::convert(at(1, 2), East));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kFig));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  CHECK_FALSE(is_legal(state, Action::end_turn()));  // the pick is owed before the turn can end
  play(state, Action::pick(Bonus::ExtraCurve));
  REQUIRE(state.phase() == Phase::BonusPath);  // the bonus curve...
  play(state, Action::place(at(0, 0), kE | kS));
  REQUIRE(state.phase() == Phase::Finish);  // ...and no second drawing of the roll
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  // The bonus curve may still be converted; the straights may not.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(0, 0), North), Action::convert(at(0, 0), West)}));
  CHECK(state.sheet(0).sides_at(at(4, 4)) == (kN | kS));
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));
  CHECK(popcount(state.sheet(0).empty()) == 20);  // 22 before the turn: the roll and the bonus path
  play(state, Action::end_turn());
  CHECK(state.phase() == Phase::Roll);
  CHECK(state.score(0) == 1 - 3);  // the visit, the straight's conversion
}

TEST_SUITE_END();

// A Walk in the Park: loops and statues (docs/rules.md W6). Positions are built square by square
// through Sheet's drawing functions, or played through the state's public API with every action
// checked against the legal list before it is applied.
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
// W6: loops and statues.

TEST_CASE("walk W6: closing a loop draws one statue") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  .  +  SW . ",
      ".  .  .  NW . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).loops() == 0);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(3, 2), kN | kE));
  CHECK(state.sheet(0).loops() == 1);
  CHECK(state.sheet(0).statues() == 1);
  CHECK(cycle_rank(state.sheet(0)) == 1);
}

TEST_CASE("walk W6: one drawing that closes two loops draws two statues") {
  // A T at (1,2) open E, S and W joins three squares of the centre's network at once.
  const Sheet before = sheet_of({
      ".  .  .  .  . ",
      ".  ES .  SW . ",
      ".  NE +  NW . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(before.loops() == 0);
  Sheet direct = before;
  CHECK(direct.draw_path(at(1, 2), kE | kS | kW) == 2);
  CHECK(direct.loops() == 2);
  CHECK(cycle_rank(direct) == 2);

  SoloState state = solo_with(before);
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(1, 2), kE | kS | kW));
  CHECK(state.sheet(0).statues() == 2);
}

TEST_CASE("walk W6: a loop away from the centre counts too") {
  Sheet sheet = sheet_of({
      "ES SW .  .  . ",
      "NE .  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(sheet.loops() == 0);
  CHECK(sheet.draw_path(at(1, 1), kN | kW) == 1);  // closes the 2x2 ring in the corner
  CHECK(sheet.loops() == 1);
  CHECK(sheet.connected() == bit(kCentre));  // the ring is not joined to the centre
  CHECK(cycle_rank(sheet) == 1);
}

TEST_CASE("walk W6: joining two separate networks closes no loop") {
  // The ring in the corner is open east at (1,1); the curve at (1,2) joins it to the centre.
  Sheet sheet = sheet_of({
      "ES  SW .  .  . ",
      "NE  NEW .  .  . ",
      ".   .   +  .  . ",
      ".   .   .  .  . ",
      ".   .   .  .  . ",
  });
  REQUIRE(sheet.loops() == 1);
  CHECK(sheet.draw_path(at(1, 2), kS | kW) == 0);
  CHECK(sheet.loops() == 1);
  CHECK(cycle_rank(sheet) == 1);
  CHECK(sheet.connected() == mask_of({kCentre, at(1, 2), at(1, 1), at(1, 0), at(0, 0), at(0, 1)}));
  CHECK(sheet.visited(default_landmarks()) == bit(kOpera));
  Sheet line = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(line.draw_path(at(2, 1), kE | kW) == 0);
  CHECK(line.loops() == 0);
  CHECK(line.connected() == mask_of({kCentre, at(2, 1), at(2, 0)}));
}

TEST_CASE("walk W6: the extra statue bonus adds one statue") {
  Sheet sheet = sheet_of({
      "ES SW .  .  . ",
      "NE NW .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  REQUIRE(sheet.loops() == 1);
  CHECK(sheet.statues() == 1);
  sheet.tick(Bonus::ExtraStatue);
  CHECK(sheet.loops() == 1);
  CHECK(sheet.statues() == 2);
  CHECK(bonus_points(sheet) == 0);  // the statue itself scores nothing as a bonus
  Sheet none;
  none.tick(Bonus::ExtraStatue);
  CHECK(none.statues() == 1);
}

TEST_CASE("walk W6: statues never block squares inside a loop") {
  // The ring around (3,3) closes a loop; the square inside stays empty and drawable.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  .  +  EW SW",
      ".  .  NS .  NS",
      ".  .  NE EW . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  CHECK(state.sheet(0).statues() == 1);
  CHECK((state.sheet(0).empty() & bit(at(3, 3))) != 0);
  play(state, Action::end_turn());
  state.apply(Action::roll(Piece::T));
  CHECK(is_legal(state, Action::place(at(3, 3), kN | kE | kS)));
}

TEST_SUITE_END();

// A Walk in the Park: the landmark bonuses' points: ibis groups and the three ibis bonuses
// (docs/rules.md W9), the other bonuses (W14), and the T-to-ibis bonus (W10).
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
// W9: ibis groups, and the three ibis bonuses.

TEST_CASE("walk W9: ibis groups are orthogonal, diagonal ibises are separate groups") {
  CHECK(ibis_groups(0).count == 0);
  CHECK(ibis_groups(0).largest == 0);
  const IbisGroups diagonal = ibis_groups(mask_of({at(0, 0), at(1, 1), at(3, 3), at(4, 4)}));
  CHECK(diagonal.count == 4);  // each touches the next only at a corner
  CHECK(diagonal.largest == 1);
  const IbisGroups pair = ibis_groups(mask_of({at(1, 1), at(1, 2)}));
  CHECK(pair.count == 1);
  CHECK(pair.largest == 2);
  const IbisGroups ell = ibis_groups(mask_of({at(3, 0), at(4, 0), at(4, 1), at(0, 4)}));
  CHECK(ell.count == 2);
  CHECK(ell.largest == 3);
  // (0,4) and (1,0) are consecutive bit numbers but not neighbours on the grid.
  const IbisGroups wrap = ibis_groups(mask_of({at(0, 4), at(1, 0)}));
  CHECK(wrap.count == 2);
  CHECK(wrap.largest == 1);
  const IbisGroups wrap_rows = ibis_groups(mask_of({at(2, 4), at(3, 0), at(3, 1)}));
  CHECK(wrap_rows.count == 2);
  CHECK(wrap_rows.largest == 2);
}

TEST_CASE("walk W9: the book's example: 5 ibises in groups of 2 and 3 with all three ibis bonuses score 10") {
  const Sheet sheet = sheet_of(
      {
          "X  X  .  .  . ",
          ".  .  .  X  . ",
          ".  .  +  X  . ",
          ".  .  .  X  . ",
          ".  .  .  .  . ",
      },
      {Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup});
  CHECK(ibis_groups(sheet.ibises()).count == 2);
  CHECK(ibis_groups(sheet.ibises()).largest == 3);
  CHECK(bonus_points(sheet) == 5 + 2 + 3);
}

TEST_CASE("walk W9: each ibis bonus on its own") {
  const std::array<const char*, 5> rows = {
      "X  .  X  .  . ", "X  X  .  .  . ", ".  .  +  .  . ", ".  .  .  .  X ", ".  .  .  .  . ",
  };  // groups: {(0,0),(1,0),(1,1)}, {(0,2)} (diagonal to (1,1)), {(3,4)}
  CHECK(bonus_points(sheet_of(rows)) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerIbis})) == 5);
  CHECK(bonus_points(sheet_of(rows, {Bonus::IbisGroups})) == 3);
  CHECK(bonus_points(sheet_of(rows, {Bonus::LargestIbisGroup})) == 3);
}

// ---------------------------------------------------------------------------------------------
// The other bonuses' points.

TEST_CASE("walk W14: bonus points of plus1, plus2 and per statue, the drawing bonuses score nothing") {
  const std::array<const char*, 5> rows = {
      "ES SW .  .  . ", "NE NW .  .  . ", ".  .  +  .  X ", ".  .  .  .  . ", ".  .  .  .  . ",
  };  // one loop, one ibis
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus1})) == 1);
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus2})) == 2);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerStatue})) == 1);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerStatue, Bonus::ExtraStatue})) == 2);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraStatue})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraCurve})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraStraight})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::TToIbis})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::PerStatue})) == 1 + 2 + 1 + 1);
}

TEST_CASE("walk W8: bonus names round-trip") {
  for (int b = 0; b < kBonuses; ++b) {
    const auto bonus = static_cast<Bonus>(b);
    REQUIRE(bonus_named(name(bonus)).has_value());
    CHECK(*bonus_named(name(bonus)) == bonus);
  }
  CHECK_FALSE(bonus_named("plus3").has_value());
}

// ---------------------------------------------------------------------------------------------
// W10: T to ibis.

TEST_CASE("walk W10: without the bonus a T roll cannot be drawn as an ibis") {
  SoloState state = SoloState::initial(solo_config());
  state.apply(Action::roll(Piece::T));
  CHECK(legal_of_kind(state, Action::Kind::Place).size() == 24u * 4);
  for (Action a : legal(state)) CHECK(a.sides() != 0);
}

TEST_CASE("walk W10: with t_to_ibis ticked, a later T roll may be drawn as an ibis") {
  Sheet sheet;
  sheet.tick(Bonus::TToIbis);  // ticked in an earlier turn
  SoloState state = solo_with(sheet);
  state.apply(Action::roll(Piece::T));
  CHECK(legal(state).size() == 24u * 5);  // 4 T rotations and an ibis per empty square
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre) CHECK(is_legal(state, Action::place(s, 0)));
  play(state, Action::place(at(4, 4), 0));
  CHECK(state.sheet(0).ibises() == bit(at(4, 4)));
}

TEST_CASE("walk W10: t_to_ibis applies to T rolls only") {
  for (Piece piece : {Piece::Curve, Piece::Straight}) {
    Sheet sheet;
    sheet.tick(Bonus::TToIbis);
    SoloState state = solo_with(sheet);
    state.apply(Action::roll(piece));
    for (Action a : legal(state)) CHECK(a.sides() != 0);
  }
}

TEST_CASE("walk W10: the T-to-ibis bonus ticked this turn applies from the next T") {
  // The rolled T, drawn at (2,1) open N, E and W, joins the straight on the Duck Pond to the
  // centre: the visit earns t_to_ibis. It was ticked after this T was rolled (and drawn), so
  // only the next T may become an ibis.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::T));
  REQUIRE(state.phase() == Phase::Draw);
  // Before the tick: the T as a T only, in its 4 rotations on the 23 empty squares; and no
  // conversion of the straight on the Duck Pond before the drawing (W11).
  CHECK(legal(state).size() == 23u * 4);
  for (Action a : legal(state)) {
    CHECK(a.kind() == Action::Kind::Place);
    CHECK(a.sides() != 0);
  }
  CHECK_FALSE(is_legal(state, Action::place(at(2, 1), 0)));
  CHECK_FALSE(is_legal(state, Action::convert(kDuck, North)));
  play(state, Action::place(at(2, 1), kN | kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::TToIbis));
  CHECK(state.sheet(0).has(Bonus::TToIbis));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(is_legal(state, Action::convert(kDuck, North)));     // the straight may be converted now
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());  // the T is drawn: no second drawing
  play(state, Action::end_turn());
  REQUIRE(state.phase() == Phase::Roll);

  // A curve roll is not a T: still no ibis.
  state.apply(Action::roll(Piece::Curve));
  REQUIRE(state.phase() == Phase::Draw);
  for (Action a : legal(state)) CHECK(a.sides() != 0);
  play(state, Action::place(at(4, 4), kN | kW));
  play(state, Action::end_turn());

  // The next T: a T or an ibis on each of the 21 empty squares, still no conversion before drawing.
  state.apply(Action::roll(Piece::T));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK(legal(state).size() == 21u * 5);
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  for (Square s : {at(0, 0), at(1, 2), at(3, 3)}) CHECK(is_legal(state, Action::place(s, 0)));
  CHECK_FALSE(is_legal(state, Action::place(kDuck, 0)));  // a filled square takes no ibis
  play(state, Action::place(at(0, 0), 0));
  CHECK(state.sheet(0).ibises() == bit(at(0, 0)));
}

TEST_SUITE_END();

// A Walk in the Park: landmark visits (docs/rules.md W7) and the bonus picks they give (W8),
// played through the state's public API with every action checked against the legal list before
// it is applied.
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
// W7: visits.

TEST_CASE("walk W7: drawing a joined path on a landmark visits it and owes a pick") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
}

TEST_CASE("walk W7: a landmark path is visited by the later drawing that joins it") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(at(2, 1), kE | kW));  // not a landmark square itself
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
}

TEST_CASE("walk W7: a bonus path that visits a landmark owes another pick") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  NW . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kFig, kN | kS));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::ExtraStraight));
  REQUIRE(state.phase() == Phase::BonusPath);
  CHECK(state.bonus_piece() == Piece::Straight);
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == mask_of({kFig, kDuck}));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  play(state, Action::pick(Bonus::Plus1));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).bonus_count() == 2);
}

TEST_CASE("walk W7: an ibis on a landmark blocks it") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "X  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  state.apply(Action::roll(Piece::Straight));
  for (Action a : legal(state)) CHECK(a.square() != kDuck);
}

// ---------------------------------------------------------------------------------------------
// W8: picks.

TEST_CASE("walk W8: a visit gives one pick among the bonuses not ticked yet") {
  SoloState state = solo_with(sheet_of(
      {
          ".  .  .  .  . ",
          ".  .  .  .  . ",
          ".  EW +  .  . ",
          ".  .  .  .  . ",
          ".  .  .  .  . ",
      },
      {Bonus::Plus2, Bonus::PerStatue}));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  REQUIRE(state.phase() == Phase::Pick);
  std::vector<Action> expected;
  for (int b = 0; b < kBonuses; ++b)
    if (b != static_cast<int>(Bonus::Plus2) && b != static_cast<int>(Bonus::PerStatue))
      expected.push_back(Action::pick(static_cast<Bonus>(b)));
  CHECK(codes(legal(state)) == codes(expected));  // picks only: no drawing, converting or ending
  play(state, Action::pick(Bonus::Plus1));
  CHECK(state.sheet(0).has(Bonus::Plus1));
  CHECK(state.sheet(0).bonus_count() == 3);
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
}

TEST_CASE("walk W8: one drawing visiting two landmarks gives two picks, one at a time") {
  // A T at (2,1) open E, S and W joins the Duck Pond (2,0) and the Palm Grove (3,1) at once.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  NS .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(2, 1), kE | kS | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == mask_of({kDuck, kPalm}));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 2);
  CHECK(legal(state).size() == 10u);
  play(state, Action::pick(Bonus::Plus1));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  CHECK(legal(state).size() == 9u);
  CHECK_FALSE(is_legal(state, Action::pick(Bonus::Plus1)));  // each bonus once
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).bonuses() == (bonus_bit(Bonus::Plus1) | bonus_bit(Bonus::Plus2)));
}

TEST_CASE("walk W8: no more than 6 bonuses: the 6th pick ends the picking") {
  SoloState state = solo_with(sheet_of(
      {
          ".  .  .  .  . ",
          ".  .  .  .  . ",
          "EW .  +  .  . ",
          ".  NS .  .  . ",
          ".  .  .  .  . ",
      },
      {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup}));
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(2, 1), kE | kS | kW));  // two visits, but only one pick left
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::PerStatue));
  CHECK(state.sheet(0).bonus_count() == 6);
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
}

TEST_CASE("walk W8: a 7th visit gives no pick") {
  SoloState state = solo_with(sheet_of(
      {
          ".  .  .  .  . ",
          ".  .  .  .  . ",
          ".  EW +  .  . ",
          ".  .  .  .  . ",
          ".  .  .  .  . ",
      },
      {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup, Bonus::PerStatue}));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.pending_picks() == 0);
  CHECK(state.sheet(0).bonus_count() == 6);
  CHECK(legal_of_kind(state, Action::Kind::Pick).empty());
}

TEST_CASE("walk W8: a bonus path must go into an empty square") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::ExtraCurve));
  REQUIRE(state.phase() == Phase::BonusPath);
  CHECK(state.bonus_piece() == Piece::Curve);
  // Curves in each of the 22 empty squares, nothing else (no conversion, no ending the turn).
  const auto actions = legal(state);
  CHECK(actions.size() == 22u * 4);
  for (Action a : actions) {
    REQUIRE(a.kind() == Action::Kind::Place);
    CHECK((state.sheet(0).empty() & bit(a.square())) != 0);
    CHECK(piece_of(a.sides()) == Piece::Curve);
  }
  play(state, Action::place(at(0, 0), kE | kS));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));
}

TEST_CASE("walk W8: a bonus path with no empty square does nothing") {
  // The Duck Pond is the last empty square: drawing on it visits it and fills the grid.
  SoloState state = solo_with([] {
    Sheet sheet = all_ne_curves(mask_of({kDuck, at(2, 1)}));
    sheet.draw_path(at(2, 1), kE | kW);
    return sheet;
  }());
  REQUIRE(state.sheet(0).empty() == bit(kDuck));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::ExtraCurve));
  CHECK(state.sheet(0).has(Bonus::ExtraCurve));
  CHECK(state.phase() == Phase::Finish);  // no BonusPath phase
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  play(state, Action::end_turn());
  CHECK(state.is_terminal());  // the full grid ends the game (W12)
}

TEST_CASE("walk W8: another player may tick the same bonus") {
  const Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  PartyState state = party_with({sheet, sheet});
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus2));
  play(state, Action::end_turn());
  REQUIRE(state.current_player() == 1);
  play(state, Action::place(kDuck, kE | kW));
  CHECK(is_legal(state, Action::pick(Bonus::Plus2)));
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.sheet(0).has(Bonus::Plus2));
  CHECK(state.sheet(1).has(Bonus::Plus2));
}

TEST_SUITE_END();

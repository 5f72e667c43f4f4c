// A Walk in the Park: multiplayer scoring and its tie-breaks (docs/rules.md W13), solo scoring and
// ranks (W14), and the book's 2-player scoring example (W15).
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
// W13: multiplayer scoring.

TEST_CASE("walk W13: players visiting a landmark in the same turn all count as first, later ones do not") {
  const Sheet start = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  PartyState state = party_with({start, start, start});
  // Turn 1: players 0 and 1 reach the Duck Pond, player 2 draws elsewhere.
  state.apply(Action::roll(Piece::Straight));
  for (int p = 0; p < 2; ++p) {
    play(state, Action::place(kDuck, kE | kW));
    play(state, Action::pick(Bonus::Plus1));
    play(state, Action::end_turn());
  }
  play(state, Action::place(at(0, 0), kE | kW));
  play(state, Action::end_turn());
  REQUIRE(state.phase() == Phase::Roll);
  CHECK(state.first_visits(0) == bit(kDuck));
  CHECK(state.first_visits(1) == bit(kDuck));
  CHECK(state.first_visits(2) == 0);
  // Turn 2: player 2 reaches it too, a turn late.
  state.apply(Action::roll(Piece::Straight));
  for (int p = 0; p < 2; ++p) {
    play(state, Action::place(at(4, 4), kE | kW));
    play(state, Action::end_turn());
  }
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus1));
  play(state, Action::end_turn());
  CHECK(state.first_visits(2) == 0);
  CHECK(state.breakdown(2).visited == 1);
  CHECK(state.breakdown(2).first_visits == 0);
  CHECK(state.breakdown(0).first_visits == 1);
  CHECK(state.score(0) == 1 + 1);  // first visit + plus1
  CHECK(state.score(1) == 1 + 1);
  CHECK(state.score(2) == 0 + 1);
}

namespace {

// A sheet for the tie-break tests: optionally 6 ibises (which trigger the end, W12), some 2x2
// loops in corners (1 statue each, W6), and bonuses.
Sheet tie_sheet(bool six_ibises, int loops, std::initializer_list<Bonus> bonuses = {}) {
  Sheet sheet;
  if (six_ibises)
    for (Square s : {at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4), at(1, 0)}) sheet.draw_ibis(s);
  const int corners[2][2] = {{3, 0}, {3, 3}};
  for (int k = 0; k < loops; ++k) {
    const int r = corners[k][0], c = corners[k][1];
    sheet.draw_path(at(r, c), kE | kS);
    sheet.draw_path(at(r, c + 1), kS | kW);
    sheet.draw_path(at(r + 1, c), kN | kE);
    sheet.draw_path(at(r + 1, c + 1), kN | kW);
  }
  REQUIRE(sheet.loops() == loops);
  for (Bonus b : bonuses) sheet.tick(b);
  return sheet;
}

PartyState tie_state(const std::vector<std::pair<Sheet, Mask>>& seats) {
  PartyState state = PartyState::initial(party_config(static_cast<int>(seats.size())));
  for (int p = 0; p < static_cast<int>(seats.size()); ++p) state.set_sheet(p, seats[p].first, seats[p].second);
  return state;
}

}  // namespace

TEST_CASE("walk W13: statue points go to every player with the most statues") {
  PartyState state =
      tie_state({{tie_sheet(false, 2), 0}, {tie_sheet(false, 1, {Bonus::ExtraStatue}), 0}, {tie_sheet(false, 1), 0}});
  CHECK(state.breakdown(0).statues == 2);
  CHECK(state.breakdown(1).statues == 2);
  CHECK(state.breakdown(2).statues == 1);
  CHECK(state.breakdown(0).statue_points == 2);
  CHECK(state.breakdown(1).statue_points == 2);
  CHECK(state.breakdown(2).statue_points == 0);
  CHECK(state.score(0) == 2);
  CHECK(state.score(1) == 2);
  CHECK(state.score(2) == 0);
  // Without any statue nobody scores statue points.
  PartyState none = tie_state({{tie_sheet(false, 0), 0}, {tie_sheet(false, 0), 0}});
  CHECK(none.breakdown(0).statue_points == 0);
  CHECK(none.breakdown(1).statue_points == 0);
}

TEST_CASE("walk W13: one point per first visit, bonuses, -3 per conversion") {
  // Duck Pond and Fig Tree visited; only the Duck Pond first.
  Sheet sheet = sheet_of(
      {
          ".  .  .  .  . ",
          ".  .  NS NS . ",
          "EW EW +  NW . ",
          ".  .  .  .  . ",
          ".  .  .  .  . ",
      },
      {Bonus::Plus2, Bonus::ExtraCurve});
  sheet.convert(at(1, 2), East);
  PartyState state = tie_state({{sheet, bit(kDuck)}, {Sheet{}, 0}});
  const ScoreBreakdown b = state.breakdown(0);
  CHECK(b.visited == 2);
  CHECK(b.first_visits == 1);
  CHECK(b.bonus_points == 2);
  CHECK(b.penalty == 3);
  CHECK(b.total == 1 + 2 - 3);
}

TEST_CASE("walk W13: the highest total wins whoever triggered the end") {
  PartyState state = tie_state({{tie_sheet(true, 0), bit(kDuck)}, {tie_sheet(false, 0), mask_of({kDuck, kFig})}});
  REQUIRE(state.score(0) == 1);
  REQUIRE(state.score(1) == 2);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
  CHECK(state.winners() == 0b10u);
}

TEST_CASE("walk W13: tie-break 1: the tied player who triggered the end wins") {
  // Player A: 6 ibises (triggers), 1 first visit + plus2 = 3. Player B: 3 first visits = 3, no
  // trigger, even though B has more first visits.
  const std::pair<Sheet, Mask> a{tie_sheet(true, 0, {Bonus::Plus2}), bit(kDuck)};
  const std::pair<Sheet, Mask> b{tie_sheet(false, 0), mask_of({kOpera, kChair, kFig})};
  PartyState ab = tie_state({a, b});
  REQUIRE(ab.score(0) == 3);
  REQUIRE(ab.score(1) == 3);
  CHECK(ab.is_winner(0));
  CHECK_FALSE(ab.is_winner(1));
  PartyState ba = tie_state({b, a});
  CHECK_FALSE(ba.is_winner(0));
  CHECK(ba.is_winner(1));
}

TEST_CASE("walk W13: tie-break 2: of tied players who triggered the end, most first visits wins") {
  // Seat 0: 1 first visit + plus1 = 2. Seat 1: 2 first visits = 2. Both have 6 ibises.
  PartyState state =
      tie_state({{tie_sheet(true, 0, {Bonus::Plus1}), bit(kDuck)}, {tie_sheet(true, 0), mask_of({kOpera, kFig})}});
  REQUIRE(state.score(0) == 2);
  REQUIRE(state.score(1) == 2);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
}

TEST_CASE("walk W13: tie-break 3: then fewest statues wins") {
  // A: 1 first visit + 2 statues (the most, 2 points) = 3. B: 1 first visit + 1 statue (not
  // the most) + plus2 = 3. Both triggered, same first visits: B has fewer statues.
  PartyState state = tie_state({{tie_sheet(true, 2), bit(kDuck)}, {tie_sheet(true, 1, {Bonus::Plus2}), bit(kFig)}});
  REQUIRE(state.score(0) == 3);
  REQUIRE(state.score(1) == 3);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
}

TEST_CASE("walk W13: tie-break 4: still tied players share the victory") {
  PartyState state = tie_state({{tie_sheet(true, 1, {Bonus::Plus1}), bit(kDuck)},
                                {tie_sheet(true, 1, {Bonus::Plus1}), bit(kFig)},
                                {tie_sheet(false, 0), 0}});
  REQUIRE(state.score(0) == 3);
  REQUIRE(state.score(1) == 3);
  CHECK(state.is_winner(0));
  CHECK(state.is_winner(1));
  CHECK_FALSE(state.is_winner(2));
  CHECK(state.winners() == 0b011u);
}

TEST_CASE("walk W13: when no tied player triggered the end, the later tie-breaks still apply in order") {
  // C triggered the end but scored least; A and B tie without triggering: A's 2 first visits
  // beat B's 1 first visit + plus1.
  PartyState state = tie_state({{tie_sheet(false, 0), mask_of({kDuck, kFig})},
                                {tie_sheet(false, 0, {Bonus::Plus1}), bit(kOpera)},
                                {tie_sheet(true, 0), 0}});
  REQUIRE(state.score(0) == 2);
  REQUIRE(state.score(1) == 2);
  REQUIRE(state.score(2) == 0);
  CHECK(state.winners() == 0b001u);
}

// ---------------------------------------------------------------------------------------------
// W14: solo scoring and ranks.

TEST_CASE("walk W14: solo scoring: every visit, every statue, bonuses, -3 per conversion") {
  // A loop through the centre (1 statue), the Duck Pond and (after converting the curve at
  // (3,2) west) the Palm Grove visited.
  Sheet sheet = sheet_of(
      {
          ".  .  .  .  . ",
          ".  .  .  .  . ",
          "EW EW +  SW . ",
          ".  EW NE NW . ",
          ".  .  .  .  . ",
      },
      {Bonus::Plus1, Bonus::PerStatue});
  REQUIRE(sheet.visited(default_landmarks()) == bit(kDuck));
  sheet.convert(at(3, 2), West);
  SoloState state = solo_with(sheet);
  ScoreBreakdown b = state.breakdown(0);
  CHECK(b.visited == 2);
  CHECK(b.first_visits == 2);  // solo: every visit counts
  CHECK(b.statues == 1);
  CHECK(b.statue_points == 1);
  CHECK(b.bonus_points == 1 + 1);
  CHECK(b.penalty == 3);
  CHECK(b.total == 2 + 1 + 2 - 3);
  CHECK(state.score(0) == 2);
  // The extra statue scores as a statue and again through the per-statue bonus.
  sheet.tick(Bonus::ExtraStatue);
  state.set_sheet(0, sheet, 0);
  b = state.breakdown(0);
  CHECK(b.statues == 2);
  CHECK(b.statue_points == 2);
  CHECK(b.bonus_points == 1 + 2);
  CHECK(b.total == 2 + 2 + 3 - 3);
}

TEST_CASE("walk W14: solo ranks") {
  CHECK(solo_rank(-5) == Rank::None);
  CHECK(solo_rank(0) == Rank::None);
  CHECK(solo_rank(17) == Rank::None);
  CHECK(solo_rank(18) == Rank::Sightseer);
  CHECK(solo_rank(19) == Rank::Sightseer);
  CHECK(solo_rank(20) == Rank::Sightseer);
  CHECK(solo_rank(21) == Rank::Sydneysider);
  CHECK(solo_rank(22) == Rank::Sydneysider);
  CHECK(solo_rank(23) == Rank::Botanist);
  CHECK(solo_rank(24) == Rank::Botanist);
  CHECK(solo_rank(25) == Rank::LachlanMacquarie);
  CHECK(solo_rank(60) == Rank::LachlanMacquarie);
  CHECK(name(Rank::None) == "none");
  CHECK(name(Rank::Sightseer) == "Sightseer");
  CHECK(name(Rank::Sydneysider) == "Sydneysider");
  CHECK(name(Rank::Botanist) == "Botanist");
  CHECK(name(Rank::LachlanMacquarie) == "Lachlan Macquarie");
}

TEST_CASE("walk W14: a solo game is won at 18 points, lost at 17") {
  // 4 visits (Opera, Chair, Fig, Duck) and a group of 6 ibises with the three ibis bonuses:
  // 4 + 6 + 1 + 6 = 17; plus1 as the fourth bonus instead of extra_curve makes 18.
  const std::array<const char*, 5> rows = {
      ".  EW ESW EW EW", ".  .  NS  NS . ", "EW EW +   NW . ", "X  X  X   .  . ", "X  X  X   .  . ",
  };
  const auto ibis_bonuses = {Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup};
  Sheet lose = sheet_of(rows, ibis_bonuses);
  lose.tick(Bonus::ExtraCurve);
  Sheet win = sheet_of(rows, ibis_bonuses);
  win.tick(Bonus::Plus1);
  REQUIRE(lose.visited(default_landmarks()) == mask_of({kOpera, kChair, kFig, kDuck}));
  REQUIRE(lose.loops() == 0);
  const SoloState lost = solo_with(lose);
  const SoloState won = solo_with(win);
  CHECK(lost.score(0) == 17);
  CHECK_FALSE(lost.is_winner(0));
  CHECK(solo_rank(lost.score(0)) == Rank::None);
  CHECK(won.score(0) == 18);
  CHECK(won.is_winner(0));
  CHECK(solo_rank(won.score(0)) == Rank::Sightseer);
}

// ---------------------------------------------------------------------------------------------
// W15: the book's 2-player scoring example.

TEST_CASE("walk W15: the book's 2-player example scores 11 (top) and 10 (bottom), top wins") {
  const Sheet top = sheet_of(kTopRows, {Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue,
                                        Bonus::ExtraCurve, Bonus::TToIbis});
  const Sheet bottom =
      sheet_of(kBottomRows, {Bonus::PerIbis, Bonus::LargestIbisGroup, Bonus::PerStatue, Bonus::ExtraStraight});
  const Mask landmarks = default_landmarks();
  // The positions are what the book describes.
  REQUIRE(top.visited(landmarks) == mask_of({kOpera, kChair, kFig, kDuck, kGovernment, kLion}));
  REQUIRE(top.loops() == 1);
  REQUIRE(ibis_groups(top.ibises()).count == 2);
  REQUIRE(popcount(bottom.paths() & landmarks) == 6);
  REQUIRE(bottom.visited(landmarks) == mask_of({kFig, kDuck, kGovernment, kCalyx}));
  REQUIRE(bottom.loops() == 2);
  REQUIRE(ibis_groups(bottom.ibises()).largest == 2);

  PartyState state = PartyState::initial(party_config(2));
  state.set_sheet(0, top, mask_of({kOpera, kChair, kFig, kGovernment}));  // 4 first visits
  state.set_sheet(1, bottom, mask_of({kDuck, kCalyx}));                   // 2 first visits

  const ScoreBreakdown t = state.breakdown(0);
  CHECK(t.visited == 6);
  CHECK(t.first_visits == 4);
  CHECK(t.statues == 1);
  CHECK(t.statue_points == 0);  // not the most statues
  CHECK(t.ibises == 2);
  CHECK(t.groups.count == 2);
  CHECK(t.bonus_points == 2 + 2 + 2 + 1);
  CHECK(t.penalty == 0);
  CHECK(t.total == 11);

  const ScoreBreakdown b = state.breakdown(1);
  CHECK(b.visited == 4);
  CHECK(b.first_visits == 2);
  CHECK(b.statues == 2);
  CHECK(b.statue_points == 2);
  CHECK(b.ibises == 2);
  CHECK(b.groups.largest == 2);
  CHECK(b.bonus_points == 2 + 2 + 2);
  CHECK(b.total == 10);

  CHECK(state.score(0) == 11);
  CHECK(state.score(1) == 10);
  CHECK(state.is_winner(0));
  CHECK_FALSE(state.is_winner(1));
  CHECK(state.end_cause() == EndCause::SixLandmarks);
}

TEST_SUITE_END();

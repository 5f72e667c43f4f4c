// Polyhedral Park Planner: P3 adjustments within a die's faces and P4 modifications and their
// cost (docs/rules.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"
#include "tests/planner/rules_util.h"
#include "tests/planner/test_util.h"

using namespace planner_test;

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner P3 adjustments stay within the die's faces and go one way a round") {
  SoloState s = solo();
  s.apply(roll_of({4, 1, 8, 9, 12, 20}));
  CHECK_FALSE(offered(s, Action::raise(D4)));  // d4 at 4
  CHECK(offered(s, Action::lower(D4)));
  CHECK_FALSE(offered(s, Action::lower(D6)));  // at 1
  CHECK(offered(s, Action::raise(D6)));
  CHECK_FALSE(offered(s, Action::raise(D8)));
  CHECK_FALSE(offered(s, Action::raise(D12)));
  CHECK_FALSE(offered(s, Action::raise(D20)));
  CHECK(offered(s, Action::raise(D10)));  // the d10 counts 1-10
  play(s, Action::raise(D10));
  CHECK(s.dice()[D10] == 10);
  CHECK_FALSE(offered(s, Action::raise(D10)));
  CHECK_FALSE(offered(s, Action::lower(D10)));  // not back the other way this round
  CHECK(s.modifications(0) == 1);
  CHECK(s.rolled()[D10] == 9);  // the roll as drawn is kept

  // Lower twice in a round is fine; raising it back is not offered.
  play(s, Action::lower(D20));
  play(s, Action::lower(D20));
  CHECK(s.dice()[D20] == 18);
  CHECK_FALSE(offered(s, Action::raise(D20)));
  CHECK(s.modifications(0) == 3);

  // A die at 1 cannot go lower, whatever the die.
  SoloState ones = solo();
  ones.apply(roll_of({1, 1, 1, 1, 1, 1}));
  for (int k = 0; k < 6; ++k) {
    CHECK_FALSE(offered(ones, Action::lower(k)));
    CHECK(offered(ones, Action::raise(k)));
  }
  // Maximum faces cannot go higher.
  SoloState tops = solo();
  tops.apply(roll_of({4, 6, 8, 10, 12, 20}));
  for (int k = 0; k < 6; ++k) {
    CHECK_FALSE(offered(tops, Action::raise(k)));
    CHECK(offered(tops, Action::lower(k)));
  }
}

TEST_CASE("planner P4 modifications cost a point each, at most 12 a game, only before a die is used") {
  SUBCASE("each modification costs one point at the end") {
    SoloState s = solo();
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    play(s, Action::raise(D4));
    play(s, Action::lower(D20));
    finish_round(s);
    while (!s.is_terminal()) {
      s.apply(roll_of({2, 3, 4, 5, 6, 7}));
      finish_round(s);
    }
    CHECK(s.modifications(0) == 2);
    const ScoreCard card = s.score_card(0);
    CHECK(card.modifications == 2);
    CHECK(card.penalty() == 2 + 3 * card.isolated_regions);
    CHECK(card.total() == card.card_total() - 3 * card.isolated_regions - 2);
    CHECK(score_card(s.park(0), s.deal(), 0).total() - s.score(0) == doctest::Approx(2));
  }
  SUBCASE("no modification once the first die is used") {
    SoloState s = solo();
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(any_modification(s));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    CHECK_FALSE(any_modification(s));
    play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 3)));
    CHECK_FALSE(any_modification(s));
    finish_round(s);
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(any_modification(s));  // a new round
  }
  SUBCASE("at most 12 modifications a game, solo") {
    SoloState s = solo();
    int made = 0;
    for (int round = 0; round < kRounds; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      for (int die : {D20, D12}) {
        if (made < 12) {
          REQUIRE(count_kind(s, Kind::Raise) == 6);
          REQUIRE(count_kind(s, Kind::Reroll) == 63);
          play(s, Action::raise(die));
          ++made;
          CHECK(s.modifications(0) == made);
        }
      }
      if (made == 12) {
        CHECK_FALSE(any_modification(s));
        CHECK(count_kind(s, Kind::Raise) == 0);
        CHECK(count_kind(s, Kind::Lower) == 0);
        CHECK(count_kind(s, Kind::Reroll) == 0);
      }
      finish_round(s);
    }
    CHECK(s.is_terminal());
    CHECK(s.modifications(0) == 12);
    CHECK(s.score_card(0).penalty() == 12 + 3 * s.score_card(0).isolated_regions);
  }
  SUBCASE("the cap counts per seat") {
    PartyState s = party(2);
    for (int round = 0; round < 6; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      play(s, Action::raise(D20));
      play(s, Action::raise(D12));
      finish_round(s);
      CHECK(s.current_player() == 1);
      CHECK(any_modification(s));
      finish_round(s);
    }
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    CHECK(s.modifications(0) == 12);
    CHECK_FALSE(any_modification(s));
    finish_round(s);
    CHECK(s.modifications(1) == 0);
    CHECK(any_modification(s));
  }
  SUBCASE("the solo reroll: a modification, once a round, only the chosen dice") {
    SoloState s = solo();
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4.0 * 6 * 8 * 10 * 12 * 20)));
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(count_kind(s, Kind::Reroll) == 63);
    for (unsigned m = 1; m < 64; ++m) CHECK(offered(s, Action::reroll(m)));
    play(s, Action::raise(D20));
    CHECK(s.dice()[D20] == 8);
    CHECK_FALSE(offered(s, Action::lower(D20)));
    const unsigned chosen = dice_of({D4, D20});
    play(s, Action::reroll(chosen));
    CHECK(s.modifications(0) == 2);
    CHECK(s.rerolled());
    REQUIRE(s.current_player() == kChancePlayer);
    CHECK(s.phase() == Phase::Reroll);
    CHECK(legal(s).empty());
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4 * 20)));
    // Sampled rerolls change only the d4 and the d20.
    Rng rng(7);
    std::set<int> d4_values, d20_values;
    for (int i = 0; i < 400; ++i) {
      const Action r = s.sample_chance(rng);
      CHECK(r.is_roll());
      for (int k : {D6, D8, D10, D12}) CHECK(r.value(k) == s.dice()[k]);
      CHECK(r.value(D4) >= 1);
      CHECK(r.value(D4) <= 4);
      CHECK(r.value(D20) >= 1);
      CHECK(r.value(D20) <= 20);
      d4_values.insert(r.value(D4));
      d20_values.insert(r.value(D20));
    }
    CHECK(d4_values.size() == 4);
    CHECK(d20_values.size() >= 15);
    // Even an outcome that names other values for the other dice changes only the chosen ones.
    s.apply(roll_of({1, 6, 8, 10, 12, 15}));
    CHECK(s.phase() == Phase::Use);
    CHECK(s.current_player() == 0);
    CHECK(s.dice() == values_of({1, 3, 4, 5, 6, 15}));
    CHECK(s.rolled() == values_of({2, 3, 4, 5, 6, 7}));
    // Once a round; adjustments remain, and the reroll reset the d20's direction.
    CHECK(count_kind(s, Kind::Reroll) == 0);
    CHECK(offered(s, Action::lower(D20)));
    CHECK(offered(s, Action::raise(D20)));
    CHECK(offered(s, Action::raise(D4)));
    CHECK_FALSE(offered(s, Action::lower(D4)));  // at 1
    finish_round(s);
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(count_kind(s, Kind::Reroll) == 63);  // a new round
    // Rerolling all six: each die's faces.
    play(s, Action::reroll(kAllDice));
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4.0 * 6 * 8 * 10 * 12 * 20)));
    CHECK(s.modifications(0) == 3);
  }
  SUBCASE("no reroll in a multiplayer game") {
    for (int players = 2; players <= 4; ++players) {
      PartyState s = party(players);
      s.apply(roll_of({2, 3, 4, 5, 6, 7}));
      for (int seat = 0; seat < players; ++seat) {
        REQUIRE(s.current_player() == seat);
        CHECK(count_kind(s, Kind::Reroll) == 0);
        CHECK(count_kind(s, Kind::Raise) == 6);
        finish_round(s);
      }
    }
  }
  SUBCASE("no reroll once 12 modifications are used") {
    SoloState s = solo();
    for (int round = 0; round < 6; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      play(s, Action::raise(D20));
      if (round < 5) play(s, Action::reroll(dice_of({D4})));
      else play(s, Action::raise(D20));
      if (s.current_player() == kChancePlayer) s.apply(roll_of({2, 1, 1, 1, 1, 1}));
      finish_round(s);
    }
    CHECK(s.modifications(0) == 12);
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    CHECK(count_kind(s, Kind::Reroll) == 0);
  }
}

TEST_SUITE_END();

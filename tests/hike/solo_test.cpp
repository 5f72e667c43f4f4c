// Parks: Roll & Hike solo rules (docs/rules.md H7) through its State (engine/hike/state.h): the
// neutral hiker and the park's target.
// Each test applies every chance event by hand (hike::shuffle for the trail tokens, hike::roll for
// the dice) so it knows the dice. The rules are /work/shared/rules/parks-roll-and-hike.txt ("the
// book") and the rulings H1-H7 (docs/rules.md); expected values are worked out by hand from the
// default components, listed in tests/hike/test_util.h.
// In comments P0, P1, ... are seats 0, 1, ...; "level" is a level of pending tasks (state.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <stdexcept>
#include <vector>

#include "engine/hike/state.h"
#include "tests/hike/test_util.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;

TEST_SUITE_BEGIN("hike");

// ---------------------------------------------------------------- solo (H7)

TEST_CASE("hike solo: the neutral hiker removes the first hiking die left after each pick, win at the park's target") {
  State s =
      start(C(), 1, Park::Yosemite, {kMountainToken},
            {hiking(0, single(Sun)), hiking(1, single(Sun)), hiking(2, single(Water)), hiking(3, both(Sun, Water))},
            lead(both(Sun, Sun)));
  CHECK(s.trail_length() == 4);
  CHECK(legal(s) == std::vector<Action>{take_die(0), take_die(1), take_die(2), take_die(3)});
  act(s, take_die(2));
  CHECK(s.pool_face(0) == State::kTaken);  // removed by the neutral hiker
  CHECK(s.pool_face(1) == hiking(1, single(Sun)));
  CHECK(s.pool_face(2) == State::kTaken);
  CHECK(s.hiking_dice_left() == 2);
  CHECK(s.lead_cost() == 2);
  CHECK(int(s.logbook(0).water) == 1);
  CHECK(legal(s) == std::vector<Action>{take_die(1), take_die(3)});  // 1 Sun: no Lead Hiker die
  act(s, take_die(3));
  // The neutral hiker took die 1; no die left: the Lead Hiker die for free.
  CHECK(s.leads_taken(0) == 1);
  pick(s, TaskKind::Gain, Mountain, 1);  // the token's mountain
  CHECK(int(s.logbook(0).suns_spent) == 0);
  CHECK(int(s.logbook(0).suns_gained) == 4);
  CHECK(int(s.logbook(0).water) == 2);
  CHECK(s.dice_taken(0) == 2);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 0);
  SUBCASE("the Lead Hiker die after one pick costs 2") {
    chance(s, roll(roll_code({0, 0, 0, 0}, lead(both(Sun, Sun)))));
    act(s, take_die(3));
    CHECK(s.hiking_dice_left() == 2);
    CHECK(is_legal(s, take_lead()));
    act(s, take_lead());
    CHECK(int(s.logbook(0).suns_spent) == 2);
  }
  SUBCASE("a components file may name the last die instead") {
    Components last = C();
    last.neutral_hiker = NeutralHiker::LastDie;
    State t = start(last, 1, Park::Yosemite, {}, {0, 0, 0, 0}, 0);
    act(t, take_die(1));
    CHECK(t.pool_face(3) == State::kTaken);
    CHECK(t.pool_face(0) == 0);
    CHECK(t.pool_face(2) == 0);
    act(t, take_die(0));
    CHECK(t.pool_face(2) == State::kTaken);
    CHECK(t.hiking_dice_left() == 0);
  }
  SUBCASE("the target") {
    const int target = C().solo_target[static_cast<int>(Park::Yosemite)];
    CHECK(s.solo_target() == target);
    Logbook& b = s.logbook_for_test(0);
    set_journal(b, {kA}, {0});
    b.wildlife = {};
    const auto third = static_cast<std::uint8_t>(target / 3);
    b.canteen_score = {third, third, static_cast<std::uint8_t>(target - 2 * third)};
    CHECK(s.score(0) == target);
    CHECK(s.is_winner(0));
    --b.canteen_score[2];
    CHECK(s.score(0) == target - 1);
    CHECK_FALSE(s.is_winner(0));
    Components hard = C();
    hard.solo_target[static_cast<int>(Park::Acadia)] = 60;
    State a = State::initial(hard, {1, Park::Acadia});
    a.logbook_for_test(0).canteen_score = {20, 20, 19};
    CHECK(a.solo_target() == 60);
    CHECK_FALSE(a.is_winner(0));
    a.logbook_for_test(0).canteen_score = {20, 20, 20};
    CHECK(a.is_winner(0));
  }
}

TEST_SUITE_END();

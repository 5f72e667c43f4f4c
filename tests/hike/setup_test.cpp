// Parks: Roll & Hike setup and chance through its State (engine/hike/state.h): starting suns,
// the park landmark, each day's shuffle of the trail tokens (H4) and the dice pool.
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

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------- setup and chance

TEST_CASE("hike setup: starting suns 1, 2, 3, 3 by seat and the park landmark sketched on the first spread") {
  const std::array<int, 4> suns = {1, 2, 3, 3};
  for (int players = 1; players <= 4; ++players) {
    CAPTURE(players);
    const State s = State::initial(C(), {players, Park::Acadia});
    CHECK(s.num_players() == players);
    CHECK(s.phase() == Phase::Shuffle);
    CHECK(s.current_player() == kChancePlayer);
    CHECK(s.round() == 0);
    CHECK(s.site() == 0);
    CHECK(s.day_player() == 0);
    CHECK(s.trail_length() == (players <= 2 ? 4 : 5));
    CHECK(s.sites_left() == 3 * s.trail_length());
    for (int p = 0; p < players; ++p) {
      const Logbook& b = s.logbook(p);
      CHECK(b.suns() == suns[p]);
      CHECK(int(b.suns_spent) == 0);
      CHECK(int(b.water) == 0);
      CHECK(int(b.sketched) == 1);
      CHECK(int(b.landmark[0]) == kA);  // the park's own landmark (H2's arrowhead)
      CHECK(int(b.lines[0]) == 0);
      CHECK(b.wildlife == std::array<std::uint8_t, 4>{});
      CHECK(b.night == std::array<std::uint8_t, 4>{});
      CHECK(s.nights_left(p) == 3);
      CHECK(s.points(p) == Points{0, 0, 0, 0});
    }
  }
  CHECK_THROWS_AS(State::initial(C(), {0, Park::Yosemite}), std::invalid_argument);
  CHECK_THROWS_AS(State::initial(C(), {5, Park::Yosemite}), std::invalid_argument);
}

TEST_CASE(
    "hike: H4 each day's shuffle puts a permutation of the tokens in play on the sites: the four landmarks at "
    "1-2 players, and the binoculars token at 3-4") {
  SUBCASE("1-2 players") {
    for (int players : {1, 2}) {
      std::set<std::vector<int>> seen;
      for (int code = 0; code < 24; ++code) {
        State s = State::initial(C(), {players, Park::Yosemite});
        CHECK(s.chance_probability(shuffle(code)) == doctest::Approx(1.0 / 24));
        s.apply(shuffle(code));
        CHECK(s.phase() == Phase::Roll);
        CHECK(s.current_player() == kChancePlayer);
        std::vector<int> order;
        for (int site = 1; site <= 4; ++site) order.push_back(s.token_at(site));
        std::vector<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        CHECK(sorted == std::vector<int>{0, 1, 2, 3});  // the binoculars token (4) stays in the box
        seen.insert(order);
      }
      CHECK(seen.size() == 24);
    }
    // Factorial-base digits: site i takes the (code % n)-th token left, code /= n.
    State s = State::initial(C(), {2, Park::Yosemite});
    s.apply(shuffle(23));
    CHECK(std::vector<int>{s.token_at(1), s.token_at(2), s.token_at(3), s.token_at(4)} == std::vector<int>{3, 2, 1, 0});
    State t = State::initial(C(), {2, Park::Yosemite});
    t.apply(shuffle(1));
    CHECK(std::vector<int>{t.token_at(1), t.token_at(2), t.token_at(3), t.token_at(4)} == std::vector<int>{1, 0, 2, 3});
  }
  SUBCASE("3-4 players") {
    for (int players : {3, 4}) {
      std::set<std::vector<int>> seen;
      for (int code = 0; code < 120; ++code) {
        State s = State::initial(C(), {players, Park::Yosemite});
        CHECK(s.chance_probability(shuffle(code)) == doctest::Approx(1.0 / 120));
        s.apply(shuffle(code));
        std::vector<int> order;
        for (int site = 1; site <= 5; ++site) order.push_back(s.token_at(site));
        std::vector<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4});
        seen.insert(order);
      }
      CHECK(seen.size() == 120);
    }
    State s = State::initial(C(), {3, Park::Yosemite});
    s.apply(shuffle(119));
    CHECK(std::vector<int>{s.token_at(1), s.token_at(2), s.token_at(3), s.token_at(4), s.token_at(5)} ==
          std::vector<int>{4, 3, 2, 1, 0});
  }
  SUBCASE("sampled shuffles are in range") {
    Rng rng(7);
    const State two = State::initial(C(), {2, Park::Yosemite});
    const State four = State::initial(C(), {4, Park::Yosemite});
    for (int i = 0; i < 200; ++i) {
      const Action a = two.sample_chance(rng), b = four.sample_chance(rng);
      CHECK(a.kind == ActionKind::Shuffle);
      CHECK(a.b < 24);
      CHECK(b.kind == ActionKind::Shuffle);
      CHECK(b.b < 120);
    }
  }
}

TEST_CASE("hike dice pool: a roll sets four hiking dice and the Lead Hiker die, the first player takes any die") {
  State s = State::initial(C(), {2, Park::Yosemite});
  chance(s, shuffle(0));
  CHECK(s.chance_probability(roll(0)) == doctest::Approx(1.0 / 7776));
  Rng rng(3);
  for (int i = 0; i < 100; ++i) {
    const Action a = s.sample_chance(rng);
    CHECK(a.kind == ActionKind::Roll);
    CHECK(a.b < 7776);
  }
  chance(s, roll(roll_code({5, 4, 3, 2}, 1)));
  CHECK(s.phase() == Phase::Day);
  CHECK(s.current_player() == 0);
  CHECK(s.pool_face(0) == 5);
  CHECK(s.pool_face(1) == 4);
  CHECK(s.pool_face(2) == 3);
  CHECK(s.pool_face(3) == 2);
  CHECK(s.lead_face() == 1);
  CHECK(s.hiking_dice_left() == 4);
  CHECK(s.lead_cost() == 4);
  // P0 has 1 Sun: the Lead Hiker die (4 Suns) is not offered.
  CHECK(legal(s) == std::vector<Action>{take_die(0), take_die(1), take_die(2), take_die(3)});
  s.logbook_for_test(0).suns_gained = 4;
  CHECK(is_legal(s, take_lead()));
}

TEST_SUITE_END();

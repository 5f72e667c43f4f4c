// Parks: Roll & Hike, the night and the final scoring through its State (engine/hike/state.h), and
// whole random games ending after 3 nights with consistent logbooks.
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

// ---------------------------------------------------------------- the night

TEST_CASE(
    "hike night: each filled section resolved once, one at a time, end only after every section, canteen scored") {
  const Components c = blank();
  SUBCASE("sections in the player's order; the last one and the end follow by themselves") {
    State s = first_night(c, 2, Park::Yosemite, 1);
    Logbook& b = s.logbook_for_test(0);
    set_journal(b, {kA, kM}, {3, 0});
    b.water = 4;
    b.night[kF] = 2;                     // pencil, binoculars
    set_suns(s.logbook_for_test(1), 2);  // P1 can buy the park bonus: P1's night waits for a choice
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});  // no Sun for the park bonus
    act(s, night_section(kMe));
    CHECK(int(s.logbook(0).water) == 5);
    // The forest section (pencil, binoculars) was the only step left: it is resolved now.
    CHECK(s.current_player() == 0);
    CHECK(s.logbook(0).sections_done == ((1 << kMe) | (1 << kF)));
    CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1});
    CHECK(legal(s).size() == 6);
    pick(s, TaskKind::Gain, Pencil, 1);
    pick(s, TaskKind::Gain, Binoculars, 3);
    CHECK(lines(s, 0, 1) == 1);
    CHECK(binoculars(s, 0, 3) == 1);
    // P0's night ended by itself: 5 water complete the second row (3 points).
    CHECK(int(s.logbook(0).canteen_score[0]) == 3);
    CHECK(s.nights_left(0) == 2);
    CHECK(s.nights_left(1) == 3);
    CHECK(s.current_player() == 1);
    CHECK(s.phase() == Phase::Night);
  }
  SUBCASE("a section is offered once; end_night only when all are done") {
    State s = first_night(c, 2, Park::Yosemite, 3);
    Logbook& b = s.logbook_for_test(0);
    set_journal(b, {kA, kM}, {3, 0});
    b.night[kM] = 3;  // sun, pencil, sun
    b.night[kF] = 2;  // pencil, binoculars
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kM), night_section(kMe), night_bonus(0),
                                          night_bonus(1), night_bonus(2)});
    act(s, night_section(kM));
    CHECK(s.logbook(0).suns() == 5);  // two suns marked at once
    CHECK(lines(s, 0, 1) == 1);       // the pencil's only page
    CHECK(night(s) ==
          std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0), night_bonus(1), night_bonus(2)});
    act(s, night_section(kMe));
    act(s, night_section(kF));
    CHECK(legal(s).size() == 6);  // pencil (spread 1) or binoculars first
    pick(s, TaskKind::Gain, Pencil, 1);
    pick(s, TaskKind::Gain, Binoculars, 0);
    CHECK(lines(s, 0, 1) == 2);
    CHECK(binoculars(s, 0, 0) == 1);
    CHECK(night(s) == std::vector<Action>{night_bonus(0), night_bonus(1), night_bonus(2), end_night()});
    act(s, end_night());
    CHECK(int(s.logbook(0).canteen_score[0]) == 0);  // one water: no row complete
    CHECK(s.current_player() == kChancePlayer);      // P1 had nothing to do
    CHECK(s.phase() == Phase::Shuffle);
    CHECK(s.round() == 1);
    // The sections come back the next night.
    play_until(s, [](const State& t) { return t.phase() == Phase::Night; });
    CHECK(s.round() == 1);
    CHECK(night(s)[0] == night_section(kF));
  }
  SUBCASE("a night icon that cannot be used is lost") {
    State s = first_night(c, 2, Park::Yosemite, 0);
    s.logbook_for_test(0).water = 12;
    act(s, night_section(kMe));  // full canteen: lost; then the forest pencil has no page: lost
    CHECK(int(s.logbook(0).water) == 12);
    CHECK(s.logbook(0).suns() == 0);
    CHECK(int(s.logbook(0).canteen_score[0]) == 8);
    CHECK(s.current_player() == kChancePlayer);
  }
}

// ---------------------------------------------------------------- final scoring

TEST_CASE("hike final scoring: canteen nights, 1 per line + 5 for the final page, shields, park") {
  const Components& c = C();
  Logbook b;
  b.canteen_score = {1, 3, 8};
  set_journal(b, {kA, kF, kF, kM, kMe, kM, kA, kMe, kF}, {3, 3, 2, 1, 0, 0, 0, 0, 0});
  b.wildlife = {2, 2, 1, 0};
  // Yosemite: forests 3, waterfalls 2 -> 2 pairs x 3; meadows 2, mountains 2 -> 2 pairs x 2.
  CHECK(points(Park::Yosemite, c, b) == Points{12, 9 + 5, 3, 10});
  CHECK(total(points(Park::Yosemite, c, b)) == 39);
  CHECK(points(Park::DeathValley, c, b) == Points{12, 14, 3, 0});
  CHECK(points(Park::Glacier, c, b) == Points{12, 14, 3, 0});
  CHECK(points(Park::GreatSmokyMountains, c, b)[ParkScoring] == 4);
  CHECK(points(Park::Acadia, c, b)[ParkScoring] == 3);
  // The last spread not sketched: no 5 points.
  b.sketched = 8;
  CHECK(points(Park::DeathValley, c, b) == Points{12, 9, 3, 0});
  // Through the state.
  State s = State::initial(c, {2, Park::Yosemite});
  s.logbook_for_test(1) = b;
  CHECK(s.points(1) == points(Park::Yosemite, c, b));
  CHECK(s.score(1) == total(s.points(1)));
  CHECK(s.category_points(1) == s.points(1));
  CHECK(s.is_winner(1));
  CHECK_FALSE(s.is_winner(0));
  s.logbook_for_test(0) = b;
  CHECK(s.is_winner(0));  // a tie: both win
  CHECK(s.is_winner(1));
}

// ---------------------------------------------------------------- whole games

TEST_CASE("hike random games: every park and player count ends after 3 nights with consistent logbooks") {
  const Components& c = C();
  // The logbook never holds more than the components allow.
  const auto consistent = [&](const Logbook& b) {
    bool ok = int(b.suns_gained) <= c.sun_track && b.suns_spent <= b.suns_gained &&
              int(b.water) <= c.canteen_capacity() && int(b.sketched) <= c.spreads();
    for (int t = 0; t < c.spreads(); ++t) ok &= b.lines[t] <= 3 && (b.lines[t] == 0 || t < b.sketched);
    for (int r = 0; r < kWildlifeRows; ++r) ok &= int(b.wildlife[r]) <= c.wildlife_boxes[r];
    for (int r = 0; r < c.binoculars; ++r) ok &= b.binoculars[r] <= 2;
    for (int l = 0; l < kLandmarks; ++l) ok &= int(b.night[l]) <= c.night_circles[l];
    return ok;
  };
  Rng rng(2024);
  int games = 0, forced = 0, inconsistent = 0;
  for (int players = 1; players <= 4; ++players)
    for (int park = 0; park < kParks; ++park)
      for (int g = 0; g < 4; ++g) {
        CAPTURE(players);
        CAPTURE(park);
        State s = State::initial(c, {players, static_cast<Park>(park)});
        for (int steps = 0; !s.is_terminal() && steps < 5000; ++steps) {
          if (s.current_player() == kChancePlayer) {
            s.apply(s.sample_chance(rng));
            continue;
          }
          ActionList<State> actions;
          s.legal_actions(actions);
          REQUIRE(!actions.empty());
          // Forced task choices and forced night steps are made by the engine.
          forced += (!s.pending().empty() || s.phase() == Phase::Night) && actions.size() < 2;
          s.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
          for (int p = 0; p < players; ++p) inconsistent += !consistent(s.logbook(p));
        }
        REQUIRE(s.is_terminal());
        CHECK(s.round() == 3);
        CHECK(s.pending().empty());
        int best = -1000, leads = 0;
        for (int p = 0; p < players; ++p) {
          CHECK(s.score(p) == total(s.points(p)));
          best = std::max(best, static_cast<int>(s.score(p)));
          leads += s.leads_taken(p);
        }
        if (players > 1)
          for (int p = 0; p < players; ++p) CHECK(s.is_winner(p) == (s.score(p) == best));
        CHECK(leads == 3 * s.trail_length());
        ++games;
      }
  CHECK(games == 96);
  CHECK(forced == 0);
  CHECK(inconsistent == 0);
}

TEST_SUITE_END();

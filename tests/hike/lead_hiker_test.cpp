// Parks: Roll & Hike, the Lead Hiker die through its State (engine/hike/state.h): its cost, the
// free lines it gives, the binoculars token (H4), the trail's last site and the new round.
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

// ---------------------------------------------------------------- the Lead Hiker die

TEST_CASE("hike Lead Hiker: costs one Sun per hiking die left, offered only when the player can pay") {
  State s = start(C(), 2, Park::Yosemite, {kMountainToken}, {0, 0, 0, 0}, lead(both(Sun, Sun)));
  CHECK_FALSE(is_legal(s, take_lead()));  // 1 Sun, 4 dice left
  s.logbook_for_test(0).suns_gained = 4;
  CHECK(is_legal(s, take_lead()));
  SUBCASE("four dice left: four Suns") {
    act(s, take_lead());
    CHECK(int(s.logbook(0).suns_spent) == 4);
    CHECK(s.hiking_dice_left() == 0);
    for (int d = 0; d < 4; ++d) CHECK(s.pool_face(d) == State::kTaken);
    CHECK(s.site() == 1);
    CHECK(s.leads_taken(0) == 1);
    // The lead die's sun+sun; the token's mountain in the night section (no free line: no one
    // has a mountain page).
    pick(s, TaskKind::Gain, Mountain, 1);
    CHECK(int(s.logbook(0).suns_gained) == 6);
    CHECK(s.logbook(0).suns() == 2);
    CHECK(int(s.logbook(0).night[kM]) == 1);
    CHECK(s.phase() == Phase::Roll);
  }
  SUBCASE("three dice left: three Suns") {
    act(s, take_die(0));  // P0: sun -> 5 Suns
    CHECK(s.lead_cost() == 3);
    CHECK_FALSE(is_legal(s, take_lead()));  // P1 has 2
    s.logbook_for_test(1).suns_gained = 3;
    CHECK(is_legal(s, take_lead()));
    act(s, take_lead());
    CHECK(int(s.logbook(1).suns_spent) == 3);
    CHECK(s.leads_taken(1) == 1);
    pick(s, TaskKind::Gain, Mountain, 1);
    CHECK(s.day_player() == 0);  // the player after the Lead Hiker rolls next
    CHECK(s.phase() == Phase::Roll);
  }
}

TEST_CASE(
    "hike: H4 Lead Hiker example (book): Cliff pays two Suns, moves to the Mountain site (the day's shuffle put "
    "the Mountain token there), fills a turtle circle, sketches the mountain, everyone gets a free mountain line") {
  // Two players; P1 is Cliff. P0 leads the group to site 1, Cliff to site 2: the Mountain site,
  // so the seed is the first whose game-0 chance stream (as the runner draws it) shuffles the
  // Mountain token onto site 2.
  State s = State::initial(C(), {2, Park::Yosemite});
  for (std::uint64_t seed = 1;; ++seed) {
    REQUIRE(seed < 1000);
    Rng chance_stream = Rng::stream(seed, 0, Stream::Chance);
    State shuffled = s;
    chance(shuffled, shuffled.sample_chance(chance_stream));
    if (shuffled.token_at(2) == kMountainToken) {
      s = shuffled;
      break;
    }
  }
  chance(s, roll(roll_code({0, 0, 0, 0}, lead(both(Sun, Sun)))));
  set_suns(s.logbook_for_test(0), 4);
  act(s, take_lead());
  const int first = C().token_landmark[s.token_at(1)];
  REQUIRE(first != kM);
  pick(s, TaskKind::Gain, landmark_icon(first), 1);  // P0 puts site 1's landmark in the night section
  CHECK(s.site() == 1);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 1);
  chance(s, roll(roll_code({hiking(0, single(Sun)), hiking(1, single(Sun)), 0, 0}, lead(single(Binoculars)))));
  set_journal(s.logbook_for_test(1), {kA, kM}, {0, 1});
  set_journal(s.logbook_for_test(0), {kA, kM}, {0, 0});
  CHECK(s.current_player() == 1);
  act(s, take_die(0));  // Cliff: a sun (3 Suns)
  act(s, take_die(1));  // P0: a sun
  // (1) With two hiking dice left Cliff spends two Suns.
  CHECK(s.hiking_dice_left() == 2);
  CHECK(s.lead_cost() == 2);
  CHECK(s.logbook(1).suns() == 3);
  act(s, take_lead());
  CHECK(int(s.logbook(1).suns_spent) == 2);
  CHECK(s.logbook(1).suns() == 1);
  // (2) The group moves to the Mountain site.
  CHECK(s.site() == 2);
  CHECK(s.token_at(2) == kMountainToken);
  CHECK(s.free_landmark() == kM);  // the token's landmark
  // (3)+(4) The die's binoculars and the token's mountain, in the order of Cliff's choice.
  CHECK(s.current_player() == 1);
  CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
  CHECK(options(s, TaskKind::Gain, Mountain) == std::vector<int>{0, 1});
  CHECK(legal(s).size() == 7);
  pick(s, TaskKind::Gain, Binoculars, 2);  // Cliff likes turtles
  CHECK(binoculars(s, 1, 2) == 1);
  pick(s, TaskKind::Gain, Mountain, 0);  // sketch
  CHECK(int(s.logbook(1).landmark[2]) == kM);
  // (5) Free lines on a mountain page, Cliff first: he has two.
  CHECK(s.phase() == Phase::FreeLines);
  CHECK(s.current_player() == 1);
  CHECK(options(s, TaskKind::LineOn, kM) == std::vector<int>{1, 2});
  pick(s, TaskKind::LineOn, kM, 2);
  CHECK(lines(s, 1, 2) == 1);
  CHECK(lines(s, 1, 1) == 1);
  // P0's only mountain page gets its line without a choice; then P0 (after Cliff) rolls.
  CHECK(lines(s, 0, 1) == 1);
  CHECK(lines(s, 0, 0) == 0);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 0);
}

TEST_CASE("hike Lead Hiker: free and forced once no hiking die is left") {
  State s =
      start(C(), 2, Park::Yosemite, {kMountainToken},
            {hiking(0, single(Sun)), hiking(1, single(Sun)), hiking(2, single(Water)), hiking(3, both(Sun, Water))},
            lead(both(Sun, Sun)));
  act(s, take_die(0));  // P0
  act(s, take_die(1));  // P1
  act(s, take_die(2));  // P0
  act(s, take_die(3));  // P1; now P0 must take the Lead Hiker die, for free
  CHECK(s.leads_taken(0) == 1);
  CHECK(s.current_player() == 0);
  pick(s, TaskKind::Gain, Mountain, 1);  // the token's mountain
  CHECK(int(s.logbook(0).suns_spent) == 0);
  CHECK(int(s.logbook(0).suns_gained) == 4);  // 1 + die sun + lead sun+sun
  CHECK(int(s.logbook(0).water) == 1);        // the die's water
  CHECK(s.site() == 1);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 1);
}

TEST_CASE(
    "hike Lead Hiker: free lines for every player from the Lead Hiker on, each on a page of the site's landmark") {
  // Three players: the meadow token is on site 1; P1 leads.
  State s = start(C(), 3, Park::Yosemite, {kMeadowToken}, {hiking(0, single(Sun)), 0, 0, 0}, lead(both(Sun, Sun)));
  for (int p = 0; p < 3; ++p) set_journal(s.logbook_for_test(p), {kA, kMe, kMe}, {0, 0, 0});
  act(s, take_die(0));  // P0
  s.logbook_for_test(1).suns_gained = 3;
  act(s, take_lead());              // P1, three dice left
  CHECK(s.logbook(1).suns() == 2);  // paid 3, gained 2 (die)
  CHECK(s.free_landmark() == kMe);
  pick(s, TaskKind::Gain, Meadow, 1);  // the token's meadow in the night section
  CHECK(s.current_player() == 1);
  CHECK(options(s, TaskKind::LineOn, kMe) == std::vector<int>{1, 2});
  pick(s, TaskKind::LineOn, kMe, 2);
  CHECK(s.current_player() == 2);
  pick(s, TaskKind::LineOn, kMe, 1);
  CHECK(s.current_player() == 0);
  pick(s, TaskKind::LineOn, kMe, 2);
  CHECK(lines(s, 1, 2) == 1);
  CHECK(lines(s, 2, 1) == 1);
  CHECK(lines(s, 0, 2) == 1);
  CHECK(s.logbook(0).total_lines() == 1);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 2);
}

TEST_CASE(
    "hike: H4 the binoculars token (3-4 players) gives binoculars, then its Lead Hiker names the free line's landmark") {
  State s = start(C(), 3, Park::Yosemite, {kBinocularsToken}, {0, 0, 0, 0}, lead(both(Sun, Sun)));
  set_suns(s.logbook_for_test(0), 4);
  set_journal(s.logbook_for_test(0), {kA, kM}, {0, 0});
  set_journal(s.logbook_for_test(1), {kA, kMe}, {0, 0});
  set_journal(s.logbook_for_test(2), {kA, kM}, {0, 2});
  act(s, take_lead());
  CHECK(int(s.logbook(0).suns_gained) == 6);
  CHECK(s.free_landmark() == kNamedLandmark);  // the site has no landmark until one is named
  // The token's binoculars come first; naming waits.
  const int b = task(s, TaskKind::Gain, Binoculars);
  for (Action a : legal(s)) CHECK(int(a.a) == b);
  CHECK(legal(s).size() == 5);
  pick(s, TaskKind::Gain, Binoculars, 1);
  CHECK(binoculars(s, 0, 1) == 1);
  CHECK(options(s, TaskKind::NameLandmark, 0) == std::vector<int>{0, 1, 2, 3});
  pick(s, TaskKind::NameLandmark, 0, kM);  // "Look at them Mountains!"
  CHECK(s.free_landmark() == kM);
  CHECK(lines(s, 0, 1) == 1);
  CHECK(lines(s, 1, 1) == 0);  // a meadow page: not the named landmark
  CHECK(lines(s, 2, 1) == 3);  // completed: the mountain's bonus pencil goes on the arrowhead page
  CHECK(lines(s, 2, 0) == 1);
  CHECK(s.logbook(2).total_lines() == 4);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 1);
}

TEST_CASE("hike Lead Hiker: the trail's last site starts the night, new round setup and who starts") {
  // Three players on blank components (nothing gained): each site's four dice go round the
  // table, the next player must take the Lead Hiker die, and the player after them rolls. At
  // the binoculars token's site the Lead Hiker names a landmark (the forest here).
  const Components c = blank();
  State s = State::initial(c, {3, Park::DeathValley});
  for (int p = 0; p < 3; ++p) s.logbook_for_test(p).lines[0] = 3;  // no free lines, no night bonus
  const std::array<int, 3> water = {2, 5, 12};
  const std::array<std::vector<int>, 3> starters = {std::vector<int>{0, 2, 1, 0, 2}, {1, 0, 2, 1, 0}, {2, 1, 0, 2, 1}};
  const std::array<std::vector<int>, 3> leaders = {std::vector<int>{1, 0, 2, 1, 0}, {2, 1, 0, 2, 1}, {0, 2, 1, 0, 2}};
  for (int round = 0; round < 3; ++round) {
    CAPTURE(round);
    REQUIRE(s.phase() == Phase::Shuffle);
    CHECK(s.round() == round);
    CHECK(s.site() == 0);  // the group is back at the trailhead
    CHECK(s.sites_left() == (3 - round) * 5);
    for (int p = 0; p < 3; ++p) CHECK(s.nights_left(p) == 3 - round);
    s.logbook_for_test(0).water = static_cast<std::uint8_t>(water[round]);
    chance(s, shuffle(7 * round + 3));  // the tokens are shuffled again
    std::vector<int> started, led;
    for (int site = 1; site <= 5; ++site) {
      REQUIRE(s.phase() == Phase::Roll);
      chance(s, roll(0));
      started.push_back(s.day_player());
      const std::array<int, 3> before = {s.leads_taken(0), s.leads_taken(1), s.leads_taken(2)};
      for (int die = 0; die < 4; ++die) act(s, take_die(die));
      CHECK(s.site() == site);
      if (s.token_at(site) == kBinocularsToken) {
        CHECK(s.current_player() == (starters[round][site - 1] + 1) % 3);
        pick(s, TaskKind::NameLandmark, 0, kF);
      }
      CHECK(s.pending().empty());
      for (int p = 0; p < 3; ++p)
        if (s.leads_taken(p) != before[p]) led.push_back(p);
    }
    CHECK(started == starters[round]);
    CHECK(led == leaders[round]);
    // The night ran by itself (nothing to choose); each player's canteen was scored.
    CHECK(int(s.logbook(0).canteen_score[round]) == canteen_row_points(c, water[round]));
    CHECK(int(s.logbook(1).canteen_score[round]) == 0);
  }
  CHECK(s.is_terminal());
  CHECK(s.phase() == Phase::Over);
  CHECK(s.current_player() == kTerminalPlayer);
  CHECK(legal(s).empty());
  CHECK(s.sites_left() == 0);
  CHECK(s.nights_left(0) == 0);
  CHECK(s.logbook(0).canteen_score == std::array<std::uint8_t, 3>{1, 3, 8});
  CHECK(s.points(0) == Points{12, 3, 0, 0});
  CHECK(s.points(1) == Points{0, 3, 0, 0});
  CHECK(s.score(0) == 15);
  CHECK(s.is_winner(0));
  CHECK_FALSE(s.is_winner(1));
  CHECK_FALSE(s.is_winner(2));
  CHECK(s.dice_taken(0) + s.dice_taken(1) + s.dice_taken(2) == 60);
  CHECK(s.leads_taken(0) == 5);
  CHECK(s.leads_taken(1) == 5);
  CHECK(s.leads_taken(2) == 5);
}

TEST_SUITE_END();

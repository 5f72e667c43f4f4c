// Parks: Roll & Hike, the day's icons through its State (engine/hike/state.h): sun, water and the
// canteen, landmarks, pencils, journal bonuses, pending tasks, two-icon and slash faces.
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

// ---------------------------------------------------------------- the day: icons

TEST_CASE(
    "hike turn example (book): Sierra takes the fish/bird die, chooses fish, crosses the fish box, gains its water") {
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, either(Fish, Bird)), 0, 0, 0}, 0);
  act(s, take_die(0));
  REQUIRE(s.pending().size() == 1);
  const Task t = s.pending()[0];
  CHECK(t.kind == TaskKind::Choose);
  CHECK(t.a == Fish);
  CHECK(t.b == Bird);
  CHECK(t.source == Source::HikingDie);
  CHECK(s.current_player() == 0);
  CHECK(legal(s) == std::vector<Action>{resolve(0, 0), resolve(0, 1)});  // the slash: one of the two
  act(s, resolve(0, 0));                                                 // fish
  const Logbook& sierra = s.logbook(0);
  CHECK(int(sierra.wildlife[0]) == 1);  // the fish box
  CHECK(int(sierra.wildlife[1]) == 0);  // not the bird
  CHECK(int(sierra.water) == 1);        // the fish box's water
  CHECK(sierra.suns() == 1);
  CHECK(s.pending().empty());
  CHECK(s.pool_face(0) == State::kTaken);
  CHECK(s.hiking_dice_left() == 3);
  CHECK(s.dice_taken(0) == 1);
  CHECK(s.phase() == Phase::Day);
  CHECK(s.current_player() == 1);  // then it's the next player's turn
  CHECK(s.day_player() == 1);
}

TEST_CASE("hike sun: each sun icon outlines a circle at once") {
  State s = start(C(), 2, Park::Yosemite, {}, {0, 0, 0, hiking(3, both(Sun, Water))}, 0);
  act(s, take_die(0));  // sun
  CHECK(s.logbook(0).suns() == 2);
  CHECK(s.pending().empty());
  CHECK(s.current_player() == 1);
  act(s, take_die(3));  // sun+water: both marked, no choice
  CHECK(s.logbook(1).suns() == 3);
  CHECK(int(s.logbook(1).water) == 1);
  CHECK(s.current_player() == 0);
}

TEST_CASE(
    "hike sun track: circles are a lifetime total, a spent circle is not reused, suns beyond the track are lost") {
  REQUIRE(C().sun_track == 15);
  State s = start(C(), 2, Park::Yosemite, {}, {0, 0, 0, hiking(3, both(Sun, Water))}, 0);
  Logbook& p0 = s.logbook_for_test(0);
  p0.suns_gained = 15;
  p0.suns_spent = 5;
  act(s, take_die(0));  // a sun with every circle used: lost
  CHECK(int(s.logbook(0).suns_gained) == 15);
  CHECK(s.logbook(0).suns() == 10);
  s.logbook_for_test(1).suns_gained = 14;
  act(s, take_die(3));  // sun+water: the sun takes the last circle
  CHECK(int(s.logbook(1).suns_gained) == 15);
  CHECK(int(s.logbook(1).water) == 1);
  // A full track and a die's sun that cannot be used: no Sun "instead" either.
  s.logbook_for_test(0).suns_gained = 15;
  act(s, take_die(1));  // sun
  CHECK(int(s.logbook(0).suns_gained) == 15);
}

TEST_CASE("hike water: the canteen scores the lowest completed row (H5)") {
  const std::array<int, 13> expected = {0, 0, 1, 1, 1, 3, 3, 3, 5, 5, 5, 5, 8};
  for (int water = 0; water <= 12; ++water) {
    CAPTURE(water);
    CHECK(canteen_row_points(C(), water) == expected[water]);
  }
  CHECK(C().canteen_capacity() == 12);
}

TEST_CASE("hike water: a die's water into a full canteen is a Sun, a bonus water is lost") {
  State s = start(C(), 2, Park::Yosemite, {},
                  {hiking(0, single(Water)), 0, hiking(2, single(Water)), hiking(3, single(Fish))}, 0);
  s.logbook_for_test(0).water = 11;
  act(s, take_die(0));  // the last drop
  CHECK(int(s.logbook(0).water) == 12);
  CHECK(s.logbook(0).suns() == 1);
  s.logbook_for_test(1).water = 12;
  act(s, take_die(2));  // a die's water that cannot be used: a Sun instead
  CHECK(int(s.logbook(1).water) == 12);
  CHECK(s.logbook(1).suns() == 3);
  act(s, take_die(3));  // the fish box's water is a bonus: lost, no Sun
  CHECK(wildlife(s, 0, 0) == 1);
  CHECK(int(s.logbook(0).water) == 12);
  CHECK(s.logbook(0).suns() == 1);
}

TEST_CASE("hike landmarks: sketch on the next spread (option 0) or fill the next night circle (option 1)") {
  State s = start(C(), 2, Park::Yosemite, {}, {0, hiking(1, single(Mountain)), hiking(2, single(Arrowhead)), 0}, 0);
  act(s, take_die(1));
  const int t = task(s, TaskKind::Gain, Mountain);
  CHECK(options(s, t) == std::vector<int>{0, 1});
  SUBCASE("sketch") {
    act(s, resolve(t, 0));
    CHECK(int(s.logbook(0).sketched) == 2);
    CHECK(int(s.logbook(0).landmark[1]) == kM);
    CHECK(s.logbook(0).night == std::array<std::uint8_t, 4>{});
    // Sketches go left to right, top to bottom: the next one on spread 2. An arrowhead sketch
    // is the park's own landmark.
    act(s, take_die(0));  // P1: a sun
    act(s, take_die(2));
    pick(s, TaskKind::Gain, Arrowhead, 0);
    CHECK(int(s.logbook(0).sketched) == 3);
    CHECK(int(s.logbook(0).landmark[2]) == kA);
  }
  SUBCASE("night circle") {
    act(s, resolve(t, 1));
    CHECK(int(s.logbook(0).sketched) == 1);
    CHECK(int(s.logbook(0).night[kM]) == 1);
    act(s, take_die(0));
    act(s, take_die(2));
    pick(s, TaskKind::Gain, Arrowhead, 1);
    CHECK(int(s.logbook(0).night[kA]) == 1);
    CHECK(int(s.logbook(0).night[kM]) == 1);
  }
}

TEST_CASE("hike landmarks: a single possible place is chosen for the player, neither place is a Sun") {
  State s = start(C(), 2, Park::Yosemite, {}, {0, hiking(1, single(Mountain)), 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("journal full: the night circle") {
    set_journal(b, {kA, kF, kM, kMe, kF, kM, kMe, kF, kM}, {0, 0, 0, 0, 0, 0, 0, 0, 0});
    act(s, take_die(1));
    CHECK(s.pending().empty());
    CHECK(int(s.logbook(0).night[kM]) == 1);
    CHECK(int(s.logbook(0).sketched) == 9);
  }
  SUBCASE("night section full: the sketch") {
    b.night[kM] = 3;
    act(s, take_die(1));
    CHECK(s.pending().empty());
    CHECK(int(s.logbook(0).sketched) == 2);
    CHECK(int(s.logbook(0).landmark[1]) == kM);
  }
  SUBCASE("both full: a Sun instead") {
    set_journal(b, {kA, kF, kM, kMe, kF, kM, kMe, kF, kM}, {0, 0, 0, 0, 0, 0, 0, 0, 0});
    b.night[kM] = 3;
    act(s, take_die(1));
    CHECK(s.pending().empty());
    CHECK(s.logbook(0).suns() == 2);
    CHECK(int(s.logbook(0).night[kM]) == 3);
  }
  CHECK(s.current_player() == 1);
}

TEST_CASE("hike pencils: a line on an available spread (sketched, under 3 lines), 3 lines complete a spread") {
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, single(Pencil)), 0, hiking(2, single(Pencil)), 0}, 0);
  set_journal(s.logbook_for_test(0), {kA, kF, kM}, {3, 1, 0});
  act(s, take_die(0));
  CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1, 2});  // not the complete spread 0
  pick(s, TaskKind::Gain, Pencil, 2);
  CHECK(lines(s, 0, 2) == 1);
  CHECK(lines(s, 0, 1) == 1);
  CHECK(s.current_player() == 1);
  SUBCASE("one page left: the line goes there without a choice; the spread stops at 3") {
    set_journal(s.logbook_for_test(1), {kA, kMe}, {3, 2});
    act(s, take_die(2));
    CHECK(s.pending().empty());
    CHECK(lines(s, 1, 1) == 3);
    CHECK(int(s.logbook(1).water) == 1);  // the meadow bonus
    CHECK(s.logbook(1).total_lines() == 6);
  }
  SUBCASE("no available page: a die's pencil is a Sun") {
    set_journal(s.logbook_for_test(1), {kA, kF}, {3, 3});
    act(s, take_die(2));
    CHECK(s.logbook(1).suns() == 3);
    CHECK(s.logbook(1).total_lines() == 6);
  }
}

TEST_CASE(
    "hike journal bonuses: completing a spread gains its landmark's bonus at once (forest, mountain, meadow, park)") {
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("forest: binoculars, on a deeper level") {
    set_journal(b, {kA, kF}, {3, 2});
    act(s, take_die(0));  // the only page: no choice
    CHECK(lines(s, 0, 1) == 3);
    REQUIRE(s.pending().size() == 1);
    CHECK(s.pending()[0].kind == TaskKind::Gain);
    CHECK(s.pending()[0].a == Binoculars);
    CHECK(s.pending()[0].level == 1);
    CHECK(s.current_player() == 0);
    CHECK(options(s, 0) == std::vector<int>{0, 1, 2, 3, 4});
    act(s, resolve(0, 3));
    CHECK(binoculars(s, 0, 3) == 1);
  }
  SUBCASE("mountain: a pencil") {
    set_journal(b, {kA, kM, kMe}, {3, 2, 1});
    act(s, take_die(0));
    CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1, 2});
    pick(s, TaskKind::Gain, Pencil, 1);
    CHECK(lines(s, 0, 1) == 3);
    CHECK(s.pending().empty());  // the bonus pencil had one page: spread 2
    CHECK(lines(s, 0, 2) == 2);
  }
  SUBCASE("mountain with no page left: the bonus pencil is lost, not a Sun") {
    set_journal(b, {kA, kM}, {3, 2});
    act(s, take_die(0));
    CHECK(lines(s, 0, 1) == 3);
    CHECK(s.logbook(0).suns() == 1);
    CHECK(s.pending().empty());
  }
  SUBCASE("meadow: a water") {
    set_journal(b, {kA, kMe}, {3, 2});
    act(s, take_die(0));
    CHECK(int(s.logbook(0).water) == 1);
  }
  SUBCASE("Yosemite's waterfall: a Sun") {
    set_journal(b, {kA}, {2});
    act(s, take_die(0));
    CHECK(lines(s, 0, 0) == 3);
    CHECK(s.logbook(0).suns() == 2);
  }
  SUBCASE("a spread holds 3 lines; it need not be finished before the next sketch") {
    set_journal(b, {kA, kF, kM}, {1, 0, 2});
    act(s, take_die(0));
    CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{0, 1, 2});
  }
}

TEST_CASE("hike tasks: a bonus goes on a deeper level resolved first, identical tasks on a level are listed once") {
  // P0 takes the Lead Hiker die: the mountain token and the pencil+pencil face on one level.
  State s = start(C(), 2, Park::Yosemite, {kMountainToken}, {0, 0, 0, 0}, lead(both(Pencil, Pencil)));
  Logbook& b = s.logbook_for_test(0);
  set_suns(b, 5);
  set_journal(b, {kA, kF}, {3, 2});
  act(s, take_lead());
  CHECK(s.logbook(0).suns() == 1);
  REQUIRE(s.pending().size() == 3);
  // Two equal pencils: one listed (spread 1); the mountain: sketch or night.
  CHECK(legal(s).size() == 3);
  CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1});
  CHECK(options(s, TaskKind::Gain, Mountain) == std::vector<int>{0, 1});
  pick(s, TaskKind::Gain, Pencil, 1);  // completes the forest spread
  CHECK(lines(s, 0, 1) == 3);
  // The forest bonus (binoculars) comes first: nothing else is offered.
  CHECK(legal(s).size() == 5);
  CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
  pick(s, TaskKind::Gain, Binoculars, 2);
  CHECK(binoculars(s, 0, 2) == 1);
  // Back on the first level: the second pencil has no page until the mountain is sketched, so it
  // waits (the level still has a usable icon).
  CHECK(legal(s).size() == 2);
  CHECK(options(s, TaskKind::Gain, Mountain) == std::vector<int>{0, 1});
  pick(s, TaskKind::Gain, Mountain, 0);
  CHECK(int(s.logbook(0).landmark[2]) == kM);
  // The waiting pencil on the new page, then the site's free line: the mountain token's (H4).
  CHECK(lines(s, 0, 2) == 2);
  CHECK(s.logbook(1).total_lines() == 0);     // P1 has no mountain page
  CHECK(int(s.logbook(0).suns_gained) == 5);  // no icon was lost to a Sun
  CHECK(s.pending().empty());
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.day_player() == 1);
}

TEST_CASE("hike two icons (no slash): both gained in the order of the player's choice") {
  // The forest token and the arrowhead+pencil face; P0's only spread is complete.
  State s = start(C(), 2, Park::Yosemite, {kForestToken}, {0, 0, 0, 0}, lead(both(Arrowhead, Pencil)));
  Logbook& b = s.logbook_for_test(0);
  set_suns(b, 4);
  set_journal(b, {kA}, {3});
  act(s, take_lead());
  CHECK(options(s, TaskKind::Gain, Forest) == std::vector<int>{0, 1});
  CHECK(options(s, TaskKind::Gain, Arrowhead) == std::vector<int>{0, 1});
  CHECK(legal(s).size() == 4);  // the pencil has no page yet
  SUBCASE("arrowhead, then the pencil on it, then the forest") {
    pick(s, TaskKind::Gain, Arrowhead, 0);
    CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1});
    CHECK(legal(s).size() == 3);  // pencil or forest first: the player's choice
    pick(s, TaskKind::Gain, Pencil, 1);
    CHECK(lines(s, 0, 1) == 1);
    pick(s, TaskKind::Gain, Forest, 1);
    CHECK(int(s.logbook(0).night[kF]) == 1);
    CHECK(int(s.logbook(0).sketched) == 2);
  }
  SUBCASE("forest sketched first: the pencil then has two pages") {
    pick(s, TaskKind::Gain, Forest, 0);
    pick(s, TaskKind::Gain, Arrowhead, 1);  // the arrowhead in the night section
    CHECK(int(s.logbook(0).night[kA]) == 1);
    CHECK(s.pending().empty());  // the pencil went on the only page, the forest
    // ... and the forest site's free line too (P1 has no forest page).
    CHECK(lines(s, 0, 1) == 2);
    CHECK(lines(s, 1, 0) == 0);
  }
  CHECK(s.logbook(0).suns() == 0);
}

TEST_CASE("hike slash faces: choose one of the two icons, the other is not gained") {
  State s = start(C(), 2, Park::Yosemite, {}, {0, 0, 0, hiking(3, either(Forest, Mountain))}, 0);
  act(s, take_die(3));
  CHECK(legal(s) == std::vector<Action>{resolve(0, 0), resolve(0, 1)});
  act(s, resolve(0, 1));  // mountain
  CHECK(options(s, TaskKind::Gain, Mountain) == std::vector<int>{0, 1});
  pick(s, TaskKind::Gain, Mountain, 0);
  CHECK(int(s.logbook(0).sketched) == 2);
  CHECK(int(s.logbook(0).landmark[1]) == kM);
  CHECK(s.logbook(0).count_sketched(kF) == 0);
  CHECK(int(s.logbook(0).night[kF]) == 0);
}

TEST_CASE("hike slash faces: a slash offers only a side that can be used") {
  Components c = default_components();
  c.hiking_dice[0][0] = either(Water, Pencil);
  for (const Park park : {Park::Yosemite, Park::DeathValley}) {
    CAPTURE(static_cast<int>(park));
    State s = State::initial(c, {2, park});
    s.apply(shuffle(0));
    s.logbook_for_test(0).water = static_cast<std::uint8_t>(c.canteen_capacity());  // a full canteen
    s.apply(roll(0));
    s.apply(take_die(0));
    if (park == Park::DeathValley) {
      // Water scarcity: the die's water would be a Sun, so both sides can be used.
      ActionList<State> actions;
      s.legal_actions(actions);
      CHECK(actions.size() == 2);
      s.apply(resolve(0, 0));
      CHECK(s.logbook(0).suns() == 2);
      CHECK(s.logbook(0).lines[0] == 0);
    } else {
      // The water cannot go in the canteen: the pencil is the only choice, made at once.
      CHECK(s.pending().empty());
      CHECK(s.logbook(0).lines[0] == 1);
      CHECK(s.logbook(0).suns() == 1);
    }
  }
}

TEST_SUITE_END();

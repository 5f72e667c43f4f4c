// Parks: Roll & Hike's six park cards (H6), each park's journal bonus, night bonus and scoring as
// the book gives them, played through the State with every chance event applied by hand. Expected
// values use the default components listed in tests/hike/test_util.h.
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

// ---------------------------------------------------------------- the parks (H6)

TEST_SUITE_BEGIN("hike");

TEST_CASE(
    "hike Yosemite: waterfall spread gives a Sun, night 2 Suns for two different of binoculars, pencil, water, scoring pairs") {
  SUBCASE("scoring: 3 per forest/waterfall pair, 2 per meadow/mountain pair") {
    const Components& c = C();
    Logbook b;
    set_journal(b, {kA, kF}, {0, 0});
    CHECK(park_points(Park::Yosemite, c, b) == 3);
    set_journal(b, {kA, kF, kF}, {0, 0, 0});
    CHECK(park_points(Park::Yosemite, c, b) == 3);
    set_journal(b, {kA, kA, kF, kF}, {0, 0, 0, 0});
    CHECK(park_points(Park::Yosemite, c, b) == 6);
    set_journal(b, {kA, kMe, kM, kM}, {0, 0, 0, 0});
    CHECK(park_points(Park::Yosemite, c, b) == 2);
    set_journal(b, {kA, kMe, kM, kF, kMe, kM}, {0, 0, 0, 0, 0, 0});
    CHECK(park_points(Park::Yosemite, c, b) == 7);
  }
  const Components c = blank();
  SUBCASE("night bonus") {
    State s = first_night(c, 2, Park::Yosemite, 4);
    set_journal(s.logbook_for_test(0), {kA, kF}, {3, 1});
    CHECK(night(s) ==
          std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0), night_bonus(1), night_bonus(2)});
    SUBCASE("binoculars and pencil") {
      act(s, night_bonus(0));
      CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
      CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1});
      pick(s, TaskKind::Gain, Pencil, 1);
      pick(s, TaskKind::Gain, Binoculars, 0);
      CHECK(lines(s, 0, 1) == 2);
      CHECK(binoculars(s, 0, 0) == 1);
      CHECK(int(s.logbook(0).water) == 0);
    }
    SUBCASE("binoculars and water") {
      act(s, night_bonus(1));
      CHECK(int(s.logbook(0).water) == 1);
      pick(s, TaskKind::Gain, Binoculars, 2);
      CHECK(binoculars(s, 0, 2) == 1);
      CHECK(lines(s, 0, 1) == 1);
    }
    SUBCASE("pencil and water") {
      act(s, night_bonus(2));
      CHECK(int(s.logbook(0).water) == 1);
      CHECK(lines(s, 0, 1) == 2);
      CHECK(s.logbook(0).binoculars == std::array<std::uint8_t, kMaxBinoculars>{});
    }
    CHECK(int(s.logbook(0).suns_spent) == 2);
    CHECK(s.logbook(0).suns() == 2);
    // Once a night, though 2 Suns are left.
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
  SUBCASE("fewer than 2 Suns: no bonus") {
    State s = first_night(c, 2, Park::Yosemite, 1);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
}

TEST_CASE("hike Yosemite: a night bonus pair that could have no effect is not offered") {
  // ENGINE BUG (state.cpp, night_actions, Park::Yosemite): the three pairs are offered with
  // useful=true, so binoculars+pencil is offered (and costs 2 Suns) with every binoculars row
  // done and no available page, though the bonus then does nothing.
  const Components c = blank();
  State s = first_night(c, 2, Park::Yosemite, 2);
  Logbook& b = s.logbook_for_test(0);
  b.binoculars = {2, 2, 2, 2, 2, 0, 0, 0};  // no open circle; spread 0 complete: no page
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(1), night_bonus(2)});
  b.water = 12;  // and a full canteen: no pair can do anything
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
}

TEST_CASE("hike Death Valley: a hiking die's water is a Sun, other water is water") {
  State s = start(C(), 2, Park::DeathValley, {kForestToken},
                  {hiking(0, single(Water)), 0, hiking(2, single(Water)), hiking(3, both(Sun, Water))},
                  lead(both(Water, Water)));
  act(s, take_die(0));  // P0: water -> Sun
  CHECK(int(s.logbook(0).water) == 0);
  CHECK(s.logbook(0).suns() == 2);
  act(s, take_die(3));  // P1: sun+water -> two Suns
  CHECK(int(s.logbook(1).water) == 0);
  CHECK(s.logbook(1).suns() == 4);
  act(s, take_lead());                 // P0: 2 Suns for 2 dice; the Lead Hiker die's water stays water
  pick(s, TaskKind::Gain, Forest, 1);  // the token's forest
  CHECK(int(s.logbook(0).suns_spent) == 2);
  CHECK(int(s.logbook(0).water) == 2);
  CHECK(int(s.logbook(0).suns_gained) == 2);  // 1 + 1 (die)
  SUBCASE("a slash's water side and a mountain+water die") {
    State t =
        start(C(), 2, Park::DeathValley, {}, {hiking(0, both(Mountain, Water)), 0, 0, hiking(3, single(Fish))}, 0);
    act(t, take_die(0));
    CHECK(t.logbook(0).suns() == 2);
    CHECK(int(t.logbook(0).water) == 0);
    pick(t, TaskKind::Gain, Mountain, 1);
    act(t, take_die(3));  // P1: the fish box's water is a bonus, not the die's
    CHECK(int(t.logbook(1).water) == 1);
    CHECK(t.logbook(1).suns() == 2);
  }
}

TEST_CASE("hike Death Valley: a skull spread crosses out a wildlife of choice without its bonus") {
  State s = start(C(), 2, Park::DeathValley, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  set_journal(b, {kA}, {2});
  b.wildlife = {5, 1, 0, 0};
  act(s, take_die(0));
  CHECK(options(s, TaskKind::CrossWildlife, 0) == std::vector<int>{1, 2, 3});  // a full row is not offered
  pick(s, TaskKind::CrossWildlife, 0, 1);                                      // the bird's binoculars box
  CHECK(wildlife(s, 0, 1) == 2);
  CHECK(s.pending().empty());  // no binoculars
  CHECK(s.logbook(0).suns() == 1);
  CHECK(s.current_player() == 1);
  // Meadow's water is a bonus, not a hiking die's water.
  State t = start(C(), 2, Park::DeathValley, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  set_journal(t.logbook_for_test(0), {kA, kMe}, {3, 2});
  act(t, take_die(0));
  CHECK(int(t.logbook(0).water) == 1);
}

TEST_CASE("hike Death Valley: night 3 Suns for up to 3 lines on one page, no park scoring") {
  const Components c = blank();
  SUBCASE("three lines complete the page and give its bonus") {
    State s = first_night(c, 2, Park::DeathValley, 3);
    set_journal(s.logbook_for_test(0), {kA, kF, kM}, {3, 1, 2});
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0)});
    act(s, night_bonus(0));
    CHECK(int(s.logbook(0).suns_spent) == 3);
    CHECK(options(s, TaskKind::LinesOnPage, 3) == std::vector<int>{1, 2});
    pick(s, TaskKind::LinesOnPage, 3, 1);
    CHECK(lines(s, 0, 1) == 3);
    CHECK(lines(s, 0, 2) == 2);
    pick(s, TaskKind::Gain, Binoculars, 4);  // the forest bonus
    CHECK(binoculars(s, 0, 4) == 1);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
  SUBCASE("the mountain page: one line fills it") {
    State s = first_night(c, 2, Park::DeathValley, 3);
    set_journal(s.logbook_for_test(0), {kA, kF, kM}, {3, 1, 2});
    act(s, night_bonus(0));
    pick(s, TaskKind::LinesOnPage, 3, 2);
    CHECK(lines(s, 0, 2) == 3);
    CHECK(lines(s, 0, 1) == 2);  // the mountain's bonus pencil: the only page left
    CHECK(s.logbook(0).total_lines() == 8);
  }
  SUBCASE("not offered with 2 Suns or with no available page") {
    State s = first_night(c, 2, Park::DeathValley, 2);
    set_journal(s.logbook_for_test(0), {kA, kF}, {3, 1});
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
    State t = first_night(c, 2, Park::DeathValley, 3);
    set_journal(t.logbook_for_test(0), {kA, kF}, {3, 3});
    CHECK(night(t) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
  Logbook b;
  set_journal(b, {kA, kF, kM, kMe}, {3, 3, 3, 3});
  CHECK(park_points(Park::DeathValley, C(), b) == 0);
}

TEST_CASE("hike Great Smoky Mountains: a meadow spread gives 1 water + 1 per cloud spread completed before") {
  State s = start(C(), 2, Park::GreatSmokyMountains, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("no cloud completed: 1 water") {
    set_journal(b, {kA, kMe}, {0, 2});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 1);
    CHECK(int(s.logbook(0).water) == 1);
  }
  SUBCASE("two clouds completed: 3 water") {
    set_journal(b, {kA, kMe, kA, kA}, {3, 2, 3, 0});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 1);
    CHECK(int(s.logbook(0).water) == 3);
  }
  SUBCASE("a cloud spread itself has no bonus") {
    set_journal(b, {kA}, {2});
    act(s, take_die(0));
    CHECK(lines(s, 0, 0) == 3);
    CHECK(int(s.logbook(0).water) == 0);
    CHECK(s.logbook(0).suns() == 1);
    CHECK(s.pending().empty());
  }
  SUBCASE("other parks: a meadow is 1 water whatever the park spreads") {
    State y = start(C(), 2, Park::Yosemite, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
    set_journal(y.logbook_for_test(0), {kA, kMe, kA}, {3, 2, 3});
    act(y, take_die(0));
    CHECK(int(y.logbook(0).water) == 1);
  }
}

TEST_CASE("hike Great Smoky Mountains: night 2 Suns cross a wildlife of choice with its bonus, 2 points per mountain") {
  const Components c = blank();
  State s = first_night(c, 2, Park::GreatSmokyMountains, 2);
  s.logbook_for_test(0).wildlife = {2, 0, 0, 5};
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0)});
  act(s, night_bonus(0));
  CHECK(int(s.logbook(0).suns_spent) == 2);
  CHECK(options(s, TaskKind::CrossWildlife, 1) == std::vector<int>{0, 1, 2});
  pick(s, TaskKind::CrossWildlife, 1, 0);
  CHECK(wildlife(s, 0, 0) == 3);
  CHECK(int(s.logbook(0).suns_gained) == 3);  // fish box 3: a Sun
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  State t = first_night(c, 2, Park::GreatSmokyMountains, 2);
  t.logbook_for_test(0).wildlife = {5, 5, 5, 5};
  CHECK(night(t) == std::vector<Action>{night_section(kF), night_section(kMe)});
  Logbook b;
  set_journal(b, {kA, kM, kM, kF, kM}, {0, 0, 0, 3, 0});  // no lines needed
  CHECK(park_points(Park::GreatSmokyMountains, C(), b) == 6);
  set_journal(b, {kA, kF, kMe}, {3, 3, 3});
  CHECK(park_points(Park::GreatSmokyMountains, C(), b) == 0);
}

TEST_CASE("hike Arches: an arch spread takes the bonus of an orthogonally adjacent non-arch sketch, even uncompleted") {
  // Spreads in a 3x3 grid: 0 1 2 / 3 4 5 / 6 7 8.
  State s = start(C(), 2, Park::Arches, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("up and left") {
    set_journal(b, {kA, kF, kMe, kM, kA}, {3, 0, 0, 0, 2});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 4);
    CHECK(options(s, TaskKind::AdjacentBonus, 4) == std::vector<int>{1, 3});  // not 5, 7 (unsketched)
    SUBCASE("the forest above: binoculars") {
      pick(s, TaskKind::AdjacentBonus, 4, 1);
      CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
    }
    SUBCASE("the mountain to the left: a pencil") {
      pick(s, TaskKind::AdjacentBonus, 4, 3);
      CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{1, 2, 3});
      pick(s, TaskKind::Gain, Pencil, 2);
      CHECK(lines(s, 0, 2) == 1);
    }
  }
  SUBCASE("right and down from the first spread") {
    set_journal(b, {kA, kMe, kF, kM}, {2, 0, 0, 0});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 0);
    CHECK(options(s, TaskKind::AdjacentBonus, 0) == std::vector<int>{1, 3});
    pick(s, TaskKind::AdjacentBonus, 0, 1);
    CHECK(int(s.logbook(0).water) == 1);
  }
  SUBCASE("the right column does not wrap to the next row") {
    set_journal(b, {kA, kF, kA, kMe}, {3, 0, 2, 0});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 2);
    // Only the forest to the left (spread 3, a meadow, is not next to spread 2): its bonus at once.
    CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
    CHECK(int(s.logbook(0).water) == 0);
  }
  SUBCASE("no sketched non-arch neighbour: the bonus is lost") {
    set_journal(b, {kA, kA}, {2, 0});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 0);
    CHECK(s.pending().empty());
    CHECK(s.logbook(0).suns() == 1);
    CHECK(s.current_player() == 1);
  }
}

TEST_CASE("hike Arches: night 2 Suns for a line on a forest, a mountain and a meadow page, scoring lone landmarks") {
  const Components c = blank();
  SUBCASE("night bonus") {
    State s = first_night(c, 2, Park::Arches, 2);
    set_journal(s.logbook_for_test(0), {kA, kF, kM, kMe, kF}, {0, 0, 0, 0, 2});
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0)});
    act(s, night_bonus(0));
    CHECK(int(s.logbook(0).suns_spent) == 2);
    CHECK(options(s, TaskKind::LineOn, kF) == std::vector<int>{1, 4});
    CHECK(options(s, TaskKind::LineOn, kM) == std::vector<int>{2});
    CHECK(options(s, TaskKind::LineOn, kMe) == std::vector<int>{3});
    CHECK(legal(s).size() == 4);
    pick(s, TaskKind::LineOn, kF, 4);  // completes the forest: binoculars first
    CHECK(legal(s).size() == 5);
    pick(s, TaskKind::Gain, Binoculars, 0);
    pick(s, TaskKind::LineOn, kMe, 3);
    CHECK(s.pending().empty());  // the mountain line had one page
    CHECK(lines(s, 0, 0) == 0);  // never on the arch page
    CHECK(lines(s, 0, 1) == 0);
    CHECK(lines(s, 0, 2) == 1);
    CHECK(lines(s, 0, 3) == 1);
    CHECK(lines(s, 0, 4) == 3);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
  SUBCASE("not offered with only an arch page available") {
    State s = first_night(c, 2, Park::Arches, 2);
    set_journal(s.logbook_for_test(0), {kA, kF}, {0, 3});
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  }
  SUBCASE("scoring: 1 per completed spread whose landmark differs from every sketched orthogonal neighbour") {
    Logbook b;
    // A F F / M A Me: the arches and the mountain are alone; the forests are neighbours; the meadow is not complete.
    set_journal(b, {kA, kF, kF, kM, kA, kMe}, {3, 3, 3, 3, 3, 0});
    CHECK(park_points(Park::Arches, C(), b) == 3);
    // A F M / M: spread 2 (row 0) and spread 3 (row 1) are not neighbours.
    set_journal(b, {kA, kF, kM, kM}, {3, 3, 3, 3});
    CHECK(park_points(Park::Arches, C(), b) == 4);
    // A F M / M F: spread 4's forest sits under spread 1's forest.
    set_journal(b, {kA, kF, kM, kM, kF}, {3, 3, 3, 3, 3});
    CHECK(park_points(Park::Arches, C(), b) == 3);
    set_journal(b, {kA, kF}, {3, 2});
    CHECK(park_points(Park::Arches, C(), b) == 1);
  }
}

TEST_CASE(
    "hike Glacier: night bonuses each once (+3 canteen, sketch mountain or snowflake, water), +1 canteen per snowflake spread") {
  const Components c = blank();
  SUBCASE("all three, then the canteen") {
    State s = first_night(c, 2, Park::Glacier, 5);
    Logbook& b = s.logbook_for_test(0);
    set_journal(b, {kA, kA}, {3, 3});
    b.water = 5;
    CHECK(night(s) ==
          std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0), night_bonus(1), night_bonus(2)});
    act(s, night_bonus(0));
    CHECK(int(s.logbook(0).suns_spent) == 2);
    act(s, night_bonus(2));
    CHECK(int(s.logbook(0).suns_spent) == 3);
    CHECK(int(s.logbook(0).water) == 6);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(1)});
    act(s, night_bonus(1));
    CHECK(int(s.logbook(0).suns_spent) == 5);
    CHECK(options(s, TaskKind::SketchOneOf, kM) == std::vector<int>{0, 1});
    pick(s, TaskKind::SketchOneOf, kM, 1);  // a snowflake
    CHECK(int(s.logbook(0).sketched) == 3);
    CHECK(int(s.logbook(0).landmark[2]) == kA);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
    act(s, night_section(kMe));  // 7 water; the forest section (a pencil on spread 2) and the end follow
    CHECK(lines(s, 0, 2) == 1);
    // 7 water: 3 points; +3 bought; +2 completed snowflake spreads.
    CHECK(int(s.logbook(0).canteen_score[0]) == 8);
    // Next night: the +3 was for one round only. Round 1's arrowhead site gives spread 2 a free
    // line, the forest pencil completes it: 8 water (5 points) + 3 snowflakes.
    play_until(s, [](const State& t) { return t.phase() == Phase::Night; });
    CHECK(s.logbook(0).suns() == 0);
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
    act(s, night_section(kMe));
    CHECK(lines(s, 0, 2) == 3);
    CHECK(int(s.logbook(0).canteen_score[1]) == 8);
    CHECK(s.points(0)[Canteen] == 16);
  }
  SUBCASE("sketch a mountain") {
    State s = first_night(c, 2, Park::Glacier, 2);
    act(s, night_bonus(1));
    pick(s, TaskKind::SketchOneOf, kM, 0);
    CHECK(int(s.logbook(0).landmark[1]) == kM);
  }
  SUBCASE("what can do nothing or cannot be paid is not offered") {
    State s = first_night(c, 2, Park::Glacier, 5);
    Logbook& b = s.logbook_for_test(0);
    set_journal(b, {kA, kF, kM, kMe, kF, kM, kMe, kF, kM}, {3, 3, 3, 3, 3, 3, 3, 3, 3});
    b.water = 12;
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0)});
    State t = first_night(c, 2, Park::Glacier, 1);
    CHECK(night(t) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(2)});
  }
  SUBCASE("a snowflake spread has no journal bonus") {
    State s = start(C(), 2, Park::Glacier, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
    set_journal(s.logbook_for_test(0), {kA}, {2});
    act(s, take_die(0));
    CHECK(s.pending().empty());
    CHECK(s.logbook(0).suns() == 1);
    CHECK(int(s.logbook(0).water) == 0);
    CHECK(s.current_player() == 1);
  }
  Logbook b;
  set_journal(b, {kA, kF, kM, kMe}, {3, 3, 3, 3});
  CHECK(park_points(Park::Glacier, C(), b) == 0);
}

TEST_CASE("hike Acadia: an acorn spread sketches a forest or meadow on the next spread") {
  State s = start(C(), 2, Park::Acadia, {}, {hiking(0, single(Pencil)), 0, 0, 0}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("meadow") {
    set_journal(b, {kA}, {2});
    act(s, take_die(0));
    CHECK(options(s, TaskKind::SketchOneOf, kF) == std::vector<int>{0, 1});
    pick(s, TaskKind::SketchOneOf, kF, 1);
    CHECK(int(s.logbook(0).sketched) == 2);
    CHECK(int(s.logbook(0).landmark[1]) == kMe);
  }
  SUBCASE("forest") {
    set_journal(b, {kA, kM}, {2, 0});
    act(s, take_die(0));
    pick(s, TaskKind::Gain, Pencil, 0);
    pick(s, TaskKind::SketchOneOf, kF, 0);
    CHECK(int(s.logbook(0).landmark[2]) == kF);
  }
  SUBCASE("a full journal: lost") {
    set_journal(b, {kA, kF, kM, kMe, kF, kM, kMe, kF, kM}, {2, 3, 3, 3, 3, 3, 3, 3, 3});
    act(s, take_die(0));
    CHECK(s.pending().empty());
    CHECK(int(s.logbook(0).sketched) == 9);
    CHECK(s.logbook(0).suns() == 1);
  }
}

TEST_CASE("hike Acadia: night 1 Sun per completed forest or meadow spread for its bonus again, wildlife doubled") {
  const Components c = blank();
  State s = first_night(c, 2, Park::Acadia, 2);
  // Complete: acorn 0, forest 1, meadow 2, mountain 4; forest 3 has 2 lines.
  set_journal(s.logbook_for_test(0), {kA, kF, kMe, kF, kM}, {3, 3, 3, 2, 3});
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(1), night_bonus(2)});
  act(s, night_bonus(2));
  CHECK(int(s.logbook(0).water) == 1);
  CHECK(s.logbook(0).suns() == 1);
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(1)});
  act(s, night_bonus(1));
  CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
  pick(s, TaskKind::Gain, Binoculars, 3);
  CHECK(binoculars(s, 0, 3) == 1);
  CHECK(s.logbook(0).suns() == 0);
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
  State t = first_night(c, 2, Park::Acadia, 0);
  set_journal(t.logbook_for_test(0), {kA, kF}, {3, 3});
  CHECK(night(t) == std::vector<Action>{night_section(kF), night_section(kMe)});
  // Scoring: the wildlife shields counted again in the park category.
  Logbook b;
  b.wildlife = {5, 5, 5, 5};
  CHECK(points(Park::Acadia, C(), b)[Wildlife] == 23);
  CHECK(points(Park::Acadia, C(), b)[ParkScoring] == 23);
  b.wildlife = {2, 2, 1, 0};
  CHECK(points(Park::Acadia, C(), b)[ParkScoring] == 3);
}

TEST_CASE("hike Acadia: a spread's bonus again that could have no effect is not offered") {
  // ENGINE BUG (state.cpp, night_actions, Park::Acadia): every completed forest or meadow spread
  // is offered, even when its bonus (binoculars, water) can do nothing.
  const Components c = blank();
  State s = first_night(c, 2, Park::Acadia, 2);
  Logbook& b = s.logbook_for_test(0);
  set_journal(b, {kA, kF, kMe}, {3, 3, 3});
  b.binoculars = {2, 2, 2, 2, 2, 0, 0, 0};
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(2)});
  b.water = 12;
  CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe)});
}

TEST_SUITE_END();

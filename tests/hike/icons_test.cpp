// Parks: Roll & Hike through its State (engine/hike/state.h), with every chance event applied by
// hand (hike::shuffle for the trail tokens, hike::roll for the dice) so each test knows the dice.
// The rules are /work/shared/rules/parks-roll-and-hike.txt ("the book"), by section: setup, the
// dice pool, sun, water and the canteen, landmarks, pencils, journal bonuses, two-icon and slash
// faces, wildlife and shields, binoculars, "cannot use it -> Sun", the Lead Hiker die, the night,
// new rounds, final scoring, the book's two examples and the solo rules (the six park cards are in
// hike_parks_test.cpp); and
// the rulings H1-H7 (docs/rules.md). Expected values are worked out by hand from the default
// components (data/hike/components.json), whose values the component test pins down:
//   hiking die 1: sun, water, forest, pencil, fish/bird, mountain+water
//   hiking die 2: sun, pencil, mountain, meadow, turtle/deer, binoculars
//   hiking die 3: water, pencil, meadow, arrowhead, bird/turtle, sun+pencil
//   hiking die 4: sun+water, forest/mountain, deer, fish, pencil, binoculars
//   Lead Hiker die: binoculars, sun+sun, pencil+pencil, water+water, arrowhead+pencil, bird/turtle
//   tokens 0-4: forest, mountain, meadow, arrowhead, binoculars (names a landmark); a site's
//   landmark is its token's (H4); the trail has 4 sites at 1-2 players, 5 at 3-4
//   canteen rows (drops/points): 2/1, 3/3, 3/5, 4/8; journal 3x3; sun track 15 circles
//   journal bonuses: forest binoculars, mountain pencil, meadow water
//   fish boxes: water, water, sun, water+water, pencil+water; bird: sun, binoculars, pencil, ...
//   binoculars rows: fish, bird, turtle, deer, pencil+pencil
//   night: forest pencil, binoculars, pencil; mountain sun, pencil, sun; meadow water, sun, water;
//          arrowhead pencil, water, binoculars
// In comments P0, P1, ... are seats 0, 1, ...; "level" is a level of pending tasks (state.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <stdexcept>
#include <vector>

#include "engine/hike/state.h"
#include "tests/hike_test_util.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;


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

TEST_CASE("hike: H4 each day's shuffle puts a permutation of the tokens in play on the sites: the four landmarks at "
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

// ---------------------------------------------------------------- the day: icons

TEST_CASE("hike turn example (book): Sierra takes the fish/bird die, chooses fish, crosses the fish box, gains its water") {
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
  act(s, resolve(0, 0));                                                  // fish
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

TEST_CASE("hike sun track: circles are a lifetime total, a spent circle is not reused, suns beyond the track are lost") {
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
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, single(Water)), 0, hiking(2, single(Water)), hiking(3, single(Fish))}, 0);
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

TEST_CASE("hike journal bonuses: completing a spread gains its landmark's bonus at once (forest, mountain, meadow, park)") {
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
  CHECK(s.logbook(1).total_lines() == 0);  // P1 has no mountain page
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

// ---------------------------------------------------------------- wildlife, shields, binoculars

TEST_CASE("hike wildlife: boxes crossed left to right, each box's bonus gained at once") {
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, either(Fish, Bird)), 0, hiking(2, either(Bird, Turtle)), hiking(3, single(Fish))}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("fish box 3: a Sun") {
    b.wildlife[0] = 2;
    act(s, take_die(3));
    CHECK(wildlife(s, 0, 0) == 3);
    CHECK(s.logbook(0).suns() == 2);
    CHECK(int(s.logbook(0).water) == 0);
  }
  SUBCASE("fish box 4: two water") {
    b.wildlife[0] = 3;
    act(s, take_die(3));
    CHECK(wildlife(s, 0, 0) == 4);
    CHECK(int(s.logbook(0).water) == 2);
  }
  SUBCASE("fish box 5: pencil and water") {
    b.wildlife[0] = 4;
    act(s, take_die(3));
    CHECK(wildlife(s, 0, 0) == 5);
    CHECK(int(s.logbook(0).water) == 1);
    CHECK(lines(s, 0, 0) == 1);  // the pencil's only page
  }
  SUBCASE("bird box 2: binoculars") {
    b.wildlife[1] = 1;
    act(s, take_die(2));
    act(s, resolve(0, 0));  // bird
    CHECK(wildlife(s, 0, 1) == 2);
    CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
  }
  SUBCASE("a full row from a die: a Sun") {
    b.wildlife[0] = 5;
    act(s, take_die(3));
    CHECK(wildlife(s, 0, 0) == 5);
    CHECK(s.logbook(0).suns() == 2);
  }
  SUBCASE("a slash side whose row is full is not offered: the other side is used, not traded for a Sun") {
    b.wildlife[0] = 5;
    act(s, take_die(0));  // fish/bird: only the bird can be used, so it is marked at once
    CHECK(s.pending().empty());
    CHECK(wildlife(s, 0, 0) == 5);
    CHECK(wildlife(s, 0, 1) == 1);
    CHECK(s.logbook(0).suns() == 2);  // the bird box's Sun
    CHECK(s.current_player() == 1);
  }
  SUBCASE("a slash with both rows full cannot be used: a Sun") {
    b.wildlife[0] = 5;
    b.wildlife[1] = 5;
    act(s, take_die(0));
    CHECK(s.pending().empty());
    CHECK(wildlife(s, 0, 0) == 5);
    CHECK(wildlife(s, 0, 1) == 5);
    CHECK(s.logbook(0).suns() == 2);
  }
}

TEST_CASE("hike wildlife shields: a shield scores once the boxes above and below it are crossed") {
  const Components& c = C();
  Logbook b;
  const auto shields = [&](std::array<std::uint8_t, 4> w) {
    b.wildlife = w;
    return shield_points(c, b);
  };
  CHECK(shields({0, 0, 0, 0}) == 0);
  CHECK(shields({2, 1, 0, 0}) == 0);   // fish/bird column 2: the bird box is open
  CHECK(shields({2, 2, 0, 0}) == 2);   // fish/bird column 2
  CHECK(shields({2, 2, 1, 0}) == 3);   // and bird/turtle column 1
  CHECK(shields({5, 5, 0, 0}) == 6);   // fish/bird columns 2 and 4
  CHECK(shields({0, 5, 5, 0}) == 10);  // bird/turtle columns 1, 3, 5
  CHECK(shields({0, 0, 5, 5}) == 7);   // turtle/deer columns 2, 4
  CHECK(shields({5, 5, 5, 5}) == 23);
  CHECK(shields({5, 0, 0, 5}) == 0);
  // Through play: crossing the second bird box circles the fish/bird column-2 shield.
  State s = start(C(), 2, Park::Yosemite, {}, {0, 0, hiking(2, either(Bird, Turtle)), 0}, 0);
  s.logbook_for_test(0).wildlife = {2, 1, 0, 0};
  CHECK(s.points(0)[Wildlife] == 0);
  act(s, take_die(2));
  act(s, resolve(0, 0));
  pick(s, TaskKind::Gain, Binoculars, 1);  // the bird box's bonus
  CHECK(s.points(0)[Wildlife] == 2);
  CHECK(s.score(0) == 2);
}

TEST_CASE("hike binoculars: fill any open circle, a full row gains its icon as if from a die, once") {
  State s = start(C(), 2, Park::Yosemite, {}, {0, hiking(1, single(Binoculars)), 0, hiking(3, single(Binoculars))}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("the second circle of the fish row: a fish, with its box's bonus") {
    b.binoculars[0] = 1;
    act(s, take_die(1));
    CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{0, 1, 2, 3, 4});
    pick(s, TaskKind::Gain, Binoculars, 0);
    CHECK(binoculars(s, 0, 0) == 2);
    CHECK(wildlife(s, 0, 0) == 1);
    CHECK(int(s.logbook(0).water) == 1);
    CHECK(s.current_player() == 1);
    // Each icon only once: the fish row is no longer offered.
    act(s, take_die(0));  // P1: a sun
    act(s, take_die(3));
    CHECK(options(s, TaskKind::Gain, Binoculars) == std::vector<int>{1, 2, 3, 4});
  }
  SUBCASE("the pencil+pencil row: two pencils") {
    b.binoculars[4] = 1;
    set_journal(b, {kA, kF}, {0, 0});
    act(s, take_die(1));
    pick(s, TaskKind::Gain, Binoculars, 4);
    CHECK(binoculars(s, 0, 4) == 2);
    CHECK(s.pending()[0].level == 1);
    CHECK(options(s, TaskKind::Gain, Pencil) == std::vector<int>{0, 1});
    CHECK(legal(s).size() == 2);  // the two pencils are listed once
    pick(s, TaskKind::Gain, Pencil, 1);
    pick(s, TaskKind::Gain, Pencil, 1);
    CHECK(lines(s, 0, 1) == 2);
  }
  SUBCASE("as if from a die: a row's icons that cannot be used are Suns") {
    b.binoculars[4] = 1;
    b.lines[0] = 3;  // no page for the two pencils
    act(s, take_die(1));
    pick(s, TaskKind::Gain, Binoculars, 4);
    CHECK(s.logbook(0).suns() == 3);
    b.binoculars[0] = 1;
    b.wildlife[0] = 5;  // the fish row is full
    act(s, take_die(0));
    act(s, take_die(3));
    pick(s, TaskKind::Gain, Binoculars, 0);
    CHECK(s.logbook(0).suns() == 4);
  }
  SUBCASE("every row full: a die's binoculars is a Sun") {
    b.binoculars = {2, 2, 2, 2, 2, 0, 0, 0};
    act(s, take_die(1));
    CHECK(s.pending().empty());
    CHECK(s.logbook(0).suns() == 2);
  }
}

TEST_CASE("hike cannot use it: an unusable icon from a die is a Sun, one from a bonus is lost") {
  State s = start(C(), 2, Park::Yosemite, {}, {hiking(0, single(Pencil)), 0, hiking(2, both(Sun, Pencil)), hiking(3, single(Fish))}, 0);
  Logbook& b = s.logbook_for_test(0);
  SUBCASE("sun+pencil with no page: two Suns") {
    b.lines[0] = 3;
    act(s, take_die(2));
    CHECK(s.logbook(0).suns() == 3);
  }
  SUBCASE("a wildlife bonus's pencil with no page: lost; its water kept") {
    b.lines[0] = 3;
    b.wildlife[0] = 4;
    act(s, take_die(3));  // fish box 5: pencil+water
    CHECK(wildlife(s, 0, 0) == 5);
    CHECK(int(s.logbook(0).water) == 1);
    CHECK(s.logbook(0).suns() == 1);
  }
  SUBCASE("a journal bonus that cannot be used: lost") {
    set_journal(b, {kA, kF}, {3, 2});
    b.binoculars = {2, 2, 2, 2, 2, 0, 0, 0};
    act(s, take_die(0));  // completes the forest spread; its binoculars have no open circle
    CHECK(lines(s, 0, 1) == 3);
    CHECK(s.logbook(0).suns() == 1);
    CHECK(s.pending().empty());
  }
}

TEST_CASE("hike cannot use it: the Lead Hiker die's and the trail token's icons count as a die's") {
  State s = start(C(), 2, Park::Yosemite, {kMountainToken}, {0, 0, 0, 0}, lead(both(Pencil, Pencil)));
  Logbook& b = s.logbook_for_test(0);
  set_suns(b, 4);
  set_journal(b, {kA, kF, kM, kMe, kF, kM, kMe, kF, kM}, {3, 3, 3, 3, 3, 3, 3, 3, 3});
  b.night[kM] = 3;
  act(s, take_lead());  // no page for the pencils, no place for the mountain: three Suns
  CHECK(s.pending().empty());
  CHECK(int(s.logbook(0).suns_spent) == 4);
  CHECK(int(s.logbook(0).suns_gained) == 7);
  CHECK(s.phase() == Phase::Roll);
}

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

TEST_CASE("hike: H4 Lead Hiker example (book): Cliff pays two Suns, moves to the Mountain site (the day's shuffle put "
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
  State s = start(C(), 2, Park::Yosemite, {kMountainToken},
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

TEST_CASE("hike Lead Hiker: free lines for every player from the Lead Hiker on, each on a page of the site's landmark") {
  // Three players: the meadow token is on site 1; P1 leads.
  State s = start(C(), 3, Park::Yosemite, {kMeadowToken}, {hiking(0, single(Sun)), 0, 0, 0}, lead(both(Sun, Sun)));
  for (int p = 0; p < 3; ++p) set_journal(s.logbook_for_test(p), {kA, kMe, kMe}, {0, 0, 0});
  act(s, take_die(0));  // P0
  s.logbook_for_test(1).suns_gained = 3;
  act(s, take_lead());  // P1, three dice left
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

TEST_CASE("hike: H4 the binoculars token (3-4 players) gives binoculars, then its Lead Hiker names the free line's landmark") {
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

// ---------------------------------------------------------------- the night

TEST_CASE("hike night: each filled section resolved once, one at a time, end only after every section, canteen scored") {
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
    CHECK(night(s) == std::vector<Action>{night_section(kF), night_section(kMe), night_bonus(0), night_bonus(1),
                                          night_bonus(2)});
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
    CHECK(s.current_player() == kChancePlayer);       // P1 had nothing to do
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

// ---------------------------------------------------------------- solo (H7)

TEST_CASE("hike solo: the neutral hiker removes the first hiking die left after each pick, win at the park's target") {
  State s = start(C(), 1, Park::Yosemite, {kMountainToken},
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

// ---------------------------------------------------------------- whole games

TEST_CASE("hike random games: every park and player count ends after 3 nights with consistent logbooks") {
  const Components& c = C();
  // The logbook never holds more than the components allow.
  const auto consistent = [&](const Logbook& b) {
    bool ok = int(b.suns_gained) <= c.sun_track && b.suns_spent <= b.suns_gained && int(b.water) <= c.canteen_capacity() &&
              int(b.sketched) <= c.spreads();
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

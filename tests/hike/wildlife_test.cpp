// Parks: Roll & Hike wildlife, shields and binoculars through its State (engine/hike/state.h),
// and "cannot use it -> Sun".
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
#include "agents/random_agent.h"

#include "engine/hike/state.h"
#include "tests/hike/test_util.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;

TEST_SUITE_BEGIN("hike");

// ---------------------------------------------------------------- wildlife, shields, binoculars

TEST_CASE("hike wildlife: boxes crossed left to right, each box's bonus gained at once") {
  State s = start(C(), 2, Park::Yosemite, {},
                  {hiking(0, either(Fish, Bird)), 0, hiking(2, either(Bird, Turtle)), hiking(3, single(Fish))}, 0);
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
  State s = start(C(), 2, Park::Yosemite, {},
                  {hiking(0, single(Pencil)), 0, hiking(2, both(Sun, Pencil)), hiking(3, single(Fish))}, 0);
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

namespace {

// Every box of every row 8 long, each bonus crossing two more wildlife.
Components chaining_components() {
  Components c = default_components();
  for (int r = 0; r < kWildlifeRows; ++r) {
    c.wildlife_boxes[r] = kMaxWildlifeBoxes;
    for (int b = 0; b < kMaxWildlifeBoxes; ++b)
      c.wildlife_bonus[r][b] = both(wildlife_icon(r), wildlife_icon((r + 1) % kWildlifeRows));
  }
  c.shields = 0;
  return c;
}

}  // namespace

TEST_CASE("hike wildlife: chaining wildlife bonuses stay within the pending tasks' bound, every game ends") {
  const Components c = chaining_components();
  std::size_t most = 0;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (int park = 0; park < kParks; ++park)
      for (int game = 0; game < 8; ++game) {
        State s = State::initial(c, {players, static_cast<Park>(park)});
        Rng rng(static_cast<std::uint64_t>(1000 * players + 10 * park + game));
        RandomAgent<State> random;
        while (!s.is_terminal()) {
          s.apply(s.current_player() == kChancePlayer ? s.sample_chance(rng) : random.choose(s, rng));
          most = std::max(most, s.pending().size());
        }
        CHECK(s.round() == kRounds);
      }
  CHECK(most > 24);  // the old fixed bound
  CHECK(most <= static_cast<std::size_t>(kMaxPending));
}

TEST_SUITE_END();

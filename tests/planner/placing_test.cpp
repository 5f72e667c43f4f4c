// Polyhedral Park Planner: using the dice (docs/rules.md P5): the move generator's groups of equal
// dice, the book's round example, unlock ranges, placing on the exact printed number, and the
// unlocked type placed before End. The move generator's use of the dice is checked against a
// brute force in dice_test.cpp.
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

TEST_CASE("planner move generator: canonical groups of equal dice, distinct squares, and the list bound") {
  SUBCASE("P5 twins: of equal values only the lowest-numbered unused dice are grouped") {
    SoloState s = solo();
    s.apply(roll_of({2, 2, 2, 7, 9, 13}));
    CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D4}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D6}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D8}))));
    CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D4, D6}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D6, D8}))));
    CHECK(offered(s, Action::unlock(Development::Path, dice_of({D4, D6, D8}))));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    // Once d4 is used, d6 is the lowest unused 2.
    const int two = empty_square_printed(s, 2);
    CHECK(offered(s, Action::place(Development::Tree, dice_of({D6}), two)));
    CHECK_FALSE(offered(s, Action::place(Development::Tree, dice_of({D8}), two)));
    // Raising is not subject to the twin rule: each die is its own (different faces, P3).
    SoloState fresh = solo();
    fresh.apply(roll_of({2, 2, 2, 7, 9, 13}));
    CHECK(offered(fresh, Action::raise(D4)));
    CHECK(offered(fresh, Action::raise(D6)));
    CHECK(offered(fresh, Action::raise(D8)));
  }
  SUBCASE("P5: no unlock that leaves no dice to place it") {
    SoloState s = solo();
    s.apply(roll_of({1, 1, 1, 1, 1, 8}));
    CHECK_FALSE(offered(s, Action::unlock(Development::Bench, kAllDice)));                     // 13, nothing left
    CHECK(offered(s, Action::unlock(Development::Water, dice_of({D4, D6, D8, D20}))));         // 11, a 1 left
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D10, D20}))));  // not canonical
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    // Water with 1+1+1+8 would leave one die for two types.
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D10, D20}))));
    CHECK(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D20}))));
  }
  SUBCASE("P5: owed types need distinct empty squares") {
    // Six of the seven squares printed 1 are developed in two rounds of ones.
    SoloState s = solo();
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    for (int die : {D6, D8, D10, D12, D20})
      play(s, Action::place(Development::Tree, 1u << die, empty_square_printed(s, 1)));
    finish_round(s);
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 1)));
    play(s, Action::unlock(Development::Tree, dice_of({D8, D10, D12, D20})));  // four more tree groups: every die used
    finish_round(s);
    const int last_one = empty_square_printed(s, 1);
    CHECK(count(s.park().empty() & s.sheet().by_number[1]) == 1);
    // Round 3: tree with the 3 and path with the 5; water with the 10 would leave 1, 1 and 15
    // for three types: two of them need squares printed 1, and only one is empty.
    SoloState fresh = solo();
    for (SoloState* t : {&s, &fresh}) {
      if (t == &fresh) {  // two rounds that use every die on squares printed 5
        for (int round = 0; round < 2; ++round) {
          fresh.apply(roll_of({1, 1, 1, 1, 1, 1}));
          play(fresh, Action::unlock(Development::Tree, dice_of({D4})));
          play(fresh, Action::place(Development::Tree, kAllDice & ~dice_of({D4}), empty_square_printed(fresh, 5)));
          play(fresh, Action::end());
        }
      }
      t->apply(roll_of({1, 1, 3, 5, 10, 15}));
      play(*t, Action::unlock(Development::Tree, dice_of({D8})));
      play(*t, Action::unlock(Development::Path, dice_of({D10})));
    }
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D12}))));
    CHECK(offered(fresh, Action::unlock(Development::Water, dice_of({D12}))));
    CHECK(offered(s, Action::place(Development::Tree, dice_of({D4}), last_one)));
  }
  SUBCASE("the list stays within kMaxActions on a fresh solo roll with many distinct sums") {
    SoloState s = solo();
    s.apply(roll_of({1, 2, 4, 8, 12, 20}));
    const auto actions = legal(s);
    CHECK(actions.size() <= SoloState::kMaxActions);
    std::set<std::uint32_t> codes;
    for (Action a : actions) codes.insert(a.code);
    CHECK(codes.size() == actions.size());
  }
}

TEST_CASE("planner P5 round example: Alice's round from the rulebook") {
  // 3 on the d4, 1 on the d6, 6 on the d8, 1 on the d10, 7 on the d12, 12 on the d20.
  SoloState s = solo();
  REQUIRE(s.current_player() == kChancePlayer);
  s.apply(roll_of({3, 1, 6, 1, 7, 12}));
  REQUIRE(s.current_player() == 0);
  CHECK(s.dice() == values_of({3, 1, 6, 1, 7, 12}));
  const int seven = empty_square_printed(s, 7);
  const int one = empty_square_printed(s, 1);
  const int three = empty_square_printed(s, 3);
  const int six = empty_square_printed(s, 6);

  // Nothing is unlocked: no placement, in particular no bench on the 7.
  CHECK(count_kind(s, Kind::Place) == 0);
  CHECK_FALSE(offered(s, Action::place(Development::Bench, dice_of({D12}), seven)));
  CHECK_FALSE(offered(s, Action::end()));  // every die can be used, so every die must be (P5)

  // 12 + 1 = 13 unlocks the bench (P5). Of the two 1s, the d6 is the canonical one.
  const unsigned bench_dice = dice_of({D20, D6});
  CHECK(offered(s, Action::unlock(Development::Bench, bench_dice)));
  CHECK_FALSE(offered(s, Action::unlock(Development::Bench, dice_of({D20, D10}))));
  CHECK_FALSE(offered(s, Action::unlock(Development::Water, bench_dice)));  // 13 is not water
  CHECK(offered(s, Action::unlock(Development::Water, dice_of({D20}))));    // 12 alone is
  play(s, Action::unlock(Development::Bench, bench_dice));
  CHECK(s.used() == bench_dice);
  CHECK(s.unlocked() == bit_of(Development::Bench));
  CHECK_FALSE(offered(s, Action::end()));  // the bench must be placed
  CHECK_FALSE(any_modification(s));        // dice are in use
  for (Action a : legal(s)) {
    CHECK_MESSAGE((a.dice() & bench_dice) == 0, "circled dice reused by " << describe(a));
    if (a.kind() == Kind::Place) CHECK(a.development() == Development::Bench);
  }

  // The 7 places the bench on a square printed 7.
  play(s, Action::place(Development::Bench, dice_of({D12}), seven));
  CHECK(s.park().benches() == bit(seven));
  CHECK_FALSE(offered(s, Action::end()));  // four dice are left
  // She could place more benches with the values left, e.g. the 6 on a square printed 6.
  CHECK(offered(s, Action::place(Development::Bench, dice_of({D8}), six)));

  // The 6 unlocks the path; then the 1 and the 3 place path segments.
  play(s, Action::unlock(Development::Path, dice_of({D8})));
  CHECK_FALSE(offered(s, Action::end()));
  CHECK_FALSE(offered(s, Action::place(Development::Path, dice_of({D12}), seven)));  // d12 was crossed off
  play(s, Action::place(Development::Path, dice_of({D10}), one));                    // the remaining 1
  CHECK_FALSE(offered(s, Action::end()));                                            // the 3 is left
  play(s, Action::place(Development::Path, dice_of({D4}), three));

  // All six dice are used: ending is all that is left.
  CHECK(s.used() == kAllDice);
  CHECK(s.unlocked() == (bit_of(Development::Bench) | bit_of(Development::Path)));
  CHECK(s.placed() == s.unlocked());
  const auto last = legal(s);
  REQUIRE(last.size() == 1);
  CHECK(last[0] == Action::end());
  finish_round(s);
  CHECK(s.round() == 1);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.park(0).benches() == bit(seven));
  CHECK(s.park(0).paths() == (bit(one) | bit(three)));
  CHECK(s.park(0).trees() == 0);
  CHECK(s.park(0).water() == 0);
  CHECK(s.modifications(0) == 0);
}

TEST_CASE("planner P5 unlock ranges: tree 1-4, path 5-8, water 9-12, bench 13+") {
  SoloState s = solo();
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  const auto unlockable = [&](unsigned dice) {
    std::set<Development> types;
    for (Action a : legal(s))
      if (a.kind() == Kind::Unlock && a.dice() == dice) types.insert(a.development());
    return types;
  };
  using DS = std::set<Development>;
  CHECK(unlockable(dice_of({D4})) == DS{Development::Tree});         // 4
  CHECK(unlockable(dice_of({D6})) == DS{Development::Path});         // 5
  CHECK(unlockable(dice_of({D8})) == DS{Development::Path});         // 8
  CHECK(unlockable(dice_of({D10})) == DS{Development::Water});       // 9
  CHECK(unlockable(dice_of({D12})) == DS{Development::Water});       // 12
  CHECK(unlockable(dice_of({D20})) == DS{Development::Bench});       // 20
  CHECK(unlockable(dice_of({D4, D6})) == DS{Development::Water});    // 9
  CHECK(unlockable(dice_of({D4, D10})) == DS{Development::Bench});   // 13
  CHECK(unlockable(dice_of({D12, D20})) == DS{Development::Bench});  // 32: no upper bound
  // Every circle splits into groups in its type's range: 5 and 8 as two path groups, say.
  for (Action a : legal(s))
    if (a.kind() == Kind::Unlock)
      CHECK_MESSAGE(splits_in_range(s, static_cast<int>(a.development()), a.dice()), describe(a));
  CHECK(unlockable(dice_of({D6, D8})) == DS{Development::Path, Development::Bench});  // 5 and 8, or 13
  SoloState low = solo();
  low.apply(roll_of({1, 1, 1, 1, 1, 1}));
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4}))));                    // 1
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4, D6, D8, D10}))));       // 4
  CHECK(offered(low, Action::unlock(Development::Path, dice_of({D4, D6, D8, D10, D12}))));  // 5
  CHECK_FALSE(offered(low, Action::unlock(Development::Path, dice_of({D4, D6, D8, D10}))));
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4, D6, D8, D10, D12}))));  // five tree groups
}

TEST_CASE("planner P5 placing: an unlocked type, the exact printed number, an empty square, never the booth") {
  SoloState s = solo();
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  // Nothing unlocked: nothing to place.
  CHECK(count_kind(s, Kind::Place) == 0);
  play(s, Action::unlock(Development::Tree, dice_of({D4})));
  // The 5 places a tree exactly on the empty squares printed 5.
  std::set<int> squares;
  for (Action a : legal(s)) {
    if (a.kind() != Kind::Place) continue;
    CHECK(a.development() == Development::Tree);  // only the unlocked type
    CHECK(a.square() != kBoothSquare);
    int sum = 0;
    for (int k = 0; k < 6; ++k)
      if (a.dice() >> k & 1) sum += s.dice()[k];
    CHECK_MESSAGE(s.sheet().number(a.square()) == sum, describe(a));
    if (a.dice() == dice_of({D6})) squares.insert(a.square());
  }
  std::set<int> fives;
  for (int q = 0; q < kSquares; ++q)
    if (q != kBoothSquare && s.sheet().number(q) == 5) fives.insert(q);
  CHECK(fives.size() == 6u);  // P2
  CHECK(squares == fives);
  const int five = *fives.begin();
  play(s, Action::place(Development::Tree, dice_of({D6}), five));
  CHECK(s.park().trees() == bit(five));
  // The square is developed: no second development there, this round or later.
  for (Action a : legal(s)) CHECK(a.square() != five);
  // The 8, 9, 12 and 20 are still to be used (P5) on squares printed 8, 9, 12 and 20.
  CHECK(s.used() == dice_of({D4, D6}));
  CHECK_FALSE(offered(s, Action::end()));
  finish_round(s);
  CHECK(s.used() == kAllDice);
  CHECK(s.modifications(0) == 0);
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  play(s, Action::unlock(Development::Path, dice_of({D8})));
  int places_on_fives = 0;
  for (Action a : legal(s)) {
    if (a.kind() != Kind::Place) continue;
    CHECK(a.square() != five);
    if (a.dice() == dice_of({D6})) ++places_on_fives;
  }
  CHECK(places_on_fives == 5);
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) s.apply(roll_of({4, 5, 8, 9, 12, 20}));
    else if (s.unlocked() & ~s.placed())
      play(s, Action::place(Development::Path, dice_of({D6}), empty_square_printed(s, 5)));
    else finish_round(s);
  }
  CHECK(s.score_card(0).modifications == 0);
  CHECK(s.score(0) == doctest::Approx(own_score(s.park(0), s.deal(), 0).total));
}

TEST_CASE("planner P5 an unlocked type must be placed before End is offered") {
  SoloState s = solo();
  s.apply(roll_of({2, 3, 6, 10, 11, 17}));
  CHECK_FALSE(offered(s, Action::end()));  // nothing used, and every die can be
  play(s, Action::unlock(Development::Tree, dice_of({D4})));
  CHECK_FALSE(offered(s, Action::end()));
  play(s, Action::unlock(Development::Water, dice_of({D10})));
  CHECK_FALSE(offered(s, Action::end()));
  // A tree placed; water still owed.
  play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 3)));
  CHECK_FALSE(offered(s, Action::end()));
  // Water placed with 6 + 11 = 17: a vicinity square.
  const int seventeen = empty_square_printed(s, 17);
  CHECK((kVicinity & bit(seventeen)) != 0);
  play(s, Action::place(Development::Water, dice_of({D8, D12}), seventeen));
  CHECK(s.placed() == s.unlocked());
  CHECK_FALSE(offered(s, Action::end()));  // the d20's 17 fits the other square printed 17
  finish_round(s);
  CHECK(s.used() == kAllDice);
  CHECK(s.modifications(0) == 0);
}

TEST_SUITE_END();

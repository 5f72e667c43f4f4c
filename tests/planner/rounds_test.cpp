// Polyhedral Park Planner: the rounds (docs/rules.md P1-P9): the book's round example, P3/P4
// modifications, P5 unlock ranges and placing, the round flow and the multiplayer tie-breaks,
// and random playouts (solo and 2-4 players). The move generator's P5 use of the dice is
// checked against a brute force in planner_dice_test.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstdint>
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
#include "planner_test_util.h"

using namespace planner_test;

namespace {

const Deal kDeal = make_deal({1, 2, 4});

SoloState solo(int sheet = 1) { return SoloState::initial(published_sheet(sheet), kDeal, 1); }
PartyState party(int players, const Deal& deal = kDeal, int sheet = 1) {
  return PartyState::initial(published_sheet(sheet), deal, players);
}

// ---------------------------------------------------------------------------------------------
// The test's own scoring: regions by breadth-first search on the 9x9 grid (P6).

struct OwnScore {
  int cards = 0, isolated = 0, lowest = 1 << 30, penalty = 0, total = 0;
};

OwnScore own_score(const Park& park, const Deal& deal, int modifications) {
  std::array<bool, kSquares> developed{};
  for (int s = 0; s < kSquares; ++s)
    for (int d = 0; d < 4; ++d) developed[s] = developed[s] || (park.boards[d] & bit(s));
  std::array<int, kSquares> region{};
  region.fill(-1);
  int regions = 0;
  std::vector<bool> scores;
  for (int start = 0; start < kSquares; ++start) {
    if (!developed[start] || region[start] >= 0) continue;
    bool near_booth = false;
    std::vector<int> queue = {start};
    region[start] = regions;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int s = queue[i], r = row_of(s), c = column_of(s);
      if (std::abs(r - 4) <= 1 && std::abs(c - 4) <= 1) near_booth = true;
      const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int rr = r + dr[k], cc = c + dc[k];
        if (rr < 0 || rr > 8 || cc < 0 || cc > 8) continue;
        const int t = square_of(rr, cc);
        if (developed[t] && region[t] < 0) region[t] = regions, queue.push_back(t);
      }
    }
    scores.push_back(near_booth);
    ++regions;
  }
  Board scoring = 0;
  OwnScore out;
  for (int s = 0; s < kSquares; ++s)
    if (developed[s] && scores[region[s]]) scoring |= bit(s);
  for (bool b : scores) out.isolated += !b;
  for (int card : deal) {
    const int points = card_points(card, park, scoring);
    out.cards += points;
    out.lowest = std::min(out.lowest, points);
  }
  out.penalty = 3 * out.isolated + modifications;
  out.total = out.cards - out.penalty;
  return out;
}

}  // namespace

// =============================================================================================

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
    CHECK_FALSE(offered(s, Action::unlock(Development::Bench, kAllDice)));  // 13, nothing left
    CHECK(offered(s, Action::unlock(Development::Water, dice_of({D4, D6, D8, D20}))));  // 11, a 1 left
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
  play(s, Action::place(Development::Path, dice_of({D10}), one));  // the remaining 1
  CHECK_FALSE(offered(s, Action::end()));  // the 3 is left
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
  CHECK(unlockable(dice_of({D4})) == DS{Development::Tree});    // 4
  CHECK(unlockable(dice_of({D6})) == DS{Development::Path});    // 5
  CHECK(unlockable(dice_of({D8})) == DS{Development::Path});    // 8
  CHECK(unlockable(dice_of({D10})) == DS{Development::Water});  // 9
  CHECK(unlockable(dice_of({D12})) == DS{Development::Water});  // 12
  CHECK(unlockable(dice_of({D20})) == DS{Development::Bench});  // 20
  CHECK(unlockable(dice_of({D4, D6})) == DS{Development::Water});   // 9
  CHECK(unlockable(dice_of({D4, D10})) == DS{Development::Bench});  // 13
  CHECK(unlockable(dice_of({D12, D20})) == DS{Development::Bench});  // 32: no upper bound
  // Every circle splits into groups in its type's range: 5 and 8 as two path groups, say.
  for (Action a : legal(s))
    if (a.kind() == Kind::Unlock) CHECK_MESSAGE(splits_in_range(s, static_cast<int>(a.development()), a.dice()), describe(a));
  CHECK(unlockable(dice_of({D6, D8})) == DS{Development::Path, Development::Bench});  // 5 and 8, or 13
  SoloState low = solo();
  low.apply(roll_of({1, 1, 1, 1, 1, 1}));
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4}))));  // 1
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4, D6, D8, D10}))));  // 4
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
    else if (s.unlocked() & ~s.placed()) play(s, Action::place(Development::Path, dice_of({D6}), empty_square_printed(s, 5)));
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

TEST_CASE("planner round flow: 10 rounds, then terminal, one shared roll played in seat order") {
  SUBCASE("solo: ten rolls then over") {
    SoloState s = solo();
    for (int round = 0; round < kRounds; ++round) {
      CHECK(s.round() == round);
      CHECK(s.current_player() == kChancePlayer);
      CHECK(s.phase() == Phase::Roll);
      CHECK_FALSE(s.is_terminal());
      s.apply(roll_of({1 + round % 4, 2, 3, 4, 5, 6}));
      CHECK(s.current_player() == 0);
      finish_round(s);
    }
    CHECK(s.is_terminal());
    CHECK(s.round() == kRounds);
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(legal(s).empty());
  }
  SUBCASE("3 players: same roll, seat order, own dice and modifications") {
    PartyState s = party(3);
    CHECK(s.num_players() == 3);
    for (int round = 0; round < kRounds; ++round) {
      REQUIRE(s.current_player() == kChancePlayer);
      const std::array<int, 6> r = {1 + round % 4, 1 + round % 6, 5, 9, 12, 13 + round % 5};
      s.apply(roll_of(r));
      // Seat 0 adjusts its copy of the roll.
      REQUIRE(s.current_player() == 0);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      if (round == 0) {
        play(s, Action::raise(D8));
        CHECK(s.dice()[D8] == 6);
        CHECK(s.rolled()[D8] == 5);
      }
      finish_round(s);
      // Seat 1 sees the roll as drawn, and develops a square.
      REQUIRE(s.current_player() == 1);
      CHECK(s.seat() == 1);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(any_modification(s));
      if (round == 0) {
        play(s, Action::unlock(Development::Path, dice_of({D8})));
        play(s, Action::place(Development::Path, dice_of({D10}), empty_square_printed(s, 9)));
      }
      finish_round(s);
      REQUIRE(s.current_player() == 2);
      CHECK(s.dice() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(s.round() == round);
      finish_round(s);
      CHECK(s.round() == round + 1);
    }
    CHECK(s.is_terminal());
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(s.modifications(0) == 1);
    CHECK(s.modifications(1) == 0);
    CHECK(s.modifications(2) == 0);
    // Each seat used every die of every round on its own park.
    for (int p = 0; p < 3; ++p) CHECK(count(s.park(p).developed()) >= kRounds);
  }
}

TEST_CASE("planner multiplayer winners: highest total, then fewest penalty points, then highest lowest card, then shared") {
  // Score cards as the tie-breaks see them (P5 makes every seat use its dice every round, so
  // parks built move by move differ in more than the points a tie-break needs).
  const auto card = [](std::array<int, 3> points, int isolated, int modifications) {
    ScoreCard c;
    c.points = points;
    c.isolated_regions = isolated;
    c.modifications = modifications;
    return c;
  };
  SUBCASE("fewest penalty points break a tie on totals; a lower total loses") {
    const ScoreCard a = card({1, 2, 0}, 0, 0), b = card({2, 2, 0}, 0, 1), c = card({1, 1, 0}, 0, 0);
    REQUIRE(a.total() == 3);
    REQUIRE(b.total() == 3);
    CHECK(standing(a) > standing(b));
    CHECK(standing(b) > standing(c));
  }
  SUBCASE("the highest total wins even with more penalty points") {
    CHECK(standing(card({5, 5, 0}, 1, 1)) > standing(card({2, 1, 2}, 0, 0)));  // 6 against 5
  }
  SUBCASE("the highest lowest card breaks a tie on totals and penalties; a full tie is shared") {
    const ScoreCard a = card({2, 2, 0}, 0, 0), b = card({1, 1, 2}, 0, 0), c = card({2, 1, 1}, 0, 0);
    CHECK(standing(b) > standing(a));
    CHECK(standing(b) == standing(c));
  }
  SUBCASE("is_winner on played games ranks the seats by their standing") {
    for (int g = 0; g < 20; ++g) {
      Rng rng(static_cast<std::uint64_t>(g));
      PartyState s = party(2 + g % 3, deal_cards(rng), 1 + g);
      while (!s.is_terminal()) {
        if (s.current_player() == kChancePlayer) s.apply(s.sample_chance(rng));
        else finish_round(s);
      }
      for (int p = 0; p < s.num_players(); ++p) {
        bool best = true;
        for (int q = 0; q < s.num_players(); ++q) best = best && !(standing(s.score_card(q)) > standing(s.score_card(p)));
        CHECK(s.is_winner(p) == best);
      }
    }
  }
}

TEST_CASE("planner random playouts (P1-P6): solo and 2-4 players") {
  int games = 0, decisions = 0, rerolls = 0;
  for (int players = 1; players <= 4; ++players) {
    const int count_games = players == 1 ? 120 : 50;
    for (int g = 0; g < count_games; ++g, ++games) {
      const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(players) * 7919;
      const std::uint64_t game = static_cast<std::uint64_t>(g);
      Rng setup = Rng::stream(seed, game, Stream::Layout);
      const Sheet sheet = g % 3 == 2 ? generate_sheet(setup) : published_sheet(1 + static_cast<int>(setup.below(100)));
      const Deal deal = deal_cards(setup);
      PartyState start = PartyState::initial(sheet, deal, players);
      std::array<RandomAgent<PartyState>, kMaxPlayers> agents{};

      // Step as play_game does, with the same streams, checking every step.
      PartyState state = start;
      Rng chance = Rng::stream(seed, game, Stream::Chance), event;
      std::array<Rng, kMaxPlayers> seat_rngs;
      for (int p = 0; p < players; ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
      Tracker tracker;
      DiceValues last_roll{};
      while (!state.is_terminal()) {
        const int player = state.current_player();
        if (player == kChancePlayer) {
          const bool roll = state.phase() == Phase::Roll;
          const Action a = sample_chance(state, chance_stream(state, chance, event, seed, game));
          REQUIRE(a.is_roll());
          for (int k = 0; k < 6; ++k) {
            CHECK(a.value(k) >= 1);
            CHECK(a.value(k) <= kDieFaces[k]);
          }
          rerolls += !roll;
          tracker.apply(state, a);
          if (roll) {
            for (int k = 0; k < 6; ++k) last_roll[k] = static_cast<std::uint8_t>(a.value(k));
            CHECK(state.rolled() == last_roll);
          }
          continue;
        }
        CHECK(state.rolled() == last_roll);  // every seat plays the same roll
        if (state.used() == 0 && !tracker.rerolled && tracker.raised == 0 && tracker.lowered == 0)
          CHECK(state.dice() == last_roll);
        ActionList<PartyState> list;
        state.legal_actions(list);
        REQUIRE(!list.empty());
        CHECK(list.size() <= PartyState::kMaxActions);
        std::set<std::uint32_t> codes;
        for (Action a : list) {
          codes.insert(a.code);
          if (a.kind() == Kind::Place) CHECK(a.square() != kBoothSquare);
          if (a.kind() == Kind::Reroll) CHECK(players == 1);
        }
        CHECK(codes.size() == list.size());
        const Action a = act(agents[player], state, seat_rngs[player]);
        CHECK(codes.count(a.code) == 1);
        tracker.apply(state, a);
        ++decisions;
        CHECK(state.modifications(player) == tracker.modifications[player]);
        CHECK(state.modifications(player) <= kMaxModifications);
        // No square holds two developments, and the booth is never developed (P1).
        const Park& park = state.park(player);
        for (int d = 0; d < 4; ++d)
          for (int e = d + 1; e < 4; ++e) CHECK((park.boards[d] & park.boards[e]) == 0);
        CHECK((park.developed() & kBooth) == 0);
      }
      CHECK(tracker.rolls == kRounds);
      CHECK(state.round() == kRounds);
      CHECK(state.current_player() == kTerminalPlayer);

      // play_game gives the same final state, and again with the same seed.
      const PartyState played = play_game(start, agents, seed, game);
      CHECK(played == state);
      CHECK(play_game(start, agents, seed, game) == played);
      if (g == 0) CHECK_FALSE(play_game(start, agents, seed + 1, game) == played);

      // Scores recomputed from scratch; winners by the book's order.
      std::vector<std::tuple<int, int, int>> ranks;
      for (int p = 0; p < players; ++p) {
        const OwnScore own = own_score(state.park(p), deal, tracker.modifications[p]);
        const ScoreCard card = state.score_card(p);
        CHECK(card.modifications == tracker.modifications[p]);
        CHECK(card.isolated_regions == own.isolated);
        CHECK(card.card_total() == own.cards);
        CHECK(card.penalty() == own.penalty);
        CHECK(state.score(p) == doctest::Approx(own.total));
        ranks.emplace_back(own.total, -own.penalty, own.lowest);
      }
      if (players == 1) {
        const ScoreCard card = state.score_card(0);
        bool met = true;
        for (int i = 0; i < 3; ++i) met = met && requirement_met(deal[i], state.park(0));
        CHECK(state.is_winner(0) == (std::get<0>(ranks[0]) >= target(deal) && met));
        CHECK(card.all_met() == met);
      } else {
        const auto best = *std::max_element(ranks.begin(), ranks.end());
        int winners = 0;
        for (int p = 0; p < players; ++p) {
          CHECK(state.is_winner(p) == (ranks[p] == best));
          winners += state.is_winner(p);
        }
        CHECK(winners >= 1);
      }
    }
  }
  MESSAGE("random playouts: " << games << " games, " << decisions << " decisions, " << rerolls << " rerolls");
  CHECK(rerolls > 0);
}

TEST_CASE("planner random playouts: SoloState and play_game with the random agent") {
  for (int g = 0; g < 60; ++g) {
    Rng setup(static_cast<std::uint64_t>(g) + 99);
    const SoloState start = SoloState::initial(published_sheet(1 + g), deal_cards(setup), 1);
    std::array<RandomAgent<SoloState>, 1> agents{};
    const SoloState a = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    const SoloState b = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    CHECK(a == b);
    CHECK(a.is_terminal());
    CHECK(a.round() == kRounds);
    CHECK(a.modifications(0) <= kMaxModifications);
    CHECK((a.park(0).developed() & kBooth) == 0);
    const OwnScore own = own_score(a.park(0), a.deal(), a.modifications(0));
    CHECK(a.score(0) == doctest::Approx(own.total));
  }
}

// Perft for Polyhedral Park Planner: the number of decision sequences of a given length from
// fixed positions, every roll and reroll taken from a fixed script, so that the counts measure
// the move generator alone. The counts were computed once with perft() below and pinned; those
// whose comment says "by hand" follow from the rules as the comment explains.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"
#include "tests/core/perft.h"

using namespace parks;
using namespace parks::planner;

namespace {

// The dice of each round (a reroll takes the same values for the dice it rerolls).
Action scripted_roll(int round) {
  DiceValues values{1, 3, 5, 7, 9, 11};
  values[0] = static_cast<std::uint8_t>(1 + round % 4);
  return Action::roll(values);
}

// Decision sequences of length `depth` under the scripted chance (tests/core/perft.h).
template <class S>
std::uint64_t perft(const S& state, int depth) {
  return parks::testing::perft(state, depth, [](const auto& s) { return scripted_roll(s.round()); });
}

// A fixed midgame: `decisions` decisions, each the legal action with the largest code (a
// placement before an unlock before the end of the round).
template <class S>
S after_largest(S state, int decisions) {
  while (decisions > 0 && !state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(scripted_roll(state.round()));
      continue;
    }
    ActionList<S> actions;
    state.legal_actions(actions);
    Action largest = actions[0];
    for (const Action a : actions) largest = a.code > largest.code ? a : largest;
    state.apply(largest);
    --decisions;
  }
  return state;
}

// The cards of every position below: the pinned counts hold for this deal.
const Deal kPerftDeal = make_deal({1, 5, 12});

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner perft: the first round, solo and with two players") {
  const SoloState solo = SoloState::initial(published_sheet(1), kPerftDeal, 1);
  const PartyState party = PartyState::initial(published_sheet(1), kPerftDeal, 2);
  // By hand: the roll 1,3,5,7,9,11 on d4..d20 (P3) allows 11 one-step modifications (every die
  // up, every die but the d4's 1 down, P4); solo adds 63 rerolls, one per non-empty set of dice
  // (P4: solo only). The rest are the unlocks (P5), the same for both.
  const std::uint64_t unlocks = perft(party, 1) - 11;
  CHECK(perft(solo, 1) == 11 + 63 + unlocks);
  CHECK(perft(party, 1) == 98);
  CHECK(perft(solo, 2) == 11202);
  CHECK(perft(party, 2) == 4335);
}

TEST_CASE("planner perft: a solo midgame") {
  const SoloState middle = after_largest(SoloState::initial(published_sheet(7), kPerftDeal, 1), 12);
  CHECK(middle.round() == 4);
  // By hand: round 4 rolls the dice of round 0 (the script repeats every 4 rounds), and with no
  // type unlocked yet the first decision does not depend on the park: the start's 161 again.
  CHECK(perft(middle, 1) == 161);
  CHECK(perft(middle, 2) == 11098);
  CHECK(perft(middle, 3) == 452031);
}

TEST_SUITE_END();

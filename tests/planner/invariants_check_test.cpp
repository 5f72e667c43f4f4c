// Random games of Polyhedral Park Planner against the state's own invariants and exact equality.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"

using namespace parks;
using namespace parks::planner;

namespace {

// Plays a game with random moves and chance drawn with its probabilities. After every move the
// state checks itself (check_invariants asserts in a checked build: the sanitizer suite) and
// equality must be exact: the same move on two copies gives equal states, and no move leaves a
// state equal to the one before (subtree reuse relies on both).
template <class S>
int equality_failures(S state, std::uint64_t seed) {
  Rng rng(seed);
  int failures = 0;
  state.check_invariants();
  while (!state.is_terminal()) {
    typename S::Action action;
    if (state.current_player() == kChancePlayer) {
      action = sample_chance(state, rng);
    } else {
      ActionList<S> actions;
      state.legal_actions(actions);
      action = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    }
    S next = state, twin = state;
    next.apply(action);
    twin.apply(action);
    next.check_invariants();
    failures += !(next == twin) + (next == state);
    state = next;
  }
  return failures;
}

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner invariants: random solo and party games") {
  for (std::uint64_t g = 0; g < 5; ++g) {
    Rng rng(g);
    const Sheet& sheet = published_sheet(1 + static_cast<int>(g * 31 % kPublishedSheets));
    CHECK(equality_failures(SoloState::initial(sheet, deal_cards(rng), 1), g) == 0);
    CHECK(equality_failures(PartyState::initial(sheet, deal_cards(rng), 2 + static_cast<int>(g)), 100 + g) == 0);
  }
}

TEST_SUITE_END();

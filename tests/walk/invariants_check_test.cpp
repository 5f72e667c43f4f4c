// Random games of A Walk in the Park against the state's own invariants and exact equality.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/walk/components.h"
#include "engine/walk/state.h"

using namespace parks;
using namespace parks::walk;

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

Config config(int players, int level) {
  return Config{default_components().default_layout.mask(), Die{}, players, level};
}

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk invariants: random solo and party games") {
  for (std::uint64_t g = 0; g < 60; ++g) {
    CHECK(equality_failures(SoloState::initial(config(1, 1 + static_cast<int>(g % 4))), g) == 0);
    CHECK(equality_failures(PartyState::initial(config(2 + static_cast<int>(g % 5), 1)), 100 + g) == 0);
  }
}

TEST_SUITE_END();

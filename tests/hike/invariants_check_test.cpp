// Random games of Parks: Roll & Hike against the state's own invariants and exact equality.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/hike/components.h"
#include "engine/hike/state.h"

using namespace parks;
using namespace parks::hike;

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

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike invariants: random games in every park, 1-4 players") {
  for (int park = 0; park < kParks; ++park)
    for (int players = 1; players <= kMaxPlayers; ++players)
      for (std::uint64_t g = 0; g < 4; ++g) {
        const GameOptions options{players, static_cast<Park>(park)};
        CHECK(equality_failures(State::initial(default_components(), options), 100 * park + 10 * players + g) == 0);
      }
}

TEST_SUITE_END();

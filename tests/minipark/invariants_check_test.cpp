// Random games of Mini Park against the state's own invariants and exact equality.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/minipark/state.h"
#include "engine/minipark/tiles.h"

using namespace parks;
using namespace parks::minipark;

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

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark invariants: random games, 2-5 players, both rules, with and without the expansion") {
  for (int players = 2; players <= kMaxPlayers; ++players)
    for (const Rules rules : {Rules::Basic, Rules::Advanced})
      for (const bool expansions : {false, true})
        for (std::uint64_t g = 0; g < 6; ++g) {
          const GameOptions options{players, rules, expansions};
          CHECK(equality_failures(State::initial(default_tiles(), options), 1000 * players + 10 * g + expansions) == 0);
        }
}

TEST_SUITE_END();

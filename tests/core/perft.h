#pragma once
// Perft for any game: the number of decision sequences of length `depth` from a position (a game
// that ends sooner counts once). Chance nodes take no depth and follow `chance(state)`, a fixed
// script, so that the count measures the move generator alone.
#include <cstdint>

#include "engine/core/game.h"

namespace parks::testing {

template <GameState S, class Chance>
std::uint64_t perft(const S& state, int depth, const Chance& chance) {
  if (depth == 0 || state.is_terminal()) return 1;
  if (state.current_player() == kChancePlayer) {
    S next = state;
    next.apply(chance(state));
    return perft(next, depth, chance);
  }
  ActionList<S> actions;
  state.legal_actions(actions);
  if (depth == 1) return actions.size();
  std::uint64_t count = 0;
  for (const auto& action : actions) {
    S next = state;
    next.apply(action);
    count += perft(next, depth - 1, chance);
  }
  return count;
}

}  // namespace parks::testing

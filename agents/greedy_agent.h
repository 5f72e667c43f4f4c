#pragma once
// Plays the action whose resulting state has the best value for the acting player under the
// game's cheap evaluation `evaluate(state, player)` (found by argument-dependent lookup); ties
// are broken uniformly at random.
#include "engine/core/game.h"

namespace parks {

template <class S>
concept Evaluable = GameState<S> && requires(const S& state, int player) {
  { evaluate(state, player) } -> std::convertible_to<double>;
};

template <Evaluable S>
class GreedyAgent {
 public:
  static constexpr const char* kName = "greedy";

  typename S::Action choose(const S& state, Rng& rng) {
    ActionList<S> actions;
    state.legal_actions(actions);
    const int player = state.current_player();
    typename S::Action best{};
    double best_value = -1e300;
    int ties = 0;
    for (const auto& action : actions) {
      S next = state;
      next.apply(action);
      const double value = evaluate(next, player);
      if (value > best_value + 1e-9) {
        best_value = value;
        best = action;
        ties = 1;
      } else if (value > best_value - 1e-9 && rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
        best = action;  // reservoir sampling over equal values
      }
    }
    return best;
  }
};

}  // namespace parks

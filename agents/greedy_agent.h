#pragma once
// Plays the action whose resulting state has the best value for the acting player under an
// evaluation `Evaluation{}(state, player)`; ties are broken uniformly at random. By default the
// evaluation is the game's cheap `evaluate(state, player)` (found by argument-dependent lookup).
#include "engine/core/game.h"

namespace parks {

template <class S>
concept Evaluable = GameState<S> && requires(const S& state, int player) {
  { evaluate(state, player) } -> std::convertible_to<double>;
};

struct CheapEvaluation {
  template <Evaluable S>
  double operator()(const S& state, int player) const { return evaluate(state, player); }
};

template <GameState S, class Evaluation = CheapEvaluation>
class GreedyAgent {
 public:
  typename S::Action choose(const S& state, Rng& rng) const {
    ActionList<S> actions;
    state.legal_actions(actions);
    const int player = state.current_player();
    typename S::Action best{};
    double best_value = -1e300;
    int ties = 0;
    for (const auto& action : actions) {
      S next = state;
      next.apply(action);
      const double value = Evaluation{}(next, player);
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

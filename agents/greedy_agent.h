#pragma once
// The greedy agent of a game. By default it plays one ply (`OnePlyAgent`): the action whose
// resulting state has the best value for the acting player under an evaluation
// `evaluation(state, player)`, ties broken uniformly at random. One evaluation is built for each
// choice, so it may remember what its candidates share; by default it is the game's
// cheap `evaluate(state, player)` (the game's own, by argument-dependent lookup). A game whose single
// actions are too small to judge alone (an unlock in the planner) names its own greedy agent by
// specialising `Greedy<State>`.
#include "engine/core/game.h"

namespace parks {

struct CheapEvaluation {
  template <CheaplyEvaluable S>
  double operator()(const S& state, int player) const {
    return evaluate(state, player);
  }
};

template <GameState S, class Evaluation = CheapEvaluation>
class OnePlyAgent {
 public:
  typename S::Action choose(const S& state, Rng& rng) const {
    ActionList<S> actions;
    state.legal_actions(actions);
    const int player = state.current_player();
    Evaluation evaluation{};  // one for the choice: an evaluation may remember across its positions
    typename S::Action best{};
    double best_value = -1e300;
    int ties = 0;
    // One position for the choice, assigned afresh for each action: a state's assignment may
    // copy less than the whole (Mini Park's park copies only what is live).
    S next = state;
    for (const auto& action : actions) {
      next = state;
      next.apply(action);
      const double value = evaluation(next, player);
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

template <class S>
struct Greedy {
  using agent = OnePlyAgent<S>;
};

template <class S>
using GreedyAgent = typename Greedy<S>::agent;

}  // namespace parks

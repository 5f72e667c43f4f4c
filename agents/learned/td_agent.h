#pragma once
// The agents and the evaluation built on a learned value (value_model.h):
// - `TdAgent`: one ply over afterstates, the action whose resulting position the model values
//   highest for the acting player (a finished game is worth its score, or its win when the
//   model predicts wins), ties broken at random.
//   The value of an afterstate is already the expectation over the chance that follows, so one
//   ply is the expectimax of the learned value.
// - `LearnedEvaluation`: the same value for the search's leaves and priors.
// A game may name another agent for `td` by specialising `Td<State>` (the planner judges whole
// round plans, not single dice).
#include <memory>
#include <stdexcept>

#include "agents/learned/features.h"
#include "agents/learned/value_model.h"
#include "engine/core/game.h"

namespace parks {

template <HasLearnedValue S>
double learned_value(const ValueModel& model, const S& state, int player) {
  if (state.is_terminal()) return model.final_value(state, player);
  Features<Learned<S>::kMaxActive> features;
  Learned<S>::features(state, player, features);
  return model.value(features);
}

template <GameState S>
class TdAgent {
 public:
  TdAgent() = default;
  explicit TdAgent(std::shared_ptr<const ValueModel> model) : model_(std::move(model)) {}

  typename S::Action choose(const S& state, Rng& rng) const {
    if constexpr (HasLearnedValue<S>) {
      ActionList<S> actions;
      state.legal_actions(actions);
      const int player = state.current_player();
      typename S::Action best = actions[0];
      double best_value = -1e300;
      int ties = 0;
      for (const auto& action : actions) {
        S next = state;
        next.apply(action);
        const double value = learned_value(*model_, next, player);
        if (value > best_value + 1e-9) {
          best_value = value;
          best = action;
          ties = 1;
        } else if (value > best_value - 1e-9 && rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
          best = action;
        }
      }
      return best;
    } else {
      throw std::logic_error("the game has no learned evaluation");
    }
  }

  const ValueModel& model() const { return *model_; }

 private:
  std::shared_ptr<const ValueModel> model_;
};

template <class S>
struct Td {
  using agent = TdAgent<S>;
};

template <class S>
using TdPolicy = typename Td<S>::agent;

template <GameState S>
class LearnedEvaluation {
 public:
  LearnedEvaluation() = default;
  explicit LearnedEvaluation(std::shared_ptr<const ValueModel> model) : model_(std::move(model)) {}
  double operator()(const S& state, int player) const {
    if constexpr (HasLearnedValue<S>) return learned_value(*model_, state, player);
    else throw std::logic_error("the game has no learned evaluation");
  }

 private:
  std::shared_ptr<const ValueModel> model_;
};

}  // namespace parks

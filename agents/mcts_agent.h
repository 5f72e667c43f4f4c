#pragma once
// The MCTS agent: plays the most visited root action of a search whose rollouts are played by
// one of the simple agents.
#include <memory>
#include <variant>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/learned/td_agent.h"
#include "agents/random_agent.h"
#include "search/mcts.h"

namespace parks {

// The agents a rollout can be played by.
template <GameState S>
class RolloutPolicy {
 public:
  using Variant = std::variant<RandomAgent<S>, GreedyAgent<S>, HeuristicAgent<S>, TdPolicy<S>>;
  RolloutPolicy() = default;
  explicit RolloutPolicy(Variant agent) : agent_(std::move(agent)) {}
  typename S::Action choose(const S& state, Rng& rng) {
    return std::visit([&](auto& a) { return a.choose(state, rng); }, agent_);
  }

 private:
  Variant agent_;
};

// The evaluations a search can score positions by: the game's cheap one, its heuristic's or the
// learned one.
template <GameState S>
class StateEvaluation {
 public:
  using Variant = std::variant<CheapEvaluation, HeuristicEvaluation<S>, LearnedEvaluation<S>>;
  StateEvaluation() = default;
  explicit StateEvaluation(Variant evaluation) : evaluation_(std::move(evaluation)) {}
  double operator()(const S& state, int player) const {
    return std::visit([&](const auto& e) { return e(state, player); }, evaluation_);
  }
  // Values of all the actions at once, when the evaluation can give them (see search::Playout).
  bool action_values(const S& state, const ActionList<S>& actions, std::array<double, S::kMaxActions>& values) const {
    return std::visit(
        [&](const auto& e) {
          if constexpr (ValuesActions<std::decay_t<decltype(e)>, S>) return e.action_values(state, actions, values);
          else return false;
        },
        evaluation_);
  }

 private:
  Variant evaluation_;
};

// A game's MCTS defaults, as the settings of an `mcts:` spec that the keys a user gives go over:
// the strongest setting found for the game at about a second a move. Empty: MctsConfig's.
template <class S>
struct SearchDefaults {
  static constexpr const char* kSpec = "";
};

template <GameState S>
using MctsPlayout = search::Playout<RolloutPolicy<S>, StateEvaluation<S>>;

template <GameState S>
class MctsAgent {
 public:
  MctsAgent(search::MctsConfig config, MctsPlayout<S> playout) : config_(config), playout_(playout) {}
  // A copy starts with no tree: agents are copied from a prototype for every game.
  MctsAgent(const MctsAgent& other) : config_(other.config_), playout_(other.playout_) {}
  MctsAgent& operator=(const MctsAgent& other) {
    config_ = other.config_;
    playout_ = other.playout_;
    search_.reset();
    return *this;
  }

  typename S::Action choose(const S& state, Rng& rng) {
    const auto result = analyse(state, rng);
    if (result.actions.empty()) return playout_.policy.choose(state, rng);  // no room for the root's children
    return result.actions.front().action;
  }

  search::SearchResult<typename S::Action> analyse(const S& state, Rng& rng) {
    if (!search_) search_ = std::make_unique<Search>(config_, playout_);
    return search_->search(state, rng);
  }

  const search::MctsConfig& config() const { return config_; }

 private:
  using Search = search::Mcts<S, RolloutPolicy<S>, StateEvaluation<S>>;
  search::MctsConfig config_;
  MctsPlayout<S> playout_;
  std::unique_ptr<Search> search_;
};

}  // namespace parks

#pragma once
// mcts: Monte Carlo tree search, its rollouts and evaluations chosen by its settings.
#include <string>

#include "agents/agent_spec.h"
#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/kinds/td.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"

namespace parks {

template <GameState S>
RolloutPolicy<S> make_rollout_policy(const AgentSpec& spec) {
  if (spec.rollout == "greedy") return RolloutPolicy<S>(GreedyAgent<S>{});
  if (spec.rollout == "heuristic") return RolloutPolicy<S>(HeuristicAgent<S>{});
  if (spec.rollout == "td") return RolloutPolicy<S>(TdPolicy<S>(learned_model<S>(spec)));
  return RolloutPolicy<S>(RandomAgent<S>{});
}

template <GameState S>
StateEvaluation<S> make_evaluation(const AgentSpec& spec) {
  if (spec.evaluation == "plan") return StateEvaluation<S>(HeuristicEvaluation<S>{});
  if (spec.evaluation == "learned") return StateEvaluation<S>(LearnedEvaluation<S>(learned_model<S>(spec)));
  return StateEvaluation<S>(CheapEvaluation{});
}

// `spec` with the game's MCTS defaults under the keys it gives.
template <GameState S>
AgentSpec with_game_defaults(const AgentSpec& spec) {
  const std::string defaults = SearchDefaults<S>::kSpec;
  if (spec.name != "mcts" || defaults.empty()) return spec;
  return parse_agent_spec(spec.text, parse_agent_spec("mcts:" + defaults));
}

struct MctsKind {
  static constexpr const char* kName = "mcts";
  static constexpr const char* kSettings = "key=value,...";
  static constexpr const char* kHelp = "Monte Carlo tree search (below)";
  static void read(AgentSpec& spec, const Settings& settings) { read_mcts_settings(spec, settings); }
  template <GameState S>
  using Agent = MctsAgent<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec& given) {
    const AgentSpec spec = with_game_defaults<S>(given);
    return MctsAgent<S>(spec.mcts, {make_rollout_policy<S>(spec), make_evaluation<S>(spec)});
  }
};

}  // namespace parks

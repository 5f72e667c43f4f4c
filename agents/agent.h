#pragma once
// The agents a game can be played by, built from a spec at run time; a std::variant keeps the
// decision calls free of virtual dispatch. A game's heuristic agent must be visible (its
// `Heuristic<State>` specialisation) where `AnyAgent<State>` is used.
#include <array>
#include <stdexcept>
#include <string>
#include <variant>

#include "agents/agent_spec.h"
#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/learned/model_store.h"
#include "agents/learned/td_agent.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"

namespace parks {

template <GameState S>
using AnyAgent = std::variant<RandomAgent<S>, GreedyAgent<S>, HeuristicAgent<S>, TdPolicy<S>, MctsAgent<S>>;

// The learned model a spec plays with (its weights=, or the game's shipped weights); throws
// std::invalid_argument with one line when the game has none or the file does not fit.
template <GameState S>
std::shared_ptr<const ValueModel> learned_model(const AgentSpec& spec) {
  if constexpr (HasLearnedValue<S>) {
    try {
      return shared_model<S>(spec.weights);
    } catch (const std::runtime_error& e) {
      throw std::invalid_argument("agent '" + spec.text + "': " + e.what());
    }
  } else {
    throw std::invalid_argument("agent '" + spec.text + "': this game has no learned evaluation");
  }
}

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

template <GameState S>
AnyAgent<S> make_agent(const AgentSpec& given) {
  const AgentSpec spec = with_game_defaults<S>(given);
  if (spec.name == "random") return RandomAgent<S>{};
  if (spec.name == "greedy") return GreedyAgent<S>{};
  if (spec.name == "heuristic") return HeuristicAgent<S>{};
  if (spec.name == "td") return TdPolicy<S>(learned_model<S>(spec));
  return MctsAgent<S>(spec.mcts, {make_rollout_policy<S>(spec), make_evaluation<S>(spec)});
}

template <GameState S>
AnyAgent<S> make_agent(const std::string& text) {
  return make_agent<S>(parse_agent_spec(text));
}

// The agents of a game with `agent` in each of its `players` seats: fresh copies per game.
template <GameState S>
std::array<AnyAgent<S>, S::kMaxPlayers> agent_in_every_seat(const AnyAgent<S>& agent, int players) {
  std::array<AnyAgent<S>, S::kMaxPlayers> agents;
  for (int p = 0; p < players; ++p) agents[p] = agent;
  return agents;
}

}  // namespace parks

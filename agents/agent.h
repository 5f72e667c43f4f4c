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
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"

namespace parks {

template <GameState S>
using AnyAgent = std::variant<RandomAgent<S>, GreedyAgent<S>, HeuristicAgent<S>, MctsAgent<S>>;

template <GameState S>
RolloutPolicy<S> make_rollout_policy(const std::string& name) {
  if (name == "greedy") return RolloutPolicy<S>(GreedyAgent<S>{});
  if (name == "heuristic") return RolloutPolicy<S>(HeuristicAgent<S>{});
  return RolloutPolicy<S>(RandomAgent<S>{});
}

template <GameState S>
AnyAgent<S> make_agent(const AgentSpec& spec) {
  if (spec.name == "random") return RandomAgent<S>{};
  if (spec.name == "greedy") return GreedyAgent<S>{};
  if (spec.name == "heuristic") return HeuristicAgent<S>{};
  StateEvaluation<S> evaluation =
      spec.evaluation == "plan" ? StateEvaluation<S>(HeuristicEvaluation<S>{}) : StateEvaluation<S>(CheapEvaluation{});
  return MctsAgent<S>(spec.mcts, {make_rollout_policy<S>(spec.rollout), evaluation});
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

#pragma once
// The agents a game can be played by, chosen by name at run time; a std::variant keeps the
// decision calls free of virtual dispatch.
#include <stdexcept>
#include <string>
#include <variant>

#include "agents/greedy_agent.h"
#include "agents/random_agent.h"

namespace parks {

template <GameState S>
using AnyAgent = std::variant<RandomAgent<S>, GreedyAgent<S>>;

inline constexpr const char* kAgentNames = "random, greedy";

template <GameState S>
AnyAgent<S> make_agent(const std::string& name) {
  if (name == RandomAgent<S>::kName) return RandomAgent<S>{};
  if (name == GreedyAgent<S>::kName) return GreedyAgent<S>{};
  throw std::invalid_argument("unknown agent '" + name + "' (known: " + kAgentNames + ")");
}

template <GameState S>
typename S::Action choose(AnyAgent<S>& agent, const S& state, Rng& rng) {
  return std::visit([&](auto& a) { return a.choose(state, rng); }, agent);
}

}  // namespace parks

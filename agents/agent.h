#pragma once
// The agents a game can be played by, built from a spec at run time (agents/registry.h lists
// them); a std::variant keeps the decision calls free of virtual dispatch. A game's heuristic
// agent must be visible (its `Heuristic<State>` specialisation) where `AnyAgent<State>` is used.
#include <array>
#include <stdexcept>
#include <string>

#include "agents/agent_spec.h"
#include "agents/registry.h"

namespace parks {

template <GameState S>
using AnyAgent = AgentKinds::Variant<S>;

template <GameState S>
AnyAgent<S> make_agent(const AgentSpec& spec) {
  std::optional<AnyAgent<S>> made;
  AgentKinds::find([&]<class Kind>() {
    if (spec.name != Kind::kName) return false;
    made.emplace(std::in_place_type<typename Kind::template Agent<S>>, Kind::template make<S>(spec));
    return true;
  });
  if (!made) throw std::invalid_argument("agent '" + spec.text + "': unknown agent '" + spec.name + "'");
  return std::move(*made);
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

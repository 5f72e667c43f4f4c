#pragma once
// random: uniform over the legal actions.
#include "agents/agent_spec.h"
#include "agents/random_agent.h"

namespace parks {

struct RandomKind {
  static constexpr const char* kName = "random";
  static constexpr const char* kSettings = "";
  static constexpr const char* kHelp =
      "uniformly among the legal actions (Walk: conversions included, so it converts often; Planner: modifications "
      "included, so it spends all 12)";
  static void read(AgentSpec& spec, const Settings& settings) { read_label_only(spec, settings); }
  template <GameState S>
  using Agent = RandomAgent<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec&) {
    return {};
  }
};

}  // namespace parks

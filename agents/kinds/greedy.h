#pragma once
// greedy: one ply under the game's cheap evaluation.
#include "agents/agent_spec.h"
#include "agents/greedy_agent.h"

namespace parks {

struct GreedyKind {
  static constexpr const char* kName = "greedy";
  static constexpr const char* kSettings = "";
  static constexpr const char* kHelp =
      "Walk: the action whose result scores best under a cheap evaluation: points now, landmarks the network's open "
      "ends can reach, ibises to come for the ticked ibis bonuses. Planner: the best plan for the rest of the round by "
      "the points the park would score now; never modifies";
  static void read(AgentSpec& spec, const Settings& settings) { read_label_only(spec, settings); }
  template <GameState S>
  using Agent = GreedyAgent<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec&) {
    return {};
  }
};

}  // namespace parks

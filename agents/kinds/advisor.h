#pragma once
// advisor: each move is the advice of `parks advise` under a playout cap.
#include <stdexcept>

#include "agents/advisor_agent.h"
#include "agents/agent_spec.h"

namespace parks {

struct AdvisorKind {
  static constexpr const char* kName = "advisor";
  static constexpr const char* kSettings = "playouts=N,policy=P";
  static constexpr const char* kHelp =
      "the move `parks advise` ranks first: every legal move played out by the policy P (random, greedy or "
      "heuristic; heuristic unless given) in "
      "every seat on the same dice, at most N times (64 unless given), racing; ranked by score alone, by win chance "
      "with opponents. Slow (moves x N playouts a decision): for measuring what the advice is worth";
  static void read(AgentSpec& spec, const Settings& settings) { read_advisor_settings(spec, settings); }
  template <GameState S>
  using Agent = AdvisorAgent<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec& spec) {
    using Policy = typename AdvisorAgent<S>::Policy;
    if (spec.rollout == "random") return {Policy{RandomAgent<S>{}}, spec.playouts};
    if (spec.rollout == "greedy") return {Policy{GreedyAgent<S>{}}, spec.playouts};
    return {Policy{HeuristicAgent<S>{}}, spec.playouts};
  }
};

}  // namespace parks

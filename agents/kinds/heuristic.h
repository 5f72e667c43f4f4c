#pragma once
// heuristic: the game's own planning agent (each game specialises Heuristic<State>).
#include "agents/agent_spec.h"
#include "agents/heuristic.h"

namespace parks {

struct HeuristicKind {
  static constexpr const char* kName = "heuristic";
  static constexpr const char* kSettings = "";
  static constexpr const char* kHelp =
      "Walk: the same one-ply search under a planning evaluation: routes to landmarks discounted per drawing, live "
      "open ends, loop chances, ibises off the routes and grouped or spread as the ticked bonuses score them, a rolled "
      "turn valued as drawn. Planner: the round plan under a planning value (points now, the promise of unfinished "
      "card patterns, solo requirements and progress toward them, room to grow), and a modification or reroll when "
      "it raises the round's plan by more than its cost";
  static void read(AgentSpec& spec, const Settings& settings) { read_label_only(spec, settings); }
  template <GameState S>
  using Agent = HeuristicAgent<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec&) {
    return {};
  }
};

}  // namespace parks

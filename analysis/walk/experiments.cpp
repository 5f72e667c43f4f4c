#include "analysis/walk/experiments.h"

namespace parks {

// Each entry: experiment, game, default --games, help, default agents, function.
std::vector<ExperimentEntry> walk_experiments() {
  return {
      {"solo", "walk", 500,
       "each agent's solo win rate, score, ranks and score histogram at levels 1-4; --games per level and agent",
       {"random", "greedy", "heuristic", "mcts:iters=300"}, walk::solo},
      {"bonuses", "walk", 0, "PLACEHOLDER", {"heuristic"}, walk::bonuses},
      {"placements", "walk", 0, "PLACEHOLDER", {"heuristic"}, walk::placements},
      {"balance", "walk", 0, "PLACEHOLDER", {"heuristic"}, walk::balance},
      {"bound", "walk", 0, "PLACEHOLDER", {"heuristic"}, walk::bound},
  };
}

}  // namespace parks

#include "analysis/hike/experiments.h"

namespace parks {

// Each entry: experiment, game, default --games, help, default agents, function.
std::vector<ExperimentEntry> hike_experiments() {
  return {
      {"solo", "hike", 300,
       "each agent's solo win rate against the park's target, score, points by category and score histogram in each of "
       "the six parks; --games per park and agent",
       {"random", "greedy", "heuristic", "mcts:iters=100"}, hike::solo},
      {"bonuses", "hike", 6000,
       "what the Lead Hiker die, each wildlife and binoculars row, the journal bonuses and each park's night bonus are "
       "worth, by counterfactual paired rollouts; --games solo games (one decision of each kind valued per game)",
       {"heuristic"}, hike::bonuses},
      {"balance", "hike", 2500,
       "win rate and score by seat at 1-4 players with the Sun compensation, dice taken, and rule variants (--variant "
       "FILE: a patch over data/hike/components.json; default data/hike/variants/) paired with the baseline; --games per "
       "player count and rule set",
       {"heuristic"}, hike::balance},
  };
}

}  // namespace parks

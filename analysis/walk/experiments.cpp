#include "analysis/walk/experiments.h"

namespace parks {

// Each entry: experiment, game, default --games, help, default agents, function.
std::vector<ExperimentEntry> walk_experiments() {
  return {
      {"solo", "walk", 500,
       "each agent's solo win rate, score, ranks and score histogram at levels 1-4; --games per level and agent",
       {"random", "greedy", "heuristic", "mcts:iters=300"}, walk::solo},
      {"bonuses", "walk", 4000,
       "the value of each landmark bonus by pick number and game phase, and of a curve/straight conversion, against "
       "the best alternative (solo level 1); --games: the agent's games, each offering one pick point and one "
       "end-of-turn point, every choice played on 8 times",
       {"heuristic"}, walk::bonuses},
      {"placements", "walk", 400,
       "the value of every opening square and rotation for each first roll, and heat maps of where the agent draws "
       "each die result, on default and random landmarks (solo level 1); --games: replicates (one roll sequence "
       "shared by all 264 openings) per layout kind, plus 8 whole games per replicate for the heat maps",
       {"heuristic"}, walk::placements},
      {"balance", "walk", 2500,
       "seat advantage at 2-6 players (win rate and score edge over the other seats, paired), game length and end "
       "triggers (W12), and rule variants (--variant FILE, a components file; default: data/walk/variants/*.json) "
       "against the baseline at solo level 1 and 4 players on the same deals; --games per player count and per "
       "variant mode",
       {"heuristic"}, walk::balance},
      {"bound", "walk", 250,
       "the clairvoyant bound of solo play: a beam search knowing every roll against each agent on the same rolls "
       "as solo walk (win rate, score, paired gaps), levels 1-2; --games = roll sequences per level",
       {"greedy", "heuristic", "mcts:iters=300"}, walk::bound},
  };
}

}  // namespace parks

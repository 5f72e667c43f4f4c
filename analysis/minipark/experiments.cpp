#include "analysis/minipark/experiments.h"

namespace parks {

// Each entry: experiment, game, default --games, help, default agents, function.
std::vector<ExperimentEntry> minipark_experiments() {
  return {
      {"bonuses", "minipark", 750,
       "each character's value (take it vs the best alternative, paired rollouts) in basic and advanced rules by the "
       "round taken, 3 players; --games: games per rules, one decision studied in each",
       {"heuristic"}, minipark::bonuses},
      {"placements", "minipark", 1200,
       "a placement's value by the sides it touches and the roads it matches (paired rollouts), basic and advanced, "
       "3 players; --games: games per rules, one placement studied in each",
       {"heuristic"}, minipark::placements},
      {"balance", "minipark", 750,
       "win rate and score by seat for 2-5 players in basic and advanced rules, game length and end, tile variants "
       "(--variant FILE, default data/minipark/variants/) on the same seeds; --games: games per player count, rules "
       "and tile set",
       {"heuristic"}, minipark::balance},
  };
}

}  // namespace parks

#include "analysis/planner/experiments.h"

#include "engine/planner/sheet.h"

namespace parks {

namespace planner {

Setup data_setup(const std::filesystem::path& file) {
  Setup setup{.game = "planner", .name = "Polyhedral Park Planner"};
  read_component_file(setup, file, "planner/sheets.json");
  return setup;
}

namespace {

Setup study_setup(const ExperimentOptions& options) {
  Setup setup = data_setup(default_sheets_path());
  setup.players = options.players;
  return setup;
}

}  // namespace

}  // namespace planner

// Each entry: experiment, game, default --games, help, default agents, function, narrowing flags.
std::vector<ExperimentEntry> planner::studies() {
  std::vector<ExperimentEntry> entries = {
      {"solo",
       "planner",
       26,
       "each agent's solo win rate and score on each of the 196 deals P7 keeps, each card's points and requirement "
       "success, the hardest and easiest deals measured again on fresh games, the score histogram; --games per deal and agent",
       {"greedy", "heuristic", "td"},
       planner::solo},
      {"bonuses",
       "planner",
       4500,
       "the value of a modification (P4: modify vs keep at the first move of a round, paired rollouts, by kind, "
       "phase and the agent's own choice) and each card's difficulty on random deals; --games counts decision points",
       {"heuristic"},
       planner::bonuses},
      {"placements",
       "planner",
       4600,
       "the value of developing a square by printed number and distance from the booth (another reachable square "
       "instead of the agent's, paired rollouts) and the heat map of where the agent develops; --games counts games, "
       "one decision point each",
       {"heuristic"},
       planner::placements},
      {"balance",
       "planner",
       2000,
       "seat advantage with 2-4 players (--players: one; win rate and score by seat, paired against seat 1), how games "
       "are decided (tie-breakers) and what parks hold after the 10 rounds; no rule variants; --games per player count",
       {"heuristic"},
       planner::balance,
       {"players"}},
  };
  for (auto& entry : entries) entry.setup = planner::study_setup;
  return entries;
}

}  // namespace parks

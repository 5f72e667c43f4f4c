#include "analysis/minipark/experiments.h"

namespace parks {

namespace minipark {

const TileSet& study_tiles(const ExperimentOptions& options) {
  if (options.components.empty()) return default_tiles();
  return loaded_once<TileSet>(options.components, [](const std::string& file) { return load_tiles(file); });
}

Setup data_setup(const std::string& file, bool expansions) {
  Setup setup{.game = "minipark", .name = "Mini Park"};
  const std::filesystem::path read = file.empty() ? default_tiles_path() : std::filesystem::path(file);
  if (read_component_file(setup, read, "minipark/tiles.json")) {
    setup.assumed = {"road patterns M2", "fish M2"};
    if (expansions) setup.assumed.push_back("expansion tile counts M1");
  }
  return setup;
}

namespace {

// The studies play without the expansion tiles.
Setup study_setup(const ExperimentOptions& options) {
  study_tiles(options);  // a file that does not load is refused before any game
  Setup setup = data_setup(options.components, false);
  setup.players = options.players;
  setup.expansions = false;
  return setup;
}

}  // namespace

}  // namespace minipark

// Each entry: experiment, game, default --games, help, default agents, function, narrowing flags.
std::vector<ExperimentEntry> minipark::studies() {
  std::vector<ExperimentEntry> entries = {
      {"bonuses",
       "minipark",
       600,
       "each character's value (take it vs the best alternative, paired rollouts) in basic and advanced rules by the "
       "round taken, 3 players; --games: games per rules, one decision studied in each",
       {"td"},
       minipark::bonuses},
      {"placements",
       "minipark",
       950,
       "a placement's value by the sides it touches and the roads it matches (paired rollouts), basic and advanced, "
       "3 players; --games: games per rules, one placement studied in each",
       {"td"},
       minipark::placements},
      {"balance",
       "minipark",
       460,
       "win rate and score by seat for 2-5 players (--players: one) in basic and advanced rules, game length and end, "
       "tile variants (--variant FILE, default data/minipark/variants/) on the same seeds; --games: games per player "
       "count, rules and tile set",
       {"td"},
       minipark::balance,
       {"players"}},
  };
  for (auto& entry : entries) entry.data_flag = "tiles", entry.setup = minipark::study_setup;
  return entries;
}

}  // namespace parks

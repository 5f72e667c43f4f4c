#pragma once
// The experiments of Mini Park, one per file, and the tile data they read.
#include <filesystem>

#include "analysis/experiment.h"
#include "engine/minipark/tiles.h"

namespace parks::minipark {

// The studies `parks analyze` runs on the game: experiment, game, default budget, help, agents.
std::vector<ExperimentEntry> studies();

Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

// The tiles a study plays: the file of --tiles, else the shipped one.
const TileSet& study_tiles(const ExperimentOptions& options);

// What a run on tile file `file` (empty: the shipped one) rests on: the road patterns and fish
// (M2) are assumed when it is the project's own file, and the expansion tile counts (M1) too when
// `expansions`.
Setup data_setup(const std::string& file, bool expansions);

}  // namespace parks::minipark

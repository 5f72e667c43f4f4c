#pragma once
// The experiments of Polyhedral Park Planner, one per file.
#include <filesystem>

#include "analysis/experiment.h"

namespace parks::planner {

// The studies `parks analyze` runs on the game: experiment, game, default budget, help, agents.
std::vector<ExperimentEntry> studies();

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

// What a run on the sheets file `file` rests on: its sheets are transcribed from the published
// pad, so nothing in it is assumed.
Setup data_setup(const std::filesystem::path& file);

}  // namespace parks::planner

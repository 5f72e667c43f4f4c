#pragma once
// The experiments of A Walk in the Park, one per file, and the component data they read.
#include <filesystem>

#include "analysis/experiment.h"
#include "engine/walk/components.h"

namespace parks::walk {

// The studies `parks analyze` runs on the game: experiment, game, default budget, help, agents.
std::vector<ExperimentEntry> studies();

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);
Report bound(const ExperimentOptions& options);

// The components a study plays: the file of --components, else the shipped one.
const Components& study_components(const ExperimentOptions& options);

// What a run on components `file` (empty: the shipped one) rests on; the default landmarks (W3)
// are assumed when the run plays them from the project's own file.
Setup data_setup(const std::string& file, bool default_layout);

}  // namespace parks::walk

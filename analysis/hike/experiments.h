#pragma once
// The experiments of Parks: Roll & Hike, one per file, and the component data they read.
#include <filesystem>
#include <vector>

#include "analysis/experiment.h"
#include "engine/hike/components.h"
#include "engine/hike/parks.h"

namespace parks::hike {

// The studies `parks analyze` runs on the game: experiment, game, default budget, help, agents.
std::vector<ExperimentEntry> studies();

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

// The components a study plays: the file of --components, else the shipped one.
const Components& study_components(const ExperimentOptions& options);
// The parks a study plays: all six, or the one of --park.
std::vector<Park> study_parks(const ExperimentOptions& options);

// What a run on components `file` (empty: the shipped one) rests on: every face and value in it
// is assumed (H1) when it is the project's own file; the solo target (H7) too when `solo`.
Setup data_setup(const std::string& file, bool solo);

}  // namespace parks::hike

#pragma once
// The experiments of Polyhedral Park Planner, one per file.
#include "analysis/experiment.h"

namespace parks::planner {

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

}  // namespace parks::planner

#pragma once
// The experiments of Parks: Roll & Hike, one per file.
#include "analysis/experiment.h"

namespace parks::hike {

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

}  // namespace parks::hike

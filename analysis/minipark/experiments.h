#pragma once
// The experiments of Mini Park, one per file.
#include "analysis/experiment.h"

namespace parks::minipark {

Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);

}  // namespace parks::minipark

#pragma once
// The experiments of A Walk in the Park, one per file.
#include "analysis/experiment.h"

namespace parks::walk {

Report solo(const ExperimentOptions& options);
Report bonuses(const ExperimentOptions& options);
Report placements(const ExperimentOptions& options);
Report balance(const ExperimentOptions& options);
Report bound(const ExperimentOptions& options);

}  // namespace parks::walk

#include "analysis/experiment.h"

namespace parks {

std::vector<ExperimentEntry> planner_experiments() { return {}; }

}  // namespace parks

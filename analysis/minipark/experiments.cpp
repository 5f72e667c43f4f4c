#include "analysis/experiment.h"

namespace parks {

std::vector<ExperimentEntry> minipark_experiments() { return {}; }

}  // namespace parks

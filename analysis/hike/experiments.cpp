#include "analysis/experiment.h"

namespace parks {

std::vector<ExperimentEntry> hike_experiments() { return {}; }

}  // namespace parks

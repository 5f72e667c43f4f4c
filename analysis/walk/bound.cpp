// PLACEHOLDER: replaced by the helper that builds this experiment.
#include <stdexcept>

#include "analysis/walk/experiments.h"

namespace parks::walk {

Report bound(const ExperimentOptions&) { throw std::logic_error("bound walk: not built yet"); }

}  // namespace parks::walk

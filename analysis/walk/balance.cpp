// PLACEHOLDER: replaced by the helper that builds this experiment.
#include <stdexcept>

#include "analysis/walk/experiments.h"

namespace parks::walk {

Report balance(const ExperimentOptions&) { throw std::logic_error("balance walk: not built yet"); }

}  // namespace parks::walk

#pragma once
// An estimate as the findings quote it: "1.23 [0.90, 1.50]" or, for a share, "45.0% [40.1, 49.9]".
#include <string>

#include "analysis/format.h"
#include "analysis/table.h"

namespace parks::hike {

inline std::string estimate_text(const Estimate& e, bool percent = false) {
  const double k = percent ? 100 : 1;
  return format(percent ? "%.1f%% [%.1f, %.1f]" : "%.2f [%.2f, %.2f]", k * e.value, k * e.ci.low, k * e.ci.high);
}

// A difference of shares in percentage points: "+3.1 pp [0.4, 5.8]".
inline std::string points_text(const Estimate& e) {
  return format("%+.1f pp [%.1f, %.1f]", 100 * e.value, 100 * e.ci.low, 100 * e.ci.high);
}

}  // namespace parks::hike

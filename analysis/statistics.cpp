#include "analysis/statistics.h"

#include <algorithm>
#include <limits>

namespace parks {

Interval wilson(std::int64_t successes, std::int64_t trials, double z) {
  if (trials == 0) return {0.0, 1.0};
  const double n = static_cast<double>(trials);
  const double p = successes / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At 0 or n successes the bound is exactly 0 or 1 (rounding would leave 1e-19).
  return {successes == 0 ? 0.0 : std::max(0.0, centre - half),
          successes == trials ? 1.0 : std::min(1.0, centre + half)};
}

double Moments::variance() const {
  if (n < 2) return 0.0;
  const double mean_value = mean();
  const double v = (static_cast<double>(sum_squares) - n * mean_value * mean_value) / (n - 1);
  return v > 0 ? v : 0.0;
}

Interval Moments::mean_interval(double z) const {
  // One observation says nothing of the spread: the interval is unbounded, not a point.
  if (n < 2) return {-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  const double half = z * sd() / std::sqrt(static_cast<double>(n));
  return {mean() - half, mean() + half};
}

}  // namespace parks

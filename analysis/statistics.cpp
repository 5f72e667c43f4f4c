#include "analysis/statistics.h"

#include <algorithm>
#include <array>
#include <limits>

namespace parks {

Interval wilson(double successes, std::int64_t trials, double z) {
  if (trials == 0) return {0.0, 1.0};
  const double n = static_cast<double>(trials);
  const double p = successes / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At 0 or n successes the bound is exactly 0 or 1 (rounding would leave 1e-19).
  return {successes == 0 ? 0.0 : std::max(0.0, centre - half), successes == n ? 1.0 : std::min(1.0, centre + half)};
}

double Moments::variance() const {
  if (n < 2) return 0.0;
  const double mean_value = mean();
  const double v = (static_cast<double>(sum_squares) - n * mean_value * mean_value) / (n - 1);
  return v > 0 ? v : 0.0;
}

double t95(std::int64_t df) {
  static constexpr std::array<double, 30> kTable = {12.706204736175, 4.302652729749, 3.182446305284, 2.776445105198,
                                                    2.570581835636,  2.446911851145, 2.364624251593, 2.306004135204,
                                                    2.262157162798,  2.228138851986, 2.200985160092, 2.178812829667,
                                                    2.160368656463,  2.144786687918, 2.131449545560, 2.119905299221,
                                                    2.109815577833,  2.100922040241, 2.093024054408, 2.085963447266,
                                                    2.079613844728,  2.073873067904, 2.068657610419, 2.063898561628,
                                                    2.059538552753,  2.055529438643, 2.051830516480, 2.048407141795,
                                                    2.045229642133,  2.042272456301};
  if (df < 1) return std::numeric_limits<double>::infinity();
  if (df <= 30) return kTable[static_cast<std::size_t>(df - 1)];
  const double z = kZ95, z2 = z * z, v = static_cast<double>(df);
  const double z3 = z * z2, z5 = z3 * z2, z7 = z5 * z2, z9 = z7 * z2;
  return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
         (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v) +
         (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * v * v * v * v);
}

Interval Moments::mean_interval() const {
  if (n < 2) return {-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  const double half = t95(n - 1) * sd() / std::sqrt(static_cast<double>(n));
  return {mean() - half, mean() + half};
}

}  // namespace parks

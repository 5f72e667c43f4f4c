#pragma once
// Interval estimates used by every report. Accumulators hold integers only, so merging them
// is exact and the result cannot depend on how games were split over threads.
#include <cmath>
#include <cstdint>

namespace parks {

inline constexpr double kZ95 = 1.959963984540054;

// The two-sided 95% quantile of Student's t with `df` degrees of freedom (df >= 1): a table to 12
// decimals through 30, then the Cornish-Fisher expansion in 1/df (error below 1e-7).
double t95(std::int64_t df);

struct Interval {
  double low = 0;
  double high = 0;
};

// Wilson score interval for a binomial proportion. Successes may be fractional: a win tied
// between k seats counts 1/k to each (analysis/seat_record.h).
Interval wilson(double successes, std::int64_t trials, double z = kZ95);

// Count, sum and sum of squares of integer observations; merge (analysis/merge.h) adds them.
struct Moments {
  std::int64_t n = 0;
  std::int64_t sum = 0;
  std::int64_t sum_squares = 0;

  void add(std::int64_t x) {
    ++n;
    sum += x;
    sum_squares += x * x;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(n, sum, sum_squares);
  }
  double mean() const { return n ? static_cast<double>(sum) / n : 0.0; }
  double variance() const;  // sample variance (n - 1)
  double sd() const { return std::sqrt(variance()); }
  // The 95% interval of the mean by Student's t; unbounded below two observations, which say
  // nothing of the spread (reports print "n too small").
  Interval mean_interval() const;
};

// Paired observations (a, b) of the same units, e.g. two choices on the same rolls: the mean
// difference a - b has the spread of the differences, not of a and b apart, which is what makes
// common random numbers pay.
struct Paired {
  Moments a, b, difference;

  void add(std::int64_t x, std::int64_t y) {
    a.add(x);
    b.add(y);
    difference.add(x - y);
  }
  template <class Archive>
  void archive(Archive& x) {
    x(a, b, difference);
  }
};

}  // namespace parks

// Decision times: the mean exact to the microsecond, a percentile the upper edge of its bin
// (at most 25% above the true value), and the histogram's tail caught in its last bin.
#include <doctest/doctest.h>

#include "analysis/decision_times.h"

namespace parks {
namespace {

TEST_CASE("decision times: mean and 95th percentile of known times") {
  DecisionTimes times;
  for (int i = 0; i < 95; ++i) times.add(0.001);  // 1 ms
  for (int i = 0; i < 5; ++i) times.add(0.1);     // 100 ms
  CHECK(times.decisions == 100);
  CHECK(times.mean_seconds() == doctest::Approx(0.00595));
  const double p95 = times.percentile_seconds(0.95);
  CHECK(p95 >= 0.001);
  CHECK(p95 <= 0.001 * DecisionTimes::kGrowth);
  const double p99 = times.percentile_seconds(0.99);
  CHECK(p99 >= 0.1);
  CHECK(p99 <= 0.1 * DecisionTimes::kGrowth);
}

TEST_CASE("decision times: no decisions, instant ones and hour-long ones") {
  DecisionTimes times;
  CHECK(times.mean_seconds() == 0);
  CHECK(times.percentile_seconds(0.95) == 0);
  times.add(0.0);
  CHECK(DecisionTimes::bin(0.0) == 0);
  CHECK(times.percentile_seconds(0.5) == doctest::Approx(DecisionTimes::kFirstEdge));
  times.add(1e9);
  CHECK(times.bins.back() == 1);
}

}  // namespace
}  // namespace parks

#pragma once
// How long an agent takes per decision: the mean, and percentiles read from a histogram of
// geometric bins (each 25% wider than the one before, from 1 microsecond), so that summaries of
// any size merge by adding counts. A percentile is the upper edge of its bin: within 25% above.
#include <array>
#include <cmath>
#include <cstdint>

namespace parks {

struct DecisionTimes {
  static constexpr int kBins = 96;  // 1 us * 1.25^95 is about half an hour: the last bin holds the rest
  static constexpr double kGrowth = 1.25;
  static constexpr double kFirstEdge = 1e-6;  // seconds

  std::int64_t decisions = 0;
  std::int64_t microseconds = 0;
  std::array<std::int64_t, kBins> bins{};

  void add(double seconds) {
    ++decisions;
    microseconds += std::llround(seconds * 1e6);
    ++bins[static_cast<std::size_t>(bin(seconds))];
  }
  template <class Archive>
  void archive(Archive& a) {
    a(decisions, microseconds, bins);
  }

  double mean_seconds() const { return decisions ? microseconds * 1e-6 / static_cast<double>(decisions) : 0.0; }
  // The time that fraction `q` of the decisions took at most (0 when there were none).
  double percentile_seconds(double q) const {
    const double wanted = q * static_cast<double>(decisions);
    std::int64_t seen = 0;
    for (int b = 0; b < kBins; ++b) {
      seen += bins[static_cast<std::size_t>(b)];
      if (decisions > 0 && static_cast<double>(seen) >= wanted) return upper_edge(b);
    }
    return 0.0;
  }

  static int bin(double seconds) {
    if (!(seconds > kFirstEdge)) return 0;
    const int b = static_cast<int>(std::ceil(std::log(seconds / kFirstEdge) / std::log(kGrowth)));
    return b < kBins ? b : kBins - 1;
  }
  static double upper_edge(int b) { return kFirstEdge * std::pow(kGrowth, b); }
};

}  // namespace parks

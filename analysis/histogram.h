#pragma once
// A count of games per final score. Scores outside [Min, Max] count at the nearer end, so a
// freak score can never index outside the array; the range is a compile-time constant, so the
// counts are a fixed array that merges and archives as one field.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "analysis/table.h"

namespace parks {

template <int Min, int Max>
class ScoreHistogram {
 public:
  static_assert(Min <= Max);
  static constexpr int kMin = Min, kMax = Max;

  void add(int score) { ++counts_[slot(score)]; }
  std::int64_t count(int score) const { return counts_[slot(score)]; }
  std::int64_t total() const {
    std::int64_t n = 0;
    for (const std::int64_t c : counts_) n += c;
    return n;
  }
  // f(score, count) for every score with a count, lowest first.
  template <class F>
  void for_each(F f) const {
    for (int score = Min; score <= Max; ++score)
      if (const std::int64_t n = counts_[slot(score)]) f(score, n);
  }
  template <class Archive>
  void archive(Archive& a) {
    a(counts_);
  }

 private:
  static constexpr std::size_t slot(int score) { return static_cast<std::size_t>(std::clamp(score, Min, Max) - Min); }
  std::array<std::int64_t, Max - Min + 1> counts_{};
};

// A row `keys` + {score, share of `games`} for every score with a count: the histogram tables.
template <int Min, int Max>
void add_histogram_rows(Table& table, const std::vector<Cell>& keys, const ScoreHistogram<Min, Max>& histogram,
                        std::int64_t games) {
  histogram.for_each([&](int score, std::int64_t n) {
    std::vector<Cell> row = keys;
    row.insert(row.end(), {double(score), static_cast<double>(n) / static_cast<double>(games)});
    table.add_row(std::move(row));
  });
}

}  // namespace parks

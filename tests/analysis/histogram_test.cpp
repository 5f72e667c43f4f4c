// The score histogram: scores outside its range count at the nearer end, and its table rows.
#include <doctest/doctest.h>

#include <utility>
#include <vector>

#include "analysis/histogram.h"
#include "analysis/merge.h"

using namespace parks;

TEST_SUITE_BEGIN("analysis");

TEST_CASE("histogram: scores outside the range are clamped to its ends") {
  ScoreHistogram<-5, 10> h;
  for (int score : {-100, -5, 3, 3, 10, 11, 1000}) h.add(score);
  CHECK(h.count(-5) == 2);
  CHECK(h.count(-6) == 2);  // reading clamps the same way
  CHECK(h.count(3) == 2);
  CHECK(h.count(10) == 3);
  CHECK(h.count(0) == 0);
  CHECK(h.total() == 7);
  std::vector<std::pair<int, std::int64_t>> seen;
  h.for_each([&](int score, std::int64_t n) { seen.emplace_back(score, n); });
  CHECK(seen == std::vector<std::pair<int, std::int64_t>>{{-5, 2}, {3, 2}, {10, 3}});
}

TEST_CASE("histogram: rows carry the keys and the share of games, and histograms merge by score") {
  ScoreHistogram<0, 4> a, b;
  a.add(1), a.add(1), a.add(4);
  b.add(2), b.add(9);
  merge(a, b);
  CHECK(a.count(1) == 2);
  CHECK(a.count(2) == 1);
  CHECK(a.count(4) == 2);
  Table table{"h", "h", {{"agent", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}}, {}};
  add_histogram_rows(table, {std::string("x")}, a, 5);
  REQUIRE(table.rows.size() == 3);
  CHECK(std::get<double>(table.rows[0][1]) == 1);
  CHECK(std::get<double>(table.rows[0][2]) == doctest::Approx(0.4));
  CHECK(std::get<std::string>(table.rows[2][0]) == "x");
}

TEST_SUITE_END();

// The search's selection: PUCT computed in vectorised runs gives the plain formula's bounds, bit
// for bit, and picks the child a plain scan picks, on every objective, with and without a span of
// scores, ties included.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "engine/core/rng.h"
#include "search/selection.h"

using namespace parks;
using namespace parks::search;

namespace {

using TestNode = Node<std::uint32_t>;

// The PUCT bound as the formula reads.
double plain_puct_bound(const TestNode& child, double sqrt_parent, double exploration, const Valuation& valuation) {
  const double q = child.visits ? child_value<false>(child, child.visits, valuation) : 0.5;
  return q + exploration * child.prior * sqrt_parent / (1 + child.visits);
}

// The plain scan, child by child: the first best wins.
std::uint32_t plain_puct_scan(const std::vector<TestNode>& children, std::uint32_t parent_visits, double exploration,
                              const Valuation& valuation) {
  const double sqrt_parent = std::sqrt(static_cast<double>(parent_visits));
  std::uint32_t best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (std::uint32_t i = 0; i < children.size(); ++i) {
    const double v = plain_puct_bound(children[i], sqrt_parent, exploration, valuation);
    if (v > best_value) {
      best_value = v;
      best = i;
    }
  }
  return best;
}

// Children with few distinct statistics, so that equal bounds are common; some visits are in
// flight (finished < visits) and some children unvisited.
std::vector<TestNode> random_children(Rng& rng, std::uint32_t count) {
  std::vector<TestNode> children(count);
  for (auto& child : children) {
    NodePool<std::uint32_t>::init(child, 0, 0, 0.0f);
    child.visits = rng.below(6);
    child.finished = child.visits - (child.visits ? rng.below(std::min<std::uint32_t>(child.visits, 2) + 1) : 0);
    child.prior = 0.05f * static_cast<float>(1 + rng.below(4));
    child.win_sum = rng.below(child.finished + 1);
    child.score_sum = child.finished * (20.0 + rng.below(3) * 7.5);
  }
  return children;
}

}  // namespace

TEST_SUITE_BEGIN("search");

TEST_CASE("PUCT in vectorised runs picks the plain scan's child on every objective") {
  Rng rng(20261206);
  int checked = 0, ties = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const auto count = 1 + rng.below(100);  // short, whole and partial runs of 32
    const auto children = random_children(rng, count);
    std::uint32_t parent_visits = 1;
    for (const auto& child : children) parent_visits += child.visits;
    const double low = 20.0 - rng.below(2) * 5;
    const double high = rng.below(4) == 0 ? low : 40.0;  // no span yet: every score scales to 0.5
    const double exploration = 0.5 + rng.below(3);
    for (const auto objective : {Objective::Score, Objective::Win, Objective::Blend}) {
      const Valuation valuation{objective, 0.25 * (1 + rng.below(3)), low, high};
      const std::uint32_t expected = plain_puct_scan(children, parent_visits, exploration, valuation);
      CHECK(best_puct_child<false>(children.data(), count, parent_visits, exploration, valuation) == expected);
      CHECK(best_puct_child<true>(children.data(), count, parent_visits, exploration, valuation) == expected);
      ++checked;
      const double sqrt_parent = std::sqrt(static_cast<double>(parent_visits));
      const double best_bound = plain_puct_bound(children[expected], sqrt_parent, exploration, valuation);
      for (std::uint32_t i = expected + 1; i < count; ++i)
        ties += plain_puct_bound(children[i], sqrt_parent, exploration, valuation) == best_bound;
    }
  }
  CHECK(checked == 12000);
  CHECK(ties > 1000);  // children as good as the chosen one come after it: the first best must win
}

TEST_CASE("PUCT bounds in columns have the plain formula's bits on every objective") {
  Rng rng(7);
  int lanes = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const auto count = 1 + rng.below(search::detail::kRun);
    auto children = random_children(rng, count);
    for (auto& child : children) child.score_sum += child.finished * 0.001 * rng.below(1000);  // finer scores
    const std::uint32_t parent_visits = 1 + rng.below(200);
    const double sqrt_parent = std::sqrt(static_cast<double>(parent_visits));
    const double exploration = 0.3 + 0.1 * rng.below(20);
    const double low = 20.0 - 0.37 * rng.below(20);
    const double high = rng.below(4) == 0 ? low : 40.0 + 0.53 * rng.below(20);
    search::detail::RunColumns columns;
    search::detail::gather_run<false>(children.data(), count, columns);
    search::detail::Column bound;
    for (const auto objective : {Objective::Score, Objective::Win, Objective::Blend}) {
      const Valuation valuation{objective, 0.1 * (1 + rng.below(9)), low, high};
      const bool spanned = high > low;
      search::detail::with_bound_kind(valuation, [&]<Objective O, bool Spanned>() {
        REQUIRE(O == objective);
        REQUIRE(Spanned == (spanned && O != Objective::Win));
        search::detail::puct_bounds<O, Spanned>(columns, sqrt_parent, exploration, valuation, bound);
      });
      CAPTURE(static_cast<int>(objective));
      CAPTURE(spanned);
      for (std::uint32_t i = 0; i < count; ++i, ++lanes)
        REQUIRE(std::bit_cast<std::uint64_t>(bound[i]) ==
                std::bit_cast<std::uint64_t>(plain_puct_bound(children[i], sqrt_parent, exploration, valuation)));
    }
  }
  CHECK(lanes > 90000);
}

TEST_CASE("PUCT: an unvisited child is worth 0.5 and a child whose visits are all in flight 0") {
  std::vector<TestNode> children(3);
  for (auto& child : children) NodePool<std::uint32_t>::init(child, 0, 0, 0.0f);
  children[0].visits = 4, children[0].finished = 4, children[0].score_sum = 4 * 30.0, children[0].prior = 0.2f;
  children[1].visits = 0, children[1].prior = 0.2f;
  children[2].visits = 2, children[2].finished = 0, children[2].prior = 0.6f;
  const Valuation valuation{Objective::Score, 0.5, 20.0, 40.0};
  // Bounds at 6 parent visits and exploration 1: 0.5 + 0.2 * sqrt(6) / 5 = 0.598 for the first
  // (mean score 30 of 20..40), 0.5 + 0.2 * sqrt(6) = 0.990 for the unvisited one, and
  // 0 + 0.6 * sqrt(6) / 3 = 0.490 for the one in flight.
  CHECK(best_puct_child<false>(children.data(), 3, 6, 1.0, valuation) == 1);
  children[1].prior = 0.01f;  // 0.5 + 0.024: now the first one leads
  CHECK(best_puct_child<false>(children.data(), 3, 6, 1.0, valuation) == 0);
  children[2].prior = 0.9f;  // 0.9 * sqrt(6) / 3 = 0.735
  CHECK(best_puct_child<false>(children.data(), 3, 6, 1.0, valuation) == 2);
}

TEST_SUITE_END();

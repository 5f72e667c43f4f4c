#pragma once
// Which child a decision node of the search tree descends to: UCT or PUCT, every child valued
// for the player who chose its edge (max^n). A child's value is its mean win, its mean final
// score scaled by the lowest and highest scores the walker has seen, or a blend of both; each
// visit still in flight counts as a 0 (virtual loss: other threads look elsewhere meanwhile).
//
// This is the search's innermost loop: a node of A Walk in the Park has hundreds of children,
// and every iteration bounds all of them at every level. PUCT therefore bounds the children in
// runs, copied into columns and computed without a branch, so that the compiler vectorises the
// divisions; the arithmetic is the plain formula's operation for operation, so the bits and
// the chosen child are the plain scan's.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "search/tree.h"

namespace parks::search {

enum class Selection : std::uint8_t { Uct, Puct };
enum class Objective : std::uint8_t { Score, Win, Blend };

// What a child's value is made of.
struct Valuation {
  Objective objective = Objective::Score;
  double blend = 0.5;  // Objective::Blend: the weight of the win
  double low = 0;      // the lowest and highest final scores seen, which scale a score into [0, 1]
  double high = 0;
};

// The blend of a win and a scaled score, its one multiply-add written out: C++ lets the compiler
// fuse `a * b + c` or not, and it does not fuse the scalar and the vectorised code alike.
inline double blended(double blend, double win, double scaled) { return std::fma(blend, win, (1 - blend) * scaled); }

// The child's mean value for its mover in [0, 1] over its finished visits, the visits in flight
// counted as 0s.
template <bool Shared, class Action>
double child_value(const Node<Action>& child, std::uint32_t visits, const Valuation& valuation) {
  using C = Counter<Shared>;
  const std::uint32_t finished = std::min(C::load(child.finished), visits);  // loaded after `visits`
  if (finished == 0) return 0;
  const double win = C::load(child.win_sum) / finished;
  const double score = C::load(child.score_sum) / finished;
  const double span = valuation.high - valuation.low;
  const double scaled = span > 0 ? (score - valuation.low) / span : 0.5;
  double mean = scaled;
  if (valuation.objective == Objective::Win) mean = win;
  if (valuation.objective == Objective::Blend) mean = blended(valuation.blend, win, scaled);
  return mean * finished / visits;
}

// UCT: the first unvisited child, else the best mean plus exploration * sqrt(ln N / n).
// Returns the index among `children`.
template <bool Shared, class Action>
std::uint32_t best_uct_child(const Node<Action>* children, std::uint32_t count, std::uint32_t parent_visits,
                             double exploration, const Valuation& valuation) {
  using C = Counter<Shared>;
  const double log_parent = std::log(std::max(1.0, static_cast<double>(parent_visits)));
  std::uint32_t best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::uint32_t visits = C::load(children[i].visits);
    if (visits == 0) return i;
    const double v = child_value<Shared>(children[i], visits, valuation) + exploration * std::sqrt(log_parent / visits);
    if (v > best_value) {
      best_value = v;
      best = i;
    }
  }
  return best;
}

namespace detail {

inline constexpr std::uint32_t kRun = 32;  // measured best on A Walk in the Park among 16, 32 and 64
using Column = std::array<double, kRun>;

// The statistics of a run of children, one column each. Lanes past a short run keep numbers (the
// zeros they start with, or an earlier run's) and their bounds are never compared.
struct RunColumns {
  alignas(64) Column visits{};
  alignas(64) Column finished{};  // at most `visits`: the visits in flight are the difference
  alignas(64) Column score_sum{};
  alignas(64) Column win_sum{};
  alignas(64) Column prior{};
};

template <bool Shared, class Action>
void gather_run(const Node<Action>* children, std::uint32_t run, RunColumns& columns) {
  using C = Counter<Shared>;
  for (std::uint32_t i = 0; i < run; ++i) {
    const std::uint32_t visits = C::load(children[i].visits);
    columns.visits[i] = visits;
    columns.finished[i] = std::min(C::load(children[i].finished), visits);  // loaded after `visits`
    columns.score_sum[i] = C::load(children[i].score_sum);
    columns.win_sum[i] = C::load(children[i].win_sum);
    columns.prior[i] = children[i].prior;
  }
}

// Every lane's PUCT bound: child_value's arithmetic with the objective and the span fixed at
// compile time, so the loop has no branch left. A division by no finished visit is computed
// and then discarded.
template <Objective O, bool Spanned>
void puct_bounds(const RunColumns& c, double sqrt_parent, double exploration, const Valuation& valuation,
                 Column& bound) {
  const double low = valuation.low, span = valuation.high - valuation.low, blend = valuation.blend;
  for (std::uint32_t i = 0; i < kRun; ++i) {
    double mean;
    if constexpr (O == Objective::Win) mean = c.win_sum[i] / c.finished[i];
    else {
      const double scaled = Spanned ? (c.score_sum[i] / c.finished[i] - low) / span : 0.5;
      if constexpr (O == Objective::Score) mean = scaled;
      else mean = blended(blend, c.win_sum[i] / c.finished[i], scaled);
    }
    const double finished_mean = mean * c.finished[i] / c.visits[i];
    const double q = c.visits[i] == 0 ? 0.5 : c.finished[i] == 0 ? 0.0 : finished_mean;
    bound[i] = q + exploration * c.prior[i] * sqrt_parent / (1 + c.visits[i]);
  }
}

template <bool Shared, Objective O, bool Spanned, class Action>
std::uint32_t best_puct_child(const Node<Action>* children, std::uint32_t count, std::uint32_t parent_visits,
                              double exploration, const Valuation& valuation) {
  const double sqrt_parent = std::sqrt(static_cast<double>(parent_visits));
  std::uint32_t best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  RunColumns columns;
  Column bound;
  for (std::uint32_t start = 0; start < count; start += kRun) {
    const std::uint32_t run = std::min(kRun, count - start);
    gather_run<Shared>(children + start, run, columns);
    puct_bounds<O, Spanned>(columns, sqrt_parent, exploration, valuation, bound);
    for (std::uint32_t i = 0; i < run; ++i)
      if (bound[i] > best_value) {
        best_value = bound[i];
        best = start + i;
      }
  }
  return best;
}

// Calls f.template operator()<O, Spanned>() with the valuation's objective and whether its
// scores have a span yet: the bound's branches become template arguments, decided once a node.
template <class F>
decltype(auto) with_bound_kind(const Valuation& valuation, F&& f) {
  const bool spanned = valuation.high - valuation.low > 0;
  switch (valuation.objective) {
    case Objective::Win: return f.template operator()<Objective::Win, false>();
    case Objective::Blend:
      return spanned ? f.template operator()<Objective::Blend, true>()
                     : f.template operator()<Objective::Blend, false>();
    case Objective::Score: break;
  }
  return spanned ? f.template operator()<Objective::Score, true>() : f.template operator()<Objective::Score, false>();
}

}  // namespace detail

// PUCT: the best mean (0.5 for an unvisited child) plus exploration * prior * sqrt(N) / (1 + n);
// the first best on a tie. Returns the index among `children`.
template <bool Shared, class Action>
std::uint32_t best_puct_child(const Node<Action>* children, std::uint32_t count, std::uint32_t parent_visits,
                              double exploration, const Valuation& valuation) {
  return detail::with_bound_kind(valuation, [&]<Objective O, bool Spanned>() {
    return detail::best_puct_child<Shared, O, Spanned>(children, count, parent_visits, exploration, valuation);
  });
}

}  // namespace parks::search

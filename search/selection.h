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
  if (valuation.objective == Objective::Blend) mean = valuation.blend * win + (1 - valuation.blend) * scaled;
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

// PUCT with the objective and whether scores have a span fixed at compile time, so that the
// column loop has no branch left.
template <bool Shared, Objective O, bool Spanned, class Action>
std::uint32_t best_puct_child(const Node<Action>* children, std::uint32_t count, std::uint32_t parent_visits,
                              double exploration, const Valuation& valuation) {
  using C = Counter<Shared>;
  constexpr std::uint32_t kRun = 32;  // measured best on A Walk in the Park among 16, 32 and 64
  const double sqrt_parent = std::sqrt(static_cast<double>(parent_visits));
  const double low = valuation.low, span = valuation.high - valuation.low, blend = valuation.blend;
  std::uint32_t best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  // Zeroed so that a short last run computes on numbers; its tail is never compared.
  alignas(64) std::array<double, kRun> visits{}, finished{}, score_sum{}, win_sum{}, prior{}, bound{};
  for (std::uint32_t start = 0; start < count; start += kRun) {
    const std::uint32_t run = std::min(kRun, count - start);
    for (std::uint32_t i = 0; i < run; ++i) {
      const auto& child = children[start + i];
      const std::uint32_t v = C::load(child.visits);
      visits[i] = v;
      finished[i] = std::min(C::load(child.finished), v);  // loaded after `visits`
      score_sum[i] = C::load(child.score_sum);
      win_sum[i] = C::load(child.win_sum);
      prior[i] = child.prior;
    }
    // child_value's arithmetic; a division by no finished visit is computed and then discarded.
    for (std::uint32_t i = 0; i < kRun; ++i) {
      double mean;
      if constexpr (O == Objective::Win) mean = win_sum[i] / finished[i];
      else {
        const double scaled = Spanned ? (score_sum[i] / finished[i] - low) / span : 0.5;
        if constexpr (O == Objective::Score) mean = scaled;
        else mean = blend * (win_sum[i] / finished[i]) + (1 - blend) * scaled;
      }
      const double seen = mean * finished[i] / visits[i];
      const double q = visits[i] == 0 ? 0.5 : finished[i] == 0 ? 0.0 : seen;
      bound[i] = q + exploration * prior[i] * sqrt_parent / (1 + visits[i]);
    }
    for (std::uint32_t i = 0; i < run; ++i)
      if (bound[i] > best_value) {
        best_value = bound[i];
        best = start + i;
      }
  }
  return best;
}

}  // namespace detail

// PUCT: the best mean (0.5 for an unvisited child) plus exploration * prior * sqrt(N) / (1 + n);
// the first best on a tie. Returns the index among `children`.
template <bool Shared, class Action>
std::uint32_t best_puct_child(const Node<Action>* children, std::uint32_t count, std::uint32_t parent_visits,
                              double exploration, const Valuation& valuation) {
  const bool spanned = valuation.high - valuation.low > 0;
  const auto run = [&]<Objective O, bool Spanned>() {
    return detail::best_puct_child<Shared, O, Spanned>(children, count, parent_visits, exploration, valuation);
  };
  switch (valuation.objective) {
    case Objective::Win: return run.template operator()<Objective::Win, false>();
    case Objective::Blend:
      return spanned ? run.template operator()<Objective::Blend, true>()
                     : run.template operator()<Objective::Blend, false>();
    case Objective::Score: break;
  }
  return spanned ? run.template operator()<Objective::Score, true>()
                 : run.template operator()<Objective::Score, false>();
}

}  // namespace parks::search

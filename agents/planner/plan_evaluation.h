#pragma once
// The planner heuristic's evaluation of a position, for the search.
#include <cmath>

#include "agents/planner/round_planner.h"

namespace parks::planner {

// The heuristic's evaluation of a position, for MCTS priors and cut-offs: the park's plan
// value less the modifications, plus, for the seat in the middle of its round, the best plan
// for the dice it has left. Every term beyond the score fades out by the last round, so that
// leaves compare fairly with finished games, which the search values by their score.
struct PlanEvaluation {
  template <int Seats>
  static PlanValue value_at(const BasicState<Seats>& state) {
    PlanValue value;
    const double fade = static_cast<double>(context_of(state).rounds_left) / (kRounds - 1);
    value.weights.requirement *= fade;
    value.weights.development *= fade;
    return value;
  }

  template <int Seats>
  double operator()(const BasicState<Seats>& state, int player) const {
    if (state.is_terminal()) return state.score(player);
    const ParkContext context = context_of(state);
    const PlanValue value = value_at(state);
    double v = value(state.park(player), context) - state.modifications(player);
    if (state.phase() != Phase::Use || state.seat() != player) return v;
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const Gains gains = measure_gains(state, value, context, reachable_squares(state, unused));
    const RoundPlan plan = RoundPlanner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed())
                               .best(state.dice(), unused);
    return v + (std::isfinite(plan.value) ? plan.value : 0);
  }

  // Each action's gain in plan value, from one table of gains: a placement's own gain, an
  // unlock's best placement with the dice it leaves, a modification's point.
  template <int Seats>
  bool action_values(const BasicState<Seats>& state, const ActionList<BasicState<Seats>>& actions,
                     std::array<double, BasicState<Seats>::kMaxActions>& values) const {
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const Gains gains = measure_gains(state, value_at(state), context_of(state), reachable_squares(state, unused));
    const DiceSums sums(state.dice());
    std::array<std::uint32_t, kDiceSubsets> numbers{};  // bit n: a subset of the dice sums to n
    for (unsigned m = 1; m < kDiceSubsets; ++m) {
      numbers[m] = sums.sum[m] <= kMaxPrinted ? 1u << sums.sum[m] : 0;
      for (unsigned rest = m; rest; rest &= rest - 1) numbers[m] |= numbers[m & ~(rest & -rest)];
    }
    std::array<std::array<float, kMaxPrinted + 1>, kDevelopments> best{};  // per type and number
    for (auto& row : best) row.fill(-std::numeric_limits<float>::infinity());
    for (int d = 0; d < kDevelopments; ++d)
      for (int n = 1; n <= kMaxPrinted; ++n)
        for (Board b = state.sheet().by_number[n] & state.park().empty(); b;)
          best[d][n] = std::max(best[d][n], gains[d][pop_square(b)]);
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const Action a = actions[i];
      const int d = static_cast<int>(a.development());
      switch (a.kind()) {
        case Kind::Place: values[i] = gains[d][a.square()]; break;
        case Kind::Unlock: {
          float v = -kMaxPrinted;
          for (std::uint32_t n = numbers[unused & ~a.dice()]; n;) v = std::max(v, best[d][pop_lsb(n)]);
          values[i] = v;
          break;
        }
        case Kind::End: values[i] = 0; break;
        default: values[i] = -1; break;  // a modification: its point
      }
    }
    return true;
  }
};

}  // namespace parks::planner

#pragma once
// The planner's greedy and heuristic agents. Each decision replans the rest of the round: the
// gain of every development on every empty square the dice can reach is measured with the
// agent's park value, then a search over the dice finds the unlocks (minimal groups only: a
// larger group just wastes dice) and placements on distinct squares, each unlocked type placed
// at least once, with the largest sum of gains. The agent plays the plan's first step: unlocks
// first, then the most valuable placement; an empty plan ends the round. The heuristic also
// weighs each modification (P4) by how much it raises the round's plan, against its cost.
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/planner/park_value.h"
#include "engine/core/bits.h"
#include "engine/planner/evaluation.h"
#include "engine/planner/state.h"

namespace parks::planner {

using Gains = std::array<std::array<float, kSquares>, kDevelopments>;  // against the park as it is

struct Step {
  Action action;
  float gain = 0;
};

struct RoundPlan {
  FixedList<Step, kDice> steps;
  double value = -std::numeric_limits<double>::infinity();
};

class RoundPlanner {
 public:
  RoundPlanner(const Sheet& sheet, Board empty, const Gains& gains, std::uint8_t unlocked, std::uint8_t placed)
      : sheet_(sheet), empty_(empty), gains_(gains), unlocked_(unlocked), placed_(placed) {}

  RoundPlan best(const DiceValues& dice, unsigned unused) {
    sums_ = DiceSums(dice);
    dice_ = dice;
    best_ = RoundPlan{};
    top_gain_ = 0;
    for (int d = 0; d < kDevelopments; ++d) {
      top_[d] = -std::numeric_limits<float>::infinity();
      for (Board b = empty_; b;) top_[d] = std::max(top_[d], gains_[d][pop_square(b)]);
      top_gain_ = std::max(top_gain_, top_[d]);
    }
    choose_unlocks(0, unused, unlocked_);
    return best_;
  }

 private:
  // Decides, type by type, whether to unlock it and with which minimal group.
  void choose_unlocks(int d, unsigned dice, std::uint8_t unlocked) {
    if (d == kDevelopments) return choose_placements(dice, dice, unlocked, placed_, 0, 0);
    choose_unlocks(d + 1, dice, unlocked);
    const auto development = static_cast<Development>(d);
    if ((unlocked >> d & 1) || top_[d] <= 0) return;  // a type is unlocked only for a gain
    for (unsigned group = dice; group; group = (group - 1) & dice) {
      if (!sums_.is_canonical(group, dice) || !minimal_unlock(development, group)) continue;
      path_.push_back({Action::unlock(development, group), 0});
      choose_unlocks(d + 1, dice & ~group, unlocked | bit_of(development));
      path_.pop_back();
    }
  }

  // Placements: the lowest die left is either left unused or grouped with others, so each set
  // of groups is seen once; every point where each unlocked type is placed is a complete plan.
  // A group goes to its best free square for the most valuable type, or for a type still owed.
  // `available` holds the dice no group has taken (those left unused too), against which a
  // group must be canonical.
  void choose_placements(unsigned dice, unsigned available, std::uint8_t unlocked, std::uint8_t placed, Board taken,
                         double value) {
    if (unlocked == placed && value > best_.value) {
      best_.value = value;
      best_.steps = path_;
    }
    // Each die joins one group at most, and no group gains more than the best square.
    if (!dice || value + std::popcount(dice) * top_gain_ <= best_.value) return;
    const unsigned lowest = dice & -dice, others = dice & ~lowest;
    choose_placements(others, available, unlocked, placed, taken, value);
    for (unsigned more = others;; more = (more - 1) & others) {
      const unsigned group = lowest | more;
      const int sum = sums_.sum[group];
      const bool fits = sum <= kMaxPrinted && sums_.is_canonical(group, available);
      const Board free = fits ? empty_ & ~taken & sheet_.by_number[sum] : 0;
      if (free) place_group(group, free, dice & ~group, available & ~group, unlocked, placed, taken, value);
      if (!more) break;
    }
  }

  void place_group(unsigned group, Board free, unsigned rest, unsigned available, std::uint8_t unlocked, std::uint8_t placed,
                   Board taken, double value) {
    std::array<int, kDevelopments> square{};
    std::array<float, kDevelopments> gain{};
    int top = -1;
    for (int d = 0; d < kDevelopments; ++d) {
      square[d] = -1;
      if (!(unlocked >> d & 1)) continue;
      gain[d] = -std::numeric_limits<float>::infinity();
      for (Board f = free; f;) {
        const int s = pop_square(f);
        if (gains_[d][s] > gain[d]) gain[d] = gains_[d][s], square[d] = s;
      }
      if (square[d] >= 0 && (top < 0 || gain[d] > gain[top])) top = d;
    }
    for (int d = 0; d < kDevelopments; ++d) {
      const bool owed = !(placed >> d & 1);
      if (square[d] < 0 || !((d == top && (gain[d] > 0 || owed)) || (d != top && owed))) continue;
      path_.push_back({Action::place(static_cast<Development>(d), group, square[d]), gain[d]});
      choose_placements(rest, available, unlocked, placed | bit_of(static_cast<Development>(d)), taken | bit(square[d]),
                        value + gain[d]);
      path_.pop_back();
    }
  }

  bool minimal_unlock(Development d, unsigned group) const {
    const int sum = sums_.sum[group];
    if (!unlocks(d, sum)) return false;
    int smallest = kFaces.back();
    for (unsigned g = group; g;) smallest = std::min<int>(smallest, dice_[pop_lsb(g)]);
    return sum - smallest < kUnlockLow[static_cast<int>(d)];
  }

  const Sheet& sheet_;
  Board empty_;
  const Gains& gains_;
  std::uint8_t unlocked_, placed_;
  DiceValues dice_{};
  DiceSums sums_{DiceValues{}};
  std::array<float, kDevelopments> top_{};  // each type's best gain anywhere
  float top_gain_ = 0;
  FixedList<Step, kDice> path_;
  RoundPlan best_;
};

// The plan's first step: an unlock, else its most valuable placement, else the end; on the
// canonical dice of those `unused` (the plan may have used equal dice in another order).
inline Action first_step(const RoundPlan& plan, const DiceValues& dice, unsigned unused) {
  const Step* best = nullptr;
  for (const Step& step : plan.steps) {
    if (step.action.kind() == Kind::Unlock) {
      best = &step;
      break;
    }
    if (!best || step.gain > best->gain) best = &step;
  }
  if (!best) return Action::end();
  const Action a = best->action;
  return Action::decision(a.kind(), DiceSums(dice).canonical(a.dice(), unused), a.development(), a.square());
}

struct ModificationCost {
  double point = 1.0;    // the point it costs at the end
  double budget = 0.3;   // the share of the 12 it uses up
  double margin = 0.25;  // a modification must beat keeping the dice by this much
  int reroll_samples = 8;
};

template <int Seats>
ParkContext context_of(const BasicState<Seats>& state) {
  return {state.deal(), state.num_players() == 1, std::max(0, kRounds - 1 - state.round())};
}

// The empty squares a subset of the dice could develop.
template <int Seats>
Board reachable_squares(const BasicState<Seats>& state, unsigned dice) {
  const DiceSums sums(state.dice());
  Board squares = 0;
  for (unsigned g = dice; g; g = (g - 1) & dice)
    if (sums.sum[g] <= kMaxPrinted) squares |= state.sheet().by_number[sums.sum[g]];
  return squares & state.park().empty();
}

// The acting seat's gain for each development on each of `squares`; -infinity elsewhere.
template <class Value, int Seats>
Gains measure_gains(const BasicState<Seats>& state, const Value& value, const ParkContext& context, Board squares) {
  Gains gains;
  for (auto& row : gains) row.fill(-std::numeric_limits<float>::infinity());
  const Park& park = state.park();
  const double base = value(park, context);
  for (Board b = squares & park.empty(); b;) {
    const int square = pop_square(b);
    for (int d = 0; d < kDevelopments; ++d) {
      Park next = park;
      next.develop(static_cast<Development>(d), square);
      gains[d][square] = static_cast<float>(value(next, context) - base);
    }
  }
  return gains;
}

template <class Value, bool kModifies>
class PlanAgent {
 public:
  template <int Seats>
  Action choose(const BasicState<Seats>& state, Rng& rng) const {
    ActionList<BasicState<Seats>> legal;
    state.legal_actions(legal);
    const ParkContext context = context_of(state);
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const bool may_modify = kModifies && state.used() == 0;
    const Gains gains = measure_gains(state, value, context, may_modify ? kAll : reachable_squares(state, unused));
    RoundPlanner planner(state.sheet(), state.park().empty(), gains, state.unlocked(), state.placed());
    const RoundPlan plan = planner.best(state.dice(), unused);
    if (may_modify)
      if (const auto modification = best_modification(state, legal, planner, plan, rng)) return *modification;
    const Action action = first_step(plan, state.dice(), unused);
    for (const Action a : legal)
      if (a == action) return action;
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];  // no plan: cannot happen with a legal state
  }

  Value value{};
  ModificationCost cost{};

 private:
  // The adjustment or reroll that most raises the round's plan, when it pays for itself.
  template <int Seats>
  std::optional<Action> best_modification(const BasicState<Seats>& state, const ActionList<BasicState<Seats>>& legal,
                                          RoundPlanner& planner, const RoundPlan& plan, Rng& rng) const {
    const double price = cost.point + cost.budget;
    double best_value = plan.value + cost.margin;
    std::optional<Action> best;
    const unsigned all = kDiceSubsets - 1;
    for (const Action a : legal) {
      const Kind kind = a.kind();
      if (kind != Kind::Raise && kind != Kind::Lower) continue;
      DiceValues dice = state.dice();
      dice[std::countr_zero(a.dice())] += kind == Kind::Raise ? 1 : -1;
      const double v = planner.best(dice, all).value - price;
      if (v > best_value) best_value = v, best = a;
    }
    if (state.num_players() > 1 || state.rerolled() || state.modifications(state.seat()) >= kMaxModifications) return best;
    unsigned planned = 0;
    for (const Step& step : plan.steps) planned |= step.action.dice();
    for (const unsigned reroll : {all & ~planned, all}) {
      if (!reroll) continue;
      double total = 0;
      for (int i = 0; i < cost.reroll_samples; ++i) {
        DiceValues dice = state.dice();
        for (unsigned g = reroll; g;) {
          const int k = pop_lsb(g);
          dice[k] = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(kFaces[k])) + 1);
        }
        total += planner.best(dice, all).value;
      }
      const double v = total / cost.reroll_samples - price;
      if (v > best_value) best_value = v, best = Action::reroll(reroll);
    }
    return best;
  }
};

using GreedyPlanAgent = PlanAgent<ScoreValue, false>;
using HeuristicPlanAgent = PlanAgent<PlanValue, true>;

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
    const RoundPlan plan = RoundPlanner(state.sheet(), state.park().empty(), gains, state.unlocked(), state.placed())
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
        for (Board b = state.sheet().by_number[n] & state.park().empty(); b;) best[d][n] = std::max(best[d][n], gains[d][pop_square(b)]);
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

namespace parks {

template <int Seats>
struct Greedy<planner::BasicState<Seats>> {
  using agent = planner::GreedyPlanAgent;
};

template <int Seats>
struct Heuristic<planner::BasicState<Seats>> {
  using agent = planner::HeuristicPlanAgent;
  using evaluation = planner::PlanEvaluation;
};

}  // namespace parks

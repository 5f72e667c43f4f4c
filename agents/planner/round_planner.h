#pragma once
// The round planner of the planner's agents: the gain of every development on every empty
// square the dice can reach, measured with an agent's park value, then a branch-and-bound search
// over the dice for the unlocks (minimal groups only: a larger group just wastes dice) and
// placements on distinct squares, each unlocked type placed at least once, with the largest sum
// of gains.
#include <array>
#include <limits>

#include "agents/planner/park_value.h"
#include "engine/core/bits.h"
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

}  // namespace parks::planner

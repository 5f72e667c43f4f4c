#pragma once
// The round planner of the planner's agents: the gain of every development on every empty
// square the dice can reach, measured with an agent's park value, then a branch-and-bound search
// over the dice for the unlocks (minimal groups: any other circle of a type is a minimal group
// and dice joining it) and placements on distinct squares, each unlocked type placed at least
// once, with the largest sum of gains among the plans that use as many dice as the round can
// (P5): the dice no placement takes join the types unlocked, as far as their ranges allow.
#include <array>
#include <limits>
#include <optional>

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
  RoundPlanner(const Sheet& sheet, Board empty, const Gains& gains, const Circled& circled, std::uint8_t placed)
      : sheet_(sheet), empty_(empty), gains_(gains), circled_(circled), placed_(placed) {
    for (int d = 0; d < kDevelopments; ++d) {
      for (int n = 0; n <= kMaxPrinted; ++n) {
        top_[d][n] = 0;
        for (Board b = empty_ & sheet_.by_number[n]; b;) top_[d][n] = std::max(top_[d][n], gains_[d][pop_square(b)]);
      }
    }
  }

  using Bounds = std::array<double, kDiceSubsets>;

  // Searches every plan, with no branch cut: the plans it finds are the ones to check the bounds by.
  RoundPlanner& exhaustive() {
    cut_ = false;
    return *this;
  }

  RoundPlan best(const DiceValues& dice, unsigned unused) {
    return search(dice, unused, -std::numeric_limits<double>::infinity());
  }

  // The best plan's value when it exceeds `floor`, else nothing. Every branch that cannot beat
  // the floor is cut, so a modification that cannot pay for itself costs little to reject; a
  // value found is the one `best` finds, and is remembered for the dice (sampled rerolls repeat
  // faces).
  std::optional<double> best_value_above(const DiceValues& dice, unsigned unused, double floor) {
    for (const Seen& seen : seen_)
      if (seen.dice == dice && seen.unused == unused)
        return seen.value > floor ? std::optional(seen.value) : std::nullopt;
    const double value = search(dice, unused, floor).value;
    if (value <= floor) return std::nullopt;
    if (seen_.size() < seen_.capacity()) seen_.push_back({dice, unused, value});
    return value;
  }

  // No plan for these dice is worth more: each group of them on the best square of its sum for
  // any type, as if no die had to unlock one.
  double value_bound(const DiceValues& dice, unsigned unused) {
    sums_ = DiceSums(dice);
    bound_placements(unused, (1u << kDevelopments) - 1, bound_any_);
    return bound_any_[unused];
  }

 private:
  // The best plan worth more than `floor`; one worth `floor` with no steps when there is none.
  RoundPlan search(const DiceValues& dice, unsigned unused, double floor) {
    sums_ = DiceSums(dice);
    splits_ = UnlockSplits(sums_);
    unused_ = unused;
    waste_ = -1;
    dice_ = dice;
    best_ = RoundPlan{};
    best_.value = floor;
    bound_placements(unused, (1u << kDevelopments) - 1, bound_any_);
    Circled circled = circled_;  // the search circles in place; waste() reads the round's own
    choose_unlocks(0, unused, circled);
    return best_;
  }

  // Decides, type by type, whether to unlock it and with which minimal group.
  // A plan's value is its placements' gains, so no unlocks leaving `dice` beat bound_any_[dice].
  void choose_unlocks(int d, unsigned dice, Circled& circled) {
    if (cut_ && bound_any_[dice] <= best_.value) return;
    if (d == kDevelopments) {
      bound_placements(dice, unlocked(circled), bound_);
      return choose_placements(dice, dice, circled, placed_, 0, 0);
    }
    choose_unlocks(d + 1, dice, circled);
    const auto development = static_cast<Development>(d);
    if (circled[d]) return;
    for (unsigned group = dice; group; group = (group - 1) & dice) {
      if (!sums_.is_canonical(group, dice) || !minimal_unlock(development, group)) continue;
      path_.push_back({Action::unlock(development, group), 0});
      circled[d] = static_cast<std::uint8_t>(group);
      choose_unlocks(d + 1, dice & ~group, circled);
      circled[d] = 0;
      path_.pop_back();
    }
  }

  // Placements: the lowest die left is either left unused or grouped with others, so each set
  // of groups is seen once; every point where each unlocked type is placed and the dice left
  // over can join the types unlocked but for those no plan can use is a complete plan. A group
  // goes to its best free square for the most valuable type, or for a type still owed.
  // `available` holds the dice no group has taken (those left unused too), against which a
  // group must be canonical.
  void choose_placements(unsigned dice, unsigned available, const Circled& circled, std::uint8_t placed, Board taken,
                         double value) {
    if (value > best_.value && unlocked(circled) == placed) record(available, circled, value);
    if (!dice || (cut_ && value + bound_[dice] <= best_.value)) return;
    const unsigned lowest = dice & -dice, others = dice & ~lowest;
    choose_placements(others, available, circled, placed, taken, value);
    for (unsigned more = others;; more = (more - 1) & others) {
      const unsigned group = lowest | more;
      const int sum = sums_.sum[group];
      const bool fits = sum <= kMaxPrinted && sums_.is_canonical(group, available);
      // No square of the group's sum gains more than by_sum_[sum] (bound_placements).
      const bool promising =
          fits && (!cut_ || value + by_sum_[sum] + bound_[dice & ~group] + kBoundSlack > best_.value);
      const Board free = promising ? empty_ & ~taken & sheet_.by_number[sum] : 0;
      if (free) place_group(group, free, dice & ~group, available & ~group, circled, placed, taken, value);
      if (!more) break;
    }
  }

  void place_group(unsigned group, Board free, unsigned rest, unsigned available, const Circled& circled,
                   std::uint8_t placed, Board taken, double value) {
    std::array<int, kDevelopments> square{};
    std::array<float, kDevelopments> gain{};
    int top = -1;
    for (int d = 0; d < kDevelopments; ++d) {
      square[d] = -1;
      if (!circled[d]) continue;
      gain[d] = -std::numeric_limits<float>::infinity();
      for (Board f = free; f;) {
        const int s = pop_square(f);
        if (gains_[d][s] > gain[d]) gain[d] = gains_[d][s], square[d] = s;
      }
      if (square[d] >= 0 && (top < 0 || gain[d] > gain[top])) top = d;
    }
    for (int d = 0; d < kDevelopments; ++d) {
      // A placement that loses value can still be what uses the dice (P5).
      if (square[d] < 0 || !(d == top || !(placed >> d & 1))) continue;
      path_.push_back({Action::place(static_cast<Development>(d), group, square[d]), gain[d]});
      choose_placements(rest, available, circled, placed | bit_of(static_cast<Development>(d)), taken | bit(square[d]),
                        value + gain[d]);
      path_.pop_back();
    }
  }

  // Records the plan if the dice `left` can join the types unlocked so that no more are left
  // than no plan can use; the joins go into each type's unlock step, or a step of their own.
  void record(unsigned left, const Circled& circled, double value) {
    std::array<SubsetSet, kDevelopments + 1> joined{};  // [i]: what the first i types can take
    std::array<SubsetSet, kDevelopments> takes{};
    joined[0] = 1;
    for (int d = 0; d < kDevelopments; ++d) {
      takes[d] = circled[d] ? (splits_.of[d] >> circled[d]) & kSubsetsOf[left] : 1;
      joined[d + 1] = takes[d] == 1 ? joined[d] : disjoint_unions(joined[d], takes[d], left);
    }
    const int needed = std::popcount(left) - waste();
    SubsetSet enough = 0;
    for (int n = std::max(needed, 0); n <= std::popcount(left); ++n) enough |= joined[kDevelopments] & kOfSize[n];
    if (!enough) return;
    best_.value = value;
    best_.steps = path_;
    unsigned join = static_cast<unsigned>(std::countr_zero(enough));
    for (int d = kDevelopments - 1; d >= 0 && join; --d) {
      for (SubsetSet s = takes[d]; s; s &= s - 1) {  // the type's share, with the rest for the types before it
        const unsigned part = static_cast<unsigned>(std::countr_zero(s));
        if ((part & ~join) || !(joined[d] >> (join & ~part) & 1)) continue;
        if (part) add_join(static_cast<Development>(d), part);
        join &= ~part;
        break;
      }
    }
  }

  void add_join(Development d, unsigned dice) {
    for (Step& step : best_.steps)
      if (step.action.kind() == Kind::Unlock && step.action.development() == d) {
        step.action = Action::unlock(d, step.action.dice() | dice);
        return;
      }
    best_.steps.push_back({Action::unlock(d, dice), 0});
  }

  // bound[m] for each subset m of `dice`: the most the dice m can add to a plan placing the
  // `types`: the best split of m into groups, each left unused or on the best square of its sum
  // for one of the types, squares shared. No placement of m's dice gains more, so a branch that
  // cannot beat the best plan even so is cut without changing the plan found.
  void bound_placements(unsigned dice, unsigned types, Bounds& bound) {
    by_sum_.fill(0);
    for (int d = 0; d < kDevelopments; ++d)
      if (types >> d & 1)
        for (int n = 1; n <= kMaxPrinted; ++n) by_sum_[n] = std::max(by_sum_[n], double{top_[d][n]});
    bound[0] = 0;
    for (unsigned m = (0 - dice) & dice; m; m = (m - dice) & dice) {  // increasing, so parts come first
      const unsigned lowest = m & -m, others = m & ~lowest;
      double most = bound[others];
      for (unsigned more = others;; more = (more - 1) & others) {
        const unsigned group = lowest | more;
        if (sums_.sum[group] <= kMaxPrinted) most = std::max(most, by_sum_[sums_.sum[group]] + bound[m & ~group]);
        if (!more) break;
      }
      bound[m] = most + kBoundSlack;
    }
  }

  // The dice no plan can use, found at the first complete plan: a search the floor cuts at once
  // never needs them.
  int waste() {
    if (waste_ < 0)
      waste_ = std::popcount(unused_) -
               RoundReach(sheet_, empty_, sums_, splits_, ~unused_ & (kDiceSubsets - 1), circled_, placed_).most();
    return waste_;
  }

  static std::uint8_t unlocked(const Circled& circled) {
    std::uint8_t types = 0;
    for (int d = 0; d < kDevelopments; ++d) types |= static_cast<std::uint8_t>((circled[d] != 0) << d);
    return types;
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
  Circled circled_;
  std::uint8_t placed_;
  bool cut_ = true;
  DiceValues dice_{};
  DiceSums sums_{DiceValues{}};
  UnlockSplits splits_{sums_};
  unsigned unused_ = 0;
  int waste_ = -1;                                                       // dice no plan can use; -1 till needed
  std::array<std::array<float, kMaxPrinted + 1>, kDevelopments> top_{};  // each type's best gain by number, or 0
  std::array<double, kMaxPrinted + 1> by_sum_{};  // the best of top_ for the types bound_placements was given
  static constexpr double kBoundSlack = 1e-9;     // sums in another order may differ in the last bits
  Bounds bound_any_{};                            // bound_placements for every type
  Bounds bound_{};                                // for the types circled in the branch
  FixedList<Step, kDice> path_;
  RoundPlan best_;
  struct Seen {
    DiceValues dice;
    unsigned unused;
    double value;
  };
  FixedList<Seen, 32> seen_;
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

// A park's gains as far as measured, kept between one thread's calls: modifications and
// unlocks leave the park as it is, so the decisions of a round, and a search's leaves in it,
// would measure the same park again.
template <class Value>
struct GainsMemo {
  Park park;
  ParkContext context;
  Value value;
  Board measured = 0;
  Gains gains;
};
inline constexpr int kGainsMemoBits = 6;  // parks kept per thread: a search's leaves span a few

inline std::size_t gains_memo_slot(const Park& park) {
  std::uint64_t h = 0;
  for (const Board b : park.boards)
    h = (h ^ static_cast<std::uint64_t>(b) ^ static_cast<std::uint64_t>(b >> 64)) * 0x9E3779B97F4A7C15ULL;
  return h >> (64 - kGainsMemoBits);
}

// The acting seat's gain for each development on each of `squares`; -infinity elsewhere.
template <class Value, int Seats>
Gains measure_gains(const BasicState<Seats>& state, const Value& value, const ParkContext& context, Board squares) {
  thread_local std::array<GainsMemo<Value>, 1 << kGainsMemoBits> memos{};
  const Park& park = state.park();
  GainsMemo<Value>& memo = memos[gains_memo_slot(park)];
  if (!(memo.park == park && memo.context == context && memo.value == value)) memo = {park, context, value, 0, {}};
  squares &= park.empty();
  if (const Board missing = squares & ~memo.measured) {
    if constexpr (requires { value.developed_values(park, context, value.terms(park, context), 0); }) {
      const auto terms = value.terms(park, context);
      const double base = value.total(terms, context);
      for (Board b = missing; b;) {
        const int square = pop_square(b);
        const auto values = value.developed_values(park, context, terms, square);
        for (int d = 0; d < kDevelopments; ++d) memo.gains[d][square] = static_cast<float>(values[d] - base);
      }
    } else {
      const double base = value(park, context);
      for (Board b = missing; b;) {
        const int square = pop_square(b);
        for (int d = 0; d < kDevelopments; ++d) {
          Park next = park;
          next.develop(static_cast<Development>(d), square);
          memo.gains[d][square] = static_cast<float>(value(next, context) - base);
        }
      }
    }
    memo.measured |= missing;
  }
  Gains gains;
  for (auto& row : gains) row.fill(-std::numeric_limits<float>::infinity());
  for (Board b = squares; b;) {
    const int square = pop_square(b);
    for (int d = 0; d < kDevelopments; ++d) gains[d][square] = memo.gains[d][square];
  }
  return gains;
}

}  // namespace parks::planner

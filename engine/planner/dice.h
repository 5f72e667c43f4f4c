#pragma once
// What a round's move generator needs to know of the six dice: the sum of every subset, which
// subsets are canonical (of the dice still free that show equal values, the lowest-numbered
// ones are used first, since the book counts a die by its value only), which sets of dice a
// type may circle (P5), and what the rest of the round can still do: the most dice it can
// still use, and the moves that keep that many within reach (P5: every die is used, or as many
// as any sequence of uses could).
//
// Sets of subsets of the dice are 64-bit words, bit m standing for subset m: "the subsets that
// split into groups in range", "the subsets that fit distinct squares" and their disjoint
// unions are then a few shifts and ANDs, with no search over the dice.
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "engine/planner/action.h"
#include "engine/planner/board.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

using SubsetSet = std::uint64_t;

// Bit m set for each subset m of `dice`.
inline constexpr std::array<SubsetSet, kDiceSubsets> kSubsetsOf = [] {
  std::array<SubsetSet, kDiceSubsets> table{};
  for (unsigned dice = 0; dice < kDiceSubsets; ++dice)
    for (unsigned m = dice;; m = (m - 1) & dice) {
      table[dice] |= SubsetSet{1} << m;
      if (!m) break;
    }
  return table;
}();
// Bit m set for each subset m of `k` dice.
inline constexpr std::array<SubsetSet, kDice + 1> kOfSize = [] {
  std::array<SubsetSet, kDice + 1> table{};
  for (unsigned m = 0; m < kDiceSubsets; ++m) table[std::popcount(m)] |= SubsetSet{1} << m;
  return table;
}();

// {a | b : a in `a`, b in `b`, a and b disjoint}, for sets of subsets of `within`: each a
// shifts the subsets of b that miss it, since a | b = a + b for disjoint a and b.
constexpr SubsetSet disjoint_unions(SubsetSet a, SubsetSet b, unsigned within) {
  if (std::popcount(a) > std::popcount(b)) std::swap(a, b);
  SubsetSet out = 0;
  for (; a; a &= a - 1) {
    const unsigned x = static_cast<unsigned>(std::countr_zero(a));
    out |= (b & kSubsetsOf[within & ~x]) << x;
  }
  return out;
}

// The subsets of the sets in `s`.
constexpr SubsetSet subsets_of_members(SubsetSet s) {
  constexpr std::array<SubsetSet, kDice> kWith = {0xAAAAAAAAAAAAAAAA, 0xCCCCCCCCCCCCCCCC, 0xF0F0F0F0F0F0F0F0,
                                                  0xFF00FF00FF00FF00, 0xFFFF0000FFFF0000, 0xFFFFFFFF00000000};
  for (int die = 0; die < kDice; ++die) s |= (s & kWith[die]) >> (1 << die);
  return s;
}

struct DiceSums {
  std::array<std::uint8_t, kDiceSubsets> sum{};

  explicit DiceSums(const DiceValues& dice) : values_(dice) {
    // Sums of the first three dice and of the last three, added pairwise (vectorises).
    std::array<std::uint8_t, 8> low{}, high{};
    for (unsigned m = 1; m < 8; ++m) {
      low[m] = static_cast<std::uint8_t>(low[m & (m - 1)] + dice[std::countr_zero(m)]);
      high[m] = static_cast<std::uint8_t>(high[m & (m - 1)] + dice[3 + std::countr_zero(m)]);
    }
    for (unsigned m = 0; m < kDiceSubsets; ++m) sum[m] = static_cast<std::uint8_t>(low[m & 7] + high[m >> 3]);
    std::array<std::uint8_t, kDice> below{};
    bool twins = false;
    for (int j = 1; j < kDice; ++j)
      for (int i = 0; i < j; ++i)
        if (dice[i] == dice[j]) below[j] |= static_cast<std::uint8_t>(1 << i), twins = true;
    if (!twins) return;
    twins_ = true;
    twins_below_[0] = 0;
    for (unsigned m = 1; m < kDiceSubsets; ++m)
      twins_below_[m] = twins_below_[m & (m - 1)] | below[std::countr_zero(m)];
  }

  const DiceValues& values() const { return values_; }

  // Of the `available` dice, the group uses the lowest-numbered ones of each value.
  bool is_canonical(unsigned group, unsigned available) const {
    return !twins_ || (twins_below_[group] & available & ~group) == 0;
  }

  // The canonical group of the `available` dice with the same values as `group`.
  unsigned canonical(unsigned group, unsigned available) const {
    unsigned result = 0;
    for (unsigned g = group; g;) {
      const int die = std::countr_zero(g);
      g &= g - 1;
      for (unsigned a = available & ~result; a; a &= a - 1)
        if (values_[std::countr_zero(a)] == values_[die]) {
          result |= a & -a;
          break;
        }
    }
    return result;
  }

 private:
  DiceValues values_;
  bool twins_ = false;
  std::array<std::uint8_t, kDiceSubsets>
      twins_below_;  // lower-numbered dice equal to one of the subset's; set with twins_
};

// P5: the dice circled for each type this round. The rules circle groups, each summing into the
// type's range; the state keeps only the dice, since any split of them into groups in range is
// one the player could have circled, so a die may join a type whenever the type's dice, with
// it, still split into groups in range ("join a group" and "unlock again" alike). A type is
// unlocked while it has a die circled.
using Circled = std::array<std::uint8_t, kDevelopments>;

// For each type, the sets of dice that split into groups in its range (the empty set too).
struct UnlockSplits {
  std::array<SubsetSet, kDevelopments> of{};

  explicit UnlockSplits(const DiceSums& sums) {
    std::array<SubsetSet, kDevelopments> in_range{};
    unsigned small = 0;  // dice 1-4: each a tree group alone, and no other die is in one
    for (unsigned m = 1; m < kDiceSubsets; ++m)
      in_range[static_cast<int>(unlocked_by(sums.sum[m]))] |= SubsetSet{1} << m;
    for (int die = 0; die < kDice; ++die) small |= static_cast<unsigned>(sums.values()[die] <= kUnlockHigh[0]) << die;
    of[0] = kSubsetsOf[small];
    for (int d = 1; d <= 2; ++d) {
      SubsetSet splits = 1;
      for (SubsetSet more = in_range[d]; more & ~splits;) {
        splits |= more;
        more = disjoint_unions(more, in_range[d], kDiceSubsets - 1);
      }
      of[d] = splits;
    }
    of[3] = in_range[3] | 1;  // sums of 13 and more: any union of them is one too
  }
};

// The rest of a round, from the dice left, those circled, the types placed and the empty
// squares. A finish circles more dice for some types, A_t, so that each type's circled dice
// still split into groups in range, and places groups on distinct empty squares, at least one
// for each type unlocked and not yet placed; a placement needs an unlocked type. Finishes are
// found as disjoint unions of sets of subsets:
//   circles[c]: the dice the types can take with c types newly unlocked,
//   placeable[j]: the dice that split into j or more groups on distinct empty squares,
//   finishes: the union over c of placeable[owed + c] (+) circles[c].
// A move is legal when it is the first step of a finish using the most dice: such moves keep
// the most within reach and lead to a round that can end, and no other move does either.
class RoundReach {
 public:
  RoundReach(const Sheet& sheet, Board empty, const DiceSums& sums, const UnlockSplits& splits, unsigned used,
             const Circled& circled, std::uint8_t placed)
      : sums_(sums), left_(~used & (kDiceSubsets - 1)), placed_(placed) {
    for (int n = 1; n <= kMaxPrinted; ++n) free_[n] = static_cast<std::int8_t>(count(empty & sheet.by_number[n]));
    for (int d = 0; d < kDevelopments; ++d) {
      unlocked_ |= static_cast<std::uint8_t>((circled[d] != 0) << d);
      takes_[d] = (splits.of[d] >> circled[d]) & kSubsetsOf[left_];  // X joins: circled | X = circled + X
    }
    owed_ = std::popcount(static_cast<unsigned>(unlocked_ & ~placed));
    placeable_ = placeable(free_);
    by_types_[0] = 1;
    for (unsigned types = 1; types < 16; ++types) {
      const int top = std::bit_width(types) - 1;
      const SubsetSet without = by_types_[types & ~(1u << top)];
      by_types_[types] = takes_[top] == 1 ? without : disjoint_unions(without, takes_[top], left_);
    }
    for (unsigned types = 0; types < 16; ++types) {
      if ((types & unlocked_) != unlocked_) continue;
      // With nothing unlocked yet, a finish that places must circle a die.
      const SubsetSet taken = unlocked_ || !types ? by_types_[types] : by_types_[types] & ~SubsetSet{1};
      circles_[std::popcount(types & ~unlocked_)] |= taken;
    }
    const SubsetSet finishes = finishes_with(placeable_, circles_, owed_, unlocked_);
    assert(finishes && "every position of a round has a finish");
    for (most_ = std::popcount(left_); !(finishes & kOfSize[most_]) && most_ > 0;) --most_;
    for (int e = 0; e < 2; ++e) after_placing_[e] = finishes_with(placeable_, circles_, owed_ + e - 1, true);
  }

  // The most dice the round can still use.
  int most() const { return most_; }
  // P5: the round ends when it can use no more dice (every unlocked type is then placed).
  bool may_end() const { return most_ == 0; }

  // The sets of dice that type `d` may circle now, as a set of subsets (the caller keeps the
  // canonical ones).
  SubsetSet circles(Development d) const {
    const int t = static_cast<int>(d);
    const SubsetSet takes = takes_[t] & ~SubsetSet{1};
    if (!takes) return 0;
    const unsigned others = 15u & ~(1u << t);
    std::array<SubsetSet, kDevelopments + 1> circles{};
    for (unsigned types = 0; types < 16; ++types)
      if (!(types & ~others) && (types & unlocked_ & others) == (unlocked_ & others))
        circles[std::popcount(types & ~unlocked_)] |= by_types_[types];
    const int opened = !(unlocked_ >> t & 1);
    const SubsetSet rest = finishes_with(placeable_, circles, owed_ + opened, true);
    SubsetSet good = 0;  // what the type takes in a finish using the most
    for (SubsetSet s = takes; s; s &= s - 1) {
      const unsigned a = static_cast<unsigned>(std::countr_zero(s));
      const int n = std::popcount(a);
      if (n <= most_ && (rest & kSubsetsOf[left_ & ~a] & kOfSize[most_ - n])) good |= SubsetSet{1} << a;
    }
    return subsets_of_members(good) & takes;
  }

  // Placing `group` as type `d` (unlocked) on an empty square printed its sum.
  bool may_place(unsigned group, Development d) {
    const int size = std::popcount(group);
    if (size > most_) return false;
    const int n = sums_.sum[group];
    const int e = placed_ >> static_cast<int>(d) & 1;  // a type already placed leaves the owed types to other groups
    const unsigned others = left_ & ~group;
    SubsetSet rest = after_placing_[e];
    if (disjoint_groups(by_sum_[n] & kSubsetsOf[others], free_[n])) {  // one square fewer printed n may bind
      if (!(tight_known_[e] >> n & 1)) {
        --free_[n];
        tight_after_[n][e] = finishes_with(placeable(free_), circles_, owed_ + e - 1, true);
        ++free_[n];
        tight_known_[e] |= 1u << n;
      }
      rest = tight_after_[n][e];
    }
    return rest & kSubsetsOf[others] & kOfSize[most_ - size];
  }

 private:
  using Layers = std::array<SubsetSet, kDevelopments + 1>;  // [j]: j or more groups (or types)

  // Do `k` pairwise disjoint subsets among `groups` exist?
  bool disjoint_groups(SubsetSet groups, int k) const {
    SubsetSet unions = groups;
    for (int i = 1; i < k && unions; ++i) unions = disjoint_unions(unions, groups, left_);
    return unions != 0;
  }

  // The dice left that split into j or more groups on distinct empty squares (`free` of each number).
  Layers placeable(std::array<std::int8_t, kMaxPrinted + 1>& free) {
    SubsetSet fits = 0;
    bool tight = false;
    std::uint32_t numbers = 0;
    for (unsigned g = left_; g; g = (g - 1) & left_) {
      const int n = sums_.sum[g];
      if (n > kMaxPrinted || free[n] == 0) continue;
      fits |= SubsetSet{1} << g;
      by_sum_[n] |= SubsetSet{1} << g;
      numbers |= 1u << n;
    }
    // The squares of a number run short only if more disjoint groups than they can sum to it.
    for (std::uint32_t m = numbers; m && !tight; m &= m - 1) {
      const int n = std::countr_zero(m);
      tight = free[n] < std::popcount(left_) && disjoint_groups(by_sum_[n], free[n] + 1);
    }
    Layers exact{};  // [j]: exactly j groups, the last also holding more
    if (!tight) {
      SubsetSet layer = 1;
      for (int j = 0; layer; ++j) {
        exact[std::min(j, kDevelopments)] |= layer;
        layer = disjoint_unions(layer, fits, left_);
      }
    } else {
      split(left_, 0, 0, free, exact);
    }
    for (int j = kDevelopments; j > 0; --j) exact[j - 1] |= exact[j];
    return exact;
  }

  // Every split of a subset of `rest` into groups on distinct squares, added to `exact`; the
  // lowest die of `rest` is left out or starts a group, so each split is seen once.
  void split(unsigned rest, unsigned dice, int groups, std::array<std::int8_t, kMaxPrinted + 1>& free,
             Layers& exact) const {
    exact[std::min(groups, kDevelopments)] |= SubsetSet{1} << dice;
    if (!rest) return;
    const unsigned lowest = rest & -rest, others = rest & ~lowest;
    split(others, dice, groups, free, exact);
    for (unsigned more = others;; more = (more - 1) & others) {
      const unsigned group = lowest | more;
      const int n = sums_.sum[group];
      if (n <= kMaxPrinted && free[n] > 0) {
        --free[n];
        split(rest & ~group, dice | group, groups + 1, free, exact);
        ++free[n];
      }
      if (!more) break;
    }
  }

  // The dice used by finishes whose placements must cover `owed` types besides the new ones;
  // with no type unlocked, and none newly, nothing is placed.
  SubsetSet finishes_with(const Layers& placeable, const Layers& circles, int owed, bool unlocked) const {
    SubsetSet out = 0;
    owed = std::max(owed, 0);
    for (int c = 0; owed + c <= kDevelopments; ++c) {
      const SubsetSet places = unlocked || c ? placeable[owed + c] : placeable[owed + c] & 1;
      if (circles[c] && places) out |= disjoint_unions(places, circles[c], left_);
    }
    return out;
  }

  const DiceSums& sums_;
  unsigned left_;
  std::uint8_t placed_, unlocked_ = 0;
  int owed_ = 0, most_ = 0;
  std::array<std::int8_t, kMaxPrinted + 1> free_{};
  std::array<SubsetSet, kDevelopments> takes_{};     // per type, the sets of dice left it may still take
  std::array<SubsetSet, 16> by_types_{};             // per set of types, the dice they can take together
  std::array<SubsetSet, kMaxPrinted + 1> by_sum_{};  // the groups of the dice left summing to each number
  Layers placeable_{}, circles_{};
  std::array<SubsetSet, 2> after_placing_{};  // finishes after a placement, for a type owed or not
  // Finishes after a placement on a number whose free squares may run short, found on demand.
  std::array<std::array<SubsetSet, 2>, kMaxPrinted + 1> tight_after_;
  std::array<std::uint32_t, 2> tight_known_{};
};

}  // namespace parks::planner

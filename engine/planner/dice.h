#pragma once
// What a round's move generator needs to know of the six dice: the sum of every subset, which
// subsets are canonical (of the dice still free that show equal values, the lowest-numbered
// ones are used first, since the book counts a die by its value only), and whether k more
// groups can still be placed on distinct empty squares (so that no offered move leads to a
// round that cannot end).
#include <array>
#include <cstdint>

#include "engine/planner/action.h"
#include "engine/planner/board.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

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
    for (unsigned m = 1; m < kDiceSubsets; ++m) twins_below_[m] = twins_below_[m & (m - 1)] | below[std::countr_zero(m)];
  }

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
  std::array<std::uint8_t, kDiceSubsets> twins_below_;  // lower-numbered dice equal to one of the subset's; set with twins_
};

// Empty squares per printed number, and the search for `groups` disjoint dice groups that fit
// distinct empty squares (P5: each unlocked type must be placed at least once).
class Placeability {
 public:
  Placeability(const Sheet& sheet, Board empty, const DiceSums& sums) : sums_(sums) {
    std::uint32_t free_numbers = 0;
    for (int n = 1; n <= kMaxPrinted; ++n) {
      free_[n] = static_cast<std::int8_t>(count(empty & sheet.by_number[n]));
      free_numbers |= static_cast<std::uint32_t>(free_[n] > 0) << n;
    }
    // One group fits a set of dice when one of its subsets sums to a free number: the subsets
    // that do, closed upwards (bit m of `fits_one_` for dice set m), one shift per die.
    for (unsigned m = 1; m < kDiceSubsets; ++m)
      if (sums.sum[m] <= kMaxPrinted) fits_one_ |= static_cast<std::uint64_t>(free_numbers >> sums.sum[m] & 1) << m;
    for (int die = 0; die < kDice; ++die) fits_one_ |= (fits_one_ & kWithout[die]) << (1 << die);
  }

  bool can_place(unsigned dice, int groups) {
    if (groups == 0) return true;
    if (groups == 1) return fits_one_ >> dice & 1;
    std::int8_t& known = memo_[dice][groups - 2];
    if (known == kUnknown) known = search(dice, groups, -1) ? kYes : kNo;
    return known == kYes;
  }
  // The same after one more square printed `number` is taken.
  bool can_place_after(unsigned dice, int groups, int number) {
    if (groups == 0 || free_[number] > groups) return can_place(dice, groups);
    --free_[number];
    const bool ok = search(dice, groups, -1);
    ++free_[number];
    return ok;
  }

 private:
  static constexpr std::int8_t kUnknown = 0, kNo = 1, kYes = 2;
  // Bit m set when subset m lacks die k.
  static constexpr std::array<std::uint64_t, kDice> kWithout = {0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F,
                                                                 0x00FF00FF00FF00FF, 0x0000FFFF0000FFFF, 0x00000000FFFFFFFF};

  // Groups are tried in order of their lowest die, so each set of groups is seen once.
  bool search(unsigned dice, int groups, int after) {
    if (groups == 0) return true;
    for (unsigned g = dice; g; g = (g - 1) & dice) {
      const int n = sums_.sum[g];
      if (std::countr_zero(g) <= after || n > kMaxPrinted || free_[n] == 0) continue;
      --free_[n];
      const bool ok = search(dice & ~g, groups - 1, std::countr_zero(g));
      ++free_[n];
      if (ok) return true;
    }
    return false;
  }

  const DiceSums& sums_;
  std::array<std::int8_t, kMaxPrinted + 1> free_{};
  std::uint64_t fits_one_ = 0;
  std::array<std::array<std::int8_t, kDevelopments - 1>, kDiceSubsets> memo_{};  // for 2 to 4 groups
};

}  // namespace parks::planner

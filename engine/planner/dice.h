#pragma once
// What a round's move generator needs to know of the six dice: the sum of every subset, which
// subsets are canonical (of dice showing equal values, the lowest-numbered ones are used first,
// since the book counts a die by its value only), and whether k more groups can still be
// placed on distinct empty squares (so that no offered move leads to a round that cannot end).
#include <array>
#include <cstdint>

#include "engine/planner/action.h"
#include "engine/planner/board.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

struct DiceSums {
  std::array<std::uint8_t, kDiceSubsets> sum{};
  std::uint64_t canonical = ~std::uint64_t{0};  // bit m: subset m is canonical

  explicit DiceSums(const DiceValues& dice, unsigned unused) {
    std::array<unsigned, kDice> lower_twins{};
    bool twins = false;
    for (int j = 1; j < kDice; ++j)
      for (int i = 0; i < j; ++i)
        if (dice[i] == dice[j] && (unused >> i & 1)) lower_twins[j] |= 1u << i, twins = true;
    for (unsigned m = 1; m < kDiceSubsets; ++m) sum[m] = static_cast<std::uint8_t>(sum[m & (m - 1)] + dice[std::countr_zero(m)]);
    if (!twins) return;
    std::array<unsigned, kDiceSubsets> needs{};  // the lower twins of the subset's dice
    for (unsigned m = 1; m < kDiceSubsets; ++m) {
      needs[m] = needs[m & (m - 1)] | lower_twins[std::countr_zero(m)];
      if (needs[m] & ~m) canonical &= ~(std::uint64_t{1} << m);
    }
  }
  bool is_canonical(unsigned m) const { return canonical >> m & 1; }
};

// Empty squares per printed number, and the search for `groups` disjoint dice groups that fit
// distinct empty squares (P5: each unlocked type must be placed at least once).
class Placeability {
 public:
  Placeability(const Sheet& sheet, Board empty, const DiceSums& sums) : sums_(sums) {
    for (int n = 1; n <= kMaxPrinted; ++n) free_[n] = static_cast<std::int8_t>(count(empty & sheet.by_number[n]));
    // One group fits when some subset has a free number; `fits_one_` holds that per dice set.
    for (unsigned m = 1; m < kDiceSubsets; ++m) {
      const int n = sums.sum[m];
      bool fits = n <= kMaxPrinted && free_[n] > 0;
      for (unsigned rest = m; rest && !fits; rest &= rest - 1) fits = fits_one_ >> (m & ~(rest & -rest)) & 1;
      fits_one_ |= static_cast<std::uint64_t>(fits) << m;
    }
  }

  bool can_place(unsigned dice, int groups) {
    if (groups == 0) return true;
    if (groups == 1) return fits_one_ >> dice & 1;
    std::int8_t& known = memo_[dice][groups];
    if (known == kUnknown) known = search(dice, groups, -1);
    return known;
  }
  // The same after one more square printed `number` is taken.
  bool can_place_after(unsigned dice, int groups, int number) {
    if (groups == 0 || free_[number] > 1) return can_place(dice, groups);
    --free_[number];
    const bool ok = search(dice, groups, -1);
    ++free_[number];
    return ok;
  }

 private:
  static constexpr std::int8_t kUnknown = -1;

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
  std::array<std::array<std::int8_t, kDevelopments + 2>, kDiceSubsets> memo_ = [] {
    std::array<std::array<std::int8_t, kDevelopments + 2>, kDiceSubsets> m{};
    for (auto& row : m) row.fill(kUnknown);
    return m;
  }();
};

}  // namespace parks::planner

#pragma once
// A decision or a dice outcome in one 32-bit code.
// Decisions: kind (bits 16-18), dice subset (bits 0-5), development (bits 6-7), square (bits 8-14).
// Dice outcomes (chance): bit 31 set, die k's value minus one in its own bit field.
#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "engine/planner/board.h"
#include "engine/planner/rules.h"

namespace parks::planner {

enum class Kind : std::uint8_t { End, Raise, Lower, Reroll, Unlock, Place };

using DiceValues = std::array<std::uint8_t, kDice>;

struct Action {
  std::uint32_t code = 0;

  static constexpr Action decision(Kind kind, unsigned dice, Development d = Development::Tree, int square = 0) {
    return {static_cast<std::uint32_t>(kind) << 16 | static_cast<std::uint32_t>(square) << 8 |
            static_cast<std::uint32_t>(d) << 6 | dice};
  }
  static constexpr Action end() { return decision(Kind::End, 0); }
  static constexpr Action raise(int die) { return decision(Kind::Raise, 1u << die); }
  static constexpr Action lower(int die) { return decision(Kind::Lower, 1u << die); }
  static constexpr Action reroll(unsigned dice) { return decision(Kind::Reroll, dice); }
  static constexpr Action unlock(Development d, unsigned dice) { return decision(Kind::Unlock, dice, d); }
  static constexpr Action place(Development d, unsigned dice, int square) {
    return decision(Kind::Place, dice, d, square);
  }
  static constexpr Action roll(const DiceValues& values) {
    std::uint32_t code = kRollFlag;
    for (int k = 0; k < kDice; ++k) code |= static_cast<std::uint32_t>(values[k] - 1) << kValueShift[k];
    return {code};
  }

  constexpr Kind kind() const { return static_cast<Kind>((code >> 16) & 7); }
  constexpr unsigned dice() const { return code & 63; }
  constexpr Development development() const { return static_cast<Development>((code >> 6) & 3); }
  constexpr int square() const { return static_cast<int>((code >> 8) & 127); }
  constexpr bool is_roll() const { return code & kRollFlag; }
  constexpr int value(int die) const {
    return static_cast<int>((code >> kValueShift[die]) & ((1u << kValueBits[die]) - 1)) + 1;
  }

  constexpr bool operator==(const Action&) const = default;

 private:
  static constexpr std::uint32_t kRollFlag = 1u << 31;
  static constexpr std::array<int, kDice> kValueBits = {2, 3, 3, 4, 4, 5};  // enough for 4..20 faces
  static constexpr std::array<int, kDice> kValueShift = {0, 2, 5, 8, 12, 16};
};

// A decision's id (the vocabulary, engine/core/vocabulary.h; docs/planner.md, "Actions as text
// and ids"), by kind: end 0; raise die k 1 + k; lower die k 7 + k; reroll 13 + dice - 1;
// unlock 76 + d * 63 + dice - 1; place 328 + (d * 63 + dice - 1) * 81 + square. `dice` is the
// 6-bit subset (never empty), d the development (tree 0 ... bench 3), square row * 9 + column.
inline constexpr int kSubsetIds = kDiceSubsets - 1;
inline constexpr int kEndId = 0, kRaiseId = 1, kLowerId = kRaiseId + kDice, kRerollId = kLowerId + kDice,
                     kUnlockId = kRerollId + kSubsetIds, kPlaceId = kUnlockId + kDevelopments * kSubsetIds,
                     kActionIds = kPlaceId + kDevelopments * kSubsetIds * kSquares;
static_assert(kUnlockId == 76 && kPlaceId == 328 && kActionIds == 20740);

// A chance outcome (a roll) has no id: -1.
constexpr int action_id(const Action& a) {
  if (a.is_roll()) return -1;
  const int subset = static_cast<int>(a.dice()) - 1, die = std::countr_zero(a.dice());
  const int d = static_cast<int>(a.development());
  switch (a.kind()) {
    case Kind::End: return kEndId;
    case Kind::Raise: return kRaiseId + die;
    case Kind::Lower: return kLowerId + die;
    case Kind::Reroll: return kRerollId + subset;
    case Kind::Unlock: return kUnlockId + d * kSubsetIds + subset;
    case Kind::Place: return kPlaceId + (d * kSubsetIds + subset) * kSquares + a.square();
  }
  return -1;
}

// "unlock path with d4+d8", "place tree with d6 at (2,3)", "raise d10", "reroll d4+d20", "end",
// "roll 3 1 6 1 7 12" (the values of d4 d6 d8 d10 d12 d20). An unlock of a type already
// unlocked circles more dice for it (P5).
inline std::string to_string(Action a) {
  static constexpr std::array<const char*, kDice> kDieNames = {"d4", "d6", "d8", "d10", "d12", "d20"};
  static constexpr std::array<const char*, 6> kKindNames = {"end", "raise", "lower", "reroll", "unlock", "place"};
  std::string text;
  if (a.is_roll()) {
    text = "roll";
    for (int k = 0; k < kDice; ++k) text += ' ' + std::to_string(a.value(k));
    return text;
  }
  text = kKindNames[static_cast<int>(a.kind())];
  if (a.kind() == Kind::End) return text;
  if (a.kind() == Kind::Unlock || a.kind() == Kind::Place)
    text += ' ' + std::string(kDevelopmentNames[static_cast<int>(a.development())]) + " with";
  const char* separator = " ";
  for (int k = 0; k < kDice; ++k)
    if (a.dice() >> k & 1) text += separator, text += kDieNames[k], separator = "+";
  if (a.kind() == Kind::Place) text += " at " + square_name(a.square());
  return text;
}

}  // namespace parks::planner

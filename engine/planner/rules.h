#pragma once
// The numbers of Polyhedral Park Planner's rules, each in one place: developments and their
// unlock ranges (P5), the dice (P3), rounds, modifications (P4), penalties (P6), cards (P9).
#include <array>
#include <cstdint>
#include <string_view>

namespace parks::planner {

enum class Development : std::uint8_t { Tree, Path, Water, Bench };
inline constexpr int kDevelopments = 4;
inline constexpr std::array<std::string_view, kDevelopments> kDevelopmentNames = {"tree", "path", "water", "bench"};
inline constexpr std::array<char, kDevelopments> kDevelopmentTokens = {'T', 'P', 'W', 'B'};

// P5: an unlock group's sum must lie in its development's range.
inline constexpr std::array<int, kDevelopments> kUnlockLow = {1, 5, 9, 13};
inline constexpr std::array<int, kDevelopments> kUnlockHigh = {4, 8, 12, 1000};
constexpr bool unlocks(Development d, int sum) {
  return sum >= kUnlockLow[static_cast<int>(d)] && sum <= kUnlockHigh[static_cast<int>(d)];
}
// The ranges cover 1 and up without overlap: each sum unlocks exactly one development.
constexpr Development unlocked_by(int sum) {
  return sum <= 4    ? Development::Tree
         : sum <= 8  ? Development::Path
         : sum <= 12 ? Development::Water
                     : Development::Bench;
}

// P3: d4, d6, d8, d10 (1-10), d12, d20.
inline constexpr int kDice = 6;
inline constexpr int kDiceSubsets = 1 << kDice;
inline constexpr std::array<int, kDice> kFaces = {4, 6, 8, 10, 12, 20};
inline constexpr int kMaxPrinted = 20;  // the highest number on a sheet

inline constexpr int kRounds = 10;
inline constexpr int kMaxModifications = 12;      // P4, each costs 1 point
inline constexpr int kIsolatedRegionPenalty = 3;  // P6

// P9: the 12 scoring cards, numbered 1-12.
inline constexpr int kCards = 12;
inline constexpr int kCardsDealt = 3;
struct CardInfo {
  std::string_view name;
  int target;         // solo target
  std::uint8_t uses;  // developments the card asks for (bit per Development), for P7
};
constexpr std::uint8_t bit_of(Development d) { return static_cast<std::uint8_t>(1 << static_cast<int>(d)); }
inline constexpr std::uint8_t kTree = 1, kPath = 2, kWater = 4, kBench = 8;
// Center of Attention counts any development, so it asks for none in particular (P7).
inline constexpr std::array<CardInfo, kCards + 1> kCardInfo = {{
    {"", 0, 0},
    {"A Long and Winding Road", 11, kPath},
    {"Hundred Acre Wood", 12, kTree},
    {"Sea to Sea", 13, kWater},
    {"Best Seats in the House", 14, kBench},
    {"Natural Borders", 14, kTree | kWater},
    {"Bridges over Troubled Water", 15, kPath | kWater},
    {"A Shady Place to Rest", 16, kBench | kTree},
    {"Gone Fishing", 18, kBench | kWater},
    {"Center of Attention", 16, 0},
    {"A Little of Everything", 14, kTree | kPath | kWater | kBench},
    {"A Walk to Remember", 12, kPath | kTree},
    {"Frequent Stops", 20, kPath | kBench},
}};

}  // namespace parks::planner

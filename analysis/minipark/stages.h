#pragma once
// The game phases Mini Park's studies bucket a decision or a character by: the round of turns it
// falls in (1 for the first), as `parks simulate minipark`'s character table prints them.
#include <array>

namespace parks::minipark {

inline constexpr int kStages = 6;
inline constexpr std::array<const char*, kStages> kStageNames = {"1", "2", "3", "4-5", "6-8", "9+"};
inline constexpr std::array<int, kStages> kStageFirstRound = {1, 2, 3, 4, 6, 9};
inline constexpr int stage_of(int round) { return round <= 3 ? round - 1 : round <= 5 ? 3 : round <= 8 ? 4 : 5; }

}  // namespace parks::minipark

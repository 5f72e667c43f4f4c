#pragma once
// The parts of a Polyhedral Park Planner position file that the reader (position.cpp), the
// round's reader (position_round.cpp) and the writer (position_write.cpp) share: the seat keys,
// dice and types by name, and the acting seat's round as read.
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "cli/position_file.h"
#include "engine/planner/state.h"

namespace parks::cli {

inline constexpr std::array<const char*, planner::kDice> kPlannerDieNames = {"d4", "d6", "d8", "d10", "d12", "d20"};

// A seat's key: "park" in a solo game, "park 2" for the second seat of several.
inline std::string seat_key(const std::string& key, int players, int seat) {
  return players == 1 ? key : key + " " + std::to_string(seat + 1);
}

// `word` after `text`, with `separator` between them unless `text` is empty.
inline void join_word(std::string& text, std::string_view separator, std::string_view word) {
  if (!text.empty()) text += separator;
  text += word;
}

// "d4+d20", or "none".
inline std::string dice_text(unsigned dice) {
  std::string text;
  for (int k = 0; k < planner::kDice; ++k)
    if (dice >> k & 1) join_word(text, "+", kPlannerDieNames[k]);
  return text.empty() ? "none" : text;
}

// The acting seat's round as the file gives it, with the lines the later checks name.
struct RoundRead {
  planner::Phase phase = planner::Phase::Roll;
  int round = 0, seat = 0;  // 0-9 (10 when over); the acting seat
  planner::DiceValues rolled{}, dice{};
  unsigned used = 0, raised = 0, lowered = 0, reroll_dice = 0;
  planner::Circled circled{};
  std::uint8_t placed = 0;
  const PositionLine* round_line = nullptr;
  const PositionLine* dice_line = nullptr;     // `dice:`, else `rolled:`
  const PositionLine* circled_line = nullptr;  // `circled:`, else `dice:` or `rolled:`
  const PositionLine* placed_line = nullptr;   // `placed:`, else `dice:` or `rolled:`

  unsigned circled_dice() const {
    unsigned dice = 0;
    for (const auto c : circled) dice |= c;
    return dice;
  }
  std::uint8_t unlocked() const {
    std::uint8_t types = 0;
    for (int d = 0; d < planner::kDevelopments; ++d) types |= static_cast<std::uint8_t>((circled[d] != 0) << d);
    return types;
  }
  // The state's round, once every check has passed.
  template <class State>
  typename State::Round state_round() const {
    return {phase, round, seat, rolled, dice, used, raised, lowered, reroll_dice, circled, placed, reroll_dice != 0};
  }
};

// position_round.cpp: the round's keys, each checked on its own and against the others (P3-P5).
RoundRead read_round(const PositionFile& file, int players);
// P4: the dice as shown took at least so many modifications this round.
void check_modifications(const PositionFile& file, const RoundRead& round, int modifications, const PositionLine& line);
// P5: the round can still end by the rules, every type unlocked placed on an empty square.
void check_round_can_end(const PositionFile& file, const RoundRead& round, const planner::Sheet& sheet,
                         const planner::Park& park);

}  // namespace parks::cli

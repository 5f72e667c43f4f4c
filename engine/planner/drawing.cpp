#include "engine/planner/drawing.h"

#include <array>
#include <cstdio>
#include <string_view>

namespace parks::planner {

namespace {

constexpr std::array<const char*, kDice> kDieLabels = {"d4", "d6", "d8", "d10", "d12", "d20"};

void add_word(std::string& text, std::string_view separator, std::string_view word) {
  if (!text.empty()) text += separator;
  text += word;
}

std::string cell(const char* format, const std::string& text) {
  char out[32];
  std::snprintf(out, sizeof out, format, text.c_str());
  return out;
}

// The park over its sheet: a developed square shows its type, an empty one its printed number.
std::string draw_park(const Park& park, const Sheet& sheet) {
  std::string text = "      ";
  for (int c = 0; c < kSide; ++c) text += cell("%3s", std::to_string(c));
  text += "\n";
  for (int r = 0; r < kSide; ++r) {
    text += cell("  %-4s", std::to_string(r));
    for (int c = 0; c < kSide; ++c) {
      const int s = square_of(r, c);
      std::string shown = s == kBoothSquare ? "i" : std::to_string(sheet.number(s));
      for (int d = 0; d < kDevelopments; ++d)
        if (park.boards[d] & bit(s)) shown = std::string(1, kDevelopmentTokens[d]);
      text += cell("%3s", shown);
    }
    text += "\n";
  }
  return text;
}

std::string dice_names(unsigned dice) {
  std::string text;
  for (int k = 0; k < kDice; ++k)
    if (dice >> k & 1) add_word(text, "+", kDieLabels[k]);
  return text.empty() ? "none" : text;
}

// The acting seat's dice: as rolled, as they stand, and what each is used for.
template <int Seats>
std::string draw_dice(const BasicState<Seats>& state) {
  std::string rows[4] = {"  die     ", "  rolled  ", "  now     ", "  use     "};
  for (int k = 0; k < kDice; ++k) {
    std::string use = "-";
    for (int d = 0; d < kDevelopments; ++d)
      if (state.circled()[d] >> k & 1) use = std::string(kDevelopmentNames[d]);
    if (use == "-" && state.used() >> k & 1) use = "placed";
    rows[0] += cell("%7s", kDieLabels[k]);
    rows[1] += cell("%7s", std::to_string(state.rolled()[k]));
    rows[2] += cell("%7s", std::to_string(state.dice()[k]));
    rows[3] += cell("%7s", use);
  }
  std::string text;
  for (const auto& row : rows) text += row + "\n";
  std::string unlocked, placed;
  for (int d = 0; d < kDevelopments; ++d) {
    if (state.unlocked() >> d & 1) add_word(unlocked, " ", kDevelopmentNames[d]);
    if (state.placed() >> d & 1) add_word(placed, " ", kDevelopmentNames[d]);
  }
  text += "  raised " + dice_names(state.raised()) + ", lowered " + dice_names(state.lowered());
  if (state.num_players() == 1)
    text += state.phase() == Phase::Reroll ? ", rerolling " + dice_names(state.reroll_dice()) + " (waiting for them)"
                                           : ", rerolled " + dice_names(state.reroll_dice());
  text += "\n  unlocked " + (unlocked.empty() ? std::string("none") : unlocked) + ", placed " +
          (placed.empty() ? std::string("none") : placed) + "\n";
  return text;
}

template <int Seats>
std::string header(const BasicState<Seats>& state) {
  const int players = state.num_players();
  std::string text =
      "Polyhedral Park Planner, " + (players == 1 ? std::string("solo") : std::to_string(players) + " players");
  if (state.is_terminal()) text += ": the game is over\n";
  else if (state.phase() == Phase::Roll)
    text += ": round " + std::to_string(state.round() + 1) + " of 10 waits for its roll\n";
  else
    text += ": round " + std::to_string(state.round() + 1) + " of 10, seat " + std::to_string(state.seat() + 1) +
            " to act\n";
  text += "Cards:";
  for (const int c : state.deal())
    text += " " + std::to_string(c) + " " + std::string(kCardInfo[c].name) + " (target " +
            std::to_string(kCardInfo[c].target) + ");";
  text.back() = '\n';
  if (players == 1)
    text += "Solo: win with " + std::to_string(target(state.deal())) +
            " points or more and every card's requirement met (P8)\n";
  return text;
}

constexpr const char* kLegend =
    "Legend: a square is (row,column), rows 0-8 from the top and columns 0-8 from the left; the info\n"
    "booth i is (4,4). An empty square shows its printed number, a developed one its type: T tree,\n"
    "P path, W water, B bench. Moves: 'raise d10' and 'lower d4' change a die by 1, 'reroll d4+d20'\n"
    "(solo, once a round) rolls dice again, a point each (P4); 'unlock path with d4+d8' circles dice\n"
    "for a type, each group summing in its range: tree 1-4, path 5-8, water 9-12, bench 13 or more;\n"
    "'place tree with d6 at (2,3)' develops row 2, column 3, a square printed with the dice's sum,\n"
    "with a type unlocked this round; 'end' ends the seat's round (P5).\n";

}  // namespace

template <int Seats>
std::string draw_text(const BasicState<Seats>& state) {
  std::string text = header(state);
  const bool in_round = state.phase() == Phase::Use || state.phase() == Phase::Reroll;
  for (int p = 0; p < state.num_players(); ++p) {
    const ScoreCard card = state.score_card(p);
    const Sheet& sheet = state.sheet(p);
    text += "\nSeat " + std::to_string(p + 1) + (in_round && p == state.seat() ? " (to act)" : "") + ": " +
            (sheet.id ? "sheet " + std::to_string(sheet.id) : std::string("its own sheet (no published number)")) +
            ", " + std::to_string(state.modifications(p)) + " of 12 modifications used, score " +
            std::to_string(card.total()) + (state.is_terminal() && state.is_winner(p) ? " (wins)" : "") + "\n";
    text += draw_park(state.park(p), sheet);
  }
  if (in_round) text += "\nDice of seat " + std::to_string(state.seat() + 1) + ":\n" + draw_dice(state);
  return text + "\n" + kLegend;
}

template std::string draw_text(const SoloState& state);
template std::string draw_text(const PartyState& state);

}  // namespace parks::planner

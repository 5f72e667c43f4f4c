// Writing a Polyhedral Park Planner state as a position file: every key the reader needs, in the
// order a person fills them in at the table.
#include <cstdio>

#include "cli/arena_kit.h"
#include "cli/planner/position.h"
#include "cli/planner/position_parts.h"
#include "cli/planner/setup.h"

namespace parks::cli {

namespace {

using namespace planner;

std::vector<std::string> park_rows(const Park& park) {
  std::vector<std::string> rows;
  for (int r = 0; r < kSide; ++r) {
    std::string row;
    for (int c = 0; c < kSide; ++c) {
      const int s = square_of(r, c);
      char token = s == kBoothSquare ? 'i' : '.';
      for (int d = 0; d < kDevelopments; ++d)
        if (park.boards[d] & bit(s)) token = kDevelopmentTokens[d];
      join_word(row, "  ", std::string(1, token));
    }
    rows.push_back(row);
  }
  return rows;
}

// Left-aligned, so that every row starts at the block's indent.
std::vector<std::string> number_rows(const Sheet& sheet) {
  std::vector<std::string> rows;
  for (const auto& numbers : sheet.numbers()) {
    std::string row;
    for (const int n : numbers) {
      std::string cell = std::to_string(n);
      if (cell.size() < 2) cell += ' ';
      join_word(row, " ", cell);
    }
    while (row.back() == ' ') row.pop_back();
    rows.push_back(row);
  }
  return rows;
}

std::string values_text(const DiceValues& values) {
  std::string text;
  for (int k = 0; k < kDice; ++k) join_word(text, " ", std::to_string(values[k]));
  return text;
}

std::string types_text(std::uint8_t types) {
  std::string text;
  for (int d = 0; d < kDevelopments; ++d)
    if (types >> d & 1) join_word(text, " ", kDevelopmentNames[d]);
  return text.empty() ? "none" : text;
}

std::string circled_text(const Circled& circled) {
  std::string text;
  for (int d = 0; d < kDevelopments; ++d)
    if (circled[d]) join_word(text, ", ", std::string(kDevelopmentNames[d]) + " " + dice_text(circled[d]));
  return text.empty() ? "none" : text;
}

template <int Seats>
void write_round(PositionWriter& out, const BasicState<Seats>& state) {
  out.field("rolled", values_text(state.rolled()));
  out.field("dice", values_text(state.dice()));
  out.field("raised", dice_text(state.raised()));
  out.field("lowered", dice_text(state.lowered()));
  if (state.num_players() == 1)
    out.field(state.phase() == Phase::Reroll ? "rerolling" : "rerolled", dice_text(state.reroll_dice()));
  if (state.phase() == Phase::Reroll) return;
  out.field("used", dice_text(state.used()));
  out.field("circled", circled_text(state.circled()));
  out.field("placed", types_text(state.placed()));
}

template <int Seats>
std::string write_state(const BasicState<Seats>& state) {
  const int players = state.num_players();
  const bool in_round = state.phase() == Phase::Use || state.phase() == Phase::Reroll;
  PositionWriter out("planner");
  out.comment(state.is_terminal() ? "Polyhedral Park Planner, the game is over"
              : in_round ? "Polyhedral Park Planner, round " + std::to_string(state.round() + 1) + " of 10, seat " +
                               std::to_string(state.seat() + 1) + " to act"
                         : "Polyhedral Park Planner, round " + std::to_string(state.round() + 1) +
                               " of 10 waits for its roll");
  out.field("players", std::to_string(players));
  std::string cards;
  for (const int c : state.deal()) join_word(cards, " ", std::to_string(c));
  out.field("cards", cards);
  out.field("round", state.is_terminal() ? "over" : std::to_string(state.round() + 1));
  if (in_round && players > 1) out.field("seat", std::to_string(state.seat() + 1));
  if (in_round) write_round(out, state);
  for (int p = 0; p < players; ++p) {
    const Sheet& sheet = state.sheet(p);
    if (sheet.id) out.field(seat_key("sheet", players, p), std::to_string(sheet.id));
    else out.block(seat_key("numbers", players, p), number_rows(sheet));
    out.field(seat_key("modifications", players, p), std::to_string(state.modifications(p)));
    out.block(seat_key("park", players, p), park_rows(state.park(p)));
  }
  return out.text();
}

}  // namespace

std::string write_planner_position(const ArenaState& state) {
  if (const auto* solo = typed_state<PlannerSetup, SoloState>(state)) return write_state(solo->state());
  if (const auto* party = typed_state<PlannerSetup, PartyState>(state)) return write_state(party->state());
  throw UsageError("the state is not one of Polyhedral Park Planner");
}

}  // namespace parks::cli

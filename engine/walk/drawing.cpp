#include "engine/walk/drawing.h"

#include <vector>

namespace parks::walk {

namespace {

// A square is 5 characters by 3 lines: its open sides as '|' (N, S) and "--" (E, W) around the
// middle character, and the landmark mark in the top left corner.
char middle(const Sheet& sheet, Square s) {
  if (s == kCentre) return '+';
  if (sheet.ibises() & bit(s)) return 'X';
  const Sides sides = sheet.sides_at(s);
  if (sides == 0) return '.';
  if (sides == (side(North) | side(South))) return '|';
  if (sides == (side(East) | side(West))) return '-';
  return '+';
}

std::string square_lines(const Sheet& sheet, Mask landmarks, Square s, int line) {
  const Sides sides = s == kCentre ? kCross : sheet.sides_at(s);
  const auto open = [&](Dir d) { return (sides & side(d)) != 0; };
  std::string text(5, ' ');
  if (line == 0) {
    if (landmarks & bit(s)) text[0] = sheet.visited(landmarks) & bit(s) ? '@' : '*';
    if (open(North)) text[2] = '|';
  } else if (line == 1) {
    if (open(West)) text[0] = text[1] = '-';
    text[2] = middle(sheet, s);
    if (open(East)) text[3] = text[4] = '-';
  } else if (open(South)) {
    text[2] = '|';
  }
  return text;
}

std::string grid_text(const Sheet& sheet, Mask landmarks) {
  const std::string border = "     +-----+-----+-----+-----+-----+\n";
  std::string text = "        0     1     2     3     4\n" + border;
  for (int row = 0; row < kSide; ++row) {
    for (int line = 0; line < 3; ++line) {
      text += line == 1 ? "   " + std::to_string(row) + " |" : "     |";
      for (int col = 0; col < kSide; ++col) text += square_lines(sheet, landmarks, square(row, col), line) + "|";
      text += "\n";
    }
    text += border;
  }
  return text;
}

std::string squares_text(Mask squares) {
  std::string text;
  for (Square s = 0; s < kSquares; ++s)
    if (squares & bit(s)) {
      if (!text.empty()) text += ' ';
      text += std::to_string(row_of(s)) + "," + std::to_string(col_of(s));
    }
  return text.empty() ? "none" : text;
}

template <int Seats>
std::string sheet_summary(const BasicState<Seats>& state, int p) {
  const Sheet& sheet = state.sheet(p);
  const ScoreBreakdown b = state.breakdown(p);
  std::string bonuses, converted;
  for (int i = 0; i < kBonuses; ++i)
    if (sheet.has(static_cast<Bonus>(i))) bonuses += " " + std::string(name(static_cast<Bonus>(i)));
  for (Piece piece : {Piece::Curve, Piece::Straight})
    if (sheet.converted(piece)) converted += " " + std::string(piece_name(piece));
  std::string text = "score " + std::to_string(b.total) + ": " + std::to_string(b.first_visits) +
                     (state.num_players() == 1 ? " visits" : " first visits") + ", " + std::to_string(b.statue_points) +
                     " for " + std::to_string(b.statues) + " statues, " + std::to_string(b.bonus_points) +
                     " from bonuses" + (b.penalty ? ", -" + std::to_string(b.penalty) + " for conversions" : "") + "\n";
  text += "visited " + squares_text(sheet.visited(state.landmarks()));
  if (state.num_players() > 1) text += "; first " + squares_text(state.first_visits(p));
  text += "; " + std::to_string(b.ibises) + " ibises\n";
  text += "bonuses" + (bonuses.empty() ? std::string(" none") : bonuses) + "; converted" +
          (converted.empty() ? std::string(" none") : converted) + "\n";
  return text;
}

template <int Seats>
std::string turn_text(const BasicState<Seats>& state) {
  const bool solo = state.num_players() == 1;
  int level = 1;
  while (level < static_cast<int>(kSoloTurns.size()) && solo_turns(level) != state.turn_limit()) ++level;
  std::string text = solo ? "Solo, level " + std::to_string(level) : std::to_string(state.num_players()) + " players";
  const Phase phase = state.phase();
  const int turn = state.turn() + (phase == Phase::Over ? 0 : 1);
  text += ", turn " + std::to_string(turn) + (solo ? " of " + std::to_string(state.turn_limit()) : "") + ". ";
  const std::string seat = solo ? "You: " : "Seat " + std::to_string(state.current_player() + 1) + ": ";
  const auto progress = state.progress();
  const std::string roll = std::string(piece_name(state.roll()));
  switch (phase) {
    case Phase::Roll: return text + "The die is to be rolled.\n";
    case Phase::Over: return text + "The game is over.\n";
    case Phase::Draw:
      return text + "Rolled: " + roll + ". " + seat + "draw it in an empty square" +
             (state.roll() == Piece::T && progress.ibis_for_t ? " (or an ibis, W10)" : "") + ".\n";
    case Phase::Pick:
      return text + "Rolled: " + roll + ". " + seat + "pick a bonus for a new visit (" +
             std::to_string(progress.pending) + " owed, W8)" + (progress.drawn ? "" : ", then draw the roll") + ".\n";
    case Phase::BonusPath:
      return text + "Rolled: " + roll + ". " + seat + "draw the bonus " + std::string(piece_name(state.bonus_piece())) +
             " in an empty square (W8).\n";
    case Phase::Finish:
      return text + "Rolled: " + roll + ". " + seat + "convert a curve or a straight (W11), or end the turn.\n";
  }
  return text;
}

constexpr const char* kLegend =
    "Squares are row,col as the moves write them: rows 0-4 from the top, columns 0-4 from the\n"
    "left. A path shows its open sides: N up '|', E right '--', S down '|', W left '--'; so\n"
    "'curve NE at 1,3' opens the square in row 1, column 3 up and to the right. '+' at 2,2 is the\n"
    "centre cross, X an ibis, . an empty square, * a landmark, @ a landmark visited (its path joins\n"
    "the centre, W7). Moves: 'PIECE SIDES at r,c' draws a curve, straight or T there; 'ibis at r,c';\n"
    "'convert at r,c opening D' opens side D of a curve or straight, which becomes a T (W11, 3\n"
    "points off); 'pick BONUS' ticks a bonus (W8); 'end turn'.\n";

}  // namespace

template <int Seats>
std::string draw_text(const BasicState<Seats>& state) {
  std::string text = turn_text(state) + "\n";
  for (int p = 0; p < state.num_players(); ++p) {
    if (state.num_players() > 1)
      text += "Sheet " + std::to_string(p + 1) + (p == state.current_player() ? " (to move)" : "") + "\n";
    text += grid_text(state.sheet(p), state.landmarks()) + sheet_summary(state, p) + "\n";
  }
  return text + kLegend;
}

template std::string draw_text(const SoloState& state);
template std::string draw_text(const PartyState& state);

}  // namespace parks::walk

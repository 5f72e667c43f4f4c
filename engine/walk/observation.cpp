#include "engine/walk/observation.h"

#include <array>
#include <nlohmann/json.hpp>

#include <string>
#include "engine/core/observation_json.h"

#include "engine/walk/sheet_file.h"

namespace parks::walk {

namespace {

using nlohmann::json;

std::string phase_name(Phase phase) {
  static constexpr std::array<const char*, 6> kNames = {"roll", "draw", "pick", "bonus path", "finish", "over"};
  return kNames[static_cast<int>(phase)];
}

// A square as the actions' text writes it: "row,col".
std::string square_text(Square s) { return std::to_string(row_of(s)) + "," + std::to_string(col_of(s)); }

json squares_json(Mask squares) {
  json out = json::array();
  for (Square s = 0; s < kSquares; ++s)
    if (squares & bit(s)) out.push_back(square_text(s));
  return out;
}

json piece_json(Piece piece) { return std::string(piece_name(piece)); }

// Five rows of five sheet-file tokens: "." empty, "X" ibis, "+" the centre, else the open sides.
json grid_json(const Sheet& sheet) {
  json rows = json::array();
  for (int row = 0; row < kSide; ++row) {
    json tokens = json::array();
    for (int col = 0; col < kSide; ++col) tokens.push_back(grid_token(sheet, square(row, col)));
    rows.push_back(tokens);
  }
  return rows;
}

json bonuses_json(const Sheet& sheet) {
  json ticked = json::array();
  for (int b = 0; b < kBonuses; ++b)
    if (sheet.has(static_cast<Bonus>(b))) ticked.push_back(std::string(name(static_cast<Bonus>(b))));
  return ticked;
}

json converted_json(const Sheet& sheet) {
  json converted = json::array();
  for (Piece p : {Piece::Curve, Piece::Straight})
    if (sheet.converted(p)) converted.push_back(piece_json(p));
  return converted;
}

json score_json(const ScoreBreakdown& b) {
  return {{"total", b.total},
          {"first_visits", b.first_visits},
          {"statue_points", b.statue_points},
          {"bonus_points", b.bonus_points},
          {"penalty", b.penalty}};
}

template <int Seats>
json sheet_json(const BasicState<Seats>& state, int p) {
  const Sheet& sheet = state.sheet(p);
  const ScoreBreakdown b = state.breakdown(p);
  return {{"seat", p},
          {"grid", grid_json(sheet)},
          {"bonuses", bonuses_json(sheet)},
          {"converted", converted_json(sheet)},
          {"visited", squares_json(sheet.visited(state.landmarks()))},
          {"first_visits", squares_json(state.first_visits(p))},
          {"ibises", b.ibises},
          {"ibis_groups", b.groups.count},
          {"largest_ibis_group", b.groups.largest},
          {"loops", sheet.loops()},
          {"statues", b.statues},
          {"score", score_json(b)}};
}

json die_json(const Die& die) {
  json faces = json::object();
  for (Piece p : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis})
    faces[std::string(piece_name(p))] = die.faces[static_cast<int>(p)];
  return faces;
}

template <int Seats>
json outcome_json(const BasicState<Seats>& state) {
  if (!state.is_terminal()) return nullptr;
  json outcome = {{"end_cause", std::string(kEndCauseNames[static_cast<int>(state.end_cause())])},
                  {"winners", winners_json(state)}};
  if (state.num_players() == 1) outcome["rank"] = std::string(name(solo_rank(state.score(0))));
  return outcome;
}

}  // namespace

template <int Seats>
nlohmann::json observation_json(const BasicState<Seats>& state, int player) {
  const Phase phase = state.phase();
  const bool in_turn = phase != Phase::Roll && phase != Phase::Over;
  json sheets = json::array();
  for (int p = 0; p < state.num_players(); ++p) sheets.push_back(sheet_json(state, p));
  return {{"player", player},
          {"players", state.num_players()},
          {"phase", phase_name(phase)},
          {"to_act", to_act_json(state)},
          {"turns_completed", state.turn()},
          {"turn_limit", state.turn_limit() ? json(state.turn_limit()) : json(nullptr)},
          {"roll", in_turn ? piece_json(state.roll()) : json(nullptr)},
          {"bonus_path", phase == Phase::BonusPath ? piece_json(state.bonus_piece()) : json(nullptr)},
          {"pending_picks", state.pending_picks()},
          {"die", die_json(state.die())},
          {"landmarks", squares_json(state.landmarks())},
          {"sheets", sheets},
          {"outcome", outcome_json(state)}};
}

template nlohmann::json observation_json(const SoloState& state, int player);
template nlohmann::json observation_json(const PartyState& state, int player);

}  // namespace parks::walk

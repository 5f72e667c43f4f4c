#include "engine/walk/action.h"

namespace parks::walk {

std::string_view piece_name(Piece piece) {
  switch (piece) {
    case Piece::Curve: return "curve";
    case Piece::Straight: return "straight";
    case Piece::T: return "T";
    case Piece::Ibis: return "ibis";
  }
  return "?";
}

std::string sides_token(Sides sides) {
  if (sides == 0) return "X";
  std::string token;
  for (Dir d : kDirs)
    if (sides & side(d)) token += "NESW"[d];
  return token;
}

std::string to_string(Action action) {
  const auto at = [](Square s) { return " at " + std::to_string(row_of(s)) + "," + std::to_string(col_of(s)); };
  switch (action.kind()) {
    case Action::Kind::Place:
      if (action.sides() == 0) return "ibis" + at(action.square());
      return std::string(piece_name(piece_of(action.sides()))) + " " + sides_token(action.sides()) +
             at(action.square());
    case Action::Kind::Convert:
      return std::string("convert") + at(action.square()) + " opening " + "NESW"[action.opened()];
    case Action::Kind::Pick: return "pick " + std::string(name(action.bonus()));
    case Action::Kind::EndTurn: return "end turn";
    case Action::Kind::Roll: return "roll " + std::string(piece_name(action.piece()));
  }
  return "?";
}

}  // namespace parks::walk

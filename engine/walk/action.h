#pragma once
// A Walk in the Park's actions as 16-bit codes: every choice the rules give a player (where and
// how to draw, ibis instead of T, which bonus, where a bonus path goes, which conversion, ending
// the turn) and the die's outcomes.
#include <cstdint>
#include <string>

#include "engine/walk/grid.h"
#include "engine/walk/rules.h"

namespace parks::walk {

class Action {
 public:
  enum class Kind : std::uint8_t { Place, Convert, Pick, EndTurn, Roll };

  constexpr Action() = default;
  // Draws a path with these open sides, or an ibis when `sides` is 0.
  static constexpr Action place(Square s, Sides sides) { return Action(kPlace + s * 16 + sides); }
  static constexpr Action convert(Square s, Dir opened) { return Action(kConvert + s * 4 + opened); }
  static constexpr Action pick(Bonus b) { return Action(kPick + static_cast<int>(b)); }
  static constexpr Action end_turn() { return Action(kEndTurn); }
  static constexpr Action roll(Piece p) { return Action(kRoll + static_cast<int>(p)); }

  constexpr Kind kind() const {
    if (code_ < kConvert) return Kind::Place;
    if (code_ < kPick) return Kind::Convert;
    if (code_ < kEndTurn) return Kind::Pick;
    if (code_ == kEndTurn) return Kind::EndTurn;
    return Kind::Roll;
  }
  constexpr Square square() const { return kind() == Kind::Place ? (code_ - kPlace) / 16 : (code_ - kConvert) / 4; }
  constexpr Sides sides() const { return static_cast<Sides>((code_ - kPlace) % 16); }
  constexpr Dir opened() const { return static_cast<Dir>((code_ - kConvert) % 4); }
  constexpr Bonus bonus() const { return static_cast<Bonus>(code_ - kPick); }
  constexpr Piece piece() const { return static_cast<Piece>(code_ - kRoll); }
  constexpr std::uint16_t code() const { return code_; }
  constexpr bool operator==(const Action&) const = default;

  // The player actions' codes are below kRoll: they double as the vocabulary's ids.
  static constexpr int kPlayerCodes = 511;

 private:
  static constexpr int kPlace = 0, kConvert = 400, kPick = 500, kEndTurn = 510, kRoll = 512;
  static_assert(kPlace + kSquares * 16 == kConvert && kConvert + kSquares * 4 == kPick &&
                kPick + kBonuses == kEndTurn && kEndTurn + 1 == kPlayerCodes && kPlayerCodes < kRoll);
  constexpr explicit Action(int code) : code_(static_cast<std::uint16_t>(code)) {}
  std::uint16_t code_;  // uninitialised by default, so action lists cost nothing to create
};

// The vocabulary (engine/core/vocabulary.h; docs/walk.md, "Actions as text and ids").
// A player action's id is its code, in [0, kPlayerCodes): place square * 16 + sides (0-399,
// sides 0 for an ibis), convert 400 + square * 4 + side opened (400-499), pick 500 + bonus
// (500-509), end turn 510. Side sets that no piece has leave a few ids unused. A roll (chance)
// has none: -1.
constexpr int action_id(const Action& action) { return action.kind() == Action::Kind::Roll ? -1 : action.code(); }
// One line, different for different actions: "curve NE at 1,3", "T NSW at 0,2", "ibis at 4,4",
// "convert at 1,3 opening N", "pick plus2", "end turn", and chance's "roll T" (rows and columns
// 0-4 as in sheet files).
std::string to_string(Action action);
std::string sides_token(Sides sides);  // the sheet-file token: "NE", "NSW", "X" for an ibis
std::string_view piece_name(Piece piece);

}  // namespace parks::walk

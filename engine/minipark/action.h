#pragma once
// Mini Park actions as 32-bit codes. A player places a tile (a face-up one, the one just drawn
// or, after a first character, an expansion tile) with a turn on a cell, draws from the stack,
// or places a character marker on a slot. Chance reveals a tile type or an objective card.
//   bits 0-2 kind | 3-5 source, character or objective | 6-7 turn | 8-23 the cell's key (x, y bytes)
//   chance tile: bits 8-13 the tile type; character: bits 8-13 the slot
#include <cstdint>
#include <string>

#include "engine/minipark/geometry.h"

namespace parks::minipark {

enum class ActionKind : std::uint8_t { Place, Draw, Character, RevealTile, RevealObjective };

// Where a placed tile comes from: face-up 0 or 1, the drawn tile, or expansion offer e (3 + e).
enum Source : int { FaceUp0, FaceUp1, Drawn, Offer };

class Action {
 public:
  constexpr Action() = default;

  static constexpr Action place(int source, int turn, Cell cell) { return place(source, turn, cell.key()); }
  static constexpr Action place(int source, int turn, std::uint16_t cell_key) {
    return Action(static_cast<std::uint32_t>(ActionKind::Place) | static_cast<std::uint32_t>(source) << 3 |
                  static_cast<std::uint32_t>(turn) << 6 | static_cast<std::uint32_t>(cell_key) << 8);
  }
  static constexpr Action draw() { return Action(static_cast<std::uint32_t>(ActionKind::Draw)); }
  static constexpr Action character(int c, int slot) {
    return Action(static_cast<std::uint32_t>(ActionKind::Character) | static_cast<std::uint32_t>(c) << 3 |
                  static_cast<std::uint32_t>(slot) << 8);
  }
  static constexpr Action reveal_tile(int type) {
    return Action(static_cast<std::uint32_t>(ActionKind::RevealTile) | static_cast<std::uint32_t>(type) << 8);
  }
  static constexpr Action reveal_objective(int c) {
    return Action(static_cast<std::uint32_t>(ActionKind::RevealObjective) | static_cast<std::uint32_t>(c) << 3);
  }

  constexpr ActionKind kind() const { return static_cast<ActionKind>(code_ & 7); }
  constexpr int source() const { return code_ >> 3 & 7; }
  constexpr int character() const { return code_ >> 3 & 7; }
  constexpr int objective() const { return code_ >> 3 & 7; }
  constexpr int turn() const { return code_ >> 6 & 3; }
  constexpr Cell cell() const {
    return {static_cast<std::int8_t>(static_cast<std::uint8_t>(code_ >> 8)),
            static_cast<std::int8_t>(static_cast<std::uint8_t>(code_ >> 16))};
  }
  constexpr int slot() const { return code_ >> 8 & 63; }
  constexpr int tile() const { return code_ >> 8 & 63; }
  constexpr std::uint32_t code() const { return code_; }
  constexpr bool operator==(const Action&) const = default;

 private:
  constexpr explicit Action(std::uint32_t code) : code_(code) {}
  std::uint32_t code_;  // left uninitialised by default: move lists are not zeroed (Action{} is 0)
};

}  // namespace parks::minipark

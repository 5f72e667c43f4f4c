#pragma once
// A Mini Park position as the table shows it: the tiles laid (which, turned how, where, on which
// move), the face-up tiles, a tile drawn, the tiles set aside, the expansion offer and the
// characters placed. The stack is what the tile set holds beyond those, so it is not listed.
//
// Moves count the game's turns from 1: move m is played by seat (m - 1) mod players (M6: seats
// take turns from the first). Each move lays one base tile or places one character, and a
// player's first character brings, with the expansion, an offered tile laid on the same move.
// The history the engine keeps (the slots in the order laid, each player's placement points, the
// rounds characters were taken in) follows from the moves, so `State::at_table` replays them and
// `State::table()` gives them back: at_table(table()) is the state again.
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/minipark/geometry.h"

namespace parks::minipark {

inline constexpr int kNone = -1;

struct TableTile {
  int type = 0;
  int turn = 0;  // quarter turns clockwise
  Cell cell;
  int move = 0;  // 0 for the start tile

  bool operator==(const TableTile&) const = default;
};

struct TableCharacter {
  int character = 0;
  Cell cell;
  int move = 0;
  int objective = kNone;  // advanced rules: the character the objective card shows (none while face down)

  bool operator==(const TableCharacter&) const = default;
};

struct ParkTable {
  std::vector<TableTile> park;  // in the order laid: the start tile first, a hammer tile after what it covers
  std::array<int, 2> face_up{kNone, kNone};
  int drawn = kNone;     // the tile drawn to be placed now
  bool drawing = false;  // the player draws: the stack's next tile is not seen yet
  std::vector<int> set_aside;
  std::vector<int> offer;  // the expansion tiles on offer, in the order the moves number them
  std::vector<TableCharacter> characters;

  bool operator==(const ParkTable&) const = default;
};

// Which part of a table is wrong: `index` is the tile, face-up position, character, ... in its
// list (-1: the part as a whole).
enum class TablePart { Park, FaceUp, Drawn, SetAside, Offer, Characters };

struct TableError : std::invalid_argument {
  TableError(TablePart part, int index, const std::string& what)
      : std::invalid_argument(what), part(part), index(index) {}
  TablePart part;
  int index;
};

}  // namespace parks::minipark

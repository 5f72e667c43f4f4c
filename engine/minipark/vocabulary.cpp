// Mini Park's actions as ids and text (the layout is in state.h, the text forms in
// docs/minipark.md).
#include <cassert>
#include <cstdlib>
#include <string>

#include "engine/minipark/state.h"

namespace parks::minipark {

namespace {

int cell_id(Cell cell) {
  assert(std::abs(cell.x) + std::abs(cell.y) <= kReach);
  const int u = cell.x + cell.y + kReach, v = cell.x - cell.y + kReach;
  return (u * kSpan + v) / 2;
}

std::string source_text(int source) {
  if (source == Drawn) return "drawn";
  if (source < Drawn) return "face-up " + std::to_string(source);
  return "offer " + std::to_string(source - Offer);
}

// A character's name; an index past the six (never made by the engine) as its number.
std::string character_text(int c) { return c < kCharacters ? kCharacterNames[c] : std::to_string(c); }

}  // namespace

int action_id(const Action& action) {
  switch (action.kind()) {
    case ActionKind::Place:
      assert(action.source() < kSources);
      return (action.source() * 4 + action.turn()) * kCells + cell_id(action.cell());
    case ActionKind::Draw: return kDrawId;
    case ActionKind::Character:
      assert(action.character() < kCharacters && action.slot() < kMaxSlots);
      return kFirstCharacterId + action.character() * kMaxSlots + action.slot();
    default: return -1;  // chance outcomes have no id
  }
}

std::string to_string(const Action& action) {
  switch (action.kind()) {
    case ActionKind::Place: {
      const Cell cell = action.cell();
      return "place " + source_text(action.source()) + " turn " + std::to_string(action.turn()) + " at " +
             std::to_string(cell.x) + "," + std::to_string(cell.y);
    }
    case ActionKind::Draw: return "draw";
    case ActionKind::Character:
      return "character " + character_text(action.character()) + " on slot " + std::to_string(action.slot());
    case ActionKind::RevealTile: return "reveal tile " + std::to_string(action.tile());
    case ActionKind::RevealObjective: return "reveal objective " + character_text(action.objective());
  }
  return "action " + std::to_string(action.code());  // a kind no factory makes
}

}  // namespace parks::minipark

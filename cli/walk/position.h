#pragma once
// A Walk in the Park's position files (keys in docs/walk.md, "Position files"): the game's options,
// every seat's sheet in the sheet-file form, the turn and the decision waiting.
#include <string>

#include "cli/arena.h"
#include "cli/position_file.h"

namespace parks::cli {

// The game and state `file` describes; throws UsageError naming the line of anything the rules
// could not reach.
TablePosition read_walk_position(const PositionFile& file);

// Any state of the game (a walk ArenaState) as a position file that read_walk_position reads back.
std::string write_walk_position(const ArenaState& state);

}  // namespace parks::cli

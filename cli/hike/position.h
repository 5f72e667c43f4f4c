#pragma once
// Parks: Roll & Hike's position files (cli/position_file.h; keys in docs/hike.md, "Position
// files"): the park and players, the round and phase, the trail, the dice, whose turn, the
// pending tasks and each player's logbook.
#include <string>

#include "cli/arena.h"
#include "cli/position_file.h"

namespace parks::cli {

// The game and state a file describes; throws UsageError naming the line of the first thing
// wrong: an unknown or missing key, a number out of range, a position the rules cannot reach.
TablePosition read_hike_position(const PositionFile& file);
// Any state of the game in the form read_hike_position reads back (a decision's state exactly).
std::string write_hike_position(const ArenaState& state);

}  // namespace parks::cli

#pragma once
// Polyhedral Park Planner's position files (keys in docs/planner.md, "Position files"): the game
// as the players see it at the table, read into a state for parks advise and written back.
#include <string>

#include "cli/arena.h"
#include "cli/position_file.h"

namespace parks::cli {

// The game and state the file describes; throws UsageError naming the line at fault.
TablePosition read_planner_position(const PositionFile& file);
// Any state of the game in the form read_planner_position reads back (a decision state reads
// back equal; a state waiting for a round's roll or over reads back as the same position).
std::string write_planner_position(const ArenaState& state);

}  // namespace parks::cli

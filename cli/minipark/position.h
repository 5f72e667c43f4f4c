#pragma once
// Mini Park positions at the table as text (the keys are in docs/minipark.md, "Position files"):
// the game's options, the park as the moves that laid it, the face-up, drawn and set-aside
// tiles, the expansion offer and the characters.
#include <string>

#include "cli/arena.h"
#include "cli/position_file.h"
#include "engine/minipark/state.h"

namespace parks::cli {

// Throws UsageError naming the line of the first thing no game of Mini Park reaches.
TablePosition read_minipark_position(const PositionFile& file);
// Any state after the setup (throws UsageError during it), in the form read_minipark_position reads.
std::string write_minipark_position(const ArenaState& state);
// The Mini Park state behind a run-time one; null for another game's.
const minipark::State* minipark_state(const ArenaState& state);

}  // namespace parks::cli

#pragma once
// Positions at the table on disk: a position file read into its game and state, and any state of
// a game written back as one (`parks advise`, `parks play`'s save and load, `parks show`).
#include <string>

#include "cli/registry.h"

namespace parks::cli {

// The position in `file`. `game`, when given, must be the file's `game:`. Throws UsageError (a
// missing or unreadable file, a game without position files, a bad line).
TablePosition load_position(const std::string& file, const std::string& game = "");

// `state` of `game` as a position file's text; throws UsageError when the game has none.
std::string position_text(const GameEntry& game, const ArenaState& state);

// Writes `text` to `file`, checking every step; throws UsageError naming the file and the reason.
void save_text(const std::string& file, const std::string& text);

}  // namespace parks::cli

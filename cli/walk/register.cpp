// A Walk in the Park in the game registry.
#include "cli/walk/position.h"
#include "cli/walk/setup.h"

namespace parks::cli {
namespace {

GameEntry walk_entry() {
  GameEntry entry{.name = "walk",
                  .title = "A Walk in the Park",
                  .variants = {{"solo", {"--players", "1"}},
                               {"4p", {"--players", "4"}},
                               {"solo level 4", {"--players", "1", "--level", "4"}},
                               {"6p random landmarks", {"--players", "6", "--layout", "random"}}},
                  .studies = walk::studies,
                  .score = score_walk,
                  .position_help = "advise: a position file; score: a sheet file (docs/walk.md)"};
  entry.read_position = read_walk_position;
  entry.write_position = write_walk_position;
  add_game_kit(entry, GameOptions<WalkSetup>{add_walk_options, read_walk_options});
  return entry;
}

PARKS_REGISTER_GAME(walk_entry());

}  // namespace
}  // namespace parks::cli

// Mini Park in the game registry.
#include "cli/minipark/position.h"
#include "cli/minipark/setup.h"

namespace parks::cli {
namespace {

GameEntry minipark_entry() {
  GameEntry entry{.name = "minipark",
                  .title = "Mini Park",
                  .variants = {{"3p", {"--players", "3"}},
                               {"2p advanced", {"--players", "2", "--rules", "advanced"}},
                               {"5p expansions", {"--players", "5", "--expansions"}}},
                  .studies = minipark::studies};
  add_game_kit(entry, GameOptions<MiniParkSetup>{add_minipark_options, read_minipark_options});
  entry.read_position = read_minipark_position;
  entry.write_position = write_minipark_position;
  entry.position_help =
      "a Mini Park position file: the options, the park move by move, the face-up tiles (docs/minipark.md)";
  return entry;
}

PARKS_REGISTER_GAME(minipark_entry());

}  // namespace
}  // namespace parks::cli

// Mini Park in the game registry.
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
  return entry;
}

PARKS_REGISTER_GAME(minipark_entry());

}  // namespace
}  // namespace parks::cli

// Parks: Roll & Hike in the game registry.
#include "cli/hike/position.h"
#include "cli/hike/setup.h"

namespace parks::cli {
namespace {

GameEntry hike_entry() {
  GameEntry entry{.name = "hike",
                  .title = "Parks: Roll & Hike",
                  .variants = {{"2p", {"--players", "2"}},
                               {"solo", {"--players", "1", "--park", "glacier"}},
                               {"4p", {"--players", "4", "--park", "acadia"}},
                               {"3p", {"--players", "3", "--park", "death-valley"}},
                               {"solo arches", {"--players", "1", "--park", "arches"}},
                               {"2p smokies", {"--players", "2", "--park", "great-smoky-mountains"}}},
                  .studies = hike::studies};
  add_game_kit(entry, GameOptions<HikeSetup>{add_hike_options, read_hike_options});
  entry.read_position = read_hike_position;
  entry.write_position = write_hike_position;
  entry.position_help = "a Roll & Hike position file (docs/hike.md, \"Position files\"; examples/hike/position-*.txt)";
  return entry;
}

PARKS_REGISTER_GAME(hike_entry());

}  // namespace
}  // namespace parks::cli

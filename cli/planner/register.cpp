// Polyhedral Park Planner in the game registry.
#include "cli/planner/position.h"
#include "cli/planner/setup.h"

namespace parks::cli {
namespace {

GameEntry planner_entry() {
  GameEntry entry{.name = "planner",
                  .title = "Polyhedral Park Planner",
                  .variants = {{"solo", {"--players", "1"}},
                               {"3p", {"--players", "3"}},
                               {"6p generated sheets", {"--players", "6", "--sheet", "generated"}}},
                  .studies = planner::studies,
                  .score = score_planner,
                  .position_help = "a park file (docs/files.md); advise reads a position file (docs/planner.md)",
                  .read_position = read_planner_position,
                  .write_position = write_planner_position};
  add_game_kit(entry, GameOptions<PlannerSetup>{add_planner_options, read_planner_options});
  return entry;
}

PARKS_REGISTER_GAME(planner_entry());

}  // namespace
}  // namespace parks::cli

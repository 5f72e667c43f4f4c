#include "analysis/hike/experiments.h"

namespace parks {

namespace hike {

const Components& study_components(const ExperimentOptions& options) {
  if (options.components.empty()) return default_components();
  return loaded_once<Components>(options.components, [](const std::string& file) { return load_components(file); });
}

std::vector<Park> study_parks(const ExperimentOptions& options) {
  if (options.park) {
    const auto park = park_named(*options.park);
    if (!park)
      throw std::invalid_argument(
          "--park must be yosemite, death-valley, great-smoky-mountains, arches, glacier or "
          "acadia, got '" +
          *options.park + "'");
    return {*park};
  }
  std::vector<Park> all;
  for (int p = 0; p < kParks; ++p) all.push_back(static_cast<Park>(p));
  return all;
}

Setup data_setup(const std::string& file, bool solo) {
  Setup setup{.game = "hike", .name = "Parks: Roll & Hike"};
  const std::filesystem::path read = file.empty() ? default_components_path() : std::filesystem::path(file);
  if (read_component_file(setup, read, "hike/components.json")) {
    setup.assumed = {"dice H3", "trail tokens H4", "logbook values H5"};
    if (solo) setup.assumed.push_back("solo target H7");
  }
  return setup;
}

namespace {

Setup study_setup(const ExperimentOptions& options) {
  study_components(options);  // a file that does not load, or an unknown park, is refused before any game
  study_parks(options);
  Setup setup = data_setup(options.components, !options.players || *options.players == 1);
  setup.players = options.players;
  setup.park = options.park;
  return setup;
}

}  // namespace

}  // namespace hike

// Each entry: experiment, game, default --games, help, default agents, function, narrowing flags.
std::vector<ExperimentEntry> hike::studies() {
  std::vector<ExperimentEntry> entries = {
      {"solo",
       "hike",
       400,
       "each agent's solo win rate against the park's target, score, points by category and score histogram in each of "
       "the six parks (--park: one); --games per park and agent",
       {"random", "greedy", "heuristic", "td", "mcts:eval=plan,iters=100"},
       hike::solo,
       {"park"}},
      {"bonuses",
       "hike",
       6000,
       "what the Lead Hiker die, each wildlife and binoculars row, the journal bonuses and each park's night bonus are "
       "worth, by counterfactual paired rollouts; --games solo games (one decision of each kind valued per game)",
       {"td"},
       hike::bonuses},
      {"balance",
       "hike",
       2500,
       "win rate and score by seat at 1-4 players (--players: one) with the Sun compensation, dice taken, and rule "
       "variants (--variant FILE: a patch over data/hike/components.json; default data/hike/variants/, not with "
       "--components) paired with the baseline, game g in park g mod 6 (--park: every game in one); --games per "
       "player count and rule set",
       {"td"},
       hike::balance,
       {"players", "park"}},
  };
  for (auto& entry : entries) entry.data_flag = "components", entry.setup = hike::study_setup;
  return entries;
}

}  // namespace parks

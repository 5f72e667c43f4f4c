#include "analysis/walk/experiments.h"

namespace parks {

namespace walk {

const Components& study_components(const ExperimentOptions& options) {
  if (options.components.empty()) return default_components();
  return loaded_once<Components>(options.components, [](const std::string& file) { return load_components(file); });
}

Setup data_setup(const std::string& file, bool default_layout) {
  Setup setup{.game = "walk", .name = "A Walk in the Park"};
  const std::filesystem::path read = file.empty() ? default_components_path() : std::filesystem::path(file);
  const bool ours = read_component_file(setup, read, "walk/components.json");
  if (ours && default_layout) setup.assumed = {"default landmarks W3"};
  return setup;
}

namespace {

// A study plays the landmarks of its components file (placements adds random layouts of its own).
Setup study_setup(const ExperimentOptions& options) {
  study_components(options);  // a file that does not load is refused before any game
  Setup setup = data_setup(options.components, true);
  setup.players = options.players;
  setup.level = options.level;
  return setup;
}

}  // namespace

}  // namespace walk

// Each entry: experiment, game, default --games, help, default agents, function, narrowing flags.
std::vector<ExperimentEntry> walk::studies() {
  std::vector<ExperimentEntry> entries = {
      {"solo",
       "walk",
       500,
       "each agent's solo win rate, score, ranks and score histogram at levels 1-4 (--level: one); --games per level "
       "and agent",
       {"random", "greedy", "heuristic", "td", "mcts:objective=score,cutoff=0,iters=300"},
       walk::solo,
       {"level"}},
      {"bonuses",
       "walk",
       1000,
       "the value of each landmark bonus by pick number and game phase, and of a curve/straight conversion, against "
       "the best alternative (solo level 1); --games: the agent's games, each offering one pick point and one "
       "end-of-turn point, every choice played on 8 times",
       {"td"},
       walk::bonuses},
      {"placements",
       "walk",
       100,
       "the value of every opening square and rotation for each first roll, and heat maps of where the agent draws "
       "each die result, on default and random landmarks (solo level 1); --games: replicates (one roll sequence "
       "shared by all 264 openings) per layout kind, plus 8 whole games per replicate for the heat maps",
       {"td"},
       walk::placements},
      {"balance",
       "walk",
       2500,
       "seat advantage at 2-6 players (win rate and score edge over the other seats, paired), game length and end "
       "triggers (W12), and rule variants (--variant FILE, a components file; default: data/walk/variants/*.json) "
       "against the baseline at solo level 1 and 4 players on the same deals (--players N: seats and variants at N "
       "players only); --games per player count and per variant mode",
       {"heuristic"},
       walk::balance,
       {"players"}},
      {"bound",
       "walk",
       60,
       "the clairvoyant bound of solo play: MCTS and a beam knowing every roll against each agent on the same rolls "
       "as solo walk (win rate, score, paired gaps), levels 1-4 (--level: one); --games = roll sequences per level",
       {"greedy", "heuristic", "td", "mcts:objective=score,cutoff=0,iters=300"},
       walk::bound,
       {"level"}},
  };
  for (auto& entry : entries) entry.data_flag = "components", entry.setup = walk::study_setup;
  return entries;
}

}  // namespace parks

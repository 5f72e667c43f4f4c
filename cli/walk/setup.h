#pragma once
// What simulate and tournament share for A Walk in the Park: the game options (players, level,
// landmarks, components file), the state of deal g, the report title and setup, and the choice
// of state type (solo states hold one sheet, multiplayer ones six).
#include <memory>
#include <string>

#include "agents/walk/heuristic.h"
#include "analysis/runner.h"
#include "analysis/walk/experiments.h"
#include "analysis/walk/summary.h"
#include "cli/game_kit.h"
#include "engine/walk/components.h"
#include "engine/walk/drawing.h"  // draw_text, which the arena adapter finds by argument-dependent lookup
#include "engine/walk/state.h"

namespace parks::cli {

struct WalkSetup {
  using Summary = walk::WalkSummary;  // what simulate reports

  int players = 1;
  int level = 1;
  std::string layout = "default";  // or "random": a layout per deal
  std::string components_file;     // empty: the default components
  std::shared_ptr<const walk::Components> components;

  template <class State>
  auto state_maker(std::uint64_t seed) const {
    return [=, this](std::int64_t deal) {
      walk::Config config{components->default_layout.mask(), components->die, players, level};
      if (layout == "random") {
        Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(deal), Stream::Layout);
        config.landmarks = walk::random_layout(rng).mask();
      }
      return State::initial(config);
    };
  }

  std::string title() const {
    const std::string mode = players == 1 ? "solo, level " + std::to_string(level) + " (" +
                                                std::to_string(walk::solo_turns(level)) + " turns)"
                                          : std::to_string(players) + " players";
    return "A Walk in the Park: " + mode + ", " + layout + " landmarks" +
           (components_file.empty() ? "" : ", components from " + components_file);
  }

  walk::WalkRunInfo run_info(const std::string& agent, const RunOptions& run) const {
    return {{title(), agent, players, run.games, run.seed}, layout, level};
  }

  Setup describe() const {
    Setup setup = walk::data_setup(components_file, layout == "default");
    setup.players = players;
    if (players == 1) setup.level = level;
    setup.layout = layout;
    return setup;
  }

  // Calls `run.template operator()<State>()` with the state type for the player count.
  template <class Run>
  auto dispatch(Run run) const {
    return players == 1 ? run.template operator()<walk::SoloState>() : run.template operator()<walk::PartyState>();
  }
};

inline void add_walk_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("players", po::value<int>()->default_value(1), "players 1-6")
      ("level", po::value<int>(), "solo level 1-4 (default 1; solo only)")
      ("layout", po::value<std::string>()->default_value("default"), "landmarks: default (W3) or random per deal")
      ("components", po::value<std::string>(),
       "components file: the die and the default landmarks (default data/walk/components.json; PARKS_DATA "
       "overrides data/)");
  // clang-format on
}

inline WalkSetup read_walk_options(const po::variables_map& vm) {
  WalkSetup setup;
  check_range<int>(vm, "players", 1, walk::kMaxPlayers);
  setup.players = vm["players"].as<int>();
  setup.layout = vm["layout"].as<std::string>();
  if (setup.layout != "default" && setup.layout != "random")
    throw UsageError("--layout must be 'default' or 'random', got '" + setup.layout + "'");
  if (vm.count("level")) {
    if (setup.players > 1) throw UsageError("--level applies to solo games only (--players 1)");
    check_range<int>(vm, "level", 1, 4);
    setup.level = vm["level"].as<int>();
  }
  try {
    if (vm.count("components")) {
      setup.components_file = vm["components"].as<std::string>();
      setup.components = std::make_shared<const walk::Components>(walk::load_components(setup.components_file));
    } else {
      setup.components = std::make_shared<const walk::Components>(walk::default_components());
    }
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
  return setup;
}

}  // namespace parks::cli

namespace parks::cli {

int score_walk(const Args& args);  // cli/walk/score.cpp

}  // namespace parks::cli

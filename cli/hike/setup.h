#pragma once
// What simulate and tournament share for Parks: Roll & Hike: the park, the players and the
// components file; the state of game g; the report title.
#include <memory>
#include <string>

#include "agents/hike/heuristic.h"
#include "analysis/hike/experiments.h"
#include "analysis/hike/summary.h"
#include "cli/game_kit.h"
#include "engine/hike/drawing.h"  // draw_text: how the arena draws a position
#include "engine/hike/state.h"

namespace parks::cli {

struct HikeSetup {
  using Summary = hike::HikeSummary;  // what simulate reports

  hike::GameOptions options;
  std::string components_file;  // empty: the default components
  std::shared_ptr<const hike::Components> components;
  int players = 2;

  // Every game starts before its first shuffle and roll: those are the game's chance events.
  template <class State>
  auto state_maker(std::uint64_t) const {
    return [this](std::int64_t) { return State::initial(*components, options); };
  }

  std::string title() const {
    const auto park = static_cast<std::size_t>(options.park);
    const std::string mode = players == 1 ? "solo (target " + std::to_string(components->solo_target[park]) + ")"
                                          : std::to_string(players) + " players";
    return "Parks: Roll & Hike: " + std::string(hike::kParkTitles[park]) + ", " + mode + ", " +
           (components_file.empty() ? "the default components" : "components from " + components_file);
  }

  RunInfo run_info(const std::string& agent, const RunOptions& run) const { return basic_run_info(*this, agent, run); }

  Setup describe() const {
    Setup setup = hike::data_setup(components_file, players == 1);
    setup.players = players;
    setup.park = std::string(hike::kParkNames[static_cast<std::size_t>(options.park)]);
    return setup;
  }

  template <class Run>
  auto dispatch(Run run) const {
    return run.template operator()<hike::State>();
  }
};

inline void add_hike_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("park", po::value<std::string>()->default_value("yosemite"),
       "yosemite, death-valley, great-smoky-mountains, arches, glacier or acadia")
      ("players", po::value<int>()->default_value(2), "players 1-4 (1: solo against the park's target, H7)")
      ("components", po::value<std::string>(),
       "components file (default data/hike/components.json; PARKS_DATA overrides data/)");
  // clang-format on
}

inline HikeSetup read_hike_options(const po::variables_map& vm) {
  HikeSetup setup;
  check_range<int>(vm, "players", 1, hike::kMaxPlayers);
  setup.players = vm["players"].as<int>();
  const std::string park = vm["park"].as<std::string>();
  const auto named = hike::park_named(park);
  if (!named)
    throw UsageError("--park must be yosemite, death-valley, great-smoky-mountains, arches, glacier or acadia, got '" +
                     park + "'");
  setup.options = {setup.players, *named};
  try {
    if (vm.count("components")) {
      setup.components_file = vm["components"].as<std::string>();
      setup.components = std::make_shared<const hike::Components>(hike::load_components(setup.components_file));
    } else {
      setup.components = std::make_shared<const hike::Components>(hike::default_components());
    }
  } catch (const hike::ComponentsError& e) {
    throw UsageError(e.what());
  }
  return setup;
}

}  // namespace parks::cli

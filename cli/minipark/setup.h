#pragma once
// What simulate and tournament share for Mini Park: players, rules, expansions and the tile
// file; the state of game g; the report title.
#include <memory>
#include <string>

#include "agents/minipark/heuristic.h"
#include "analysis/minipark/experiments.h"
#include "analysis/minipark/summary.h"
#include "cli/game_kit.h"
#include "engine/minipark/drawing.h"
#include "engine/minipark/state.h"

namespace parks::cli {

struct MiniParkSetup {
  using Summary = minipark::MiniParkSummary;  // what simulate reports

  minipark::GameOptions options;
  std::string tiles_file;  // empty: the default tiles
  std::shared_ptr<const minipark::TileSet> tiles;
  int players = 3;

  // Every game starts before its setup's draws: the shuffle is the game's chance events.
  template <class State>
  auto state_maker(std::uint64_t) const {
    return [this](std::int64_t) { return State::initial(*tiles, options); };
  }

  std::string title() const {
    return "Mini Park: " + std::to_string(players) + " players, " +
           (options.rules == minipark::Rules::Basic ? "basic" : "advanced") + " rules, " +
           (options.expansions ? "with" : "without") + " the expansion tiles, " +
           (tiles_file.empty() ? "the default tiles" : "tiles from " + tiles_file);
  }

  RunInfo run_info(const std::string& agent, const RunOptions& run) const { return basic_run_info(*this, agent, run); }

  Setup describe() const {
    Setup setup = minipark::data_setup(tiles_file, options.expansions);
    setup.players = players;
    setup.rules = options.rules == minipark::Rules::Basic ? "basic" : "advanced";
    setup.expansions = options.expansions;
    return setup;
  }

  template <class Run>
  auto dispatch(Run run) const {
    return run.template operator()<minipark::State>();
  }
};

inline void add_minipark_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("players", po::value<int>()->default_value(3), "players 2-5 (M6)")
      ("rules", po::value<std::string>()->default_value("basic"), "basic or advanced (advanced adds objective cards)")
      ("expansions", "use the expansion tiles (one per player on offer)")
      ("tiles", po::value<std::string>(), "tile file (default data/minipark/tiles.json; PARKS_DATA overrides data/)");
  // clang-format on
}

inline MiniParkSetup read_minipark_options(const po::variables_map& vm) {
  MiniParkSetup setup;
  check_range<int>(vm, "players", 2, minipark::kMaxPlayers);
  setup.players = vm["players"].as<int>();
  const std::string rules = vm["rules"].as<std::string>();
  if (rules != "basic" && rules != "advanced")
    throw UsageError("--rules must be basic or advanced, got '" + rules + "'");
  setup.options = {setup.players, rules == "basic" ? minipark::Rules::Basic : minipark::Rules::Advanced,
                   vm.count("expansions") > 0};
  try {
    if (vm.count("tiles")) {
      setup.tiles_file = vm["tiles"].as<std::string>();
      setup.tiles = std::make_shared<const minipark::TileSet>(minipark::load_tiles(setup.tiles_file));
    } else {
      setup.tiles = std::make_shared<const minipark::TileSet>(minipark::default_tiles());
    }
  } catch (const minipark::TileFileError& e) {
    throw UsageError(e.what());
  }
  if (setup.options.expansions && setup.tiles->expansion_tiles() < setup.players)
    throw UsageError("--expansions needs one expansion tile per player; the tile file has " +
                     std::to_string(setup.tiles->expansion_tiles()));
  return setup;
}

}  // namespace parks::cli

// parks simulate walk: many games with one agent in every seat, summarised.
#include <iostream>

#include "analysis/runner.h"
#include "analysis/walk_report.h"
#include "cli/options.h"
#include "engine/walk/components.h"
#include "engine/walk/evaluation.h"

namespace parks::cli {

namespace {

template <class State>
int simulate_walk(const walk::WalkRunInfo& info, const RunOptions& run, bool json) {
  const walk::Components& components = walk::default_components();
  const bool random_layout = info.layout == "random";
  const auto make_state = [&](std::int64_t game) {
    walk::Config config{components.default_layout.mask(), components.die, info.players, info.level};
    if (random_layout) {
      Rng rng = Rng::stream(run.seed, static_cast<std::uint64_t>(game), Stream::Layout);
      config.landmarks = walk::random_layout(rng).mask();
    }
    return State::initial(config);
  };
  make_agent<State>(info.agent);  // a bad name fails here, before any thread starts
  const auto make_agents = [&] {
    std::array<AnyAgent<State>, State::kMaxPlayers> agents;
    for (auto& agent : agents) agent = make_agent<State>(info.agent);
    return agents;
  };
  const auto result = run_games(run, walk::WalkSummary(info.players), make_state, make_agents);
  if (json) std::cout << result.summary.json(info, result.interrupted).dump(2) << "\n";
  else std::cout << result.summary.text(info, result.interrupted);
  return result.interrupted ? kInterrupted : 0;
}

}  // namespace

int simulate(const Args& args) {
  po::options_description options("parks simulate walk [options]");
  options.add_options()
      ("game", po::value<std::string>(), "the game: walk")
      ("agent", po::value<std::string>()->default_value("greedy"), "agent in every seat: random, greedy")
      ("games", po::value<std::int64_t>()->default_value(10000), "number of games")
      ("level", po::value<int>(), "solo level 1-4 (default 1; solo only)")
      ("players", po::value<int>()->default_value(1), "players 1-6")
      ("layout", po::value<std::string>()->default_value("default"), "landmarks: default (W3) or random per game")
      ("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)")
      ("seed", po::value<std::uint64_t>()->default_value(1), "seed; the same seed gives the same output")
      ("json", "print one JSON object")
      ("quiet", "no progress on stderr");
  po::positional_options_description positional;
  positional.add("game", 1);
  const auto vm = parse(args, "Plays many games and prints their statistics.", options, positional);
  if (!vm) return 0;
  require_game(*vm, "simulate");
  check_range<std::int64_t>(*vm, "games", 1, 1'000'000'000'000);
  check_range<int>(*vm, "players", 1, walk::kMaxPlayers);
  check_range<int>(*vm, "threads", 0, 4096);

  walk::WalkRunInfo info;
  info.agent = (*vm)["agent"].as<std::string>();
  info.players = (*vm)["players"].as<int>();
  info.games = (*vm)["games"].as<std::int64_t>();
  info.seed = (*vm)["seed"].as<std::uint64_t>();
  info.layout = (*vm)["layout"].as<std::string>();
  if (info.layout != "default" && info.layout != "random")
    throw UsageError("--layout must be 'default' or 'random', got '" + info.layout + "'");
  if (vm->count("level")) {
    if (info.players > 1) throw UsageError("--level applies to solo games only (--players 1)");
    check_range<int>(*vm, "level", 1, 4);
    info.level = (*vm)["level"].as<int>();
  }
  RunOptions run{info.games, info.seed, (*vm)["threads"].as<int>(), !vm->count("quiet"), "simulate walk"};
  try {
    return info.players == 1 ? simulate_walk<walk::SoloState>(info, run, vm->count("json"))
                             : simulate_walk<walk::PartyState>(info, run, vm->count("json"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

}  // namespace parks::cli

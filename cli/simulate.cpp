// parks simulate walk: many games with one agent in every seat, summarised.
#include <iostream>

#include "agents/agent.h"
#include "analysis/runner.h"
#include "analysis/walk_report.h"
#include "cli/walk_setup.h"

namespace parks::cli {

int simulate(const Args& args) {
  po::options_description options("parks simulate walk [options]");
  options.add_options()("game", po::value<std::string>(), "the game: walk")(
      "agent", po::value<std::string>()->default_value("heuristic"),
      "agent in every seat: random, greedy, heuristic, mcts[:key=value,...]");
  add_walk_options(options);
  add_run_options(options, 10000);
  po::positional_options_description positional;
  positional.add("game", 1);
  const auto vm = parse(args, std::string("Plays many games and prints their statistics.\n") + kMctsSpecHelp,
                        options, positional);
  if (!vm) return 0;
  require_game(*vm, "simulate");
  const WalkSetup setup = read_walk_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate walk");
  AgentSpec spec;
  try {
    spec = parse_agent_spec((*vm)["agent"].as<std::string>());
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const walk::WalkRunInfo info{setup.title(), spec.text, setup.layout, setup.players, setup.level, run.games, run.seed};
  return setup.dispatch([&]<class State>() {
    const AnyAgent<State> prototype = make_agent<State>(spec);
    const auto make_agents = [&] {
      std::array<AnyAgent<State>, State::kMaxPlayers> agents;
      for (int p = 0; p < setup.players; ++p) agents[p] = prototype;
      return agents;
    };
    const auto result = run_games(run, walk::WalkSummary(setup.players), setup.state_maker<State>(run.seed), make_agents);
    if (vm->count("json")) std::cout << result.summary.json(info, result.interrupted).dump(2) << "\n";
    else std::cout << result.summary.text(info, result.interrupted);
    return result.interrupted ? kInterrupted : 0;
  });
}

}  // namespace parks::cli

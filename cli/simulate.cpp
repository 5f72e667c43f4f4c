// parks simulate GAME: many games with one agent in every seat, summarised.
#include <iostream>

#include "agents/agent.h"
#include "analysis/hike_report.h"
#include "analysis/minipark_report.h"
#include "analysis/planner_report.h"
#include "analysis/runner.h"
#include "analysis/walk_report.h"
#include "cli/hike_setup.h"
#include "cli/job_options.h"
#include "cli/minipark_setup.h"
#include "cli/planner_setup.h"
#include "cli/walk_setup.h"

namespace parks::cli {

namespace {

po::options_description simulate_options(const std::string& game) {
  po::options_description options("parks simulate " + game + " [options]");
  options.add_options()("agent", po::value<std::string>()->default_value("heuristic"),
                        "agent in every seat: random, greedy, heuristic, mcts[:key=value,...]");
  return options;
}

AgentSpec read_agent(const po::variables_map& vm) {
  try {
    return parse_agent_spec(vm["agent"].as<std::string>());
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

// Plays the run with `spec` in every seat and prints the summary, then what it rests on.
template <class GameSetup, class Summary, class Info>
int play_and_report(const po::variables_map& vm, const GameSetup& setup, const RunOptions& run, const AgentSpec& spec,
                    const Summary& empty, const Info& info) {
  const Setup described = setup.describe();
  return setup.dispatch([&]<class State>() {
    const AnyAgent<State> prototype = make_agent<State>(spec);
    const auto make_agents = [&] { return agent_in_every_seat(prototype, setup.players); };
    const auto result = run_games(run, empty, setup.template state_maker<State>(run.seed), make_agents);
    if (vm.count("json"))
      std::cout << with_setup(result.summary.json(info, result.interrupted), described).dump(2) << "\n";
    else std::cout << result.summary.text(info, result.interrupted) << "\n" << setup_text(described);
    return result.interrupted ? kInterrupted : 0;
  });
}

std::optional<po::variables_map> parse_simulate(const Args& args, po::options_description options) {
  add_run_options(options, 10000);
  return parse(args, std::string("Plays many games and prints their statistics.\n") + kMctsSpecHelp, options, {});
}

// A game whose report header is the plain RunInfo: its options, its setup and its summary.
template <class Summary, class GameSetup>
int simulate_game(const Args& args, const std::string& game, void (*add_options)(po::options_description&),
                  GameSetup (*read_options)(const po::variables_map&)) {
  auto options = simulate_options(game);
  add_options(options);
  const auto vm = parse_simulate(args, options);
  if (!vm) return 0;
  const GameSetup setup = read_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate " + game);
  const AgentSpec spec = read_agent(*vm);
  start_job("simulate " + game, *vm);
  const RunInfo info{setup.title(), spec.text, setup.players, run.games, run.seed};
  return play_and_report(*vm, setup, run, spec, Summary(setup.players), info);
}

}  // namespace

int simulate_walk(const Args& args) {
  auto options = simulate_options("walk");
  add_walk_options(options);
  const auto vm = parse_simulate(args, options);
  if (!vm) return 0;
  const WalkSetup setup = read_walk_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate walk");
  const AgentSpec spec = read_agent(*vm);
  start_job("simulate walk", *vm);
  const walk::WalkRunInfo info{{setup.title(), spec.text, setup.players, run.games, run.seed}, setup.layout, setup.level};
  return play_and_report(*vm, setup, run, spec, walk::WalkSummary(setup.players), info);
}

int simulate_planner(const Args& args) {
  return simulate_game<planner::PlannerSummary>(args, "planner", add_planner_options, read_planner_options);
}

int simulate_minipark(const Args& args) {
  return simulate_game<minipark::MiniParkSummary>(args, "minipark", add_minipark_options, read_minipark_options);
}

int simulate_hike(const Args& args) {
  return simulate_game<hike::HikeSummary>(args, "hike", add_hike_options, read_hike_options);
}

}  // namespace parks::cli

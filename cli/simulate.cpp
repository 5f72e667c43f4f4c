// parks simulate GAME: many games with one agent in every seat, summarised.
#include <iostream>

#include "agents/agent.h"
#include "analysis/hike_report.h"
#include "analysis/minipark_report.h"
#include "analysis/planner_report.h"
#include "analysis/runner.h"
#include "analysis/walk_report.h"
#include "cli/hike_setup.h"
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

// Plays the run with `spec` in every seat and prints the summary.
template <class Setup, class Summary, class Info>
int play_and_report(const po::variables_map& vm, const Setup& setup, const RunOptions& run, const AgentSpec& spec,
                    const Summary& empty, const Info& info) {
  return setup.dispatch([&]<class State>() {
    const AnyAgent<State> prototype = make_agent<State>(spec);
    const auto make_agents = [&] {
      std::array<AnyAgent<State>, State::kMaxPlayers> agents;
      for (int p = 0; p < setup.players; ++p) agents[p] = prototype;
      return agents;
    };
    const auto result = run_games(run, empty, setup.template state_maker<State>(run.seed), make_agents);
    if (vm.count("json")) std::cout << result.summary.json(info, result.interrupted).dump(2) << "\n";
    else std::cout << result.summary.text(info, result.interrupted);
    return result.interrupted ? kInterrupted : 0;
  });
}

std::optional<po::variables_map> parse_simulate(const Args& args, po::options_description options) {
  add_run_options(options, 10000);
  return parse(args, std::string("Plays many games and prints their statistics.\n") + kMctsSpecHelp, options, {});
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
  const walk::WalkRunInfo info{{setup.title(), spec.text, setup.players, run.games, run.seed}, setup.layout, setup.level};
  return play_and_report(*vm, setup, run, spec, walk::WalkSummary(setup.players), info);
}

int simulate_planner(const Args& args) {
  auto options = simulate_options("planner");
  add_planner_options(options);
  const auto vm = parse_simulate(args, options);
  if (!vm) return 0;
  const PlannerSetup setup = read_planner_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate planner");
  const AgentSpec spec = read_agent(*vm);
  const planner::PlannerRunInfo info{setup.title(), spec.text, setup.players, run.games, run.seed};
  return play_and_report(*vm, setup, run, spec, planner::PlannerSummary(setup.players), info);
}

int simulate_minipark(const Args& args) {
  auto options = simulate_options("minipark");
  add_minipark_options(options);
  const auto vm = parse_simulate(args, options);
  if (!vm) return 0;
  const MiniParkSetup setup = read_minipark_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate minipark");
  const AgentSpec spec = read_agent(*vm);
  const minipark::MiniParkRunInfo info{setup.title(), spec.text, setup.players, run.games, run.seed};
  return play_and_report(*vm, setup, run, spec, minipark::MiniParkSummary(setup.players), info);
}

int simulate_hike(const Args& args) {
  auto options = simulate_options("hike");
  add_hike_options(options);
  const auto vm = parse_simulate(args, options);
  if (!vm) return 0;
  const HikeSetup setup = read_hike_options(*vm);
  const RunOptions run = read_run_options(*vm, "simulate hike");
  const AgentSpec spec = read_agent(*vm);
  const hike::HikeRunInfo info{setup.title(), spec.text, setup.players, run.games, run.seed};
  return play_and_report(*vm, setup, run, spec, hike::HikeSummary(setup.players), info);
}

}  // namespace parks::cli

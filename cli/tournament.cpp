// parks tournament GAME: agents compared on the same dealt games.
#include <fstream>
#include <iostream>

#include "agents/agent.h"
#include "analysis/tournament.h"
#include "cli/hike_setup.h"
#include "cli/job_options.h"
#include "cli/minipark_setup.h"
#include "cli/planner_setup.h"
#include "cli/walk_setup.h"

namespace parks::cli {

namespace {

po::options_description tournament_options(const std::string& game) {
  po::options_description options("parks tournament " + game + " --agents A,B,... [options]");
  options.add_options()("agents", po::value<std::string>()->default_value("random,greedy,heuristic,mcts"),
                        "comma-separated agent specs (an mcts spec's key=value pieces continue it)")(
      "csv", po::value<std::string>(), "also write the per-agent table to this CSV file");
  return options;
}

SeatingDesign seating_design(int agents, int players) {
  try {
    return SeatingDesign(agents, players);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--agents: ") + e.what());
  }
}

std::optional<po::variables_map> parse_tournament(const Args& args, po::options_description options) {
  add_run_options(options, 1000);
  return parse(args,
               "Plays every agent on the same deals and compares them. With several players each deal is\n"
               "played once per seating: all orderings of the agents in the seats when there are at most " +
                   std::to_string(SeatingDesign::kMaxOrderings) +
                   ",\nelse a smaller design that still puts every agent in every seat, and every ordered pair\n"
                   "of agents in every ordered pair of seats, equally often.\n" +
                   kMctsSpecHelp,
               options, {});
}

std::vector<AgentSpec> read_agents(const po::variables_map& vm) {
  std::vector<AgentSpec> specs;
  try {
    for (const auto& text : split_agent_list(vm["agents"].as<std::string>())) specs.push_back(parse_agent_spec(text));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (specs.size() < 2) throw UsageError("--agents needs at least two agents");
  for (std::size_t a = 0; a < specs.size(); ++a)
    for (std::size_t b = a + 1; b < specs.size(); ++b)
      if (specs[a].text == specs[b].text) throw UsageError("agent '" + specs[a].text + "' is listed twice");
  return specs;
}

template <class Setup>
int play_tournament(const po::variables_map& vm, const Setup& setup, const RunOptions& run) {
  const std::vector<AgentSpec> specs = read_agents(vm);
  const SeatingDesign seating = seating_design(static_cast<int>(specs.size()), setup.players);
  // A checkpoint's blocks hold whole deals: another design makes them other games.
  start_job(run.label, vm, {{"seating", seating.description()}});
  TournamentInfo info{setup.title(), {}, setup.players, run.games, run.seed, seating.description(), seating.size()};
  for (const auto& spec : specs) info.agents.push_back(spec.text);
  const parks::Setup described = setup.describe();  // what the results rest on
  std::ofstream csv;
  if (vm.count("csv") && Cluster::current().rank() == 0) {
    csv.open(vm["csv"].as<std::string>());
    if (!csv) throw UsageError("cannot write CSV file '" + vm["csv"].as<std::string>() + "'");
  }
  return setup.dispatch([&]<class State>() {
    std::vector<AnyAgent<State>> prototypes;
    for (const auto& spec : specs) prototypes.push_back(make_agent<State>(spec));
    const auto result = run_tournament(run, static_cast<int>(specs.size()), setup.players,
                                       setup.template state_maker<State>(run.seed), [&](int k) { return prototypes[k]; });
    if (vm.count("json"))
      std::cout << with_setup(result.summary.json(info, result.interrupted), described).dump(2) << "\n";
    else std::cout << result.summary.text(info, result.interrupted) << "\n" << setup_text(described);
    if (csv.is_open()) csv << setup_csv_comment(described) << result.summary.csv(info);
    return result.interrupted ? kInterrupted : 0;
  });
}

// A game's options, its setup, and the tournament on it.
template <class Setup>
int tournament_game(const Args& args, const std::string& game, void (*add_options)(po::options_description&),
                    Setup (*read_options)(const po::variables_map&)) {
  auto options = tournament_options(game);
  add_options(options);
  const auto vm = parse_tournament(args, options);
  if (!vm) return 0;
  const Setup setup = read_options(*vm);
  return play_tournament(*vm, setup, read_run_options(*vm, "tournament " + game));
}

}  // namespace

int tournament_walk(const Args& args) {
  return tournament_game(args, "walk", add_walk_options, read_walk_options);
}

int tournament_planner(const Args& args) {
  return tournament_game(args, "planner", add_planner_options, read_planner_options);
}

int tournament_minipark(const Args& args) {
  return tournament_game(args, "minipark", add_minipark_options, read_minipark_options);
}

int tournament_hike(const Args& args) {
  return tournament_game(args, "hike", add_hike_options, read_hike_options);
}

}  // namespace parks::cli

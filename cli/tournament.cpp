// parks tournament walk: agents compared on the same dealt games.
#include <fstream>
#include <iostream>

#include "agents/agent.h"
#include "analysis/tournament.h"
#include "cli/walk_setup.h"

namespace parks::cli {

int tournament(const Args& args) {
  po::options_description options("parks tournament walk --agents A,B,... [options]");
  options.add_options()("game", po::value<std::string>(), "the game: walk")(
      "agents", po::value<std::string>()->default_value("random,greedy,heuristic,mcts"),
      "comma-separated agent specs (an mcts spec's key=value pieces continue it)")(
      "csv", po::value<std::string>(), "also write the per-agent table to this CSV file");
  add_walk_options(options);
  add_run_options(options, 1000);
  po::positional_options_description positional;
  positional.add("game", 1);
  const auto vm = parse(args, std::string("Plays every agent on the same deals and compares them.\n") + kMctsSpecHelp,
                        options, positional);
  if (!vm) return 0;
  require_game(*vm, "tournament");
  const WalkSetup setup = read_walk_options(*vm);
  const RunOptions run = read_run_options(*vm, "tournament walk");
  std::vector<AgentSpec> specs;
  try {
    for (const auto& text : split_agent_list((*vm)["agents"].as<std::string>())) specs.push_back(parse_agent_spec(text));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (specs.size() < 2) throw UsageError("--agents needs at least two agents");
  for (std::size_t a = 0; a < specs.size(); ++a)
    for (std::size_t b = a + 1; b < specs.size(); ++b)
      if (specs[a].text == specs[b].text) throw UsageError("agent '" + specs[a].text + "' is listed twice");
  TournamentInfo info{setup.title(), {}, setup.players, run.games, run.seed};
  for (const auto& spec : specs) info.agents.push_back(spec.text);

  std::ofstream csv;
  if (vm->count("csv")) {
    csv.open((*vm)["csv"].as<std::string>());
    if (!csv) throw UsageError("cannot write CSV file '" + (*vm)["csv"].as<std::string>() + "'");
  }
  return setup.dispatch([&]<class State>() {
    std::vector<AnyAgent<State>> prototypes;
    for (const auto& spec : specs) prototypes.push_back(make_agent<State>(spec));
    const auto result = run_tournament(run, static_cast<int>(specs.size()), setup.players,
                                       setup.state_maker<State>(run.seed), [&](int k) { return prototypes[k]; });
    if (vm->count("json")) std::cout << result.summary.json(info, result.interrupted).dump(2) << "\n";
    else std::cout << result.summary.text(info, result.interrupted);
    if (csv.is_open()) csv << result.summary.csv(info);
    return result.interrupted ? kInterrupted : 0;
  });
}

}  // namespace parks::cli

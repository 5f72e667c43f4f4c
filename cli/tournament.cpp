// parks tournament GAME: agents compared on the same dealt games.
#include <iostream>

#include "analysis/tournament.h"
#include "cli/job_options.h"
#include "cli/registry.h"

namespace parks::cli {

namespace {

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
      if (specs[a].shown() == specs[b].shown())
        throw UsageError("agent '" + specs[a].shown() + "' is listed twice (label=NAME tells copies apart)");
  return specs;
}

const std::string kHelp =
    "Plays every agent on the same deals and compares them. With several players each deal is\n"
    "played once per seating: all orderings of the agents in the seats when there are at most " +
    std::to_string(SeatingDesign::kMaxOrderings) +
    ",\nelse a smaller design that still puts every agent in every seat, and every ordered pair\n"
    "of agents in every ordered pair of seats, equally often.\n";

}  // namespace

int tournament(const GameEntry& game, const Args& args) {
  po::options_description options("parks tournament " + game.name + " --agents A,B,... [options]");
  // clang-format off
  options.add_options()("agents", po::value<std::string>()->default_value("random,greedy,heuristic,mcts"),
                        "comma-separated agent specs (an mcts spec's key=value pieces continue it)")(
      "timing", "also show each agent's decision time: mean and 95th percentile (wall clock, unlike the rest not the same from run to run)")(
      "csv", po::value<std::string>(), "also write the per-agent table to this CSV file");
  // clang-format on
  game.add_options(options);
  add_record_options(options);
  add_run_options(options, 1000);
  const auto vm = parse(args, kHelp + "Agents:\n" + agent_table(false) + kMctsSpecHelp, options, {});
  if (!vm) return 0;
  const RunOptions run = read_run_options(*vm, "tournament " + game.name);
  return game.tournament(*vm, run, read_agents(*vm));
}

}  // namespace parks::cli

// parks simulate GAME: many games with one agent in every seat, summarised.
#include <iostream>

#include "cli/job_options.h"
#include "cli/registry.h"

namespace parks::cli {

int simulate(const GameEntry& game, const Args& args) {
  po::options_description options("parks simulate " + game.name + " [options]");
  // clang-format off
  options.add_options()("agent", po::value<std::string>()->default_value("heuristic"),
                        ("agent in every seat: " + agent_names() + " (parks agents lists them)").c_str());
  // clang-format on
  game.add_options(options);
  add_record_options(options);
  add_run_options(options, 10000);
  const auto vm =
      parse(args,
            std::string("Plays many games and prints their statistics. Agents:\n") + agent_table(false) + kMctsSpecHelp,
            options, {});
  if (!vm) return 0;
  const RunOptions run = read_run_options(*vm, "simulate " + game.name);
  AgentSpec spec;
  try {
    spec = parse_agent_spec((*vm)["agent"].as<std::string>());
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  return game.simulate(*vm, run, spec);
}

}  // namespace parks::cli

// The agent registry: the spec parser, the help and docs/cli.md's table come from one list of kinds,
// and every kind takes label=.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "agents/agent.h"
#include "agents/agent_spec.h"
#include "tests/cli/run_parks.h"

namespace parks {
namespace {

using testing::kSource;

TEST_CASE("agent registry: the agent table of docs/cli.md is the registry's as parks agents --markdown prints it") {
  const std::string table = agent_table(true);
  CHECK(testing::read_file(kSource / "docs" / "cli.md").find(table) != std::string::npos);
  const testing::Run run = testing::run_parks("agents --markdown");
  CHECK(run.status == 0);
  CHECK(run.out == table);
}

TEST_CASE("agent registry: every kind is known to the parser and takes label=") {
  CHECK(agent_names() == "random, greedy, heuristic, td, mcts, exec");
  for (const std::string name : {"random", "greedy", "heuristic", "td"}) {
    CAPTURE(name);
    CHECK(parse_agent_spec(name).name == name);
    CHECK(parse_agent_spec(name + ":label=mine").shown() == "mine");
  }
  CHECK(parse_agent_spec("mcts:iters=5,label=quick").shown() == "quick");
  CHECK(parse_agent_spec("exec:label=bot:sh -c true").shown() == "bot");
  CHECK_THROWS_WITH_AS(parse_agent_spec("greedy:depth=2"), doctest::Contains("takes no settings but label=NAME"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(parse_agent_spec("wizard"),
                       doctest::Contains("(known: random, greedy, heuristic, td, mcts, exec)"), std::invalid_argument);
}

}  // namespace
}  // namespace parks

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
  CHECK(agent_names() == "random, greedy, heuristic, td, mcts, advisor, exec");
  for (const std::string name : {"random", "greedy", "heuristic", "td", "advisor"}) {
    CAPTURE(name);
    CHECK(parse_agent_spec(name).name == name);
    CHECK(parse_agent_spec(name + ":label=mine").shown() == "mine");
  }
  CHECK(parse_agent_spec("mcts:iters=5,label=quick").shown() == "quick");
  CHECK(parse_agent_spec("exec:label=bot:sh -c true").shown() == "bot");
  CHECK_THROWS_WITH_AS(parse_agent_spec("greedy:depth=2"), doctest::Contains("takes no settings but label=NAME"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(parse_agent_spec("wizard"),
                       doctest::Contains("(known: random, greedy, heuristic, td, mcts, advisor, exec)"),
                       std::invalid_argument);
}

// The advisor plays whole games through the engines' legality checks; its advice draws its seed
// from the seat's stream, so a tournament with the same seed plays the same games.
TEST_CASE("agent registry: the advisor plays whole games the same for the same seed") {
  for (const std::string game : {"walk", "hike"}) {
    CAPTURE(game);
    const std::string args =
        "tournament " + game + " --agents advisor:playouts=4,policy=greedy,greedy --games 2 --json";
    const testing::Run first = testing::run_parks(args + " --seed 3");
    REQUIRE(first.status == 0);
    CHECK(first.out.find("\"advisor:playouts=4,policy=greedy\"") != std::string::npos);
    CHECK(testing::run_parks(args + " --seed 3 --threads 1").out == first.out);
    CHECK(testing::run_parks(args + " --seed 4").out != first.out);
  }
}

TEST_CASE("agent registry: the advisor's settings are read and bad ones named") {
  const AgentSpec spec = parse_agent_spec("advisor:playouts=12,policy=random");
  CHECK(spec.name == "advisor");
  CHECK(spec.playouts == 12);
  CHECK(spec.rollout == "random");
  CHECK(parse_agent_spec("advisor").playouts == 64);
  CHECK(parse_agent_spec("advisor").rollout == "heuristic");
  CHECK_THROWS_WITH_AS(parse_agent_spec("advisor:playouts=1"), doctest::Contains("playouts=1 is out of range"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(parse_agent_spec("advisor:policy=mcts"), doctest::Contains("policy=mcts is not one of"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(parse_agent_spec("advisor:depth=3"), doctest::Contains("got 'depth'"), std::invalid_argument);
}

}  // namespace
}  // namespace parks

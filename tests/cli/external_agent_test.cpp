// Bots outside the engine (exec:CMD, docs/protocol.md): every game plays through the protocol,
// seats mix with built-in agents, and each way a bot can fail ends the run with one line that
// names the agent, the game and the decision, keeping the finished games.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "agents/external/process_bot.h"
#include "analysis/tournament.h"
#include "tests/cli/run_parks.h"

namespace parks {
namespace {

using testing::kSource;
using testing::lines;
using testing::Run;
using testing::run_parks;

const std::string kRandomBot = "exec:python3 " + kSource.string() + "/examples/bots/random_bot.py";
const std::string kShellBot = "exec:sh " + kSource.string() + "/examples/bots/first_bot.sh";

std::string faulty(const std::string& mode, const std::string& limit, const std::string& settings = "") {
  return "exec:" + settings + "python3 " + std::string(PARKS_TEST_DATA) + "/bots/faulty_bot.py " + mode + " " + limit;
}

nlohmann::json json_of(const Run& run) {
  INFO(run.err);
  REQUIRE(run.status == 0);
  return nlohmann::json::parse(run.out);
}

TEST_CASE("protocol: every game plays whole games through a bot, by id and by text, in Python and C++") {
  for (const std::string game : {"walk", "planner", "minipark", "hike"}) {
    CAPTURE(game);
    const auto by_id =
        json_of(run_parks("simulate " + game + " --games 3 --threads 1 --quiet --json --agent '" + kRandomBot + "'"));
    CHECK(by_id["games"] == 3);
    const auto by_text = json_of(run_parks("simulate " + game + " --games 2 --threads 1 --quiet --json --agent '" +
                                           faulty("text", "1000000000") + "'"));
    CHECK(by_text["games"] == 2);
    const auto compiled = json_of(run_parks("simulate " + game +
                                            " --games 2 --threads 1 --quiet --json --agent exec:" + PARKS_FIRST_BOT));
    CHECK(compiled["games"] == 2);
  }
}

TEST_CASE("protocol: a shell bot plays, and bot seats mix with built-in agents") {
  const auto run = json_of(run_parks("tournament hike --games 3 --threads 2 --quiet --json --agents 'heuristic," +
                                     kShellBot + "," + kRandomBot + "'"));
  CHECK(run["deals"] == 3);
  REQUIRE(run["agents"].size() == 3);
  CHECK(run["agents"][1]["agent"] == kShellBot);
}

TEST_CASE("protocol: a bot plays in a study beside built-in agents") {
  const Run run = run_parks("analyze solo walk --games 4 --threads 2 --quiet --json --no-plots --agents 'heuristic," +
                            kRandomBot + "'");
  INFO(run.err);
  CHECK(run.status == 0);
  CHECK(run.out.find(kRandomBot) != std::string::npos);
}

TEST_CASE("protocol: a seeded bot gives the same games at any thread count") {
  const std::string args = "simulate walk --players 2 --games 24 --seed 5 --quiet --json --agent '" + kRandomBot + "'";
  const Run one = run_parks(args + " --threads 1");
  const Run two = run_parks(args + " --threads 2");
  CHECK(one.status == 0);
  CHECK(one.out == two.out);
}

TEST_CASE("protocol: label= names an agent, so one agent can enter twice") {
  const auto run =
      json_of(run_parks("tournament walk --games 4 --quiet --json --agents "
                        "'heuristic,heuristic:label=again,exec:time=5,label=py:python3 " +
                        kSource.string() + "/examples/bots/random_bot.py'"));
  REQUIRE(run["agents"].size() == 3);
  CHECK(run["agents"][1]["agent"] == "again");
  CHECK(run["agents"][2]["agent"] == "py");
  testing::check_bad_input("tournament walk --games 4 --agents heuristic,heuristic", "listed twice");
}

// Each failure: exit 2, one line naming the agent, the game, the decision and what the bot sent.
TEST_CASE("protocol: each way a bot fails is one line naming the agent, game and decision") {
  struct Case {
    std::string mode, settings, words;
  };
  for (const Case& c : std::initializer_list<Case>{
           {"crash", "", "the bot exited with status 3 instead of answering"},
           {"hang", "time=0.5:", "no answer within 0.5 s"},
           {"garbage", "", "the answer is not JSON: this is not json"},
           {"illegal", "", "action 999999 is not a legal action's id: {\"action\":999999}"},
           {"not-an-id", "", "\"action\" is not an integer id: {\"action\":\"first\"}"},
           {"no-action", "", "the answer names no action"},
           {"mute", "time=0.2:", "no answer to the hello"},
       }) {
    CAPTURE(c.mode);
    const std::string agent = faulty(c.mode, "3", c.settings);
    const Run run = run_parks("simulate walk --games 5 --threads 1 --quiet --agent '" + agent + "'");
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK_MESSAGE(run.err.find("agent '" + agent + "' (walk, game 0, decision ") != std::string::npos, run.err);
    CHECK_MESSAGE(run.err.find(c.words) != std::string::npos, run.err);
  }
}

// The deals a bot was asked about, from its log.
std::vector<int> deals_in(const std::filesystem::path& log) {
  std::ifstream in(log);
  std::vector<int> deals;
  for (int deal; in >> deal;) deals.push_back(deal);
  return deals;
}

TEST_CASE("protocol: a bot that fails keeps the finished games, and the mended bot goes on from them") {
  const auto dir = std::filesystem::temp_directory_path() / ("parks_bot_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string limit = (dir / "limit").string(), checkpoint = (dir / "run.ckpt").string();
  std::ofstream(limit) << 400;  // about a dozen solo games
  // One spec for all three runs (a resumed job must be the same job): the log is moved aside.
  const std::string log = (dir / "log").string();
  const std::string args = "simulate walk --games 60 --threads 1 --seed 3 --quiet --json --agent 'exec:python3 " +
                           std::string(PARKS_TEST_DATA) + "/bots/faulty_bot.py crash " + limit + " " + log + "'";
  const auto deals_asked = [&] {
    const std::vector<int> deals = deals_in(log);
    std::filesystem::remove(log);
    return deals;
  };
  const Run failed = run_parks(args + " --checkpoint " + checkpoint);
  CHECK(failed.status == 2);
  CHECK_MESSAGE(failed.err.find("the bot exited with status 3") != std::string::npos, failed.err);
  const std::vector<int> first = deals_asked();
  REQUIRE(!first.empty());
  CHECK(first.back() > 5);  // the deal it failed on
  std::ofstream(limit) << 1000000000;
  const Run resumed = run_parks(args + " --resume " + checkpoint);
  CHECK_MESSAGE(resumed.status == 0, resumed.err);
  const std::vector<int> second = deals_asked();
  REQUIRE(!second.empty());
  CHECK(second.front() == first.back());  // every deal before it was kept, none played again
  std::filesystem::remove(checkpoint);
  const Run whole = run_parks(args);
  CHECK(resumed.out == whole.out);
  std::filesystem::remove_all(dir);
}

TEST_CASE("protocol: an exec spec's settings run up to its command in an agent list") {
  CHECK(split_agent_list("random,exec:time=2,label=py:python3 bot.py,greedy") ==
        std::vector<std::string>{"random", "exec:time=2,label=py:python3 bot.py", "greedy"});
  CHECK(split_agent_list("exec:python3 a.py,mcts:iters=5,c=1") ==
        std::vector<std::string>{"exec:python3 a.py", "mcts:iters=5,c=1"});
  CHECK(split_agent_list("exec:./bot,greedy") == std::vector<std::string>{"exec:./bot", "greedy"});
}

TEST_CASE("protocol: exec specs are read before any work") {
  CHECK(parse_agent_spec("exec:python3 bot.py").command == std::vector<std::string>{"python3", "bot.py"});
  const AgentSpec set = parse_agent_spec("exec:time=2.5,label=mine:python3 'my bot.py' --x=1");
  CHECK(set.seconds == 2.5);
  CHECK(set.label == "mine");
  CHECK(set.command == std::vector<std::string>{"python3", "my bot.py", "--x=1"});
  CHECK(split_command(R"(a "b c" d\ e 'f"g' "h\"i")") == std::vector<std::string>{"a", "b c", "d e", "f\"g", "h\"i"});
  testing::check_bad_input("simulate walk --agent exec:", "exec needs a command");
  testing::check_bad_input("simulate walk --agent 'exec:no_such_program_here'", "is not found on PATH");
  testing::check_bad_input("simulate walk --agent 'exec:./missing/bot'", "is not an executable file");
  testing::check_bad_input("simulate walk --agent \"exec:python3 'open\"", "unclosed ' in the command");
  testing::check_bad_input("simulate walk --agent 'exec:time=0:python3 x'", "time=0 is out of range");
}

}  // namespace
}  // namespace parks

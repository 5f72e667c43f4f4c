// A game registered from its own folder (tests/toy/pig/) works through every command of a parks
// program built with it, with no edit to the commands.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "tests/cli/run_parks.h"

namespace parks::testing {

namespace {

Run run_toys(const std::string& args) { return run_program(PARKS_WITH_TOYS, args); }

std::string position_file(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("pig_position_" + std::to_string(getpid()) + ".txt");
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace

TEST_SUITE_BEGIN("pig");

TEST_CASE("pig: the help lists pig beside the four games") {
  const Run run = run_toys("--help");
  CHECK(run.status == 0);
  CHECK(run.out.find("pig (Pig (a test game))") != std::string::npos);
  CHECK(run.out.find("walk (A Walk in the Park)") != std::string::npos);
  CHECK(run_parks("simulate pig --games 1").status == 2);  // the shipped program has no pig
}

TEST_CASE("pig: simulate and tournament play pig, the same for any thread count") {
  const Run one = run_toys("simulate pig --games 400 --agent heuristic --threads 1 --json --quiet");
  const Run two = run_toys("simulate pig --games 400 --agent heuristic --threads 2 --json --quiet");
  REQUIRE(one.status == 0);
  CHECK(one.out == two.out);
  CHECK(one.out.find("\"game\": \"pig\"") != std::string::npos);
  const Run tournament = run_toys("tournament pig --agents random,heuristic,mcts:iters=50 --games 30 --quiet");
  CHECK(tournament.status == 0);
  CHECK(tournament.out.find("heuristic") != std::string::npos);
  CHECK(run_toys("simulate pig --goal 5").err.find("--goal must be between 10 and 200") != std::string::npos);
}

TEST_CASE("pig: analyze runs its study, check runs the conformance checks") {
  const Run study = run_toys("analyze balance pig --games 200 --quiet");
  CHECK(study.status == 0);
  CHECK(study.out.find("The first player wins") != std::string::npos);
  const Run check = run_toys("check pig --games 5");
  CHECK(check.status == 0);
  CHECK(check.out == "pig 2p: ok\npig 4p to 30: ok\n");
}

TEST_CASE("pig: score and advise read a pig position") {
  const std::string file = position_file("players 2\ngoal 50\nbanked 48 10\nturn 1\ntotal 0\n");
  const Run score = run_toys("score pig " + file);
  CHECK(score.status == 0);
  CHECK(score.out == "player 1: 48\nplayer 2: 10\n");
  const Run advise = run_toys("advise pig " + file);
  CHECK(advise.status == 0);
  CHECK(advise.out.rfind("roll:", 0) == 0);  // with nothing in hand, rolling is the only move
  const std::string bad = position_file("players 2\nbanked 1 x\n");
  CHECK(run_toys("score pig " + bad).err.find("line 2: cannot read 'banked 1 x'") != std::string::npos);
  std::filesystem::remove(file);
  std::filesystem::remove(bad);
}

TEST_SUITE_END();

}  // namespace parks::testing

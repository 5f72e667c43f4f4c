// Game records: --games-out and --record write one line per game in game order, the same for any
// thread count and after a stop and resume; parks replay plays them again and refuses any move or
// score that does not match; tournaments time every agent's decisions.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli/run_parks.h"
#include "tests/core/temp_dir.h"

namespace parks {
namespace {

namespace fs = std::filesystem;
using testing::read_file;
using testing::Run;
using testing::run_parks;
using testing::TempDir;

std::vector<nlohmann::json> json_lines(const std::string& file) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(read_file(file));
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

TEST_CASE("records: one line per game in deal order, replayed move by move") {
  TempDir dir("records");
  const Run run = run_parks("simulate hike --players 3 --games 6 --threads 2 --quiet --record " + (dir / "r") +
                            " --games-out " + (dir / "g"));
  REQUIRE(run.status == 0);
  const auto records = json_lines(dir / "r"), games = json_lines(dir / "g");
  REQUIRE(records.size() == 6u);
  REQUIRE(games.size() == 6u);
  for (int deal = 0; deal < 6; ++deal) {
    CHECK(records[deal]["deal"] == deal);
    CHECK(records[deal]["options"] == std::vector<std::string>{"--players", "3"});
    CHECK(records[deal]["moves"].size() > 100u);  // chance outcomes included
    CHECK(games[deal]["deal"] == deal);
    CHECK(games[deal]["seats"].size() == 3u);
    CHECK(games[deal]["seats"][0]["agent"] == "heuristic");
    CHECK(games[deal]["seats"][0]["decisions"] > 0);
    CHECK(games[deal]["seats"][1]["score"] == records[deal]["scores"][1]);
  }
  const Run replayed = run_parks("replay " + (dir / "r"));
  CHECK(replayed.status == 0);
  CHECK(replayed.out.find("6 games replayed") != std::string::npos);
  const Run shown = run_parks("replay " + (dir / "r") + " --show 2");
  CHECK(shown.status == 0);
  CHECK(shown.out.find("deal 1") != std::string::npos);
  CHECK(shown.out.find("chance   roll") != std::string::npos);
  CHECK(shown.out.find("scores: seat 1") != std::string::npos);
}

TEST_CASE("records: a tournament records every seating of every deal, for any thread count") {
  TempDir dir("records");
  const std::string args = "tournament walk --players 2 --agents random,greedy --games 3 --seed 4 --quiet --record ";
  REQUIRE(run_parks(args + (dir / "one") + " --threads 1").status == 0);
  REQUIRE(run_parks(args + (dir / "two") + " --threads 2").status == 0);
  CHECK(read_file(dir / "one") == read_file(dir / "two"));
  const auto records = json_lines(dir / "one");
  REQUIRE(records.size() == 6u);  // 3 deals x 2 seatings
  CHECK(records[1]["deal"] == 0);
  CHECK(records[1]["seating"] == 1);
  CHECK(records[0]["agents"] == std::vector<std::string>{"random", "greedy"});
  CHECK(records[1]["agents"] == std::vector<std::string>{"greedy", "random"});
  CHECK(run_parks("replay " + (dir / "one")).status == 0);
}

TEST_CASE("records: replay refuses a move that is not legal and a score that is not the game's") {
  TempDir dir("records");
  REQUIRE(run_parks("simulate walk --games 2 --quiet --record " + (dir / "r")).status == 0);
  auto records = json_lines(dir / "r");
  auto bad_move = records[1];
  bad_move["moves"][3] = "curve NE at 9,9";
  std::ofstream(dir / "moves") << records[0].dump() << "\n" << bad_move.dump() << "\n";
  testing::check_bad_input("replay " + (dir / "moves"), "line 2 (deal 1): move 4 'curve NE at 9,9' is not legal there");
  auto bad_score = records[0];
  bad_score["scores"][0] = 999;
  std::ofstream(dir / "scores") << bad_score.dump() << "\n";
  testing::check_bad_input("replay " + (dir / "scores"), "line 1 (deal 0): seat 1 ends with");
  std::ofstream(dir / "garbage") << "{\"schema\": 1}\n";
  testing::check_bad_input("replay " + (dir / "garbage"), "line 1: the record has no \"game\"");
  testing::check_bad_input("replay " + (dir / "r") + " --show 3", "--show 3: the file holds 2 games");
  testing::check_bad_input("simulate walk --games 2 --record /nonexistent/dir/r", "--record '/nonexistent/dir/r'");
}

TEST_CASE("records: a run stopped by a failing bot and resumed, a cut line dropped, writes one whole run") {
  TempDir dir("records");
  std::ofstream(dir / "limit") << 300;
  const std::string args = "simulate walk --games 40 --threads 1 --seed 2 --quiet --agent 'exec:python3 " +
                           std::string(PARKS_TEST_DATA) + "/bots/faulty_bot.py crash " + (dir / "limit") + "'";
  REQUIRE(run_parks(args + " --record " + (dir / "r") + " --checkpoint " + (dir / "c")).status == 2);
  CHECK(json_lines(dir / "r").size() >= 5u);                        // the games before the failure
  std::ofstream(dir / "r", std::ios::app) << "{\"deal\": 3, \"mo";  // a line a kill cut short
  std::ofstream(dir / "limit") << 1000000000;
  REQUIRE(run_parks(args + " --record " + (dir / "r") + " --resume " + (dir / "c")).status == 0);
  REQUIRE(run_parks(args + " --record " + (dir / "whole")).status == 0);
  CHECK(read_file(dir / "r") == read_file(dir / "whole"));
}

TEST_CASE("records: --timing shows each agent's decision time, and only then") {
  const std::string args = "tournament walk --agents random,greedy --games 4 --quiet";
  const Run plain = run_parks(args);
  const Run timed = run_parks(args + " --timing");
  CHECK(plain.out.find("decision time") == std::string::npos);
  CHECK(timed.out.find("decision time") != std::string::npos);
  const auto json = nlohmann::json::parse(run_parks(args + " --timing --json").out);
  CHECK(json["agents"][1]["seconds"]["decisions"] > 0);
  CHECK(json["agents"][1]["seconds"]["per_decision_p95"] > 0);
  CHECK(nlohmann::json::parse(run_parks(args + " --json").out)["agents"][1].count("seconds") == 0);
}

}  // namespace
}  // namespace parks

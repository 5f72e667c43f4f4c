// `parks simulate minipark` and `parks tournament minipark` through the built binary
// (PARKS_BINARY): JSON and text output, determinism across threads, and bad input.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/evaluation.h"
#include "engine/minipark/state.h"
#include "tests/cli/run_parks.h"
#include "tests/minipark/game_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// The command line.

namespace {

using parks::testing::check_bad_input;
using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

nlohmann::json minipark_json(const std::string& args) {
  INFO("parks " << args);
  const Run run = run_parks(args + " --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());  // --quiet
  return nlohmann::json::parse(run.out);
}

// A temporary file with `text`, removed when the guard goes.
struct TempFile {
  std::filesystem::path path;
  TempFile(const std::string& name, const std::string& text)
      : path(std::filesystem::temp_directory_path() / ("minipark_test_" + std::to_string(::getpid()) + "_" + name)) {
    std::ofstream(path) << text;
  }
  ~TempFile() { std::filesystem::remove(path); }
};

// Base tiles and `expansion` expansion tiles (Fountains).
std::string tile_file(int expansion) {
  std::string text = R"({"tiles": [
  {"name": "road", "count": 10, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"]},
  {"name": "tree", "count": 5, "kinds": ["tree"], "roads": [], "areas": ["nw ne en es se sw ws wn"]})";
  if (expansion > 0)
    text +=
        R"(,
  {"name": "Fountain", "count": )" +
        std::to_string(expansion) +
        R"(, "expansion": true, "bonus": 4, "kinds": ["fountain"], "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"]})";
  return text + "\n]}\n";
}

}  // namespace

TEST_CASE("minipark cli: simulate runs 2-5 players, basic and advanced, with the expansion, and prints JSON") {
  struct Config {
    std::string flags;
    int players;
    bool advanced, expansions;
  };
  for (const Config& c : {Config{"--players 2", 2, false, false}, Config{"--players 5", 5, false, false},
                          Config{"--players 2 --rules advanced", 2, true, false},
                          Config{"--players 5 --rules advanced --expansions", 5, true, true},
                          Config{"--players 3 --expansions", 3, false, true}}) {
    const std::string args = "simulate minipark --games 50 --seed 3 --quiet " + c.flags;
    CAPTURE(args);
    const auto j = minipark_json(args);
    CHECK(j["game"] == "minipark");
    CHECK(j["players"] == c.players);
    CHECK(j["games"] == 50);
    CHECK(j["interrupted"] == false);
    const std::string title = j["title"];
    CHECK(title.find(c.advanced ? "advanced rules" : "basic rules") != std::string::npos);
    CHECK(title.find(c.expansions ? "with the expansion" : "without the expansion") != std::string::npos);
    REQUIRE(j["seats"].size() == static_cast<std::size_t>(c.players));
    double wins = 0;
    for (int p = 0; p < c.players; ++p) {
      const auto& seat = j["seats"][p];
      CHECK(seat["seat"] == p + 1);
      wins += seat["wins"]["count"].get<double>();
      const auto& score = seat["score"];
      CHECK(score["mean"].get<double>() > 0);
      CHECK(score["sd"].get<double>() > 0);
      CHECK(score["ci95"][0].get<double>() < score["mean"].get<double>());
      // The seat's categories add up to its score.
      double sum = 0;
      for (const char* category : kCategoryNames) sum += seat["categories"][category]["mean"].get<double>();
      CHECK(sum == doctest::Approx(score["mean"].get<double>()));
    }
    // Every game has a winner, and a tied win is shared among the tied seats.
    CHECK(wins == doctest::Approx(50).epsilon(1e-12));
    for (const char* source : {"placement_points", "character_points", "objective_points"}) {
      CAPTURE(source);
      REQUIRE(j["per_player"].contains(source));
      CHECK(j["per_player"][source]["n"] == 50 * c.players);
    }
    const double objectives = j["per_player"]["objective_points"]["mean"];
    if (c.advanced) CHECK(objectives > 0);
    else CHECK(objectives == 0);
    CHECK(j["per_player"]["placement_points"]["mean"].get<double>() > 0);
    const auto& characters = j["extras"]["characters"];
    REQUIRE(characters.size() == 6u);
    long long taken = 0;
    for (int ch = 0; ch < kCharacters; ++ch) {
      CHECK(characters[ch]["character"] == kCharacterNames[ch]);
      taken += characters[ch]["points"]["n"].get<long long>();
    }
    // M6: one character a player, two with 2-3 players in advanced rules, and only 6 in all.
    const int quota = character_quota(c.players, c.advanced ? Rules::Advanced : Rules::Basic);
    CHECK(taken <= 50LL * std::min(6, c.players * quota));
    CHECK(taken > 0);
  }
}

TEST_CASE("minipark cli: simulate's text output, and the same seed gives the same bytes on 1 and 2 threads") {
  for (const std::string& args : {std::string("simulate minipark --games 50 --seed 4 --quiet"),
                                  std::string("simulate minipark --games 50 --seed 4 --quiet --json --players 4 "
                                              "--rules advanced --expansions --agent random")}) {
    CAPTURE(args);
    const Run one = run_parks(args + " --threads 1");
    const Run two = run_parks(args + " --threads 2");
    CHECK(one.status == 0);
    CHECK(two.status == 0);
    CHECK(one.err.empty());
    CHECK_FALSE(one.out.empty());
    CHECK(one.out == two.out);
  }
  const Run text = run_parks("simulate minipark --games 50 --seed 4 --quiet --threads 1");
  CHECK(text.out.find("Mini Park: 3 players, basic rules") != std::string::npos);
  CHECK(text.out.find("cyclist") != std::string::npos);
  const Run other = run_parks("simulate minipark --games 50 --seed 5 --quiet --threads 1");
  CHECK(other.status == 0);
  CHECK(other.out != text.out);
}

TEST_CASE("minipark cli: tournament runs random against greedy") {
  const Run plain = run_parks("tournament minipark --agents random,greedy --games 20 --quiet");
  CHECK(plain.status == 0);
  CHECK(plain.err.empty());
  CHECK(plain.out.find("random") != std::string::npos);
  CHECK(plain.out.find("greedy") != std::string::npos);
  const Run run = run_parks("tournament minipark --agents random,greedy --games 20 --quiet --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["deals"] == 20);
  REQUIRE(j["agents"].size() == 2u);
  CHECK(j["agents"][0]["agent"] == "random");
  CHECK(j["agents"][1]["agent"] == "greedy");
  CHECK(j["agents"][1]["score"]["mean"].get<double>() > j["agents"][0]["score"]["mean"].get<double>());
}

TEST_CASE("minipark cli: bad input exits 2 with one line on stderr") {
  const TempFile malformed("malformed.json", "{\"tiles\": [\n");
  const TempFile one_expansion("one.json", tile_file(1));
  const TempFile two_expansions("two.json", tile_file(2));
  const std::string base = "simulate minipark --games 5 --quiet ";
  const std::pair<std::string, std::string> bad[] = {
      {base + "--players 1", "--players"},
      {base + "--players 6", "--players"},
      {base + "--rules expert", "expert"},
      {base + "--tiles /no/such/minipark/tiles.json", "/no/such/minipark/tiles.json"},
      {base + "--tiles '" + malformed.path.string() + "'", "JSON"},
      {base + "--players 2 --expansions --tiles '" + one_expansion.path.string() + "'", "expansion"},
      {base + "--players 3 --expansions --tiles '" + two_expansions.path.string() + "'", "expansion"},
      {"tournament minipark --agents random,greedy --games 5 --quiet --players 6", "--players"},
      {"tournament minipark --agents random,greedy --games 5 --quiet --rules expert", "expert"},
  };
  for (const auto& [args, words] : bad) check_bad_input(args, words);
  // The same files are fine where they suffice.
  for (const std::string& args : {base + "--players 3 --tiles '" + one_expansion.path.string() + "'",
                                  base + "--players 2 --expansions --tiles '" + two_expansions.path.string() + "'"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 0);
    CHECK(run.err.empty());
  }
}

TEST_SUITE_END();

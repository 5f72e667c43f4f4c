// `parks simulate walk` through the built binary: the same seed prints byte-identical output for
// any thread count, another seed differs, and bad input exits with status 2 and one line on
// stderr.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>
#include "tests/cli/run_parks.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace {

using parks::testing::lines;
using parks::testing::read_file;
using parks::testing::Run;
using parks::testing::run_parks;

const std::string kBase = "simulate walk --games 3000 --seed 5 --quiet";

// Runs `args` on 1 and on 2 threads; both must succeed quietly with the same bytes on stdout.
std::string same_on_1_and_2_threads(const std::string& args) {
  INFO("parks " << args);
  const Run one = run_parks(args + " --threads 1");
  const Run two = run_parks(args + " --threads 2");
  CHECK(one.status == 0);
  CHECK(two.status == 0);
  CHECK(one.err.empty());  // --quiet
  CHECK(two.err.empty());
  CHECK_FALSE(one.out.empty());
  CHECK(one.out == two.out);
  return one.out;
}

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk simulate: the same seed gives byte-identical output on 1 and 2 threads") {
  const std::string text = same_on_1_and_2_threads(kBase);
  CHECK(text.find("3000 games") != std::string::npos);
  CHECK(text.find("seed 5") != std::string::npos);
}

TEST_CASE("walk simulate: byte-identical JSON on 1 and 2 threads") {
  const std::string text = same_on_1_and_2_threads(kBase + " --json");
  const auto j = nlohmann::json::parse(text);
  CHECK(j["games"] == 3000);
  CHECK(j["seed"] == 5);
  CHECK(j["players"] == 1);
  CHECK(j["setup"]["level"] == 1);
  CHECK(j["interrupted"] == false);
  CHECK(j["solo"]["target"] == 18);
  // Every game has one rank and one end cause.
  long long ranks = 0, causes = 0;
  for (const auto& [name, rate] : j["outcomes"].items()) {
    CHECK(rate["n"] == 3000);
    (name.rfind("rank_", 0) == 0 ? ranks : causes) += rate["count"].get<long long>();
  }
  CHECK(ranks == 3000);
  CHECK(causes == 3000);
  // A solo game lasts at most 18 turns at level 1 (W12); full grids cannot happen solo.
  CHECK(j["per_game"]["turns"]["mean"].get<double>() <= 18.0);
  CHECK(j["outcomes"]["end_full_grid"]["count"] == 0);
  const auto& wins = j["seats"][0]["wins"];
  CHECK(wins["rate"].get<double>() >= wins["ci95"][0].get<double>());
  CHECK(wins["rate"].get<double>() <= wins["ci95"][1].get<double>());
  long long histogram = 0;
  for (const auto& entry : j["score_histogram"]) histogram += entry["count"].get<long long>();
  CHECK(histogram == 3000);
  // Solo: a win is a score of 18 or more (W14), so wins = games ranked Sightseer or better.
  CHECK(wins["count"].get<long long>() == 3000 - j["outcomes"]["rank_none"]["count"].get<long long>());
}

TEST_CASE("walk simulate: byte-identical output with 3 players on 1 and 2 threads") {
  const std::string text = same_on_1_and_2_threads(kBase + " --players 3 --json");
  const auto j = nlohmann::json::parse(text);
  CHECK(j["players"] == 3);
  REQUIRE(j["seats"].size() == 3u);
  double wins = 0;
  for (const auto& seat : j["seats"]) {
    wins += seat["wins"]["count"].get<double>();
    long long placed = 0;
    for (const auto& count : seat["placings"]) placed += count.get<long long>();
    CHECK(placed == 3000);  // each seat has one placing per game
  }
  // Every game has a winner (W13), and a tied win is shared: the seats' wins add up to the games.
  CHECK(wins == doctest::Approx(3000).epsilon(1e-12));
  same_on_1_and_2_threads(kBase + " --players 3");
}

TEST_CASE("walk simulate: byte-identical output with random layouts on 1 and 2 threads") {
  const std::string random_layout = same_on_1_and_2_threads(kBase + " --layout random");
  const std::string default_layout = run_parks(kBase + " --threads 2").out;
  CHECK(random_layout != default_layout);
  CHECK(random_layout.find("random") != std::string::npos);
}

TEST_CASE("walk simulate: a different seed gives a different result") {
  const Run five = run_parks(kBase + " --json");
  const Run six = run_parks("simulate walk --games 3000 --seed 6 --quiet --json");
  REQUIRE(five.status == 0);
  REQUIRE(six.status == 0);
  const auto a = nlohmann::json::parse(five.out), b = nlohmann::json::parse(six.out);
  CHECK(a["seed"] == 5);
  CHECK(b["seed"] == 6);
  CHECK(a["score_histogram"] != b["score_histogram"]);
  CHECK(a["seats"][0]["score"]["mean"] != b["seats"][0]["score"]["mean"]);
}

TEST_CASE("walk simulate: bad input exits with status 2 and one line on stderr") {
  const char* bad[] = {
      "simulate walk --games 10 --quiet --level 5",
      "simulate walk --games 10 --quiet --level 0",
      "simulate walk --games 10 --quiet --players 0",
      "simulate walk --games 10 --quiet --players 7",
      "simulate walk --games 10 --quiet --level 2 --players 2",
      "simulate walk --games 10 --quiet --agent nobody",
      "simulate chess --games 10 --quiet",
      "simulate walk --games 10 --quiet --layout weird",
      "simulate walk --games 0 --quiet",
      "simulate walk --games -3 --quiet",
      "simulate walk --games ten --quiet",
      "simulate walk --games 10 --quiet --no-such-flag",
      "simulate --games 10 --quiet",
      "no-such-command walk",
  };
  for (const char* args : bad) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK(run.err.size() > 1u);
  }
}

TEST_CASE("walk simulate: the die comes from the components data (PARKS_DATA)") {
  // The test data's die has no ibis face (W2 is data), so no game ends with six ibises.
  const std::string data = "PARKS_DATA='" + std::string(PARKS_TEST_DATA) + "/custom_data'";
  const Run custom = run_parks("simulate walk --games 500 --seed 3 --quiet --json", data);
  REQUIRE(custom.status == 0);
  const auto j = nlohmann::json::parse(custom.out);
  CHECK(j["games"] == 500);
  CHECK(j["outcomes"]["end_six_ibises"]["count"] == 0);
  const Run shipped = run_parks("simulate walk --games 500 --seed 3 --quiet --json");
  REQUIRE(shipped.status == 0);
  CHECK(nlohmann::json::parse(shipped.out)["outcomes"]["end_six_ibises"]["count"].get<int>() > 0);
}

TEST_SUITE_END();

// Options are named in full, and a mistyped option, command or game gets the nearest known name.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/suggest.h"
#include "tests/cli/run_parks.h"

using parks::testing::check_bad_input;
using parks::testing::run_parks;

TEST_SUITE_BEGIN("cli");

TEST_CASE("suggest: the nearest word within a third of its length or else the words it begins") {
  using parks::cli::closest_words;
  using parks::cli::did_you_mean;
  using parks::cli::edit_distance;
  const std::vector<std::string> options = {"games", "game", "players", "park", "seed", "threads", "quiet"};
  CHECK(edit_distance("gmaes", "games") == 1);  // two neighbours swapped
  CHECK(edit_distance("", "seed") == 4);
  CHECK(edit_distance("threds", "threads") == 1);
  CHECK(closest_words("gmaes", options) == std::vector<std::string>{"games"});
  CHECK(closest_words("gams", options) == std::vector<std::string>{"games", "game"});
  CHECK(closest_words("p", options) == std::vector<std::string>{"players", "park"});
  CHECK(closest_words("zzzzzz", options).empty());
  CHECK(did_you_mean("gams", options, "--") == " (did you mean --games or --game?)");
  CHECK(did_you_mean("pl", {"players", "plot", "place"}) == " (did you mean players, plot or place?)");
  CHECK(did_you_mean("zzzzzz", options).empty());
}

TEST_CASE("parks: an abbreviated option is refused and the options it begins are named") {
  check_bad_input("simulate walk --game 10 --quiet", "unrecognised option '--game' (did you mean --games?)");
  check_bad_input("simulate hike --p 2 --quiet", "unrecognised option '--p' (did you mean --");
  CHECK(run_parks("simulate hike --p 2 --quiet").err.find("--players") != std::string::npos);
  check_bad_input("tournament walk --agent heuristic,random --games 2", "unrecognised option '--agent' (did you mean");
  // A prefix of one option is not read as that option.
  CHECK(run_parks("simulate walk --games 3 --seed 2 --quiet --json").status == 0);
  CHECK(run_parks("simulate walk --gam 3 --quiet").status == 2);
}

TEST_CASE("parks: a mistyped option or command or game names the nearest one") {
  check_bad_input("simulate walk --gmaes 10", "unrecognised option '--gmaes' (did you mean --games?)");
  check_bad_input("analyze bonuses walk --thraeds 2", "unrecognised option '--thraeds' (did you mean --threads?)");
  check_bad_input("simulte walk", "unknown command 'simulte' (did you mean simulate?)");
  check_bad_input("simulate wlak", "unknown game 'wlak' (did you mean walk?)");
  const auto far = run_parks("simulate walk --zzzzzz 1");
  CHECK(far.status == 2);
  CHECK(far.err.find("did you mean") == std::string::npos);
}

TEST_CASE("parks: one of several processes of an MPI job is refused and pointed to parks-mpi") {
  for (const char* job : {"OMPI_COMM_WORLD_SIZE=3", "PMI_SIZE=2"}) {
    CAPTURE(job);
    const auto run = run_parks("simulate walk --games 5 --quiet", job);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find("run parks-mpi") != std::string::npos);
  }
  CHECK(run_parks("simulate walk --games 5 --quiet", "OMPI_COMM_WORLD_SIZE=1").status == 0);
}

TEST_SUITE_END();

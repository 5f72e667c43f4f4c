// The progress line's estimate: a run that will take more than a few minutes says so early, with
// the budget that would fit in about three.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "analysis/progress.h"
#include "tests/cli/run_parks.h"
#include "tests/core/temp_dir.h"

TEST_SUITE_BEGIN("analysis");

TEST_CASE("progress: durations read as a person reads them") {
  using parks::human_duration;
  CHECK(human_duration(0) == "0 s");
  CHECK(human_duration(44.6) == "45 s");
  CHECK(human_duration(59.4) == "59 s");
  CHECK(human_duration(61) == "1 min");
  CHECK(human_duration(12 * 60 + 29) == "12 min");
  CHECK(human_duration(3590) == "1 h 0 min");
  CHECK(human_duration(5520) == "1 h 32 min");
  CHECK(human_duration(-3) == "0 s");
}

TEST_CASE("progress: the budget that fits a target time keeps two significant digits") {
  using parks::budget_for;
  CHECK(budget_for(1000, 5400, 180) == 33);        // 33.3 games
  CHECK(budget_for(10000, 600, 180) == 3000);      // 3000 exactly
  CHECK(budget_for(1000000, 7000, 180) == 25000);  // 25714 to two digits
  CHECK(budget_for(10, 100000, 180) == 1);         // never below one game
  CHECK(budget_for(7, 70, 180) == 18);
}

TEST_CASE("parks: a run of hours says so early with the --games that fits in minutes") {
  const parks::testing::TempDir dir("progress");
  const std::string out = dir / "out", err = dir / "err";
  const pid_t child = parks::testing::start_parks({"simulate", "walk", "--agent", "mcts:iters=1000", "--games",
                                                   "1000000", "--threads", "1"},
                                                  out, err);
  std::string said;
  for (int tick = 0; tick < 1200 && said.find("will take about") == std::string::npos; ++tick) {
    usleep(100'000);
    said = parks::testing::read_file(err);
  }
  parks::testing::interrupt(child);
  CAPTURE(said);
  CHECK(said.find("simulate walk: this run will take about ") != std::string::npos);
  CHECK(said.find(" h ") != std::string::npos);
  CHECK(said.find("; --games ") != std::string::npos);
  CHECK(said.find(" would take about 3 min") != std::string::npos);
}

TEST_CASE("parks: a short run gives no estimate") {
  const auto run = parks::testing::run_parks("simulate walk --games 300 --seed 4");
  CHECK(run.status == 0);
  CHECK(run.err.find("will take about") == std::string::npos);
}

TEST_SUITE_END();

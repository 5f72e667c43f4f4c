// Every file under examples/ that README's table offers is accepted by the command it names.
#include <doctest/doctest.h>

#include <string>

#include "tests/cli/run_parks.h"

using parks::testing::kSource;
using parks::testing::quoted;
using parks::testing::run_parks;

TEST_SUITE_BEGIN("cli");

TEST_CASE("examples: the sheet and the park score and the positions are advised and the variant plays") {
  const auto walk = run_parks("score walk " + quoted(kSource / "examples" / "walk" / "sheet.txt"));
  CHECK(walk.status == 0);
  CHECK(walk.out.find("total") != std::string::npos);
  for (const char* position : {"walk/position-solo-draw.txt", "planner/position-place.txt", "hike/position-day.txt",
                               "minipark/position-late-game.txt"}) {
    const std::string file = position;
    CAPTURE(file);
    const std::string game = file.substr(0, file.find('/'));
    const auto advise = run_parks("advise " + game + " " + quoted(kSource / "examples" / file) +
                                  " --time 0 --playouts 20 --policy greedy --json");
    CHECK(advise.status == 0);
    CHECK(advise.out.find("\"moves\"") != std::string::npos);
  }
  const auto planner = run_parks("score planner " + quoted(kSource / "examples" / "planner" / "park.txt"));
  CHECK(planner.status == 0);
  CHECK(planner.out.find("total") != std::string::npos);
  const auto hike =
      run_parks("analyze balance hike --variant " + quoted(kSource / "examples" / "hike" / "variant.json") +
                " --players 2 --games 4 --quiet --json");
  CHECK(hike.status == 0);
  CHECK(hike.out.find("variant") != std::string::npos);
}

TEST_SUITE_END();

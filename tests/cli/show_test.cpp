// parks show: a recorded game's position after any move is drawn as text and as SVG, and written
// as a position file that draws the same again; bad choices of game and move are refused on one
// line.
#include <doctest/doctest.h>

#include <string>

#include "tests/cli/run_parks.h"
#include "tests/core/temp_dir.h"

namespace parks {
namespace {

using testing::read_file;
using testing::Run;
using testing::run_parks;
using testing::TempDir;

// The text after the first line (the title, which names the source of the position).
std::string drawing_of(const std::string& shown) { return shown.substr(shown.find('\n') + 1); }

TEST_CASE("show: a recorded position of every game is drawn as text and SVG and written as a position file") {
  TempDir dir("show");
  for (const char* game : {"walk", "planner", "hike", "minipark"}) {
    const std::string name = game;
    CAPTURE(name);
    const std::string record = dir / (std::string(game) + ".record");
    REQUIRE(run_parks(std::string("simulate ") + game + " --agent random --games 1 --quiet --record " + record)
                .status == 0);
    for (const std::string move : {"7", "20", ""}) {  // "": the end
      CAPTURE(move);
      const std::string written = dir / "p.txt", picture = dir / "p.svg";
      const Run shown = run_parks("show --record " + record + (move.empty() ? "" : " --move " + move) + " --write " +
                                  written + " --svg " + picture);
      REQUIRE(shown.status == 0);
      CHECK(shown.out.find("after move " + move) != std::string::npos);
      const Run again = run_parks("show " + written);
      REQUIRE(again.status == 0);
      CHECK(drawing_of(again.out) == drawing_of(shown.out));
      const std::string svg = read_file(picture);
      CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
      CHECK(svg.find("after move " + move) != std::string::npos);
      CHECK(svg.size() >= 10);
      CHECK(svg.substr(svg.size() - 7) == "</svg>\n");
    }
  }
}

TEST_CASE("show: a game or move the record does not hold and a mixed choice are refused") {
  TempDir dir("show_bad");
  const std::string record = dir / "r";
  REQUIRE(run_parks("simulate walk --agent random --games 2 --quiet --record " + record).status == 0);
  testing::check_bad_input("show --record " + record + " --game 3", "--game 3: '" + record + "' holds 2 games");
  testing::check_bad_input("show --record " + record + " --move 100000", "--move 100000: the game has");
  testing::check_bad_input("show " + (dir / "none.txt") + " --record " + record, "one of them");
  testing::check_bad_input("show --record " + (dir / "none"), "is not a file");
  // Before Mini Park's start tile is dealt nothing is on the table to write.
  const std::string tiles = dir / "m";
  REQUIRE(run_parks("simulate minipark --agent random --games 1 --quiet --record " + tiles).status == 0);
  CHECK(run_parks("show --record " + tiles + " --move 0").status == 0);
  testing::check_bad_input("show --record " + tiles + " --move 0 --write " + (dir / "p.txt"), "still dealing");
  testing::check_bad_input("show " + testing::quoted(testing::kSource / "examples" / "walk" / "sheet.txt") +
                               " --move 3",
                           "use them with --record");
}

}  // namespace
}  // namespace parks

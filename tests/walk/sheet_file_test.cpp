// Sheet files (engine/walk/sheet_file.h): the parser on good and bad sheets, and
// `parks score walk FILE` through the built binary.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>
#include "tests/cli/run_parks.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "engine/walk/sheet_file.h"
#include "engine/walk/state.h"
#include "tests/walk/test_util.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

namespace {

SheetFile parse(const std::string& text) {
  std::istringstream in(text);
  return parse_sheet(in, default_components());
}

// The line a bad sheet's error names, or -1 (and a failed check) when it parses.
int error_line(const std::string& text, const std::string& expected_words = "") {
  try {
    parse(text);
  } catch (const SheetError& e) {
    const std::string what = e.what();
    CHECK(what.rfind("line " + std::to_string(e.line()) + ": ", 0) == 0);
    CHECK(what.find('\n') == std::string::npos);
    if (!expected_words.empty()) CHECK_MESSAGE(what.find(expected_words) != std::string::npos, what);
    return e.line();
  }
  FAIL_CHECK("the sheet parsed but should not have:\n" << text);
  return -1;
}

// A sheet file around a grid: `landmarks default`, `grid`, the 5 rows, then `tail`.
// The grid's rows are lines 3-7.
std::string sheet_text(const std::string& rows, const std::string& tail = "") {
  return "landmarks default\ngrid\n" + rows + tail;
}

const std::string kEmptyRows =
    ".  .  .  .  .\n"
    ".  .  .  .  .\n"
    ".  .  +  .  .\n"
    ".  .  .  .  .\n"
    ".  .  .  .  .\n";

// Duck Pond visited through (2,1).
const std::string kDuckRows =
    ".  .  .  .  .\n"
    ".  .  .  .  .\n"
    "EW EW +  .  .\n"
    ".  .  .  .  .\n"
    ".  .  .  .  .\n";

// Seven landmarks visited (all but the Calyx, which holds an ibis); one T at (2,3) and one at
// (2,4), (3,0).
const std::string kSevenRows =
    ".   ES SW ES  SW \n"
    ".   .  NS NS  NS \n"
    "ES  EW +  NEW NSW\n"
    "NES EW X  .   NW \n"
    "NE  X  .  X   .  \n";

std::string data_file(const std::string& name) { return std::string(PARKS_TEST_DATA) + "/walk/sheets/" + name; }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Good sheets.

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk sheet file: the default landmarks, a grid, bonuses and a conversion") {
  const SheetFile file = parse(
      "# a comment line\n"
      "\n"
      "landmarks default   # trailing comment\n"
      "grid\n"
      ".  ES SW ES  SW   # row 0\n"
      ".  .  NS NS  NS\n"
      "ES EW +  NEW NSW\n"
      "NS .  X  .   NW\n"
      "NE X  .  .   .\n"
      "   \n"
      "bonuses plus2 per_ibis ibis_groups per_statue extra_curve t_to_ibis\n"
      "converted curve\n");
  CHECK(file.layout.squares == default_components().default_layout.squares);
  const Sheet& sheet = file.sheet;
  CHECK(sheet.sides_at(at(0, 1)) == (kE | kS));
  CHECK(sheet.sides_at(at(0, 2)) == (kS | kW));
  CHECK(sheet.sides_at(at(1, 2)) == (kN | kS));
  CHECK(sheet.sides_at(at(2, 1)) == (kE | kW));
  CHECK(sheet.sides_at(at(2, 3)) == (kN | kE | kW));
  CHECK(sheet.sides_at(at(2, 4)) == (kN | kS | kW));
  CHECK(sheet.sides_at(at(3, 4)) == (kN | kW));
  CHECK(sheet.sides_at(at(4, 0)) == (kN | kE));
  CHECK(sheet.sides_at(kCentre) == (kN | kE | kS | kW));
  CHECK(sheet.ibises() == (bit(at(3, 2)) | bit(at(4, 1))));
  CHECK(popcount(sheet.empty()) == 8);
  CHECK(popcount(sheet.visited(file.layout.mask())) == 6);
  CHECK(sheet.loops() == 1);
  CHECK(sheet.bonus_count() == 6);
  for (Bonus b : {Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue, Bonus::ExtraCurve, Bonus::TToIbis})
    CHECK(sheet.has(b));
  CHECK_FALSE(sheet.has(Bonus::Plus1));
  CHECK(sheet.converted(Piece::Curve));
  CHECK_FALSE(sheet.converted(Piece::Straight));
  CHECK(sheet.conversions() == 1);
}

TEST_CASE("walk sheet file: explicit landmark squares") {
  const SheetFile file = parse(
      "grid\n"
      ".  .  ES EW SW\n"
      ".  .  NS .  NS\n"
      ".  .  +  EW NW\n"
      ".  .  .  .  .\n"
      ".  .  .  .  .\n"
      "landmarks 0,0 0,2 1,1 1,4 3,0 3,3 4,2 4,4\n"  // landmarks may follow the grid
      "bonuses plus1 plus2\n");
  const std::array<Square, 8> squares = {at(0, 0), at(0, 2), at(1, 1), at(1, 4),
                                         at(3, 0), at(3, 3), at(4, 2), at(4, 4)};
  CHECK(file.layout.squares == squares);
  CHECK(file.sheet.visited(file.layout.mask()) == (bit(at(0, 2)) | bit(at(1, 4))));
  CHECK(file.sheet.bonus_count() == 2);
}

TEST_CASE("walk sheet file: 'landmarks default' takes the components' layout") {
  Components components = default_components();
  components.default_layout.squares = {at(2, 0), at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4), at(1, 0), at(1, 1)};
  std::istringstream in(sheet_text(kDuckRows, "bonuses plus1\n"));
  const SheetFile file = parse_sheet(in, components);
  CHECK(file.layout.squares == components.default_layout.squares);
  CHECK(file.sheet.bonus_count() == 1);
}

TEST_CASE("walk sheet file: an empty bonuses line, both conversions and 6 ibises are fine") {
  const SheetFile file =
      parse(sheet_text("X  X  X  .  .\n"
                       "X  X  X  .  .\n"
                       ".  .  +  NES .\n"
                       ".  .  ESW .  .\n"
                       ".  .  .  .  .\n",
                       "bonuses\nconverted straight curve\n"));
  CHECK(popcount(file.sheet.ibises()) == 6);
  CHECK(file.sheet.bonus_count() == 0);
  CHECK(file.sheet.conversions() == 2);
}

TEST_CASE("walk sheet file: every drawable token, and grid_token round-trips") {
  const SheetFile file =
      parse(sheet_text("NE ES SW NW .\n"
                       "NS EW X  .  .\n"
                       "ESW NSW +  NEW NES\n"
                       ".  .  .  .  .\n"
                       ".  .  .  .  .\n"));
  const char* tokens[] = {"NE", "ES", "SW", "NW", ".", "NS", "EW", "X", ".", ".", "ESW", "NSW", "+", "NEW", "NES"};
  for (Square s = 0; s < 15; ++s) CHECK(grid_token(file.sheet, s) == tokens[s]);
  CHECK(piece_of(file.sheet.sides_at(at(0, 0))) == Piece::Curve);
  CHECK(piece_of(file.sheet.sides_at(at(1, 0))) == Piece::Straight);
  CHECK(piece_of(file.sheet.sides_at(at(2, 0))) == Piece::T);
}

TEST_CASE("walk sheet file: 6 bonuses with 7 landmarks visited are fine") {
  const SheetFile file =
      parse(sheet_text(kSevenRows, "bonuses plus1 plus2 per_ibis ibis_groups largest_ibis_group per_statue\n"));
  CHECK(popcount(file.sheet.visited(file.layout.mask())) == 7);
  CHECK(file.sheet.bonus_count() == 6);
}

// ---------------------------------------------------------------------------------------------
// Bad sheets: each error names its line.

TEST_CASE("walk sheet file errors: a bad grid token") {
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  +  .  .\n"
                              ".  .  SN .  .\n"  // line 6: sides out of N E S W order
                              ".  .  .  .  .\n"),
                   "SN") == 6);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              "NESW .  .  .  .\n"  // line 4: a cross can only be the centre
                              ".  .  +  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n")) == 4);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  +  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  x\n")) == 7);  // lower-case x is not an ibis
  CHECK(error_line(sheet_text("N  .  .  .  .\n"           // line 3: a single side is not a path
                              ".  .  .  .  .\n"
                              ".  .  +  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n")) == 3);
}

TEST_CASE("walk sheet file errors: the centre must be '+'") {
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  NS .  .\n"  // line 5
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n"),
                   "centre") == 5);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n")) == 5);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  X  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n")) == 5);
}

TEST_CASE("walk sheet file errors: '+' anywhere but the centre") {
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  +  .  .\n"
                              ".  .  .  .  .\n"
                              ".  +  .  .  .\n"),  // line 7
                   "+") == 7);
}

TEST_CASE("walk sheet file errors: rows with the wrong number of tokens, or too few rows") {
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .\n"  // line 4: 4 tokens
                              ".  .  +  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n")) == 4);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              ".  .  +  .  .\n"
                              ".  .  .  .  .  .\n"  // line 6: 6 tokens
                              ".  .  .  .  .\n")) == 6);
  // Three rows, then the end of the file (line 5).
  CHECK(error_line("landmarks default\ngrid\n.  .  .  .  .\n.  .  .  .  .\n.  .  +  .  .\n") == 5);
  // Four rows, then a line that is not a row.
  CHECK(error_line("landmarks default\ngrid\n.  .  .  .  .\n.  .  .  .  .\n.  .  +  .  .\n.  .  .  .  .\n"
                   "bonuses plus1\n") == 7);
  CHECK(error_line("landmarks default\ngrid extra\n" + kEmptyRows) == 2);
}

TEST_CASE("walk sheet file errors: more bonuses than landmarks visited (W8)") {
  CHECK(error_line(sheet_text(kDuckRows, "\nbonuses plus1 plus2\n"), "W8") == 9);
  CHECK(error_line(sheet_text(kEmptyRows, "bonuses plus1\n")) == 8);
  // The bonuses line may come first; the error still names it.
  CHECK(error_line("bonuses plus1 plus2\nlandmarks default\ngrid\n" + kDuckRows) == 1);
  // Exactly as many bonuses as visits is fine.
  CHECK(parse(sheet_text(kDuckRows, "bonuses plus1\n")).sheet.bonus_count() == 1);
}

TEST_CASE("walk sheet file errors: a 7th bonus, even with 7 landmarks visited (W8)") {
  const std::string seven_bonuses =
      "bonuses plus1 plus2 per_ibis ibis_groups largest_ibis_group per_statue extra_statue\n";
  CHECK(error_line(sheet_text(kSevenRows, seven_bonuses)) == 8);
}

TEST_CASE("walk sheet file errors: a bonus ticked twice, an unknown bonus") {
  CHECK(error_line(sheet_text(kSevenRows, "bonuses plus1 plus2 plus1\n"), "plus1") == 8);
  CHECK(error_line(sheet_text(kSevenRows, "bonuses plus1 plus3\n"), "plus3") == 8);
  CHECK(error_line(sheet_text(kSevenRows, "bonuses plus1\nbonuses plus2\n")) == 9);
}

TEST_CASE("walk sheet file errors: conversions (W11)") {
  // A second conversion of the same kind.
  CHECK(error_line(sheet_text(kSevenRows, "converted curve curve\n")) == 8);
  CHECK(error_line(sheet_text(kSevenRows, "converted straight\nconverted curve\n")) == 9);  // a second line
  // Unknown kinds.
  CHECK(error_line(sheet_text(kSevenRows, "converted ibis\n"), "ibis") == 8);
  // More conversions than T's on the grid.
  CHECK(error_line(sheet_text(kDuckRows, "converted curve\n")) == 8);
  CHECK(error_line(sheet_text(".  .  .  .  .\n"
                              ".  .  .  .  .\n"
                              "EW EW +  NES .\n"
                              ".  .  .  .  .\n"
                              ".  .  .  .  .\n",
                              "# comment\nconverted curve straight\n")) == 9);
}

TEST_CASE("walk sheet file errors: unknown lines") {
  CHECK(error_line("landmarks default\nhello world\n", "hello") == 2);
  CHECK(error_line(sheet_text(kEmptyRows, "\n\nstatues 3\n")) == 10);
  CHECK(error_line("Landmarks default\n") == 1);  // keywords are lower case
}

TEST_CASE("walk sheet file errors: missing grid or landmarks") {
  // Nothing wrong before the end of the file, so the error names its last line.
  CHECK(error_line("landmarks default\nbonuses\n", "grid") == 2);
  CHECK(error_line("grid\n" + kEmptyRows + "\n", "landmarks") == 7);
  error_line("");                                                         // an empty file
  CHECK(error_line(sheet_text(kEmptyRows, "grid\n" + kEmptyRows)) == 8);  // a second grid
}

TEST_CASE("walk sheet file errors: bad landmark squares") {
  const std::string rows = "grid\n" + kEmptyRows;
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 2,2\n" + rows, "centre") == 1);
  CHECK(error_line("\nlandmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 0,1\n" + rows, "distinct") == 2);
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 5,0\n" + rows, "5,0") == 1);
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 1,-1\n" + rows) == 1);
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 a,b\n" + rows, "a,b") == 1);
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 1;2\n" + rows) == 1);
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1\n" + rows) == 1);          // 7 squares
  CHECK(error_line("landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 1,2 1,3\n" + rows) == 1);  // 9 squares
  CHECK(error_line("landmarks\n" + rows) == 1);
  CHECK(error_line("landmarks default\nlandmarks default\n" + rows) == 2);
}

TEST_CASE("walk sheet file errors: more than 6 ibises (W12)") {
  CHECK(error_line("landmarks default\n\ngrid\n"  // the grid line is line 3
                   "X  X  X  X  .\n"
                   "X  X  X  .  .\n"
                   ".  .  +  .  .\n"
                   ".  .  .  .  .\n"
                   ".  .  .  .  .\n",
                   "ibises") == 3);
}

// ---------------------------------------------------------------------------------------------
// parks score walk FILE through the binary.

namespace {

using parks::testing::lines;
using parks::testing::read_file;
using parks::testing::Run;
using parks::testing::run_parks;

}  // namespace

TEST_CASE("walk parks score: the W15 top sheet scored solo, as JSON") {
  const Run run = run_parks("score walk '" + data_file("top_sheet.txt") + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  CHECK(lines(run.out) == 1);
  const auto j = nlohmann::json::parse(run.out);
  for (const char* key : {"schema", "command", "game", "file", "total", "target", "win", "extras"})
    CHECK_MESSAGE(j.contains(key), key);
  for (const char* key :
       {"visited", "statues", "ibises", "ibis_groups", "largest_ibis_group", "bonus_points", "penalty", "rank"})
    CHECK_MESSAGE(j["extras"].contains(key), key);
  CHECK(j["target"] == 18);
  // 6 visits + 1 statue + bonuses (plus2 2, per ibis 2, ibis groups 2, per statue 1) - 3 for
  // the curve conversion = 11 (W14).
  CHECK(j["extras"]["visited"] == 6);
  CHECK(j["extras"]["statues"] == 1);
  CHECK(j["extras"]["ibises"] == 2);
  CHECK(j["extras"]["ibis_groups"] == 2);
  CHECK(j["extras"]["largest_ibis_group"] == 1);
  CHECK(j["extras"]["bonus_points"] == 7);
  CHECK(j["extras"]["penalty"] == 3);
  CHECK(j["total"] == 11);
  CHECK(j["win"] == false);
  CHECK(j["extras"]["rank"] == "none");
}

TEST_CASE("walk parks score: a Botanist sheet") {
  const Run run = run_parks("score walk '" + data_file("botanist_sheet.txt") + "' --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["extras"]["visited"] == 6);
  CHECK(j["extras"]["statues"] == 1);
  CHECK(j["extras"]["ibises"] == 6);
  CHECK(j["extras"]["ibis_groups"] == 2);
  CHECK(j["extras"]["largest_ibis_group"] == 5);
  CHECK(j["extras"]["bonus_points"] == 2 + 6 + 2 + 5 + 1 + 0);
  CHECK(j["extras"]["penalty"] == 0);
  CHECK(j["total"] == 23);
  CHECK(j["win"] == true);
  CHECK(j["extras"]["rank"] == "Botanist");
}

TEST_CASE("walk parks score: explicit landmarks") {
  const Run run = run_parks("score walk '" + data_file("explicit_landmarks_sheet.txt") + "' --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["extras"]["visited"] == 2);  // (0,2) and (1,4)
  CHECK(j["extras"]["statues"] == 1);
  CHECK(j["extras"]["bonus_points"] == 3);
  CHECK(j["total"] == 2 + 1 + 3);
}

TEST_CASE("walk parks score: the text report") {
  const Run run = run_parks("score walk '" + data_file("botanist_sheet.txt") + "'");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  CHECK(run.out.find("23") != std::string::npos);
  CHECK(run.out.find("Botanist") != std::string::npos);
}

TEST_CASE("walk parks score: bad sheets exit 2 with one line naming the line") {
  const Run bonuses = run_parks("score walk '" + data_file("bad_bonus_count_sheet.txt") + "' --json");
  CHECK(bonuses.status == 2);
  CHECK(bonuses.out.empty());
  CHECK(lines(bonuses.err) == 1);
  CHECK(bonuses.err.find("line 9") != std::string::npos);
  CHECK(bonuses.err.find("bad_bonus_count_sheet.txt") != std::string::npos);

  const Run token = run_parks("score walk '" + data_file("bad_token_sheet.txt") + "'");
  CHECK(token.status == 2);
  CHECK(token.out.empty());
  CHECK(lines(token.err) == 1);
  CHECK(token.err.find("line 6") != std::string::npos);
  CHECK(token.err.find("SN") != std::string::npos);
}

TEST_CASE("walk parks score: a missing file or no file exits 2 with one line") {
  const Run missing = run_parks("score walk '" + data_file("no_such_sheet.txt") + "' --json");
  CHECK(missing.status == 2);
  CHECK(missing.out.empty());
  CHECK(lines(missing.err) == 1);
  CHECK(missing.err.find("no_such_sheet.txt") != std::string::npos);

  const Run none = run_parks("score walk");
  CHECK(none.status == 2);
  CHECK(lines(none.err) == 1);

  const Run game = run_parks("score planner '" + data_file("top_sheet.txt") + "'");
  CHECK(game.status == 2);
  CHECK(lines(game.err) == 1);
}

TEST_CASE("walk parks score: 'landmarks default' comes from the components data (PARKS_DATA)") {
  const std::string sheet = "score walk '" + data_file("custom_default_sheet.txt") + "' --json";
  // With the shipped data only Mrs Macquarie's Chair is visited: two bonuses are too many.
  const Run shipped = run_parks(sheet);
  CHECK(shipped.status == 2);
  CHECK(lines(shipped.err) == 1);
  // With the test data's layout (0,2) and (1,4) are visited: 2 visits + 1 statue + 3 = 6.
  const Run custom = run_parks(sheet, "PARKS_DATA='" + std::string(PARKS_TEST_DATA) + "/custom_data'");
  REQUIRE(custom.status == 0);
  const auto j = nlohmann::json::parse(custom.out);
  CHECK(j["extras"]["visited"] == 2);
  CHECK(j["extras"]["statues"] == 1);
  CHECK(j["total"] == 6);
}

TEST_CASE("walk parks score: more drawings than a solo game allows exits 2 (W12)") {
  const Run run = run_parks("score walk '" + data_file("too_many_drawings_sheet.txt") + "'");
  CHECK(run.status == 2);
  CHECK(lines(run.err) == 1);
  CHECK(run.err.find("18 turns") != std::string::npos);
}

TEST_SUITE_END();

// Polyhedral Park Planner from the outside: park files (engine/planner/park_file.h) on good and
// bad input, `parks score planner FILE [--json]`, `parks simulate planner` and `parks tournament
// planner` through the built binary (tests/run_parks.h). Rulings are cited by id (docs/rules.md).
//
// A park file holds `sheet K` or `numbers` + 9 rows of 9 numbers, `park` + 9 rows of 9 tokens
// ('.' empty, T P W B, 'i' at the centre only), `cards A B C` and `modifications N`, each exactly
// once, in any order; '#' starts a comment.
#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "engine/planner/cards.h"
#include "engine/planner/park_file.h"
#include "engine/planner/sheet.h"
#include "tests/run_parks.h"

using namespace parks;
using namespace parks::planner;

namespace {

using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

ParkFile parse(const std::string& text) {
  std::istringstream in(text);
  return parse_park_file(in);
}

bool same(Board a, Board b) { return a == b; }  // keeps doctest away from printing __int128

Board squares(std::initializer_list<std::pair<int, int>> at) {
  Board b = 0;
  for (const auto& [row, column] : at) b |= bit(square_of(row, column));
  return b;
}

// Nine park rows, the booth 'i' at (4,4), everything else empty.
std::array<std::string, kSide> empty_rows() {
  std::array<std::string, kSide> rows;
  for (int r = 0; r < kSide; ++r) rows[r] = r == 4 ? ".  .  .  .  i  .  .  .  ." : ".  .  .  .  .  .  .  .  .";
  return rows;
}

std::string join(const std::array<std::string, kSide>& rows) {
  std::string text;
  for (const auto& row : rows) text += row + "\n";
  return text;
}

// The empty rows with row `r` replaced.
std::string rows_with(int r, const std::string& row) {
  auto rows = empty_rows();
  rows[r] = row;
  return join(rows);
}

const std::string kEmptyPark = "park\n" + join(empty_rows());

// The usual layout: sheet on line 1, park on line 2 with its rows on lines 3-11, cards on line 12,
// modifications on line 13.
std::string park_file(const std::string& sheet = "sheet 1\n", const std::string& park = kEmptyPark,
                      const std::string& cards = "cards 1 5 12\n", const std::string& mods = "modifications 0\n") {
  return sheet + park + cards + mods;
}

// Sheet 1 transposed: the P2 multisets in the right places, but not a published sheet.
const std::array<std::string, kSide> kCustomRows = {
    " 9  7  3  3  3  3  5  2  5",  //
    " 4  4  2  1  2  3  8  6  2",  //
    " 9 13  1 13  2  9 14  7  5",  //
    " 4  8 11 18 19 19  6 12  4",  //
    "14  7 10 17  0 20  2  8  1",  //
    " 4  7 10 17 20 18  5  8  1",  //
    "16 12 10  3  1  8  4  4  3",  //
    "15  6  5  5 15  7  6 12 10",  //
    "11  6 16  9 11  6  1  1  2",  //
};

Numbers custom_numbers() {
  Numbers n{};
  for (int r = 0; r < kSide; ++r) {
    std::istringstream in(kCustomRows[r]);
    for (int c = 0; c < kSide; ++c) in >> n[r][c];
  }
  return n;
}

// A `numbers` block (lines 1-10 of a file) with row `r` replaced when r >= 0.
std::string numbers_block(int r = -1, const std::string& row = "") {
  auto rows = kCustomRows;
  if (r >= 0) rows[r] = row;
  return "numbers\n" + join(rows);
}

std::string data_file(const std::string& name) { return std::string(PARKS_TEST_DATA) + "/planner/" + name; }

// The line a bad file's error names (and a failed check if it parses); the message must read
// "line N: ..." on one line and contain `words`.
int error_line(const std::string& text, const std::string& words = "") {
  try {
    parse(text);
  } catch (const ParkFileError& e) {
    const std::string what = e.what();
    CHECK(what.find('\n') == std::string::npos);
    const auto colon = what.find(": ");
    REQUIRE_MESSAGE(what.rfind("line ", 0) == 0, what);
    REQUIRE_MESSAGE(colon != std::string::npos, what);
    if (!words.empty()) CHECK_MESSAGE(what.find(words) != std::string::npos, "'" << words << "' not in: " << what);
    return std::stoi(what.substr(5, colon - 5));
  }
  FAIL_CHECK("the park file parsed but should not have:\n" << text);
  return -1;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Good park files.

TEST_CASE("planner park file: a published sheet (P2), an empty park, the deal and modifications") {
  const ParkFile file = parse(park_file("sheet 37\n", kEmptyPark, "cards 1 5 12\n", "modifications 3\n"));
  CHECK(file.sheet.id == 37);
  CHECK(file.sheet == published_sheet(37));
  CHECK(file.park == Park{});
  CHECK(same(file.park.developed(), 0));
  CHECK(file.deal == Deal{1, 5, 12});
  CHECK(file.modifications == 3);
}

TEST_CASE("planner park file: a custom 'numbers' sheet (P2) keeps its numbers and has id 0") {
  const ParkFile file = parse(numbers_block() + kEmptyPark + "cards 3 9 11\nmodifications 0\n");
  CHECK(file.sheet.id == 0);
  CHECK(file.sheet.numbers() == custom_numbers());
  CHECK(file.sheet.number(kBoothSquare) == 0);   // P1: the booth
  CHECK(file.sheet.number(square_of(4, 3)) == 17);  // P2: a vicinity number
  CHECK(file.sheet.number(square_of(0, 0)) == 9);
  CHECK(file.sheet.number(square_of(8, 8)) == 2);
  CHECK_FALSE(file.sheet == published_sheet(1));
  CHECK(file.deal == Deal{3, 9, 11});
}

TEST_CASE("planner park file: comments, blank lines, tabs, any order, every token, cards sorted") {
  const ParkFile file = parse(
      "# a park typed from paper\n"
      "\n"
      "cards 12 5 1   # dealt in this order, kept sorted\n"
      "   \n"
      "modifications\t12   # P4: the most a game allows\n"
      "park  # the grid follows\n"
      "T  .  .  .  .  .  .  .  B   # corners\n"
      ".  P  P  P  .  .  .  .  .\n"
      ".  .  .  .  .  .  .  .  .\n"
      ".  .  .  W\tW  .  .  .  .\n"
      ".  .  .  T  i  B  .  .  .\n"
      ".  .  .  .  P  .  .  .  .\n"
      ".  .  .  .  .  .  .  .  .\n"
      ".  .  .  .  .  .  .  .  .\n"
      "W  .  .  .  .  .  .  .  P#no space before the comment\n"
      "\n"
      "sheet 100\n"
      "# the end\n");
  CHECK(file.sheet == published_sheet(100));
  CHECK(file.deal == Deal{1, 5, 12});
  CHECK(file.modifications == 12);
  CHECK(same(file.park.trees(), squares({{0, 0}, {4, 3}})));
  CHECK(same(file.park.paths(), squares({{1, 1}, {1, 2}, {1, 3}, {5, 4}, {8, 8}})));
  CHECK(same(file.park.water(), squares({{3, 3}, {3, 4}, {8, 0}})));
  CHECK(same(file.park.benches(), squares({{0, 8}, {4, 5}})));
  CHECK(count(file.park.developed()) == 12);
  CHECK(same(file.park.developed() & kBooth, 0));  // P1: 'i' is not a development
}

TEST_CASE("planner park file: Windows line ends (CRLF) parse like Unix ones") {
  std::string text = park_file("sheet 9\n", "park\n" + rows_with(3, ".  .  .  T  P  W  .  .  ."), "cards 3 9 11\n",
                               "modifications 4   # with a comment\n");
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const ParkFile unix_file = parse(text), windows_file = parse(crlf);
  CHECK(windows_file.sheet == unix_file.sheet);
  CHECK(windows_file.park == unix_file.park);
  CHECK(windows_file.deal == unix_file.deal);
  CHECK(windows_file.modifications == 4);
  CHECK(same(windows_file.park.developed(), squares({{3, 3}, {3, 4}, {3, 5}})));
}

TEST_CASE("planner park file: the limits that are still fine") {
  SUBCASE("modifications 0 and 12 (P4)") {
    CHECK(parse(park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\n", "modifications 0\n")).modifications == 0);
    CHECK(parse(park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\n", "modifications 12\n")).modifications == 12);
  }
  SUBCASE("sheets 1 and 100 (P2)") {
    CHECK(parse(park_file("sheet 1\n")).sheet.id == 1);
    CHECK(parse(park_file("sheet 100\n")).sheet.id == 100);
  }
  SUBCASE("exactly 50 developments: 10 rounds of at most 5 (P5)") {
    CHECK(kMaxDevelopments == 50);
    // Rows 0-4 full (44 squares, the booth aside), then 6 more on row 5.
    const std::string rows =
        "T T T T T T T T T\nP P P P P P P P P\nW W W W W W W W W\nB B B B B B B B B\n"
        "T T T T i T T T T\nP P P P P P . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n";
    const ParkFile file = parse(park_file("sheet 1\n", "park\n" + rows));
    CHECK(count(file.park.developed()) == 50);
    CHECK(count(file.park.trees()) == 17);
    CHECK(count(file.park.paths()) == 15);
  }
  SUBCASE("deals P7 keeps: three development types among the cards") {
    CHECK(parse(park_file("sheet 1\n", kEmptyPark, "cards 4 9 10\n")).deal == Deal{4, 9, 10});
    CHECK(parse(park_file("sheet 1\n", kEmptyPark, "cards 2 3 4\n")).deal == Deal{2, 3, 4});
  }
}

// ---------------------------------------------------------------------------------------------
// Bad park files: each error names its line and the problem.

TEST_CASE("planner park file errors: unknown lines and missing required lines") {
  CHECK(error_line("sheet 1\nhello world\n" + kEmptyPark, "'hello'") == 2);
  CHECK(error_line("Sheet 1\n" + kEmptyPark + "cards 1 5 12\nmodifications 0\n", "'Sheet'") == 1);  // lower case
  CHECK(error_line(park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\n", "modification 0\n"), "modification") == 13);
  CHECK(error_line(park_file() + "bonus 3\n", "'bonus'") == 14);
  CHECK(error_line("# comment\n\nfoo\n", "foo") == 3);  // comment and blank lines count

  // Nothing wrong before the end of the file, so the error names the last line read.
  CHECK(error_line(kEmptyPark + "cards 1 5 12\nmodifications 0\n", "missing 'sheet' or 'numbers'") == 12);
  CHECK(error_line("sheet 1\ncards 1 5 12\nmodifications 0\n", "missing 'park'") == 3);
  CHECK(error_line("sheet 1\n" + kEmptyPark + "modifications 0\n", "missing 'cards'") == 12);
  CHECK(error_line("sheet 1\n" + kEmptyPark + "cards 1 5 12\n", "missing 'modifications'") == 12);
  CHECK(error_line("sheet 1\n" + kEmptyPark + "cards 1 5 12\n\n# the end\n\n", "missing 'modifications'") == 15);
  // An empty file has no line to name.
  CHECK_THROWS_WITH_AS(parse(""), "empty file: missing 'sheet' or 'numbers' line", ParkFileError);
  error_line("# only a comment\n", "missing");
}

TEST_CASE("planner park file errors: a line given twice") {
  CHECK(error_line("sheet 1\nsheet 2\n" + kEmptyPark, "twice") == 2);
  CHECK(error_line("sheet 1\n" + numbers_block(), "twice") == 2);  // sheet and numbers
  CHECK(error_line(numbers_block() + "sheet 1\n", "twice") == 11);
  CHECK(error_line(park_file() + kEmptyPark, "park given twice") == 14);
  CHECK(error_line(park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\ncards 2 3 4\n"), "cards given twice") == 13);
  CHECK(error_line(park_file() + "modifications 0\n", "modifications given twice") == 14);
}

TEST_CASE("planner park file errors: sheet numbers outside 1-100 (P2)") {
  CHECK(error_line(park_file("sheet 0\n"), "sheet must be 1-100, got '0'") == 1);
  CHECK(error_line(park_file("sheet 101\n"), "got '101'") == 1);
  CHECK(error_line(park_file("sheet abc\n"), "got 'abc'") == 1);
  CHECK(error_line(park_file("sheet -3\n"), "got '-3'") == 1);
  CHECK(error_line(park_file("sheet 7x\n"), "got '7x'") == 1);
  CHECK(error_line(park_file("sheet\n"), "sheet K") == 1);
  CHECK(error_line(park_file("sheet 1 2\n"), "sheet K") == 1);
  CHECK(error_line("\n\n" + park_file("sheet 0 # no such sheet\n")) == 3);
}

TEST_CASE("planner park file errors: a numbers grid breaking P2 (make_sheet's message)") {
  const std::string rest = kEmptyPark + "cards 1 5 12\nmodifications 0\n";
  // A third 17, written over the 9 at (0,0) (the grid is on lines 2-10). Errors of the whole
  // grid (its P2 multisets) name its last line, line 10; a bad number names its own row.
  CHECK(error_line(numbers_block(0, "17  7  3  3  3  3  5  2  5") + rest, "P2") == 10);
  {  // A vicinity 17 swapped with the 9 at (0,0): a 9 in the vicinity.
    auto rows = kCustomRows;
    rows[0] = "17  7  3  3  3  3  5  2  5";
    rows[4] = "14  7 10  9  0 20  2  8  1";
    CHECK(error_line("numbers\n" + join(rows) + rest, "vicinity has 1 squares printed 9") == 10);
  }
  CHECK(error_line(numbers_block(4, "14  7 10 17  5 20  2  8  1") + rest, "booth") == 6);  // booth not 0
  CHECK(error_line(numbers_block(0, "21  7  3  3  3  3  5  2  5") + rest, "outside 1-20") == 2);
  CHECK(error_line(numbers_block(8, "11  6 16  9 11  6  1  1  0") + rest, "(8,8)") == 10);
  // A 1 written as a 2: seven 1s become six (P2 says 7).
  CHECK(error_line(numbers_block(1, " 4  4  2  2  2  3  8  6  2") + rest, "P2 says 7") == 10);
  CHECK(error_line(numbers_block(3, " 4  8 11 18 19 19  x 12  4") + rest, "'x' is not a number") == 5);
  CHECK(error_line("numbers 5\n" + join(kCustomRows) + rest, "'numbers'") == 1);
}

TEST_CASE("planner park file errors: grid rows with 8 or 10 entries, a file ending inside a grid") {
  const std::string tail = "cards 1 5 12\nmodifications 0\n";
  CHECK(error_line("sheet 1\npark\n" + rows_with(2, ".  .  .  .  .  .  .  .") + tail, "9 entries, got 8") == 5);
  CHECK(error_line("sheet 1\npark\n" + rows_with(6, ".  .  .  .  .  .  .  .  .  .") + tail, "9 entries, got 10") == 9);
  CHECK(error_line(numbers_block(0, " 9  7  3  3  3  3  5  2") + kEmptyPark + tail, "got 8") == 2);
  CHECK(error_line(numbers_block(8, "11  6 16  9 11  6  1  1  2  1") + kEmptyPark + tail, "got 10") == 10);
  // Eight rows, then the cards line where the ninth should be.
  {
    auto rows = empty_rows();
    std::string eight;
    for (int r = 0; r < 8; ++r) eight += rows[r] + "\n";
    CHECK(error_line("sheet 1\npark\n" + eight + tail, "got 4") == 11);
  }
  // The file ends after four rows of the park (line 8) or three of the numbers (line 4).
  {
    auto rows = empty_rows();
    CHECK(error_line("sheet 1\n" + tail + "park\n" + rows[0] + "\n" + rows[1] + "\n" + rows[2] + "\n" + rows[3] + "\n",
                     "ends inside 'park'") == 8);
    CHECK(error_line("numbers\n" + kCustomRows[0] + "\n" + kCustomRows[1] + "\n" + kCustomRows[2] + "\n",
                     "ends inside 'numbers'") == 4);
    CHECK(error_line(tail + "sheet 1\npark\n", "ends inside 'park'") == 4);
  }
  CHECK(error_line("sheet 1\npark extra\n" + join(empty_rows()) + tail, "'park'") == 2);
}

TEST_CASE("planner park file errors: unknown tokens, 'i' off the centre, the centre not 'i' (P1)") {
  const std::string tail = "cards 1 5 12\nmodifications 0\n";
  const auto bad = [&](int r, const std::string& row) { return "sheet 1\npark\n" + rows_with(r, row) + tail; };
  CHECK(error_line(bad(0, "X  .  .  .  .  .  .  .  ."), "unknown token 'X' at (0,0)") == 3);
  CHECK(error_line(bad(8, ".  .  .  .  .  .  .  .  t"), "'t' at (8,8)") == 11);  // tokens are upper case
  CHECK(error_line(bad(2, ".  TT .  .  .  .  .  .  ."), "'TT' at (2,1)") == 5);
  CHECK(error_line(bad(3, ".  .  .  .  .  .  .  0  ."), "'0' at (3,7)") == 6);
  CHECK(error_line(bad(0, ".  .  .  .  i  .  .  .  ."), "only at the centre, found at (0,4)") == 3);
  CHECK(error_line(bad(5, ".  .  .  .  i  .  .  .  ."), "(5,4)") == 8);
  CHECK(error_line(bad(4, ".  .  .  .  .  .  .  .  ."), "the centre (4,4) is the info booth") == 7);
  CHECK(error_line(bad(4, ".  .  .  .  T  .  .  .  ."), "got 'T'") == 7);
  CHECK(error_line(bad(4, ".  .  .  i  .  .  .  .  ."), "(4,3)") == 7);  // 'i' moved one square left
}

TEST_CASE("planner park file errors: cards (P7, P9)") {
  const auto bad = [](const std::string& cards) { return park_file("sheet 1\n", kEmptyPark, cards + "\n"); };
  CHECK(error_line(bad("cards 1 1 5"), "differ") == 12);
  CHECK(error_line(bad("cards 7 3 7"), "differ") == 12);
  CHECK(error_line(bad("cards 0 5 12"), "no card 0") == 12);
  CHECK(error_line(bad("cards 5 12 13"), "no card 13") == 12);
  CHECK(error_line(bad("cards -1 5 12"), "no card -1") == 12);
  CHECK(error_line(bad("cards 1 five 12"), "'five' is not a number") == 12);
  // P7: together only two development types.
  CHECK(error_line(bad("cards 1 4 12"), "P7") == 12);    // path, bench
  CHECK(error_line(bad("cards 12 4 1"), "P7") == 12);    // in any order
  CHECK(error_line(bad("cards 4 7 9"), "P7") == 12);     // bench, tree (9 asks for none)
  CHECK(error_line(bad("cards 2 5 9"), "P7") == 12);     // tree, water
  CHECK(error_line(bad("cards 1 5"), "cards A B C") == 12);   // only two
  CHECK(error_line(bad("cards 1 5 12 3"), "cards A B C") == 12);
  CHECK(error_line(bad("cards"), "cards A B C") == 12);
}

TEST_CASE("planner park file errors: modifications outside 0-12 (P4)") {
  const auto bad = [](const std::string& mods) { return park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\n", mods + "\n"); };
  CHECK(error_line(bad("modifications 13"), "modifications must be 0-12 (P4), got '13'") == 13);
  CHECK(error_line(bad("modifications -1"), "got '-1'") == 13);
  CHECK(error_line(bad("modifications x"), "got 'x'") == 13);
  CHECK(error_line(bad("modifications 1.5"), "got '1.5'") == 13);
  CHECK(error_line(bad("modifications"), "modifications N") == 13);
  CHECK(error_line(bad("modifications 1 2"), "modifications N") == 13);
}

TEST_CASE("planner park file errors: more than 50 developments (10 rounds, P5)") {
  // 51 developments: rows 0-4 full (44), 7 more on row 5. The error names the last park row.
  const std::string rows =
      "T T T T T T T T T\nP P P P P P P P P\nW W W W W W W W W\nB B B B B B B B B\n"
      "T T T T i T T T T\nP P P P P P P . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n";
  CHECK(error_line(park_file("sheet 1\n", "park\n" + rows), "51 developments") == 11);
  // A full park: 80.
  std::string full;
  for (int r = 0; r < kSide; ++r) full += r == 4 ? "B B B B i B B B B\n" : "B B B B B B B B B\n";
  CHECK(error_line(park_file("sheet 1\n", "park\n" + full), "80 developments") == 11);
}

// ---------------------------------------------------------------------------------------------
// parks score planner FILE through the binary.

TEST_CASE("planner score: a winning solo park, as JSON (P6, P8, P9)") {
  const Run run = run_parks("score planner '" + data_file("win_park.txt") + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  CHECK(lines(run.out) == 1);
  const auto j = nlohmann::json::parse(run.out);
  for (const char* key : {"sheet", "cards", "isolated_regions", "modifications", "penalty", "total", "target",
                          "requirements_met", "win"})
    CHECK_MESSAGE(j.contains(key), key);
  CHECK(j["sheet"] == 37);
  // Cards written "10 4 9" are listed in the sorted deal's order.
  REQUIRE(j["cards"].size() == 3u);
  // Card 4: 16 benches (the ring of rows 2-6, columns 2-6). Target 14, no requirement.
  CHECK(j["cards"][0] == nlohmann::json{{"card", 4}, {"name", "Best Seats in the House"}, {"points", 16},
                                        {"target", 14}, {"requirement_met", true}});
  // Card 9: all 8 vicinity squares developed, 4 each = 32; trees, paths and water there.
  CHECK(j["cards"][1] == nlohmann::json{{"card", 9}, {"name", "Center of Attention"}, {"points", 32},
                                        {"target", 16}, {"requirement_met", true}});
  // Card 10: 5 trees, 5 paths, 5 water, 16 benches: 5 full sets = 10; 5+ of each type.
  CHECK(j["cards"][2] == nlohmann::json{{"card", 10}, {"name", "A Little of Everything"}, {"points", 10},
                                        {"target", 14}, {"requirement_met", true}});
  CHECK(j["isolated_regions"] == 0);  // one region, touching the vicinity
  CHECK(j["modifications"] == 2);
  CHECK(j["penalty"] == 2);
  CHECK(j["total"] == 16 + 32 + 10 - 2);
  CHECK(j["target"] == 14 + 16 + 14);
  CHECK(j["requirements_met"] == true);
  CHECK(j["win"] == true);  // P8: 56 >= 44, all requirements met
}

TEST_CASE("planner score: the target reached exactly but a requirement missed is a loss (P6, P8, P9 card 3)") {
  const Run run = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["sheet"] == 0);  // a custom `numbers` sheet
  REQUIRE(j["cards"].size() == 3u);
  // Card 3: the scoring lake has 7 squares (rows 2-3); the corner lake (3 squares) is isolated
  // and does not count (P6, P9), and two lakes break "exactly one lake".
  CHECK(j["cards"][0]["card"] == 3);
  CHECK(j["cards"][0]["name"] == "Sea to Sea");
  CHECK(j["cards"][0]["points"] == 7);
  CHECK(j["cards"][0]["target"] == 13);
  CHECK(j["cards"][0]["requirement_met"] == false);
  // Card 9: 8 vicinity squares developed (water, paths, a tree): 32.
  CHECK(j["cards"][1]["card"] == 9);
  CHECK(j["cards"][1]["points"] == 32);
  CHECK(j["cards"][1]["requirement_met"] == true);
  // Card 11: paths (5,3), (5,4), (5,5) each have a tree next to them, (4,3) does not: 3 x 2 = 6;
  // they are in the vicinity.
  CHECK(j["cards"][2]["card"] == 11);
  CHECK(j["cards"][2]["name"] == "A Walk to Remember");
  CHECK(j["cards"][2]["points"] == 6);
  CHECK(j["cards"][2]["target"] == 12);
  CHECK(j["cards"][2]["requirement_met"] == true);
  CHECK(j["isolated_regions"] == 1);
  CHECK(j["modifications"] == 1);
  CHECK(j["penalty"] == 3 + 1);
  CHECK(j["total"] == 7 + 32 + 6 - 4);
  CHECK(j["target"] == 13 + 16 + 12);
  CHECK(j["total"] == j["target"]);  // reached: >= (P8)
  CHECK(j["requirements_met"] == false);
  CHECK(j["win"] == false);
}

TEST_CASE("planner score: the text report") {
  const auto line_with = [](const std::string& text, const std::string& words) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
      if (line.find(words) != std::string::npos) return line;
    FAIL_CHECK("no line with '" << words << "' in:\n" << text);
    return std::string();
  };
  {
    const Run run = run_parks("score planner '" + data_file("win_park.txt") + "'");
    REQUIRE(run.status == 0);
    CHECK(run.err.empty());
    CHECK(run.out.find("win_park.txt") != std::string::npos);
    CHECK(run.out.find("sheet 37") != std::string::npos);
    CHECK(line_with(run.out, "Best Seats in the House").find("+16") != std::string::npos);
    CHECK(line_with(run.out, "Center of Attention").find("+32") != std::string::npos);
    CHECK(line_with(run.out, "A Little of Everything").find("+10") != std::string::npos);
    CHECK(line_with(run.out, "modifications").find("-2") != std::string::npos);
    CHECK(line_with(run.out, "total").find("56") != std::string::npos);
    const std::string solo = line_with(run.out, "solo:");
    CHECK(solo.find("target 44 reached") != std::string::npos);
    CHECK(solo.find("win") != std::string::npos);
    CHECK(solo.find("loss") == std::string::npos);
  }
  {
    const Run run = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "'");
    REQUIRE(run.status == 0);
    CHECK(run.err.empty());
    CHECK(run.out.find("a custom sheet") != std::string::npos);
    const std::string sea = line_with(run.out, "Sea to Sea");
    CHECK(sea.find("+7") != std::string::npos);
    CHECK(sea.find("NOT met") != std::string::npos);
    CHECK(line_with(run.out, "A Walk to Remember").find("+6") != std::string::npos);
    CHECK(line_with(run.out, "isolated regions").find("-3") != std::string::npos);
    CHECK(line_with(run.out, "total").find("41") != std::string::npos);
    const std::string solo = line_with(run.out, "solo:");
    CHECK(solo.find("target 41 reached") != std::string::npos);
    CHECK(solo.find("not all met") != std::string::npos);
    CHECK(solo.find("loss") != std::string::npos);
  }
}

TEST_CASE("planner score: the data files parse in-process to the same score card") {
  for (const char* name : {"win_park.txt", "requirement_missed_park.txt"}) {
    CAPTURE(name);
    std::ifstream in(data_file(name));
    REQUIRE(in);
    const ParkFile file = parse_park_file(in);
    const ScoreCard card = score_card(file.park, file.deal, file.modifications);
    const auto j = nlohmann::json::parse(run_parks("score planner '" + data_file(name) + "' --json").out);
    for (int i = 0; i < kCardsDealt; ++i) {
      CHECK(j["cards"][i]["card"] == file.deal[i]);
      CHECK(j["cards"][i]["points"] == card.points[i]);
      CHECK(j["cards"][i]["requirement_met"] == static_cast<bool>(card.met[i]));
    }
    CHECK(j["total"] == card.total());
    CHECK(j["win"] == solo_win(card, file.deal));
  }
}

TEST_CASE("planner score: bad park files exit 2 with one line naming the file and the line") {
  const Run token = run_parks("score planner '" + data_file("bad_token_park.txt") + "' --json");
  CHECK(token.status == 2);
  CHECK(token.out.empty());
  CHECK(lines(token.err) == 1);
  CHECK(token.err.find("bad_token_park.txt") != std::string::npos);
  CHECK(token.err.find("line 9") != std::string::npos);
  CHECK(token.err.find("'X'") != std::string::npos);

  const Run cards = run_parks("score planner '" + data_file("redeal_cards_park.txt") + "'");
  CHECK(cards.status == 2);
  CHECK(cards.out.empty());
  CHECK(lines(cards.err) == 1);
  CHECK(cards.err.find("redeal_cards_park.txt") != std::string::npos);
  CHECK(cards.err.find("line 14") != std::string::npos);
  CHECK(cards.err.find("P7") != std::string::npos);

  // A walk sheet is not a park file: its first line is unknown.
  const Run walk = run_parks("score planner '" + std::string(PARKS_TEST_DATA) + "/top_sheet.txt'");
  CHECK(walk.status == 2);
  CHECK(walk.out.empty());
  CHECK(lines(walk.err) == 1);
  CHECK(walk.err.find("line ") != std::string::npos);
}

TEST_CASE("planner score: a missing file, a folder or no file exits 2 with one line") {
  for (const std::string& path : {data_file("no_such_park.txt"), std::string(PARKS_TEST_DATA) + "/planner"}) {
    CAPTURE(path);
    const Run run = run_parks("score planner '" + path + "' --json");
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK(run.err.find(path) != std::string::npos);
  }
  const Run none = run_parks("score planner");
  CHECK(none.status == 2);
  CHECK(none.out.empty());
  CHECK(lines(none.err) == 1);
}

TEST_CASE("planner score: published sheets come from the data folder (P2, PARKS_DATA)") {
  const std::string missing = "PARKS_DATA='" + data_file("no_such_folder") + "'";
  // `sheet 37` on line 3 needs the sheets file: one line naming the park file and the line.
  const Run published = run_parks("score planner '" + data_file("win_park.txt") + "' --json", missing);
  CHECK(published.status == 2);
  CHECK(published.out.empty());
  CHECK(lines(published.err) == 1);
  CHECK(published.err.find("win_park.txt: line 3") != std::string::npos);
  CHECK(published.err.find("sheets") != std::string::npos);
  // A `numbers` sheet needs no data.
  const Run custom = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "' --json", missing);
  CHECK(custom.status == 0);
  CHECK(nlohmann::json::parse(custom.out)["total"] == 41);
  // simulate reports the missing sheets before the run.
  const Run simulate = run_parks("simulate planner --games 3 --quiet", missing);
  CHECK(simulate.status == 2);
  CHECK(simulate.out.empty());
  CHECK(lines(simulate.err) == 1);
}

// ---------------------------------------------------------------------------------------------
// parks simulate planner through the binary.

namespace {

const std::string kSimulate = "simulate planner --games 40 --seed 7 --quiet";

nlohmann::json simulate_json(const std::string& args) {
  INFO("parks " << args);
  const Run run = run_parks(args + " --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());  // --quiet
  return nlohmann::json::parse(run.out);
}

long long dealt_total(const nlohmann::json& j) {
  long long total = 0;
  for (const auto& card : j["cards"]) total += card["dealt"].get<long long>();
  return total;
}

long long histogram_total(const nlohmann::json& j) {
  long long total = 0;
  for (const auto& [score, n] : j["score_histogram"].items()) total += n.get<long long>();
  return total;
}

}  // namespace

TEST_CASE("planner simulate: a small random run prints well-formed JSON with the expected keys") {
  const auto j = simulate_json(kSimulate + " --agent random");
  for (const char* key : {"game", "title", "agent", "players", "seed", "games_requested", "games", "interrupted",
                          "seats", "win_rate", "win_rate_ci95", "target_reached_rate", "requirements_met_rate",
                          "modifications_mean", "isolated_regions_mean", "developments_mean", "cards",
                          "score_histogram"})
    CHECK_MESSAGE(j.contains(key), key);
  CHECK(j["game"] == "planner");
  CHECK(j["agent"] == "random");
  CHECK(j["players"] == 1);
  CHECK(j["seed"] == 7);
  CHECK(j["games"] == 40);
  CHECK(j["games_requested"] == 40);
  CHECK(j["interrupted"] == false);
  REQUIRE(j["seats"].size() == 1u);
  const auto& seat = j["seats"][0];
  for (const char* key : {"seat", "wins", "win_rate", "win_rate_ci95", "score_mean", "score_sd", "score_mean_ci95"})
    CHECK_MESSAGE(seat.contains(key), key);
  CHECK(seat["win_rate"] == j["win_rate"]);
  const double rate = j["win_rate"].get<double>();
  CHECK(rate >= j["win_rate_ci95"][0].get<double>());
  CHECK(rate <= j["win_rate_ci95"][1].get<double>());
  CHECK(seat["wins"].get<double>() == doctest::Approx(40 * rate));
  // P8: a win needs the target reached and every requirement met.
  CHECK(rate <= j["target_reached_rate"].get<double>());
  CHECK(rate <= j["requirements_met_rate"].get<double>());
  CHECK(j["modifications_mean"].get<double>() <= kMaxModifications);  // P4
  CHECK(j["developments_mean"].get<double>() <= kMaxDevelopments);
  // Three cards a game (P7), listed by card number, each with its P9 target.
  CHECK(dealt_total(j) == 3 * 40);
  int previous = 0;
  for (const auto& card : j["cards"]) {
    for (const char* key : {"card", "name", "dealt", "points_mean", "points_mean_ci95", "target", "requirement_met_rate",
                            "requirement_met_ci95"})
      CHECK_MESSAGE(card.contains(key), key);
    const int c = card["card"].get<int>();
    CHECK(c > previous);
    CHECK(c <= kCards);
    previous = c;
    CHECK(card["target"] == kCardInfo[c].target);
    CHECK(card["name"] == std::string(kCardInfo[c].name));
    CHECK(card["dealt"].get<int>() > 0);
  }
  CHECK(histogram_total(j) == 40);
}

TEST_CASE("planner simulate: the same seed gives byte-identical output on 1 and 2 threads") {
  for (const std::string& args : {kSimulate + " --agent greedy --json", kSimulate + " --agent greedy",
                                  kSimulate + " --agent random --players 3 --json"}) {
    CAPTURE(args);
    const Run one = run_parks(args + " --threads 1");
    const Run two = run_parks(args + " --threads 2");
    CHECK(one.status == 0);
    CHECK(two.status == 0);
    CHECK(one.err.empty());
    CHECK_FALSE(one.out.empty());
    CHECK(one.out == two.out);
  }
  // Another seed deals other games.
  const auto a = simulate_json(kSimulate + " --agent greedy");
  const auto b = simulate_json("simulate planner --games 40 --seed 8 --quiet --agent greedy");
  CHECK(a["cards"] != b["cards"]);
}

TEST_CASE("planner simulate: --cards 1,5,12 deals only those cards (P7, P9)") {
  const auto j = simulate_json(kSimulate + " --agent greedy --cards 1,5,12");
  REQUIRE(j["cards"].size() == 3u);
  const int expected[] = {1, 5, 12};
  for (int i = 0; i < 3; ++i) {
    CHECK(j["cards"][i]["card"] == expected[i]);
    CHECK(j["cards"][i]["dealt"] == 40);
    CHECK(j["cards"][i]["target"] == kCardInfo[expected[i]].target);
  }
  CHECK(j["title"].get<std::string>().find("cards 1,5,12") != std::string::npos);
  // Any order of the flag gives the same deal.
  const auto k = simulate_json(kSimulate + " --agent greedy --cards 12,1,5");
  CHECK(k["cards"] == j["cards"]);
}

TEST_CASE("planner simulate: --sheet generated and --sheet 37 (P2)") {
  const auto generated = simulate_json(kSimulate + " --agent greedy --sheet generated");
  CHECK(generated["games"] == 40);
  CHECK(histogram_total(generated) == 40);
  CHECK(generated["title"].get<std::string>().find("generated") != std::string::npos);
  const auto fixed = simulate_json(kSimulate + " --agent greedy --sheet 37");
  CHECK(fixed["games"] == 40);
  CHECK(histogram_total(fixed) == 40);
  CHECK(fixed["title"].get<std::string>().find("sheet 37") != std::string::npos);
  const auto random = simulate_json(kSimulate + " --agent greedy");
  CHECK(random["title"].get<std::string>().find("random published sheet") != std::string::npos);
}

TEST_CASE("planner simulate: --players 3 gives 3 seats, at least one winner a game") {
  const auto j = simulate_json(kSimulate + " --agent greedy --players 3");
  CHECK(j["players"] == 3);
  REQUIRE(j["seats"].size() == 3u);
  CHECK_FALSE(j.contains("win_rate"));  // the solo P8 rate only
  long long wins = 0;
  for (int p = 0; p < 3; ++p) {
    CHECK(j["seats"][p]["seat"] == p + 1);
    wins += j["seats"][p]["wins"].get<long long>();
  }
  CHECK(wins >= 40);  // ties share the victory
  CHECK(histogram_total(j) == 3 * 40);  // one score per park
}

TEST_CASE("planner simulate: bad flags exit 2 with one line on stderr naming the problem") {
  const std::pair<const char*, const char*> bad[] = {
      {"--cards 1,5", "--cards"},        {"--cards 1,1,5", "differ"},       {"--cards 1,4,12", "P7"},
      {"--cards 0,5,12", "no card 0"},   {"--cards 1,5,13", "no card 13"},  {"--cards 1,5,12,3", "--cards"},
      {"--cards '1;5;12'", "--cards"},   {"--cards a,b,c", "--cards"},      {"--sheet 0", "--sheet"},
      {"--sheet 101", "--sheet"},        {"--sheet foo", "--sheet"},        {"--sheet 3.5", "--sheet"},
      {"--players 0", "--players"},      {"--players 7", "--players"},      {"--agent nobody", "nobody"},
      {"--games 0", "--games"},          {"--no-such-flag", "no-such-flag"},
  };
  for (const auto& [flag, words] : bad) {
    const std::string f = flag;
    const std::string args = "simulate planner --quiet " + f + (f.rfind("--games", 0) == 0 ? "" : " --games 5");
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK_MESSAGE(run.err.find(words) != std::string::npos, run.err);
  }
}

// ---------------------------------------------------------------------------------------------
// parks tournament planner through the binary.

TEST_CASE("planner tournament: greedy scores more than random on the same deals") {
  const Run run = run_parks("tournament planner --agents random,greedy --games 30 --seed 2 --quiet --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["deals"] == 30);
  REQUIRE(j["agents"].size() == 2u);
  CHECK(j["agents"][0]["agent"] == "random");
  CHECK(j["agents"][1]["agent"] == "greedy");
  for (const auto& agent : j["agents"]) CHECK(agent["games"] == 30);
  CHECK(j["agents"][1]["score_mean"].get<double>() > j["agents"][0]["score_mean"].get<double>());
}

TEST_CASE("planner tournament: bad input exits 2 with one line") {
  for (const char* args : {"tournament planner --agents random --games 5 --quiet",
                           "tournament planner --agents random,random --games 5 --quiet",
                           "tournament planner --agents random,greedy --cards 1,4,12 --games 5 --quiet",
                           "tournament planner --agents random,greedy --sheet 101 --games 5 --quiet"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
  }
}

// Polyhedral Park Planner park files (engine/planner/park_file.h) on good and bad input: each
// error names its line. Rulings are cited by id (docs/rules.md).
//
// A park file holds `sheet K` or `numbers` + 9 rows of 9 numbers, `park` + 9 rows of 9 tokens
// ('.' empty, T P W B, 'i' at the centre only), `cards A B C` and `modifications N`, each exactly
// once, in any order; '#' starts a comment.
#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/planner/cards.h"
#include "engine/planner/park_file.h"
#include "engine/planner/sheet.h"
#include "tests/planner/park_file_util.h"

using namespace parks;
using namespace parks::planner;
using namespace parks::planner::testing;

TEST_SUITE_BEGIN("planner");

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
  CHECK(file.sheet.number(kBoothSquare) == 0);      // P1: the booth
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
  CHECK(error_line(bad("cards 1 4 12"), "P7") == 12);        // path, bench
  CHECK(error_line(bad("cards 12 4 1"), "P7") == 12);        // in any order
  CHECK(error_line(bad("cards 4 7 9"), "P7") == 12);         // bench, tree (9 asks for none)
  CHECK(error_line(bad("cards 2 5 9"), "P7") == 12);         // tree, water
  CHECK(error_line(bad("cards 1 5"), "cards A B C") == 12);  // only two
  CHECK(error_line(bad("cards 1 5 12 3"), "cards A B C") == 12);
  CHECK(error_line(bad("cards"), "cards A B C") == 12);
}

TEST_CASE("planner park file errors: modifications outside 0-12 (P4)") {
  const auto bad = [](const std::string& mods) {
    return park_file("sheet 1\n", kEmptyPark, "cards 1 5 12\n", mods + "\n");
  };
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

TEST_SUITE_END();

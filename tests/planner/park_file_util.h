#pragma once
// Helpers shared by the Polyhedral Park Planner park-file tests: park files written line by line
// (a sheet or a `numbers` block, the park's rows, cards, modifications), parsed in-process, and the
// line a bad file's error names.
#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/planner/cards.h"
#include "engine/planner/park_file.h"
#include "engine/planner/sheet.h"
#include "tests/planner/park_picture.h"

namespace parks::planner::testing {

inline ParkFile parse(const std::string& text) {
  std::istringstream in(text);
  return parse_park_file(in);
}

inline bool same(Board a, Board b) { return a == b; }  // keeps doctest away from printing __int128

// Nine park rows, the booth 'i' at (4,4), everything else empty.
inline std::array<std::string, kSide> empty_rows() {
  std::array<std::string, kSide> rows;
  for (int r = 0; r < kSide; ++r) rows[r] = r == 4 ? ".  .  .  .  i  .  .  .  ." : ".  .  .  .  .  .  .  .  .";
  return rows;
}

inline std::string join(const std::array<std::string, kSide>& rows) {
  std::string text;
  for (const auto& row : rows) text += row + "\n";
  return text;
}

// The empty rows with row `r` replaced.
inline std::string rows_with(int r, const std::string& row) {
  auto rows = empty_rows();
  rows[r] = row;
  return join(rows);
}

inline const std::string kEmptyPark = "park\n" + join(empty_rows());

// The usual layout: sheet on line 1, park on line 2 with its rows on lines 3-11, cards on line 12,
// modifications on line 13.
inline std::string park_file(const std::string& sheet = "sheet 1\n", const std::string& park = kEmptyPark,
                             const std::string& cards = "cards 1 5 12\n",
                             const std::string& mods = "modifications 0\n") {
  return sheet + park + cards + mods;
}

// Sheet 1 transposed: the P2 multisets in the right places, but not a published sheet.
inline const std::array<std::string, kSide> kCustomRows = {
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

inline Numbers custom_numbers() {
  Numbers n{};
  for (int r = 0; r < kSide; ++r) {
    std::istringstream in(kCustomRows[r]);
    for (int c = 0; c < kSide; ++c) in >> n[r][c];
  }
  return n;
}

// A `numbers` block (lines 1-10 of a file) with row `r` replaced when r >= 0.
inline std::string numbers_block(int r = -1, const std::string& row = "") {
  auto rows = kCustomRows;
  if (r >= 0) rows[r] = row;
  return "numbers\n" + join(rows);
}

inline std::string data_file(const std::string& name) { return std::string(PARKS_TEST_DATA) + "/planner/" + name; }

// The line a bad file's error names (and a failed check if it parses); the message must read
// "line N: ..." on one line and contain `words`.
inline int error_line(const std::string& text, const std::string& words = "") {
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

}  // namespace parks::planner::testing

// Polyhedral Park Planner: the park sheets (docs/rules.md P2): the 100 published ones, generated
// ones, and make_sheet's refusals.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.h"
#include "engine/planner/board.h"
#include "engine/planner/cards.h"
#include "engine/planner/park.h"
#include "engine/planner/rules.h"
#include "engine/planner/sheet.h"
#include "tests/planner/park_picture.h"

using namespace parks;
using namespace parks::planner;
using namespace parks::planner::testing;

namespace {

// P2, written out independently of the engine: how often 1-16 appear outside the vicinity.
constexpr std::array<int, 17> kP2Other = {0, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2};

// Checks a sheet's numbers against P2; returns an empty string when they hold the multisets.
std::string p2_problem(const Numbers& numbers) {
  std::vector<int> vicinity;
  std::array<int, kMaxPrinted + 2> other{};
  for (int row = 0; row < kSide; ++row)
    for (int col = 0; col < kSide; ++col) {
      const int n = numbers[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
      const bool in_vicinity = row >= 3 && row <= 5 && col >= 3 && col <= 5;
      if (row == 4 && col == 4) {
        if (n != 0) return "booth holds " + std::to_string(n);
      } else if (n < 1 || n > 20) {
        return "number out of range";
      } else if (in_vicinity) {
        vicinity.push_back(n);
      } else {
        ++other[static_cast<std::size_t>(n)];
      }
    }
  std::sort(vicinity.begin(), vicinity.end());
  if (vicinity != std::vector<int>{17, 17, 18, 18, 19, 19, 20, 20}) return "vicinity multiset";
  for (int n = 1; n <= 20; ++n)
    if (other[static_cast<std::size_t>(n)] != (n <= 16 ? kP2Other[static_cast<std::size_t>(n)] : 0))
      return "outer count of " + std::to_string(n);
  return "";
}

}  // namespace

TEST_SUITE_BEGIN("planner");

// ---------------------------------------------------------------------------------------------
// P2: sheets.

TEST_CASE("planner P2: the 100 published sheets load and hold the multisets") {
  const std::vector<Sheet> sheets = load_sheets(default_sheets_path());
  REQUIRE(sheets.size() == 100u);
  for (int k = 1; k <= kPublishedSheets; ++k) {
    const Sheet& sheet = published_sheet(k);
    CHECK(sheet.id == k);
    CHECK(sheets[static_cast<std::size_t>(k - 1)].numbers() == sheet.numbers());
    CHECK_MESSAGE(p2_problem(sheet.numbers()).empty(), "sheet " << k << ": " << p2_problem(sheet.numbers()));
    // The boards by number partition the park.
    Board all = 0;
    int total = 0;
    for (const Board b : sheet.by_number) all |= b, total += count(b);
    CHECK((all == kAll));
    CHECK(total == kSquares);
    CHECK((sheet.by_number[0] == kBooth));
  }
  // Spot check of the transcription: sheet 1's top row and the first vicinity row.
  const Numbers first = published_sheet(1).numbers();
  CHECK(first[0] == std::array<int, 9>{9, 4, 9, 4, 14, 4, 16, 15, 11});
  CHECK(first[3][3] == 18);
  CHECK(published_sheet(1).number(square_of(0, 4)) == 14);
  CHECK_THROWS_AS(published_sheet(0), std::out_of_range);
  CHECK_THROWS_AS(published_sheet(101), std::out_of_range);
  CHECK(mentions(thrown_message<std::runtime_error>([] { load_sheets("/nonexistent/sheets.json"); }),
                 "/nonexistent/sheets.json"));
}

TEST_CASE("planner P2: generated sheets are reproducible, differ across seeds, hold the multisets") {
  Rng a(7), b(7), c(8);
  const Sheet sa = generate_sheet(a), sb = generate_sheet(b), sc = generate_sheet(c);
  CHECK(sa.id == 0);
  CHECK(sa.numbers() == sb.numbers());
  CHECK(sa.numbers() != sc.numbers());
  // Successive sheets from one generator differ too.
  CHECK(generate_sheet(a).numbers() != sa.numbers());
  Rng many(99);
  for (int i = 0; i < 50; ++i) {
    const Sheet sheet = generate_sheet(many);
    CHECK_MESSAGE(p2_problem(sheet.numbers()).empty(), p2_problem(sheet.numbers()));
    CHECK(make_sheet(sheet.numbers()).numbers() == sheet.numbers());
  }
}

TEST_CASE("planner P2: make_sheet rejects bad numbers with a message naming the problem") {
  const Numbers good = published_sheet(1).numbers();
  CHECK_NOTHROW(make_sheet(good, 1));

  Numbers booth = good;
  booth[4][4] = 5;
  const std::string booth_message = thrown_message<std::invalid_argument>([&] { make_sheet(booth); });
  CHECK(mentions(booth_message, "booth"));
  CHECK(mentions(booth_message, "5"));

  Numbers high = good;
  high[0][0] = 21;
  const std::string high_message = thrown_message<std::invalid_argument>([&] { make_sheet(high); });
  CHECK(mentions(high_message, "(0,0)"));
  CHECK(mentions(high_message, "21"));
  Numbers zero = good;
  zero[8][8] = 0;
  CHECK(mentions(thrown_message<std::invalid_argument>([&] { make_sheet(zero); }), "(8,8)"));

  // Swapping a vicinity 18 with an outer 9 breaks the vicinity's multiset.
  Numbers swapped = good;
  std::swap(swapped[3][3], swapped[0][0]);
  REQUIRE(swapped[3][3] == 9);
  const std::string swapped_message = thrown_message<std::invalid_argument>([&] { make_sheet(swapped); });
  CHECK(mentions(swapped_message, "vicinity"));
  CHECK(mentions(swapped_message, "9"));

  // One 9 becomes a 10 outside the vicinity: three 9s where P2 asks for four.
  Numbers outer = good;
  outer[0][0] = 10;
  const std::string outer_message = thrown_message<std::invalid_argument>([&] { make_sheet(outer); });
  CHECK(mentions(outer_message, "outside the vicinity"));
  CHECK(mentions(outer_message, "P2 says 4"));
}

// Ids and numbers must be whole numbers that fit an int: get<int> would convert a float beyond
// int's range (1e10) with undefined behaviour, wrap 4294967305 to 9 and truncate 9.5 to 9.
TEST_CASE("planner P2: sheet ids and numbers must be whole numbers") {
  const auto error = [](const std::string& text) {
    std::istringstream in(text);
    return thrown_message<std::runtime_error>([&] { parse_sheets(in, "bad.json"); });
  };
  CHECK(error(R"({"sheets": [{"id": 1e10}]})") == "bad.json: a sheet id must be a whole number");
  CHECK(error(R"({"sheets": [{"id": 4294967297}]})") == "bad.json: a sheet id is out of range");
  std::string numbers = nlohmann::json(published_sheet(1).numbers()).dump();
  const auto sheet = [&](const std::string& first) {
    return R"({"sheets": [{"id": 1, "numbers": [[)" + first + numbers.substr(numbers.find(',', 2)) + "}]}";
  };
  CHECK(error(sheet("9")) == "bad.json: expected 100 sheets, found 1");  // the unchanged sheet
  CHECK(error(sheet("9.5")) == "bad.json: sheet 1 square (0,0) must be a whole number");
  CHECK(error(sheet("4294967305")) == "bad.json: sheet 1 square (0,0) is out of range");
  CHECK(error(sheet("-1e300")) == "bad.json: sheet 1 square (0,0) must be a whole number");
}

TEST_SUITE_END();

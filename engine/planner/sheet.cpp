#include "engine/planner/sheet.h"
#include "engine/core/files.h"
#include "engine/core/install_paths.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace parks::planner {

namespace {

constexpr std::array<int, 4> kVicinityNumbers = {17, 18, 19, 20};  // twice each
// How often each number 1-16 appears outside the vicinity (P2).
constexpr std::array<int, kMaxPrinted + 1> kOtherCounts = {0, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4,
                                                           3, 3, 2, 2, 2, 2, 0, 0, 0, 0};

std::string where(int square) { return "square " + square_name(square); }

// A JSON whole number as an int. get<int> would turn 2.5 into 2, wrap 4294967305 to 9, and
// convert 1e10 with undefined behaviour.
int whole_number(const nlohmann::json& value, const std::string& what) {
  if (!value.is_number_integer()) throw std::runtime_error(what + " must be a whole number");
  const bool fits = value.is_number_unsigned()
                        ? value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<int>::max())
                        : value.get<std::int64_t>() >= std::numeric_limits<int>::min() &&
                              value.get<std::int64_t>() <= std::numeric_limits<int>::max();
  if (!fits) throw std::runtime_error(what + " is out of range");
  return value.get<int>();
}

}  // namespace

int Sheet::number(int square) const {
  for (int n = 0; n <= kMaxPrinted; ++n)
    if (by_number[n] & bit(square)) return n;
  return -1;
}

Numbers Sheet::numbers() const {
  Numbers numbers{};
  for (int s = 0; s < kSquares; ++s) numbers[row_of(s)][column_of(s)] = number(s);
  return numbers;
}

Sheet make_sheet(const Numbers& numbers, int id) {
  Sheet sheet;
  sheet.id = id;
  std::array<int, kMaxPrinted + 1> vicinity{}, other{};
  for (int s = 0; s < kSquares; ++s) {
    const int n = numbers[row_of(s)][column_of(s)];
    if (s == kBoothSquare) {
      if (n != 0) throw std::invalid_argument("the booth " + where(s) + " must hold 0, got " + std::to_string(n));
    } else if (n < 1 || n > kMaxPrinted) {
      throw std::invalid_argument(where(s) + " holds " + std::to_string(n) + ", outside 1-20");
    }
    sheet.by_number[n] |= bit(s);
    if (s != kBoothSquare) ++((kVicinity & bit(s)) ? vicinity : other)[n];
  }
  for (int n = 1; n <= kMaxPrinted; ++n) {
    const bool vicinity_number = n >= kVicinityNumbers.front();
    if (vicinity[n] != (vicinity_number ? 2 : 0))
      throw std::invalid_argument("the booth's vicinity has " + std::to_string(vicinity[n]) + " squares printed " +
                                  std::to_string(n) + " (P2: 17-20 twice each, nothing else)");
    if (other[n] != kOtherCounts[n])
      throw std::invalid_argument("the squares outside the vicinity have " + std::to_string(other[n]) + " printed " +
                                  std::to_string(n) + ", P2 says " + std::to_string(kOtherCounts[n]));
  }
  return sheet;
}

Sheet generate_sheet(Rng& rng) {
  std::vector<int> inner, outer;
  for (int n : kVicinityNumbers) inner.insert(inner.end(), 2, n);
  for (int n = 1; n <= kMaxPrinted; ++n) outer.insert(outer.end(), kOtherCounts[n], n);
  const auto shuffle = [&](std::vector<int>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
  };
  shuffle(inner);
  shuffle(outer);
  Numbers numbers{};
  std::size_t next_inner = 0, next_outer = 0;
  for (int s = 0; s < kSquares; ++s) {
    int& n = numbers[row_of(s)][column_of(s)];
    if (s == kBoothSquare) n = 0;
    else n = (kVicinity & bit(s)) ? inner[next_inner++] : outer[next_outer++];
  }
  return make_sheet(numbers);
}

std::vector<Sheet> load_sheets(const std::filesystem::path& file) {
  std::istringstream in;
  try {
    in.str(read_whole_file(file, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string("sheets file ") + e.what());
  }
  return parse_sheets(in, file.string());
}

std::vector<Sheet> parse_sheets(std::istream& in, const std::string& source) {
  std::vector<Sheet> sheets;
  try {
    const nlohmann::json data = nlohmann::json::parse(in);
    for (const auto& entry : data.at("sheets")) {
      const int id = whole_number(entry.at("id"), "a sheet id");
      if (id != static_cast<int>(sheets.size()) + 1)
        throw std::runtime_error("sheet ids must run 1, 2, 3, ...; found " + std::to_string(id));
      Numbers numbers{};
      const auto& rows = entry.at("numbers");
      if (rows.size() != kSide) throw std::runtime_error("sheet " + std::to_string(id) + " needs 9 rows");
      for (int r = 0; r < kSide; ++r) {
        if (rows[r].size() != kSide)
          throw std::runtime_error("sheet " + std::to_string(id) + " row " + std::to_string(r) + " needs 9 numbers");
        for (int c = 0; c < kSide; ++c)
          numbers[r][c] = whole_number(rows[r][c], "sheet " + std::to_string(id) + " " + where(square_of(r, c)));
      }
      try {
        sheets.push_back(make_sheet(numbers, id));
      } catch (const std::invalid_argument& e) {
        throw std::runtime_error("sheet " + std::to_string(id) + ": " + e.what());
      }
    }
    if (sheets.size() != kPublishedSheets)
      throw std::runtime_error("expected 100 sheets, found " + std::to_string(sheets.size()));
  } catch (const std::exception& e) {
    throw std::runtime_error(source + ": " + e.what());
  }
  return sheets;
}

std::filesystem::path default_sheets_path() { return data_file("planner", "sheets.json"); }

const Sheet& published_sheet(int k) {
  static const std::vector<Sheet> sheets = load_sheets(default_sheets_path());
  if (k < 1 || k > kPublishedSheets) throw std::out_of_range("sheet number must be 1-100, got " + std::to_string(k));
  return sheets[static_cast<std::size_t>(k - 1)];
}

}  // namespace parks::planner

#pragma once
// Park sheets (P2): the printed number of every square, kept as one board per number so that
// the squares a dice sum can develop are found with one AND. The 100 published sheets come
// from data/planner/sheets.json; a seeded generator shuffles the P2 multisets into more.
#include <array>
#include <filesystem>
#include <istream>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/planner/board.h"
#include "engine/planner/rules.h"

namespace parks::planner {

using Numbers = std::array<std::array<int, kSide>, kSide>;  // by row, 0 at the booth

struct Sheet {
  int id = 0;                                      // 1-100 for a published sheet, 0 for a generated or custom one
  std::array<Board, kMaxPrinted + 1> by_number{};  // [0] is the booth

  int number(int square) const;
  Numbers numbers() const;
  bool operator==(const Sheet&) const = default;
};

// Builds a sheet from its numbers; throws std::invalid_argument naming the first square or
// number that breaks P2 (shape, booth, the vicinity's and the other squares' multisets).
Sheet make_sheet(const Numbers& numbers, int id = 0);

// A shuffle of the P2 multisets: vicinity numbers in the vicinity, the others elsewhere.
Sheet generate_sheet(Rng& rng);

inline constexpr int kPublishedSheets = 100;
// Sheet k (1-100) of data/planner/sheets.json (PARKS_DATA overrides the data folder); the file
// is read and checked once.
const Sheet& published_sheet(int k);
// Throws std::runtime_error naming the file and the problem.
std::vector<Sheet> load_sheets(const std::filesystem::path& file);
// The same from JSON text in memory; `source` names it in the messages (as the file name does).
std::vector<Sheet> parse_sheets(std::istream& in, const std::string& source);
std::filesystem::path default_sheets_path();

}  // namespace parks::planner

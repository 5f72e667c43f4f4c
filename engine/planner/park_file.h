#pragma once
// Park files a person types from a paper sheet (format in docs/files.md): the sheet (a published
// number or its 81 numbers), the park as 9 lines of tokens, the three cards and the
// modifications used. Parsing rejects malformed files and what the rules rule out on their face:
// sheets breaking P2, deals P7 redeals, more than 12 modifications (P4), more than 50
// developments.
#include <istream>
#include <stdexcept>
#include <string>

#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

struct ParkFile {
  Sheet sheet;
  Park park;
  Deal deal{};
  int modifications = 0;
};

class ParkFileError : public std::runtime_error {
 public:
  // Line 0: the file has no line at all.
  ParkFileError(int line, const std::string& message)
      : std::runtime_error((line ? "line " + std::to_string(line) : std::string("empty file")) + ": " + message) {}
};

// Throws ParkFileError naming the line and the problem.
ParkFile parse_park_file(std::istream& in);

// One square of a park grid: its token ('.' empty, T P W B, 'i' at the booth) added to `park`,
// and one printed number of a sheet's grid (1-20, 0 at the booth). Both throw
// std::invalid_argument naming the square; the park file and the position file share them.
void read_park_token(const std::string& token, int square, Park& park);
int read_sheet_number(const std::string& word, int square);

// At least one die unlocks each round, so a round places at most 5 developments.
inline constexpr int kMaxDevelopments = kRounds * (kDice - 1);

}  // namespace parks::planner

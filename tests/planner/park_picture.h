#pragma once
// Parks drawn as pictures for the Polyhedral Park Planner tests: 9 rows of 9 tokens, '.' empty,
// 'T' tree, 'P' path, 'W' water, 'B' bench, 'i' the info booth at the centre. Row 0 is the top; the
// booth's vicinity is rows 3-5, columns 3-5.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <initializer_list>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/planner/board.h"
#include "engine/planner/cards.h"
#include "engine/planner/park.h"
#include "engine/planner/rules.h"
#include "engine/planner/sheet.h"

namespace parks::planner::testing {

using Rows = std::array<std::string_view, kSide>;

// A park from a picture: 9 rows of 9 tokens (spaces between tokens are ignored).
inline Park park_of(const Rows& rows) {
  Park park;
  for (int row = 0; row < kSide; ++row) {
    std::string tokens;
    for (char c : rows[static_cast<std::size_t>(row)])
      if (c != ' ') tokens.push_back(c);
    REQUIRE_MESSAGE(tokens.size() == 9u, "row " << row << " needs 9 tokens: " << rows[static_cast<std::size_t>(row)]);
    for (int col = 0; col < kSide; ++col) {
      const char t = tokens[static_cast<std::size_t>(col)];
      const int s = square_of(row, col);
      if (s == kBoothSquare) {
        REQUIRE_MESSAGE(t == 'i', "the booth (4,4) must be drawn 'i'");
        continue;
      }
      switch (t) {
        case '.': break;
        case 'T': park.develop(Development::Tree, s); break;
        case 'P': park.develop(Development::Path, s); break;
        case 'W': park.develop(Development::Water, s); break;
        case 'B': park.develop(Development::Bench, s); break;
        default: FAIL("bad token '" << t << "' at (" << row << "," << col << ")");
      }
    }
  }
  return park;
}

inline Board squares(std::initializer_list<std::pair<int, int>> cells) {
  Board b = 0;
  for (auto [row, col] : cells) b |= bit(square_of(row, col));
  return b;
}

// The message of the exception `f` throws as E, or "" if it throws nothing.
template <class E, class F>
std::string thrown_message(F f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  return "";
}

inline bool mentions(const std::string& message, std::string_view what) {
  return message.find(what) != std::string::npos;
}

// P8 score card for the deal 4,5,9 (targets 14 + 14 + 16 = 44): 9 scoring benches (card 4),
// 4 tree-water pairs on the top row (card 5: 8), the whole vicinity developed (card 9: 32),
// one isolated bench at (8,8).
inline constexpr Rows kWinning = {
    "T W T W T W T W T", ". . . . B . . . .", ". . . . B . . . .", ". . . T B B . . .", ". . . B i B . . .",
    ". . . B B B . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . B",
};

}  // namespace parks::planner::testing

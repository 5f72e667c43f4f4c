#pragma once
// What a game of A Walk in the Park is played with: the landmark squares (W3), the die (W2),
// the number of players and, solo, the level (W12).
#include <array>
#include <cstdint>
#include <string>

#include "engine/walk/grid.h"
#include "engine/walk/rules.h"

namespace parks::walk {

// How many of the die's faces show each piece (indexed by Piece).
struct Die {
  std::array<std::uint8_t, 4> faces{2, 2, 1, 1};
  constexpr int total() const { return faces[0] + faces[1] + faces[2] + faces[3]; }
  constexpr bool operator==(const Die&) const = default;
};

struct Layout {
  std::array<Square, kLandmarks> squares{};
  std::array<std::string, kLandmarks> names{};
  Mask mask() const {
    Mask m = 0;
    for (Square s : squares) m |= bit(s);
    return m;
  }
};

struct Config {
  Mask landmarks = 0;
  Die die;
  int players = 1;
  int level = 1;  // solo only
};

}  // namespace parks::walk

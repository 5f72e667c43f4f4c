#pragma once
// The 5x5 grid of A Walk in the Park as 25-bit masks (W1): square = row * 5 + col, bit i is
// square i. Paths are sets of open sides; a side set is a 4-bit nibble N=1 E=2 S=4 W=8.
#include <cstdint>

#include "engine/core/bits.h"

namespace parks::walk {

using Mask = std::uint32_t;
using Square = int;

inline constexpr int kSide = 5;
inline constexpr int kSquares = kSide * kSide;
inline constexpr Square kCentre = 12;  // (2,2)

inline constexpr Mask kAll = (Mask{1} << kSquares) - 1;
inline constexpr Mask kCol0 = 0x0108421;
inline constexpr Mask kCol4 = kCol0 << 4;

constexpr Mask bit(Square s) { return Mask{1} << s; }
constexpr Square square(int row, int col) { return row * kSide + col; }
constexpr int row_of(Square s) { return s / kSide; }
constexpr int col_of(Square s) { return s % kSide; }

enum Dir : int { North = 0, East = 1, South = 2, West = 3 };
inline constexpr Dir kDirs[] = {North, East, South, West};

constexpr Dir opposite(Dir d) { return static_cast<Dir>(d ^ 2); }

// Moves every square of `m` one step towards `d`; squares that would leave the grid vanish.
constexpr Mask shift(Mask m, Dir d) {
  switch (d) {
    case North: return m >> kSide;
    case South: return (m << kSide) & kAll;
    case East: return (m & ~kCol4) << 1;
    case West: return (m & ~kCol0) >> 1;
  }
  return 0;
}

constexpr Mask neighbours(Mask m) { return shift(m, North) | shift(m, South) | shift(m, East) | shift(m, West); }

// Side sets (W4): a path piece is the nibble of its open sides.
using Sides = std::uint8_t;
constexpr Sides side(Dir d) { return static_cast<Sides>(1u << d); }
inline constexpr Sides kCross = 0xf;

enum class Piece : std::uint8_t { Curve, Straight, T, Ibis };

constexpr Piece piece_of(Sides sides) {
  switch (popcount(static_cast<unsigned>(sides))) {
    case 2: return (sides == 0b0101 || sides == 0b1010) ? Piece::Straight : Piece::Curve;
    case 3: return Piece::T;
    default: return Piece::Ibis;  // the cross exists only at the centre and is never drawn
  }
}

// The rotations of each piece (W4): curve NE ES SW WN, straight NS EW, T closed N E S or W.
struct Rotations {
  Sides sides[4];
  int count;
};
constexpr Rotations rotations(Piece piece) {
  switch (piece) {
    case Piece::Curve: return {{0b0011, 0b0110, 0b1100, 0b1001}, 4};
    case Piece::Straight: return {{0b0101, 0b1010, 0, 0}, 2};
    case Piece::T: return {{0b1110, 0b1101, 0b1011, 0b0111}, 4};
    case Piece::Ibis: return {{0, 0, 0, 0}, 1};
  }
  return {{}, 0};
}

}  // namespace parks::walk

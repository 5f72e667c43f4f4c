#pragma once
// The 9x9 park as 81-bit boards (P1): square = row * 9 + column, row 0 at the top, the info
// booth at (4, 4). One board per development type; shifts move a whole board one square.
#include <bit>
#include <cstdint>
#include <cstdio>
#include <string>

namespace parks::planner {

using Board = unsigned __int128;

inline constexpr int kSide = 9;
inline constexpr int kSquares = kSide * kSide;
inline constexpr int kBoothSquare = 4 * kSide + 4;

constexpr int square_of(int row, int column) { return row * kSide + column; }
constexpr int row_of(int square) { return square / kSide; }
constexpr int column_of(int square) { return square % kSide; }
constexpr Board bit(int square) { return Board{1} << square; }
inline std::string square_name(int square) {  // "(row,column)"
  char name[24];
  std::snprintf(name, sizeof name, "(%d,%d)", row_of(square), column_of(square));
  return name;
}

constexpr Board row_mask(int row) { return Board{0x1FF} << (row * kSide); }
constexpr Board column_mask(int column) {
  Board mask = 0;
  for (int row = 0; row < kSide; ++row) mask |= bit(square_of(row, column));
  return mask;
}

inline constexpr Board kAll = (Board{1} << kSquares) - 1;
inline constexpr Board kFirstColumn = column_mask(0);
inline constexpr Board kLastColumn = column_mask(kSide - 1);
inline constexpr Board kBorder = row_mask(0) | row_mask(kSide - 1) | kFirstColumn | kLastColumn;
inline constexpr Board kCorners =
    bit(square_of(0, 0)) | bit(square_of(0, 8)) | bit(square_of(8, 0)) | bit(square_of(8, 8));
inline constexpr Board kBooth = bit(kBoothSquare);

// Named shifts: `north(b)` holds the squares just above those of b, and so on.
constexpr Board north(Board b) { return b >> kSide; }
constexpr Board south(Board b) { return (b << kSide) & kAll; }
constexpr Board east(Board b) { return (b << 1) & kAll & ~kFirstColumn; }
constexpr Board west(Board b) { return (b >> 1) & ~kLastColumn; }

// Orthogonal neighbours ("connected", "next to").
constexpr Board neighbours(Board b) { return north(b) | south(b) | east(b) | west(b); }
// The 8 squares around ("vicinity").
constexpr Board around(Board b) {
  const Board row = b | east(b) | west(b);
  return (row | north(row) | south(row)) & ~b;
}

inline constexpr Board kVicinity = around(kBooth);         // P1: the booth's 8 squares
inline constexpr Board kNextToBooth = neighbours(kBooth);  // orthogonal, for paths (P9)
inline constexpr Board kSquaresToDevelop = kAll & ~kBooth;

constexpr int count(Board b) {
  return std::popcount(static_cast<std::uint64_t>(b)) + std::popcount(static_cast<std::uint64_t>(b >> 64));
}
constexpr int lowest_square(Board b) {
  const auto low = static_cast<std::uint64_t>(b);
  return low ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}
// Removes and returns the lowest square of a non-empty board.
constexpr int pop_square(Board& b) {
  const int square = lowest_square(b);
  b &= b - 1;
  return square;
}

// The orthogonally connected part of `within` that holds `seed`.
constexpr Board flood(Board seed, Board within) {
  Board region = seed & within;
  for (;;) {
    const Board grown = (region | neighbours(region)) & within;
    if (grown == region) return region;
    region = grown;
  }
}

// Calls `visit(component)` for each orthogonally connected component of `b`.
template <class Visit>
constexpr void for_each_component(Board b, Visit visit) {
  while (b) {
    const Board component = flood(b & (~b + 1), b);
    b &= ~component;
    visit(component);
  }
}

// The squares with at least two orthogonal neighbours in `b`.
constexpr Board next_to_two(Board b) {
  const Board n = north(b), s = south(b), e = east(b), w = west(b);
  return (n & s) | (n & e) | (n & w) | (s & e) | (s & w) | (e & w);
}

// The squares with at least three orthogonal neighbours in `b` (where a chain can branch).
constexpr Board next_to_three(Board b) {
  const Board n = north(b), s = south(b), e = east(b), w = west(b);
  return (n & s & (e | w)) | (e & w & (n | s));
}

// The squares whose row + column is even: orthogonal neighbours differ in colour, so a chain of
// squares alternates between this board and its complement.
inline constexpr Board kEvenSquares = [] {
  Board even = 0;
  for (int s = 0; s < kSquares; ++s) even |= ((row_of(s) + column_of(s)) % 2 == 0) ? bit(s) : 0;
  return even;
}();

}  // namespace parks::planner

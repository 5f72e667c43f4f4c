#pragma once
// The geometry of a square tile (M2): four edges clockwise from north, each with a road at its
// middle or not, and eight half-edges clockwise from the north edge's west half. Turning a tile
// a quarter clockwise moves edge e to e+1 and half-edge h to h+2. Two neighbours meet with
// opposite edges; half-edge h of one faces half-edge h^5 of the other (nw faces sw, ne faces se,
// en faces wn, es faces ws).
#include <array>
#include <cstdint>

namespace parks::minipark {

enum Direction : int { North, East, South, West };
inline constexpr int kDirections = 4;
inline constexpr int kHalfEdges = 8;

using EdgeMask = std::uint8_t;  // bit e: edge e
using HalfMask = std::uint8_t;  // bit h: half-edge h

constexpr Direction opposite(int d) { return static_cast<Direction>((d + 2) & 3); }
constexpr EdgeMask edge_bit(int d) { return static_cast<EdgeMask>(1u << d); }
constexpr int partner_half(int h) { return h ^ 5; }
constexpr HalfMask halves_of_edge(int d) { return static_cast<HalfMask>(3u << (2 * d)); }

constexpr EdgeMask rotate_edges(EdgeMask m, int quarters) {
  const unsigned wide = static_cast<unsigned>(m) << (quarters & 3);
  return static_cast<EdgeMask>((wide | wide >> 4) & 0xF);
}
constexpr HalfMask rotate_halves(HalfMask m, int quarters) {
  const unsigned wide = static_cast<unsigned>(m) << (2 * (quarters & 3));
  return static_cast<HalfMask>((wide | wide >> 8) & 0xFF);
}

// A square of the park, relative to the start tile; x grows east, y grows south.
struct Cell {
  std::int8_t x = 0, y = 0;
  bool operator==(const Cell&) const = default;
  // Both coordinates in one word, for searches that compare many cells at once.
  constexpr std::uint16_t key() const {
    return static_cast<std::uint16_t>(static_cast<std::uint8_t>(x) | static_cast<std::uint8_t>(y) << 8);
  }
};

inline constexpr std::array<int, kDirections> kStepX = {0, 1, 0, -1};
inline constexpr std::array<int, kDirections> kStepY = {-1, 0, 1, 0};

constexpr Cell step(Cell c, int d) {
  return {static_cast<std::int8_t>(c.x + kStepX[d]), static_cast<std::int8_t>(c.y + kStepY[d])};
}

static_assert(rotate_edges(0b0001, 1) == 0b0010 && rotate_edges(0b1000, 1) == 0b0001);
static_assert(rotate_halves(0b1100'0000, 1) == 0b0000'0011);
static_assert(partner_half(0) == 5 && partner_half(1) == 4 && partner_half(2) == 7 && partner_half(3) == 6);

}  // namespace parks::minipark

#pragma once
// Disjoint sets over a fixed number of nodes, each root carrying the set of tiles (slot
// bitset) its component covers: road networks carry their tiles, regions their features.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace parks::minipark {

using SlotSet = std::uint64_t;  // bit s: the tile in slot s

template <int Nodes>
class UnionFind {
  static_assert(Nodes <= 256, "parents are bytes");

 public:
  void make(int n, SlotSet tiles) {
    parent_[n] = static_cast<std::uint8_t>(n);
    tiles_[n] = tiles;
  }
  int find(int n) const {
    while (parent_[n] != n) n = parent_[n];
    return n;
  }
  // Path halving: later finds of these nodes take fewer steps.
  int find_and_compress(int n) {
    while (parent_[n] != n) n = parent_[n] = parent_[parent_[n]];
    return n;
  }
  // Joins the components of a and b; the root with more tiles stays the root.
  void join(int a, int b) {
    a = find_and_compress(a);
    b = find_and_compress(b);
    if (a == b) return;
    if (std::popcount(tiles_[a]) < std::popcount(tiles_[b])) std::swap(a, b);
    parent_[b] = static_cast<std::uint8_t>(a);
    tiles_[a] |= tiles_[b];
  }
  SlotSet tiles(int root) const { return tiles_[root]; }
  bool operator==(const UnionFind&) const = default;

  // The first n nodes only: a park uses the nodes of its placed slots, and copies and compares
  // no more.
  void copy_nodes(const UnionFind& o, int n) {
    std::copy_n(o.parent_.begin(), n, parent_.begin());
    std::copy_n(o.tiles_.begin(), n, tiles_.begin());
  }
  bool same_nodes(const UnionFind& o, int n) const {
    return std::equal(parent_.begin(), parent_.begin() + n, o.parent_.begin()) &&
           std::equal(tiles_.begin(), tiles_.begin() + n, o.tiles_.begin());
  }

 private:
  std::array<std::uint8_t, Nodes> parent_{};
  std::array<SlotSet, Nodes> tiles_{};
};

}  // namespace parks::minipark

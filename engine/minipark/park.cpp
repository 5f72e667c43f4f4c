#include "engine/minipark/park.h"

#include <emmintrin.h>  // SSE2, part of every x86-64

#include <algorithm>
#include <bit>
#include <cassert>

#include "engine/core/bits.h"

namespace parks::minipark {

void Park::start(int tile) {
  openings_.clear();
  add_opening(Cell{});
  size_ = 0;
  place(tile, 0, 0);
}

void Park::lay(int s) {
  const Tile& tile = tile_at(s);
  // Every node of the slot is set, those the tile does not use as empty singletons: a park's
  // nodes then follow from its tiles alone, whatever a copy's nodes held before.
  const int roads = static_cast<int>(tile.roads.size());
  for (int g = 0; g < kMaxRoads; ++g) roads_.make(s * kMaxRoads + g, g < roads ? slot_bit(s) : 0);
  for (int a = 0; a < kMaxAreas; ++a) areas_.make(s * kMaxAreas + a, a == tile.feature ? slot_bit(s) : 0);
  for (int k = 0; k < kKinds; ++k) {
    if (tile.kinds & kind_bit(k)) kinds_[k] |= slot_bit(s);
    else kinds_[k] &= ~slot_bit(s);
  }
  if (tile.roads.empty()) road_slots_ &= ~slot_bit(s);
  else road_slots_ |= slot_bit(s);
  if (tile.either()) either_slots_ |= slot_bit(s);
  else either_slots_ &= ~slot_bit(s);
}

// Joins the road across edge d of slot s to neighbour n, and the areas on both halves.
void Park::connect(int s, int n, int d) {
  const Turned& a = turned_at(s);
  const Turned& b = turned_at(n);
  if (a.edges & edge_bit(d))
    roads_.join(s * kMaxRoads + a.road_of_edge[d], n * kMaxRoads + b.road_of_edge[opposite(d)]);
  for (int h = 2 * d; h < 2 * d + 2; ++h)
    areas_.join(s * kMaxAreas + a.area_of_half[h], n * kMaxAreas + b.area_of_half[partner_half(h)]);
}

int Park::place(int tile, int turn, int opening) {
  const Opening here = openings_[opening];
  const int s = size_++;
  placed_[s] = {here.cell, static_cast<std::uint8_t>(tile), static_cast<std::uint8_t>(turn)};
  neighbour_[s] = here.neighbour;
  lay(s);
  const int last = static_cast<int>(openings_.size()) - 1;
  openings_[opening] = openings_[last];
  patterns_[opening] = patterns_[last];
  keys_[opening] = keys_[last];
  openings_.pop_back();
  const EdgeMask edges = turned_at(s).edges;
  for (int d = 0; d < kDirections; ++d) {
    const int n = here.neighbour[d];
    const int back = opposite(d);
    if (n != kNoSlot) {
      neighbour_[n][back] = static_cast<std::uint8_t>(s);
      connect(s, n, d);
      continue;
    }
    // A cell next to the new tile that was not an opening had no neighbour before.
    const Cell c = step(here.cell, d);
    int o = opening_at(c);
    if (o < 0) {
      o = static_cast<int>(openings_.size());
      add_opening(c);
    }
    Opening& next = openings_[o];
    next.faced |= edge_bit(back);
    if (edges & edge_bit(d)) next.roads |= edge_bit(back);
    next.neighbour[back] = static_cast<std::uint8_t>(s);
    set_patterns(o);
  }
  refresh_accepted();
  return s;
}

bool Park::can_stack(int tile, int turn, int slot) const {
  Opening around;
  for (int d = 0; d < kDirections; ++d) {
    const int n = neighbour_[slot][d];
    if (n == kNoSlot) continue;
    around.faced |= edge_bit(d);
    if (turned_at(n).edges & edge_bit(opposite(d))) around.roads |= edge_bit(d);
  }
  return around.accepts(tiles_->turned(tile, turn).edges);
}

void Park::stack(int tile, int turn, int slot) {
  covered_base_ += !tile_at(slot).expansion;
  placed_[slot].tile = static_cast<std::uint8_t>(tile);
  placed_[slot].turn = static_cast<std::uint8_t>(turn);
  const EdgeMask edges = turned_at(slot).edges;
  for (int i = 0; i < static_cast<int>(openings_.size()); ++i) {
    Opening& o = openings_[i];
    for (int d = 0; d < kDirections; ++d) {
      if (o.neighbour[d] != slot) continue;
      if (edges & edge_bit(opposite(d))) o.roads |= edge_bit(d);
      else o.roads &= static_cast<EdgeMask>(~edge_bit(d));
    }
    set_patterns(i);
  }
  rebuild();
  refresh_accepted();
}

void Park::rebuild() {
  for (int s = 0; s < size_; ++s) lay(s);
  for (int s = 0; s < size_; ++s)
    for (int d : {East, South})
      if (neighbour_[s][d] != kNoSlot) connect(s, neighbour_[s][d], d);
}

void Park::set_patterns(int opening) { patterns_[opening] = openings_[opening].patterns(); }

void Park::add_opening(Cell c) {
  keys_[openings_.size()] = c.key();
  openings_.push_back(Opening{c});
  set_patterns(static_cast<int>(openings_.size()) - 1);
}

void Park::refresh_accepted() {
  accepted_ = 0;
  for (std::size_t o = 0; o < openings_.size(); ++o) accepted_ |= patterns_[o];
}

int Park::most_neighbours(int tile) const {
  int most = 0;
  for (std::size_t o = 0; o < openings_.size(); ++o)
    if (patterns_[o] & tiles_->edge_patterns(tile)) most = std::max(most, std::popcount(openings_[o].faced));
  return most;
}

int Park::neighbours(int s) const {
  int count = 0;
  for (int d = 0; d < kDirections; ++d) count += neighbour_[s][d] != kNoSlot;
  return count;
}

int Park::opening_at(Cell c) const {
  // The listed openings' keys are distinct (check_invariants), so the first match is the one.
  const __m128i key = _mm_set1_epi16(static_cast<std::int16_t>(c.key()));
  const int listed = static_cast<int>(openings_.size());
  for (int o = 0; o < listed; o += kKeyLanes) {
    const __m128i keys = _mm_loadu_si128(reinterpret_cast<const __m128i*>(keys_.data() + o));
    auto hits = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi16(keys, key)));  // 2 bits a lane
    if (listed - o < kKeyLanes) hits &= (1u << 2 * (listed - o)) - 1;  // lanes past the list hold stale keys
    if (hits) return o + std::countr_zero(hits) / 2;
  }
  return -1;
}

int Park::slot_at(Cell c) const {
  for (int s = 0; s < size_; ++s)
    if (placed_[s].cell == c) return s;
  return kNoSlot;
}

int Park::longest_road() const {
  int longest = 0;
  for (int s = 0; s < size_; ++s)
    for (int g = 0; g < static_cast<int>(tile_at(s).roads.size()); ++g)
      longest = std::max(longest, popcount(network_tiles(network(s, g))));
  return longest;
}

Park& Park::operator=(const Park& o) {
  if (this == &o) return *this;
  tiles_ = o.tiles_;
  size_ = o.size_, covered_base_ = o.covered_base_, accepted_ = o.accepted_;
  const std::size_t listed = o.openings_.size();
  std::copy_n(o.patterns_.begin(), listed, patterns_.begin());
  std::copy_n(o.keys_.begin(), listed, keys_.begin());
  std::copy_n(o.placed_.begin(), size_, placed_.begin());
  std::copy_n(o.neighbour_.begin(), size_, neighbour_.begin());
  openings_.clear();
  std::copy(o.openings_.begin(), o.openings_.end(), openings_.extend(listed));
  kinds_ = o.kinds_;
  road_slots_ = o.road_slots_;
  either_slots_ = o.either_slots_;
  roads_.copy_nodes(o.roads_, size_ * kMaxRoads);
  areas_.copy_nodes(o.areas_, size_ * kMaxAreas);
  return *this;
}

bool Park::operator==(const Park& o) const {
  const auto same_first = [](const auto& a, const auto& b, std::size_t n) {
    return std::equal(a.begin(), a.begin() + n, b.begin());
  };
  const std::size_t listed = openings_.size();
  return size_ == o.size_ && covered_base_ == o.covered_base_ && accepted_ == o.accepted_ && tiles_ == o.tiles_ &&
         listed == o.openings_.size() && same_first(placed_, o.placed_, size_) &&
         same_first(patterns_, o.patterns_, listed) && same_first(keys_, o.keys_, listed) &&
         same_first(neighbour_, o.neighbour_, size_) && same_first(openings_, o.openings_, listed) &&
         kinds_ == o.kinds_ && road_slots_ == o.road_slots_ && either_slots_ == o.either_slots_ &&
         roads_.same_nodes(o.roads_, size_ * kMaxRoads) && areas_.same_nodes(o.areas_, size_ * kMaxAreas);
}

void Park::check_invariants() const {
#ifndef NDEBUG
  assert(size_ <= kMaxSlots && covered_base_ <= size_);
  std::uint16_t accepted = 0;
  for (int o = 0; o < static_cast<int>(openings_.size()); ++o) {
    const Opening& here = openings_[o];
    assert(keys_[o] == here.cell.key() && patterns_[o] == here.patterns() && (here.roads & ~here.faced) == 0);
    assert(slot_at(here.cell) == kNoSlot && opening_at(here.cell) == o);  // empty, and listed once
    for (int d = 0; d < kDirections; ++d) {
      const int n = here.neighbour[d];
      assert(((here.faced >> d) & 1) == (n != kNoSlot));
      assert(n == kNoSlot || placed_[n].cell == step(here.cell, d));
      assert(n == kNoSlot || ((here.roads >> d) & 1) == ((turned_at(n).edges >> opposite(d)) & 1));  // M3
    }
    accepted |= patterns_[o];
  }
  assert(accepted == accepted_);
  SlotSet road_slots = 0, either = 0;
  for (int s = 0; s < size_; ++s) {
    assert(slot_at(placed_[s].cell) == s);  // one tile per cell
    if (!tile_at(s).roads.empty()) road_slots |= slot_bit(s);
    if (tile_at(s).either()) either |= slot_bit(s);
    for (int k = 0; k < kKinds; ++k) assert(((kinds_[k] >> s) & 1) == ((tile_at(s).kinds >> k) & 1));
    for (int d = 0; d < kDirections; ++d) {
      const int n = neighbour_[s][d];
      const Cell next = step(placed_[s].cell, d);
      assert(n == kNoSlot ? opening_at(next) >= 0 : placed_[n].cell == next && neighbour_[n][opposite(d)] == s);
      assert(n == kNoSlot || ((turned_at(s).edges >> d) & 1) == ((turned_at(n).edges >> opposite(d)) & 1));  // M3
    }
  }
  assert(road_slots == road_slots_ && either == either_slots_);
#endif
}

}  // namespace parks::minipark

#pragma once
// The park: placed tiles in slots (in the order placed), the empty cells next to them
// ("openings") with the road edges their neighbours demand, and the road networks and regions
// (M4) kept by union-find as tiles are laid, so no move ever searches the graph.
//
// Placement (M3) is one mask test: a turned tile with road edges m fits an opening when
// m & faced == roads (faced: the edges with a neighbour; roads: those whose neighbour has a road
// there). Each opening accepts a set of the 16 edge patterns; their union, against the patterns
// a tile's turns show, says in O(1) whether the tile fits anywhere.
//
// The park has no grid: cells are coordinates relative to the start tile, and a new opening
// can only border the tile just placed, so the bounded lists below hold any park of up to 48
// tiles, whatever its shape.
#include <array>
#include <cstdint>

#include "engine/core/fixed_list.h"
#include "engine/minipark/tiles.h"
#include "engine/minipark/union_find.h"

namespace parks::minipark {

inline constexpr int kMaxSlots = 48;  // 40 base tiles and an expansion tile per player
inline constexpr int kMaxOpenings = 2 * kMaxSlots + 2;
inline constexpr int kKeyLanes = 8;  // cell keys searched 8 at a time, the 16-bit lanes of a vector
inline constexpr std::uint8_t kNoSlot = 255;

struct Placed {
  Cell cell;
  std::uint8_t tile = 0;
  std::uint8_t turn = 0;  // quarter turns clockwise

  bool operator==(const Placed&) const = default;
};

struct Opening {
  Cell cell;
  EdgeMask faced = 0;
  EdgeMask roads = 0;
  std::array<std::uint8_t, kDirections> neighbour{kNoSlot, kNoSlot, kNoSlot, kNoSlot};

  bool operator==(const Opening&) const = default;
  bool accepts(EdgeMask edges) const { return (edges & faced) == roads; }
  // Bit m set for every edge pattern m the opening accepts.
  std::uint16_t patterns() const;
};

// kAcceptedPatterns[faced][roads]: the edge patterns m with m & faced == roads.
inline constexpr auto kAcceptedPatterns = [] {
  std::array<std::array<std::uint16_t, 16>, 16> table{};
  for (unsigned faced = 0; faced < 16; ++faced)
    for (unsigned m = 0; m < 16; ++m) table[faced][m & faced] |= static_cast<std::uint16_t>(1u << m);
  return table;
}();

inline std::uint16_t Opening::patterns() const { return kAcceptedPatterns[faced][roads]; }

class Park {
 public:
  using Nodes = UnionFind<kMaxSlots * kMaxRoads>;  // node s*4+g: road group g (or area g) of slot s

  Park() = default;
  explicit Park(const TileSet& tiles) : tiles_(&tiles) {}
  Park(const Park&) = default;
  // Copies only what is live: the placed slots, their nodes and the listed openings. One-ply
  // search copies the park for every move it tries, mostly while the park is small.
  Park& operator=(const Park& o);

  // The start tile, at (0, 0).
  void start(int tile);
  bool can_place(int tile, int turn, int opening) const {
    return openings_[opening].accepts(tiles_->turned(tile, turn).edges);
  }
  // Lays the tile on an opening and returns its slot.
  int place(int tile, int turn, int opening);
  // The expansion's hammer: the tile replaces the one in `slot`, matching its neighbours.
  bool can_stack(int tile, int turn, int slot) const;
  void stack(int tile, int turn, int slot);
  // Some turn of the tile fits some opening.
  bool fits(int tile) const { return accepted_ & tiles_->edge_patterns(tile); }
  // The most neighbours the tile can be placed next to (its placement points, M3); 0 if it fits nowhere.
  int most_neighbours(int tile) const;

  int size() const { return size_; }
  int covered_base() const { return covered_base_; }  // base tiles stacked over
  const TileSet& tiles() const { return *tiles_; }
  const Placed& placed(int s) const { return placed_[s]; }
  const Tile& tile_at(int s) const { return tiles_->tile(placed_[s].tile); }
  const Turned& turned_at(int s) const { return tiles_->turned(placed_[s].tile, placed_[s].turn); }
  int neighbour(int s, int d) const { return neighbour_[s][d]; }
  int neighbours(int s) const;
  const FixedList<Opening, kMaxOpenings>& openings() const { return openings_; }
  int opening_at(Cell c) const;  // -1 if the cell is not an opening
  // Opening o's cell key and the edge patterns it accepts (bit m: road edges m fit).
  std::uint16_t opening_key(int o) const { return keys_[o]; }
  std::uint16_t opening_patterns(int o) const { return patterns_[o]; }
  int slot_at(Cell c) const;  // kNoSlot if empty

  // Slots whose tile can score as kind k, the tiles with a road, and the either-tiles (more than
  // one kind, scored as one of them).
  SlotSet kind_slots(int k) const { return kinds_[k]; }
  SlotSet road_slots() const { return road_slots_; }
  SlotSet either_slots() const { return either_slots_; }

  // The road network of group g of slot s (its root node), and the tiles on it.
  int network(int s, int g) const { return roads_.find(s * kMaxRoads + g); }
  SlotSet network_tiles(int root) const { return roads_.tiles(root); }
  // The region of the feature of slot s, and the features (their slots) in it.
  int region(int s) const { return areas_.find(s * kMaxAreas + tile_at(s).feature); }
  SlotSet region_features(int root) const { return areas_.tiles(root); }
  int area_region(int s, int a) const { return areas_.find(s * kMaxAreas + a); }
  // The length of the longest road network, in tiles (M4).
  int longest_road() const;

  // Exact equality of everything live (the tile set by identity): what lies past the placed
  // slots and the listed openings is never read.
  bool operator==(const Park& o) const;
  // Asserts that the openings, neighbours and kind sets agree with the placed tiles (M3).
  void check_invariants() const;

 private:
  void lay(int s);  // the slot's nodes and kinds
  void connect(int s, int n, int d);
  void rebuild();  // after a stack: every join again
  void refresh_accepted();
  void set_patterns(int opening);
  void add_opening(Cell c);

  const TileSet* tiles_ = nullptr;
  std::uint8_t size_ = 0, covered_base_ = 0;
  std::uint16_t accepted_ = 0;
  std::array<std::uint16_t, kMaxOpenings> patterns_{};  // of each opening
  // Each opening's cell key, searched a vector at a time, so padded to whole vectors.
  std::array<std::uint16_t, (kMaxOpenings + kKeyLanes - 1) / kKeyLanes * kKeyLanes> keys_{};
  std::array<Placed, kMaxSlots> placed_{};
  std::array<std::array<std::uint8_t, kDirections>, kMaxSlots> neighbour_{};
  FixedList<Opening, kMaxOpenings> openings_;
  std::array<SlotSet, kKinds> kinds_{};
  SlotSet road_slots_ = 0, either_slots_ = 0;
  Nodes roads_, areas_;
};

inline constexpr SlotSet slot_bit(int s) { return SlotSet{1} << s; }

}  // namespace parks::minipark

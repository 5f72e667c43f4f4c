#pragma once
// The park tiles (M1, M2): what each tile shows, as data. A tile has road groups (sets of edges
// joined inside it: one edge is a dead end, three or four meet at a junction), areas (sets of
// half-edges the roads cut it into), the area its feature sits in (where a character marker
// stands), the kinds it can score as (two or more for the expansion's either-tiles), fish on a
// lake, and the expansion's hammer and bonus points. The tile set comes from
// data/minipark/tiles.json or a file given with --tiles; its precomputed quarter turns answer
// every question the park asks with a table lookup.
#include <array>
#include <cstdint>
#include <filesystem>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/minipark/geometry.h"

namespace parks::minipark {

enum Kind : int { Bench, Bush, Playground, Tree, Lake, Fountain, Monument };
inline constexpr int kKinds = 7;
using KindMask = std::uint8_t;
constexpr KindMask kind_bit(int k) { return static_cast<KindMask>(1u << k); }

// The six characters, in the order of the book's basic-rules list; each stands on its picture.
enum Character : int { Child, WorkingMan, Cat, Bird, Fish, Cyclist };
inline constexpr int kCharacters = 6;
inline constexpr std::array<const char*, kCharacters> kCharacterNames = {"child", "working man", "cat",
                                                                         "bird",  "fish",        "cyclist"};
inline constexpr std::array<const char*, kKinds> kKindNames = {"bench", "bush",     "playground", "tree",
                                                               "lake",  "fountain", "monument"};
// The kind of tile each character stands on; the cyclist stands on any tile with a road.
inline constexpr std::array<int, kCharacters> kCharacterKind = {Playground, Bench, Bush, Tree, Lake, -1};

inline constexpr int kMaxRoads = 4;  // road groups on one tile
inline constexpr int kMaxAreas = 4;
inline constexpr int kNoGroup = 255;

struct Tile {
  std::string name;
  int count = 1;
  bool expansion = false;
  bool hammer = false;  // may be stacked onto a placed tile
  int bonus = 0;        // points on placement (the Fountain's 4)
  KindMask kinds = 0;   // empty for a plain road tile
  int fish = 0;
  std::vector<EdgeMask> roads;
  std::vector<HalfMask> areas;
  int feature = 0;  // index into areas

  bool either() const { return kinds & (kinds - 1); }
};

// One tile turned a quarter `r` times clockwise: which group owns each edge, which area each
// half-edge.
struct Turned {
  EdgeMask edges = 0;  // edges with a road
  std::array<std::uint8_t, kDirections> road_of_edge{};
  std::array<std::uint8_t, kHalfEdges> area_of_half{};
  HalfMask feature_halves = 0;
};

struct TileFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kMaxTileTypes = 40;
inline constexpr int kMaxBaseTiles = 40;  // a park of 40 tiles, plus one expansion tile per player
inline constexpr int kMaxExpansionTiles = 10;

class TileSet {
 public:
  // Checks every tile; throws TileFileError naming the tile and the problem.
  explicit TileSet(std::vector<Tile> tiles);

  int types() const { return static_cast<int>(tiles_.size()); }
  const Tile& tile(int t) const { return tiles_[t]; }
  const Turned& turned(int t, int r) const { return turned_[t][r]; }
  // Bit r set when turn r differs from every smaller turn: the placements worth offering.
  std::uint8_t distinct_turns(int t) const { return distinct_[t]; }
  // Bit m set when some distinct turn of the tile has road edges m.
  std::uint16_t edge_patterns(int t) const { return patterns_[t]; }
  int base_tiles() const { return base_; }
  int expansion_tiles() const { return expansion_; }

 private:
  std::vector<Tile> tiles_;
  std::vector<std::array<Turned, 4>> turned_;
  std::vector<std::uint8_t> distinct_;
  std::vector<std::uint16_t> patterns_;
  int base_ = 0, expansion_ = 0;
};

// Reads a tile file; throws TileFileError naming the file, the tile and the problem.
TileSet load_tiles(const std::filesystem::path& file);
// The same from JSON text in memory; `source` names it in the messages (as the file name does).
TileSet parse_tiles(std::istream& in, const std::string& source);
std::filesystem::path default_tiles_path();
// The default tile set, read and checked once.
const TileSet& default_tiles();

}  // namespace parks::minipark

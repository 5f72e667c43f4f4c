#pragma once
// Helpers shared by the Mini Park park tests: tiles built by hand from their roads and areas, a
// small tile set of every road shape, and placements checked as they are made.
#include <doctest/doctest.h>

#include <unistd.h>
#include <algorithm>
#include <array>
#include <bit>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/rng.h"
#include "engine/minipark/state.h"

namespace parks::minipark::testing {

// ---- building tiles by hand ----

inline EdgeMask edges(const std::string& letters) {
  EdgeMask m = 0;
  for (char c : letters) m |= edge_bit(static_cast<int>(std::string("NESW").find(c)));
  return m;
}

inline HalfMask halves(const std::string& names) {
  static const std::array<std::string, kHalfEdges> kNames = {"nw", "ne", "en", "es", "se", "sw", "ws", "wn"};
  HalfMask m = 0;
  for (std::size_t i = 0; i + 1 < names.size(); i += 3)
    m |= static_cast<HalfMask>(1u << (std::find(kNames.begin(), kNames.end(), names.substr(i, 2)) - kNames.begin()));
  return m;
}

inline int half(const std::string& name) { return std::countr_zero(static_cast<unsigned>(halves(name))); }

inline Tile make_tile(const std::string& name, const std::vector<std::string>& roads,
                      const std::vector<std::string>& areas, int feature, KindMask kinds = 0, bool expansion = false,
                      bool hammer = false) {
  Tile t;
  t.name = name;
  t.expansion = expansion;
  t.hammer = hammer;
  t.kinds = kinds;
  t.feature = feature;
  for (const auto& r : roads) t.roads.push_back(edges(r));
  for (const auto& a : areas) t.areas.push_back(halves(a));
  return t;
}

// A road-less tile of `kinds` whose one area covers every half-edge.
inline Tile area_tile(const char* name, KindMask kinds, bool expansion = false, int count = 1) {
  Tile tile;
  tile.name = name;
  tile.count = count;
  tile.kinds = kinds;
  tile.expansion = expansion;
  tile.areas = {0xFF};
  return tile;
}

// A small tile set of every road shape.
enum TestTile : int { Cross, Straight, Curve, Junction, DeadEnd, Plain, Zone, Bridge, Overpass };

inline const TileSet& test_tiles() {
  static const TileSet tiles(std::vector<Tile>{
      make_tile("cross", {"NESW"}, {"ne en", "es se", "sw ws", "wn nw"}, 0),
      make_tile("straight", {"NS"}, {"ne en es se", "sw ws wn nw"}, 0, kind_bit(Bench)),
      make_tile("curve", {"NE"}, {"ne en", "es se sw ws wn nw"}, 1, kind_bit(Playground)),
      make_tile("junction", {"NES"}, {"ne en", "es se", "sw ws wn nw"}, 2),
      make_tile("dead end", {"N"}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Lake)),
      make_tile("plain", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Tree)),
      // Construction Zone style: four dead ends, four corner areas, nothing joined (M2).
      make_tile("zone", {"N", "E", "S", "W"}, {"wn nw", "ne en", "es se", "sw ws"}, 0, 0, true, true),
      // Arched Bridge style: one road N-S, one area touching all eight half-edges.
      make_tile("bridge", {"NS"}, {"nw ne en es se sw ws wn"}, 0, 0, true, true),
      // A crossing with a single area: only its road pattern turns.
      make_tile("overpass", {"NESW"}, {"nw ne en es se sw ws wn"}, 0),
  });
  return tiles;
}

inline Cell cell(int x, int y) { return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }

// Places a tile on the opening at (x, y), which must be one and must accept it.
inline int put(Park& park, int tile, int turn, int x, int y) {
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  REQUIRE(park.can_place(tile, turn, o));
  return park.place(tile, turn, o);
}

// Bit r set when turn r of the tile may go on the opening at (x, y).
inline int turns_accepted(const Park& park, int tile, int x, int y) {
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  int mask = 0;
  for (int r = 0; r < 4; ++r) mask |= park.can_place(tile, r, o) << r;
  return mask;
}

inline void check_opening(const Park& park, int x, int y, EdgeMask faced, EdgeMask roads) {
  INFO("opening (" << x << ", " << y << ")");
  const int o = park.opening_at(cell(x, y));
  REQUIRE(o >= 0);
  CHECK(int(park.openings()[o].faced) == int(faced));
  CHECK(int(park.openings()[o].roads) == int(roads));
  for (int d = 0; d < kDirections; ++d) {
    const Cell c = step(cell(x, y), d);
    CHECK(int(park.openings()[o].neighbour[d]) == park.slot_at(c));
  }
}

inline SlotSet slots(std::initializer_list<int> list) {
  SlotSet s = 0;
  for (int x : list) s |= slot_bit(x);
  return s;
}

}  // namespace parks::minipark::testing

#include "engine/minipark/tiles.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

#include "engine/core/files.h"
#include "engine/core/install_paths.h"
#include "engine/core/text.h"

namespace parks::minipark {

namespace {

constexpr std::array<const char*, kHalfEdges> kHalfNames = {"nw", "ne", "en", "es", "se", "sw", "ws", "wn"};
constexpr const char* kEdgeLetters = "NESW";

[[noreturn]] void fail(const std::string& where, const std::string& problem) {
  throw TileFileError(where + ": " + problem);
}

Turned turn(const Tile& tile, int r) {
  Turned t;
  t.road_of_edge.fill(kNoGroup);
  for (std::size_t g = 0; g < tile.roads.size(); ++g) {
    const EdgeMask m = rotate_edges(tile.roads[g], r);
    t.edges |= m;
    for (int d = 0; d < kDirections; ++d)
      if (m & edge_bit(d)) t.road_of_edge[d] = static_cast<std::uint8_t>(g);
  }
  for (std::size_t a = 0; a < tile.areas.size(); ++a) {
    const HalfMask m = rotate_halves(tile.areas[a], r);
    for (int h = 0; h < kHalfEdges; ++h)
      if (m >> h & 1) t.area_of_half[h] = static_cast<std::uint8_t>(a);
  }
  t.feature_halves = rotate_halves(tile.areas[tile.feature], r);
  return t;
}

// What a turn looks like from outside: its road groups and areas as sets, and the feature's.
auto appearance(const Tile& tile, int r) {
  std::vector<int> roads, areas;
  for (EdgeMask m : tile.roads) roads.push_back(rotate_edges(m, r));
  for (HalfMask m : tile.areas) areas.push_back(rotate_halves(m, r));
  std::sort(roads.begin(), roads.end());
  std::sort(areas.begin(), areas.end());
  return std::tuple{roads, areas, rotate_halves(tile.areas[tile.feature], r)};
}

void check(const Tile& tile, const std::string& where) {
  if (tile.count < 1 || tile.count > kMaxBaseTiles)
    fail(where, "count must be 1-40, got " + std::to_string(tile.count));
  if (tile.roads.size() > kMaxRoads) fail(where, "more than 4 roads");
  if (tile.areas.empty() || tile.areas.size() > kMaxAreas) fail(where, "needs 1-4 areas");
  EdgeMask edges = 0;
  for (EdgeMask m : tile.roads) {
    if (!m) fail(where, "a road with no edge");
    if (edges & m) fail(where, "an edge in two roads");
    edges |= m;
  }
  HalfMask halves = 0;
  for (HalfMask m : tile.areas) {
    if (!m) fail(where, "an area with no half-edge");
    if (halves & m) fail(where, "a half-edge in two areas");
    halves |= m;
  }
  if (halves != 0xFF) fail(where, "the areas must cover all eight half-edges");
  for (int d = 0; d < kDirections; ++d) {
    if (edges & edge_bit(d)) continue;
    const bool split = std::none_of(tile.areas.begin(), tile.areas.end(),
                                    [&](HalfMask m) { return (m & halves_of_edge(d)) == halves_of_edge(d); });
    if (split)
      fail(where, std::string("edge ") + kEdgeLetters[d] + " has no road but its halves are in different areas");
  }
  if (tile.feature < 0 || tile.feature >= static_cast<int>(tile.areas.size()))
    fail(where, "feature must name one of its " + std::to_string(tile.areas.size()) + " areas (0-based)");
  if (tile.fish < 0 || tile.fish > 9) fail(where, "fish must be 0-9");
  if (tile.fish && !(tile.kinds & kind_bit(Lake))) fail(where, "fish on a tile that is not a lake");
  if ((tile.hammer || tile.either() || tile.bonus) && !tile.expansion)
    fail(where, "a hammer, a bonus or several kinds are expansion features");
  if (tile.bonus < 0 || tile.bonus > 20) fail(where, "bonus must be 0-20");
}

EdgeMask read_edges(const std::string& text, const std::string& where) {
  EdgeMask m = 0;
  for (char c : text) {
    const char* p = std::strchr(kEdgeLetters, c);
    if (c == '\0' || !p) fail(where, std::string("road '") + text + "': edges are the letters N, E, S, W");
    m |= edge_bit(static_cast<int>(p - kEdgeLetters));
  }
  return m;
}

HalfMask read_halves(const std::string& text, const std::string& where) {
  HalfMask m = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    const std::string name = text.substr(i, 2);
    const auto it = std::find(kHalfNames.begin(), kHalfNames.end(), name);
    if (it == kHalfNames.end() || (i + 2 < text.size() && text[i + 2] != ' '))
      fail(where, "area '" + text + "': half-edges are nw ne en es se sw ws wn");
    m |= static_cast<HalfMask>(1u << (it - kHalfNames.begin()));
    i += 2;
  }
  return m;
}

// The JSON library converts 2.7 to 2 and "NS" to ["NS"]; a tile file is refused instead.
int integer(const nlohmann::json& j, const char* key, int absent, const std::string& where) {
  if (!j.contains(key)) return absent;
  if (!j[key].is_number_integer()) fail(where, std::string("'") + key + "' must be a whole number");
  if (j[key].is_number_unsigned() && j[key].get<std::uint64_t>() > 1000)  // not as int64: 2^64 - 1 would read -1
    fail(where, std::string("'") + key + "' is out of range, got " + std::to_string(j[key].get<std::uint64_t>()));
  const auto value = j[key].get<std::int64_t>();
  if (value < -1000 || value > 1000)
    fail(where, std::string("'") + key + "' is out of range, got " + std::to_string(value));
  return static_cast<int>(value);
}

bool flag(const nlohmann::json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) return false;
  if (!j[key].is_boolean()) fail(where, std::string("'") + key + "' must be true or false");
  return j[key].get<bool>();
}

std::vector<std::string> strings(const nlohmann::json& j, const char* key, const std::string& where) {
  std::vector<std::string> list;
  if (!j.contains(key)) return list;
  if (!j[key].is_array()) fail(where, std::string("'") + key + "' must be a list of strings");
  for (const auto& item : j[key]) {
    if (!item.is_string()) fail(where, std::string("'") + key + "' must be a list of strings");
    list.push_back(item.get<std::string>());
  }
  return list;
}

KindMask read_kinds(const std::vector<std::string>& names, const std::string& where) {
  KindMask m = 0;
  for (const auto& name : names) {
    const auto it = std::find_if(kKindNames.begin(), kKindNames.end(), [&](const char* k) { return name == k; });
    if (it == kKindNames.end())
      fail(where, "unknown kind '" + name + "' (bench, bush, playground, tree, lake, fountain, monument)");
    m |= kind_bit(static_cast<int>(it - kKindNames.begin()));
  }
  return m;
}

Tile read_tile(const nlohmann::json& j, const std::string& where) {
  static const std::array<const char*, 10> known = {"name",  "count", "expansion", "hammer", "bonus",
                                                    "kinds", "fish",  "roads",     "areas",  "feature"};
  for (const auto& item : j.items()) {
    const std::string& key = item.key();  // not a structured binding: clang 14 (the fuzz build) cannot capture one
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
      fail(where, "unknown key '" + key + "'");
  }
  for (const char* key : {"name", "count", "roads", "areas"})
    if (!j.contains(key)) fail(where, std::string("missing '") + key + "'");
  if (!j["name"].is_string()) fail(where, "'name' must be a string");
  Tile tile;
  tile.name = j["name"].get<std::string>();
  tile.count = integer(j, "count", 0, where);
  tile.expansion = flag(j, "expansion", where);
  tile.hammer = flag(j, "hammer", where);
  tile.bonus = integer(j, "bonus", 0, where);
  tile.kinds = read_kinds(strings(j, "kinds", where), where);
  tile.fish = integer(j, "fish", 0, where);
  tile.feature = integer(j, "feature", 0, where);
  for (const auto& road : strings(j, "roads", where)) tile.roads.push_back(read_edges(road, where));
  for (const auto& area : strings(j, "areas", where)) tile.areas.push_back(read_halves(area, where));
  return tile;
}

}  // namespace

TileSet::TileSet(std::vector<Tile> tiles) : tiles_(std::move(tiles)) {
  if (tiles_.empty() || tiles_.size() > kMaxTileTypes)
    throw TileFileError("a tile set has 1-" + std::to_string(kMaxTileTypes) + " kinds of tile, got " +
                        std::to_string(tiles_.size()));
  for (std::size_t t = 0; t < tiles_.size(); ++t) {
    const Tile& tile = tiles_[t];
    check(tile, "tile " + std::to_string(t + 1) + " '" + tile.name + "'");
    (tile.expansion ? expansion_ : base_) += tile.count;
    std::array<Turned, 4> turns;
    std::uint8_t distinct = 0;
    std::uint16_t patterns = 0;
    for (int r = 0; r < 4; ++r) {
      turns[r] = turn(tile, r);
      bool seen = false;
      for (int q = 0; q < r; ++q) seen |= appearance(tile, q) == appearance(tile, r);
      if (seen) continue;
      distinct |= static_cast<std::uint8_t>(1u << r);
      patterns |= static_cast<std::uint16_t>(1u << turns[r].edges);
    }
    turned_.push_back(turns);
    distinct_.push_back(distinct);
    patterns_.push_back(patterns);
  }
  if (base_ < 3 || base_ > kMaxBaseTiles)
    throw TileFileError("the base tiles must number 3-40 (a start tile and two face up), got " + std::to_string(base_));
  if (expansion_ > kMaxExpansionTiles)
    throw TileFileError("at most 10 expansion tiles, got " + std::to_string(expansion_));
}

TileSet load_tiles(const std::filesystem::path& file) {
  std::istringstream in;
  try {
    in.str(read_whole_file(file, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw TileFileError(std::string("tile file ") + e.what());
  }
  return parse_tiles(in, file.string());
}

TileSet parse_tiles(std::istream& in, const std::string& source) {
  const std::string name = "tile file '" + source + "'";
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw TileFileError(name + ": not valid JSON (byte " + std::to_string(e.byte) + ")");
  } catch (const nlohmann::json::out_of_range&) {  // a number like 1e999
    throw TileFileError(name + ": not valid JSON (a number out of range)");
  }
  try {
    if (!j.is_object() || !j.contains("tiles") || !j["tiles"].is_array())
      throw TileFileError("needs an object with a 'tiles' list");
    std::vector<Tile> tiles;
    for (std::size_t t = 0; t < j["tiles"].size(); ++t) {
      const auto& item = j["tiles"][t];
      const std::string where = "tile " + std::to_string(t + 1);
      if (!item.is_object()) fail(where, "not an object");
      const std::string named =
          where + (item.contains("name") && item["name"].is_string() ? " '" + item["name"].get<std::string>() + "'"
                                                                     : std::string());
      try {
        tiles.push_back(read_tile(item, named));
      } catch (const nlohmann::json::exception&) {
        fail(named, "a value has the wrong type");
      }
    }
    return TileSet(std::move(tiles));
  } catch (const TileFileError& e) {
    throw TileFileError(name + ": " + printable(e.what()));
  }
}

std::filesystem::path default_tiles_path() { return data_file("minipark", "tiles.json"); }

const TileSet& default_tiles() {
  static const TileSet tiles = load_tiles(default_tiles_path());
  return tiles;
}

}  // namespace parks::minipark

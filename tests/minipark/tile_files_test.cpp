// Mini Park tile files: the default file and good files load, every problem is reported by name,
// and tile sets built in code are checked too.
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
#include "tests/minipark/park_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// Tile files

namespace {

std::filesystem::path scratch_dir() {
  const auto dir = std::filesystem::temp_directory_path() / ("minipark_tiles_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

std::string load_error(const std::filesystem::path& file) {
  try {
    load_tiles(file);
  } catch (const TileFileError& e) {
    return e.what();
  }
  return "(no error)";
}

const std::string kGood =
    R"({"name": "good", "count": 3, "kinds": ["tree"], "roads": [], "areas": ["nw ne en es se sw ws wn"]})";

}  // namespace

TEST_CASE("minipark tile files: the default file and a small good file load") {
  const TileSet tiles = load_tiles(default_tiles_path());
  CHECK(tiles.base_tiles() == 30);
  CHECK(tiles.expansion_tiles() == 10);
  CHECK(tiles.types() == 32);
  CHECK(default_tiles().base_tiles() == 30);

  const TileSet small = load_tiles(std::filesystem::path(PARKS_TEST_DATA) / "minipark" / "small_tiles.json");
  REQUIRE(small.types() == 3);
  CHECK(small.base_tiles() == 4);
  CHECK(small.expansion_tiles() == 1);
  const Tile& lake = small.tile(0);
  CHECK(lake.name == "lake corner");
  CHECK(lake.count == 3);
  CHECK(int(lake.kinds) == int(kind_bit(Lake)));
  CHECK(lake.fish == 2);
  CHECK(lake.roads == std::vector<EdgeMask>{edges("NE")});
  CHECK(lake.areas == std::vector<HalfMask>{halves("ne en"), halves("es se sw ws wn nw")});
  CHECK(lake.feature == 1);
  CHECK_FALSE(lake.expansion);
  const Tile& zone = small.tile(2);
  CHECK(zone.expansion);
  CHECK(zone.hammer);
  CHECK(zone.bonus == 2);
  CHECK(int(zone.kinds) == int(kind_bit(Bench) | kind_bit(Bush)));
  CHECK(zone.either());
  CHECK(zone.roads == std::vector<EdgeMask>{edges("N"), edges("E"), edges("S"), edges("W")});
  CHECK(int(small.distinct_turns(1)) == 0b0001);
}

TEST_CASE("minipark tile files: each problem is reported by name") {
  const auto dir = scratch_dir();
  struct Case {
    const char* what;
    std::string text;
    std::string phrase;
  };
  const auto tile = [](const std::string& fields) {
    return R"({"tiles": [)" + kGood + R"(, {"name": "bad", )" + fields + "}]}";
  };
  const std::vector<Case> cases = {
      {"invalid JSON", R"({"tiles": [)", "not valid JSON"},
      {"empty file", "", "not valid JSON"},
      {"no tiles list", R"({"tile": []})", "needs an object with a 'tiles' list"},
      {"tiles not a list", R"({"tiles": {}})", "needs an object with a 'tiles' list"},
      {"top level a list", R"([])", "needs an object with a 'tiles' list"},
      {"no tiles at all", R"({"tiles": []})", "a tile set has 1-40 kinds of tile, got 0"},
      {"a tile not an object", R"({"tiles": [)" + kGood + R"(, 7]})", "tile 2: not an object"},
      {"unknown key", tile(R"("count": 1, "colour": "red", "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': unknown key 'colour'"},
      {"missing roads", tile(R"("count": 1, "areas": ["nw ne en es se sw ws wn"])"), "tile 2 'bad': missing 'roads'"},
      {"missing areas", tile(R"("count": 1, "roads": [])"), "tile 2 'bad': missing 'areas'"},
      {"missing count", tile(R"("roads": [], "areas": ["nw ne en es se sw ws wn"])"), "tile 2 'bad': missing 'count'"},
      {"bad edge letter", tile(R"("count": 1, "roads": ["NX"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "tile 2 'bad': road 'NX': edges are the letters N, E, S, W"},
      {"lower-case edge", tile(R"("count": 1, "roads": ["ns"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "road 'ns': edges are the letters N, E, S, W"},
      {"edge in two roads", tile(R"("count": 1, "roads": ["NS", "N"], "areas": ["ne en es se", "sw ws wn nw"])"),
       "tile 2 'bad': an edge in two roads"},
      {"a road with no edge", tile(R"("count": 1, "roads": [""], "areas": ["nw ne en es se sw ws wn"])"),
       "a road with no edge"},
      {"bad half-edge name", tile(R"("count": 1, "roads": [], "areas": ["nw ne en es se sw ws xx"])"),
       "tile 2 'bad': area 'nw ne en es se sw ws xx': half-edges are nw ne en es se sw ws wn"},
      {"half-edges run together", tile(R"("count": 1, "roads": [], "areas": ["nwne en es se sw ws wn"])"),
       "half-edges are nw ne en es se sw ws wn"},
      {"half-edge in two areas", tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "se sw ws wn nw"])"),
       "tile 2 'bad': a half-edge in two areas"},
      {"areas not covering all 8", tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn"])"),
       "tile 2 'bad': the areas must cover all eight half-edges"},
      {"no areas", tile(R"("count": 1, "roads": [], "areas": [])"), "tile 2 'bad': needs 1-4 areas"},
      {"five areas", tile(R"("count": 1, "roads": ["NESW"], "areas": ["nw", "ne en", "es se", "sw ws", "wn"])"),
       "needs 1-4 areas"},
      {"no-road edge with halves split", tile(R"("count": 1, "roads": [], "areas": ["nw", "ne en es se sw ws wn"])"),
       "tile 2 'bad': edge N has no road but its halves are in different areas"},
      {"no-road west edge split", tile(R"("count": 1, "roads": ["N"], "areas": ["wn nw ne", "en es se sw ws"])"),
       "edge W has no road but its halves are in different areas"},
      {"feature index out of range",
       tile(R"("count": 1, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"], "feature": 2)"),
       "tile 2 'bad': feature must name one of its 2 areas (0-based)"},
      {"negative feature", tile(R"("count": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"], "feature": -1)"),
       "feature must name one of its 1 areas (0-based)"},
      {"fish on a non-lake",
       tile(R"("count": 1, "kinds": ["tree"], "fish": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': fish on a tile that is not a lake"},
      {"hammer on a base tile",
       tile(R"("count": 1, "hammer": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': a hammer, a bonus or several kinds are expansion features"},
      {"bonus on a base tile", tile(R"("count": 1, "bonus": 4, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "a hammer, a bonus or several kinds are expansion features"},
      {"two kinds on a base tile",
       tile(R"("count": 1, "kinds": ["tree", "lake"], "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "a hammer, a bonus or several kinds are expansion features"},
      {"unknown kind", tile(R"("count": 1, "kinds": ["castle"], "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': unknown kind 'castle' (bench, bush, playground, tree, lake, fountain, monument)"},
      {"count 0", tile(R"("count": 0, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': count must be 1-40, got 0"},
      {"count 41", tile(R"("count": 41, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "count must be 1-40, got 41"},
      {"wrong value type", tile(R"("count": "two", "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': 'count' must be a whole number"},
      {"road not a string", tile(R"("count": 1, "roads": [3], "areas": ["nw ne en es se sw ws wn"])"),
       "tile 2 'bad': 'roads' must be a list of strings"},
      {"name not a string",
       R"({"tiles": [)" + kGood + R"(, {"name": 5, "count": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "tile 2: 'name' must be a string"},
      {"too few base tiles",
       R"({"tiles": [{"name": "a", "count": 2, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 2"},
      {"only expansion tiles",
       R"({"tiles": [{"name": "a", "count": 5, "expansion": true, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 0"},
      {"more than 40 base tiles",
       R"({"tiles": [{"name": "a", "count": 30, "roads": [], "areas": ["nw ne en es se sw ws wn"]},)"
       R"({"name": "b", "count": 11, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})",
       "the base tiles must number 3-40 (a start tile and two face up), got 41"},
      {"more than 10 expansion tiles",
       tile(R"("count": 11, "expansion": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])"),
       "at most 10 expansion tiles, got 11"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto file = dir / ("bad_" + std::to_string(i) + ".json");
    {
      std::ofstream out(file);
      out << cases[i].text;
    }
    const std::string message = load_error(file);
    INFO(cases[i].what << ": " << message);
    CHECK(message.find(cases[i].phrase) != std::string::npos);
    CHECK(message.find("tile file '" + file.string() + "'") == 0);  // names the file first
  }
  // A file that is not there.
  const auto missing = dir / "no_such_file.json";
  const std::string message = load_error(missing);
  CHECK(message == "tile file '" + missing.string() + "' cannot be read: no such file");
  std::filesystem::remove_all(dir);

  // The bad files kept with the tests.
  const auto data = std::filesystem::path(PARKS_TEST_DATA) / "minipark";
  CHECK(load_error(data / "bad_road_edge.json").find("tile 1 'crossed': an edge in two roads") != std::string::npos);
  CHECK(load_error(data / "bad_expansion_count.json").find("at most 10 expansion tiles, got 12") != std::string::npos);
}

// nlohmann's get<int> converts a float or a boolean, and iterating a JSON string visits the
// string itself: the loader checks each value's type so that these files are refused.
TEST_CASE("minipark tile files: values of the wrong JSON type are refused, not converted") {
  const auto dir = scratch_dir();
  struct Case {
    std::string what, fields, phrase;
  };
  const std::vector<Case> cases = {
      {"count a float", R"("count": 2.7, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'count' must be a whole number"},
      {"count a boolean", R"("count": true, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'count' must be a whole number"},
      {"fish a float",
       R"("count": 1, "kinds": ["lake"], "fish": 1.5, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'fish' must be a whole number"},
      {"hammer a number",
       R"("count": 1, "expansion": true, "hammer": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'hammer' must be true or false"},
      {"roads a string", R"("count": 1, "roads": "NS", "areas": ["ne en es se", "sw ws wn nw"])",
       "'roads' must be a list of strings"},
      {"areas a string", R"("count": 1, "roads": [], "areas": "nw ne en es se sw ws wn")",
       "'areas' must be a list of strings"},
      {"kinds a string", R"("count": 1, "kinds": "tree", "roads": [], "areas": ["nw ne en es se sw ws wn"])",
       "'kinds' must be a list of strings"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto file = dir / ("type_" + std::to_string(i) + ".json");
    {
      std::ofstream out(file);
      out << R"({"tiles": [)" << kGood << R"(, {"name": "bad", )" << cases[i].fields << "}]}";
    }
    const std::string message = load_error(file);
    INFO(cases[i].what << ": " << message);
    CHECK(message.find("tile 2 'bad': " + cases[i].phrase) != std::string::npos);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("minipark tile sets built in code are checked too") {
  const auto error = [](std::vector<Tile> list) -> std::string {
    try {
      TileSet set(std::move(list));
    } catch (const TileFileError& e) {
      return e.what();
    }
    return "(no error)";
  };
  Tile plain = make_tile("plain", {}, {"nw ne en es se sw ws wn"}, 0);
  plain.count = 3;
  CHECK(error({plain}) == "(no error)");
  Tile split = make_tile("split", {}, {"nw ne en", "es se sw ws wn"}, 0);
  CHECK(error({plain, split}) == "tile 2 'split': edge E has no road but its halves are in different areas");
  Tile many = make_tile("many", {"N", "E", "S", "W", "N"}, {"nw ne en es se sw ws wn"}, 0);
  CHECK(error({plain, many}) == "tile 2 'many': more than 4 roads");
  Tile fish = make_tile("fishy", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Lake));
  fish.fish = 10;
  CHECK(error({plain, fish}) == "tile 2 'fishy': fish must be 0-9");
  Tile fountain = make_tile("fountain", {}, {"nw ne en es se sw ws wn"}, 0, kind_bit(Fountain), true);
  fountain.bonus = 21;
  CHECK(error({plain, fountain}) == "tile 2 'fountain': bonus must be 0-20");
  CHECK(error({}) == "a tile set has 1-40 kinds of tile, got 0");
}

// A number too large for a double, such as 1e999, makes the JSON library throw out_of_range, not
// parse_error: both must become a TileFileError.
TEST_CASE("minipark tile files: a number beyond a double (1e999) is invalid JSON, a TileFileError") {
  for (const std::string text : {"1e999", R"({"tiles": [{"name": "a", "count": -1e999}]})"}) {
    CAPTURE(text);
    std::istringstream in(text);
    CHECK_THROWS_WITH_AS(parse_tiles(in, "big.json"), "tile file 'big.json': not valid JSON (a number out of range)",
                         TileFileError);
  }
}

// Names, kinds and keys are quoted from the file with their control characters escaped, so a
// "\n" in a tile's name still gives a one-line error.
TEST_CASE("minipark tile files: a line break in a name still gives a one-line message") {
  std::istringstream in(
      R"({"tiles": [{"name": "two\nlines", "count": 0, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})");
  CHECK_THROWS_WITH_AS(parse_tiles(in, "name.json"),
                       "tile file 'name.json': tile 1 'two\\x0alines': count must be 1-40, got 0", TileFileError);
}

TEST_CASE("minipark tile files: a directory or a huge count is refused with the file named") {
  const auto error = [](const std::string& path) -> std::string {
    try {
      load_tiles(path);
    } catch (const TileFileError& e) {
      return e.what();
    }
    return "";
  };
  CHECK(error(PARKS_TEST_DATA "/minipark") == "tile file '" PARKS_TEST_DATA "/minipark' is not a readable file");
  const std::string big = std::filesystem::temp_directory_path() / "minipark_big_count.json";
  {
    std::ofstream out(big);
    out << R"({"tiles": [{"name": "a", "count": 3000000000, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})";
  }
  CHECK(error(big) == "tile file '" + big + "': tile 1 'a': 'count' is out of range, got 3000000000");
  std::filesystem::remove(big);
}

TEST_SUITE_END();

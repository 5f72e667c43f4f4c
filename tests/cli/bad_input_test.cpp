// Bad input, parser by parser: for every parser of a file or spec a user hands to parks, a table
// of inputs it must refuse (empty, truncated, wrong types, numbers out of range, unknown names,
// duplicates, binary garbage), each with a fragment of the expected message. Every refusal must
// be the parser's documented exception with a one-line message. The tables extend the parsers'
// own tests (walk_sheet_file_test, walk_rules_test, planner_cli_test, planner_cards_test,
// minipark_park_test, hike_components_test, search_mcts_test, checkpoint_test) without repeating
// them. Then every flag of the binary that takes a file or a spec, given a bad one: exit status
// 2, nothing on stdout, one line on stderr. tests/fuzz/ fuzzes the same parsers.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "analysis/checkpoint.h"
#include "engine/hike/components.h"
#include "engine/minipark/tiles.h"
#include "engine/planner/park_file.h"
#include "engine/planner/sheet.h"
#include "engine/walk/components.h"
#include "engine/walk/sheet_file.h"
#include "tests/cli/run_parks.h"

using namespace parks;

namespace {

struct Bad {
  std::string name;
  std::string input;
  std::string fragment;  // of the message
};

// Bytes that are no text format at all: NUL, a zip header, invalid UTF-8, control characters.
const std::string kGarbage("\x00\xff\xfePK\x03\x04\x01\x02\x7f\x80\x1b[2J\xc3\x28", 16);
const std::string kBom = "\xEF\xBB\xBF";  // a UTF-8 byte order mark, as some editors write

// Each row must throw Error (the parser's documented exception), whose message is one line
// holding the row's fragment; `parse` takes the row's input.
template <class Error, class Parse>
void check_table(const std::vector<Bad>& table, Parse parse) {
  REQUIRE(table.size() >= 8);
  for (const Bad& bad : table) {
    CAPTURE(bad.name);
    std::string message = "(no exception)";
    bool documented = false;
    try {
      parse(bad.input);
    } catch (const Error& e) {
      documented = true;
      message = e.what();
    } catch (const std::exception& e) {
      message = std::string("(another exception) ") + e.what();
    }
    CAPTURE(message);
    CHECK(documented);
    CHECK(message.find('\n') == std::string::npos);
    CHECK(message.find(bad.fragment) != std::string::npos);
  }
}

std::string lines_of(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// ---------------------------------------------------------------------------------------------
// A Walk in the Park sheet files.

// The Duck Pond (2,0) visited.
const std::string kWalkRows =
    lines_of({".  .  .  .  .", ".  .  .  .  .", "EW EW +  .  .", ".  .  .  .  .", ".  .  .  .  ."});

std::string walk_sheet(const std::string& tail) { return "landmarks default\ngrid\n" + kWalkRows + tail; }

}  // namespace

TEST_SUITE_BEGIN("cli");

TEST_CASE("bad input: walk sheet files") {
  check_table<walk::SheetError>(
      {
          {"empty", "", "line 0: missing 'landmarks' line"},
          {"comments only", "# a sheet\n\n   # nothing yet\n", "line 3: missing 'landmarks' line"},
          {"truncated after one grid row", "landmarks default\ngrid\n.  .  .  .  .\n",
           "the grid needs 5 rows, found 1"},
          {"truncated inside a grid row", "landmarks default\ngrid\n" + kWalkRows.substr(0, kWalkRows.size() - 6),
           "grid row 4 needs 5 tokens, found 3"},
          {"a blank line inside the grid", "landmarks default\ngrid\n\n" + kWalkRows,
           "grid row 0 needs 5 tokens, found 0"},
          {"a landmark with a fraction", "landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 1.5,2\n",
           "landmark '1.5,2' is not row,col"},
          {"a landmark past int", "landmarks 0,0 0,1 0,2 0,3 0,4 1,0 1,1 99999999999,0\n",
           "landmark '99999999999,0' is not row,col"},
          {"a landmark row -1", "landmarks -1,0 0,1 0,2 0,3 0,4 1,0 1,1 1,2\n",
           "landmark -1,0 is outside the 5x5 grid"},
          {"a landmark count as a word", "landmarks eight\n", "landmarks needs 'default' or 8 squares as row,col"},
          {"words after grid", "landmarks default\ngrid 5\n" + kWalkRows, "'grid' takes no words"},
          {"an unknown line", "landmarks default\nscore 12\n", "unknown line 'score'"},
          {"an unknown bonus", walk_sheet("bonuses plus7\n"), "unknown bonus 'plus7'"},
          {"an unknown conversion", walk_sheet("converted t\n"), "unknown conversion 't' (curve or straight)"},
          {"a lower-case path token", "landmarks default\ngrid\nne .  .  .  .\n" + kWalkRows.substr(14),
           "bad token 'ne' at 0,0"},
          {"a bonus ticked twice", walk_sheet("bonuses plus2 plus2\n"), "bonus 'plus2' ticked twice (W8)"},
          {"a second bonuses line", walk_sheet("bonuses plus1\nbonuses\n"), "line 9: second 'bonuses' line"},
          {"binary garbage", kGarbage, "line 1: unknown line"},
          {"a byte order mark", kBom + walk_sheet(""), "line 1: unknown line"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        walk::parse_sheet(in, walk::default_components());
      });
}

// ---------------------------------------------------------------------------------------------
// A Walk in the Park components files.

namespace {

std::string walk_components(const std::string& die, const std::string& first_landmark) {
  return R"({"die": )" + die + R"(, "default_sheet": {"landmarks": [)" + first_landmark +
         R"(, {"name": "b", "square": [0, 2]}, {"name": "c", "square": [0, 3]}, {"name": "d", "square": [0, 4]},
         {"name": "e", "square": [1, 0]}, {"name": "f", "square": [1, 1]}, {"name": "g", "square": [1, 2]},
         {"name": "h", "square": [1, 3]}]}})";
}

const std::string kWalkDie = R"({"curve": 2, "straight": 2, "t": 1, "ibis": 1})";
const std::string kFirstLandmark = R"({"name": "a", "square": [0, 1]})";

}  // namespace

TEST_CASE("bad input: walk components files") {
  {  // The table's good file parses.
    std::istringstream in(walk_components(kWalkDie, kFirstLandmark));
    CHECK(walk::parse_components(in, "good.json").die.total() == 6);
  }
  check_table<std::runtime_error>(
      {
          {"empty", "", "bad.json: [json.exception.parse_error.101]"},
          {"truncated", walk_components(kWalkDie, kFirstLandmark).substr(0, 60),
           "bad.json: [json.exception.parse_error.101]"},
          {"binary garbage", kGarbage, "bad.json: [json.exception.parse_error.101]"},
          {"a number beyond a double", walk_components(R"({"curve": 1e999})", kFirstLandmark), "number overflow"},
          {"top level null", "null", "cannot use at() with null"},
          {"the die a list", walk_components("[2, 2, 1, 1]", kFirstLandmark), "cannot use at() with array"},
          {"a face count as text", walk_components(R"({"curve": "two"})", kFirstLandmark),
           "die face count must be a whole number: curve"},
          {"a face count 61", walk_components(R"({"curve": 61})", kFirstLandmark),
           "die face count out of range: curve"},
          {"a face count past uint64", walk_components(R"({"curve": 18446744073709551616})", kFirstLandmark),
           "die face count must be a whole number: curve"},
          {"a face missing", walk_components(R"({"curve": 2, "straight": 2, "t": 1})", kFirstLandmark),
           "key 'ibis' not found"},
          {"a square with one number", walk_components(kWalkDie, R"({"name": "a", "square": [0]})"),
           "array index 1 is out of range"},
          {"a square as text", walk_components(kWalkDie, R"({"name": "a", "square": ["0", "1"]})"),
           "a landmark square must be two whole numbers"},
          {"a square off the grid", walk_components(kWalkDie, R"({"name": "a", "square": [0, 5]})"),
           "landmark square outside the grid"},
          {"a name as a number", walk_components(kWalkDie, R"({"name": 1, "square": [0, 1]})"),
           "type must be string, but is number"},
          {"an unnamed landmark", walk_components(kWalkDie, R"({"square": [0, 1]})"), "key 'name' not found"},
          {"a duplicate square", walk_components(kWalkDie, R"({"name": "a", "square": [0, 2]})"),
           "landmark squares must be distinct"},
          {"landmarks an object", R"({"die": )" + kWalkDie + R"(, "default_sheet": {"landmarks": {"a": 1}}})",
           "default_sheet needs 8 landmarks"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        walk::parse_components(in, "bad.json");
      });
}

// ---------------------------------------------------------------------------------------------
// Polyhedral Park Planner park files.

namespace {

std::string planner_park(const std::string& first_row = ".  .  .  .  .  .  .  .  .") {
  std::string text = "park\n" + first_row + "\n";
  for (int r = 1; r < 9; ++r) text += r == 4 ? ".  .  .  .  i  .  .  .  .\n" : ".  .  .  .  .  .  .  .  .\n";
  return text;
}

std::string planner_file(const std::string& sheet, const std::string& cards = "cards 2 3 4",
                         const std::string& modifications = "modifications 0") {
  return sheet + "\n" + planner_park() + cards + "\n" + modifications + "\n";
}

std::string numbers_grid(const std::string& first) {
  std::string text = "numbers\n";
  const planner::Numbers numbers = planner::published_sheet(1).numbers();
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) text += (r == 0 && c == 0 ? first : std::to_string(numbers[r][c])) + " ";
    text += "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("bad input: planner park files") {
  {  // The table's good files parse.
    std::istringstream published(planner_file("sheet 1")), numbers(planner_file(numbers_grid("9")));
    CHECK(planner::parse_park_file(published).sheet.id == 1);
    CHECK(planner::parse_park_file(numbers).sheet.id == 0);
  }
  check_table<planner::ParkFileError>(
      {
          {"empty", "", "empty file: missing 'sheet' or 'numbers' line"},
          {"comments only", "# a park\n\n", "line 2: missing 'sheet' or 'numbers' line"},
          {"truncated inside the park", "sheet 1\npark\n.  .  .\n", "a 'park' line needs 9 entries, got 3"},
          {"truncated after a park line", "sheet 1\npark\n.  .  .  .  .  .  .  .  .\n",
           "the file ends inside 'park': 9 lines of 9 expected"},
          {"truncated inside the numbers", numbers_grid("9").substr(0, 40), "a 'numbers' line needs 9 entries"},
          {"a sheet named in words", planner_file("sheet one"), "sheet must be 1-100, got 'one'"},
          {"a sheet past int", planner_file("sheet 4294967297"), "sheet must be 1-100, got '4294967297'"},
          {"a sheet with a plus sign", planner_file("sheet +1"), "sheet must be 1-100, got '+1'"},
          {"two sheet numbers", planner_file("sheet 1 2"), "expected 'sheet K'"},
          {"a number as a word", planner_file(numbers_grid("nine")), "'nine' is not a number"},
          {"a printed number 21", planner_file(numbers_grid("21")), "square (0,0) holds 21, outside 1-20"},
          {"a card as a word", planner_file("sheet 1", "cards 2 3 four"), "card 'four' is not a number 1-12"},
          {"card 13", planner_file("sheet 1", "cards 2 3 13"), "no card 13 (cards are 1-12)"},
          {"the same card twice", planner_file("sheet 1", "cards 5 5 12"), "the three cards must differ"},
          {"modifications a fraction", planner_file("sheet 1", "cards 2 3 4", "modifications 2.5"),
           "modifications must be 0-12 (P4), got '2.5'"},
          {"an unknown line", "sheet 1\ngarden 3\n", "line 2: unknown line 'garden'"},
          {"an unknown token", "sheet 1\n" + planner_park("X  .  .  .  .  .  .  .  ."), "unknown token 'X' at (0,0)"},
          {"a sheet and numbers", "sheet 1\n" + numbers_grid("9"), "line 2: the sheet given twice"},
          {"binary garbage", kGarbage, "line 1: unknown line"},
          {"a byte order mark", kBom + planner_file("sheet 1"), "line 1: unknown line"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        planner::parse_park_file(in);
      });
}

// ---------------------------------------------------------------------------------------------
// Polyhedral Park Planner sheet files (data/planner/sheets.json).

namespace {

std::string sheets_file(int sheets, const std::string& id = "", const std::string& first_number = "") {
  std::string text = R"({"sheets": [)";
  for (int k = 1; k <= sheets; ++k) {
    std::string numbers = nlohmann::json(planner::published_sheet(k).numbers()).dump();
    if (k == 1 && !first_number.empty()) numbers = "[[" + first_number + numbers.substr(numbers.find(',', 2));
    text += std::string(k > 1 ? ", " : "") + R"({"id": )" + (k == 1 && !id.empty() ? id : std::to_string(k)) +
            R"(, "numbers": )" + numbers + "}";
  }
  return text + "]}";
}

}  // namespace

TEST_CASE("bad input: planner sheet files") {
  {  // The table's good file parses.
    std::istringstream in(sheets_file(100));
    CHECK(planner::parse_sheets(in, "good.json").size() == 100u);
  }
  check_table<std::runtime_error>(
      {
          {"empty", "", "bad.json: [json.exception.parse_error.101]"},
          {"truncated", sheets_file(100).substr(0, 5000), "bad.json: [json.exception.parse_error.101]"},
          {"binary garbage", kGarbage, "bad.json: [json.exception.parse_error.101]"},
          {"no sheets key", R"({"sheet": []})", "key 'sheets' not found"},
          {"sheets a number", R"({"sheets": 5})", "cannot use at() with number"},
          {"an id as text", sheets_file(1, "\"1\""), "a sheet id must be a whole number"},
          {"an id 2.0", sheets_file(1, "1.0"), "a sheet id must be a whole number"},
          {"an id past int", sheets_file(1, "2147483648"), "a sheet id is out of range"},
          {"ids starting at 2", sheets_file(1, "2"), "sheet ids must run 1, 2, 3, ...; found 2"},
          {"ids repeated", sheets_file(2).replace(sheets_file(2).rfind("\"id\": 2"), 7, "\"id\": 1"),
           "sheet ids must run 1, 2, 3, ...; found 1"},
          {"a number as text", sheets_file(1, "", "\"9\""), "sheet 1 square (0,0) must be a whole number"},
          {"a number past uint64", sheets_file(1, "", "18446744073709551616"),
           "sheet 1 square (0,0) must be a whole number"},
          {"a printed number 0", sheets_file(1, "", "0"), "sheet 1: square (0,0) holds 0, outside 1-20"},
          {"eight rows", R"({"sheets": [{"id": 1, "numbers": [[1], [2], [3], [4], [5], [6], [7], [8]]}]})",
           "sheet 1 needs 9 rows"},
          {"a short row", R"({"sheets": [{"id": 1, "numbers": [[1], [2], [3], [4], [5], [6], [7], [8], [9]]}]})",
           "sheet 1 row 0 needs 9 numbers"},
          {"rows an object of 9",
           R"({"sheets": [{"id": 1, "numbers": {"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9}}]})",
           "cannot use operator[] with a numeric argument with object"},
          {"one sheet of 100", sheets_file(1), "expected 100 sheets, found 1"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        planner::parse_sheets(in, "bad.json");
      });
}

// ---------------------------------------------------------------------------------------------
// Mini Park tile files.

namespace {

const std::string kTile =
    R"({"name": "plain", "count": 3, "kinds": ["tree"], "roads": [], "areas": ["nw ne en es se sw ws wn"]})";

// A good tile, then one with these fields.
std::string tiles_with(const std::string& fields) { return R"({"tiles": [)" + kTile + ", {" + fields + "}]}"; }

const std::string kPlainFields = R"("count": 1, "roads": [], "areas": ["nw ne en es se sw ws wn"])";

}  // namespace

TEST_CASE("bad input: minipark tile files") {
  {  // The table's good file parses.
    std::istringstream in(tiles_with(R"("name": "b", )" + kPlainFields));
    CHECK(minipark::parse_tiles(in, "good.json").base_tiles() == 4);
  }
  std::string deep = R"({"tiles": [)";
  for (int i = 0; i < 10000; ++i) deep += "[";
  for (int i = 0; i < 10000; ++i) deep += "]";
  deep += "]}";
  std::string many = R"({"tiles": [)";
  for (int t = 0; t < 41; ++t) many += std::string(t ? ", " : "") + R"({"name": "t", )" + kPlainFields + "}";
  many += "]}";
  check_table<minipark::TileFileError>(
      {
          {"binary garbage", kGarbage, "tile file 'bad.json': not valid JSON (byte 1)"},
          {"truncated inside a tile", tiles_with(R"("name": "b", )" + kPlainFields).substr(0, 130), "not valid JSON"},
          {"a number beyond a double", tiles_with(R"("name": "b", "count": 1e999)"),
           "not valid JSON (a number out of range)"},
          {"a count past a double's integers", tiles_with(R"("name": "b", "count": 1e10, "roads": [], "areas": [])"),
           "tile 2 'b': 'count' must be a whole number"},
          {"a count past int64", tiles_with(R"("name": "b", "count": 9223372036854775808, "roads": [], "areas": [])"),
           "tile 2 'b': 'count' is out of range, got 9223372036854775808"},
          {"a feature of 2^64 - 1", tiles_with(R"("name": "b", "feature": 18446744073709551615, )" + kPlainFields),
           "tile 2 'b': 'feature' is out of range, got 18446744073709551615"},
          {"expansion as text", tiles_with(R"("name": "b", "expansion": "yes", )" + kPlainFields),
           "tile 2 'b': 'expansion' must be true or false"},
          {"kinds as one string", tiles_with(R"("name": "b", "kinds": "tree", )" + kPlainFields),
           "tile 2 'b': 'kinds' must be a list of strings"},
          {"an area as a list", tiles_with(R"("name": "b", "count": 1, "roads": [], "areas": [["nw"]])"),
           "tile 2 'b': 'areas' must be a list of strings"},
          {"the same road twice",
           tiles_with(R"("name": "b", "count": 1, "roads": ["NS", "SN"], "areas": ["ne en es se", "sw ws wn nw"])"),
           "tile 2 'b': an edge in two roads"},
          {"a line break in a name", tiles_with(R"("name": "two\nlines", )" + kPlainFields + R"(, "colour": 1)"),
           "tile 2 'two\\x0alines': unknown key 'colour'"},
          {"a tab in a kind", tiles_with(R"("name": "b", "kinds": ["tr\tee"], )" + kPlainFields),
           "unknown kind 'tr\\x09ee'"},
          {"41 kinds of tile", many, "a tile set has 1-40 kinds of tile, got 41"},
          {"10000 nested lists", deep, "tile file 'bad.json': tile 1: not an object"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        minipark::parse_tiles(in, "bad.json");
      });
}

// ---------------------------------------------------------------------------------------------
// Parks: Roll & Hike components files and rule-variant patches.

namespace {

std::string hike_default_text() {
  return parks::testing::read_file(std::filesystem::path(PARKS_DATA_DIR) / "hike" / "components.json");
}

// The default file with the first `from` replaced by `to`.
std::string hike_with(const std::string& from, const std::string& to) {
  std::string text = hike_default_text();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("bad input: hike components files") {
  {  // The table's good file parses.
    std::istringstream in(hike_default_text());
    CHECK(hike::parse_components(in, "good.json").sun_track > 0);
  }
  check_table<hike::ComponentsError>(
      {
          {"empty", "", "components file 'bad.json' is not valid JSON"},
          {"truncated", hike_default_text().substr(0, 1000), "is not valid JSON"},
          {"binary garbage", kGarbage, "components file 'bad.json' is not valid JSON"},
          {"top level a string", "\"components\"", "top level: must be an object"},
          {"a number beyond a double", hike_with("\"circles\": 15", "\"circles\": 1e999"), "is not valid JSON"},
          {"circles past uint64", hike_with("\"circles\": 15", "\"circles\": 18446744073709551616"),
           "sun_track: 'circles' must be a whole number"},
          {"circles 2^64 - 1", hike_with("\"circles\": 15", "\"circles\": 18446744073709551615"),
           "sun_track: 'circles' must be 3-30, got 18446744073709551615"},
          {"circles nested 10000 deep",
           hike_with("\"circles\": 15", "\"circles\": " + std::string(10000, '[') + std::string(10000, ']')),
           "components file 'bad.json' nests more than 64 levels deep"},
          {"a key with a control character", hike_with("\"about\"", "\"ab\\u0007out\""), "unknown key 'ab\\x07out'"},
          {"a key with a line break", hike_with("\"about\"", "\"ab\\nout\""), "unknown key 'ab\\x0aout'"},
          {"an icon with a line break", hike_with("\"sun\"", "\"s\\nun\""), "unknown icon 's\\x0aun'"},
          {"a face of two and a half icons", hike_with("\"sun\"", "\"sun+water/fish\""), "has more than two icons"},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        hike::parse_components(in, "bad.json");
      });
}

TEST_CASE("bad input: hike rule-variant patches") {
  {  // The table's good patch parses.
    std::istringstream in(R"({"sun_track": {"start": [1, 1, 1, 1]}})");
    CHECK(hike::parse_components_patch(in, "good.json").start_suns[3] == 1);
  }
  check_table<hike::ComponentsError>(
      {
          {"empty", "", "components file 'bad.json' is not valid JSON"},
          {"truncated", R"({"sun_track": {"start": [1, 1)", "is not valid JSON"},
          {"binary garbage", kGarbage, "is not valid JSON"},
          {"a list", "[]", "components file 'bad.json': a patch must be an object"},
          {"a string", "\"sun\"", "a patch must be an object"},
          {"a section removed", R"({"sun_track": null})", "components file 'bad.json': top level: missing 'sun_track'"},
          {"a number beyond a double", R"({"canteen": {"rows": 1e999}})", "is not valid JSON"},
          {"circles as text", R"({"sun_track": {"circles": "15"}})", "sun_track: 'circles' must be a whole number"},
          {"circles 2", R"({"sun_track": {"circles": 2}})", "sun_track: 'circles' must be 3-30, got 2"},
          {"an unknown park", R"({"solo": {"targets": {"yellowstone": 50}}})",
           "solo targets: unknown park 'yellowstone'"},
          {"an unknown section", R"({"weather": {"rain": 1}})", "top level: unknown key 'weather'"},
          {"no binoculars token",
           R"({"trail_tokens": {"tokens": ["forest", "mountain", "meadow", "arrowhead", "forest"]}})",
           "trail_tokens: exactly one token must show no landmark"},
          {"two neutral hikers", R"({"solo": {"neutral_hiker_removes": ["first", "last"]}})",
           "'neutral_hiker_removes' must be \"first\" or \"last\""},
      },
      [](const std::string& text) {
        std::istringstream in(text);
        hike::parse_components_patch(in, "bad.json");
      });
}

// ---------------------------------------------------------------------------------------------
// Agent specs (--agent, --agents).

TEST_CASE("bad input: agent specs") {
  check_table<std::invalid_argument>(
      {
          {"empty", "", "agent '': unknown agent '' (known: random, greedy, heuristic, td, mcts, advisor, exec)"},
          {"upper case", "MCTS", "unknown agent 'MCTS'"},
          {"settings on greedy", "greedy:", "agent 'greedy' takes no settings"},
          {"a setting without a key", "mcts:=5", "'=5' is not key=value"},
          {"an empty setting", "mcts:,iters=5", "'' is not key=value"},
          {"a key given twice", "mcts:threads=2,threads=3", "key 'threads' given twice"},
          {"iters past int64", "mcts:iters=99999999999999999999", "iters=99999999999999999999 is not a number"},
          {"c past a double", "mcts:c=1e400", "c=1e400 is not a number"},
          {"iters negative", "mcts:iters=-5", "iters=-5 is out of range [1, 1000000000]"},
          {"time infinite", "mcts:time=inf", "time=inf is out of range"},
          {"time NaN", "mcts:time=nan", "time=nan is out of range"},
          {"a space before a number", "mcts:iters= 5", "iters= 5 is not a number"},
          {"a hexadecimal number", "mcts:iters=0x10", "iters=0x10 is not a number"},
          {"an unknown objective", "mcts:objective=draw", "objective=draw is not one of score|win|blend"},
          {"a line break", "mcts:iters=5\n", "iters=5\\x0a is not a number"},
          {"binary garbage", kGarbage, "unknown agent '"},
      },
      [](const std::string& text) { parse_agent_spec(text); });
}

// ---------------------------------------------------------------------------------------------
// Checkpoints (analysis/checkpoint.h).

namespace {

// A checkpoint's bytes with a good checksum: magic, version, then `body`, then FNV-1a.
std::string checkpoint_bytes(const std::string& body, std::uint32_t version = kCheckpointVersion) {
  std::string bytes = "PARKSCKP" + std::string(reinterpret_cast<const char*>(&version), sizeof version) + body;
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3ull;
  return bytes + std::string(reinterpret_cast<const char*>(&hash), sizeof hash);
}

template <class T>
std::string raw(T x) {
  return std::string(reinterpret_cast<const char*>(&x), sizeof x);
}

}  // namespace

TEST_CASE("bad input: checkpoints") {
  Checkpoint good;
  good.identity = {{"command", "simulate walk"}, {"--seed", "1"}};
  good.runs = {{40, 3, "summary"}};
  const std::string bytes = encode_checkpoint(good);
  const std::string body = bytes.substr(12, bytes.size() - 20);  // between the version and the checksum
  CHECK(checkpoint_bytes(body) == bytes);
  CHECK(decode_checkpoint(bytes).runs.size() == 1u);
  const std::string no_identity = raw<std::uint64_t>(0);
  check_table<CorruptData>(
      {
          {"empty", "", "is not a parks checkpoint"},
          {"part of the magic", "PARKSCK", "is not a parks checkpoint"},
          {"binary garbage", kGarbage, "is not a parks checkpoint"},
          {"the magic and a version only", "PARKSCKP" + raw<std::uint32_t>(1), "is truncated"},
          {"version 0", checkpoint_bytes(body, 0),
           "has format version 0, this parks reads version " + std::to_string(kCheckpointVersion)},
          {"the last byte cut", bytes.substr(0, bytes.size() - 1), "checksum does not match"},
          {"a length past the end", checkpoint_bytes(raw<std::uint64_t>(1) + raw<std::uint64_t>(~0ull)),
           "is malformed (truncated)"},
          {"a vector of 2^40 runs", checkpoint_bytes(no_identity + raw<std::uint64_t>(1ull << 40)),
           "is malformed (truncated)"},
          {"trailing bytes", checkpoint_bytes(body + "x"), "is malformed (trailing bytes)"},
          {"a run of INT64_MIN games",
           checkpoint_bytes(no_identity + raw<std::uint64_t>(1) + raw<std::int64_t>(INT64_MIN) + raw<std::int64_t>(0) +
                            raw<std::uint64_t>(0) + raw<std::uint64_t>(0)),
           "a run of -9223372036854775808 games"},
          {"more blocks done than the run has",
           checkpoint_bytes(no_identity + raw<std::uint64_t>(1) + raw<std::int64_t>(100) + raw<std::int64_t>(101) +
                            raw<std::uint64_t>(1) + "s" + raw<std::uint64_t>(0)),
           "101 blocks done of 100"},
      },
      [](const std::string& text) { decode_checkpoint(text); });
}

// ---------------------------------------------------------------------------------------------
// Through the binary: each flag that takes a file or a spec, given a bad one, exits 2 with one
// line on stderr and nothing on stdout.

namespace {

using parks::testing::check_bad_input;
using parks::testing::quoted;

struct TempFiles {
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("parks_bad_input_" + std::to_string(::getpid()));
  TempFiles() { std::filesystem::create_directories(dir); }
  ~TempFiles() {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
  // The file's path, quoted for the shell.
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name, std::ios::binary) << text;
    return quoted(dir / name);
  }
  std::string folder() const { return quoted(dir); }
};

}  // namespace

TEST_CASE("bad input through the binary: score walk FILE and score planner FILE") {
  const TempFiles files;
  check_bad_input("score walk " + files.write("empty.txt", ""), "missing 'landmarks' line");
  check_bad_input("score walk " + files.write("garbage.txt", kGarbage), "line 1: unknown line");
  check_bad_input("score walk " + files.write("truncated.txt", "landmarks default\ngrid\n.  .  +"),
                  "grid row 0 needs 5 tokens");
  check_bad_input("score walk " + files.folder(), "is not a readable file");
  check_bad_input("score planner " + files.write("empty_park.txt", ""),
                  "empty file: missing 'sheet' or 'numbers' line");
  check_bad_input("score planner " + files.write("garbage_park.txt", kGarbage), "line 1: unknown line");
  check_bad_input("score planner " + files.write("big_sheet.txt", planner_file("sheet 4294967297")),
                  "sheet must be 1-100");
}

TEST_CASE("bad input through the binary: minipark --tiles FILE") {
  const TempFiles files;
  const std::string run = "simulate minipark --games 1 --quiet --tiles ";
  check_bad_input(run + files.write("empty.json", ""), "not valid JSON");
  check_bad_input(run + files.write("garbage.json", kGarbage), "not valid JSON (byte 1)");
  check_bad_input(run + files.write("huge.json", tiles_with(R"("name": "b", "count": 1e999)")),
                  "a number out of range");
  check_bad_input(
      run + files.write(
                "name.json",
                tiles_with(R"("name": "two\nlines", "count": 0, "roads": [], "areas": ["nw ne en es se sw ws wn"])")),
      "tile 2 'two\\x0alines': count must be 1-40, got 0");
  check_bad_input(run + files.folder(), "is not a readable file");
  check_bad_input(run + "/no/such/tiles.json", "tile file '/no/such/tiles.json' cannot be read: no such file");
}

TEST_CASE("bad input through the binary: hike --components FILE") {
  const TempFiles files;
  const std::string run = "simulate hike --games 1 --quiet --components ";
  check_bad_input(run + files.write("garbage.json", kGarbage), "is not valid JSON");
  check_bad_input(run + files.write("huge.json", hike_with("\"circles\": 15", "\"circles\": 1e999")),
                  "is not valid JSON");
  check_bad_input(run + files.write("key.json", hike_with("\"about\"", "\"ab\\nout\"")), "unknown key 'ab\\x0aout'");
  check_bad_input(run + files.folder(), "is not a readable file");
}

TEST_CASE("bad input through the binary: analyze balance --variant FILE for walk, hike and minipark") {
  const TempFiles files;
  const std::string walk = "analyze balance walk --games 1 --quiet --variant ";
  check_bad_input(walk + files.write("garbage.json", kGarbage), "[json.exception.parse_error.101]");
  check_bad_input(walk + files.write("float_face.json", walk_components(R"({"curve": 1e10})", kFirstLandmark)),
                  "die face count must be a whole number: curve");
  check_bad_input(walk + files.write("no_die.json", "{}"), "key 'die' not found");
  check_bad_input(walk + "/no/such/variant.json",
                  "components file '/no/such/variant.json' cannot be read: no such file");
  const std::string hike = "analyze balance hike --games 1 --quiet --variant ";
  check_bad_input(hike + files.write("list.json", "[]"), "a patch must be an object");
  check_bad_input(hike + files.write("huge_patch.json", R"({"sun_track": {"circles": 1e999}})"), "is not valid JSON");
  check_bad_input(hike + files.write("removed.json", R"({"sun_track": null})"), "top level: missing 'sun_track'");
  check_bad_input(hike + files.folder(), "is not a readable file");
  check_bad_input(hike + files.write("deep.json",
                                     R"({"about": )" + std::string(200000, '[') + std::string(200000, ']') + "}"),
                  "nests more than 64 levels deep");
  const std::string minipark = "analyze balance minipark --games 1 --quiet --variant ";
  check_bad_input(minipark + files.write("garbage_tiles.json", kGarbage), "not valid JSON (byte 1)");
  check_bad_input(minipark + files.write("huge_tiles.json", "1e999"), "a number out of range");
}

TEST_CASE("bad input through the binary: --agent and --agents specs") {
  check_bad_input("simulate walk --games 1 --quiet --agent 'mcts:time=nan'", "time=nan is out of range");
  check_bad_input("simulate planner --games 1 --quiet --agent ''", "unknown agent ''");
  check_bad_input("simulate hike --games 1 --quiet --agent 'mcts:iters=5\n'", "iters=5\\x0a is not a number");
  check_bad_input("tournament walk --games 2 --quiet --agents 'random,mcts:iters=0'", "iters=0 is out of range");
  check_bad_input("tournament minipark --games 2 --quiet --agents 'random,MCTS'", "unknown agent 'MCTS'");
  check_bad_input("analyze solo walk --games 1 --quiet --agents 'mcts:c=1e400'", "c=1e400 is not a number");
}

TEST_SUITE_END();

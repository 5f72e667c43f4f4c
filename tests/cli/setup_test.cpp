// What a result rests on: the setup every simulate, tournament and analyze output states (the
// game, its options, the component file and its SHA-256, the version, the assumed data), the
// data and narrowing flags of analyze, and the output paths checked before any game.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "analysis/report_setup.h"
#include "engine/core/sha256.h"
#include "tests/cli/run_parks.h"
#include "tests/core/temp_dir.h"

namespace {

using namespace parks;
using namespace parks::testing;
namespace fs = std::filesystem;

const fs::path kData = PARKS_DATA_DIR;

// The digest by coreutils' sha256sum, independent of engine/core/sha256.h.
std::string sha256sum(const fs::path& file) {
  FILE* pipe = popen(("sha256sum '" + file.string() + "'").c_str(), "r");
  REQUIRE(pipe != nullptr);
  char digest[65] = {};
  const std::size_t read = std::fread(digest, 1, 64, pipe);
  pclose(pipe);
  REQUIRE(read == 64);
  return digest;
}

// `file`'s bytes and one more newline: the same data under another digest, outside data/.
fs::path respaced_copy(const fs::path& file, const fs::path& to) {
  std::ofstream(to, std::ios::binary) << read_file(file) << "\n";
  return to;
}

nlohmann::json run_json(const std::string& args, const std::string& environment = "") {
  CAPTURE(args);
  const Run run = run_parks(args + " --quiet --json", environment);
  REQUIRE_MESSAGE(run.status == 0, run.err);
  return nlohmann::json::parse(run.out);
}

// The schema, the keys every game shares, the version, the file and its digest, the assumed flag.
void check_setup(const nlohmann::json& report, const std::string& game, const fs::path& file, bool assumed) {
  static const std::set<std::string> kKeys = {"game",
                                              "players",
                                              "level",
                                              "park",
                                              "rules",
                                              "expansions",
                                              "cards",
                                              "sheet",
                                              "layout",
                                              "components",
                                              "components_sha256",
                                              "parks_version",
                                              "assumed_data",
                                              "assumed"};
  CHECK(report["schema"] == kSchema);
  const nlohmann::json& setup = report["setup"];
  std::set<std::string> keys;
  for (const auto& [key, _] : setup.items()) keys.insert(key);
  CHECK(keys == kKeys);
  CHECK(setup["game"] == game);
  CHECK(setup["parks_version"] == std::string(version()));
  CHECK(fs::equivalent(setup["components"].get<std::string>(), file));
  CHECK(setup["components_sha256"] == sha256sum(file));
  CHECK(setup["assumed_data"] == assumed);
  CHECK(setup["assumed"].empty() == !assumed);
}

// Each row's first cell of the named table.
std::set<nlohmann::json> first_cells(const nlohmann::json& report, const std::string& table) {
  std::set<nlohmann::json> cells;
  for (const auto& section : report["sections"])
    for (const auto& t : section["tables"])
      if (t["name"] == table)
        for (const auto& row : t["rows"]) cells.insert(row[0]);
  return cells;
}

}  // namespace

TEST_SUITE_BEGIN("cli");

TEST_CASE("core: SHA-256 gives the FIPS 180-2 digests") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  Sha256 pieces;  // the same bytes fed in uneven pieces across block boundaries
  for (int i = 0; i < 1000; ++i) pieces.update(std::string(1000, 'a'));
  CHECK(pieces.hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  CHECK(sha256_file(kData / "walk" / "components.json") == sha256sum(kData / "walk" / "components.json"));
  CHECK_FALSE(sha256_file("/nonexistent/file").has_value());
}

TEST_CASE("cli: --version prints the project version") {
  const Run run = run_parks("--version");
  CHECK(run.status == 0);
  CHECK(run.out == "parks " + std::string(version()) + "\n");
  CHECK(std::string(version()).find_first_not_of("0123456789.") == std::string::npos);
  CHECK(run_parks("--help").out.find("PARKS_DATA") != std::string::npos);
}

TEST_CASE("cli: score and advise JSON carry the schema and the version too") {
  const std::string data = PARKS_TEST_DATA;
  for (const std::string& args :
       {"score planner '" + data + "/planner/win_park.txt' --json",
        "score walk '" + data + "/walk/sheets/top_sheet.txt' --json",
        "advise walk '" + data + "/../../examples/walk/position-solo-draw.txt' --time 0 --playouts 20 --json"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    REQUIRE_MESSAGE(run.status == 0, run.err);
    const auto json = nlohmann::json::parse(run.out);
    CHECK(json["schema"] == kSchema);
    CHECK(json["parks_version"] == std::string(version()));
  }
}

TEST_CASE("cli: every game's JSON states its setup, the component file's SHA-256 and the assumed data") {
  check_setup(run_json("simulate walk --games 4"), "walk", kData / "walk" / "components.json", true);
  const auto planner = run_json("simulate planner --games 2 --cards 1,5,12 --sheet 7");
  check_setup(planner, "planner", kData / "planner" / "sheets.json", false);
  CHECK(planner["setup"]["cards"] == "1,5,12");
  CHECK(planner["setup"]["sheet"] == "7");
  CHECK(planner["setup"]["park"].is_null());
  const auto hike = run_json("simulate hike --games 4 --park arches --players 3");
  check_setup(hike, "hike", kData / "hike" / "components.json", true);
  CHECK(hike["setup"]["park"] == "arches");
  CHECK(hike["setup"]["players"] == 3);
  CHECK(hike["setup"]["level"].is_null());
  const auto minipark = run_json("simulate minipark --games 4 --rules advanced");
  check_setup(minipark, "minipark", kData / "minipark" / "tiles.json", true);
  CHECK(minipark["setup"]["rules"] == "advanced");
  CHECK(minipark["setup"]["expansions"] == false);
  check_setup(run_json("tournament hike --agents random,greedy --games 2"), "hike", kData / "hike" / "components.json",
              true);
  const auto study = run_json("analyze solo hike --games 2 --agents random --park glacier");
  check_setup(study, "hike", kData / "hike" / "components.json", true);
  CHECK(study["setup"]["park"] == "glacier");
}

TEST_CASE("cli: W3 a Walk on random layouts or on another components file rests on nothing assumed") {
  CHECK(run_json("simulate walk --games 4 --layout random")["setup"]["assumed_data"] == false);
  TempDir dir("setup_walk");
  const fs::path own = respaced_copy(kData / "walk" / "components.json", dir.path / "mine.json");
  check_setup(run_json("simulate walk --games 4 --components '" + own.string() + "'"), "walk", own, false);
  // A byte-identical copy of the project's file is still the project's assumed data.
  fs::copy_file(kData / "walk" / "components.json", dir.path / "same.json");
  check_setup(run_json("simulate walk --games 4 --components '" + (dir.path / "same.json").string() + "'"), "walk",
              dir.path / "same.json", true);
}

TEST_CASE("cli: PARKS_DATA names the data folder whose file the setup hashes") {
  TempDir dir("setup_data");
  const std::string environment = "PARKS_DATA='" + dir.path.string() + "'";
  for (const char* game : {"walk", "hike"}) {
    CAPTURE(game);
    fs::create_directories(dir.path / game);
    const fs::path own = respaced_copy(kData / game / "components.json", dir.path / game / "components.json");
    check_setup(run_json(std::string("simulate ") + game + " --games 4", environment), game, own, false);
  }
  fs::create_directories(dir.path / "minipark");
  const fs::path tiles = respaced_copy(kData / "minipark" / "tiles.json", dir.path / "minipark" / "tiles.json");
  check_setup(run_json("simulate minipark --games 4", environment), "minipark", tiles, false);
}

TEST_CASE("cli: text output and report.md say in one sentence when a result rests on assumed data") {
  const std::string sentence = "Rests on assumed component data";
  const Run hike = run_parks("simulate hike --games 4 --quiet");
  REQUIRE(hike.status == 0);
  CHECK(hike.out.find("setup: hike, players 2, park yosemite") != std::string::npos);
  CHECK(hike.out.find(sentence + " (Parks: Roll & Hike: dice H3, trail tokens H4 and logbook values H5): it describes "
                                 "this data, not necessarily the published game.") != std::string::npos);
  const Run planner = run_parks("simulate planner --games 2 --quiet");
  REQUIRE(planner.status == 0);
  CHECK(planner.out.find("setup: planner") != std::string::npos);
  CHECK(planner.out.find(sentence) == std::string::npos);
  const Run tournament = run_parks("tournament minipark --agents random,greedy --games 2 --quiet");
  CHECK(tournament.out.find(sentence + " (Mini Park: road patterns M2 and fish M2)") != std::string::npos);

  TempDir dir("setup_report");
  const Run study = run_parks("analyze solo walk --games 2 --agents random --level 1 --quiet --no-plots --out '" +
                              (dir.path / "out").string() + "'");
  REQUIRE_MESSAGE(study.status == 0, study.err);
  CHECK(study.out.find(sentence + " (A Walk in the Park: default landmarks W3)") != std::string::npos);
  const std::string markdown = read_file(dir.path / "out" / "report.md");
  CHECK(markdown.find("setup: walk, level 1, components ") != std::string::npos);
  const auto said = markdown.find(sentence), findings = markdown.find("\n- ");
  CHECK(said != std::string::npos);
  CHECK(said < findings);
  const auto json = nlohmann::json::parse(read_file(dir.path / "out" / "report.json"));
  check_setup(json, "walk", kData / "walk" / "components.json", true);
  // Each headline finding says so too, since findings are quoted on their own.
  REQUIRE(!json["findings"].empty());
  for (const auto& finding : json["findings"])
    CHECK(finding.get<std::string>().ends_with("(Rests on assumed A Walk in the Park component data.)"));
  const auto planner_study = run_json("analyze balance planner --games 2 --players 2 --agents random");
  REQUIRE(!planner_study["findings"].empty());
  for (const auto& finding : planner_study["findings"])
    CHECK(finding.get<std::string>().find("assumed") == std::string::npos);
}

TEST_CASE("cli: analyze plays the component file given and narrows to one player count, level or park") {
  TempDir dir("setup_analyze");
  const fs::path tiles = respaced_copy(kData / "minipark" / "tiles.json", dir.path / "tiles.json");
  const auto balance = run_json("analyze balance minipark --games 2 --players 2 --variant '" + tiles.string() +
                                "' --tiles '" + tiles.string() + "'");
  check_setup(balance, "minipark", tiles, false);
  CHECK(balance["setup"]["players"] == 2);
  CHECK(first_cells(balance, "length") == std::set<nlohmann::json>{2.0});

  const fs::path components = respaced_copy(kData / "hike" / "components.json", dir.path / "hike.json");
  const auto solo =
      run_json("analyze solo hike --games 2 --agents random --park acadia --components '" + components.string() + "'");
  check_setup(solo, "hike", components, false);
  CHECK(first_cells(solo, "parks") == std::set<nlohmann::json>{"Acadia"});

  const auto levels = run_json("analyze solo walk --games 2 --agents random --level 3");
  CHECK(levels["setup"]["level"] == 3);
  CHECK(first_cells(levels, "levels") == std::set<nlohmann::json>{3.0});
  const auto seats = run_json("analyze balance planner --games 2 --players 3");
  CHECK(first_cells(seats, "seats") == std::set<nlohmann::json>{"3 players"});
}

TEST_CASE("cli: analyze refuses a data or narrowing flag its study does not take") {
  check_bad_input("analyze solo hike --players 2 --games 2", "--players does not apply to 'solo hike'");
  check_bad_input("analyze bonuses planner --tiles x.json", "--tiles does not apply to 'bonuses planner'");
  check_bad_input("analyze solo walk --tiles x.json", "its flag is --components");
  check_bad_input("analyze all planner --players 2", "--players does not apply");
  check_bad_input("analyze solo walk --level 5 --games 2", "--level must be between 1 and 4");
  check_bad_input("analyze solo hike --park nowhere --games 2", "--park must be");
  check_bad_input("analyze solo walk --components /nonexistent/components.json", "/nonexistent/components.json");
  check_bad_input("analyze balance hike --components '" + (kData / "hike" / "components.json").string() +
                      "' --variant x.json",
                  "drop --components or --variant");
}

TEST_CASE("cli: --out, --csv and --checkpoint are checked before any game is played") {
  TempDir dir("setup_paths");
  const fs::path file = dir.path / "a-file";
  std::ofstream(file) << "x";
  // Hours of play were it started: a check made after the run shows as a test that never ends.
  const std::string huge = " --games 100000000 --quiet";
  check_bad_input("analyze bonuses walk" + huge + " --out '" + file.string() + "'", "is a file, not a directory");
  check_bad_input("analyze bonuses walk" + huge + " --out '" + (file / "sub").string() + "'", "cannot be made");
  check_bad_input("tournament walk" + huge + " --csv '" + dir.path.string() + "'", "is a directory, not a file");
  check_bad_input("tournament walk" + huge + " --csv /nonexistent/dir/x.csv", "'/nonexistent/dir' does not exist");
  check_bad_input("simulate hike" + huge + " --checkpoint /nonexistent/dir/c", "--checkpoint");
  check_bad_input("simulate walk" + huge + " --checkpoint '" + (file / "c").string() + "'",
                  "is a file, not a directory");
  CHECK(fs::file_size(file) == 1);  // nothing written over it
}

TEST_SUITE_END();

TEST_CASE("cli: every report states how strong its agents are, from the table measured on its components") {
  const auto study = run_json("analyze solo walk --games 2 --agents td,random --level 1");
  const auto& strength = study["agent_strength"];
  REQUIRE(strength.is_array());
  const auto says = [&](const std::string& start) {
    return std::any_of(strength.begin(), strength.end(),
                       [&](const auto& s) { return s.template get<std::string>().starts_with(start); });
  };
  CHECK(says("td, solo level 1, "));
  CHECK(says("random, solo level 1, "));
  const Run text = run_parks("analyze bonuses walk --games 4 --quiet");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("agent strength: td, solo level 1, ") != std::string::npos);

  TempDir dir("setup_strength");
  const fs::path own = respaced_copy(kData / "walk" / "components.json", dir.path / "mine.json");
  const auto other = run_json("analyze solo walk --games 2 --agents td --level 1 --components '" + own.string() + "'");
  REQUIRE(other["agent_strength"].size() == 1);
  CHECK(other["agent_strength"][0].get<std::string>().find("other component data") != std::string::npos);

  fs::create_directories(dir.path / "data" / "walk");
  fs::copy_file(kData / "walk" / "components.json", dir.path / "data" / "walk" / "components.json");
  fs::copy_file(kData / "walk" / "value.weights", dir.path / "data" / "walk" / "value.weights");
  const auto none = run_json("analyze solo walk --games 2 --agents random --level 1",
                             "PARKS_DATA='" + (dir.path / "data").string() + "'");
  CHECK(none["agent_strength"][0].get<std::string>().find("strength.json is missing") != std::string::npos);
  std::ofstream(dir.path / "data" / "walk" / "strength.json") << "{ not json";
  const Run broken = run_parks("analyze solo walk --games 2 --agents random --level 1 --quiet",
                               "PARKS_DATA='" + (dir.path / "data").string() + "'");
  CHECK(broken.status != 0);
  CHECK(broken.err.find("cannot read the strength table") != std::string::npos);
  CHECK(broken.out.empty());
}

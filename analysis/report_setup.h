#pragma once
// What a result rests on: the game and its options, the component file with its SHA-256, the
// parks version, and whether the components are the project's assumed data (the rulings mark
// data "assumed" where the real component is not known). Every simulate, tournament and analyze
// output carries one Setup, written by the two functions below, so that every game's JSON has
// the same keys.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parks {

// The parks version (CMakeLists.txt's project version).
std::string_view version();
// The version of the JSON outputs' layout: raised when a key changes meaning or goes away.
inline constexpr int kSchema = 2;

struct Setup {
  std::string game = {};            // the game's registry name (cli/registry.h)
  std::string name = {};            // the game's title, for the assumed-data sentence
  std::optional<int> players = {};  // none: the study's own player counts
  std::optional<int> level = {};
  std::optional<std::string> park = {}, rules = {}, cards = {}, sheet = {}, layout = {};
  std::optional<bool> expansions = {};
  std::string components = {};            // the component file read
  std::string components_sha256 = {};     // its digest
  std::vector<std::string> assumed = {};  // the assumed component data the result rests on

  bool assumed_data() const { return !assumed.empty(); }
};

// Fills `components` and `components_sha256` from `file`; true when the file is the project's
// own data (byte for byte the file shipped in data/ as `shipped`, or a file inside data/),
// whose assumed parts then apply. Throws std::runtime_error when `file` cannot be read.
bool read_component_file(Setup& setup, const std::filesystem::path& file, const std::filesystem::path& shipped);

// "Rests on assumed component data (...): it describes this data, not necessarily the published
// game.", or "" when nothing assumed is used.
std::string assumed_sentence(const Setup& setup);
// A headline finding, with the short form of that sentence when the run rests on assumed data:
// findings get quoted alone, away from the report that carries the full sentence.
std::string marked_finding(const Setup& setup, const std::string& finding);

// "setup: walk, players 1, ..., parks 0.16.0", one line without its end.
std::string setup_line(const Setup& setup);
// The setup line and, when it applies, the assumed-data sentence: each a line.
std::string setup_text(const Setup& setup);
// Every key in every game; options a game does not have are null.
nlohmann::json setup_json(const Setup& setup);
// `report` with "schema" and "setup" added.
nlohmann::json with_setup(nlohmann::json report, const Setup& setup);

// The CSV comment lines ("# setup: ...") put above a table's header.
std::string setup_csv_comment(const Setup& setup);

}  // namespace parks

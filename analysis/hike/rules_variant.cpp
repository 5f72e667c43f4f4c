#include "analysis/hike/rules_variant.h"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace parks::hike {

namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& problem) {
  throw std::runtime_error("variant file '" + path.string() + "': " + problem);
}

std::array<int, kMaxPlayers> read_start_suns(const nlohmann::json& j, const std::filesystem::path& path) {
  for (const auto& [key, _] : j.items())
    if (key != "about" && key != "start_suns") fail(path, "unknown key '" + key + "' (a start-Sun file has about and start_suns)");
  const auto& suns = j["start_suns"];
  if (!suns.is_array() || suns.size() != kMaxPlayers) fail(path, "'start_suns' must list the Sun of seats 1-4");
  std::array<int, kMaxPlayers> start{};
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (!suns[p].is_number_integer() || suns[p].get<std::int64_t>() < 0 ||
        suns[p].get<std::int64_t>() > default_components().sun_track)
      fail(path, "'start_suns' entries must be whole numbers 0-" + std::to_string(default_components().sun_track));
    start[p] = suns[p].get<int>();
  }
  return start;
}

}  // namespace

State RulesVariant::initial(int players, Park park) const {
  State state = State::initial(*components, {players, park});
  if (start_suns)
    for (int p = 0; p < players; ++p) state.logbook_for_test(p).suns_gained = static_cast<std::uint8_t>((*start_suns)[p]);
  return state;
}

RulesVariant baseline_rules() {
  return {"baseline", std::make_shared<const Components>(default_components()), std::nullopt};
}

RulesVariant load_rules_variant(const std::filesystem::path& path) {
  RulesVariant variant{path.stem().string(), nullptr, std::nullopt};
  std::ifstream in(path);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (in && j.is_object() && j.contains("start_suns")) {
    variant.components = std::make_shared<const Components>(default_components());
    variant.start_suns = read_start_suns(j, path);
    return variant;
  }
  try {  // a components file; the loader names what is wrong with it
    variant.components = std::make_shared<const Components>(load_components(path));
  } catch (const ComponentsError& e) {
    throw std::runtime_error(std::string("variant ") + e.what());
  }
  return variant;
}

std::vector<std::filesystem::path> shipped_variants() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(PARKS_DATA_DIR) / "hike" / "variants"))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace parks::hike

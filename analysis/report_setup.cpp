#include "analysis/report_setup.h"

#include <stdexcept>

#include "engine/core/install_paths.h"
#include "engine/core/sha256.h"

namespace parks {

namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i)
    text += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return text;
}

// Whether `file` lies inside `folder` (both as the file system resolves them).
bool inside(const std::filesystem::path& file, const std::filesystem::path& folder) {
  std::error_code file_error, folder_error;
  const auto a = std::filesystem::weakly_canonical(file, file_error);
  const auto b = std::filesystem::weakly_canonical(folder, folder_error);
  if (file_error || folder_error) return false;
  const auto relative = a.lexically_relative(b);
  return !relative.empty() && *relative.begin() != "..";
}

template <class T>
nlohmann::json or_null(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

std::string_view version() { return PARKS_VERSION; }

bool read_component_file(Setup& setup, const std::filesystem::path& file, const std::filesystem::path& shipped) {
  const auto digest = sha256_file(file);
  if (!digest) throw std::runtime_error("cannot read the component file '" + file.string() + "'");
  setup.components = file.string();
  setup.components_sha256 = *digest;
  const std::filesystem::path project_data = shipped_data_dir();
  return inside(file, project_data) || sha256_file(project_data / shipped) == digest;
}

std::string assumed_sentence(const Setup& setup) {
  if (!setup.assumed_data()) return "";
  return "Rests on assumed component data (" + setup.name + ": " + joined(setup.assumed) +
         "): it describes this data, not necessarily the published game.";
}

std::string marked_finding(const Setup& setup, const std::string& finding) {
  if (!setup.assumed_data()) return finding;
  return finding + " (Rests on assumed " + setup.name + " component data.)";
}

std::string setup_line(const Setup& setup) {
  std::string text = "setup: " + setup.game;
  const auto add = [&](const char* key, const std::string& value) { text += std::string(", ") + key + " " + value; };
  if (setup.players) add("players", std::to_string(*setup.players));
  if (setup.level) add("level", std::to_string(*setup.level));
  for (const auto& [key, value] : {std::pair{"park", &setup.park},
                                   {"rules", &setup.rules},
                                   {"cards", &setup.cards},
                                   {"sheet", &setup.sheet},
                                   {"layout", &setup.layout}})
    if (*value) add(key, **value);
  if (setup.expansions) add("expansions", *setup.expansions ? "yes" : "no");
  if (!setup.components.empty()) add("components", setup.components + " (sha256 " + setup.components_sha256 + ")");
  add("parks", std::string(version()));
  return text;
}

std::string setup_text(const Setup& setup) {
  std::string text = setup_line(setup) + "\n";
  if (setup.assumed_data()) text += assumed_sentence(setup) + "\n";
  return text;
}

nlohmann::json setup_json(const Setup& setup) {
  return {{"game", setup.game},
          {"players", or_null(setup.players)},
          {"level", or_null(setup.level)},
          {"park", or_null(setup.park)},
          {"rules", or_null(setup.rules)},
          {"expansions", or_null(setup.expansions)},
          {"cards", or_null(setup.cards)},
          {"sheet", or_null(setup.sheet)},
          {"layout", or_null(setup.layout)},
          {"components", setup.components},
          {"components_sha256", setup.components_sha256},
          {"parks_version", std::string(version())},
          {"assumed_data", setup.assumed_data()},
          {"assumed", setup.assumed}};
}

nlohmann::json with_setup(nlohmann::json report, const Setup& setup) {
  report["schema"] = kSchema;
  report["setup"] = setup_json(setup);
  return report;
}

std::string setup_csv_comment(const Setup& setup) {
  std::string text;
  const std::string lines = setup_text(setup);
  std::size_t start = 0;
  for (std::size_t end; (end = lines.find('\n', start)) != std::string::npos; start = end + 1)
    text += "# " + lines.substr(start, end - start) + "\n";
  return text;
}

}  // namespace parks

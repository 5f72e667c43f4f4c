#include "analysis/hike/rules_variant.h"

#include <algorithm>
#include <stdexcept>

namespace parks::hike {

RulesVariant baseline_rules() { return {"baseline", std::make_shared<const Components>(default_components())}; }

RulesVariant load_rules_variant(const std::filesystem::path& path) {
  try {
    return {path.stem().string(), std::make_shared<const Components>(load_components_patch(path))};
  } catch (const ComponentsError& e) {
    throw std::runtime_error(std::string("variant ") + e.what());
  }
}

std::vector<std::filesystem::path> shipped_variants() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(default_components_path().parent_path() / "variants"))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace parks::hike

#include "analysis/hike/rules_variant.h"

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

}  // namespace parks::hike

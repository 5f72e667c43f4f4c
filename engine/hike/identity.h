#pragma once
#include "engine/core/identity.h"
#include "engine/hike/components.h"
#include "engine/hike/state.h"

namespace parks {

template <>
struct RulesIdentity<hike::State> {
  static constexpr const char* kGame = "hike";
  // Raise the date when a rule changes: weights learned on the old rules are then refused.
  static constexpr const char* kRevision = "Parks: Roll & Hike, rules H1-H7 as of 2026-12-02";
  static std::filesystem::path components_file() { return hike::default_components_path(); }
};

}  // namespace parks

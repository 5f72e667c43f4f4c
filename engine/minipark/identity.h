#pragma once
#include "engine/core/identity.h"
#include "engine/minipark/state.h"
#include "engine/minipark/tiles.h"

namespace parks {

template <>
struct RulesIdentity<minipark::State> {
  static constexpr const char* kGame = "minipark";
  // Raise the date when a rule changes: weights learned on the old rules are then refused.
  static constexpr const char* kRevision = "Mini Park, rules M1-M6 as of 2026-12-02";
  static std::filesystem::path components_file() { return minipark::default_tiles_path(); }
};

}  // namespace parks

#pragma once
#include "engine/core/identity.h"
#include "engine/walk/components.h"
#include "engine/walk/state.h"

namespace parks {

template <int Seats>
struct RulesIdentity<walk::BasicState<Seats>> {
  static constexpr const char* kGame = "walk";
  // Raise the date when a rule changes: weights learned on the old rules are then refused.
  static constexpr const char* kRevision = "A Walk in the Park, rules W1-W15 as of 2026-12-02";
  static std::filesystem::path components_file() { return walk::default_components_path(); }
};

}  // namespace parks

#pragma once
#include "engine/core/identity.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"

namespace parks {

template <int Seats>
struct RulesIdentity<planner::BasicState<Seats>> {
  static constexpr const char* kGame = "planner";
  // Raise the date when a rule changes: weights learned on the old rules are then refused.
  static constexpr const char* kRevision = "Polyhedral Park Planner, rules P1-P9 as of 2026-12-02";
  static std::filesystem::path components_file() { return planner::default_sheets_path(); }
};

}  // namespace parks

#pragma once
// A rule variant of Parks: Roll & Hike for `parks analyze balance hike --variant FILE`: a patch
// over data/hike/components.json listing only what differs (load_components_patch), e.g.
// {"sun_track": {"start": [1, 1, 1, 1]}} for no turn-order compensation.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/hike/state.h"

namespace parks::hike {

struct RulesVariant {
  std::string name;
  std::shared_ptr<const Components> components;  // shared: every State points to it

  // Game g's first state; throws std::invalid_argument for a player count outside 1-4.
  State initial(int players, Park park) const { return State::initial(*components, {players, park}); }
};

RulesVariant baseline_rules();
// Throws std::runtime_error with a one-line message naming the file and the problem.
RulesVariant load_rules_variant(const std::filesystem::path& path);

}  // namespace parks::hike

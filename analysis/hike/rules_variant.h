#pragma once
// A rule variant of Parks: Roll & Hike for `parks analyze balance hike --variant FILE`: either a
// whole components file (data/hike/components.json's format: dice, trail, logbook, solo targets)
// or a start-Sun file, {"about": "...", "start_suns": [seat 1, seat 2, seat 3, seat 4]}, which
// changes the turn-order compensation (the book: 1 Sun each, +1 for the second player, +2 for
// the third and fourth), since the components file does not hold it.
#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/hike/state.h"

namespace parks::hike {

struct RulesVariant {
  std::string name;
  std::shared_ptr<const Components> components;  // shared: every State points to it
  std::optional<std::array<int, kMaxPlayers>> start_suns;  // none: the book's

  // Game g's first state; throws std::invalid_argument for a player count outside 1-4.
  State initial(int players, Park park) const;
};

RulesVariant baseline_rules();
// Throws std::runtime_error with a one-line message naming the file and the problem.
RulesVariant load_rules_variant(const std::filesystem::path& path);
// The variants shipped in data/hike/variants/, by file name.
std::vector<std::filesystem::path> shipped_variants();

}  // namespace parks::hike

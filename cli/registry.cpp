#include "cli/registry.h"

#include <algorithm>
#include <stdexcept>

namespace parks::cli {

namespace {

// Filled by the games' static registrations before main; read-only afterwards.
std::vector<GameEntry>& entries() {
  static std::vector<GameEntry> registered;
  return registered;
}

}  // namespace

bool register_game(GameEntry entry) {
  auto& all = entries();
  if (find_game(entry.name)) throw std::logic_error("the game '" + entry.name + "' is registered twice");
  // By name: the order of static registration differs between builds.
  const auto at = std::lower_bound(all.begin(), all.end(), entry.name,
                                   [](const GameEntry& e, const std::string& name) { return e.name < name; });
  all.insert(at, std::move(entry));
  return true;
}

const std::vector<GameEntry>& games() { return entries(); }

const GameEntry* find_game(const std::string& name) {
  for (const auto& entry : entries())
    if (entry.name == name) return &entry;
  return nullptr;
}

std::string game_names(const std::function<bool(const GameEntry&)>& has) {
  std::string names;
  for (const auto& entry : entries())
    if (!has || has(entry)) names += (names.empty() ? "" : ", ") + entry.name;
  return names;
}

}  // namespace parks::cli

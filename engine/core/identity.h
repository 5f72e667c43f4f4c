#pragma once
// What a game's rules are, for data that depends on them (learned weights): a revision text,
// changed whenever a rule of the engine changes, and the component file the rules read.
// Each game specialises `RulesIdentity<State>` in engine/<game>/identity.h.
#include <filesystem>

namespace parks {

template <class S>
struct RulesIdentity;  // { kGame, kRevision, static std::filesystem::path components_file(); }

}  // namespace parks

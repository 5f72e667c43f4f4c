#pragma once
// What a player sees of a Mini Park game, as JSON (the vocabulary's observation,
// engine/core/vocabulary.h). Every player sees the same public state (docs/minipark.md, "Hidden
// information"): the stack's order is not in it, and an objective card shows only once its
// character is taken; the stack appears as counts by tile type.
#include <nlohmann/json_fwd.hpp>

#include "engine/minipark/state.h"

namespace parks::minipark {

nlohmann::json observation_json(const State& state, int player);

}  // namespace parks::minipark

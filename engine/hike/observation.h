#pragma once
// What a player of Parks: Roll & Hike sees (engine/core/vocabulary.h): the whole position, since
// the trail tokens lie face up and the dice are rolled in the open. The keys are listed in
// docs/hike.md ("Actions as text and ids").
#include <nlohmann/json_fwd.hpp>

namespace parks::hike {

class State;

nlohmann::json observation_json(const State& state, int player);

}  // namespace parks::hike

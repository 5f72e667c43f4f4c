#pragma once
// What a player of A Walk in the Park sees (engine/core/vocabulary.h): the whole position, since
// the die is rolled in the open and every sheet is drawn at the table. The keys are listed in
// docs/walk.md ("Actions as text and ids").
#include <nlohmann/json_fwd.hpp>

#include "engine/walk/state.h"

namespace parks::walk {

// Defined for SoloState and PartyState (observation.cpp instantiates both).
template <int Seats>
nlohmann::json observation_json(const BasicState<Seats>& state, int player);

}  // namespace parks::walk

#pragma once
// What a player of Polyhedral Park Planner sees (engine/core/vocabulary.h): the whole position,
// since the dice are rolled in the open, the three cards lie face up and every park is drawn at
// the table. The keys are listed in docs/planner.md ("Actions as text and ids").
#include <nlohmann/json_fwd.hpp>

#include "engine/planner/state.h"

namespace parks::planner {

// Defined for SoloState and PartyState (observation.cpp instantiates both).
template <int Seats>
nlohmann::json observation_json(const BasicState<Seats>& state, int player);

}  // namespace parks::planner

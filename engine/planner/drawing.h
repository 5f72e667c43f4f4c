#pragma once
// Polyhedral Park Planner as the players see the table, in plain text: the cards, each seat's
// park over its sheet's numbers, the acting seat's dice, and a legend that maps the moves' text
// (`place tree with d6 at (2,3)`) onto the drawing. `parks advise` prints it above its ranking.
#include <string>

#include "engine/planner/state.h"

namespace parks::planner {

// Defined for SoloState and PartyState (drawing.cpp instantiates both).
template <int Seats>
std::string draw_text(const BasicState<Seats>& state);

}  // namespace parks::planner

#pragma once
// A Walk in the Park drawn for a person at the table: every sheet as a grid of paths with its
// score, the turn and the decision waiting, then a legend that maps the move texts ("curve NE at
// 1,3") to the drawing.
#include <string>

#include "engine/walk/state.h"

namespace parks::walk {

template <int Seats>
std::string draw_text(const BasicState<Seats>& state);

}  // namespace parks::walk

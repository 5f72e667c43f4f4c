#pragma once
// The cheap evaluation of a planner position: the score the park would get now.
#include "engine/planner/state.h"

namespace parks::planner {

template <int Seats>
double evaluate(const BasicState<Seats>& state, int player) {
  return state.score(player);
}

}  // namespace parks::planner

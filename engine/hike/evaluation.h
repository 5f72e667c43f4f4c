#pragma once
// The cheap evaluation of a Parks: Roll & Hike position: the player's points if the game ended
// now (the greedy agent's measure).
#include "engine/hike/state.h"

namespace parks::hike {

inline double evaluate(const State& state, int player) { return state.score(player); }

}  // namespace parks::hike

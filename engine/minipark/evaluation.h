#pragma once
// The cheap evaluation of a Mini Park position: the player's points if the game ended now.
#include "engine/minipark/state.h"

namespace parks::minipark {

inline double evaluate(const State& state, int player) {
  return state.is_terminal() ? state.score(player) : state.tally().total(player);
}

}  // namespace parks::minipark

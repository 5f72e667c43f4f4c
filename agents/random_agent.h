#pragma once
// Plays uniformly at random over the legal actions.
#include "engine/core/game.h"

namespace parks {

template <GameState S>
class RandomAgent {
 public:
  typename S::Action choose(const S& state, Rng& rng) {
    if constexpr (DrawsLegalAction<S>) return state.random_legal_action(rng);
    ActionList<S> actions;
    state.legal_actions(actions);
    return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
  }
};

}  // namespace parks

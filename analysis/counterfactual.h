#pragma once
// Counterfactual branches (common random numbers): from one state of game g, each candidate
// choice is applied and the game played out by the same agents on the same future chance
// events, so the difference between two branches is the choice's alone. Replicate r of decision
// point k has its own streams, derived from (seed, g, k) and shared by every branch.
#include <cstdint>

#include "agents/play.h"

namespace parks {

// The seed whose game r holds replicate r of decision point `point` of game `game`.
inline std::uint64_t branch_seed(std::uint64_t seed, std::uint64_t game, std::uint64_t point) {
  Rng mix = Rng::stream(seed, game, Stream::Branch, point);
  return mix();
}

// Applies `choice` and plays on to the end with copies of `agents`.
template <GameState S, class Agents>
S play_branch(S state, typename S::Action choice, Agents agents, std::uint64_t seed, std::uint64_t game,
              std::uint64_t point, std::uint64_t replicate) {
  state.apply(choice);
  return play_game(std::move(state), agents, branch_seed(seed, game, point), replicate);
}

}  // namespace parks

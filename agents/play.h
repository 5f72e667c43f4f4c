#pragma once
// Plays one game to its end: chance draws from its own stream, each seat's agent from its own,
// so that different agents meet the same rolls (common random numbers).
#include <array>

#include "agents/agent.h"

namespace parks {

template <GameState S, class Agents>
S play_game(S state, Agents& agents, std::uint64_t seed, std::uint64_t game) {
  Rng chance = Rng::stream(seed, game, Stream::Chance);
  std::array<Rng, S::kMaxPlayers> seat_rngs;
  for (int p = 0; p < state.num_players(); ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
  for (;;) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) return state;
    if (player == kChancePlayer) state.apply(sample_chance(state, chance));
    else state.apply(choose(agents[player], state, seat_rngs[player]));
  }
}

}  // namespace parks

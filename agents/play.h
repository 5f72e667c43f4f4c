#pragma once
// Plays one game to its end: chance draws from its own stream, each seat's agent from its own,
// so that different agents meet the same rolls (common random numbers).
#include <array>
#include <utility>
#include <variant>

#include "engine/core/game.h"

namespace parks {

template <class Agent>
struct IsVariant : std::false_type {};
template <class... Agents>
struct IsVariant<std::variant<Agents...>> : std::true_type {};

// An agent's move: a plain agent's `choose`, or that of the agent a variant holds.
template <GameState S, class Agent>
typename S::Action act(Agent& agent, const S& state, Rng& rng) {
  if constexpr (IsVariant<Agent>::value) return std::visit([&](auto& a) { return a.choose(state, rng); }, agent);
  else return agent.choose(state, rng);
}

// The generator for the next chance event: one stream per game, or, for a game that keys its
// chance events (`chance_key()`), one stream per event, so that a choice which adds a chance
// event (a reroll) leaves the later ones unchanged.
template <GameState S>
Rng& chance_stream(const S& state, Rng& game_stream, Rng& event_stream, std::uint64_t seed, std::uint64_t game) {
  if constexpr (KeysChance<S>) {
    event_stream = Rng::stream(seed, game, Stream::ChanceEvent, state.chance_key());
    return event_stream;
  } else {
    return game_stream;
  }
}

struct IgnoreMoves {
  template <class S, class Action>
  void operator()(const S&, Action) const {}
};

// Plays `state` to its end; `observe(state, action)` sees every agent's move before it is applied.
template <GameState S, class Agents, class Observe = IgnoreMoves>
S play_game(S state, Agents& agents, std::uint64_t seed, std::uint64_t game, Observe observe = {}) {
  Rng chance = Rng::stream(seed, game, Stream::Chance), event;
  std::array<Rng, S::kMaxPlayers> seat_rngs;
  for (int p = 0; p < state.num_players(); ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
  for (;;) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) return state;
    if (player == kChancePlayer) state.apply(sample_chance(state, chance_stream(state, chance, event, seed, game)));
    else {
      const auto action = act(agents[player], state, seat_rngs[player]);
      observe(std::as_const(state), action);
      state.apply(action);
    }
  }
}

}  // namespace parks

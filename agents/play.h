#pragma once
// Plays one game to its end: chance draws from its own stream, each seat's agent from its own,
// so that different agents meet the same rolls (common random numbers).
#include <array>
#include <chrono>
#include <type_traits>
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

// An agent that wants to know when its game begins and ends (an external bot: the game's number
// for its requests, the final scores after).
template <GameState S, class Agent>
void begin_game(Agent& agent, std::uint64_t game) {
  if constexpr (IsVariant<Agent>::value) std::visit([&](auto& a) { begin_game<S>(a, game); }, agent);
  else if constexpr (requires { agent.begin_game(game); }) agent.begin_game(game);
}

template <GameState S, class Agent>
void end_game(Agent& agent, const S& state, int seat) {
  if constexpr (IsVariant<Agent>::value) std::visit([&](auto& a) { end_game(a, state, seat); }, agent);
  else if constexpr (requires { agent.end_game(state, seat); }) agent.end_game(state, seat);
}

struct IgnoreMoves {
  template <class S, class Action>
  void operator()(const S&, Action) const {}
};

// Plays `state` to its end; `observe(state, action)` sees every agent's move before it is applied,
// and an `observe(state, action, chance)` sees every move, chance outcomes too (chance: true). An
// observer with `timed(seat, seconds)` is told how long each decision took (only then is the
// clock read).
template <GameState S, class Agents, class Observe = IgnoreMoves>
S play_game(S state, Agents& agents, std::uint64_t seed, std::uint64_t game, Observe&& observe = Observe{}) {
  Rng chance = Rng::stream(seed, game, Stream::Chance), event;
  std::array<Rng, S::kMaxPlayers> seat_rngs;
  for (int p = 0; p < state.num_players(); ++p) {
    seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
    begin_game<S>(agents[p], game);
  }
  for (;;) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) {
      for (int p = 0; p < state.num_players(); ++p) end_game(agents[p], std::as_const(state), p);
      return state;
    }
    constexpr bool kSeesChance =
        std::is_invocable_v<std::remove_reference_t<Observe>&, const S&, typename S::Action, bool>;
    if (player == kChancePlayer) {
      const auto outcome = sample_chance(state, chance_stream(state, chance, event, seed, game));
      if constexpr (kSeesChance) observe(std::as_const(state), outcome, true);
      state.apply(outcome);
    } else {
      typename S::Action action;
      if constexpr (requires { observe.timed(player, 0.0); }) {
        const auto start = std::chrono::steady_clock::now();
        action = act(agents[player], state, seat_rngs[player]);
        observe.timed(player, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      } else {
        action = act(agents[player], state, seat_rngs[player]);
      }
      if constexpr (kSeesChance) observe(std::as_const(state), action, false);
      else observe(std::as_const(state), action);
      state.apply(action);
    }
  }
}

}  // namespace parks

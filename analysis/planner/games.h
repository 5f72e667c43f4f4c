#pragma once
// What the Polyhedral Park Planner experiments share: the deals P7 keeps, the state of game g
// (its deal and each seat's published sheet, drawn from the seed and g alone, so every agent
// and every branch meets the same deal, sheets and rolls), the one-agent check, and the walk of
// a game to the decision point an experiment branches from.
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "agents/agent.h"
#include "agents/planner/heuristic.h"
#include "agents/play.h"
#include "analysis/counterfactual.h"
#include "engine/planner/state.h"

namespace parks::planner {

// The deals P7 keeps, in increasing order: 196 of the C(12,3) = 220; the other 24 ask for two
// development types or fewer, are redealt, and are never played.
inline const std::vector<Deal>& valid_deals() {
  static const std::vector<Deal> deals = [] {
    std::vector<Deal> all;
    for (int a = 1; a <= kCards; ++a)
      for (int b = a + 1; b <= kCards; ++b)
        for (int c = b + 1; c <= kCards; ++c)
          if (valid_deal({a, b, c})) all.push_back({a, b, c});
    return all;
  }();
  return deals;
}

inline constexpr int kAllDeals = kCards * (kCards - 1) * (kCards - 2) / 6;

// Game g: `deal` if given, else a P7 deal, then a different published sheet for each seat.
template <class State>
State game_state(std::uint64_t seed, std::uint64_t game, std::optional<Deal> deal, int players) {
  Rng rng = Rng::stream(seed, game, Stream::Layout);
  const Deal dealt = deal ? *deal : deal_cards(rng);
  std::array<Sheet, State::kMaxPlayers> sheets;
  std::array<int, kPublishedSheets> deck{};
  for (int k = 0; k < kPublishedSheets; ++k) deck[k] = k + 1;
  for (int p = 0; p < players; ++p) {
    std::swap(deck[p], deck[p + rng.below(static_cast<std::uint32_t>(kPublishedSheets - p))]);
    sheets[p] = published_sheet(deck[p]);
  }
  return State::initial(sheets, dealt, players);
}

// The one agent an experiment plays with (in every seat, and on in every branch).
inline const std::string& single_agent(const std::vector<std::string>& agents, const std::string& experiment) {
  if (agents.size() != 1)
    throw std::invalid_argument(experiment + " takes one agent (it plays every seat and every branch), got " +
                                std::to_string(agents.size()));
  return agents.front();
}

// Where a game was stopped: the state before an agent's move and the move it chose there.
template <GameState S>
struct DecisionPoint {
  S state;
  typename S::Action choice;
};

// Plays game g as play_game does (the same streams, so the same game) up to the first agent
// move for which `stop(state, move)` holds; nothing when the game ends first.
template <GameState S, class Agents, class Stop>
std::optional<DecisionPoint<S>> play_until(S state, Agents& agents, std::uint64_t seed, std::uint64_t game, Stop stop) {
  Rng chance = Rng::stream(seed, game, Stream::Chance), event;
  std::array<Rng, S::kMaxPlayers> seat_rngs;
  for (int p = 0; p < state.num_players(); ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
  for (;;) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) return std::nullopt;
    if (player == kChancePlayer) {
      state.apply(sample_chance(state, chance_stream(state, chance, event, seed, game)));
      continue;
    }
    const auto action = act(agents[player], state, seat_rngs[player]);
    if (stop(std::as_const(state), action)) return DecisionPoint<S>{state, action};
    state.apply(action);
  }
}

// The first move of round `round` (dice as rolled, nothing used or modified yet).
inline bool round_start(const SoloState& state, int round) {
  return state.round() == round && state.used() == 0 && !state.rerolled() && state.dice() == state.rolled();
}

// Chebyshev distance from the booth: 1 for its vicinity (P1), 4 for the border.
constexpr int ring_of(int square) {
  const int dr = row_of(square) - 4, dc = column_of(square) - 4;
  return std::max(dr < 0 ? -dr : dr, dc < 0 ? -dc : dc);
}

}  // namespace parks::planner

#pragma once
// The parts every game's observation (engine/<game>/observation.cpp) writes the same way.
#include <nlohmann/json.hpp>

#include "engine/core/game.h"

namespace parks {

// Who acts: a seat, "chance", or null once the game is over.
template <GameState S>
nlohmann::json to_act_json(const S& state) {
  const int player = state.current_player();
  if (player == kChancePlayer) return "chance";
  if (player == kTerminalPlayer) return nullptr;
  return player;
}

// The winning seats of a finished game (none, in a solo game lost).
template <GameState S>
nlohmann::json winners_json(const S& state) {
  nlohmann::json winners = nlohmann::json::array();
  for (int p = 0; p < state.num_players(); ++p)
    if (state.is_winner(p)) winners.push_back(p);
  return winners;
}

}  // namespace parks

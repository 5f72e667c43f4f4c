#pragma once
// A game's vocabulary: what lets a program outside the engine read and choose its moves.
//  - `S::kNumDistinctActions`: the size of the player actions' id space, for action masks;
//  - `action_id(action)`: a player action's stable id in [0, kNumDistinctActions), different for
//    different actions (chance outcomes have none);
//  - `to_string(action)`: one line of text for any action, chance outcomes included, different
//    for different actions, stable across releases (records keep it);
//  - `observation_json(state, player)`: what `player` may see of the state, as JSON: never a
//    hidden order or a face-down card (a game that has none shows the whole position);
//  - a game whose chance is sampled (SamplesChance) also reads an outcome's text back:
//    `parse_chance(state, text)`, empty when the text names no outcome of this chance event.
// Each lives in the game's namespace, where argument-dependent lookup finds it.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/game.h"

namespace parks {

// clang-format off
template <class S>
concept HasVocabulary = GameState<S> && requires(const S& view, const typename S::Action& action, int player) {
  { S::kNumDistinctActions } -> std::convertible_to<int>;
  { action_id(action) } -> std::same_as<int>;
  { to_string(action) } -> std::convertible_to<std::string>;
  { observation_json(view, player) } -> std::same_as<nlohmann::json>;
} && (ListsChance<S> || requires(const S& view, std::string_view text) {
  { parse_chance(view, text) } -> std::same_as<std::optional<typename S::Action>>;
});
// clang-format on

// The action of `state` (a legal action of its player, or an outcome of its chance event) whose
// text is `text`; empty when there is none.
template <HasVocabulary S>
std::optional<typename S::Action> parse_action(const S& state, std::string_view text) {
  if (state.current_player() == kChancePlayer) {
    if constexpr (ListsChance<S>) {
      ChanceList<S> outcomes;
      state.chance_outcomes(outcomes);
      for (const auto& outcome : outcomes)
        if (to_string(outcome.action) == text) return outcome.action;
      return std::nullopt;
    } else {
      return parse_chance(state, text);
    }
  }
  if (state.is_terminal()) return std::nullopt;
  ActionList<S> actions;
  state.legal_actions(actions);
  for (const auto& action : actions)
    if (to_string(action) == text) return action;
  return std::nullopt;
}

// The legal action of `state`'s player whose id is `id`; empty when that action is not legal.
template <HasVocabulary S>
std::optional<typename S::Action> legal_action_with_id(const S& state, int id) {
  if (state.current_player() < 0 || id < 0 || id >= S::kNumDistinctActions) return std::nullopt;
  ActionList<S> actions;
  state.legal_actions(actions);
  for (const auto& action : actions)
    if (action_id(action) == id) return action;
  return std::nullopt;
}

}  // namespace parks

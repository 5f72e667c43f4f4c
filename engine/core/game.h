#pragma once
// The game concept: what search, agents and analysis know of a game (after OpenSpiel's API).
// A state is a small value type. It says who acts (a player, chance, or nobody once terminal),
// lists the legal actions into a fixed-capacity list, gives the chance outcomes with their
// probabilities, applies an action, and at the end gives each player's score and whether they
// won. Chance events with few outcomes are listed (`chance_outcomes`); a game whose chance
// events are too many to list (kMaxChanceOutcomes above kListedChanceLimit, like six dice)
// samples them (`sample_chance(Rng&)`) and gives a drawn outcome's probability instead.
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

#include "engine/core/fixed_list.h"
#include "engine/core/rng.h"

namespace parks {

inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

template <class Action>
struct ChanceOutcome {
  Action action;
  double probability;
};

template <class S>
using ActionList = FixedList<typename S::Action, S::kMaxActions>;

template <class S>
using ChanceList = FixedList<ChanceOutcome<typename S::Action>, S::kMaxChanceOutcomes>;

inline constexpr std::size_t kListedChanceLimit = 4096;

// clang-format off
template <class S>
concept ListsChance = S::kMaxChanceOutcomes <= kListedChanceLimit &&
                      requires(const S& view, FixedList<ChanceOutcome<typename S::Action>, S::kMaxChanceOutcomes>& outcomes) {
                        view.chance_outcomes(outcomes);  // when current_player() == kChancePlayer
                      };
// clang-format on

// clang-format off
template <class S>
concept SamplesChance = requires(const S& view, typename S::Action action, Rng& rng) {
  { view.sample_chance(rng) } -> std::same_as<typename S::Action>;
  { view.chance_probability(action) } -> std::convertible_to<double>;
};
// clang-format on

// clang-format off
template <class S>
concept GameState = std::copyable<S> && (ListsChance<S> || SamplesChance<S>) &&
                    requires(S state, const S& view, typename S::Action action, ActionList<S>& actions, int player) {
  requires std::equality_comparable<typename S::Action>;
  { S::kMaxActions } -> std::convertible_to<std::size_t>;
  { S::kMaxChanceOutcomes } -> std::convertible_to<std::size_t>;
  { S::kMaxPlayers } -> std::convertible_to<int>;
  { view.num_players() } -> std::same_as<int>;
  { view.current_player() } -> std::same_as<int>;  // a seat, kChancePlayer or kTerminalPlayer
  { view.is_terminal() } -> std::same_as<bool>;
  view.legal_actions(actions);      // the acting player's actions
  state.apply(action);
  { view.score(player) } -> std::convertible_to<double>;
  { view.is_winner(player) } -> std::same_as<bool>;
};
// clang-format on

// The optional hooks a game may declare. Each is a named concept, so code that relies on one
// asserts it at compile time instead of silently doing without.

// Chance events keyed by what they are (day and slot, say): one random stream per event, so a
// choice that adds a chance event leaves the later ones unchanged (common random numbers).
// clang-format off
template <class S>
concept KeysChance = GameState<S> && requires(const S& view) {
  { view.chance_key() } -> std::convertible_to<std::uint64_t>;
};
// clang-format on

// The score split into named categories whose points add up to `score(seat)`.
// clang-format off
template <class S>
concept ScoresByCategory = GameState<S> && requires(const S& view, int seat) {
  { S::kCategoryNames.size() } -> std::convertible_to<std::size_t>;
  view.category_points(seat);  // a fixed-size array, one entry per category
};
// clang-format on

// States that compare equal when the game is in the same position: MCTS finds the new root in
// its old tree (subtree reuse).
// clang-format off
template <class S>
concept Reusable = GameState<S> && std::equality_comparable<S>;
// clang-format on

// A cheap evaluation `evaluate(state, player)` (the game's own, by argument-dependent lookup): the
// greedy agent's one-ply value and the search's cut-off value.
// clang-format off
template <class S>
concept CheaplyEvaluable = GameState<S> && requires(const S& view, int player) {
  { evaluate(view, player) } -> std::convertible_to<double>;
};
// clang-format on

// A state that checks its own consistency (`check_invariants()`, asserting; its `apply` calls it
// in a checked build, and the conformance suite after every move).
// clang-format off
template <class S>
concept ChecksInvariants = GameState<S> && requires(const S& view) { view.check_invariants(); };
// clang-format on

// Draws the legal action at a uniform index of the `legal_actions` list, `rng.below(size)`, the
// same action from the same random number, without building the list where it can: random
// playouts and the random agent spend most of their time listing moves they will not play.
// clang-format off
template <class S>
concept DrawsLegalAction = GameState<S> && requires(const S& view, Rng& rng) {
  { view.random_legal_action(rng) } -> std::same_as<typename S::Action>;
};
// clang-format on

// An evaluation `E` that values all the actions of a position at once (cheaper than one
// evaluation per child), returning false when it cannot.
// clang-format off
template <class E, class S>
concept ValuesActions = GameState<S> && requires(const E& evaluation, const S& view, const ActionList<S>& actions,
                                                 std::array<double, S::kMaxActions>& values) {
  { evaluation.action_values(view, actions, values) } -> std::same_as<bool>;
};
// clang-format on

// Draws a chance outcome with the game's probabilities. A game may sample faster itself
// (`sample_chance(Rng&)`), with the same distribution as its `chance_outcomes`.
template <GameState S>
typename S::Action sample_chance(const S& state, Rng& rng) {
  if constexpr (requires {
                  { state.sample_chance(rng) } -> std::same_as<typename S::Action>;
                }) {
    return state.sample_chance(rng);
  } else {
    ChanceList<S> outcomes;
    state.chance_outcomes(outcomes);
    double u = rng.uniform();
    for (const auto& outcome : outcomes) {
      if (u < outcome.probability) return outcome.action;
      u -= outcome.probability;
    }
    return outcomes.empty() ? typename S::Action{} : outcomes[outcomes.size() - 1].action;  // rounding
  }
}

}  // namespace parks

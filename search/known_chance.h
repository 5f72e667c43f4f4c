#pragma once
// A game whose chance events are known in advance: `KnownChance<S>` wraps a state of S and
// answers each chance event with the next outcome of a fixed sequence, the one outcome of
// probability 1. The game then is deterministic for its players, and any search of the game
// concept (search::Mcts) plays it unchanged: in a one-player game, a search that knows the
// whole chance sequence (a clairvoyant search). The sequence is borrowed, not copied: it must
// outlive every state that reads it.
//
// `KnownChancePolicy` and `KnownChanceEvaluation` let an agent and an evaluation of S serve the
// wrapped states: they are called on the inner state.
#include <span>
#include <stdexcept>

#include "engine/core/game.h"

namespace parks::search {

template <GameState S>
class KnownChance {
 public:
  using Action = typename S::Action;
  using Inner = S;
  static constexpr std::size_t kMaxActions = S::kMaxActions;  // so that ActionList is S's own
  static constexpr std::size_t kMaxChanceOutcomes = 1;
  static constexpr int kMaxPlayers = S::kMaxPlayers;

  KnownChance() = default;
  KnownChance(const S& state, std::span<const Action> outcomes) : state_(state), outcomes_(outcomes) {}

  const S& inner() const { return state_; }
  std::size_t chances_drawn() const { return next_; }  // the outcomes used so far

  int num_players() const { return state_.num_players(); }
  int current_player() const { return state_.current_player(); }
  bool is_terminal() const { return state_.is_terminal(); }
  void legal_actions(ActionList<S>& actions) const { state_.legal_actions(actions); }
  double score(int player) const { return static_cast<double>(state_.score(player)); }
  bool is_winner(int player) const { return state_.is_winner(player); }

  void chance_outcomes(FixedList<ChanceOutcome<Action>, 1>& outcomes) const {
    outcomes.push_back({next_outcome(), 1.0});
  }

  // At a chance event `action` must be the next outcome of the sequence: a state reached any
  // other way would not be one the sequence can reach.
  void apply(Action action) {
    if (state_.current_player() == kChancePlayer) {
      if (!(action == next_outcome())) throw std::logic_error("known chance: an outcome off the sequence");
      ++next_;
    }
    state_.apply(action);
  }

  // The same position with the same outcomes still to come (the sequence is the same object).
  bool operator==(const KnownChance& other) const {
    return next_ == other.next_ && outcomes_.data() == other.outcomes_.data() && state_ == other.state_;
  }

 private:
  Action next_outcome() const {
    if (next_ >= outcomes_.size()) throw std::logic_error("known chance: the game outlasts its chance sequence");
    return outcomes_[next_];
  }

  S state_{};
  std::span<const Action> outcomes_;
  std::size_t next_ = 0;
};

// An agent of S (`choose(state, rng)`) playing the wrapped states, e.g. as a rollout policy.
template <class Policy>
struct KnownChancePolicy {
  Policy policy;
  template <class S>
  typename S::Action choose(const KnownChance<S>& state, Rng& rng) {
    return policy.choose(state.inner(), rng);
  }
};

// An evaluation of S (`evaluate(state, player)`, and its `action_values` when it has them)
// scoring the wrapped states.
template <class Evaluation>
struct KnownChanceEvaluation {
  Evaluation evaluate;
  template <class S>
  double operator()(const KnownChance<S>& state, int player) const {
    return static_cast<double>(evaluate(state.inner(), player));
  }
  template <class S>
  bool action_values(const KnownChance<S>& state, const ActionList<S>& actions,
                     std::array<double, S::kMaxActions>& values) const {
    if constexpr (ValuesActions<Evaluation, S>) return evaluate.action_values(state.inner(), actions, values);
    else return false;
  }
};

}  // namespace parks::search

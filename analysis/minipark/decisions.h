#pragma once
// What the Mini Park experiments share: the one agent every seat plays, a decision point drawn
// from a played game, and the heuristic's pick among some of the moves there, which names the
// branches the counterfactual rollouts compare (take this character, place the tile this way).
#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <string>

#include "agents/agent.h"
#include "agents/minipark/heuristic.h"  // the Heuristic<State> that AnyAgent needs
#include "analysis/counterfactual.h"
#include "analysis/experiment.h"
#include "analysis/minipark/stages.h"
#include "analysis/report.h"
#include "engine/minipark/state.h"

namespace parks::minipark {

using MiniAgents = std::array<AnyAgent<State>, State::kMaxPlayers>;

inline constexpr int kPlayers = 3;  // the experiments on one player count play the book's common 3

inline const char* rules_name(Rules rules) { return rules == Rules::Basic ? "basic" : "advanced"; }

// The agent the experiment plays in every seat: exactly one spec.
inline AnyAgent<State> single_agent(const ExperimentOptions& options, const std::string& experiment) {
  if (options.agents.size() != 1)
    throw std::invalid_argument(experiment + " minipark plays one agent in every seat: give one --agents spec, got " +
                                std::to_string(options.agents.size()));
  return make_agent<State>(options.agents.front());
}

// The round of turns a state is in (1 for the first); stages.h buckets it.
inline int round_of(const State& state) { return state.turns() / state.num_players() + 1; }

// The legal moves at a decision, each with the heuristic agent's evaluation for the mover.
class RankedMoves {
 public:
  explicit RankedMoves(const State& state) {
    state.legal_actions(actions_);
    const int player = state.current_player();
    for (std::size_t i = 0; i < actions_.size(); ++i) {
      State next = state;
      next.apply(actions_[i]);
      values_[i] = timed_value(next, player);
    }
  }

  const ActionList<State>& actions() const { return actions_; }
  double value(std::size_t i) const { return values_[i]; }

  // The best-rated move passing `keep`, the first of equals; none when no move passes.
  template <class Keep>
  std::optional<Action> best(Keep keep) const {
    std::optional<Action> best;
    double best_value = -1e300;
    for (std::size_t i = 0; i < actions_.size(); ++i)
      if (keep(actions_[i]) && values_[i] > best_value + 1e-9) best_value = values_[i], best = actions_[i];
    return best;
  }

 private:
  ActionList<State> actions_;
  std::array<double, State::kMaxActions> values_;
};

// A decision of a played game: the state before it and the move the agent made.
struct Decision {
  State state;
  Action played;
};

// Plays game g and draws, for each of K kinds of decision, one of the game's decisions of that
// kind uniformly (reservoir sampling on the game's branch stream 0; the rollouts use stream 1).
// `kinds(state, action)` gives the kinds a decision is of as bits; `observe` sees every move.
template <int K, class Kinds, class Observe = IgnoreMoves>
std::array<std::optional<Decision>, K> sample_decisions(const State& initial, MiniAgents agents, std::uint64_t seed,
                                                        std::uint64_t game, Kinds kinds, Observe observe = {}) {
  Rng pick = Rng::stream(seed, game, Stream::Branch, 0);
  std::array<std::optional<Decision>, K> chosen;
  std::array<std::uint32_t, K> seen{};
  play_game(initial, agents, seed, game, [&](const State& state, Action action) {
    observe(state, action);
    const unsigned bits = kinds(state, action);
    for (int k = 0; k < K; ++k)
      if ((bits >> k & 1) && pick.below(++seen[k]) == 0) chosen[k] = Decision{state, action};
  });
  return chosen;
}

// The mean difference of paired win indicators; its interval clipped to [-1, 1], where the
// difference lies (the normal approximation can overshoot on few decisions).
inline Estimate win_difference(const Paired& wins) {
  Estimate e = mean_estimate(wins.difference);
  e.ci = {std::max(e.ci.low, -1.0), std::min(e.ci.high, 1.0)};
  return e;
}

// Rows need two observations: one gives no interval.
inline constexpr std::int64_t kMinDecisions = 2;

inline constexpr std::uint64_t kRolloutPoint = 1;

// A branch's result for the player who chose: the final score and whether it won (ties share the win).
struct Outcome {
  int score = 0;
  int won = 0;
};

// The final state of each distinct move tried at one decision: every branch plays on with the
// same agents and the same future draws (common random numbers), each distinct move once.
class Branches {
 public:
  Branches(const Decision& decision, const MiniAgents& agents, std::uint64_t seed, std::uint64_t game)
      : decision_(decision), agents_(agents), seed_(seed), game_(game) {}

  Outcome outcome(Action move) {
    for (const Tried& t : tried_)
      if (t.code == move.code()) return t.outcome;
    const State end = play_branch(decision_.state, move, agents_, seed_, game_, kRolloutPoint, 0);
    const int mover = decision_.state.current_player();
    const Outcome outcome{static_cast<int>(end.score(mover)), end.is_winner(mover) ? 1 : 0};
    tried_.push_back({move.code(), outcome});
    return outcome;
  }

 private:
  Decision decision_;  // copies: a Branches may outlive the arguments it was built from
  MiniAgents agents_;
  std::uint64_t seed_, game_;
  struct Tried {
    std::uint32_t code = 0;
    Outcome outcome;
  };
  FixedList<Tried, 64> tried_;
};

}  // namespace parks::minipark

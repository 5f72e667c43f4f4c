#pragma once
// Self-play temporal-difference learning of a game's value (TD(0) on afterstates, after
// Szubert and Jaskowski's n-tuple networks for 2048). Every seat plays the learning policy (`td`:
// the action whose afterstate the current model values highest, or a uniform one with
// probability `exploration`); each seat's afterstate moves towards the value of that seat's next
// afterstate, and its last one towards its final score (or win: ValueTarget). Without
// bootstrapping (Monte Carlo), every afterstate learns the final score itself. One game after another on one thread:
// the same seed gives the same weights.
//
// The held-out check plays deals no training game uses: solo, the policy alone; multiplayer, the
// policy in one seat (turn about) against the heuristic in the others. It gives the learning
// curve: win rate and mean score against training games.
#include <tbb/parallel_for.h>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "agents/heuristic.h"
#include "agents/learned/td_agent.h"
#include "agents/learned/value_model.h"
#include "agents/play.h"
#include "engine/core/game.h"

namespace parks {

struct TrainSettings {
  double rate = 0.05;         // the normalised step (value_model.h)
  double exploration = 0.02;  // the share of uniform moves
  bool bootstrap = true;      // TD(0); false: every afterstate learns the game's final value (Monte Carlo)
};

// Training and held-out deals draw from streams no run seeded by the user meets.
inline constexpr std::uint64_t kTrainSalt = 0x7472'6169'6e00'0000ull;    // "train"
inline constexpr std::uint64_t kHeldOutSeed = 0x6865'6c64'6f75'7400ull;  // "heldout"

template <HasLearnedValue S>
class TdTrainer {
  using F = Features<Learned<S>::kMaxActive>;

 public:
  TdTrainer(std::shared_ptr<ValueModel> model, TrainSettings settings)
      : model_(std::move(model)), settings_(settings), policy_(model_) {}

  // Self-play game `game` from `state`, learning as it goes.
  void play(S state, std::uint64_t seed, std::uint64_t game) {
    const std::uint64_t salted = seed ^ kTrainSalt;
    Rng chance = Rng::stream(salted, game, Stream::Chance), event;
    Rng moves = Rng::stream(salted, game, Stream::Agent);
    std::array<F, S::kMaxPlayers> last{};
    std::array<bool, S::kMaxPlayers> has_last{};
    history_.clear();
    for (;;) {
      const int player = state.current_player();
      if (player == kTerminalPlayer) break;
      if (player == kChancePlayer) {
        state.apply(sample_chance(state, chance_stream(state, chance, event, salted, game)));
        continue;
      }
      state.apply(choose(state, moves));
      if (state.is_terminal()) break;
      F after;
      Learned<S>::features(state, player, after);
      if (!settings_.bootstrap) history_.emplace_back(player, after);
      else if (has_last[player]) model_->learn(last[player], model_->value(after), settings_.rate);
      last[player] = after;
      has_last[player] = true;
    }
    if (settings_.bootstrap) {
      for (int p = 0; p < state.num_players(); ++p)
        if (has_last[p]) model_->learn(last[p], model_->final_value(state, p), settings_.rate);
    } else {
      for (auto it = history_.rbegin(); it != history_.rend(); ++it)
        model_->learn(it->second, model_->final_value(state, it->first), settings_.rate);
    }
  }

 private:
  typename S::Action choose(const S& state, Rng& rng) {
    if (settings_.exploration > 0 && rng.uniform() < settings_.exploration) {
      ActionList<S> actions;
      state.legal_actions(actions);
      return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    }
    return policy_.choose(state, rng);
  }

  std::shared_ptr<ValueModel> model_;
  TrainSettings settings_;
  TdPolicy<S> policy_;
  std::vector<std::pair<int, F>> history_;  // Monte Carlo: the game's afterstates and their seats
};

struct HeldOutResult {
  std::int64_t games = 0;
  double wins = 0;  // a shared win counts as its share
  double score_sum = 0;
  double score_square_sum = 0;
};

// Plays `deals` held-out deals with the policy of `model` (see above); `make_state(deal)` gives a
// deal's initial state. Deterministic whatever the threads.
template <HasLearnedValue S, class MakeState>
HeldOutResult held_out(std::shared_ptr<const ValueModel> model, int deals, MakeState make_state) {
  std::vector<HeldOutResult> each(static_cast<std::size_t>(deals));
  tbb::parallel_for(0, deals, [&](int deal) {
    S state = make_state(deal);
    const int players = state.num_players();
    const int seat = deal % players;
    std::array<std::variant<TdPolicy<S>, HeuristicAgent<S>>, S::kMaxPlayers> agents;
    for (int p = 0; p < players; ++p)
      if (p == seat) agents[p] = TdPolicy<S>(model);
      else agents[p] = HeuristicAgent<S>{};
    const S end = play_game(state, agents, kHeldOutSeed, static_cast<std::uint64_t>(deal));
    int winners = 0;
    for (int p = 0; p < players; ++p) winners += end.is_winner(p);
    const double score = end.score(seat);
    each[deal] = {1, end.is_winner(seat) ? 1.0 / winners : 0.0, score, score * score};
  });
  HeldOutResult total;
  for (const auto& r : each) {
    total.games += r.games;
    total.wins += r.wins;
    total.score_sum += r.score_sum;
    total.score_square_sum += r.score_square_sum;
  }
  return total;
}

}  // namespace parks

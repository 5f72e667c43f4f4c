#pragma once
// Nested Monte Carlo search at level 1 (after Cazenave, 2009) for a game whose chance events are
// all known (a KnownChance state), so that a line of moves has one score. At each decision every
// legal move is played out to the end by the policy; the best complete line seen so far is
// followed for one move, and the search goes on from there. The best line is kept, not only its
// first move, so the result is never below any playout seen: in particular never below the
// policy's own game. It costs one playout per legal move and decision, with no tree to keep:
// a cheap second opinion beside MCTS, whose values are means over its rollouts.
#include <limits>
#include <vector>

#include "engine/core/game.h"
#include "search/clairvoyant.h"

namespace parks::search {

// Plays `state` to the end with `policy`, appending the player's moves to `moves`; chance events
// take their only outcome. Returns player 0's score.
template <GameState S, class Policy>
double play_out(S state, Policy& policy, Rng& rng, std::vector<typename S::Action>& moves) {
  static_assert(S::kMaxChanceOutcomes == 1, "a playout line has one score only when chance is known");
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(sample_chance(state, rng));
      continue;
    }
    const auto move = policy.choose(state, rng);
    moves.push_back(move);
    state.apply(move);
  }
  return static_cast<double>(state.score(0));
}

// The best line of the nested search from `root`; `rng` breaks the policy's ties, so the same
// seed gives the same line.
template <GameState S, class Policy>
ClairvoyantLine<typename S::Action> nested_search(const S& root, Policy policy, Rng& rng) {
  using Action = typename S::Action;
  ClairvoyantLine<Action> best;
  std::vector<Action> played, tail;
  S state = root;
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(sample_chance(state, rng));
      continue;
    }
    ActionList<S> actions;
    state.legal_actions(actions);
    for (const Action action : actions) {
      if (actions.size() == 1 && !best.moves.empty()) break;  // the best line already makes it
      S next = state;
      next.apply(action);
      tail.assign(1, action);
      const double score = play_out(next, policy, rng, tail);
      if (score <= best.score) continue;
      best.score = score;
      best.moves.assign(played.begin(), played.end());
      best.moves.insert(best.moves.end(), tail.begin(), tail.end());
    }
    const Action move = best.moves[played.size()];  // the best line always extends what was played
    played.push_back(move);
    state.apply(move);
  }
  return best;
}

}  // namespace parks::search

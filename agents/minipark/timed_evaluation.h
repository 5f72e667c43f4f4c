#pragma once
// The heuristic agent of Mini Park: one ply of search under an evaluation that knows two things
// the greedy agent's points-now evaluation does not:
// - timing: a character not yet placed is an option worth more while the park is still to be
//   built (its road, region or lake can still grow around it), so the agent places one when
//   what it scores now beats that option, and surely before the stack runs out;
// - shaping: a placed character's points are worth more while the park grows, so the agent
//   lays tiles that grow its characters' roads, regions and lakes;
// and it plays against the table: the others' points count against its own.
#include <algorithm>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "engine/minipark/evaluation.h"

namespace parks::minipark {

struct TimedWeights {
  double option = 9.0;     // an unplaced character's worth at the start, fading with the stack
  double growth = 0.6;     // a placed character's points grow by this share at the start
  double rivals = 0.5;     // the weight of the best rival's points
};

inline double player_value(const State& state, const Tally& tally, int player, double left, const TimedWeights& w) {
  const int unplaced = character_quota(state.num_players()) - state.characters_taken(player);
  return tally.placement[player] + (tally.characters[player] + tally.objectives[player]) * (1 + w.growth * left) +
         unplaced * w.option * left;
}

inline double timed_value(const State& state, int player, const TimedWeights& w = {}) {
  if (state.is_terminal()) {
    double best_rival = -1e9;
    for (int p = 0; p < state.num_players(); ++p)
      if (p != player) best_rival = std::max(best_rival, state.score(p));
    return state.score(player) - w.rivals * best_rival;
  }
  const Tally tally = state.tally();
  const double left = static_cast<double>(state.unseen()) / state.park().tiles().base_tiles();
  double best_rival = -1e9;
  for (int p = 0; p < state.num_players(); ++p)
    if (p != player) best_rival = std::max(best_rival, player_value(state, tally, p, left, w));
  return player_value(state, tally, player, left, w) - w.rivals * best_rival;
}

struct TimedEvaluation {
  double operator()(const State& state, int player) const { return timed_value(state, player); }
};

using HeuristicMiniAgent = OnePlyAgent<State, TimedEvaluation>;

}  // namespace parks::minipark

namespace parks {

template <>
struct Heuristic<minipark::State> {
  using agent = minipark::HeuristicMiniAgent;
  using evaluation = minipark::TimedEvaluation;
};

}  // namespace parks

#pragma once
// The heuristic agent of Mini Park: one ply of search under an evaluation that knows what the
// greedy agent's points-now evaluation does not:
// - timing: a character's points weigh more the more of the stack is left, since its road,
//   region or lake will grow around it; so the agent takes a character as soon as it beats a
//   tile's points by that measure, before rivals take it (waiting for a better one lost: the
//   best characters go early);
// - shaping: for the same reason it lays tiles that grow its characters' roads, regions and
//   lakes;
// - the table: the best rival's points count against its own, so it does not feed them;
// - drawing: a draw is worth the placement points the unseen tiles promise, so it draws when
//   the face-up tiles are poor (valuing a draw at nothing, it never drew while one fitted).
#include <algorithm>
#include <array>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/mcts_agent.h"
#include "engine/minipark/evaluation.h"

namespace parks::minipark {

// Tuned on 3-player basic games against greedy seats (300 games each), and checked again with
// one character a player (M6): any growth from 0.5 to 2.5 scores the same within the noise, 0
// does worse. An option value for a character not yet placed (worth more early) only lost:
// rivals took the characters meanwhile.
struct TimedWeights {
  double growth = 1.5;  // a placed character's points weigh 1 + growth x (share of the stack left)
  double rivals = 0.3;  // the weight of the best rival's points
};

inline double player_value(const Tally& tally, int player, double left, const TimedWeights& w) {
  return tally.placement[player] + (tally.characters[player] + tally.objectives[player]) * (1 + w.growth * left);
}

// A draw is worth the placement points the drawn tile can score, on average over the unseen tiles.
inline double expected_draw_points(const State& state) {
  double points = 0;
  for (int t = 0; t < state.park().tiles().types(); ++t)
    if (state.unseen(t)) points += state.unseen(t) * state.park().most_neighbours(t);
  return points / state.unseen();
}

inline double timed_value(const State& state, int player, const TimedWeights& w = {}) {
  std::array<double, kMaxPlayers> value{};
  if (state.is_terminal()) {
    for (int p = 0; p < state.num_players(); ++p) value[p] = state.score(p);
  } else {
    const Tally tally = state.tally();
    const double left = static_cast<double>(state.unseen()) / state.park().tiles().base_tiles();
    for (int p = 0; p < state.num_players(); ++p) value[p] = player_value(tally, p, left, w);
    if (state.phase() == Phase::Draw && state.turn_player() == player) value[player] += expected_draw_points(state);
  }
  double best_rival = -1e9;
  for (int p = 0; p < state.num_players(); ++p)
    if (p != player) best_rival = std::max(best_rival, value[p]);
  return value[player] - w.rivals * best_rival;
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

// The default search plays each leaf out with the learned value's one-ply policy (`td`) and
// scores the finished game: at about 0.2 s a move it beat learned leaf values at the same time
// (10,000 iterations) by about 2 points a game at 3 and 5 players, and the heuristic by 3.8 to 5.7
// (docs/learning.md).
template <>
struct SearchDefaults<minipark::State> {
  static constexpr const char* kSpec = "eval=learned,rollout=td,iters=300";
};

}  // namespace parks

// The learned evaluation is part of the game's agents wherever they are built (`td`, eval=learned).
#include "agents/minipark/learned.h"  // IWYU pragma: export

#pragma once
// The heuristic agent of A Walk in the Park: one ply of search under a planning evaluation that
// knows the game's plans, where the greedy agent's cheap evaluation does not:
// - routes: landmarks the network's open ends can reach through empty squares, discounted by
//   the drawings still needed, and worth a visit and the bonus it unlocks;
// - loops: empty squares two open ends of the network point into, where a drawing closes a loop;
// - ibises: kept off the routes (a blocked square costs the landmarks behind it), grouped or
//   spread as the ticked ibis bonuses score them, and counted ahead for the rolls to come;
// - timing: on the turn that ends the game the sheet is worth what it scores, nothing more.
#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/mcts_agent.h"
#include "engine/walk/evaluation.h"

namespace parks::walk {

// Chosen on paired solo level-1 games: the values that won most often. A bonus path is
// worth little in itself: it mostly hastens the sixth visit, which ends the game.
struct PlanWeights {
  double pick = 2.2;          // a bonus still to tick
  double reach_decay = 0.55;  // per drawing between the network and a landmark
  double live_end = 0.15;     // an open end that can still grow
  double loop_chance = 0.15;  // an empty square two open ends point into
  double bonus_path = 0.5;    // a bonus path not yet placed
};

template <int Seats>
double plan_value(const BasicState<Seats>& state, int player, const PlanWeights& w = {}) {
  const Sheet& sheet = state.sheet(player);
  const Mask landmarks = state.landmarks();
  const int rolls = state.rolls_after_this_turn(player);
  double value = points_now(sheet, landmarks) + pending_value(state, player, w.pick, w.bonus_path);
  if (rolls == 0) return value;  // the game ends with this turn: the sheet is what it scores

  const NetworkEnds ends = network_ends(sheet);
  const bool acting = state.current_player() == player;
  const int ticked = sheet.bonus_count() + (acting ? state.pending_picks() : 0);
  const double visit = 1 + (ticked < kMaxBonuses ? w.pick : 0);
  value +=
      reach_value(ends.frontier, sheet.empty(), landmarks & sheet.empty(), std::min(rolls, 5), visit, w.reach_decay);
  value += w.live_end * std::min(popcount(ends.frontier), 4);
  value += w.loop_chance * (sheet.has(Bonus::PerStatue) ? 2 : 1) * std::min(popcount(ends.shared), 2);
  return value + future_ibis_points(state, sheet, rolls);
}

struct PlanEvaluation {
  template <int Seats>
  double operator()(const BasicState<Seats>& state, int player) const {
    return plan_value(state, player);
  }
};

}  // namespace parks::walk

namespace parks {

template <int Seats>
struct Heuristic<walk::BasicState<Seats>> {
  using agent = OnePlyAgent<walk::BasicState<Seats>, walk::PlanEvaluation>;
  using evaluation = walk::PlanEvaluation;
};

// Solo, the game is won at 18 points (W14): the search plays each rollout to the end with the
// heuristic and counts wins. Scored leaves stop improving with the budget (about 60% wins from
// 100 to 3,000 iterations), played-out wins keep improving. The heuristic's rollouts cost a third
// of the learned value's, so at equal time they win more. 10,000 iterations: about 0.3 s a move
// on one core (docs/learning.md).
template <>
struct SearchDefaults<walk::SoloState> {
  static constexpr const char* kSpec = "rollout=heuristic,objective=win,iters=10000";
};

}  // namespace parks

// The learned evaluation is part of the game's agents wherever they are built (`td`, eval=learned).
#include "agents/walk/learned.h"  // IWYU pragma: export

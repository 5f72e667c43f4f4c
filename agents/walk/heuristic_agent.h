#pragma once
// The heuristic agent of A Walk in the Park: one ply of search under a planning evaluation that
// knows the game's plans, where the greedy agent's cheap evaluation does not:
// - routes: landmarks the network's open ends can reach through empty squares, discounted by
//   the drawings still needed, and worth a visit and the bonus it unlocks;
// - loops: empty squares two open ends of the network point into, where a drawing closes a loop;
// - ibises: kept off the routes (a blocked square costs the landmarks behind it), grouped or
//   spread as the ticked ibis bonuses score them, and counted ahead for the rolls to come;
// - timing: the turn that ends the game scores what is on the sheet, nothing more.
#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "engine/walk/evaluation.h"

namespace parks::walk {

// Tuned on paired solo level-1 games (see the search issue's closing note). A bonus path is
// worth little in itself: it mostly hastens the sixth visit, which ends the game.
struct PlanWeights {
  double pick = 2.2;           // a bonus still to tick
  double reach_decay = 0.55;   // per drawing between the network and a landmark
  double live_end = 0.15;      // an open end that can still grow
  double loop_chance = 0.15;   // an empty square two open ends point into
  double bonus_path = 0.5;     // a bonus path not yet placed
};

template <int Seats>
double plan_value(const BasicState<Seats>& state, int player, const PlanWeights& w = {}) {
  const Sheet& sheet = state.sheet(player);
  const Mask landmarks = state.landmarks();
  const Mask empty = sheet.empty();
  const int draws_left = state.rolls_after_this_turn(player);  // the current roll is valued as drawn
  const bool acting = state.current_player() == player;
  const int ticked = sheet.bonus_count() + (acting ? state.pending_picks() : 0);
  const int picks_left = kMaxBonuses - std::min(ticked, kMaxBonuses);

  double value = popcount(sheet.visited(landmarks)) + sheet.statues() + bonus_points(sheet) -
                 kConversionPenalty * sheet.conversions();
  if (acting) value += w.pick * std::min(state.pending_picks(), kMaxBonuses - sheet.bonus_count());
  if (acting && state.phase() == Phase::BonusPath) value += w.bonus_path;
  if (draws_left <= 0) return value;

  // Open ends of the network, by the empty square each points into.
  Mask ends_into[4];
  Mask frontier = 0, twice = 0;
  for (Dir d : kDirs) {
    ends_into[d] = shift(sheet.connected() & sheet.open(d), d) & empty;
    twice |= frontier & ends_into[d];
    frontier |= ends_into[d];
  }
  const int visits_left = kEndLandmarks - popcount(sheet.visited(landmarks));
  const double visit = 1 + (picks_left > 0 ? w.pick : 0);
  const double reach = reach_value(frontier, empty, landmarks & empty, std::min(draws_left, 5), visit,
                                   {w.pick, w.reach_decay, 0, 0});
  value += visits_left > 0 ? reach : 0;
  value += w.live_end * std::min(popcount(frontier), 4);

  const double statue = sheet.has(Bonus::PerStatue) ? 2 : 1;
  value += w.loop_chance * statue * std::min(popcount(twice), 2);

  const Die& die = state.die();
  double ibis_rate = die.faces[static_cast<int>(Piece::Ibis)];
  if (sheet.has(Bonus::TToIbis)) ibis_rate += die.faces[static_cast<int>(Piece::T)];
  const double future_ibises = std::min(draws_left * ibis_rate / die.total(),
                                        static_cast<double>(kEndIbises - popcount(sheet.ibises())));
  if (sheet.has(Bonus::PerIbis)) value += future_ibises;
  if (sheet.has(Bonus::IbisGroups)) value += future_ibises / 2;
  if (sheet.has(Bonus::LargestIbisGroup)) value += future_ibises / 2;
  return value;
}

struct PlanEvaluation {
  template <int Seats>
  double operator()(const BasicState<Seats>& state, int player) const { return plan_value(state, player); }
};

}  // namespace parks::walk

namespace parks {

template <int Seats>
struct Heuristic<walk::BasicState<Seats>> {
  using agent = GreedyAgent<walk::BasicState<Seats>, walk::PlanEvaluation>;
  using evaluation = walk::PlanEvaluation;
};

}  // namespace parks

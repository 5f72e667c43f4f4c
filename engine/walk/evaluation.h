#pragma once
// A cheap evaluation of a sheet for the greedy agent: the points it would score now plus what the
// remaining turns are likely to add (landmarks the network can still reach, ibises for the ibis
// bonuses, a pending bonus path). Solo points are used in every game; first visits are not known
// ahead.
#include "engine/walk/state.h"

namespace parks::walk {

struct EvaluationWeights {
  double pick = 2.0;           // a bonus still to tick
  double reach_decay = 0.5;    // per square still to draw up to and onto a landmark
  double live_end = 0.15;      // an open end of the network that can still grow
  double bonus_path = 1.5;     // a bonus path not yet placed
};

// The landmarks among `targets` that the network's open ends (`frontier`) reach through empty
// squares within `steps` drawings, each worth `visit` discounted per drawing.
inline double reach_value(Mask frontier, Mask empty, Mask targets, int steps, double visit,
                          const EvaluationWeights& w) {
  double value = 0;
  double weight = visit * w.reach_decay;
  Mask seen = frontier;
  for (int step = 1; step <= steps && frontier; ++step) {
    value += weight * popcount(frontier & targets);
    frontier = neighbours(frontier) & empty & ~seen;
    seen |= frontier;
    weight *= w.reach_decay;
  }
  return value;
}

template <int Seats>
double evaluate(const BasicState<Seats>& state, int player, const EvaluationWeights& w = {}) {
  const Sheet& sheet = state.sheet(player);
  const Mask landmarks = state.landmarks();
  const Mask visited = sheet.visited(landmarks);
  const Mask empty = sheet.empty();
  const int draws_left = state.rolls_after_this_turn(player);  // the current roll is valued as drawn
  const bool acting = state.current_player() == player;

  double value = popcount(visited) + sheet.statues() + bonus_points(sheet) -
                 kConversionPenalty * sheet.conversions();

  // Open ends of the network facing empty squares, and the landmarks they may still reach.
  Mask frontier = 0;
  for (Dir d : kDirs) frontier |= shift(sheet.connected() & sheet.open(d), d);
  frontier &= empty;
  const bool picks_left = sheet.bonus_count() + (acting ? state.pending_picks() : 0) < kMaxBonuses;
  const double visit = 1 + (picks_left ? w.pick : 0);
  value += reach_value(frontier, empty, landmarks & empty, std::min(draws_left, 4), visit, w);
  if (draws_left > 0) value += w.live_end * std::min(popcount(frontier), 4);
  if (acting) value += w.pick * std::min(state.pending_picks(), kMaxBonuses - sheet.bonus_count());

  // Ibises still to come count for the ticked ibis bonuses.
  const Die& die = state.die();
  double ibis_rate = die.faces[static_cast<int>(Piece::Ibis)];
  if (sheet.has(Bonus::TToIbis)) ibis_rate += die.faces[static_cast<int>(Piece::T)];
  const double future_ibises = draws_left * ibis_rate / die.total();
  if (sheet.has(Bonus::PerIbis)) value += future_ibises;
  if (sheet.has(Bonus::IbisGroups)) value += future_ibises / 2;
  if (sheet.has(Bonus::LargestIbisGroup)) value += future_ibises / 2;

  if (acting && state.phase() == Phase::BonusPath) value += w.bonus_path;
  return value;
}

}  // namespace parks::walk

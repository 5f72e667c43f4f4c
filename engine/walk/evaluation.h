#pragma once
// Evaluations of a sheet for the agents: the points it scores now plus what the rolls still to
// come are likely to add. The building blocks are shared; `evaluate` is the greedy agent's cheap
// mix of them (the heuristic agent's richer one is in agents/walk). Solo points are used in every
// game: first visits are not known ahead. The current roll is valued as drawn, so that drawing it
// and not drawing it compare fairly.
#include "engine/walk/state.h"

namespace parks::walk {

// What the sheet scores now, solo (W14).
inline int points_now(const Sheet& sheet, Mask landmarks) {
  return popcount(sheet.visited(landmarks)) + sheet.statues() + bonus_points(sheet) -
         kConversionPenalty * sheet.conversions();
}

// The picks `player` still owes this turn and the bonus path still to place, at these values.
template <int Seats>
double pending_value(const BasicState<Seats>& state, int player, double pick, double bonus_path) {
  if (state.current_player() != player) return 0;
  const Sheet& sheet = state.sheet(player);
  double value = pick * std::min(state.pending_picks(), kMaxBonuses - sheet.bonus_count());
  if (state.phase() == Phase::BonusPath) value += bonus_path;
  return value;
}

// The empty squares the network's open ends point into: by one end at least, and by two.
struct NetworkEnds {
  Mask frontier = 0;
  Mask shared = 0;  // a drawing there may close a loop
};
inline NetworkEnds network_ends(const Sheet& sheet) {
  NetworkEnds ends;
  const Mask empty = sheet.empty();
  for (Dir d : kDirs) {
    const Mask into = shift(sheet.connected() & sheet.open(d), d) & empty;
    ends.shared |= ends.frontier & into;
    ends.frontier |= into;
  }
  return ends;
}

// The landmarks among `targets` that the open ends reach through empty squares within `steps`
// drawings, each worth `visit` discounted by `decay` per drawing.
inline double reach_value(Mask frontier, Mask empty, Mask targets, int steps, double visit, double decay) {
  double value = 0;
  double weight = visit * decay;
  Mask seen = frontier;
  for (int step = 1; step <= steps && frontier; ++step) {
    value += weight * popcount(frontier & targets);
    frontier = neighbours(frontier) & empty & ~seen;
    seen |= frontier;
    weight *= decay;
  }
  return value;
}

// The ibises the next `rolls` rolls bring (ibis faces, and T faces with T-to-ibis; never past the
// sixth, which ends the game), as the ticked ibis bonuses score them.
template <int Seats>
double future_ibis_points(const BasicState<Seats>& state, const Sheet& sheet, int rolls) {
  const Die& die = state.die();
  double rate = die.faces[static_cast<int>(Piece::Ibis)];
  if (sheet.has(Bonus::TToIbis)) rate += die.faces[static_cast<int>(Piece::T)];
  const double ibises =
      std::min(rolls * rate / die.total(), static_cast<double>(kEndIbises - popcount(sheet.ibises())));
  double points = 0;
  if (sheet.has(Bonus::PerIbis)) points += ibises;
  if (sheet.has(Bonus::IbisGroups)) points += ibises / 2;
  if (sheet.has(Bonus::LargestIbisGroup)) points += ibises / 2;
  return points;
}

struct EvaluationWeights {
  double pick = 2.0;         // a bonus still to tick
  double reach_decay = 0.5;  // per square still to draw up to and onto a landmark
  double live_end = 0.15;    // an open end of the network that can still grow
  double bonus_path = 1.5;   // a bonus path not yet placed
};

// The greedy agent's evaluation.
template <int Seats>
double evaluate(const BasicState<Seats>& state, int player, const EvaluationWeights& w = {}) {
  const Sheet& sheet = state.sheet(player);
  const int rolls = state.rolls_after_this_turn(player);
  double value = points_now(sheet, state.landmarks()) + pending_value(state, player, w.pick, w.bonus_path);
  if (rolls == 0) return value;
  const Mask frontier = network_ends(sheet).frontier;
  const int owed = state.current_player() == player ? state.pending_picks() : 0;
  const bool picks_left = sheet.bonus_count() + owed < kMaxBonuses;
  value += reach_value(frontier, sheet.empty(), state.landmarks() & sheet.empty(), std::min(rolls, 4),
                       1 + (picks_left ? w.pick : 0), w.reach_decay);
  value += w.live_end * std::min(popcount(frontier), 4);
  return value + future_ibis_points(state, sheet, rolls);
}

}  // namespace parks::walk

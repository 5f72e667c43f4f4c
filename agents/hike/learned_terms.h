#pragma once
// The plan evaluation of Parks: Roll & Hike (agents/hike/heuristic.h) split into its terms, so a
// learned model can weigh each term by the time left: points scored by category, and what the
// Sun, the canteen, the journal, the wildlife rows, the binoculars, the night circles and the
// pending gains promise. The terms sum to `plan_value` exactly.
#include <array>

#include "agents/hike/heuristic.h"

namespace parks::hike {

enum PlanTerm : int {
  CanteenScored,  // the points by category (score.h), in category order
  JournalScored,
  WildlifeScored,
  ParkScored,
  SunHeld,         // unspent Sun while nights are left
  CanteenFuture,   // the canteen's rows for the nights to come, Glacier's bought points
  JournalFuture,   // spreads on their way to their bonus, room for lines, the final page
  WildlifeFuture,  // shields by the boxes they still need (doubled in Acadia)
  BinocularsHalf,  // binoculars rows half filled
  NightCircles,    // night circles' icons for every night to come
  PendingGains,    // the gains the player has still to mark
};
inline constexpr int kPlanTerms = 11;

using PlanTerms = std::array<double, kPlanTerms>;

// The terms of plan_value(state, player) with the default weights (0 for a finished game but
// its points).
inline PlanTerms plan_terms(const State& state, int player) {
  const PlanWeights w;
  PlanTerms t{};
  const Points points = state.points(player);
  for (int k = 0; k < kCategories; ++k) t[CanteenScored + k] = points[k];
  if (state.is_terminal()) return t;
  const Components& c = state.components();
  const Logbook& b = state.logbook(player);
  const int nights = state.nights_left(player);
  const double time_left = static_cast<double>(state.sites_left()) / (kRounds * state.trail_length());
  t[SunHeld] = nights > 0 ? w.sun * b.suns() : 0;
  t[CanteenFuture] = canteen_potential(c, b, nights) + (nights > 0 ? b.extra_canteen : 0);
  if (state.park() == Park::Glacier) t[CanteenFuture] += nights * b.count_complete(landmark_of(Arrowhead));
  t[JournalFuture] = journal_potential(c, b, time_left, w);
  const double shields = wildlife_potential(c, b, time_left, w);
  t[WildlifeFuture] = state.park() == Park::Acadia ? 2 * shields : shields;
  for (int i = 0; i < c.binoculars; ++i)
    if (b.binoculars[i] == 1) t[BinocularsHalf] += 0.5 * face_value(c.binocular_gain[i]) * std::min(1.0, 3 * time_left);
  for (int l = 0; l < kLandmarks; ++l) {
    const int uses = nights - ((b.sections_done >> l & 1) ? 1 : 0);
    for (int i = 0; i < b.night[l]; ++i) t[NightCircles] += w.night_use * uses * icon_value(c.night_icon[l][i]);
  }
  if (state.current_player() == player)
    for (const Task& task : state.pending()) t[PendingGains] += task_value(task);
  return t;
}

}  // namespace parks::hike

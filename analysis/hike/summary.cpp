#include "analysis/hike/summary.h"

#include <algorithm>
#include <sstream>

#include "analysis/format.h"

namespace parks::hike {

namespace {

int shields_circled(const Components& c, const Logbook& b) {
  int n = 0;
  for (int s = 0; s < c.shields; ++s)
    n += b.wildlife[c.shield[s].upper_row] > c.shield[s].column &&
         b.wildlife[c.shield[s].upper_row + 1] > c.shield[s].column;
  return n;
}

}  // namespace

void HikeSummary::add(const State& state) {
  seats_.add(state);
  solo_target_.set(state.solo_target());
  const Components& c = state.components();
  double best = -1e9;
  for (int p = 0; p < players_; ++p) {
    const Points points = state.points(p);
    const Logbook& b = state.logbook(p);
    dice_.add(state.dice_taken(p) + state.leads_taken(p));
    leads_.add(state.leads_taken(p));
    int completed = 0;
    for (int s = 0; s < b.sketched; ++s) completed += b.complete(s);
    spreads_completed_.add(completed);
    sketched_.add(b.sketched);
    shields_.add(shields_circled(c, b));
    suns_left_.add(b.suns());
    best = std::max(best, static_cast<double>(total(points)));
  }
  winning_score_.add(best);
}

std::string HikeSummary::text(const HikeRunInfo& info, bool interrupted) const {
  std::ostringstream out;
  const std::int64_t games = seats_.games();
  out << run_header(info, games, interrupted);
  if (players_ == 1) {
    out << "solo win rate (score >= " << solo_target_.value << ")  " << rate_with_interval(seats_.wins(0), games)
        << "\n";
    out << "mean score                    " << mean_with_interval(seats_.scores(0)) << "\n\n";
  } else {
    out << seats_text(seats_);
    out << "(seat 1 plays first; seats 2-4 start with 1-2 extra Sun)\n\n";
  }
  out << "points by category, mean [95% CI]\n";
  out << "seat  " << format("%-26s%-26s%-26s%-26s", "canteen", "journal", "wildlife", "park") << "total\n";
  for (int p = 0; p < players_; ++p) {
    out << format("%-4d  ", p + 1);
    for (int k = 0; k < kCategories; ++k) out << mean_with_interval(seats_.category(p, k)) << "  ";
    out << format("%6.2f", seats_.scores(p).mean()) << "\n";
  }
  out << format(
      "\nper player      dice taken %.2f (of them Lead Hiker dice %.2f)   spreads sketched %.2f   completed %.2f\n",
      dice_.mean(), leads_.mean(), sketched_.mean(), spreads_completed_.mean());
  out << format("                shields circled %.2f   Sun left unspent %.2f\n", shields_.mean(), suns_left_.mean());
  if (players_ > 1) out << format("per game        winning score %.2f\n", winning_score_.mean());
  return out.str();
}

nlohmann::json HikeSummary::json(const HikeRunInfo& info, bool interrupted) const {
  nlohmann::json j = simulate_json(info, "hike", interrupted, seats_);
  if (players_ == 1)
    j["solo"] = {{"target", solo_target_.value},
                 {"rule", format("score >= %d (the park's target)", solo_target_.value)}};
  j["per_player"] = {{"dice_taken", moments_json(dice_)},
                     {"lead_hiker_dice", moments_json(leads_)},
                     {"spreads_sketched", moments_json(sketched_)},
                     {"spreads_completed", moments_json(spreads_completed_)},
                     {"shields_circled", moments_json(shields_)},
                     {"sun_left", moments_json(suns_left_)}};
  j["per_game"]["winning_score"] = moments_json(winning_score_);
  return j;
}

}  // namespace parks::hike

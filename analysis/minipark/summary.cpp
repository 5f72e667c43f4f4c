#include "analysis/minipark/summary.h"

#include <algorithm>
#include <sstream>

#include "analysis/format.h"
#include "analysis/minipark/stages.h"

namespace parks::minipark {

void MiniParkSummary::add(const State& state) {
  seats_.add(state);
  const Tally& tally = state.final_tally();
  int best = 0;
  for (int p = 0; p < players_; ++p) {
    placement_.add(tally.placement[p]);
    characters_.add(tally.characters[p]);
    objectives_.add(tally.objectives[p]);
    best = std::max(best, tally.total(p));
  }
  winning_score_.add(best);
  park_size_.add(state.park().size());
  set_aside_.add(state.set_aside());
  turns_.add(state.turns());
  for (int c = 0; c < kCharacters; ++c) {
    if (state.owner(c) == kNobody) continue;
    character_points_[c].add(tally.character_points[c]);
    by_stage_[c][stage_of(state.taken_round(c))].add(tally.character_points[c]);
  }
}

std::string MiniParkSummary::text(const MiniParkRunInfo& info, bool interrupted) const {
  std::ostringstream out;
  const std::int64_t games = seats_.games();
  out << run_header(info, games, interrupted);
  out << seats_text(seats_) << "\n";
  out << "points per player   mean    95% CI\n";
  out << "  placement       " << mean_with_interval(placement_) << "\n";
  out << "  characters      " << mean_with_interval(characters_) << "\n";
  out << "  objectives      " << mean_with_interval(objectives_) << "\n";
  out << format("per game            park size %.2f   set aside %.2f   turns %.2f   winning score %.2f\n\n",
                park_size_.mean(), set_aside_.mean(), turns_.mean(), winning_score_.mean());
  out << "character      taken             mean points  95% CI             by the round taken: mean (games)\n";
  out << "                                                                 ";
  for (const char* stage : kStageNames) out << format("round %-8s", stage);
  out << "\n";
  for (int c = 0; c < kCharacters; ++c) {
    const Moments& m = character_points_[c];
    out << format("%-12s  ", kCharacterNames[c]) << rate_with_interval(static_cast<double>(m.n), games) << "  "
        << mean_with_interval(m) << "   ";
    for (const Moments& s : by_stage_[c])
      out << (s.n ? format("%5.2f (%5lld) ", s.mean(), static_cast<long long>(s.n)) : format("%-14s", "-"));
    out << "\n";
  }
  return out.str();
}

nlohmann::json MiniParkSummary::json(const MiniParkRunInfo& info, bool interrupted) const {
  const std::int64_t games = seats_.games();
  nlohmann::json j = simulate_json(info, "minipark", interrupted, seats_);
  j["per_player"] = {{"placement_points", moments_json(placement_)},
                     {"character_points", moments_json(characters_)},
                     {"objective_points", moments_json(objectives_)}};
  j["per_game"] = {{"park_size", moments_json(park_size_)},
                   {"set_aside", moments_json(set_aside_)},
                   {"turns", moments_json(turns_)},
                   {"winning_score", moments_json(winning_score_)}};
  nlohmann::json characters = nlohmann::json::array();
  for (int c = 0; c < kCharacters; ++c) {
    nlohmann::json stages = nlohmann::json::object();
    for (int s = 0; s < kStages; ++s) stages[kStageNames[s]] = moments_json(by_stage_[c][s]);
    characters.push_back({{"character", kCharacterNames[c]},
                          {"taken", rate_json(static_cast<double>(character_points_[c].n), games)},
                          {"points", moments_json(character_points_[c])},
                          {"points_by_round_taken", stages}});
  }
  j["extras"]["characters"] = characters;
  return j;
}

}  // namespace parks::minipark

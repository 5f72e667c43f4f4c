#include "analysis/walk/summary.h"

#include <sstream>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks::walk {

namespace {

std::string percent(std::int64_t count, std::int64_t total) {
  return format("%.1f%%", total ? 100.0 * count / total : 0.0);
}

}  // namespace

std::string WalkSummary::text(const WalkRunInfo& info, bool interrupted) const {
  std::ostringstream out;
  out << run_header(info, games_, interrupted);
  if (players_ == 1) {
    const Interval w = wilson(wins_[0], games_);
    const Moments& s = scores_[0];
    out << format("win rate  %6.2f%%   95%% CI [%.2f%%, %.2f%%]  (score >= %d)\n",
                  games_ ? 100.0 * wins_[0] / games_ : 0.0, 100 * w.low, 100 * w.high, kSoloTarget);
    out << format("score     mean %.2f   sd %.2f   95%% CI ", s.mean(), s.sd()) << mean_bounds(s, "[%.2f, %.2f]")
        << "\n";
    out << "rank     ";
    for (int r = 0; r < kRanks; ++r) out << "  " << kRankNames[r] << " " << percent(ranks_[r], games_);
    out << "\n";
  } else {
    out << "seat  win rate  95% CI            mean score  sd     95% CI          placings 1st..last\n";
    for (int p = 0; p < players_; ++p) {
      const Interval w = wilson(wins_[p], games_);
      out << format("%-4d  %6.2f%%  [%5.2f%%, %5.2f%%]  %10.2f  %5.2f  ", p + 1,
                    games_ ? 100.0 * wins_[p] / games_ : 0.0, 100 * w.low, 100 * w.high, scores_[p].mean(),
                    scores_[p].sd())
          << mean_bounds(scores_[p], "[%.2f, %.2f]") << "  ";
      for (int k = 0; k < players_; ++k) out << (k ? " " : "") << percent(placings_[p][k], games_);
      out << "\n";
    }
  }
  out << format("turns     mean %.2f   sd %.2f\n", turns_.mean(), turns_.sd());
  out << "game end ";
  for (int c = 0; c < kEndCauses; ++c) out << "  " << kEndCauseNames[c] << " " << percent(end_causes_[c], games_);
  out << "\n";
  return out.str();
}

nlohmann::json WalkSummary::json(const WalkRunInfo& info, bool interrupted) const {
  nlohmann::json j = run_json(info, "walk", games_, interrupted);
  if (info.players == 1) j["level"] = info.level;
  j["layout"] = info.layout;
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players_; ++p) {
    nlohmann::json seat;
    seat["seat"] = p + 1;
    seat["wins"] = wins_[p];
    seat["win_rate"] = games_ ? static_cast<double>(wins_[p]) / games_ : 0.0;
    seat["win_rate_ci95"] = interval_json(wilson(wins_[p], games_));
    seat["score_mean"] = scores_[p].mean();
    seat["score_sd"] = scores_[p].sd();
    seat["score_mean_ci95"] = interval_json(scores_[p].mean_interval());
    seat["placings"] = std::vector<std::int64_t>(placings_[p].begin(), placings_[p].begin() + players_);
    seats.push_back(seat);
  }
  j["seats"] = seats;
  if (players_ == 1) {
    j["win_rate"] = seats[0]["win_rate"];
    j["win_rate_ci95"] = seats[0]["win_rate_ci95"];
    j["score_mean"] = seats[0]["score_mean"];
    j["score_sd"] = seats[0]["score_sd"];
    j["score_mean_ci95"] = seats[0]["score_mean_ci95"];
    for (int r = 0; r < kRanks; ++r) j["ranks"][std::string(kRankNames[r])] = ranks_[r];
  }
  j["turns_mean"] = turns_.mean();
  for (int c = 0; c < kEndCauses; ++c) j["end_causes"][std::string(kEndCauseNames[c])] = end_causes_[c];
  nlohmann::json histogram = nlohmann::json::array();  // [score, games] pairs, all seats
  histogram_.for_each([&](int score, std::int64_t games) { histogram.push_back({score, games}); });
  j["score_histogram"] = histogram;
  return j;
}

}  // namespace parks::walk

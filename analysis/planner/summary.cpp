#include "analysis/planner/summary.h"

#include <sstream>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks::planner {

std::string PlannerSummary::text(const PlannerRunInfo& info, bool interrupted) const {
  std::ostringstream out;
  out << run_header(info, games_, interrupted);
  if (players_ == 1) {
    const Moments& s = scores_[0];
    out << "win rate        " << rate_with_interval(wins_[0], games_) << "  (P8: targets reached, requirements met)\n";
    out << "target reached  " << rate_with_interval(target_reached_, games_) << "\n";
    out << "requirements    " << rate_with_interval(all_met_, games_) << "  (all three met)\n";
    out << format("score           mean %.2f   sd %.2f   95%% CI ", s.mean(), s.sd()) << mean_bounds(s, "[%.2f, %.2f]")
        << "\n";
  } else {
    out << "seat  win rate  95% CI             mean score  sd     95% CI\n";
    for (int p = 0; p < players_; ++p) {
      out << format("%-4d  ", p + 1) << rate_with_interval(wins_[p], games_)
          << format("  %10.2f  %5.2f  ", scores_[p].mean(), scores_[p].sd()) << mean_bounds(scores_[p], "[%.2f, %.2f]")
          << "\n";
    }
  }
  out << format("per park        modifications %.2f   isolated regions %.2f   developments %.2f\n\n",
                modifications_.mean(), isolated_.mean(), developments_.mean());
  out << "card                              dealt   mean points  95% CI           target  requirement met"
      << (players_ > 1 ? "   (per park)" : "") << "\n";
  for (int c = 1; c <= kCards; ++c) {
    const Moments& p = card_points_[c];
    if (p.n == 0) continue;
    out << format("%2d %-30s %6lld   %8.2f     ", c, std::string(kCardInfo[c].name).c_str(),
                  static_cast<long long>(dealt_[c]), p.mean())
        << mean_bounds(p, "[%5.2f, %5.2f]") << format("   %4d    ", kCardInfo[c].target)
        << rate_with_interval(requirements_[c], p.n) << "\n";
  }
  return out.str();
}

nlohmann::json PlannerSummary::json(const PlannerRunInfo& info, bool interrupted) const {
  nlohmann::json j = run_json(info, "planner", games_, interrupted);
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players_; ++p) seats.push_back(seat_json(p + 1, wins_[p], games_, scores_[p]));
  j["seats"] = seats;
  if (players_ == 1) {
    j["win_rate"] = rate(wins_[0], games_);
    j["win_rate_ci95"] = interval_json(wilson(wins_[0], games_));
    j["target_reached_rate"] = rate(target_reached_, games_);
    j["requirements_met_rate"] = rate(all_met_, games_);
  }
  j["modifications_mean"] = modifications_.mean();
  j["isolated_regions_mean"] = isolated_.mean();
  j["developments_mean"] = developments_.mean();
  nlohmann::json cards = nlohmann::json::array();
  for (int c = 1; c <= kCards; ++c) {
    const Moments& p = card_points_[c];
    if (p.n == 0) continue;
    cards.push_back({{"card", c},
                     {"name", kCardInfo[c].name},
                     {"dealt", dealt_[c]},
                     {"parks", p.n},
                     {"points_mean", p.mean()},
                     {"points_mean_ci95", interval_json(p.mean_interval())},
                     {"target", kCardInfo[c].target},
                     {"requirement_met_rate", rate(requirements_[c], p.n)},
                     {"requirement_met_ci95", interval_json(wilson(requirements_[c], p.n))}});
  }
  j["cards"] = cards;
  nlohmann::json histogram = nlohmann::json::object();
  histogram_.for_each([&](int score, std::int64_t games) { histogram[std::to_string(score)] = games; });
  j["score_histogram"] = histogram;
  return j;
}

}  // namespace parks::planner

#include "analysis/planner/summary.h"

#include <sstream>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks::planner {

std::string PlannerSummary::text(const PlannerRunInfo& info, bool interrupted) const {
  const std::int64_t games = seats_.games();
  std::ostringstream out;
  out << run_header(info, games, interrupted);
  if (players_ == 1) {
    const Moments& s = seats_.scores(0);
    out << "win rate        " << rate_with_interval(seats_.wins(0), games)
        << "  (P8: targets reached, requirements met)\n";
    out << "target reached  " << rate_with_interval(target_reached_, games) << "\n";
    out << "requirements    " << rate_with_interval(all_met_, games) << "  (all three met)\n";
    out << format("score           mean %.2f   sd %.2f   95%% CI ", s.mean(), s.sd()) << mean_bounds(s, "[%.2f, %.2f]")
        << "\n";
  } else {
    out << seats_text(seats_);
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
  const std::int64_t games = seats_.games();
  nlohmann::json j = simulate_json(info, "planner", interrupted, seats_);
  if (players_ == 1) {
    // The target is the sum of the three cards' targets: it varies from deal to deal.
    j["solo"] = {{"target", nullptr}, {"rule", "score >= the dealt cards' target and every requirement met (P8)"}};
    j["outcomes"]["target_reached"] = rate_json(target_reached_, games);
    j["outcomes"]["requirements_met"] = rate_json(all_met_, games);
  }
  j["per_player"] = {{"modifications", moments_json(modifications_)},
                     {"isolated_regions", moments_json(isolated_)},
                     {"developments", moments_json(developments_)}};
  nlohmann::json cards = nlohmann::json::array();
  for (int c = 1; c <= kCards; ++c) {
    const Moments& p = card_points_[c];
    if (p.n == 0) continue;
    cards.push_back({{"card", c},
                     {"name", kCardInfo[c].name},
                     {"dealt", dealt_[c]},
                     {"target", kCardInfo[c].target},
                     {"points", moments_json(p)},
                     {"requirement_met", rate_json(requirements_[c], p.n)}});
  }
  j["extras"]["cards"] = cards;
  return j;
}

}  // namespace parks::planner

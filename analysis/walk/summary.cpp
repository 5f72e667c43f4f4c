#include "analysis/walk/summary.h"

#include <sstream>

#include "analysis/format.h"
#include "analysis/report.h"
#include "analysis/table.h"

namespace parks::walk {

namespace {

std::string percent(std::int64_t count, std::int64_t total) {
  return format("%.1f%%", total ? 100.0 * count / total : 0.0);
}

}  // namespace

std::string WalkSummary::text(const WalkRunInfo& info, bool interrupted) const {
  const std::int64_t games = seats_.games();
  std::ostringstream out;
  out << run_header(info, games, interrupted);
  if (players_ == 1) {
    const Moments& s = seats_.scores(0);
    out << "win rate  " << rate_with_interval(seats_.wins(0), games) << format("  (score >= %d)\n", kSoloTarget);
    out << format("score     mean %.2f   sd %.2f   95%% CI ", s.mean(), s.sd()) << mean_bounds(s, "[%.2f, %.2f]")
        << "\n";
    out << "rank     ";
    for (int r = 0; r < kRanks; ++r) out << "  " << kRankNames[r] << " " << percent(ranks_[r], games);
    out << "\n";
  } else {
    out << "seat  win rate  95% CI             mean score  sd     95% CI          placings 1st..last\n";
    for (int p = 0; p < players_; ++p) {
      out << format("%-4d  ", p + 1) << rate_with_interval(seats_.wins(p), games)
          << format("  %10.2f  %5.2f  ", seats_.scores(p).mean(), seats_.scores(p).sd())
          << mean_bounds(seats_.scores(p), "[%.2f, %.2f]") << "  ";
      for (int k = 0; k < players_; ++k) out << (k ? " " : "") << percent(seats_.placings(p, k), games);
      out << "\n";
    }
    out << "(a win tied between k seats counts 1/k to each)\n";
  }
  out << format("turns     mean %.2f   sd %.2f\n", turns_.mean(), turns_.sd());
  out << "game end ";
  for (int c = 0; c < kEndCauses; ++c) out << "  " << kEndCauseNames[c] << " " << percent(end_causes_[c], games);
  out << "\n";
  return out.str();
}

nlohmann::json WalkSummary::json(const WalkRunInfo& info, bool interrupted) const {
  const std::int64_t games = seats_.games();
  nlohmann::json j = simulate_json(info, "walk", interrupted, seats_);
  if (players_ == 1) {
    j["solo"] = {{"target", kSoloTarget}, {"rule", format("score >= %d", kSoloTarget)}};
    for (int r = 0; r < kRanks; ++r)
      j["outcomes"]["rank_" + key_of(std::string(kRankNames[r]))] = rate_json(ranks_[r], games);
  }
  for (int c = 0; c < kEndCauses; ++c)
    j["outcomes"]["end_" + std::string(kEndCauseNames[c])] = rate_json(end_causes_[c], games);
  j["per_game"]["turns"] = moments_json(turns_);
  return j;
}

}  // namespace parks::walk

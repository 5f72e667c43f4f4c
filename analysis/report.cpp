#include "analysis/report.h"

#include "analysis/format.h"

namespace parks {

std::string rate_with_interval(std::int64_t count, std::int64_t total) {
  const Interval w = wilson(count, total);
  return format("%6.2f%%  [%5.2f%%, %5.2f%%]", 100 * rate(count, total), 100 * w.low, 100 * w.high);
}

std::string mean_with_interval(const Moments& m) {
  const Interval i = m.mean_interval();
  return format("%6.2f  [%6.2f, %6.2f]", m.mean(), i.low, i.high);
}

nlohmann::json moments_json(const Moments& m) {
  return {{"n", m.n}, {"mean", m.mean()}, {"sd", m.sd()}, {"mean_ci95", interval_json(m.mean_interval())}};
}

nlohmann::json seat_json(int seat, std::int64_t wins, std::int64_t games, const Moments& scores) {
  return {{"seat", seat},
          {"wins", wins},
          {"win_rate", rate(wins, games)},
          {"win_rate_ci95", interval_json(wilson(wins, games))},
          {"score_mean", scores.mean()},
          {"score_sd", scores.sd()},
          {"score_mean_ci95", interval_json(scores.mean_interval())}};
}

}  // namespace parks

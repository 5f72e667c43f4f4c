#include "analysis/report.h"

#include "analysis/format.h"

namespace parks {

std::string rate_with_interval(std::int64_t count, std::int64_t total) {
  const Interval w = wilson(count, total);
  return format("%6.2f%%  [%5.2f%%, %5.2f%%]", 100 * rate(count, total), 100 * w.low, 100 * w.high);
}

std::string mean_bounds(const Moments& m, const char* bounds_format) {
  if (m.n >= 2) {
    const Interval i = m.mean_interval();
    return format(bounds_format, i.low, i.high);
  }
  std::string text = "[n too small]";
  const std::size_t width = format(bounds_format, 0.0, 0.0).size();
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string mean_with_interval(const Moments& m) {
  return format("%6.2f  ", m.mean()) + mean_bounds(m, "[%6.2f, %6.2f]");
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

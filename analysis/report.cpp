#include "analysis/report.h"

#include <cmath>

#include "analysis/format.h"

namespace parks {

nlohmann::json number_json(double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(); }

nlohmann::json interval_json(Interval i) {
  if (!std::isfinite(i.low) || !std::isfinite(i.high)) return nullptr;
  return nlohmann::json::array({i.low, i.high});
}

nlohmann::json moments_json(const Moments& m) {
  return {{"n", m.n},
          {"mean", m.n ? nlohmann::json(m.mean()) : nlohmann::json()},
          {"sd", m.n >= 2 ? nlohmann::json(m.sd()) : nlohmann::json()},
          {"ci95", m.n >= 2 ? interval_json(m.mean_interval()) : nlohmann::json()}};
}

nlohmann::json rate_json(double count, std::int64_t n) {
  // A whole count is written as an integer: counts read as counts.
  const nlohmann::json count_json =
      count == std::floor(count) ? nlohmann::json(static_cast<std::int64_t>(count)) : nlohmann::json(count);
  return {{"count", count_json},
          {"n", n},
          {"rate", n ? nlohmann::json(count / n) : nlohmann::json()},
          {"ci95", n ? interval_json(wilson(count, n)) : nlohmann::json()}};
}

std::string rate_with_interval(double count, std::int64_t total) {
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

nlohmann::json run_json(const std::string& command, const std::string& game, const std::string& title,
                        std::uint64_t seed, std::int64_t deals_requested, std::int64_t deals, std::int64_t games,
                        bool interrupted) {
  return {{"command", command},
          {"game", game},
          {"title", title},
          {"seed", seed},
          {"deals_requested", deals_requested},
          {"deals", deals},
          {"games", games},
          {"interrupted", interrupted}};
}

}  // namespace parks

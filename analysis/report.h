#pragma once
// Pieces every report writer shares: the header of a run, rates and means with their intervals,
// and the JSON shapes every output is built from (docs/json.md): an interval is [low, high], a
// mean is "moments", a proportion is "rate", and a figure that is not defined is null.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "analysis/statistics.h"

namespace parks {

// What a Monte Carlo run was: for its report's header and JSON.
struct RunInfo {
  std::string title;  // the game and its mode
  std::string agent;
  int players = 1;
  std::int64_t games = 0;  // asked for
  std::uint64_t seed = 1;
};

inline double rate(double count, std::int64_t total) { return total ? count / total : 0.0; }

// A number, or null when it is not finite.
nlohmann::json number_json(double x);
// [low, high], or null when either bound is not finite (the mean of fewer than two).
nlohmann::json interval_json(Interval i);
// {"n", "mean", "sd", "ci95"}: the mean is null without observations, sd and ci95 below two.
nlohmann::json moments_json(const Moments& m);
// {"count", "n", "rate", "ci95"}: a proportion with its Wilson interval, both null when n is 0.
// The count may be fractional (a tied win's share, analysis/seat_record.h).
nlohmann::json rate_json(double count, std::int64_t n);

// "12.34%  [11.00%, 13.70%]": a rate with its Wilson interval, for the text reports.
std::string rate_with_interval(double count, std::int64_t total);

// "12.34  [11.00, 13.70]": a mean with its 95% interval, for the text reports.
std::string mean_with_interval(const Moments& m);

// The 95% interval of a mean in `bounds_format` (a printf format of its two bounds), or
// "[n too small]" padded to that width below two observations.
std::string mean_bounds(const Moments& m, const char* bounds_format);

// "title\nagent A, N games, seed S (interrupted: ...)\n\n" for a run that played `games`.
inline std::string run_header(const RunInfo& info, std::int64_t games, bool interrupted) {
  std::ostringstream out;
  out << info.title << "\n";
  out << "agent " << info.agent << ", " << games << " games, seed " << info.seed;
  if (interrupted) out << " (interrupted: " << games << " of " << info.games << " games played)";
  out << "\n\n";
  return out.str();
}

// The keys every command's JSON starts with: "command", "game", "title", "seed" and the sample,
// "deals_requested" (--games), "deals" and "games" (a simulate game is its own deal).
nlohmann::json run_json(const std::string& command, const std::string& game, const std::string& title,
                        std::uint64_t seed, std::int64_t deals_requested, std::int64_t deals, std::int64_t games,
                        bool interrupted);

}  // namespace parks

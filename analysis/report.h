#pragma once
// Pieces every report writer shares: the header of a run, rates, intervals as JSON pairs.
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

inline double rate(std::int64_t count, std::int64_t total) { return total ? static_cast<double>(count) / total : 0.0; }

inline nlohmann::json interval_json(Interval i) { return nlohmann::json::array({i.low, i.high}); }

// "12.34%  [11.00%, 13.70%]": a rate with its Wilson interval, for the text reports.
std::string rate_with_interval(std::int64_t count, std::int64_t total);

// "12.34  [11.00, 13.70]": a mean with its 95% interval, for the text reports.
std::string mean_with_interval(const Moments& m);

// The 95% interval of a mean in `bounds_format` (a printf format of its two bounds), or
// "[n too small]" padded to that width below two observations.
std::string mean_bounds(const Moments& m, const char* bounds_format);

// {"n", "mean", "sd", "mean_ci95"}: a quantity's moments, for the JSON reports.
nlohmann::json moments_json(const Moments& m);

// One seat's win record and scores, as every multiplayer report writes it.
nlohmann::json seat_json(int seat, std::int64_t wins, std::int64_t games, const Moments& scores);

// "title\nagent A, N games, seed S (interrupted: ...)\n\n" for a run that played `games`.
inline std::string run_header(const RunInfo& info, std::int64_t games, bool interrupted) {
  std::ostringstream out;
  out << info.title << "\n";
  out << "agent " << info.agent << ", " << games << " games, seed " << info.seed;
  if (interrupted) out << " (interrupted: " << games << " of " << info.games << " games played)";
  out << "\n\n";
  return out.str();
}

// The JSON keys every run report starts with.
inline nlohmann::json run_json(const RunInfo& info, const std::string& game, std::int64_t games, bool interrupted) {
  return {{"game", game},      {"title", info.title},           {"agent", info.agent}, {"players", info.players},
          {"seed", info.seed}, {"games_requested", info.games}, {"games", games},      {"interrupted", interrupted}};
}

}  // namespace parks

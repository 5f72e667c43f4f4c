#pragma once
// Pieces every report writer shares: the header of a run, rates, intervals as JSON pairs.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "analysis/statistics.h"

namespace parks {

inline double rate(std::int64_t count, std::int64_t total) { return total ? static_cast<double>(count) / total : 0.0; }

inline nlohmann::json interval_json(Interval i) { return nlohmann::json::array({i.low, i.high}); }

// "title\nagent A, N games, seed S (interrupted: ...)\n\n"
inline std::string run_header(const std::string& title, const std::string& agent, std::int64_t games,
                              std::int64_t requested, std::uint64_t seed, bool interrupted) {
  std::ostringstream out;
  out << title << "\n";
  out << "agent " << agent << ", " << games << " games, seed " << seed;
  if (interrupted) out << " (interrupted: " << games << " of " << requested << " games played)";
  out << "\n\n";
  return out.str();
}

}  // namespace parks

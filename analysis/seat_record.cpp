#include "analysis/seat_record.h"

#include <sstream>

#include "analysis/format.h"

namespace parks {

nlohmann::json SeatRecord::seats_json() const {
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < players_; ++p) {
    nlohmann::json categories = nlohmann::json::object();
    for (std::size_t k = 0; k < category_names_.size(); ++k)
      categories[category_names_[k]] = moments_json(category(p, int(k)));
    seats.push_back({{"seat", p + 1},
                     {"wins", rate_json(wins(p), games_)},
                     {"score", moments_json(scores_[p])},
                     {"placings", std::vector<std::int64_t>(placings_[p].begin(), placings_[p].begin() + players_)},
                     {"categories", categories}});
  }
  return seats;
}

nlohmann::json SeatRecord::histogram_json() const {
  nlohmann::json histogram = nlohmann::json::array();
  histogram_.for_each([&](int score, std::int64_t n) { histogram.push_back({{"score", score}, {"count", n}}); });
  return histogram;
}

nlohmann::json simulate_json(const RunInfo& info, const std::string& game, bool interrupted, const SeatRecord& seats) {
  nlohmann::json j =
      run_json("simulate", game, info.title, info.seed, info.games, seats.games(), seats.games(), interrupted);
  j["agent"] = info.agent;
  j["players"] = info.players;
  j["seats"] = seats.seats_json();
  j["score_histogram"] = seats.histogram_json();
  j["solo"] = nullptr;
  j["outcomes"] = nlohmann::json::object();
  j["per_game"] = nlohmann::json::object();
  j["per_player"] = nlohmann::json::object();
  j["extras"] = nlohmann::json::object();
  return j;
}

std::string seats_text(const SeatRecord& seats) {
  std::ostringstream out;
  out << "seat  win rate  95% CI             mean score  sd      95% CI\n";
  for (int p = 0; p < seats.players(); ++p)
    out << format("%-4d  ", p + 1) << rate_with_interval(seats.wins(p), seats.games())
        << format("  %10.2f  ", seats.scores(p).mean())
        << (seats.scores(p).n >= 2 ? format("%6.2f  ", seats.scores(p).sd()) : std::string("     -  "))
        << mean_bounds(seats.scores(p), "[%.2f, %.2f]") << "\n";
  out << "(a win tied between k seats counts 1/k to each)\n";
  return out.str();
}

}  // namespace parks

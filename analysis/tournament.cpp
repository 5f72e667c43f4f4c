#include "analysis/tournament.h"

#include <sstream>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks {

namespace {

std::size_t name_width(const std::vector<std::string>& agents) {
  std::size_t width = 5;
  for (const auto& a : agents) width = std::max(width, a.size());
  return width;
}

}  // namespace

TournamentSummary::TournamentSummary(int agents, std::vector<std::string> categories, int seats)
    : agents_(agents),
      scores_(agents),
      wins_(agents, 0),
      half_wins_(static_cast<std::size_t>(agents * agents), 0),
      differences_(static_cast<std::size_t>(agents * agents)),
      category_names_(std::move(categories)),
      categories_(agents * category_names_.size()),
      seats_(seats),
      seat_wins_(static_cast<std::size_t>(agents * seats), 0),
      seat_games_(static_cast<std::size_t>(agents * seats), 0) {}

void TournamentSummary::add_pair(const SeatResult& a, const SeatResult& b) {
  if (a.agent == b.agent) return;
  const int half = a.score > b.score ? 2 : a.score == b.score ? 1 : 0;
  half_wins_[index(a.agent, b.agent)] += half;
  half_wins_[index(b.agent, a.agent)] += 2 - half;
  differences_[index(a.agent, b.agent)].add(a.score - b.score);
  differences_[index(b.agent, a.agent)].add(b.score - a.score);
}

void TournamentSummary::add_game(const std::vector<SeatResult>& seats) {
  for (const auto& seat : seats) {
    scores_[seat.agent].add(seat.score);
    wins_[seat.agent] += seat.win;
    if (seat.seat < seats_) {
      seat_wins_[seat.agent * seats_ + seat.seat] += seat.win;
      ++seat_games_[seat.agent * seats_ + seat.seat];
    }
    for (std::size_t k = 0; k < seat.categories.size() && k < category_names_.size(); ++k)
      categories_[seat.agent * category_names_.size() + k].add(seat.categories[k]);
  }
  for (std::size_t i = 0; i < seats.size(); ++i)
    for (std::size_t j = i + 1; j < seats.size(); ++j) add_pair(seats[i], seats[j]);
}

void TournamentSummary::add_solo_deal(const std::vector<SeatResult>& results) {
  for (std::size_t i = 0; i < results.size(); ++i)
    for (std::size_t j = i + 1; j < results.size(); ++j) add_pair(results[i], results[j]);
}

void TournamentSummary::merge(const TournamentSummary& o) {
  deals_ += o.deals_;
  for (int a = 0; a < agents_; ++a) {
    scores_[a].merge(o.scores_[a]);
    wins_[a] += o.wins_[a];
  }
  for (std::size_t i = 0; i < half_wins_.size(); ++i) {
    half_wins_[i] += o.half_wins_[i];
    differences_[i].merge(o.differences_[i]);
  }
  for (std::size_t i = 0; i < categories_.size(); ++i) categories_[i].merge(o.categories_[i]);
  for (std::size_t i = 0; i < seat_wins_.size(); ++i) {
    seat_wins_[i] += o.seat_wins_[i];
    seat_games_[i] += o.seat_games_[i];
  }
}

std::vector<Rating> TournamentSummary::ratings() const {
  Eigen::MatrixXd wins = Eigen::MatrixXd::Zero(agents_, agents_);
  for (int a = 0; a < agents_; ++a)
    for (int b = 0; b < agents_; ++b) wins(a, b) = head_to_head(a, b);
  return bradley_terry(wins);
}

std::string TournamentSummary::text(const TournamentInfo& info, bool interrupted) const {
  std::ostringstream out;
  const int w = static_cast<int>(name_width(info.agents));
  out << info.title << "\n";
  out << deals_ << " deals, every agent on the same rolls" << (info.players > 1 ? ", seats rotated" : "")
      << ", seed " << info.seed;
  if (interrupted) out << " (interrupted: " << deals_ << " of " << info.deals << " deals played)";
  out << "\n\n";
  out << format("%-*s  %7s  %-16s  %7s  %-18s  %6s  %s\n", w, "agent", "score", "95% CI", "win", "95% CI",
                "rating", "95% CI");
  const auto ratings = this->ratings();
  for (int a = 0; a < agents_; ++a) {
    const Interval m = scores_[a].mean_interval();
    const Interval win = wilson(wins_[a], scores_[a].n);
    const double win_rate = rate(wins_[a], scores_[a].n);
    out << format("%-*s  %7.2f  [%6.2f, %6.2f]  %6.2f%%  [%6.2f%%, %6.2f%%]  %+6.0f  [%+.0f, %+.0f]\n", w,
                  info.agents[a].c_str(), scores_[a].mean(), m.low, m.high, 100 * win_rate, 100 * win.low,
                  100 * win.high, ratings[a].elo, ratings[a].interval.low, ratings[a].interval.high);
  }
  out << "\n"
      << (info.players == 1 ? "paired score difference, row minus column on the same deal (95% CI)\n"
                            : "score difference, row minus column in the same game (95% CI)\n");
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (int b = 0; b < agents_; ++b) {
      if (a == b || difference(a, b).n == 0) {  // itself, or two agents that never met
        out << format("  %21s", "-");
        continue;
      }
      const Interval d = difference(a, b).mean_interval();
      out << format("  %+6.2f [%+5.2f,%+5.2f]", difference(a, b).mean(), d.low, d.high);
    }
    out << "\n";
  }
  out << "\nhead to head: share of meetings the row agent scored more (ties count a half)\n";
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (int b = 0; b < agents_; ++b) {
      const std::int64_t meetings = difference(a, b).n;
      if (a == b || meetings == 0) out << format("  %6s", "-");
      else out << format("  %5.1f%%", 100.0 * head_to_head(a, b) / meetings);
    }
    out << "\n";
  }
  if (!category_names_.empty()) {
    out << "\npoints by category, mean [95% CI]\n" << format("%-*s", w, "agent");
    for (const auto& name : category_names_) out << format("  %-21s", name.c_str());
    out << "\n";
    for (int a = 0; a < agents_; ++a) {
      out << format("%-*s", w, info.agents[a].c_str());
      for (std::size_t k = 0; k < category_names_.size(); ++k) {
        const Moments& m = category(a, static_cast<int>(k));
        const Interval i = m.mean_interval();
        out << format("  %6.2f [%5.2f, %5.2f]", m.mean(), i.low, i.high);
      }
      out << "\n";
    }
  }
  if (seats_ > 1 && seats_ == agents_) {  // with more agents than seats, a seat's rate mixes opponents
    out << "\nwin rate by seat (seat 1 plays first; 95% CI)\n" << format("%-*s", w, "agent");
    for (int seat = 0; seat < seats_; ++seat) out << format("  seat %-18d", seat + 1);
    out << "\n";
    for (int a = 0; a < agents_; ++a) {
      out << format("%-*s", w, info.agents[a].c_str());
      for (int seat = 0; seat < seats_; ++seat) {
        const Interval i = wilson(seat_wins(a, seat), seat_games(a, seat));
        out << format("  %5.1f%% [%4.1f, %4.1f]", 100 * rate(seat_wins(a, seat), seat_games(a, seat)), 100 * i.low, 100 * i.high);
      }
      out << "\n";
    }
  }
  return out.str();
}

nlohmann::json TournamentSummary::json(const TournamentInfo& info, bool interrupted) const {
  nlohmann::json j;
  j["title"] = info.title;
  j["players"] = info.players;
  j["seed"] = info.seed;
  j["deals_requested"] = info.deals;
  j["deals"] = deals_;
  j["interrupted"] = interrupted;
  const auto ratings = this->ratings();
  nlohmann::json agents = nlohmann::json::array();
  for (int a = 0; a < agents_; ++a) {
    nlohmann::json agent;
    agent["agent"] = info.agents[a];
    agent["games"] = scores_[a].n;
    agent["score_mean"] = scores_[a].mean();
    agent["score_sd"] = scores_[a].sd();
    agent["score_mean_ci95"] = interval_json(scores_[a].mean_interval());
    agent["wins"] = wins_[a];
    agent["win_rate"] = rate(wins_[a], scores_[a].n);
    agent["win_rate_ci95"] = interval_json(wilson(wins_[a], scores_[a].n));
    agent["rating"] = ratings[a].elo;
    agent["rating_ci95"] = interval_json(ratings[a].interval);
    if (!category_names_.empty()) {
      nlohmann::json categories = nlohmann::json::object();
      for (std::size_t k = 0; k < category_names_.size(); ++k) {
        const Moments& m = category(a, static_cast<int>(k));
        categories[category_names_[k]] = {{"mean", m.mean()}, {"mean_ci95", interval_json(m.mean_interval())}};
      }
      agent["categories"] = categories;
    }
    if (seats_ > 1 && seats_ == agents_) {
      nlohmann::json seats = nlohmann::json::array();
      for (int seat = 0; seat < seats_; ++seat)
        seats.push_back({{"seat", seat + 1},
                         {"games", seat_games(a, seat)},
                         {"win_rate", rate(seat_wins(a, seat), seat_games(a, seat))},
                         {"win_rate_ci95", interval_json(wilson(seat_wins(a, seat), seat_games(a, seat)))}});
      agent["seats"] = seats;
    }
    agents.push_back(agent);
  }
  j["agents"] = agents;
  nlohmann::json pairs = nlohmann::json::array();
  for (int a = 0; a < agents_; ++a)
    for (int b = 0; b < agents_; ++b) {
      if (a == b || difference(a, b).n == 0) continue;
      pairs.push_back({{"agent", info.agents[a]},
                       {"opponent", info.agents[b]},
                       {"meetings", difference(a, b).n},
                       {"wins", head_to_head(a, b)},
                       {"score_difference", difference(a, b).mean()},
                       {"score_difference_ci95", interval_json(difference(a, b).mean_interval())}});
    }
  j["pairs"] = pairs;
  return j;
}

std::string TournamentSummary::csv(const TournamentInfo& info) const {
  std::ostringstream out;
  out << "agent,games,score_mean,score_low,score_high,win_rate,win_low,win_high,rating,rating_low,rating_high\n";
  const auto ratings = this->ratings();
  for (int a = 0; a < agents_; ++a) {
    const Interval m = scores_[a].mean_interval();
    const Interval win = wilson(wins_[a], scores_[a].n);
    const double win_rate = rate(wins_[a], scores_[a].n);
    out << '"' << info.agents[a] << '"'
        << format(",%lld,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.1f,%.1f,%.1f\n", static_cast<long long>(scores_[a].n),
                  scores_[a].mean(), m.low, m.high, win_rate, win.low, win.high, ratings[a].elo,
                  ratings[a].interval.low, ratings[a].interval.high);
  }
  return out.str();
}

std::vector<std::string> split_agent_list(const std::string& list) {
  std::vector<std::string> specs;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string piece = list.substr(start, comma - start);
    const bool continues = piece.find('=') != std::string::npos && piece.find(':') == std::string::npos;
    if (continues && !specs.empty()) specs.back() += "," + piece;
    else specs.push_back(piece);
    start = comma + 1;
  }
  return specs;
}

}  // namespace parks

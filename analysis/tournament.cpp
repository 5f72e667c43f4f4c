#include "analysis/tournament.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <numeric>
#include <set>
#include <sstream>
#include <stdexcept>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks {

namespace {

using Permutation = std::vector<int>;

bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

// How many distinct seatings every ordering gives: K!/(K-P)!, or K! with fewer agents than
// seats; kMaxSeatings + 1 when more.
std::int64_t ordering_count(int agents, int players) {
  std::int64_t count = 1;
  for (int k = 0; k < std::min(agents, players); ++k) {
    count *= agents - k;
    if (count > SeatingDesign::kMaxSeatings) return SeatingDesign::kMaxSeatings + 1;
  }
  return count;
}

// Seat s holds place s mod K of the ordering.
void seat(const Permutation& order, int players, std::vector<int>& seats) {
  for (int s = 0; s < players; ++s) seats.push_back(order[static_cast<std::size_t>(s) % order.size()]);
}

// Every ordering, in lexicographic order of the places that are seated, each once.
std::vector<int> all_orderings(int agents, int players) {
  Permutation order(static_cast<std::size_t>(agents));
  std::iota(order.begin(), order.end(), 0);
  const int placed = std::min(agents, players);
  std::vector<int> seats;
  do {
    seat(order, players, seats);
    std::reverse(order.begin() + placed, order.end());  // the last ordering of these places
  } while (std::next_permutation(order.begin(), order.end()));
  return seats;
}

// The group the permutations generate.
std::set<Permutation> generated_group(const std::vector<Permutation>& generators) {
  Permutation identity(generators.front().size());
  std::iota(identity.begin(), identity.end(), 0);
  std::set<Permutation> group{identity};
  std::vector<Permutation> frontier{identity};
  while (!frontier.empty()) {
    std::vector<Permutation> next;
    for (const auto& g : frontier)
      for (const auto& h : generators) {
        Permutation hg(g.size());
        for (std::size_t x = 0; x < g.size(); ++x) hg[x] = h[static_cast<std::size_t>(g[x])];
        if (group.insert(hg).second) next.push_back(std::move(hg));
      }
    frontier = std::move(next);
  }
  return group;
}

// The affine maps x -> ax + b mod p (a != 0).
std::set<Permutation> affine_group(int p) {
  std::set<Permutation> group;
  for (int a = 1; a < p; ++a)
    for (int b = 0; b < p; ++b) {
      Permutation g(static_cast<std::size_t>(p));
      for (int x = 0; x < p; ++x) g[x] = (a * x + b) % p;
      group.insert(std::move(g));
    }
  return group;
}

// The points 0..q-1 and infinity (q); x -> x + 1 and x -> -1/x generate PSL(2, q).
std::vector<Permutation> projective_generators(int q) {
  Permutation shift(static_cast<std::size_t>(q + 1)), invert(static_cast<std::size_t>(q + 1));
  for (int x = 0; x < q; ++x) shift[x] = (x + 1) % q;
  shift[q] = q;
  invert[0] = q;
  invert[q] = 0;
  for (int x = 1; x < q; ++x)
    for (int y = 1; y < q; ++y)
      if (x * y % q == q - 1) invert[x] = y;
  return {shift, invert};
}

// The distinct seatings of a group's permutations, seat s holding g(s mod K), in lexicographic
// order. Two permutations seat alike when they differ by one fixing every seated place; those
// classes are cosets, all of one size, so dropping repeats keeps the balance.
std::vector<int> group_seatings(const std::set<Permutation>& group, int players) {
  std::set<std::vector<int>> distinct;
  for (const auto& g : group) {
    std::vector<int> seats;
    seat(g, players, seats);
    distinct.insert(std::move(seats));
  }
  std::vector<int> seats;
  for (const auto& s : distinct) seats.insert(seats.end(), s.begin(), s.end());
  return seats;
}

std::size_t name_width(const std::vector<std::string>& agents) {
  std::size_t width = 5;
  for (const auto& a : agents) width = std::max(width, a.size());
  return width;
}

}  // namespace

SeatingDesign::SeatingDesign(int agents, int players) : agents_(agents), players_(players) {
  if (agents < 1 || players < 1) throw std::invalid_argument("a seating needs agents and seats");
  if (players == 1) {
    seats_.resize(static_cast<std::size_t>(agents));
    std::iota(seats_.begin(), seats_.end(), 0);
    return;
  }
  const std::int64_t orderings = ordering_count(agents, players);
  kind_ = Kind::AllOrderings;
  if (orderings > kMaxOrderings) {
    std::int64_t fewest = orderings;  // a group design only when it is smaller
    const auto consider = [&](Kind kind, std::vector<int> seats) {
      const auto count = static_cast<std::int64_t>(seats.size()) / players;
      if (count >= fewest) return;
      fewest = count;
      kind_ = kind;
      seats_ = std::move(seats);
    };
    // The groups' orders, K(K-1) and K(K-1)(K-2)/2, bound what building them costs.
    const std::int64_t k = agents;
    if (is_prime(agents) && k * (k - 1) <= kMaxSeatings)
      consider(Kind::Affine, group_seatings(affine_group(agents), players));
    if (is_prime(agents - 1) && k * (k - 1) * (k - 2) / 2 <= kMaxSeatings)
      consider(Kind::Projective, group_seatings(generated_group(projective_generators(agents - 1)), players));
  }
  if (kind_ != Kind::AllOrderings) return;
  if (orderings > kMaxSeatings)
    throw std::invalid_argument(format("%d agents in %d seats need more than %lld seatings a deal; list fewer agents",
                                       agents, players, static_cast<long long>(kMaxSeatings)));
  seats_ = all_orderings(agents, players);
}

std::string SeatingDesign::name() const {
  switch (kind_) {
    case Kind::Solo: return "each agent alone";
    case Kind::AllOrderings: return "all orderings";
    case Kind::Affine: return "affine maps mod " + std::to_string(agents_);
    case Kind::Projective: return "PSL(2," + std::to_string(agents_ - 1) + ") on the projective line";
  }
  return {};
}

std::string SeatingDesign::description() const {
  const std::string count = std::to_string(size());
  const std::string k = std::to_string(agents_), p = std::to_string(players_);
  switch (kind_) {
    case Kind::Solo: return count + " games per deal: each agent alone";
    case Kind::AllOrderings:
      return count + " seatings per deal: all orderings of " +
             (agents_ > players_ ? p + " of the " + k + " agents" : "the " + k + " agents") +
             (agents_ < players_ ? ", repeated around the " + p + " seats" : "") + " (balanced exactly)";
    case Kind::Affine:
    case Kind::Projective:
      return count + " seatings per deal: " + name() +
             " (every agent in every seat, every ordered pair in every pair of seats, equally often)";
  }
  return {};
}

TournamentSummary::TournamentSummary(int agents, std::vector<std::string> categories, int seats)
    : agents_(agents),
      scores_(agents),
      win_shares_(agents, 0),
      half_wins_(static_cast<std::size_t>(agents * agents), 0),
      differences_(static_cast<std::size_t>(agents * agents)),
      category_names_(std::move(categories)),
      categories_(agents * category_names_.size()),
      seats_(seats),
      seat_win_shares_(static_cast<std::size_t>(agents * seats), 0),
      seat_games_(static_cast<std::size_t>(agents * seats), 0),
      times_(static_cast<std::size_t>(agents)) {}

void TournamentSummary::add_pair(const SeatResult& a, const SeatResult& b) {
  if (a.agent == b.agent) return;
  const int half = a.score > b.score ? 2 : a.score == b.score ? 1 : 0;
  half_wins_[index(a.agent, b.agent)] += half;
  half_wins_[index(b.agent, a.agent)] += 2 - half;
  differences_[index(a.agent, b.agent)].add(a.score - b.score);
  differences_[index(b.agent, a.agent)].add(b.score - a.score);
}

namespace {

void add_times(DecisionTimes& into, const DecisionTimes& from) {
  into.decisions += from.decisions;
  into.microseconds += from.microseconds;
  for (std::size_t b = 0; b < into.bins.size(); ++b) into.bins[b] += from.bins[b];
}

std::string duration(double seconds) {
  if (seconds < 1e-3) return format("%.1f us", seconds * 1e6);
  if (seconds < 1) return format("%.1f ms", seconds * 1e3);
  return format("%.2f s", seconds);
}

}  // namespace

void TournamentSummary::add_game(const std::vector<SeatResult>& seats) {
  for (const auto& seat : seats) {
    scores_[seat.agent].add(seat.score);
    const std::int64_t share = std::llround(seat.win * kWinShareUnit);
    win_shares_[seat.agent] += share;
    if (seat.seat < seats_) {
      seat_win_shares_[seat.agent * seats_ + seat.seat] += share;
      ++seat_games_[seat.agent * seats_ + seat.seat];
    }
    for (std::size_t k = 0; k < seat.categories.size() && k < category_names_.size(); ++k)
      categories_[seat.agent * category_names_.size() + k].add(seat.categories[k]);
    add_times(times_[seat.agent], seat.times);
  }
  for (std::size_t i = 0; i < seats.size(); ++i)
    for (std::size_t j = i + 1; j < seats.size(); ++j) add_pair(seats[i], seats[j]);
}

void TournamentSummary::add_solo_deal(const std::vector<SeatResult>& results) {
  for (std::size_t i = 0; i < results.size(); ++i)
    for (std::size_t j = i + 1; j < results.size(); ++j) add_pair(results[i], results[j]);
}

std::vector<Rating> TournamentSummary::ratings() const {
  Eigen::MatrixXd wins = Eigen::MatrixXd::Zero(agents_, agents_);
  for (int a = 0; a < agents_; ++a)
    for (int b = 0; b < agents_; ++b) wins(a, b) = head_to_head(a, b);
  return bradley_terry(wins);
}

void TournamentSummary::text_agents(std::ostream& out, const TournamentInfo& info, int w) const {
  out << format("%-*s  %7s  %-16s  %7s  %-18s  %6s  %s\n", w, "agent", "score", "95% CI", "win", "95% CI", "rating",
                "95% CI");
  const auto ratings = this->ratings();
  for (int a = 0; a < agents_; ++a) {
    const Interval win = wilson(wins(a), scores_[a].n);
    const double win_rate = rate(wins(a), scores_[a].n);
    out << format("%-*s  %7.2f  ", w, info.agents[a].c_str(), scores_[a].mean())
        << mean_bounds(scores_[a], "[%6.2f, %6.2f]")
        << format("  %6.2f%%  [%6.2f%%, %6.2f%%]  %+6.0f  [%+.0f, %+.0f]\n", 100 * win_rate, 100 * win.low,
                  100 * win.high, ratings[a].elo, ratings[a].interval.low, ratings[a].interval.high);
  }
}

namespace {

// The agents' names over a matrix's columns, each right-aligned in `cell` characters.
void column_names(std::ostream& out, const TournamentInfo& info, int w, int cell) {
  out << format("%-*s", w, "");
  for (const auto& name : info.agents) out << format("  %*s", cell, name.c_str());
  out << "\n";
}

}  // namespace

void TournamentSummary::text_pairs(std::ostream& out, const TournamentInfo& info, int w) const {
  if (info.players > agents_)
    out << "\nWith fewer agents than seats an agent fills several seats of a game, so its mean and win rate\n"
           "above include games against itself; the paired differences below compare agents in the same games.\n";
  out << "\n"
      << (info.players == 1 ? "paired score difference, row minus column on the same deal (95% CI)\n"
                            : "score difference, row minus column in the same game (95% CI)\n");
  const int pair_cell = std::max(21, w);
  column_names(out, info, w, pair_cell);
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (int b = 0; b < agents_; ++b) {
      const Moments& d = difference(a, b);
      if (a == b || d.n == 0) {  // itself, or two agents that never met
        out << format("  %*s", pair_cell, "-");
      } else {
        const std::string cell = format("%+6.2f ", d.mean()) + mean_bounds(d, "[%+5.2f,%+5.2f]");
        out << format("  %*s", pair_cell, cell.c_str());
      }
    }
    out << "\n";
  }
  out << "\nhead to head: share of meetings the row agent scored more (ties count a half)\n";
  const int share_cell = std::max(6, w);
  column_names(out, info, w, share_cell);
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (int b = 0; b < agents_; ++b) {
      const std::int64_t meetings = difference(a, b).n;
      if (a == b || meetings == 0) out << format("  %*s", share_cell, "-");
      else out << format("  %*s", share_cell, format("%.1f%%", 100.0 * head_to_head(a, b) / meetings).c_str());
    }
    out << "\n";
  }
}

void TournamentSummary::text_categories(std::ostream& out, const TournamentInfo& info, int w) const {
  if (category_names_.empty()) return;
  out << "\npoints by category, mean [95% CI]\n" << format("%-*s", w, "agent");
  for (const auto& name : category_names_) out << format("  %-21s", name.c_str());
  out << "\n";
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (std::size_t k = 0; k < category_names_.size(); ++k) {
      const Moments& m = category(a, static_cast<int>(k));
      out << format("  %6.2f ", m.mean()) << mean_bounds(m, "[%5.2f, %5.2f]");
    }
    out << "\n";
  }
}

void TournamentSummary::text_seats(std::ostream& out, const TournamentInfo& info, int w) const {
  if (seats_ <= 1 || seats_ != agents_) return;  // with more agents than seats, a seat's rate mixes opponents
  out << "\nwin rate by seat (seat 1 plays first; 95% CI)\n" << format("%-*s", w, "agent");
  for (int seat = 0; seat < seats_; ++seat) out << format("  seat %-18d", seat + 1);
  out << "\n";
  for (int a = 0; a < agents_; ++a) {
    out << format("%-*s", w, info.agents[a].c_str());
    for (int seat = 0; seat < seats_; ++seat) {
      const Interval i = wilson(seat_wins(a, seat), seat_games(a, seat));
      out << format("  %5.1f%% [%4.1f, %4.1f]", 100 * rate(seat_wins(a, seat), seat_games(a, seat)), 100 * i.low,
                    100 * i.high);
    }
    out << "\n";
  }
}

std::string TournamentSummary::text(const TournamentInfo& info, bool interrupted) const {
  std::ostringstream out;
  const int w = static_cast<int>(name_width(info.agents));
  out << info.title << "\n";
  out << deals_ << " deals, every agent on the same rolls, seed " << info.seed;
  if (interrupted) out << " (interrupted: " << deals_ << " of " << info.deals << " deals played)";
  out << "\n";
  if (info.players > 1 && !info.seating.empty()) out << info.seating << "\n";
  out << "\n";
  text_agents(out, info, w);
  text_pairs(out, info, w);
  text_categories(out, info, w);
  text_seats(out, info, w);
  if (info.timing) text_times(out, info, w);
  return out.str();
}

void TournamentSummary::text_times(std::ostream& out, const TournamentInfo& info, int w) const {
  out << "\ndecision time (wall clock on this machine; it varies from run to run, the results do not)\n";
  out << format("%-*s  %10s  %12s  %12s\n", w, "agent", "decisions", "mean", "95th pct");
  for (int a = 0; a < agents_; ++a)
    out << format("%-*s  %10lld  %12s  %12s\n", w, info.agents[a].c_str(), static_cast<long long>(times_[a].decisions),
                  duration(times_[a].mean_seconds()).c_str(), duration(times_[a].percentile_seconds(0.95)).c_str());
}

nlohmann::json TournamentSummary::agent_json(int a, const TournamentInfo& info, const Rating& rating) const {
  nlohmann::json agent;
  agent["agent"] = info.agents[a];
  agent["games"] = scores_[a].n;
  agent["score"] = moments_json(scores_[a]);
  agent["wins"] = rate_json(wins(a), scores_[a].n);
  agent["rating"] = {{"elo", number_json(rating.elo)}, {"ci95", interval_json(rating.interval)}};
  nlohmann::json categories = nlohmann::json::object();
  for (std::size_t k = 0; k < category_names_.size(); ++k)
    categories[category_names_[k]] = moments_json(category(a, static_cast<int>(k)));
  agent["categories"] = categories;
  // By seat only with as many agents as seats: then every agent meets the same opponents in
  // every seat, and its seats compare.
  nlohmann::json seats = nlohmann::json::array();
  if (seats_ > 1 && seats_ == agents_)
    for (int seat = 0; seat < seats_; ++seat)
      seats.push_back({{"seat", seat + 1}, {"wins", rate_json(seat_wins(a, seat), seat_games(a, seat))}});
  agent["seats"] = seats;
  // Asked for only: the wall clock varies from run to run, the rest of the output does not.
  // Named "seconds" as every wall-clock field is, so that comparisons of results leave it out.
  if (info.timing)
    agent["seconds"] = {{"decisions", times_[a].decisions},
                        {"per_decision_mean", number_json(times_[a].mean_seconds())},
                        {"per_decision_p95", number_json(times_[a].percentile_seconds(0.95))}};
  return agent;
}

nlohmann::json TournamentSummary::json(const TournamentInfo& info, bool interrupted) const {
  std::int64_t seat_games = 0;
  for (const Moments& m : scores_) seat_games += m.n;
  nlohmann::json j = run_json("tournament", info.game, info.title, info.seed, info.deals, deals_,
                              info.players ? seat_games / info.players : 0, interrupted);
  j["players"] = info.players;
  j["seating"] = {{"design", info.seating.empty() ? nlohmann::json() : nlohmann::json(info.seating)},
                  {"seatings_per_deal", info.seatings}};
  const auto ratings = this->ratings();
  nlohmann::json agents = nlohmann::json::array();
  for (int a = 0; a < agents_; ++a) agents.push_back(agent_json(a, info, ratings[a]));
  j["agents"] = agents;
  nlohmann::json pairs = nlohmann::json::array();
  for (int a = 0; a < agents_; ++a)
    for (int b = 0; b < agents_; ++b) {
      if (a == b || difference(a, b).n == 0) continue;
      pairs.push_back({{"agent", info.agents[a]},
                       {"opponent", info.agents[b]},
                       {"meetings", difference(a, b).n},
                       {"head_to_head", rate_json(head_to_head(a, b), difference(a, b).n)},
                       {"score_difference", moments_json(difference(a, b))}});
    }
  j["pairs"] = pairs;
  return j;
}

namespace {

// A bound that is not finite (a mean of one game) is an empty CSV cell, as in every table.
std::string csv_bound(double x, const char* fmt) { return std::isfinite(x) ? format(fmt, x) : std::string(); }

}  // namespace

std::string TournamentSummary::csv(const TournamentInfo& info) const {
  std::ostringstream out;
  out << "agent,games,score_mean,score_low,score_high,win_rate,win_low,win_high,rating,rating_low,rating_high\n";
  const auto ratings = this->ratings();
  for (int a = 0; a < agents_; ++a) {
    const Interval m = scores_[a].n >= 2 ? scores_[a].mean_interval() : Interval{NAN, NAN};
    const Interval win = wilson(wins(a), scores_[a].n);
    out << '"' << info.agents[a] << '"'
        << format(",%lld,%.4f,", static_cast<long long>(scores_[a].n), scores_[a].mean()) << csv_bound(m.low, "%.4f")
        << "," << csv_bound(m.high, "%.4f")
        << format(",%.4f,%.4f,%.4f,%.1f,", rate(wins(a), scores_[a].n), win.low, win.high, ratings[a].elo)
        << csv_bound(ratings[a].interval.low, "%.1f") << "," << csv_bound(ratings[a].interval.high, "%.1f") << "\n";
  }
  return out.str();
}

namespace {

// "exec:time=2" before the settings' closing ':': the next piece continues them.
bool in_exec_settings(const std::string& spec) {
  if (spec.rfind("exec:", 0) != 0) return false;
  const std::string settings = spec.substr(5);
  return settings.find(':') == std::string::npos && settings.find('=') != std::string::npos &&
         std::all_of(settings.begin(), settings.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("=,._-", c); });
}

}  // namespace

std::vector<std::string> split_agent_list(const std::string& list) {
  std::vector<std::string> specs;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string piece = list.substr(start, comma - start);
    const bool key_value = piece.find('=') != std::string::npos;
    const bool continues = (key_value && piece.find(':') == std::string::npos) ||
                           (key_value && !specs.empty() && in_exec_settings(specs.back()));
    if (continues && !specs.empty()) specs.back() += "," + piece;
    else specs.push_back(piece);
    start = comma + 1;
  }
  return specs;
}

}  // namespace parks

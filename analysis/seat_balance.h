#pragma once
// Seat balance, one measure for every game. A seat's edge is its mean score minus the mean of
// the other seats' means: it needs no reference seat, and the edges of a player count sum to 0.
// It is paired by deal: the deal's edge of seat s is its score minus the mean of the others'
// scores in that deal, and the edge is the mean of those, with the 95% interval of that mean.
// The same holds for wins (1 for the deal's winner, 1/k to each of k tied winners, counted in
// units of 1/kWinShareUnit). Accumulated as the integer
// P * x_s - sum_q x_q = (P - 1) * (x_s - mean of the others), so merging stays exact.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "analysis/archive.h"
#include "analysis/experiment.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"
#include "analysis/table.h"

namespace parks {

inline constexpr int kMaxSeats = 6;

class SeatEdges {
 public:
  explicit SeatEdges(int players = 1) : players_(players) {}

  // A deal's final state: score(p) and is_winner(p) of its seats.
  template <class State>
  void add(const State& state) {
    std::array<std::int64_t, kMaxSeats> scores{}, wins{};
    for (int p = 0; p < players_; ++p)
      scores[p] = static_cast<std::int64_t>(state.score(p)), wins[p] = win_share(state, players_, p);
    add(scores, wins);
  }
  // `wins` in units of 1/kWinShareUnit.
  void add(const std::array<std::int64_t, kMaxSeats>& scores, const std::array<std::int64_t, kMaxSeats>& wins) {
    ++games_;
    std::int64_t total_score = 0, total_wins = 0;
    for (int p = 0; p < players_; ++p) total_score += scores[p], total_wins += wins[p];
    for (int p = 0; p < players_; ++p) {
      scores_[p].add(scores[p]);
      wins_[p] += wins[p];
      score_edges_[p].add(players_ * scores[p] - total_score);
      win_edges_[p].add(players_ * wins[p] - total_wins);
    }
  }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), games_, wins_, scores_, score_edges_, win_edges_);
  }

  int players() const { return players_; }
  std::int64_t games() const { return games_; }
  double wins(int seat) const { return static_cast<double>(wins_[seat]) / kWinShareUnit; }
  Estimate win_rate(int seat) const { return rate_estimate(wins(seat), games_); }
  Estimate score(int seat) const { return mean_estimate(scores_[seat]); }
  // Solo has no other seat: its edges are not numbers.
  Estimate score_edge(int seat) const { return edge(score_edges_[seat]); }
  Estimate win_edge(int seat) const { return edge(win_edges_[seat], 1.0 / kWinShareUnit); }
  // The deal's edge of `seat` times (players - 1), an integer per deal.
  const Moments& scaled_score_edge(int seat) const { return score_edges_[seat]; }

 private:
  Estimate edge(const Moments& m, double unit = 1.0) const {
    if (players_ < 2) {
      const double nan = std::numeric_limits<double>::quiet_NaN();
      return {nan, {nan, nan}};
    }
    return mean_estimate(m, unit / (players_ - 1));
  }

  int players_;
  std::int64_t games_ = 0;
  std::array<std::int64_t, kMaxSeats> wins_{};  // in units of 1/kWinShareUnit
  std::array<Moments, kMaxSeats> scores_{}, score_edges_{}, win_edges_{};
};

// The seat table, its plots, note and finding, the same in every balance study.
class SeatBalanceReport {
 public:
  // "3 players", or "3 players, basic rules" with a setup.
  static std::string setup_label(int players, const std::string& setup = {}) {
    return format("%d player%s", players, players == 1 ? "" : "s") + (setup.empty() ? "" : ", " + setup);
  }

  void add(const std::string& setup, const SeatEdges& edges) {
    if (!edges.games()) return;
    for (int p = 0; p < edges.players(); ++p) {
      const Estimate score_edge = edge_cell(edges, p, true), win_edge = edge_cell(edges, p, false);
      table_.add_row({setup, double(edges.players()), double(p + 1), double(edges.games()), edges.win_rate(p),
                      cell(win_edge), edges.score(p), cell(score_edge)});
      if (edges.players() < 2) continue;
      chance_.add(score_edge);
      if (!largest_setup_.empty() && std::fabs(score_edge.value) <= std::fabs(largest_score_.value)) continue;
      largest_setup_ = setup, largest_seat_ = p + 1, largest_score_ = score_edge, largest_win_ = win_edge;
      largest_games_ = edges.games();
    }
  }

  const Table& table() const { return table_; }
  // The finding on the largest edge, stated only when its interval excludes 0; empty without a
  // multiplayer game.
  std::string finding() const {
    if (largest_setup_.empty()) return {};
    const std::string chance = chance_.clause("seats' score-edge intervals");
    if (!excludes_zero(largest_score_))
      return format("No seat edge detected: the largest, seat %d with %s: ", largest_seat_, largest_setup_.c_str()) +
             undetected_text(largest_score_, Quote::Signed, largest_games_,
                             {.after = " points over the other seats' mean score in the same games"}) +
             chance + ".";
    return format(
               "The largest seat edge is seat %d with %s: %s points over the other seats' mean score in the same "
               "games, and in win rate ",
               largest_seat_, largest_setup_.c_str(), quote(largest_score_, Quote::Signed).c_str()) +
           difference_text(largest_win_, Quote::PercentagePoints, largest_games_) + chance + ".";
  }
  static std::string note() {
    return "A seat's edge is its mean score (or win rate) minus the mean of the other seats' in the same games, paired "
           "by deal: the deal's edge is the seat's score minus the mean of the other seats' scores in that deal, and "
           "score_edge is the mean of those with its 95% interval (win_edge the same for wins, shared wins counting "
           "for each winner). The edges of a player count sum to 0; without a seat effect every edge is 0.";
  }
  static std::vector<Plot> plots() {
    return {Plot{.name = "seat_win_rate",
                 .kind = "bars",
                 .table = "seats",
                 .x = "seat",
                 .y = "win_rate",
                 .group = "setup",
                 .title = "Win rate by seat (95% intervals)"},
            Plot{.name = "seat_score_edge",
                 .kind = "bars",
                 .table = "seats",
                 .x = "seat",
                 .y = "score_edge",
                 .group = "setup",
                 .title = "Score edge over the other seats' mean (paired by deal, 95% intervals)"}};
  }

 private:
  static Estimate edge_cell(const SeatEdges& edges, int seat, bool score) {
    return score ? edges.score_edge(seat) : edges.win_edge(seat);
  }
  static Cell cell(const Estimate& e) { return std::isnan(e.value) ? Cell(e.value) : Cell(e); }

  Table table_{"seats",
               "Each seat's win rate and score, and its edge over the other seats' mean in the same games",
               {{"setup", Format::Text},
                {"players", Format::Integer},
                {"seat", Format::Integer},
                {"games", Format::Integer},
                {"win_rate", Format::Percent},
                {"win_edge", Format::Percent},
                {"score", Format::Number},
                {"score_edge", Format::Number}},
               {}};
  std::string largest_setup_;
  int largest_seat_ = 0;
  std::int64_t largest_games_ = 0;
  ChanceCount chance_;
  Estimate largest_score_, largest_win_;
};

}  // namespace parks

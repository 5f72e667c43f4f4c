#pragma once
// Tournaments: every agent plays the same dealt games, so that comparisons are paired. A deal is
// a game index: its dice come from (seed, deal) alone, and every game of a deal plays them. Solo,
// each agent plays every deal once; with P players, each deal is played once per seating of a
// balanced design (below). Per agent: the mean score and the win rate; per pair: the head-to-head
// record (higher score on the same deal or in the same game; ties count a half) and the mean score
// difference; Bradley-Terry ratings from the records. With as many agents as seats, each agent's
// win rate by seat (it meets the same opponents in every seat); for games whose score has
// categories, each agent's mean points per category.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "analysis/archive.h"
#include "analysis/bradley_terry.h"
#include "analysis/decision_times.h"
#include "analysis/game_log.h"
#include "analysis/runner.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"

namespace parks {

// How the agents sit at each deal. Every seating of a deal plays the deal's dice, and seat s's
// agent draws from seat s's stream (agents/play.h), so the seatings differ only in who sits where.
// A design is balanced when every agent sits in every seat equally often and every ordered pair
// of agents holds every ordered pair of seats equally often (with fewer agents than seats, every
// pair of seats not a multiple of K apart, which one agent holds). Then each agent precedes each
// other one exactly as often as it follows it (anywhere before it, just before it, or just before
// it around the table), and every pair meets equally often.
//  - Solo: each agent plays the deal once.
//  - All orderings, when there are at most kMaxOrderings: every ordered choice of P of the K
//    agents; with fewer agents than seats, every ordering of the K agents repeated around the
//    table (seat s holds place s mod K, so an agent holds seats K apart). The set is the same
//    whatever the order of the list, so the games, and every figure, do not depend on it.
//  - Otherwise, when smaller, a 2-transitive group of permutations g of the agents, seat s
//    holding g(s mod K): the affine maps x -> ax + b mod K for prime K (K(K-1) seatings), or
//    PSL(2, K-1) on the projective line for prime K-1 (K(K-1)(K-2)/2 for P >= 3). Balanced as
//    above, though a pair's third seat-mate is not balanced, and the listed order picks which
//    seatings are played (their figures agree in expectation, not game by game).
//  - Neither smaller: all orderings, up to kMaxSeatings.
class SeatingDesign {
 public:
  enum class Kind : std::uint8_t { Solo, AllOrderings, Affine, Projective };
  static constexpr std::int64_t kMaxOrderings = 120;
  static constexpr std::int64_t kMaxSeatings = 100'000;

  // Throws std::invalid_argument when no design has at most kMaxSeatings seatings.
  SeatingDesign(int agents, int players);

  Kind kind() const { return kind_; }
  int agents() const { return agents_; }
  int players() const { return players_; }
  int size() const { return static_cast<int>(seats_.size() / static_cast<std::size_t>(players_)); }
  // Seating i: the agent in each seat.
  std::span<const int> seating(int i) const {
    return {seats_.data() + static_cast<std::size_t>(i) * players_, static_cast<std::size_t>(players_)};
  }
  std::string name() const;  // "all orderings"
  // "24 seatings per deal: all orderings of 3 of the 4 agents (balanced exactly)"
  std::string description() const;

 private:
  Kind kind_ = Kind::Solo;
  int agents_, players_;
  std::vector<int> seats_;  // seating i's seat s holds agent seats_[i * players + s]
};

struct TournamentInfo {
  std::string title;                // e.g. "A Walk in the Park: solo, level 1, default landmarks"
  std::vector<std::string> agents;  // specs as given
  int players = 1;
  std::int64_t deals = 0;  // asked for
  std::uint64_t seed = 1;
  std::string seating = {};  // SeatingDesign::description()
  int seatings = 0;          // per deal
  bool timing = false;       // the text and JSON show each agent's decision time (it varies run to run)
  std::string game = {};     // the registry name, the JSON's "game"
};

// One seat's result in one game.
struct SeatResult {
  int agent;
  int score;
  double win;  // the seat's share of the game's win: 1, 0, or 1/k when k seats tie for it
  int seat = 0;
  std::vector<int> categories = {};  // the score by category, for games that split it
  DecisionTimes times = {};          // how long the seat's agent took over its decisions
};

// A game may split its score into categories: `State::kCategoryNames` (category_names<State>(),
// analysis/seat_record.h) and `state.category_points(seat)`.
template <class State>
std::vector<int> category_points(const State& state, int seat) {
  if constexpr (ScoresByCategory<State>) {
    const auto points = state.category_points(seat);
    return {std::begin(points), std::end(points)};
  } else {
    return {};
  }
}

class TournamentSummary {
 public:
  explicit TournamentSummary(int agents = 0, std::vector<std::string> categories = {}, int seats = 1);

  // The results of one game (solo: one seat; with P players, all P seats of one game).
  void add_game(const std::vector<SeatResult>& seats);
  // Solo: the results of every agent on one deal, compared pairwise.
  void add_solo_deal(const std::vector<SeatResult>& results);
  void count_deal() { ++deals_; }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(agents_), deals_, scores_, win_shares_, half_wins_, differences_, category_names_, categories_,
      fixed(seats_), seat_win_shares_, seat_games_, times_);
  }

  std::int64_t deals() const { return deals_; }
  const Moments& scores(int agent) const { return scores_[agent]; }
  double wins(int agent) const { return shares(win_shares_[agent]); }
  const Moments& difference(int a, int b) const { return differences_[index(a, b)]; }
  double head_to_head(int a, int b) const { return half_wins_[index(a, b)] / 2.0; }
  std::vector<Rating> ratings() const;
  const Moments& category(int agent, int k) const { return categories_[agent * category_names_.size() + k]; }
  double seat_wins(int agent, int seat) const { return shares(seat_win_shares_[agent * seats_ + seat]); }
  std::int64_t seat_games(int agent, int seat) const { return seat_games_[agent * seats_ + seat]; }
  const DecisionTimes& times(int agent) const { return times_[agent]; }

  std::string text(const TournamentInfo& info, bool interrupted) const;
  nlohmann::json json(const TournamentInfo& info, bool interrupted) const;
  std::string csv(const TournamentInfo& info) const;

 private:
  std::size_t index(int a, int b) const { return static_cast<std::size_t>(a * agents_ + b); }
  static double shares(std::int64_t units) { return static_cast<double>(units) / kWinShareUnit; }
  void add_pair(const SeatResult& a, const SeatResult& b);
  // The text report's tables, and one agent's JSON.
  void text_agents(std::ostream& out, const TournamentInfo& info, int name_width) const;
  void text_pairs(std::ostream& out, const TournamentInfo& info, int name_width) const;
  void text_categories(std::ostream& out, const TournamentInfo& info, int name_width) const;
  void text_seats(std::ostream& out, const TournamentInfo& info, int name_width) const;
  void text_times(std::ostream& out, const TournamentInfo& info, int name_width) const;
  nlohmann::json agent_json(int agent, const TournamentInfo& info, const Rating& rating) const;

  int agents_;
  std::int64_t deals_ = 0;
  std::vector<Moments> scores_;
  std::vector<std::int64_t> win_shares_;  // in units of 1/kWinShareUnit
  std::vector<std::int64_t> half_wins_;   // [a][b]: 2 per game a beat b, 1 per tie
  std::vector<Moments> differences_;      // [a][b]: score of a minus score of b
  std::vector<std::string> category_names_;
  std::vector<Moments> categories_;  // [a][k]: agent a's points in category k
  int seats_;
  std::vector<std::int64_t> seat_win_shares_, seat_games_;  // [a][seat]
  std::vector<DecisionTimes> times_;                        // [a]
};

// Runs the tournament: every deal once per seating of SeatingDesign(agent_count, players);
// `make_state(deal)` gives a deal's initial state, `make_agent(k)` a fresh agent k. Agents are
// AnyAgent-like (played through `choose`). Each decision is timed; with a `log`, every game is
// written to it.
template <class MakeState, class MakeAgent>
RunResult<TournamentSummary> run_tournament(const RunOptions& options, int agent_count, int players,
                                            MakeState make_state, MakeAgent make_agent, GameLog* log = nullptr) {
  using State = decltype(make_state(std::int64_t{}));
  const SeatingDesign design(agent_count, players);
  const TournamentSummary empty(agent_count, category_names<State>(), players);
  return run_indexed(options, empty, [&](std::int64_t deal, TournamentSummary& summary) {
    const auto game = static_cast<std::uint64_t>(deal);
    using Agent = decltype(make_agent(0));
    // The deal's games are added once all are played: a game that fails (an external bot) adds
    // none of them.
    std::vector<std::vector<SeatResult>> games;
    std::vector<GameLog::Game> logged;
    for (int i = 0; i < design.size(); ++i) {
      const std::span<const int> seating = design.seating(i);
      std::array<Agent, State::kMaxPlayers> agents;
      for (int seat = 0; seat < players; ++seat) agents[seat] = make_agent(seating[seat]);
      GameTrace<State> trace(log && log->keeps_moves());
      const State final_state = play_game(make_state(deal), agents, options.seed, game, trace);
      std::vector<SeatResult> seats;
      for (int seat = 0; seat < players; ++seat)
        seats.push_back({seating[seat], static_cast<int>(final_state.score(seat)),
                         static_cast<double>(win_share(final_state, players, seat)) / kWinShareUnit, seat,
                         category_points(final_state, seat), trace.times(seat)});
      games.push_back(std::move(seats));
      if (log && log->active())
        logged.push_back(trace.game(final_state, deal, i,
                                    std::vector<int>(seating.begin(), seating.begin() + players)));
    }
    for (const auto& entry : logged) log->add(entry);
    std::vector<SeatResult> results;
    for (const auto& seats : games) {
      if (players == 1) results.push_back(seats[0]);
      summary.add_game(seats);
    }
    if (players == 1) summary.add_solo_deal(results);
    summary.count_deal();
  });
}

// Splits "a,b,mcts:iters=100,c=0.5,c" into specs: a piece holding '=' but no ':' continues the
// spec before it.
std::vector<std::string> split_agent_list(const std::string& list);

}  // namespace parks

#pragma once
// Tournaments: every agent plays the same dealt games, so that comparisons are paired. A deal is
// a game index: its dice come from (seed, deal) alone. Solo, each agent plays every deal once;
// with P players, each deal is played K times with the K agents rotated through the seats
// (seat i of rotation r holds agent (r + i) mod K). Per agent: the mean score and the win rate;
// per pair: the head-to-head record (higher score on the same deal or in the same game; ties
// count a half) and the mean score difference; Bradley-Terry ratings from the records.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analysis/bradley_terry.h"
#include "analysis/runner.h"
#include "analysis/statistics.h"

namespace parks {

struct TournamentInfo {
  std::string title;                // e.g. "A Walk in the Park: solo, level 1, default landmarks"
  std::vector<std::string> agents;  // specs as given
  int players = 1;
  std::int64_t deals = 0;           // asked for
  std::uint64_t seed = 1;
};

// One seat's result in one game.
struct SeatResult {
  int agent;
  int score;
  bool win;
};

class TournamentSummary {
 public:
  explicit TournamentSummary(int agents = 0);

  // The results of one game (solo: one seat; with P players, all P seats of one game).
  void add_game(const std::vector<SeatResult>& seats);
  // Solo: the results of every agent on one deal, compared pairwise.
  void add_solo_deal(const std::vector<SeatResult>& results);
  void count_deal() { ++deals_; }
  void merge(const TournamentSummary& other);

  std::int64_t deals() const { return deals_; }
  const Moments& scores(int agent) const { return scores_[agent]; }
  std::int64_t wins(int agent) const { return wins_[agent]; }
  const Moments& difference(int a, int b) const { return differences_[index(a, b)]; }
  double head_to_head(int a, int b) const { return half_wins_[index(a, b)] / 2.0; }
  std::vector<Rating> ratings() const;

  std::string text(const TournamentInfo& info, bool interrupted) const;
  nlohmann::json json(const TournamentInfo& info, bool interrupted) const;
  std::string csv(const TournamentInfo& info) const;

 private:
  std::size_t index(int a, int b) const { return static_cast<std::size_t>(a * agents_ + b); }
  void add_pair(const SeatResult& a, const SeatResult& b);

  int agents_;
  std::int64_t deals_ = 0;
  std::vector<Moments> scores_;
  std::vector<std::int64_t> wins_;
  std::vector<std::int64_t> half_wins_;   // [a][b]: 2 per game a beat b, 1 per tie
  std::vector<Moments> differences_;      // [a][b]: score of a minus score of b
};

// Runs the tournament; `make_state(deal)` gives a deal's initial state, `make_agent(k)` a fresh
// agent k. Agents are AnyAgent-like (played through `choose`).
template <class MakeState, class MakeAgent>
RunResult<TournamentSummary> run_tournament(const RunOptions& options, int agent_count, int players,
                                            MakeState make_state, MakeAgent make_agent) {
  return run_indexed(options, TournamentSummary(agent_count), [&](std::int64_t deal, TournamentSummary& summary) {
    const auto game = static_cast<std::uint64_t>(deal);
    using State = decltype(make_state(deal));
    using Agent = decltype(make_agent(0));
    std::vector<SeatResult> results;
    for (int r = 0; r < agent_count; ++r) {
      std::array<Agent, State::kMaxPlayers> agents;
      std::array<int, State::kMaxPlayers> seat_agent{};
      for (int seat = 0; seat < players; ++seat) {
        seat_agent[seat] = (r + seat) % agent_count;
        agents[seat] = make_agent(seat_agent[seat]);
      }
      const State final_state = play_game(make_state(deal), agents, options.seed, game);
      std::vector<SeatResult> seats;
      for (int seat = 0; seat < players; ++seat)
        seats.push_back({seat_agent[seat], static_cast<int>(final_state.score(seat)), final_state.is_winner(seat)});
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

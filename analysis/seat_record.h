#pragma once
// What every `simulate` summary records of each seat, the same in every game: its share of the
// wins, its score, its placings and, for a game that splits its score (ScoresByCategory), its
// points by category; and the histogram of every seat's final score. Its JSON is the part of the
// simulate object that reads the same in every game (docs/json.md).
#include <array>
#include <cstdint>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analysis/archive.h"
#include "analysis/histogram.h"
#include "analysis/report.h"
#include "engine/core/game.h"

namespace parks {

// A win tied between k seats counts 1/k to each, so that the seats' win rates add up to the
// share of games someone won. Shares are counted in units of 1/kWinShareUnit, the least common
// multiple of 1..8 seats, so that sums stay exact integers that merge and checkpoint as counts.
inline constexpr std::int64_t kWinShareUnit = 840;

// Seat `seat`'s share of the finished game's win, in units of 1/kWinShareUnit.
template <class State>
std::int64_t win_share(const State& end, int players, int seat) {
  if (!end.is_winner(seat)) return 0;
  int winners = 0;
  for (int p = 0; p < players; ++p) winners += end.is_winner(p);
  return kWinShareUnit / winners;
}

// A game's category names (`State::kCategoryNames`), or none when it does not split its score.
template <class State>
std::vector<std::string> category_names() {
  if constexpr (ScoresByCategory<State>) return {std::begin(State::kCategoryNames), std::end(State::kCategoryNames)};
  else return {};
}

class SeatRecord {
 public:
  static constexpr int kMaxSeats = 8, kMaxCategories = 4;
  using Histogram = ScoreHistogram<-100, 300>;  // every game's scores fall well inside

  explicit SeatRecord(int players = 1, std::vector<std::string> categories = {})
      : players_(players), category_names_(std::move(categories)) {}

  template <GameState S>
  void add(const S& state) {
    static_assert(S::kMaxPlayers <= kMaxSeats);
    ++games_;
    std::array<std::int64_t, kMaxSeats> totals{};
    for (int p = 0; p < players_; ++p) totals[p] = static_cast<std::int64_t>(state.score(p));
    for (int p = 0; p < players_; ++p) {
      scores_[p].add(totals[p]);
      histogram_.add(static_cast<int>(totals[p]));
      win_shares_[p] += win_share(state, players_, p);
      int place = 0;
      for (int q = 0; q < players_; ++q) place += totals[q] > totals[p];
      ++placings_[p][place];
      if constexpr (ScoresByCategory<S>) {
        static_assert(S::kCategoryNames.size() <= kMaxCategories);
        const auto points = state.category_points(p);
        for (std::size_t k = 0; k < points.size(); ++k) categories_[p][k].add(points[k]);
      }
    }
  }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), category_names_, games_, scores_, win_shares_, placings_, categories_, histogram_);
  }

  int players() const { return players_; }
  std::int64_t games() const { return games_; }
  // The seat's wins, a tied win counting its share.
  double wins(int seat) const { return static_cast<double>(win_shares_[seat]) / kWinShareUnit; }
  const Moments& scores(int seat) const { return scores_[seat]; }
  // Games the seat finished `place` places from the top (0: no one scored more).
  std::int64_t placings(int seat, int place) const { return placings_[seat][place]; }
  const Moments& category(int seat, int k) const { return categories_[seat][k]; }
  const std::vector<std::string>& category_names() const { return category_names_; }
  const Histogram& histogram() const { return histogram_; }

  // The "seats" array: per seat its wins (a rate), score (moments), placings and categories.
  nlohmann::json seats_json() const;
  // The "score_histogram" array: {"score", "count"} per score reached, every seat counted.
  nlohmann::json histogram_json() const;

 private:
  int players_;
  std::vector<std::string> category_names_;
  std::int64_t games_ = 0;
  std::array<Moments, kMaxSeats> scores_{};
  std::array<std::int64_t, kMaxSeats> win_shares_{};
  std::array<std::array<std::int64_t, kMaxSeats>, kMaxSeats> placings_{};
  std::array<std::array<Moments, kMaxCategories>, kMaxSeats> categories_{};
  Histogram histogram_;
};

// The simulate object as far as every game shares it: the run's keys (run_json), "agent",
// "players", the seats and the score histogram, with "solo" null and "outcomes", "per_game",
// "per_player" and "extras" empty for the game to fill.
nlohmann::json simulate_json(const RunInfo& info, const std::string& game, bool interrupted, const SeatRecord& seats);

// "seat  win rate  95% CI  mean score  95% CI" and a line per seat, with the note that ties share.
std::string seats_text(const SeatRecord& seats);

}  // namespace parks

#pragma once
// The simulate summary any game can report with: each seat's win rate and score. A game with
// more to say about its games (categories, game length) keeps its own summary beside it.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "analysis/archive.h"
#include "analysis/format.h"
#include "analysis/report.h"
#include "engine/core/game.h"

namespace parks {

struct SeatRunInfo : RunInfo {
  std::string game;  // the registry name, the JSON's "game"
};

class SeatSummary {
 public:
  static constexpr int kMaxSeats = 8;

  explicit SeatSummary(int players = 1) : players_(players) {}

  template <GameState S>
  void add(const S& state) {
    static_assert(S::kMaxPlayers <= kMaxSeats);
    ++games_;
    for (int p = 0; p < players_; ++p) {
      scores_[p].add(static_cast<double>(state.score(p)));
      wins_[p] += state.is_winner(p);
    }
  }
  // Its fields, for checkpoints and for merging (analysis/merge.h).
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), games_, scores_, wins_);
  }

  std::string text(const SeatRunInfo& info, bool interrupted) const {
    std::ostringstream out;
    out << run_header(info, games_, interrupted);
    out << "seat  win rate  95% CI             mean score  95% CI\n";
    for (int p = 0; p < players_; ++p)
      out << format("%-4d  ", p + 1) << rate_with_interval(wins_[p], games_) << "  " << mean_with_interval(scores_[p])
          << "\n";
    return out.str();
  }
  nlohmann::json json(const SeatRunInfo& info, bool interrupted) const {
    nlohmann::json j = run_json(info, info.game, games_, interrupted);
    for (int p = 0; p < players_; ++p) j["seats"].push_back(seat_json(p + 1, wins_[p], games_, scores_[p]));
    return j;
  }

  std::int64_t games() const { return games_; }
  const Moments& scores(int seat) const { return scores_[seat]; }
  std::int64_t wins(int seat) const { return wins_[seat]; }

 private:
  int players_;
  std::int64_t games_ = 0;
  std::array<Moments, kMaxSeats> scores_{};
  std::array<std::int64_t, kMaxSeats> wins_{};
};

}  // namespace parks

#pragma once
// What `parks simulate walk` measures and prints: win rates with Wilson intervals, score
// moments, ranks (solo) or placings (multiplayer), game length and why games ended.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/histogram.h"
#include "analysis/report.h"
#include "analysis/statistics.h"
#include "engine/walk/state.h"

namespace parks::walk {

struct WalkRunInfo : RunInfo {
  std::string layout = "default";  // or "random"
  int level = 1;
};

class WalkSummary {
 public:
  static constexpr int kMinScore = -10, kMaxScore = 80;  // scores are clamped into this range
  using Histogram = ScoreHistogram<kMinScore, kMaxScore>;

  explicit WalkSummary(int players = 1) : players_(players) {}

  template <int Seats>
  void add(const BasicState<Seats>& state) {
    ++games_;
    turns_.add(state.turn());
    ++end_causes_[static_cast<int>(state.end_cause())];
    std::array<int, Seats> totals{};
    for (int p = 0; p < players_; ++p) totals[p] = state.score(p);
    for (int p = 0; p < players_; ++p) {
      scores_[p].add(totals[p]);
      wins_[p] += state.is_winner(p);
      histogram_.add(totals[p]);
      int place = 0;
      for (int q = 0; q < players_; ++q) place += totals[q] > totals[p];
      ++placings_[p][place];
    }
    if (players_ == 1) ++ranks_[static_cast<int>(solo_rank(totals[0]))];
  }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), games_, turns_, scores_, wins_, placings_, ranks_, end_causes_, histogram_);
  }

  std::string text(const WalkRunInfo& info, bool interrupted) const;
  nlohmann::json json(const WalkRunInfo& info, bool interrupted) const;

  std::int64_t games() const { return games_; }
  const Moments& scores(int seat) const { return scores_[seat]; }
  std::int64_t wins(int seat) const { return wins_[seat]; }
  std::int64_t rank_count(Rank r) const { return ranks_[static_cast<int>(r)]; }
  const Histogram& histogram() const { return histogram_; }
  const Moments& turns() const { return turns_; }
  std::int64_t end_cause_count(EndCause c) const { return end_causes_[static_cast<int>(c)]; }

 private:
  int players_;
  std::int64_t games_ = 0;
  Moments turns_;
  std::array<Moments, kMaxPlayers> scores_{};
  std::array<std::int64_t, kMaxPlayers> wins_{};
  std::array<std::array<std::int64_t, kMaxPlayers>, kMaxPlayers> placings_{};
  std::array<std::int64_t, kRanks> ranks_{};
  std::array<std::int64_t, kEndCauses> end_causes_{};
  Histogram histogram_;  // all seats
};

}  // namespace parks::walk

#pragma once
// What `parks simulate walk` measures and prints: win rates with Wilson intervals, score
// moments, ranks (solo) or placings (multiplayer), game length and why games ended.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/report.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"
#include "engine/walk/state.h"

namespace parks::walk {

struct WalkRunInfo : RunInfo {
  std::string layout = "default";  // or "random"
  int level = 1;
};

class WalkSummary {
 public:
  explicit WalkSummary(int players = 1) : players_(players), seats_(players) {}

  template <int Seats>
  void add(const BasicState<Seats>& state) {
    seats_.add(state);
    turns_.add(state.turn());
    ++end_causes_[static_cast<int>(state.end_cause())];
    if (players_ == 1) ++ranks_[static_cast<int>(solo_rank(state.score(0)))];
  }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), seats_, turns_, ranks_, end_causes_);
  }

  std::string text(const WalkRunInfo& info, bool interrupted) const;
  nlohmann::json json(const WalkRunInfo& info, bool interrupted) const;

  std::int64_t games() const { return seats_.games(); }
  const Moments& scores(int seat) const { return seats_.scores(seat); }
  double wins(int seat) const { return seats_.wins(seat); }
  std::int64_t rank_count(Rank r) const { return ranks_[static_cast<int>(r)]; }
  const SeatRecord::Histogram& histogram() const { return seats_.histogram(); }
  const Moments& turns() const { return turns_; }
  std::int64_t end_cause_count(EndCause c) const { return end_causes_[static_cast<int>(c)]; }

 private:
  int players_;
  SeatRecord seats_;
  Moments turns_;
  std::array<std::int64_t, kRanks> ranks_{};
  std::array<std::int64_t, kEndCauses> end_causes_{};
};

}  // namespace parks::walk

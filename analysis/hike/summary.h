#pragma once
// What `parks simulate hike` measures and prints: each seat's (turn order's) win rate and
// score, with the points by category (canteen, journal, wildlife, park) per seat; solo, the
// win rate against the park's target; and how the games went: dice and Lead Hiker dice taken,
// spreads completed, shields circled, Sun left unspent, the winning score.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/merge.h"
#include "analysis/report.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"
#include "engine/hike/state.h"

namespace parks::hike {

using HikeRunInfo = RunInfo;

class HikeSummary {
 public:
  explicit HikeSummary(int players = 2) : players_(players), seats_(players, category_names<State>()) {}

  void add(const State& state);
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), solo_target_, seats_, dice_, leads_, spreads_completed_, shields_, suns_left_, sketched_,
      winning_score_);
  }

  std::string text(const HikeRunInfo& info, bool interrupted) const;
  nlohmann::json json(const HikeRunInfo& info, bool interrupted) const;

  std::int64_t games() const { return seats_.games(); }
  const Moments& scores(int seat) const { return seats_.scores(seat); }
  double wins(int seat) const { return seats_.wins(seat); }
  const Moments& category(int seat, int c) const { return seats_.category(seat, c); }

 private:
  int players_;
  LearnedSetting<int> solo_target_;  // the park's, from its games
  SeatRecord seats_;
  // Per player and game.
  Moments dice_, leads_, spreads_completed_, shields_, suns_left_, sketched_;
  Moments winning_score_;  // per game
};

}  // namespace parks::hike

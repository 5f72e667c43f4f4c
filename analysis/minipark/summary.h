#pragma once
// What `parks simulate minipark` measures and prints: each seat's win rate and score, the points
// by source (placement, characters, objectives), and each character's value: how often it is
// taken and its mean points when taken, overall and by the round it was taken in.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/minipark/stages.h"
#include "analysis/report.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"
#include "engine/minipark/state.h"

namespace parks::minipark {

using MiniParkRunInfo = RunInfo;

class MiniParkSummary {
 public:
  static constexpr int kStages = minipark::kStages;  // by the round a character is taken in

  explicit MiniParkSummary(int players = 3) : players_(players), seats_(players, category_names<State>()) {}

  void add(const State& state);
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), seats_, placement_, characters_, objectives_, park_size_, set_aside_, turns_, winning_score_,
      character_points_, by_stage_);
  }

  std::string text(const MiniParkRunInfo& info, bool interrupted) const;
  nlohmann::json json(const MiniParkRunInfo& info, bool interrupted) const;

  std::int64_t games() const { return seats_.games(); }
  const Moments& scores(int seat) const { return seats_.scores(seat); }
  double wins(int seat) const { return seats_.wins(seat); }
  const Moments& character_points(int c) const { return character_points_[c]; }

 private:
  int players_;
  SeatRecord seats_;
  Moments placement_, characters_, objectives_;            // per player and game
  Moments park_size_, set_aside_, turns_, winning_score_;  // park size: tiles in view (a stacked one counts once)
  std::array<Moments, kCharacters> character_points_{};
  std::array<std::array<Moments, kStages>, kCharacters> by_stage_{};
};

}  // namespace parks::minipark

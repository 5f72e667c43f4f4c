#pragma once
// The simulate summary any game can report with: each seat's win rate and score. A game with
// more to say about its games (categories, game length) keeps its own summary beside it.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/format.h"
#include "analysis/report.h"
#include "analysis/seat_record.h"
#include "engine/core/game.h"

namespace parks {

struct SeatRunInfo : RunInfo {
  std::string game;  // the registry name, the JSON's "game"
};

class SeatSummary {
 public:
  static constexpr int kMaxSeats = SeatRecord::kMaxSeats;

  explicit SeatSummary(int players = 1) : seats_(players) {}

  template <GameState S>
  void add(const S& state) {
    static_assert(S::kMaxPlayers <= kMaxSeats);
    seats_.add(state);
  }
  // Its fields, for checkpoints and for merging (analysis/merge.h).
  template <class Archive>
  void archive(Archive& a) {
    a(seats_);
  }

  std::string text(const SeatRunInfo& info, bool interrupted) const {
    return run_header(info, seats_.games(), interrupted) + seats_text(seats_);
  }
  nlohmann::json json(const SeatRunInfo& info, bool interrupted) const {
    return simulate_json(info, info.game, interrupted, seats_);
  }

  std::int64_t games() const { return seats_.games(); }
  const Moments& scores(int seat) const { return seats_.scores(seat); }
  double wins(int seat) const { return seats_.wins(seat); }

 private:
  SeatRecord seats_;
};

}  // namespace parks

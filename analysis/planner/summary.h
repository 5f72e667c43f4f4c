#pragma once
// What `parks simulate planner` measures and prints: the solo win rate (P8) and why games are
// lost (target or requirements), or each seat's win rate; scores; each card's mean points and
// requirement success when dealt; modifications, isolated regions and developments.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/archive.h"
#include "analysis/report.h"
#include "analysis/seat_record.h"
#include "analysis/statistics.h"
#include "engine/planner/state.h"

namespace parks::planner {

using PlannerRunInfo = RunInfo;

class PlannerSummary {
 public:
  explicit PlannerSummary(int players = 1) : players_(players), seats_(players) {}

  template <int Seats>
  void add(const BasicState<Seats>& state) {
    seats_.add(state);
    for (int c : state.deal()) ++dealt_[c];
    for (int p = 0; p < players_; ++p) {
      const ScoreCard card = state.score_card(p);
      modifications_.add(card.modifications);
      isolated_.add(card.isolated_regions);
      developments_.add(count(state.park(p).developed()));
      for (int i = 0; i < kCardsDealt; ++i) {
        const int c = state.deal()[i];
        card_points_[c].add(card.points[i]);
        requirements_[c] += card.met[i];
      }
      if (players_ == 1) {
        target_reached_ += card.total() >= target(state.deal());
        all_met_ += card.all_met();
      }
    }
  }
  template <class Archive>
  void archive(Archive& a) {
    a(fixed(players_), seats_, target_reached_, all_met_, modifications_, isolated_, developments_, dealt_,
      card_points_, requirements_);
  }

  std::string text(const PlannerRunInfo& info, bool interrupted) const;
  nlohmann::json json(const PlannerRunInfo& info, bool interrupted) const;

  std::int64_t games() const { return seats_.games(); }
  const Moments& scores(int seat) const { return seats_.scores(seat); }

 private:
  int players_;
  SeatRecord seats_;
  std::int64_t target_reached_ = 0, all_met_ = 0;
  Moments modifications_, isolated_, developments_;
  std::array<std::int64_t, kCards + 1> dealt_{};   // games the card was dealt in
  std::array<Moments, kCards + 1> card_points_{};  // per park
  std::array<std::int64_t, kCards + 1> requirements_{};
};

}  // namespace parks::planner

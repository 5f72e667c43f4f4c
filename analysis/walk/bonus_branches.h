#pragma once
// The counterfactual branches of one decision point: every candidate choice played out on the
// same R replicates (common random numbers), and the paired comparison of the best of one set
// of choices with the best of another. "Best" is chosen on the replicates other than the one
// compared (leave one out): the best of noisy means picked and scored on the same rollouts is
// biased upwards (the winner's curse), which would make every choice look worse than the
// alternatives; held-out selection removes that bias. What is left leans the other way and
// shrinks as R grows: a pick made on R-1 rollouts sometimes misses the true best alternative.
#include <array>
#include <bit>
#include <cstdint>

#include "analysis/counterfactual.h"
#include "analysis/statistics.h"
#include "engine/walk/state.h"

namespace parks::walk {

using ChoiceSet = std::uint64_t;  // bit i: candidate i

enum class Metric : std::uint8_t { Score, Win };

// A comparison's two sides summed over the replicates of each point, and their difference.
struct ValueCell {
  Paired score, win;
  void merge(const ValueCell& o) {
    score.merge(o.score);
    win.merge(o.win);
  }
  template <class Archive>
  void archive(Archive& a) {
    a(score, win);
  }
};

template <int MaxChoices, int Replicates>
class BranchOutcomes {
 public:
  static_assert(MaxChoices <= 64, "a ChoiceSet holds 64 candidates");
  static_assert(Replicates >= 2, "held-out selection needs two replicates");

  // Plays candidate `c` = `choice` out on every replicate of (game, point) with `agents`.
  template <class Agents>
  void play(int c, const SoloState& state, Action choice, const Agents& agents, std::uint64_t seed,
            std::uint64_t game, std::uint64_t point) {
    for (int r = 0; r < Replicates; ++r) {
      const SoloState end = play_branch(state, choice, agents, seed, game, point, static_cast<std::uint64_t>(r));
      record(c, r, end.score(0), end.is_winner(0));
    }
  }

  // The final score and win of candidate `c` in replicate `r`; each (c, r) is recorded once.
  void record(int c, int r, int score, bool win) {
    score_[c][r] = score;
    win_[c][r] = win;
    score_total_[c] += score;
    win_total_[c] += win;
  }

  // Adds sum_r value(best of `a`, r) against sum_r value(best of `b`, r), each best chosen on
  // the other replicates, for both metrics.
  void compare(ChoiceSet a, ChoiceSet b, ValueCell& into) const {
    for (Metric m : {Metric::Score, Metric::Win}) {
      std::int64_t x = 0, y = 0;
      for (int r = 0; r < Replicates; ++r) {
        x += value(m, best_held_out(a, m, r), r);
        y += value(m, best_held_out(b, m, r), r);
      }
      (m == Metric::Score ? into.score : into.win).add(x, y);
    }
  }

  // The candidate of `set` with the best total on every replicate but `r`; ties go to the first.
  int best_held_out(ChoiceSet set, Metric m, int r) const {
    int best = -1;
    std::int64_t best_key = 0;
    for (ChoiceSet s = set; s; s &= s - 1) {
      const int c = std::countr_zero(s);
      const std::int64_t key = held_out_key(m, c, r);
      if (best < 0 || key > best_key) best = c, best_key = key;
    }
    return best;
  }

 private:
  // Wins first, then points, for the win metric: sums of R scores stay far below it.
  static constexpr std::int64_t kWinWeight = std::int64_t{1} << 24;

  int value(Metric m, int c, int r) const { return m == Metric::Score ? score_[c][r] : win_[c][r]; }
  std::int64_t held_out_key(Metric m, int c, int r) const {
    const std::int64_t score = score_total_[c] - score_[c][r];
    return m == Metric::Score ? score : (win_total_[c] - win_[c][r]) * kWinWeight + score;
  }

  std::array<std::array<int, Replicates>, MaxChoices> score_{}, win_{};
  std::array<int, MaxChoices> score_total_{}, win_total_{};
};

}  // namespace parks::walk

#pragma once
// The value of a choice against its best alternative at the same decision: both branches play
// on with the same agents and the same future chance events (common random numbers,
// analysis/counterfactual.h), so their difference is the choice's alone.
//
// When the best alternative is picked from replicated rollouts, it is picked on the replicates
// other than the one compared (leave one out): the best of noisy means picked and scored on the
// same rollouts is biased upwards (the winner's curse), which would make every choice look worse
// than the alternatives; held-out selection removes that bias. What is left leans the other way
// and shrinks as the replicates grow: a pick made on R-1 rollouts sometimes misses the true best.
#include <array>
#include <bit>
#include <cstdint>

#include "analysis/counterfactual.h"
#include "analysis/statistics.h"
#include "analysis/table.h"

namespace parks {

// Per decision, the choice's result and its alternative's (each summed over the decision's
// replicates), for the score and for the win.
struct ChoiceValue {
  Paired score, win;
  std::int64_t better = 0;  // decisions where the choice scored more than its alternative
  std::int64_t played = 0;  // decisions where the agent itself made the choice

  void add(std::int64_t choice_score, std::int64_t alternative_score, std::int64_t choice_win,
           std::int64_t alternative_win) {
    score.add(choice_score, alternative_score);
    win.add(choice_win, alternative_win);
    better += choice_score > alternative_score;
  }
  std::int64_t decisions() const { return score.difference.n; }
  // The mean difference per rollout: `replicates` rollouts are summed in each decision.
  Estimate score_gain(int replicates = 1) const { return mean_estimate(score.difference, 1.0 / replicates); }
  Estimate win_gain(int replicates = 1) const { return mean_estimate(win.difference, 1.0 / replicates); }
  template <class Archive>
  void archive(Archive& a) {
    a(score, win, better, played);
  }
};

using ChoiceSet = std::uint64_t;  // bit i: candidate i

enum class Metric : std::uint8_t { Score, Win };

// How the best alternative is picked for the win: on its own wins (ties by points), or the one
// picked for the score serves both.
enum class WinPick : std::uint8_t { ByWins, ByScore };

// The final score and win of every candidate at one decision on each of R replicates, and the
// held-out comparison of the best of one set of candidates with the best of another.
template <int MaxChoices, int Replicates>
class ReplicateOutcomes {
 public:
  static_assert(MaxChoices <= 64, "a ChoiceSet holds 64 candidates");
  static_assert(Replicates >= 2, "held-out selection needs two replicates");

  // Plays candidate `c` = `choice` out on every replicate of (game, point) with `agents`, as
  // seen by `player`.
  template <class State, class Agents>
  void play(int c, const State& state, typename State::Action choice, const Agents& agents, std::uint64_t seed,
            std::uint64_t game, std::uint64_t point, int player = 0) {
    for (int r = 0; r < Replicates; ++r) {
      const State end = play_branch(state, choice, agents, seed, game, point, static_cast<std::uint64_t>(r));
      record(c, r, static_cast<int>(end.score(player)), end.is_winner(player));
    }
  }

  // The final score and win of candidate `c` in replicate `r`; each (c, r) is recorded once.
  void record(int c, int r, int score, bool win) {
    score_[c][r] = score;
    win_[c][r] = win;
    score_total_[c] += score;
    win_total_[c] += win;
  }

  // Adds sum_r value(best of `choice`, r) against sum_r value(best of `alternatives`, r), each
  // best picked on the other replicates; nothing when `alternatives` is empty.
  void compare(ChoiceSet choice, ChoiceSet alternatives, ChoiceValue& into, WinPick pick = WinPick::ByWins) const {
    if (!choice || !alternatives) return;
    std::array<std::int64_t, 2> x{}, y{};  // score, win
    for (int r = 0; r < Replicates; ++r) {
      const int a = best_held_out(choice, Metric::Score, r), b = best_held_out(alternatives, Metric::Score, r);
      x[0] += score_[a][r], y[0] += score_[b][r];
      const bool by_wins = pick == WinPick::ByWins;
      x[1] += win_[by_wins ? best_held_out(choice, Metric::Win, r) : a][r];
      y[1] += win_[by_wins ? best_held_out(alternatives, Metric::Win, r) : b][r];
    }
    into.add(x[0], y[0], x[1], y[1]);
  }

  // The candidate of `set` with the best total on every replicate but `r` (for the win: by wins,
  // then points); ties go to the first.
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
  // Wins first, then points, for the win: sums of R scores stay far below it.
  static constexpr std::int64_t kWinWeight = std::int64_t{1} << 24;

  std::int64_t held_out_key(Metric m, int c, int r) const {
    const std::int64_t score = score_total_[c] - score_[c][r];
    return m == Metric::Win ? (win_total_[c] - win_[c][r]) * kWinWeight + score : score;
  }

  std::array<std::array<int, Replicates>, MaxChoices> score_{}, win_{};
  std::array<int, MaxChoices> score_total_{}, win_total_{};
};

}  // namespace parks

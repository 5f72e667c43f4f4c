#pragma once
// The advisor: ranks the moves of one decision by playing each out many times, every move on the
// same random numbers (playout i of every move rolls the same dice and draws the same cards), so
// that the difference between two moves is measured pair by pair, with the spread of the
// differences rather than of the scores. Moves race: at each look a move whose whole interval
// lies below the best is set aside, and the rest play on until the best is separated from every
// other move or the budget ends. Knows no game.
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "agents/play.h"
#include "analysis/statistics.h"

namespace parks {

// What one move's playouts say. `difference` is this move's objective minus the best move's,
// over the playouts both have (the same random numbers); its interval is a simultaneous 95% one,
// over every move compared with the best and every look the search took.
struct MoveSample {
  std::int64_t playouts = 0;
  double score_mean = 0;
  Interval score = {};
  double win_mean = 0;
  Interval win = {};
  double difference_mean = 0;
  Interval difference = {};
  bool tied = false;       // the difference's interval holds 0
  bool same = false;       // ended as the best did (score and win) in every playout both have
  bool set_aside = false;  // stopped racing: clearly below the best at the time
};

enum class AdviceObjective : std::uint8_t { Score, Win };

struct AdviceConfig {
  AdviceObjective objective = AdviceObjective::Score;
  double seconds = 3;                 // wall-time budget; 0: only the playout cap
  std::int64_t max_playouts = 20000;  // per move
  std::int64_t round = 16;            // playouts per move per round
  std::int64_t min_playouts = 64;     // before a move may be set aside or the best separated (or
                                      // the cap, if lower)
  std::uint64_t seed = 1;
  int threads = 1;
};

template <class Action>
struct Advice {
  int seat = 0;
  std::vector<Action> moves;  // ranked, best first
  std::vector<MoveSample> samples;
  bool separated = false;  // every other move's difference interval lies below 0
  std::string stopped;     // why the search ended
  std::int64_t playouts = 0;
  std::int64_t rounds = 0;
  int looks = 0;  // times the intervals were checked
  double seconds = 0;
};

// The same advice with each move given by `name(move)` (its text, say).
template <class Action, class Name>
auto renamed(const Advice<Action>& advice, Name name) {
  Advice<std::invoke_result_t<Name, const Action&>> named;
  named.seat = advice.seat;
  for (const Action& move : advice.moves) named.moves.push_back(name(move));
  named.samples = advice.samples;
  named.separated = advice.separated;
  named.stopped = advice.stopped;
  named.playouts = advice.playouts;
  named.rounds = advice.rounds;
  named.looks = advice.looks;
  named.seconds = advice.seconds;
  return named;
}

namespace advice_detail {

// The two-sided normal quantile for tail probability `alpha` (bisection on erfc).
inline double normal_quantile(double alpha) {
  double low = 0, high = 40;
  for (int i = 0; i < 200; ++i) {
    const double mid = (low + high) / 2;
    (std::erfc(mid / std::sqrt(2.0)) > alpha ? low : high) = mid;
  }
  return (low + high) / 2;
}

struct Mean {
  double mean = 0, half_width = 0;
};

// The mean of x[0..n) and its interval's half width: Student's t at 95%, or the normal
// quantile `z` when one is given.
inline Mean mean_of(const std::vector<double>& x, std::int64_t n, double z = 0) {
  if (n == 0) return {0, INFINITY};
  double sum = 0;
  for (std::int64_t i = 0; i < n; ++i) sum += x[i];
  const double mean = sum / n;
  if (n < 2) return {mean, INFINITY};
  double squares = 0;
  for (std::int64_t i = 0; i < n; ++i) squares += (x[i] - mean) * (x[i] - mean);
  const double se = std::sqrt(squares / (n - 1) / n);
  return {mean, (z > 0 ? z : t95(n - 1)) * se};
}

// The paired difference a[i] - b[i] over i < n, with its interval at the normal quantile `z`.
// Many pairs often end alike (the same dice decide both moves), so the few that differ would give
// a far too narrow interval; as Agresti and Min do for matched proportions, the interval is taken
// with two pseudo-pairs added, one ending alike and one split between +r and -r, r the largest
// difference seen but at least 1 (the win's whole range, a score's smallest step), so that no
// interval is narrower than two playouts' worth of doubt.
inline Mean paired(const std::vector<double>& a, const std::vector<double>& b, std::int64_t n, double z) {
  if (n < 2) return {0, INFINITY};
  double sum = 0, r = 1;
  for (std::int64_t i = 0; i < n; ++i) {
    sum += a[i] - b[i];
    r = std::max(r, std::abs(a[i] - b[i]));
  }
  const double weight = static_cast<double>(n) + 2;
  const double centre = sum / weight;
  double squares = centre * centre + 0.5 * (r - centre) * (r - centre) + 0.5 * (r + centre) * (r + centre);
  for (std::int64_t i = 0; i < n; ++i) squares += (a[i] - b[i] - centre) * (a[i] - b[i] - centre);
  const double se = std::sqrt(squares / (weight - 1) / weight);
  return {centre, z * se};
}

// The moves' intervals must hold together over every move and every look the search takes, or
// checking after each round would find a false difference sooner or later. Looks come when the
// racing moves' playouts reach min_playouts, then each doubling, and once more at the end; look j
// gets 0.05 * 6 / (pi^2 j^2) of the error (summing to 0.05 over all looks), shared among the k - 1
// comparisons with the best.
inline double look_quantile(int look, std::size_t moves) {
  constexpr double kPi = 3.14159265358979323846;
  const double share = 0.05 * 6 / (kPi * kPi * look * look);
  return normal_quantile(share / static_cast<double>(std::max<std::size_t>(moves, 2) - 1));
}

// A move's standing against the best: the raw paired mean, and its interval.
struct Standing {
  double mean = 0;
  Interval interval = {};
};

// Whether two moves ended alike, score and win, in each of their first n playouts.
inline bool same_ends(const std::vector<double>& score_a, const std::vector<double>& score_b,
                      const std::vector<double>& win_a, const std::vector<double>& win_b, std::int64_t n) {
  for (std::int64_t i = 0; i < n; ++i)
    if (score_a[i] != score_b[i] || win_a[i] != win_b[i]) return false;
  return true;
}

inline Standing standing(const std::vector<double>& move, const std::vector<double>& best, std::int64_t common,
                         double z) {
  const Mean d = paired(move, best, common, z);
  return {mean_of(move, common).mean - mean_of(best, common).mean, {d.mean - d.half_width, d.mean + d.half_width}};
}

}  // namespace advice_detail

// Advice for the player to act in `state` (a decision, not chance): every legal move played out
// with `agents` (one per seat, the same for every move) to the game's end. Same seed, same
// rounds: same advice, whatever the thread count.
template <GameState S, class Agent>
Advice<typename S::Action> advise(const S& state, const std::vector<Agent>& agents, const AdviceConfig& config) {
  using namespace advice_detail;
  using Action = typename S::Action;
  const auto start = std::chrono::steady_clock::now();
  Advice<Action> advice;
  advice.seat = state.current_player();
  ActionList<S> legal;
  state.legal_actions(legal);
  const std::size_t k = legal.size();
  std::vector<std::vector<double>> score(k), win(k);
  std::vector<bool> racing(k, true);
  std::vector<Standing> verdict(k);  // a set-aside move's standing at the look that set it aside
  const auto objective = [&](std::size_t m) -> const std::vector<double>& {
    return config.objective == AdviceObjective::Win ? win[m] : score[m];
  };
  const auto n = [&](std::size_t m) { return static_cast<std::int64_t>(score[m].size()); };
  // Moves rank by the objective's mean, equal ones (every playout of a win objective lost, say)
  // by the final score's.
  const auto value = [&](std::size_t m) {
    return std::pair{mean_of(objective(m), n(m)).mean, mean_of(score[m], n(m)).mean};
  };
  const auto best_move = [&] {
    std::size_t best = k;
    for (std::size_t m = 0; m < k; ++m)
      if (racing[m] && (best == k || value(m) > value(best))) best = m;
    return best;
  };
  const auto same = [&](std::size_t m, std::size_t best) {
    return same_ends(score[m], score[best], win[m], win[best], std::min(n(m), n(best)));
  };
  const std::int64_t judged = std::min(config.min_playouts, config.max_playouts);
  const auto against = [&](std::size_t m, std::size_t best, double z) {
    return racing[m] ? standing(objective(m), objective(best), std::min(n(m), n(best)), z) : verdict[m];
  };
  using Clock = std::chrono::steady_clock;
  const Clock::time_point deadline =
      config.seconds > 0
          ? start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(config.seconds))
          : Clock::time_point::max();
  const auto past = [](Clock::time_point t) { return t != Clock::time_point::max() && Clock::now() >= t; };
  constexpr std::int64_t kUncut = 2;
  tbb::task_arena arena(std::max(1, config.threads));
  int looks = 0;
  std::int64_t next_look = std::max<std::int64_t>(config.min_playouts, 2);
  double z = kZ95;

  for (;;) {
    if (k <= 1) {
      advice.stopped = k == 1 ? "only one legal move" : "no legal move";
      break;
    }
    // One round: `round` more playouts of every racing move (no more than the cap), on the
    // playout numbers after its last (moves still racing share their numbers), taken playout
    // number by playout number so that a round cut short by the time budget leaves the moves
    // even. A move keeps its playouts up to the first one the cut skipped; the first two of every
    // move are never cut.
    std::vector<std::pair<std::size_t, std::int64_t>> jobs;
    for (std::int64_t i = 0; i < config.round; ++i)
      for (std::size_t m = 0; m < k; ++m)
        if (racing[m] && n(m) + i < config.max_playouts) jobs.emplace_back(m, n(m) + i);
    std::vector<std::pair<double, double>> results(jobs.size());
    std::vector<char> played(jobs.size(), 0);
    arena.execute([&] {
      tbb::parallel_for(std::size_t{0}, jobs.size(), [&](std::size_t j) {
        if (jobs[j].second >= kUncut && past(deadline)) return;
        S next = state;
        next.apply(legal[jobs[j].first]);
        std::vector<Agent> own = agents;
        const S end = play_game(next, own, config.seed, static_cast<std::uint64_t>(jobs[j].second));
        results[j] = {static_cast<double>(end.score(advice.seat)), end.is_winner(advice.seat) ? 1.0 : 0.0};
        played[j] = 1;
      });
    });
    std::int64_t kept = 0;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      const std::size_t m = jobs[j].first;
      if (!played[j] || jobs[j].second != n(m)) continue;
      score[m].push_back(results[j].first);
      win[m].push_back(results[j].second);
      ++kept;
    }
    advice.playouts += kept;
    ++advice.rounds;

    const std::size_t best = best_move();
    const bool capped = n(best) >= config.max_playouts;
    const bool timed_out = past(deadline);
    if (n(best) < next_look && !capped && !timed_out) continue;

    z = look_quantile(++looks, k);
    while (next_look <= n(best)) next_look *= 2;
    bool separated = true;
    int alike = 0;
    for (std::size_t m = 0; m < k; ++m) {
      if (m == best || !racing[m]) continue;
      // Too few playouts to set a move aside or call the best separated: only a budget cut
      // short before the first look.
      if (std::min(n(m), n(best)) < judged) separated = false;
      else if (same(m, best)) ++alike;
      else if (const Standing s = against(m, best, z); s.interval.high >= 0) separated = false;
      else racing[m] = false, verdict[m] = s;
    }
    if (separated) {
      advice.separated = true;
      advice.stopped = alike == 0
                           ? "the best move is separated from every other"
                           : "the best move is separated from every other but " + std::to_string(alike) +
                                 (alike == 1 ? " move that ends" : " moves that end") + " as it does in every playout";
      break;
    }
    if (capped) {
      advice.stopped = "the playout cap was reached before the best move was separated";
      break;
    }
    if (timed_out) {
      advice.stopped = "the time budget ended before the best move was separated";
      break;
    }
  }
  advice.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // Ranked by the objective's mean, moves still racing first; each move's standing as of the last
  // look (a set-aside move: as of the look that set it aside).
  std::vector<std::size_t> order(k);
  for (std::size_t m = 0; m < k; ++m) order[m] = m;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (racing[a] != racing[b]) return static_cast<bool>(racing[a]);
    return value(a) > value(b);
  });
  if (k == 0) return advice;
  const std::size_t best = order.front();
  for (const std::size_t m : order) {
    MoveSample sample;
    sample.playouts = n(m);
    const Mean s = mean_of(score[m], n(m)), w = mean_of(win[m], n(m));
    sample.score_mean = s.mean;
    sample.score = {s.mean - s.half_width, s.mean + s.half_width};
    sample.win_mean = w.mean;
    sample.win = wilson(w.mean * static_cast<double>(n(m)), n(m));
    if (m != best) {
      const Standing d = against(m, best, z);
      sample.difference_mean = d.mean;
      sample.difference = d.interval;
      sample.tied = d.interval.high >= 0;
      sample.same = racing[m] && same(m, best);
    }
    sample.set_aside = !racing[m];
    advice.moves.push_back(legal[m]);
    advice.samples.push_back(sample);
  }
  advice.looks = looks;
  return advice;
}

}  // namespace parks

#pragma once
// The Monte Carlo runner: plays games 0..N-1 in parallel on TBB. Game g is a pure function of
// (seed, g): its initial state, its dice and its agents' choices come from streams derived from
// both, and its agents are fresh. Games are played in fixed blocks whose summaries merge in
// block order, so the result is the same for any thread count. Ctrl-C stops early and keeps
// every finished game.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "agents/play.h"
#include "analysis/interrupt.h"
#include "analysis/progress.h"

namespace parks {

struct RunOptions {
  std::int64_t games = 1000;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: all cores
  bool progress = true;
  std::string label = "simulate";
  // A run inside a longer job (an experiment) advances the job's progress line instead of its
  // own, and leaves the job's Ctrl-C state alone.
  Progress* shared_progress = nullptr;
};

template <class Summary>
struct RunResult {
  Summary summary;
  std::int64_t games_played = 0;
  bool interrupted = false;
};

// Blocks are a function of the number of games alone, never of the threads: at most 256 of them
// (a summary each, kept until the in-order merge, so memory does not grow with the run), and
// small ones in short runs so that slow agents still fill every thread.
inline constexpr std::int64_t kMaxBlocks = 256;
inline std::int64_t block_games(std::int64_t games) { return std::max<std::int64_t>(1, (games + kMaxBlocks - 1) / kMaxBlocks); }

// Runs `play(g, summary)` for g = 0..games-1, each block of games into its own summary;
// `Summary` has `merge(const Summary&)`.
template <class Summary, class Play>
RunResult<Summary> run_indexed(const RunOptions& options, const Summary& empty, Play play) {
  const std::int64_t block = block_games(options.games);
  const std::int64_t blocks = (options.games + block - 1) / block;
  std::vector<Summary> block_summaries(static_cast<std::size_t>(blocks), empty);
  std::vector<std::int64_t> block_games(static_cast<std::size_t>(blocks), 0);
  if (!options.shared_progress) Interrupt::install();
  {
    Progress own_progress(options.label, options.games, options.progress && !options.shared_progress);
    Progress& progress = options.shared_progress ? *options.shared_progress : own_progress;
    tbb::task_arena arena(options.threads > 0 ? options.threads : tbb::task_arena::automatic);
    arena.execute([&] {
      tbb::parallel_for(tbb::blocked_range<std::int64_t>(0, blocks, 1), [&](const auto& range) {
        for (std::int64_t b = range.begin(); b != range.end(); ++b) {
          const std::int64_t end = std::min(options.games, (b + 1) * block);
          for (std::int64_t g = b * block; g < end && !Interrupt::requested(); ++g) {
            play(g, block_summaries[b]);
            ++block_games[b];
            progress.advance();
          }
        }
      });
    });
  }
  RunResult<Summary> result{empty, 0, Interrupt::requested()};
  for (std::int64_t b = 0; b < blocks; ++b) {
    result.summary.merge(block_summaries[b]);
    result.games_played += block_games[b];
  }
  return result;
}

// Plays game g from `make_state(g)` with fresh agents from `make_agents()` and adds its final
// state to the summary (`add(const State&)`).
template <class Summary, class MakeState, class MakeAgents>
RunResult<Summary> run_games(const RunOptions& options, const Summary& empty, MakeState make_state,
                             MakeAgents make_agents) {
  return run_indexed(options, empty, [&](std::int64_t g, Summary& summary) {
    auto agents = make_agents();
    summary.add(play_game(make_state(g), agents, options.seed, static_cast<std::uint64_t>(g)));
  });
}

}  // namespace parks

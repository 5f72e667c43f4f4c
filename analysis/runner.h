#pragma once
// The Monte Carlo runner: plays games 0..N-1 in parallel on TBB. Game g is a pure function of
// (seed, g): its initial state, its dice and its agents' choices come from streams derived from
// both, and its agents are fresh. Games are played in fixed blocks (analysis/blocks.h) whose
// summaries merge in block order, so the result is the same for any thread count and for any
// number of processes of an MPI job, which share each wave of blocks round-robin and exchange
// their summaries (analysis/job.h). With a checkpoint, the job records the merged summary after
// every wave; a resumed run starts after the blocks it has. Ctrl-C stops early and keeps every
// finished game.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/partitioner.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "agents/play.h"
#include "analysis/archive.h"
#include "analysis/blocks.h"
#include "analysis/interrupt.h"
#include "analysis/job.h"
#include "analysis/merge.h"
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

namespace detail {

// The blocks of one wave, as played here and then completed by the other processes' blocks.
template <class Summary>
struct Wave {
  Wave(std::int64_t first, std::int64_t end, const Summary& empty)
      : first(first), summaries(static_cast<std::size_t>(end - first), empty), games(summaries.size(), 0) {}

  // This process's blocks (block b is rank b mod K's) as bytes, and whether it was stopped.
  std::string mine(const Cluster& cluster, bool stopped) {
    ByteWriter writer;
    writer(static_cast<std::uint8_t>(stopped));
    for (std::size_t i = 0; i < summaries.size(); ++i)
      if (owner(i, cluster) == cluster.rank()) writer(games[i], summaries[i]);
    return writer.take();
  }
  // Reads the other processes' blocks; true when any process was stopped.
  bool add_others(const Cluster& cluster, const std::vector<std::string>& all) {
    bool stopped = false;
    for (int rank = 0; rank < cluster.size(); ++rank) {
      ByteReader reader(all[static_cast<std::size_t>(rank)]);
      stopped |= reader.read<std::uint8_t>() != 0;
      for (std::size_t i = 0; i < summaries.size(); ++i)
        if (owner(i, cluster) == rank && rank != cluster.rank()) reader(games[i], summaries[i]);
    }
    return stopped;
  }
  int owner(std::size_t i, const Cluster& cluster) const {
    return static_cast<int>((first + static_cast<std::int64_t>(i)) % cluster.size());
  }

  std::int64_t first;
  std::vector<Summary> summaries;
  std::vector<std::int64_t> games;
};

// A wave keeps a summary per block until it merges them: summaries too big to keep 256 of in
// 64 MB (a tournament of hundreds of agents holds a table per pair) are played in shorter waves.
// The bound depends on the summary alone, so every process of a cluster cuts the same waves.
inline constexpr std::size_t kWaveMemory = std::size_t{64} << 20;

template <Archivable Summary>
std::int64_t blocks_in_memory(const Summary& empty) {
  const std::size_t bytes = std::max<std::size_t>(1, to_bytes(empty).size());
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(kWaveMemory / bytes));
}

}  // namespace detail

// Runs `play(g, summary)` for g = 0..games-1, each block of games into its own summary;
// `Summary` lists its fields for analysis/archive.h, which also merges it (analysis/merge.h).
template <Archivable Summary, class Play>
RunResult<Summary> run_indexed(const RunOptions& options, const Summary& empty, Play play) {
  const BlockPlan plan(options.games);
  Job& job = Job::current();
  Cluster& cluster = job.cluster();
  const auto start = job.begin_run(options.games);
  RunResult<Summary> result{empty, plan.begin(start.blocks_done), false};
  if (!start.summary.empty()) from_bytes(start.summary, result.summary);
  if (!options.shared_progress) Interrupt::install();

  Progress own_progress(options.label, options.games,
                        options.progress && !options.shared_progress && cluster.rank() == 0);
  Progress& progress = options.shared_progress ? *options.shared_progress : own_progress;
  progress.advance(result.games_played);
  tbb::task_arena arena(options.threads > 0 ? options.threads : tbb::task_arena::automatic);
  const std::int64_t wave_blocks = std::min(job.wave_blocks(plan.blocks - start.blocks_done, arena.max_concurrency()),
                                            detail::blocks_in_memory(empty));
  for (std::int64_t first = start.blocks_done; first < plan.blocks && !result.interrupted; first += wave_blocks) {
    detail::Wave<Summary> wave(first, std::min(plan.blocks, first + wave_blocks), empty);
    std::vector<std::size_t> mine;
    for (std::size_t i = 0; i < wave.summaries.size(); ++i)
      if (wave.owner(i, cluster) == cluster.rank()) mine.push_back(i);
    const auto play_block = [&](std::size_t i) {
      const std::int64_t block = first + static_cast<std::int64_t>(i);
      for (std::int64_t g = plan.begin(block); g < plan.end(block) && !Interrupt::requested(); ++g) {
        play(g, wave.summaries[i]);
        ++wave.games[i];
        progress.advance(cluster.size());  // the other processes play about as many
      }
    };
    // One block per task: a wave holds a few blocks per thread, and a thread idle at its end is
    // what waves cost.
    arena.execute([&] {
      tbb::parallel_for(
          tbb::blocked_range<std::size_t>(0, mine.size(), 1),
          [&](const auto& range) {
            for (std::size_t k = range.begin(); k != range.end(); ++k) play_block(mine[k]);
          },
          tbb::simple_partitioner());
    });
    result.interrupted = Interrupt::requested();
    if (cluster.size() > 1)
      result.interrupted = wave.add_others(cluster, cluster.all_gather(wave.mine(cluster, result.interrupted)));
    for (std::size_t i = 0; i < wave.summaries.size(); ++i) {
      parks::merge(result.summary, wave.summaries[i]);
      result.games_played += wave.games[i];
    }
    if (!result.interrupted && job.checkpointing())
      job.record(start.run, std::min(plan.blocks, first + wave_blocks), to_bytes(result.summary));
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

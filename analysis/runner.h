#pragma once
// The Monte Carlo runner: plays games 0..N-1 in parallel on TBB. Game g is a pure function of
// (seed, g): its initial state, its dice and its agents' choices come from streams derived from
// both, and its agents are fresh. Games are played in fixed blocks (analysis/blocks.h), taken
// by the threads in block order; their summaries merge in block order, so the result is the
// same for any thread count and for any number of processes of an MPI job, which share each
// wave of blocks round-robin and exchange their summaries (analysis/job.h). With a checkpoint,
// the finished part of the run (analysis/block_ledger.h) is saved as blocks finish, and a
// resumed run plays only what it lacks. Ctrl-C stops early and keeps every finished game.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/partitioner.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "agents/play.h"
#include "analysis/archive.h"
#include "analysis/block_ledger.h"
#include "analysis/blocks.h"
#include "analysis/game_log.h"
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

// Blocks held apart from the merged ones cost a summary each: summaries too big to keep 256 of
// in 64 MB (a tournament of hundreds of agents holds a table per pair) get fewer. The bound
// depends on the summary alone, so every process of a cluster cuts the same waves.
inline constexpr std::size_t kHeldMemory = std::size_t{64} << 20;

template <Archivable Summary>
std::int64_t blocks_in_memory(const Summary& empty) {
  const std::size_t bytes = std::max<std::size_t>(1, to_bytes(empty).size());
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(kHeldMemory / bytes));
}

// One run's blocks as this process plays them: the threads take blocks in order, and a
// finished block goes to the ledger at once, where the next save finds it.
template <Archivable Summary, class Play>
class BlockPlayer {
 public:
  using Part = typename BlockLedger<Summary>::Part;
  using Played = std::vector<std::pair<std::int64_t, Part>>;

  BlockPlayer(const BlockPlan& plan, const Summary& empty, Job::RunStart start, Play& play, Progress& progress)
      : plan_(plan), run_(start.run), ledger_(plan, empty, start.saved), play_(play), progress_(progress) {
    merged_ = ledger_.merged_blocks();
  }

  BlockLedger<Summary>& ledger() { return ledger_; }

  // Plays `blocks` (in block order) on `arena`. A thread starts no block `held` or more past the
  // merged ones (0: no bound, for waves whose blocks before are other processes'). With `keep`,
  // returns a copy of each block played, for the other processes.
  Played play(tbb::task_arena& arena, const std::vector<std::int64_t>& blocks, std::int64_t held, bool keep) {
    std::vector<std::optional<Part>> parts(keep ? blocks.size() : 0);
    std::atomic<std::size_t> next = 0;
    const auto workers = std::clamp<std::int64_t>(arena.max_concurrency(), 1, std::max<std::size_t>(blocks.size(), 1));
    const auto work = [&] {
      for (std::size_t k = next++; k < blocks.size() && !stopping(); k = next++) {
        wait_for_room(blocks[k], held);
        // Isolated: a thread waiting inside a game's own parallel work must not take up another
        // block's loop, whose wait for room could need this very block.
        auto part = tbb::this_task_arena::isolate([&] { return play_block(blocks[k]); });
        if (keep) parts[k] = std::move(part);
      }
    };
    arena.execute([&] {
      tbb::parallel_for(
          tbb::blocked_range<std::int64_t>(0, workers, 1), [&](const auto&) { work(); }, tbb::simple_partitioner());
    });
    Played played;
    for (std::size_t k = 0; k < parts.size(); ++k)
      if (parts[k]) played.emplace_back(blocks[k], std::move(*parts[k]));
    return played;
  }

  // Ctrl-C, or a game that failed (an external bot): no block is started after either.
  bool stopping() const { return Interrupt::requested() || failed_.load(); }
  // The first failure of a game (an external bot's, a full disk), rethrown by the run once its
  // finished games are saved.
  std::exception_ptr failure() const { return failure_; }

  // Adds a block played by another process.
  void add(std::int64_t block, Part part) {
    std::lock_guard lock(mutex_);
    ledger_.put(block, std::move(part));
    merged_ = ledger_.merged_blocks();
  }

 private:
  // Plays what the block lacks; returns it whole when any game was played.
  std::optional<Part> play_block(std::int64_t block) {
    std::unique_lock lock(mutex_);
    if (ledger_.finished(block)) return std::nullopt;
    Part part = ledger_.take(block);
    lock.unlock();
    const std::int64_t saved = part.games;
    for (std::int64_t g = plan_.begin(block) + part.games; g < plan_.end(block) && !stopping(); ++g) {
      try {
        play_(g, part.summary);
      } catch (const std::exception&) {  // a bot that failed, a record that cannot be written
        fail(std::current_exception());
        break;
      }
      ++part.games;
      progress_.advance(Job::current().cluster().size());  // the other processes play about as many
    }
    finish(block, part);
    if (part.games == saved) return std::nullopt;
    return part;
  }

  // Hands a block to the ledger and saves the finished part when a save is due. The file is
  // written outside the lock: the other threads go on playing meanwhile.
  void finish(std::int64_t block, const Part& part) {
    std::optional<Checkpoint::Run> record;
    {
      std::lock_guard lock(mutex_);
      ledger_.put(block, part);
      merged_ = ledger_.merged_blocks();
      if (Job::current().claim_save()) record = ledger_.record();
    }
    if (record) Job::current().record(run_, std::move(*record), true);
  }

  void fail(std::exception_ptr failure) {
    std::lock_guard lock(mutex_);
    if (!failed_.exchange(true)) failure_ = failure;
  }

  void wait_for_room(std::int64_t block, std::int64_t held) const {
    while (held > 0 && block >= merged_.load() + held && !stopping())
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }

  const BlockPlan& plan_;
  std::size_t run_;
  BlockLedger<Summary> ledger_;
  Play& play_;
  Progress& progress_;
  std::mutex mutex_;
  std::atomic<std::int64_t> merged_ = 0;
  std::atomic<bool> failed_ = false;
  std::exception_ptr failure_;
};

// The end of a wave in an MPI job: each process sends the blocks it played and whether it was
// stopped, and adds the others'. True when any process was stopped.
template <Archivable Summary, class Player>
bool exchange(Cluster& cluster, const typename Player::Played& played, Player& player, const Summary& empty,
              bool stopped) {
  ByteWriter writer;
  writer(static_cast<std::uint8_t>(stopped), static_cast<std::uint64_t>(played.size()));
  for (const auto& [block, part] : played) writer(block, part.games, part.summary);
  const auto all = cluster.all_gather(writer.take());
  for (int rank = 0; rank < cluster.size(); ++rank) {
    ByteReader reader(all[static_cast<std::size_t>(rank)]);
    stopped |= reader.read<std::uint8_t>() != 0;
    const auto count = reader.read<std::uint64_t>();
    for (std::uint64_t i = 0; i < count; ++i) {
      typename Player::Part part{0, empty};
      const auto block = reader.read<std::int64_t>();
      reader(part.games, part.summary);
      if (rank != cluster.rank()) player.add(block, std::move(part));
    }
  }
  return stopped;
}

}  // namespace detail

// Runs `play(g, summary)` for g = 0..games-1, each block of games into its own summary;
// `Summary` lists its fields for analysis/archive.h, which also merges it (analysis/merge.h).
template <Archivable Summary, class Play>
RunResult<Summary> run_indexed(const RunOptions& options, const Summary& empty, Play play) {
  Job& job = Job::current();
  Cluster& cluster = job.cluster();
  const BlockPlan plan(options.games, job.checkpointing());
  if (!options.shared_progress) Interrupt::install();
  Progress own_progress(options.label, options.games,
                        options.progress && !options.shared_progress && cluster.rank() == 0, options.games);
  Progress& progress = options.shared_progress ? *options.shared_progress : own_progress;
  const auto start = job.begin_run(options.games);
  detail::BlockPlayer<Summary, Play> player(plan, empty, start, play, progress);
  auto& ledger = player.ledger();
  progress.skip(ledger.games());

  tbb::task_arena arena(options.threads > 0 ? options.threads : tbb::task_arena::automatic);
  const std::int64_t held = detail::blocks_in_memory(empty);
  // One process plays the whole run in one go; processes of a cluster exchange their blocks in
  // waves, played here in full before the exchange.
  const std::int64_t wave =
      cluster.size() == 1 ? plan.blocks : std::min(job.wave_blocks(plan.blocks, arena.max_concurrency()), held);
  bool stopped = false;
  for (std::int64_t first = ledger.merged_blocks(); first < plan.blocks && !stopped; first += wave) {
    std::vector<std::int64_t> mine;
    for (std::int64_t b = first; b < std::min(plan.blocks, first + wave); ++b)
      if (b % cluster.size() == cluster.rank() && !ledger.finished(b)) mine.push_back(b);
    const bool alone = cluster.size() == 1;
    const auto played = player.play(arena, mine, alone ? held : 0, !alone);
    stopped = player.stopping();
    if (!alone) stopped = detail::exchange(cluster, played, player, empty, stopped);
  }
  if (const auto failure = player.failure()) {
    if (job.checkpointing()) job.record(start.run, ledger.record(), true);
    std::rethrow_exception(failure);
  }
  if (job.checkpointing()) job.record(start.run, ledger.record());
  return {ledger.summary(), ledger.games(), stopped};
}

// Plays game g from `make_state(g)` with fresh agents from `make_agents()` and adds its final
// state to the summary (`add(const State&)`); with a `log`, writes the game to it.
template <class Summary, class MakeState, class MakeAgents>
RunResult<Summary> run_games(const RunOptions& options, const Summary& empty, MakeState make_state,
                             MakeAgents make_agents, GameLog* log = nullptr) {
  using State = decltype(make_state(std::int64_t{}));
  return run_indexed(options, empty, [&](std::int64_t g, Summary& summary) {
    auto agents = make_agents();
    const auto game = static_cast<std::uint64_t>(g);
    if constexpr (HasVocabulary<State>) {
      if (log && log->active()) {
        GameTrace<State> trace(log->keeps_moves());
        const State end = play_game(make_state(g), agents, options.seed, game, trace);
        log->add(trace.game(end, g, 0, std::vector<int>(static_cast<std::size_t>(end.num_players()), 0)));
        summary.add(end);
        return;
      }
    }
    summary.add(play_game(make_state(g), agents, options.seed, game));
  });
}

}  // namespace parks

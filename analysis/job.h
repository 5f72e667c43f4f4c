#pragma once
// One command's job: the processes it runs on (analysis/cluster.h) and its checkpoint
// (analysis/checkpoint.h). The runner asks the job, for each of its runs in turn, what of the run
// is already finished (a resumed job skips it) and how many blocks to play between exchanges,
// and records the finished part as blocks finish; the job saves it every so often.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/checkpoint.h"
#include "analysis/cluster.h"
#include "engine/core/files.h"

namespace parks {

struct JobOptions {
  std::vector<Checkpoint::Field> identity;
  std::filesystem::path checkpoint;             // saved to; empty: no checkpoints
  std::optional<Checkpoint> resume;             // the checkpoint continued; its identity is the job's
  double save_seconds = 60;                     // the least time between two saves
  std::shared_ptr<const WriterLock> lock = {};  // held while the job may write its checkpoint
};

class Job {
 public:
  explicit Job(JobOptions options = {});

  // The job of this process: one without checkpoints until `start` sets another.
  static Job& current();
  static void start(JobOptions options);

  Cluster& cluster() const { return Cluster::current(); }
  bool checkpointing() const { return !options_.checkpoint.empty(); }

  struct RunStart {
    std::size_t run;        // the run's place in the job
    Checkpoint::Run saved;  // its finished part: none, or what the resumed checkpoint holds
  };
  // The next run of the job, of `games` games.
  RunStart begin_run(std::int64_t games);

  // The blocks each exchange of an MPI job covers: one per thread of every process when
  // checkpoints are saved (the other processes' blocks reach the first one, which saves, only at
  // an exchange), else every block of the run at once. Collective.
  std::int64_t wave_blocks(std::int64_t blocks, int threads);

  // True when this thread is to save now: the job keeps a checkpoint, this is the first process,
  // the least time between saves has passed and no other thread is saving. The thread then
  // calls `record(run, finished, true)`.
  bool claim_save();
  // The run's finished part; written to the checkpoint when `save` (after claim_save()).
  void record(std::size_t run, Checkpoint::Run finished, bool save = false);
  // Saves what is recorded now (at the start, to find an unwritable file at once, and at the
  // end of the job, finished or interrupted). Only the first process writes.
  void save();

 private:
  JobOptions options_;
  Checkpoint recorded_;
  std::chrono::steady_clock::time_point last_save_;  // read and set by the thread that holds `saving_`
  std::atomic<bool> saving_ = false;
  int wave_threads_ = 0;  // the most threads of any process, once asked
};

}  // namespace parks

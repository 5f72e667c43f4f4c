#include "analysis/job.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace parks {

namespace {

std::unique_ptr<Job>& installed() {
  static auto job = std::make_unique<Job>();
  return job;
}

}  // namespace

Job::Job(JobOptions options) : options_(std::move(options)), last_save_(std::chrono::steady_clock::now()) {
  recorded_.identity = options_.identity;
}

Job& Job::current() { return *installed(); }

void Job::start(JobOptions options) { installed() = std::make_unique<Job>(std::move(options)); }

Job::RunStart Job::begin_run(std::int64_t games) {
  const std::size_t run = recorded_.runs.size();
  Checkpoint::Run record{games, 0, {}, {}};
  if (options_.resume && run < options_.resume->runs.size()) {
    const auto& saved = options_.resume->runs[run];
    if (saved.games != games)
      throw std::runtime_error("the checkpoint does not match this job: its run " + std::to_string(run + 1) + " has " +
                               std::to_string(saved.games) + " games, this one " + std::to_string(games));
    record = saved;
  }
  recorded_.runs.push_back(record);
  return {run, record};
}

std::int64_t Job::wave_blocks(std::int64_t blocks, int threads) {
  if (!checkpointing()) return std::max<std::int64_t>(blocks, 1);
  if (wave_threads_ == 0) {
    ByteWriter mine;
    mine(threads);
    for (const auto& bytes : cluster().all_gather(mine.take()))
      wave_threads_ = std::max(wave_threads_, ByteReader(bytes).read<int>());
  }
  return static_cast<std::int64_t>(wave_threads_) * cluster().size();
}

bool Job::claim_save() {
  if (!checkpointing() || cluster().rank() != 0 || saving_.exchange(true)) return false;
  if (std::chrono::steady_clock::now() - last_save_ >= std::chrono::duration<double>(options_.save_seconds))
    return true;
  saving_ = false;
  return false;
}

void Job::record(std::size_t run, Checkpoint::Run finished, bool save_now) {
  recorded_.runs[run] = std::move(finished);
  if (!save_now) return;
  struct Release {
    std::atomic<bool>& flag;
    ~Release() { flag = false; }
  } release{saving_};
  save();
}

void Job::save() {
  last_save_ = std::chrono::steady_clock::now();
  if (!checkpointing() || cluster().rank() != 0) return;
  // Runs of a resumed job that this one has not reached yet are kept as they were.
  Checkpoint saved = recorded_;
  if (options_.resume)
    for (std::size_t r = saved.runs.size(); r < options_.resume->runs.size(); ++r)
      saved.runs.push_back(options_.resume->runs[r]);
  save_checkpoint(options_.checkpoint, saved);
}

}  // namespace parks

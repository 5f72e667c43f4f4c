#pragma once
// Progress of a long run on stderr: games done, rate and time left, once a second after the
// first two seconds (in place on a terminal, a line every ten seconds otherwise).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace parks {

class Progress {
 public:
  Progress(std::string label, std::int64_t total, bool enabled) : label_(std::move(label)), total_(total) {
    if (enabled) thread_ = std::thread([this] { report_loop(); });
  }
  ~Progress() {
    {
      std::lock_guard lock(mutex_);
      finished_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  void advance(std::int64_t n = 1) { done_.fetch_add(n, std::memory_order_relaxed); }

 private:
  void report_loop() {
    using namespace std::chrono;
    const auto start = steady_clock::now();
    const bool tty = isatty(STDERR_FILENO);
    auto last_line = start;
    bool printed = false;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, seconds(1), [this] { return finished_; })) {
      const auto now = steady_clock::now();
      const double elapsed = duration<double>(now - start).count();
      if (elapsed < 2 || (!tty && now - last_line < seconds(10))) continue;
      last_line = now;
      const std::int64_t done = done_.load();
      const double rate = done / elapsed;
      const double left = rate > 0 ? (total_ - done) / rate : 0;
      std::fprintf(stderr, "%s%s: %lld/%lld games (%.0f%%), %.0f games/s, %.0f s left%s", tty ? "\r" : "",
                   label_.c_str(), static_cast<long long>(done), static_cast<long long>(total_),
                   total_ ? 100.0 * done / total_ : 100.0, rate, left, tty ? "  " : "\n");
      printed = true;
    }
    if (printed && tty) std::fprintf(stderr, "\n");
  }

  std::string label_;
  std::int64_t total_;
  std::atomic<std::int64_t> done_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool finished_ = false;
  std::thread thread_;
};

}  // namespace parks

#pragma once
// Progress of a long run on stderr: games done, rate and time left, once a second after the
// first two seconds (in place on a terminal, a line every ten seconds otherwise). A run that
// will take more than a few minutes says so once, early, with the budget that would fit.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace parks {

// "45 s", "12 min", "1 h 32 min": a duration as a person reads it.
inline std::string human_duration(double seconds) {
  const auto s = static_cast<long long>(std::llround(std::max(seconds, 0.0)));
  if (s < 60) return std::to_string(s) + " s";
  const long long minutes = (s + 30) / 60;
  if (minutes < 60) return std::to_string(minutes) + " min";
  return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

// The budget (--games) that would take `target` seconds at the pace of `budget` in `seconds`:
// two significant digits, at least 1.
inline std::int64_t budget_for(std::int64_t budget, double seconds, double target) {
  double fitting = static_cast<double>(budget) * target / std::max(seconds, 1e-9);
  if (fitting < 1) return 1;
  const double unit = std::pow(10.0, std::max(0.0, std::floor(std::log10(fitting)) - 1));
  return static_cast<std::int64_t>(std::floor(fitting / unit) * unit);
}

class Progress {
 public:
  // A run estimated past this says so.
  static constexpr double kLongRunSeconds = 300;
  // What the advice aims at.
  static constexpr double kShortRunSeconds = 180;

  // `budget`: the --games this run plays (0 when the run is no one flag's), for the advice.
  Progress(std::string label, std::int64_t total, bool enabled, std::int64_t budget = 0)
      : label_(std::move(label)), total_(total), budget_(budget) {
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
  // Games done before this process started (a resumed checkpoint): counted, but not in the pace.
  void skip(std::int64_t n) {
    done_.fetch_add(n, std::memory_order_release);
    skipped_.fetch_add(n, std::memory_order_release);
  }

 private:
  void report_loop() {
    using namespace std::chrono;
    const auto start = steady_clock::now();
    const bool tty = isatty(STDERR_FILENO);
    auto last_line = start;
    bool printed = false, estimated = false;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, seconds(1), [this] { return finished_; })) {
      const auto now = steady_clock::now();
      const double elapsed = duration<double>(now - start).count();
      // Skipped games join done_ before skipped_: read in the other order, played is never negative.
      const std::int64_t skipped = skipped_.load(std::memory_order_acquire);
      const std::int64_t done = done_.load(std::memory_order_acquire),
                         played = std::max<std::int64_t>(0, done - skipped);
      const double rate = played / elapsed;
      const double left = rate > 0 ? (total_ - done) / rate : 0;
      if (!estimated && elapsed >= 3 && played > 0) {
        estimated = true;
        if (elapsed + left > kLongRunSeconds) print_estimate(elapsed, elapsed + left, tty && printed);
      }
      if (elapsed < 2 || (!tty && now - last_line < seconds(10))) continue;
      last_line = now;
      // Searches play under a game a second: their rate needs its decimals, or it reads 0.
      const int decimals = rate >= 10 ? 0 : rate >= 1 ? 1 : 2;
      std::fprintf(stderr, "%s%s: %lld/%lld games (%.0f%%), %.*f games/s, %.0f s left%s", tty ? "\r" : "",
                   label_.c_str(), static_cast<long long>(done), static_cast<long long>(total_),
                   total_ ? 100.0 * done / total_ : 100.0, decimals, rate, left, tty ? "  " : "\n");
      printed = true;
    }
    if (printed && tty) std::fprintf(stderr, "\n");
  }

  void print_estimate(double elapsed, double total_seconds, bool after_line) const {
    std::string advice = "a smaller --games or more --threads shortens it";
    if (budget_ > 0) {
      // The whole run, resumed games included, at this pace.
      const double whole = total_seconds * static_cast<double>(total_) /
                           static_cast<double>(std::max<std::int64_t>(1, total_ - skipped_.load()));
      advice = "--games " + std::to_string(budget_for(budget_, whole, kShortRunSeconds)) + " would take about " +
               human_duration(kShortRunSeconds) + ", and more --threads go faster";
    }
    std::fprintf(stderr, "%s%s: this run will take about %s (at the pace of its first %.0f s); %s\n",
                 after_line ? "\n" : "", label_.c_str(), human_duration(total_seconds).c_str(), elapsed,
                 advice.c_str());
  }

  std::string label_;
  std::int64_t total_;
  std::int64_t budget_;
  std::atomic<std::int64_t> done_{0}, skipped_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool finished_ = false;
  std::thread thread_;
};

}  // namespace parks

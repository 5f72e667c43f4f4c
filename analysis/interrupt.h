#pragma once
// Ctrl-C or SIGTERM (a batch system's stop, `kill`) during a long run: the first asks the run to
// stop after the games in flight, save its checkpoint and report what is finished; a second
// signal of the same kind ends the program at once.
#include <atomic>
#include <csignal>

namespace parks {

class Interrupt {
 public:
  static void install() {
    requested_flag().store(false);
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
  }
  static bool requested() { return requested_flag().load(std::memory_order_relaxed); }

 private:
  static std::atomic<bool>& requested_flag() {
    static std::atomic<bool> flag{false};
    return flag;
  }
  static void on_signal(int signal) {
    requested_flag().store(true);
    std::signal(signal, SIG_DFL);
  }
};

}  // namespace parks

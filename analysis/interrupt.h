#pragma once
// Ctrl-C during a long run: the first press asks the run to stop after the games in flight and
// report what is finished; a second press ends the program at once.
#include <atomic>
#include <csignal>

namespace parks {

class Interrupt {
 public:
  static void install() {
    requested_flag().store(false);
    std::signal(SIGINT, on_signal);
  }
  static bool requested() { return requested_flag().load(std::memory_order_relaxed); }

 private:
  static std::atomic<bool>& requested_flag() {
    static std::atomic<bool> flag{false};
    return flag;
  }
  static void on_signal(int) {
    requested_flag().store(true);
    std::signal(SIGINT, SIG_DFL);
  }
};

}  // namespace parks

#pragma once
// exec:CMD: a bot program spoken to over its stdin and stdout, one JSON object per line
// (docs/protocol.md). Each worker thread starts its own process on its first decision and keeps
// it for every later game; a process that fails is ended, and the run stops with its error.
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "agents/external/bot.h"

namespace parks {

inline constexpr int kProtocolVersion = 1;

// The words of a command as a POSIX shell splits them: blanks separate, quotes group, a
// backslash escapes. Throws std::invalid_argument on an unclosed quote or an empty command.
std::vector<std::string> split_command(const std::string& command);

// Throws std::invalid_argument when the program `argv[0]` names cannot be run: a path that is no
// executable file, or a name not found on PATH.
void check_runnable(const std::vector<std::string>& argv);

// One running bot program.
class BotProcess {
 public:
  explicit BotProcess(const std::vector<std::string>& argv);  // throws std::runtime_error
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // Writes a line, waiting at most `limit` for the bot to read it: empty when written, else
  // "timeout" or why the bot cannot be written to.
  std::string send(const std::string& line, std::chrono::duration<double> limit);
  // The next line, or why there is none: "timeout", or how the program ended.
  struct Reply {
    std::optional<std::string> line;
    std::string problem;
  };
  Reply receive(std::chrono::duration<double> limit);

 private:
  std::string ended_how();  // waits for the program to end
  void stop();

  int pid_ = -1;
  int to_bot_ = -1, from_bot_ = -1;
  std::string buffer_;
  bool reaped_ = false;
  int status_ = 0;
};

class ProcessBot final : public ExternalBot {
 public:
  // `label` is the spec as given; `seconds` the limit on each answer.
  ProcessBot(std::string label, std::vector<std::string> argv, double seconds);

  const std::string& label() const override { return label_; }
  nlohmann::json decide(const nlohmann::ordered_json& request, const DecisionContext& context) override;
  void game_over(const nlohmann::ordered_json& message) override;

 private:
  // The calling thread's process, started and greeted on first use.
  BotProcess& process(const DecisionContext& context);
  [[noreturn]] void fail(const DecisionContext& context, const std::string& problem);
  [[noreturn]] void fail_send(const DecisionContext& context, const std::string& problem, const char* what);

  std::string label_;
  std::vector<std::string> argv_;
  std::chrono::duration<double> limit_;
  std::mutex mutex_;
  std::map<std::thread::id, std::unique_ptr<BotProcess>> processes_;
};

}  // namespace parks

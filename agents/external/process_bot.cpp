#include "agents/external/process_bot.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "engine/core/text.h"

extern char** environ;

namespace parks {

namespace {

constexpr std::size_t kMaxLine = std::size_t{16} << 20;
constexpr auto kStartLimit = std::chrono::seconds(10);  // added to the first answer's: programs load
constexpr auto kExitGrace = std::chrono::seconds(1);    // after its input closes, before SIGKILL
constexpr std::size_t kShownChars = 200;

bool executable_file(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// Text from the game's data (a tile's name) may hold bytes that are not UTF-8: replaced, never
// thrown on.
std::string dumped(const nlohmann::ordered_json& message) {
  return message.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string shown(const std::string& text) {
  return printable(text.size() > kShownChars ? text.substr(0, kShownChars) + "..." : text);
}

}  // namespace

std::vector<std::string> split_command(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (quote == '\'') {
      if (c == '\'') quote = 0;
      else word += c;
    } else if (quote == '"') {
      if (c == '"') quote = 0;
      else if (c == '\\' && i + 1 < command.size() && std::strchr("\"\\$`", command[i + 1])) word += command[++i];
      else word += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < command.size()) {
      word += command[++i];
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quote) throw std::invalid_argument(std::string("unclosed ") + quote + " in the command");
  if (in_word) words.push_back(word);
  if (words.empty()) throw std::invalid_argument("the command is empty");
  return words;
}

void check_runnable(const std::vector<std::string>& argv) {
  const std::string& program = argv.at(0);
  if (program.find('/') != std::string::npos) {
    if (!executable_file(program)) throw std::invalid_argument("'" + program + "' is not an executable file");
    return;
  }
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (executable_file((dir.empty() ? "." : dir) + "/" + program)) return;
  throw std::invalid_argument("'" + program + "' is not found on PATH");
}

BotProcess::BotProcess(const std::vector<std::string>& argv) {
  // A bot that dies makes our writes fail with EPIPE instead of ending parks (the bot itself
  // starts with every signal at its default, below).
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  // Its own process group, so that a stop reaches the programs a wrapper script started too.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t all;
  sigfillset(&all);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> args;
  for (const auto& word : argv) args.push_back(const_cast<char*>(word.c_str()));
  args.push_back(nullptr);
  const int error = ::posix_spawnp(&pid_, args[0], &actions, &attributes, args.data(), environ);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  ::close(in[0]);
  ::close(out[1]);
  to_bot_ = in[1];
  from_bot_ = out[0];
  ::fcntl(to_bot_, F_SETFL, ::fcntl(to_bot_, F_GETFL) | O_NONBLOCK);  // writes wait with a deadline
  if (error != 0) {
    pid_ = -1;
    stop();
    throw std::runtime_error("cannot start '" + argv[0] + "': " + std::strerror(error));
  }
}

BotProcess::~BotProcess() { stop(); }

std::string BotProcess::send(const std::string& line, std::chrono::duration<double> limit) {
  const std::string data = line + "\n";
  const auto deadline = std::chrono::steady_clock::now() + limit;
  for (std::size_t sent = 0; sent < data.size();) {
    const ssize_t n = ::write(to_bot_, data.data() + sent, data.size() - sent);
    if (n > 0) {
      sent += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN) return "the bot closed its input";
    // The pipe is full: the bot is not reading.
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return "timeout";
    pollfd ready{to_bot_, POLLOUT, 0};
    ::poll(&ready, 1, static_cast<int>(std::min<long long>(left.count() + 1, 1 << 30)));
  }
  return {};
}

BotProcess::Reply BotProcess::receive(std::chrono::duration<double> limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  for (;;) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      std::string line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {std::move(line), {}};
    }
    if (buffer_.size() > kMaxLine) return {std::nullopt, "a line longer than 16 MB"};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return {std::nullopt, "timeout"};
    pollfd ready{from_bot_, POLLIN, 0};
    const int polled = ::poll(&ready, 1, static_cast<int>(std::min<long long>(left.count() + 1, 1 << 30)));
    if (polled < 0 && errno == EINTR) continue;
    if (polled <= 0) continue;  // the deadline is checked above
    char chunk[65536];
    const ssize_t n = ::read(from_bot_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return {std::nullopt, ended_how()};
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

std::string BotProcess::ended_how() {
  const auto deadline = std::chrono::steady_clock::now() + kExitGrace;
  while (!reaped_ && pid_ > 0) {
    const pid_t done = ::waitpid(pid_, &status_, WNOHANG);
    if (done == pid_) reaped_ = true;
    else if (done < 0 && errno != EINTR) break;
    else if (std::chrono::steady_clock::now() > deadline) return "the bot closed its output but did not exit";
    else std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (!reaped_) return "the bot closed its output";
  if (WIFSIGNALED(status_)) return "the bot was killed by signal " + std::to_string(WTERMSIG(status_));
  return "the bot exited with status " + std::to_string(WEXITSTATUS(status_)) + " instead of answering";
}

void BotProcess::stop() {
  if (to_bot_ >= 0) ::close(to_bot_);
  to_bot_ = -1;
  if (pid_ > 0 && !reaped_) {
    const auto deadline = std::chrono::steady_clock::now() + kExitGrace;
    while (::waitpid(pid_, &status_, WNOHANG) == 0 && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (::waitpid(pid_, &status_, WNOHANG) == 0) {
      ::kill(-pid_, SIGKILL);  // the bot's process group: what it started goes with it
      ::waitpid(pid_, &status_, 0);
    } else {
      ::kill(-pid_, SIGKILL);  // the bot has ended: programs it left running go too
    }
    reaped_ = true;
  }
  if (from_bot_ >= 0) ::close(from_bot_);
  from_bot_ = -1;
}

ProcessBot::ProcessBot(std::string label, std::vector<std::string> argv, double seconds)
    : label_(std::move(label)), argv_(std::move(argv)), limit_(seconds) {}

void ProcessBot::fail(const DecisionContext& context, const std::string& problem) {
  std::unique_ptr<BotProcess> ended;  // ended outside the lock: stopping may wait a second
  {
    std::lock_guard lock(mutex_);
    if (const auto found = processes_.find(std::this_thread::get_id()); found != processes_.end()) {
      ended = std::move(found->second);  // its next answers would be out of step
      processes_.erase(found);
    }
  }
  ended.reset();
  throw AgentFailure(failure_prefix(label_, context) + problem);
}

void ProcessBot::fail_send(const DecisionContext& context, const std::string& problem, const char* what) {
  if (problem == "timeout") {
    std::ostringstream limit;
    limit << limit_.count();
    fail(context, std::string("the bot did not read the ") + what + " within " + limit.str() + " s");
  }
  fail(context, problem);
}

BotProcess& ProcessBot::process(const DecisionContext& context) {
  std::unique_lock lock(mutex_);
  auto& slot = processes_[std::this_thread::get_id()];
  if (slot) return *slot;
  try {
    slot = std::make_unique<BotProcess>(argv_);
  } catch (const std::runtime_error& e) {
    processes_.erase(std::this_thread::get_id());
    lock.unlock();
    fail(context, e.what());
  }
  BotProcess& started = *slot;
  lock.unlock();
  const nlohmann::ordered_json hello = {{"type", "hello"},
                                        {"protocol", kProtocolVersion},
                                        {"game", context.game},
                                        {"num_distinct_actions", context.num_distinct_actions},
                                        {"time_limit", limit_.count()},
                                        {"agent", label_}};
  if (const auto problem = started.send(hello.dump(), limit_ + kStartLimit); !problem.empty())
    fail_send(context, problem, "hello");
  const auto reply = started.receive(limit_ + kStartLimit);
  if (!reply.line) fail(context, reply.problem == "timeout" ? "no answer to the hello" : reply.problem);
  const auto greeting = nlohmann::json::parse(*reply.line, nullptr, false);
  if (greeting.is_discarded() || !greeting.is_object())
    fail(context, "the answer to the hello is not a JSON object: " + shown(*reply.line));
  return started;
}

nlohmann::json ProcessBot::decide(const nlohmann::ordered_json& request, const DecisionContext& context) {
  BotProcess& bot = process(context);
  if (const auto problem = bot.send(dumped(request), limit_); !problem.empty()) fail_send(context, problem, "request");
  const auto reply = bot.receive(limit_);
  if (!reply.line) {
    if (reply.problem != "timeout") fail(context, reply.problem);
    std::ostringstream limit;
    limit << limit_.count();
    fail(context, "no answer within " + limit.str() + " s (exec:time=SECONDS sets the limit)");
  }
  auto answer = nlohmann::json::parse(*reply.line, nullptr, false);
  if (answer.is_discarded()) fail(context, "the answer is not JSON: " + shown(*reply.line));
  return answer;
}

void ProcessBot::game_over(const nlohmann::ordered_json& message) {
  std::unique_lock lock(mutex_);
  const auto found = processes_.find(std::this_thread::get_id());
  if (found == processes_.end()) return;
  BotProcess& bot = *found->second;
  lock.unlock();
  bot.send(dumped(message), limit_);  // a bot that has gone or stalls shows at its next decision
}

}  // namespace parks

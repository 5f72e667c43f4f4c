#pragma once
// Runs the built `parks` binary (PARKS_BINARY) for the command-line tests, capturing its exit
// status, stdout and stderr through temporary files, and checks how bad input is refused; with
// paths quoted for its command lines and the source tree's files (docs/, examples/).
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace parks::testing {

// The source tree, where docs/ and examples/ are.
inline const std::filesystem::path kSource = std::filesystem::path(PARKS_TEST_DATA).parent_path().parent_path();

struct Run {
  int status = -1;
  std::string out;
  std::string err;
};

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `binary` (a parks program): `args` are already quoted where needed; `environment` is
// prefixed to the command line.
inline Run run_program(const std::string& binary, const std::string& args, const std::string& environment = "") {
  static std::atomic<int> counter{0};
  const auto base = std::filesystem::temp_directory_path() /
                    ("parks_test_" + std::to_string(getpid()) + "_" + std::to_string(counter++));
  const std::string out = base.string() + ".out", err = base.string() + ".err";
  const std::string command = environment + " '" + binary + "' " + args + " >'" + out + "' 2>'" + err + "'";
  const int raw = std::system(command.c_str());
  Run run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.out = read_file(out);
  run.err = read_file(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  return run;
}

inline Run run_parks(const std::string& args, const std::string& environment = "") {
  return run_program(PARKS_BINARY, args, environment);
}

// `path` in single quotes for the shell.
inline std::string quoted(const std::filesystem::path& path) {
  std::string text = "'";  // appended, not "'" + ... + "'": GCC 12 warns falsely (-Wrestrict) on that
  text += path.string();
  text += "'";
  return text;
}

inline int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// Bad input: exit status 2, nothing on stdout, one line on stderr that holds `words`.
inline void check_bad_input(const std::string& args, const std::string& words) {
  CAPTURE(args);
  const Run run = run_parks(args);
  CHECK(run.status == 2);
  CHECK(run.out.empty());
  CHECK(lines(run.err) == 1);
  CHECK_MESSAGE(run.err.find(words) != std::string::npos, run.err);
}

// Whether process `pid` has a handler for SIGINT (the SigCgt mask of /proc/PID/status).
inline bool catches_sigint(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) >> (SIGINT - 1)) & 1;
  return false;
}

// Whether `child` has exited (and waits to be reaped).
inline bool has_ended(pid_t child) {
  return read_file("/proc/" + std::to_string(child) + "/stat").find(") Z ") != std::string::npos;
}

// Starts `parks ARGS` with its stdout in `out` (and its stderr in `err`, when given) and returns
// once it catches Ctrl-C (or has ended).
inline pid_t start_parks(std::vector<std::string> args, const std::filesystem::path& out,
                         const std::filesystem::path& err = {}) {
  args.insert(args.begin(), PARKS_BINARY);
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (!err.empty())
    posix_spawn_file_actions_addopen(&files, STDERR_FILENO, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t child = 0;
  REQUIRE(posix_spawn(&child, argv[0], &files, nullptr, argv.data(), environ) == 0);
  posix_spawn_file_actions_destroy(&files);
  while (!catches_sigint(child) && !has_ended(child)) usleep(10'000);
  return child;
}

// Presses Ctrl-C in `child` and returns its exit status.
inline int interrupt(pid_t child) {
  kill(child, SIGINT);
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace parks::testing

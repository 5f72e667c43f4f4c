#pragma once
// Runs the built `parks` binary (PARKS_BINARY) for the command-line tests, capturing its exit
// status, stdout and stderr through temporary files, and checks how bad input is refused.
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

namespace parks::testing {

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

// `args` are already quoted where needed; `environment` is prefixed to the command line.
inline Run run_parks(const std::string& args, const std::string& environment = "") {
  static std::atomic<int> counter{0};
  const auto base = std::filesystem::temp_directory_path() /
                    ("parks_test_" + std::to_string(getpid()) + "_" + std::to_string(counter++));
  const std::string out = base.string() + ".out", err = base.string() + ".err";
  const std::string command =
      environment + " '" + std::string(PARKS_BINARY) + "' " + args + " >'" + out + "' 2>'" + err + "'";
  const int raw = std::system(command.c_str());
  Run run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.out = read_file(out);
  run.err = read_file(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  return run;
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

}  // namespace parks::testing

#pragma once
// The subcommands of `parks`. Each takes the arguments after its name and returns the exit
// status: 0 on success, 2 on bad input (after a one-line error on stderr).
#include <stdexcept>
#include <string>
#include <vector>

namespace parks::cli {

using Args = std::vector<std::string>;

int simulate_walk(const Args& args);
int simulate_planner(const Args& args);
int simulate_minipark(const Args& args);
int simulate_hike(const Args& args);
int tournament_walk(const Args& args);
int tournament_planner(const Args& args);
int tournament_minipark(const Args& args);
int tournament_hike(const Args& args);
int advise_walk(const Args& args);
int score_walk(const Args& args);
int score_planner(const Args& args);
int analyze(const Args& args);  // parks analyze EXPERIMENT GAME: its own two positionals

// A bad flag, file or value: reported as one line, exit status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kBadInput = 2;
inline constexpr int kInterrupted = 130;  // Ctrl-C: the summary of the finished games was printed

}  // namespace parks::cli

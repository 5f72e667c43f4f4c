#pragma once
// The subcommands of `parks`. Each takes the arguments after its name (GAME first) and returns
// the exit status: 0 on success, 2 on bad input (after a one-line error on stderr).
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace parks::cli {

using Args = std::vector<std::string>;
using Command = int (*)(const Args&);

struct GameEntry;

// The commands on one game: `args` are those after GAME.
int simulate(const GameEntry& game, const Args& args);
int tournament(const GameEntry& game, const Args& args);
int check(const GameEntry& game, const Args& args);   // the conformance checks of every variant
int train(const GameEntry& game, const Args& args);   // self-play learning of the game's value
int advise(const GameEntry& game, const Args& args);  // parks advise GAME POSITION
int play(const GameEntry& game, const Args& args);    // a game at the terminal against agents
int analyze(const Args& args);                        // parks analyze EXPERIMENT GAME: its own two positionals
int replay(const Args& args);                         // parks replay FILE: recorded games played again
int show(const Args& args);                           // parks show POSITION: a position drawn

// Draws the plots of every report.json under `dir` with scripts/plot.py; false when it fails.
bool draw_plots(const std::filesystem::path& dir);

// A bad flag, file or value: reported as one line, exit status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kBadInput = 2;
inline constexpr int kWriteFailed = 1;    // the output could not be written (a full disk, a closed pipe)
inline constexpr int kInterrupted = 130;  // Ctrl-C: the summary of the finished games was printed

}  // namespace parks::cli

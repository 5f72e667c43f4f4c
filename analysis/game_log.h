#pragma once
// Game records: `--games-out FILE` writes one JSON line per game (its deal, seats, agents,
// scores, winners, decisions and decision time per seat), `--record FILE` one line per game with
// every move, chance outcomes included, that `parks replay` plays again. A line is written as
// its game ends, so a run stopped by Ctrl-C, a kill or a failing bot leaves every finished game
// in the file; at the end the file is put in game order, one line per game (a resumed run may
// replay a game the stopped one had written), whatever the thread count.
#include <array>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analysis/decision_times.h"
#include "engine/core/record.h"
#include "engine/core/vocabulary.h"

namespace parks {

// The file of one kind of line, appended to by every worker thread.
class LineFile {
 public:
  // Empty `path`: no file. With `resume`, the lines there are kept (a last line cut short by a
  // kill is dropped); else the file starts empty. Throws std::runtime_error with one line.
  LineFile(std::filesystem::path path, std::string flag, bool resume);
  ~LineFile();
  LineFile(const LineFile&) = delete;
  LineFile& operator=(const LineFile&) = delete;

  bool open() const { return fd_ >= 0; }
  void append(const std::string& line);  // throws std::runtime_error when the write fails
  // Rewrites the file in the order of each line's ("deal", "seating"), the first line of each.
  void put_in_order();

 private:
  std::filesystem::path path_;
  std::string flag_;
  int fd_ = -1;
  std::mutex mutex_;
};

// What a run's records say about it.
struct LogHeader {
  std::string game;                  // the command-line name
  std::vector<std::string> options;  // the game's options, as `parks replay` reads them back
  std::uint64_t seed = 1;
  std::vector<std::string> agents;  // by agent number, as reports name them
};

class GameLog {
 public:
  GameLog(LogHeader header, const std::filesystem::path& games_out, const std::filesystem::path& record, bool resume);
  bool active() const { return games_out_.open() || record_.open(); }
  bool keeps_moves() const { return record_.open(); }
  const LogHeader& header() const { return header_; }

  // One finished game: the agent number in each seat, the scores and winners, each seat's
  // decision times and the moves (when kept).
  struct Game {
    std::int64_t deal = 0;
    int seating = 0;
    std::vector<int> seat_agents;
    std::vector<double> scores;
    std::vector<bool> winners;
    std::vector<DecisionTimes> times;
    std::vector<std::string> moves;
  };
  void add(const Game& game);
  void finish();

 private:
  LogHeader header_;
  LineFile games_out_, record_;
};

// Watches one game for the log and the tournament's timing: each seat's decision times, and the
// text of every move when `keep_moves`.
template <HasVocabulary S>
class GameTrace {
 public:
  explicit GameTrace(bool keep_moves) : keep_moves_(keep_moves) {}
  void operator()(const S&, typename S::Action action, bool) {
    if (keep_moves_) moves_.push_back(to_string(action));
  }
  void timed(int seat, double seconds) { times_[static_cast<std::size_t>(seat)].add(seconds); }

  const DecisionTimes& times(int seat) const { return times_[static_cast<std::size_t>(seat)]; }

  GameLog::Game game(const S& end, std::int64_t deal, int seating, std::vector<int> seat_agents) {
    GameLog::Game game{deal, seating, std::move(seat_agents), {}, {}, {}, std::move(moves_)};
    for (int p = 0; p < end.num_players(); ++p) {
      game.scores.push_back(static_cast<double>(end.score(p)));
      game.winners.push_back(end.is_winner(p));
      game.times.push_back(times_[static_cast<std::size_t>(p)]);
    }
    return game;
  }

 private:
  bool keep_moves_;
  std::vector<std::string> moves_;
  std::array<DecisionTimes, S::kMaxPlayers> times_{};
};

}  // namespace parks

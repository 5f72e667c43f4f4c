#pragma once
// The parts of a Roll & Hike position file below its keys: a player's logbook block and the
// pending tasks' lines (docs/hike.md, "Position files"). Errors name the block's line.
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/position_file.h"
#include "engine/hike/state.h"

namespace parks::cli::hike_position {

inline constexpr std::array<const char*, 8> kPhaseWords = {"shuffle",    "roll",       "day",   "die taken",
                                                           "lead taken", "free lines", "night", "over"};

// A logbook block's `key: value` lines ('#' starts a comment).
class LogbookFields {
 public:
  LogbookFields(const PositionFile& file, const PositionLine& block, const std::string& player);
  const std::string* find(const std::string& key) const;

 private:
  std::vector<std::pair<std::string, std::string>> fields_;
};

struct LogbookReader {
  const PositionFile& file;
  const hike::Components& c;
  hike::Park park;
  const PositionLine& block;
  const std::string& player;  // "player 2", naming the block in messages
  const LogbookFields& fields;

  // The sun track, the canteen, the journal, the wildlife, the binoculars and the night circles.
  void read(hike::Logbook& book, int start_suns) const;
  // 'canteen scores:', one per night scored.
  void read_canteen(hike::Logbook& book, int nights) const;
  // Tonight's sections resolved and bonuses bought: only the player resolving the night has them.
  void read_tonight(hike::Logbook& book, bool resolving) const;
  int count(const std::string& value, int high) const;

  [[noreturn]] void fail(const std::string& why) const { file.fail(block, player + ": " + why); }
  int number(const std::string& word, int low, int high, const std::string& what) const;
};

struct TaskReader {
  const PositionFile& file;
  const PositionLine& block;
  hike::Park park;
  hike::Phase phase;

  // The task a `pending:` line names; empty for a blank or comment line.
  std::optional<hike::Task> read(const std::string& line) const;
};

}  // namespace parks::cli::hike_position

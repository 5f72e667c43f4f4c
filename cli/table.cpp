#include "cli/table.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/suggest.h"

namespace parks::cli {

TablePosition load_position(const std::string& file, const std::string& game) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error)) throw UsageError("'" + file + "' is not a file");
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) throw UsageError("'" + file + "' cannot be read");
  const PositionFile position(text.str(), "'" + file + "'");
  const GameEntry* entry = find_game(position.game());
  if (!entry) {
    std::vector<std::string> names;
    for (const auto& g : games()) names.push_back(g.name);
    position.fail(position.lines().front(),
                  "unknown game '" + position.game() + "'" + did_you_mean(position.game(), names));
  }
  if (!game.empty() && entry->name != game)
    position.fail(position.lines().front(), "this is a position of " + entry->name + ", not of " + game);
  if (!entry->read_position) position.fail("parks reads no position files of " + entry->title + " yet");
  return entry->read_position(position);
}

std::string position_text(const GameEntry& game, const ArenaState& state) {
  if (!game.write_position) throw UsageError("parks writes no position files of " + game.title + " yet");
  return game.write_position(state);
}

void save_text(const std::string& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw UsageError("cannot write '" + file + "': " + std::strerror(errno));
  out << text;
  out.close();
  if (!out) throw UsageError("cannot write '" + file + "': " + std::strerror(errno));
}

}  // namespace parks::cli

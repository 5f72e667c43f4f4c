// parks replay FILE: plays every recorded game again (`--record`), checking each move is legal
// where it was played and each game ends with the recorded scores and winners; prints any game
// as text.
#include <fstream>
#include <iostream>

#include "analysis/format.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/registry.h"

namespace parks::cli {

namespace {

// The record on line `number` of FILE, or a one-line reason it is not one.
GameRecord read_record(const nlohmann::json& line, const std::string& where) {
  try {
    return record_from_json(line);
  } catch (const std::exception& e) {
    throw UsageError(where + ": " + e.what());
  }
}

}  // namespace

int replay(const Args& args) {
  po::options_description options("parks replay FILE [--show N]");
  // clang-format off
  options.add_options()
      ("file", po::value<std::string>(), "a file of game records (simulate or tournament --record FILE)")
      ("show", po::value<std::int64_t>(), "print the Nth game of the file (from 1) move by move");
  // clang-format on
  po::positional_options_description positional;
  positional.add("file", 1);
  const auto vm = parse(args,
                        "Plays every recorded game again from its deal: each move must be legal where it was\n"
                        "played, and each game must end with the recorded scores and winners.",
                        options, positional);
  if (!vm) return 0;
  if (!vm->count("file")) throw UsageError("missing FILE (parks replay FILE)");
  const std::string file = (*vm)["file"].as<std::string>();
  const std::int64_t show = vm->count("show") ? (*vm)["show"].as<std::int64_t>() : 0;
  if (vm->count("show") && show < 1) throw UsageError("--show must be 1 or more, got " + std::to_string(show));
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error)) throw UsageError("'" + file + "' is not a file");
  std::ifstream in(file);
  if (!in) throw UsageError("'" + file + "' cannot be read");
  std::int64_t games = 0, number = 0;
  std::string shown;
  for (std::string text; std::getline(in, text);) {
    const std::string where = "'" + file + "' line " + std::to_string(++number);
    if (text.empty()) continue;
    const auto line = nlohmann::json::parse(text, nullptr, false);
    if (line.is_discarded()) throw UsageError(where + ": not JSON");
    const GameRecord record = read_record(line, where);
    const GameEntry* game = find_game(record.game);
    if (!game || !game->replay) throw UsageError(where + ": unknown game '" + record.game + "'");
    try {
      const std::string played = game->replay(record, line);
      if (++games == show) shown = played;
    } catch (const std::exception& e) {
      throw UsageError(where + " (deal " + std::to_string(record.deal) + "): " + e.what());
    }
  }
  if (show > games)
    throw UsageError("--show " + std::to_string(show) + ": the file holds " + std::to_string(games) + " games");
  if (show) std::cout << shown;
  else std::cout << games << " games replayed from '" << file << "': every move legal, every score as recorded\n";
  return 0;
}

}  // namespace parks::cli

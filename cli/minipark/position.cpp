// Mini Park position files: the keys below read into a table (engine/minipark/table.h), which the
// engine replays into the state, checking that play reaches it.
#include "cli/minipark/position.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <map>
#include <optional>

#include "cli/arena_kit.h"
#include "cli/minipark/setup.h"
#include "cli/suggest.h"
#include "engine/minipark/table.h"

namespace parks::cli {

namespace {

using minipark::Cell;
using minipark::kNone;
using minipark::ParkTable;

constexpr int kMaxMove = 200;  // a game has at most 40 base tiles and 12 characters: far fewer moves

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text + " ") {
    if (c != ' ' && c != '\t') word += c;
    else if (!word.empty()) words.push_back(std::move(word)), word.clear();
  }
  return words;
}

std::optional<int> whole_number(const std::string& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string cell_text(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

// Reads one file's keys into the table, each part remembering its line for the engine's errors.
class Reader {
 public:
  Reader(const PositionFile& file, const minipark::TileSet& tiles) : file_(file), tiles_(tiles) {
    for (int t = 0; t < tiles.types(); ++t) names_.push_back(tiles.tile(t).name);
  }

  int tile(const PositionLine& line, const std::string& text) const {
    for (int t = 0; t < tiles_.types(); ++t)
      if (lowered(tiles_.tile(t).name) == lowered(text)) return t;
    file_.fail(line, "no tile '" + text + "' in the tile set" + did_you_mean(text, names_));
  }

  int character(const PositionLine& line, const std::string& text) const {
    std::vector<std::string> names(minipark::kCharacterNames.begin(), minipark::kCharacterNames.end());
    for (int c = 0; c < minipark::kCharacters; ++c)
      if (lowered(text) == names[static_cast<std::size_t>(c)]) return c;
    file_.fail(line, "no character '" + text + "' (child, working man, cat, bird, fish, cyclist)" +
                         did_you_mean(lowered(text), names));
  }

  Cell cell(const PositionLine& line, const std::string& text) const {
    const auto comma = text.find(',');
    const auto x = whole_number(text.substr(0, comma)),
               y = comma == std::string::npos ? std::nullopt : whole_number(text.substr(comma + 1));
    if (!x || !y) file_.fail(line, "a cell is x,y (x east, y south of the start tile), got '" + text + "'");
    if (std::abs(static_cast<long long>(*x)) + std::abs(static_cast<long long>(*y)) > minipark::kReach)
      file_.fail(line, "the cell " + text + " lies farther from the start tile than any park reaches");
    return {static_cast<std::int8_t>(*x), static_cast<std::int8_t>(*y)};
  }

  // "NAME turn R at X,Y"
  minipark::TableTile placement(const PositionLine& line, int move) const {
    const auto words = split_words(line.value);
    const std::size_t n = words.size();
    if (n < 5 || words[n - 4] != "turn" || words[n - 2] != "at")
      file_.fail(line, "a tile laid is 'NAME turn R at X,Y', got '" + line.value + "'");
    const auto turn = whole_number(words[n - 3]);
    if (!turn || *turn < 0 || *turn > 3)
      file_.fail(line, "a turn is 0-3 quarter turns clockwise, got '" + words[n - 3] + "'");
    std::string name;
    for (std::size_t i = 0; i + 4 < n; ++i) name += (i ? " " : "") + words[i];
    return {tile(line, name), *turn, cell(line, words[n - 1]), move};
  }

  // "character NAME at X,Y [objective NAME]"
  minipark::TableCharacter placed_character(const PositionLine& line, int move) const {
    const auto words = split_words(line.value);
    const auto at = std::find(words.begin(), words.end(), "at");
    if (words.empty() || words.front() != "character" || at == words.end() || at + 1 == words.end())
      file_.fail(line, "a character placed is 'character NAME at X,Y', got '" + line.value + "'");
    const auto join = [](auto from, auto to) {
      std::string text;
      for (auto w = from; w != to; ++w) text += (w == from ? "" : " ") + *w;
      return text;
    };
    minipark::TableCharacter placed{character(line, join(words.begin() + 1, at)), cell(line, *(at + 1)), move, kNone};
    if (at + 2 != words.end()) {
      if (*(at + 2) != "objective" || at + 3 == words.end())
        file_.fail(line, "after the cell comes nothing or 'objective NAME', got '" + join(at + 2, words.end()) + "'");
      placed.objective = character(line, join(at + 3, words.end()));
    }
    return placed;
  }

  // A list of tile names separated by commas; "none" for none.
  std::vector<int> tile_list(const PositionLine& line) const {
    std::vector<int> list;
    if (lowered(line.value) == "none" || line.value.empty()) return list;
    std::string rest = line.value + ",";
    for (auto comma = rest.find(','); comma != std::string::npos; comma = rest.find(',')) {
      const std::string name = trimmed(rest.substr(0, comma));
      if (name.empty()) file_.fail(line, "an empty name in the list (names are separated by commas)");
      list.push_back(tile(line, name));
      rest.erase(0, comma + 1);
    }
    return list;
  }

  [[noreturn]] void fail(const minipark::TableError& error) const {
    using minipark::TablePart;
    const auto at = [&](const std::vector<const PositionLine*>& lines) -> const PositionLine* {
      return error.index >= 0 && error.index < static_cast<int>(lines.size())
                 ? lines[static_cast<std::size_t>(error.index)]
                 : nullptr;
    };
    const PositionLine* line = nullptr;
    switch (error.part) {
      case TablePart::Park: line = at(park); break;
      case TablePart::FaceUp: line = at(face_up); break;
      case TablePart::Drawn: line = file_.find("drawn"); break;
      case TablePart::SetAside: line = file_.find("set aside"); break;
      case TablePart::Offer: line = file_.find("offer") ? file_.find("offer") : file_.find("expansions"); break;
      case TablePart::Characters: line = at(characters); break;
    }
    if (line) file_.fail(*line, error.what());
    file_.fail(error.what());
  }

  std::vector<const PositionLine*> park, face_up, characters;

 private:
  const PositionFile& file_;
  const minipark::TileSet& tiles_;
  std::vector<std::string> names_;
};

// The game's command-line options the file's keys give.
std::vector<std::string> file_options(const PositionFile& file) {
  std::vector<std::string> options{"--players", std::to_string(file.integer("players", 2, minipark::kMaxPlayers))};
  if (const auto* rules = file.find("rules")) {
    if (rules->value != "basic" && rules->value != "advanced")
      file.fail(*rules, "'rules:' is basic or advanced, got '" + rules->value + "'");
    options.insert(options.end(), {"--rules", rules->value});
  }
  if (const auto* expansions = file.find("expansions")) {
    if (expansions->value != "yes" && expansions->value != "no")
      file.fail(*expansions, "'expansions:' is yes or no, got '" + expansions->value + "'");
    if (expansions->value == "yes") options.push_back("--expansions");
  }
  if (const auto* tiles = file.find("tiles")) options.insert(options.end(), {"--tiles", tiles->value});
  return options;
}

// "move 12" and "move 12 expansion": the move, or nothing for another key.
std::optional<std::pair<int, bool>> move_key(const PositionFile& file, const PositionLine& line) {
  const auto words = split_words(line.key);
  if (words.empty() || words[0] != "move") return std::nullopt;
  const bool expansion = words.size() == 3 && words[2] == "expansion";
  const auto move = words.size() >= 2 ? whole_number(words[1]) : std::nullopt;
  if (!move || (words.size() != 2 && !expansion))
    file.fail(line, "a move's key is 'move N' or 'move N expansion', got '" + line.key + "'");
  if (*move < 1 || *move > kMaxMove)
    file.fail(line, "moves count from 1 to " + std::to_string(kMaxMove) + ", got " + words[1]);
  return std::pair{*move, expansion};
}

}  // namespace

TablePosition read_minipark_position(const PositionFile& file) {
  std::vector<std::string> known{"players",   "rules",     "expansions", "tiles",     "player", "start",
                                 "face-up 0", "face-up 1", "drawn",      "set aside", "offer"};
  for (const auto& line : file.lines())
    if (move_key(file, line)) known.push_back(line.key);
  file.allow_only(known);

  const auto options = file_options(file);
  std::shared_ptr<const MiniParkSetup> setup;
  try {
    setup = std::make_shared<const MiniParkSetup>(
        GameOptions<MiniParkSetup>{add_minipark_options, read_minipark_options}.parse(options));
  } catch (const UsageError& e) {
    file.fail(file.find("tiles") ? *file.find("tiles") : file.need("players"), e.what());
  }
  const minipark::TileSet& tiles = *setup->tiles;
  Reader reader(file, tiles);
  ParkTable table;

  // The moves in order: a base tile or a character each, and an expansion tile with a first character.
  const PositionLine& start = file.need("start");
  table.park.push_back(reader.placement(start, 0));
  reader.park.push_back(&start);
  std::map<int, const PositionLine*> moves, expansions;
  for (const auto& line : file.lines())
    if (const auto key = move_key(file, line)) (key->second ? expansions : moves)[key->first] = &line;
  for (const auto& [move, line] : moves) {
    if (line->value.rfind("character", 0) == 0) {
      table.characters.push_back(reader.placed_character(*line, move));
      reader.characters.push_back(line);
    } else {
      table.park.push_back(reader.placement(*line, move));
      reader.park.push_back(line);
    }
    if (const auto extra = expansions.find(move); extra != expansions.end()) {
      if (table.characters.empty() || table.characters.back().move != move)
        file.fail(*extra->second, "an expansion tile is laid on the move of its player's first character, and move " +
                                      std::to_string(move) + " places none");
      table.park.push_back(reader.placement(*extra->second, move));
      reader.park.push_back(extra->second);
    }
  }
  for (const auto& [move, line] : expansions)
    if (!moves.count(move))
      file.fail(*line, "an expansion tile is laid on the move of its player's first character: 'move " +
                           std::to_string(move) + ":' places none");

  for (int i = 0; i < minipark::kFaceUp; ++i) {
    const PositionLine& line = file.need("face-up " + std::to_string(i));
    reader.face_up.push_back(&line);
    table.face_up[static_cast<std::size_t>(i)] = line.value == "empty" ? kNone : reader.tile(line, line.value);
  }
  if (const auto* drawn = file.find("drawn")) {
    if (drawn->value == "?") table.drawing = true;
    else table.drawn = reader.tile(*drawn, drawn->value);
  }
  if (const auto* aside = file.find("set aside")) table.set_aside = reader.tile_list(*aside);
  if (setup->options.expansions) table.offer = reader.tile_list(file.need("offer"));
  else if (const auto* offer = file.find("offer")) table.offer = reader.tile_list(*offer);

  minipark::State state;
  try {
    state = minipark::State::at_table(tiles, setup->options, table);
  } catch (const minipark::TableError& e) {
    reader.fail(e);
  }
  const PositionLine& player = file.need("player");
  const int seat = file.integer(player, 1, setup->players) - 1;
  if (seat != state.turn_player())
    file.fail(player, "it is player " + std::to_string(state.turn_player() + 1) + "'s turn: " +
                          std::to_string(state.turns()) + (state.turns() == 1 ? " move is" : " moves are") +
                          " over, and move m is player ((m - 1) mod " + std::to_string(setup->players) + ") + 1's");
  return table_position<MiniParkSetup, minipark::State>("minipark", setup, options, state);
}

namespace {

std::string placement_text(const minipark::TileSet& tiles, const minipark::TableTile& tile) {
  return tiles.tile(tile.type).name + " turn " + std::to_string(tile.turn) + " at " + cell_text(tile.cell);
}

std::string tile_list_text(const minipark::TileSet& tiles, const std::vector<int>& list) {
  if (list.empty()) return "none";
  std::string text;
  for (const int t : list) text += (text.empty() ? "" : ", ") + tiles.tile(t).name;
  return text;
}

std::string what_now(const minipark::State& state) {
  const std::string player = "player " + std::to_string(state.turn_player() + 1);
  switch (state.phase()) {
    case minipark::Phase::Turn: return player + " to move: lay a face-up tile, draw, or place a character";
    case minipark::Phase::PlaceDrawn: return player + " lays the tile drawn";
    case minipark::Phase::Expansion: return player + " lays an offered expansion tile";
    case minipark::Phase::Draw: return player + " draws: the stack's next tile is not seen yet";
    case minipark::Phase::Refill: return "an empty face-up position waits for the stack's next tile";
    case minipark::Phase::Reveal: return "the objective card of " + player + "'s character is still face down";
    case minipark::Phase::Over: return "the game is over";
    case minipark::Phase::Setup: break;
  }
  return "the setup deals";
}

}  // namespace

const minipark::State* minipark_state(const ArenaState& state) {
  const auto* typed = typed_state<MiniParkSetup, minipark::State>(state);
  return typed ? &typed->state() : nullptr;
}

std::string write_minipark_position(const ArenaState& arena) {
  const auto* typed = typed_state<MiniParkSetup, minipark::State>(arena);
  if (!typed) throw UsageError("not a Mini Park position");
  const minipark::State& state = typed->state();
  const MiniParkSetup& setup = typed->setup();
  const minipark::TileSet& tiles = state.park().tiles();
  ParkTable table;
  try {
    table = state.table();
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("no Mini Park position file for this state: ") + e.what());
  }
  const int players = state.num_players();
  PositionWriter out("minipark");
  out.comment(what_now(state) + ".");
  out.field("players", std::to_string(players));
  out.field("rules", setup.options.rules == minipark::Rules::Basic ? "basic" : "advanced");
  out.field("expansions", setup.options.expansions ? "yes" : "no");
  if (!setup.tiles_file.empty()) out.field("tiles", setup.tiles_file);
  out.field("player", std::to_string(state.turn_player() + 1));
  out.comment("The park, move by move: move m is player ((m - 1) mod " + std::to_string(players) + ") + 1's.");
  out.field("start", placement_text(tiles, table.park.front()));
  std::size_t c = 0;
  for (std::size_t i = 1; i <= table.park.size() || c < table.characters.size();) {
    const int tile_move = i < table.park.size() ? table.park[i].move : 1 << 30;
    const std::string by = "   # player ";
    if (c < table.characters.size() && table.characters[c].move <= tile_move) {
      const auto& placed = table.characters[c++];
      std::string text = std::string("character ") +
                         minipark::kCharacterNames[static_cast<std::size_t>(placed.character)] + " at " +
                         cell_text(placed.cell);
      if (placed.objective != kNone)
        text += std::string(" objective ") + minipark::kCharacterNames[static_cast<std::size_t>(placed.objective)];
      out.field("move " + std::to_string(placed.move), text + by + std::to_string((placed.move - 1) % players + 1));
      if (i < table.park.size() && table.park[i].move == placed.move)
        out.field("move " + std::to_string(placed.move) + " expansion", placement_text(tiles, table.park[i++]));
      continue;
    }
    if (i == table.park.size()) break;
    const auto& tile = table.park[i++];
    out.field("move " + std::to_string(tile.move),
              placement_text(tiles, tile) + by + std::to_string((tile.move - 1) % players + 1));
  }
  for (int i = 0; i < minipark::kFaceUp; ++i) {
    const int t = table.face_up[static_cast<std::size_t>(i)];
    out.field("face-up " + std::to_string(i), t == kNone ? "empty" : tiles.tile(t).name);
  }
  if (table.drawing) out.field("drawn", "?");
  else if (table.drawn != kNone) out.field("drawn", tiles.tile(table.drawn).name);
  if (!table.set_aside.empty()) out.field("set aside", tile_list_text(tiles, table.set_aside));
  if (setup.options.expansions) out.field("offer", tile_list_text(tiles, table.offer));
  return out.text();
}

}  // namespace parks::cli

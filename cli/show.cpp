// parks show POSITION: a position drawn as text, and as an SVG picture for reports; a recorded
// game's position after any move, which it can also write as a position file.
#include <fstream>
#include <iostream>

#include "analysis/format.h"
#include "cli/options.h"
#include "cli/table.h"

namespace parks::cli {

namespace {

std::string xml_escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else out += c;
  }
  return out;
}

// The colour of a character of a drawing: the same classes in every game, so a picture reads as
// its text does (letters name things, digits count, punctuation is the empty board).
const char* ink(char c) {
  if (c >= 'A' && c <= 'Z') return "#1b5e20";
  if (c >= 'a' && c <= 'z') return "#263238";
  if (c >= '0' && c <= '9') return "#0d47a1";
  return "#90a4ae";
}

// The drawing as an SVG: one monospace line per line of text, each run of a character class in
// its colour.
std::string svg_of(const std::string& title, const std::string& drawing) {
  std::vector<std::string> lines{title};
  for (std::size_t start = 0; start < drawing.size();) {
    const auto end = drawing.find('\n', start);
    lines.push_back(drawing.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  std::size_t width = 0;
  for (const auto& line : lines) width = std::max(width, line.size());
  constexpr double kCharWidth = 8.4, kLineHeight = 17;
  std::string svg = format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"DejaVu Sans Mono, "
      "monospace\" font-size=\"14\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n",
      kCharWidth * static_cast<double>(width) + 24, kLineHeight * static_cast<double>(lines.size()) + 16);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    svg += format("<text x=\"12\" y=\"%.0f\" xml:space=\"preserve\"%s>", 20 + kLineHeight * static_cast<double>(i),
                  i == 0 ? " font-weight=\"bold\" fill=\"#000000\"" : "");
    const std::string& line = lines[i];
    for (std::size_t a = 0; a < line.size();) {
      std::size_t b = a;
      while (b < line.size() && ink(line[b]) == ink(line[a])) ++b;
      if (i == 0) svg += xml_escaped(line.substr(a, b - a));
      else svg += format("<tspan fill=\"%s\">", ink(line[a])) + xml_escaped(line.substr(a, b - a)) + "</tspan>";
      a = b;
    }
    svg += "</text>\n";
  }
  return svg + "</svg>\n";
}

// Game `number` (from 1) of a record file.
GameRecord record_in(const std::string& file, std::int64_t number) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error)) throw UsageError("'" + file + "' is not a file");
  std::ifstream in(file);
  std::int64_t seen = 0, line_number = 0;
  for (std::string text; std::getline(in, text);) {
    ++line_number;
    if (text.empty() || ++seen < number) continue;
    const auto line = nlohmann::json::parse(text, nullptr, false);
    if (line.is_discarded()) throw UsageError("'" + file + "' line " + std::to_string(line_number) + ": not JSON");
    try {
      return record_from_json(line);
    } catch (const std::exception& e) {
      throw UsageError("'" + file + "' line " + std::to_string(line_number) + ": " + e.what());
    }
  }
  throw UsageError(format("--game %lld: '%s' holds %lld games", static_cast<long long>(number), file.c_str(),
                          static_cast<long long>(seen)));
}

// The position after `moves` moves of a record (all when negative), and its caption.
std::pair<TablePosition, std::string> recorded_position(const GameRecord& record, std::int64_t moves) {
  const GameEntry* entry = find_game(record.game);
  if (!entry || !entry->arena) throw UsageError("the record is of an unknown game '" + record.game + "'");
  const std::int64_t total = static_cast<std::int64_t>(record.moves.size());
  if (moves > total)
    throw UsageError(format("--move %lld: the game has %lld moves", static_cast<long long>(moves),
                            static_cast<long long>(total)));
  if (moves < 0) moves = total;
  TablePosition position;
  position.game = entry->arena(record.options, record.seed);
  try {
    position.state = position.game->replay({record.moves.begin(), record.moves.begin() + moves}, record.deal);
  } catch (const std::exception& e) {
    throw UsageError(std::string("the record: ") + e.what());
  }
  return {std::move(position), format("deal %lld of seed %llu, after move %lld of %lld",
                                      static_cast<long long>(record.deal), static_cast<unsigned long long>(record.seed),
                                      static_cast<long long>(moves), static_cast<long long>(total))};
}

}  // namespace

int show(const Args& args) {
  po::options_description options("parks show POSITION | parks show --record FILE [--game N] [--move K]");
  // clang-format off
  options.add_options()
      ("position", po::value<std::string>(), "a position file (docs/coach.md and the game's page)")
      ("record", po::value<std::string>(), "a file of game records (simulate or tournament --record FILE) instead")
      ("game", po::value<std::int64_t>()->default_value(1), "with --record: the game, from 1")
      ("move", po::value<std::int64_t>(), "with --record: the position after this many moves (chance outcomes count; default: the end)")
      ("svg", po::value<std::string>(), "also draw the position into this SVG file")
      ("write", po::value<std::string>(), "also write the position as a position file (a recorded one becomes one a person can edit)");
  // clang-format on
  po::positional_options_description positional;
  positional.add("position", 1);
  const auto vm = parse(args, "Draws a position as text (and as SVG with --svg).", options, positional);
  if (!vm) return 0;
  if (vm->count("position") == vm->count("record"))
    throw UsageError("give a POSITION file or --record FILE (one of them)");
  if (vm->count("position") && (!(*vm)["game"].defaulted() || vm->count("move")))
    throw UsageError("--game and --move choose a recorded game's position: use them with --record");
  check_range<std::int64_t>(*vm, "game", 1, std::int64_t{1} << 40);
  if (vm->count("move")) check_range<std::int64_t>(*vm, "move", 0, std::int64_t{1} << 40);

  TablePosition position;
  std::string caption;
  if (vm->count("record")) {
    const GameRecord record = record_in((*vm)["record"].as<std::string>(), (*vm)["game"].as<std::int64_t>());
    std::tie(position, caption) = recorded_position(record, vm->count("move") ? (*vm)["move"].as<std::int64_t>() : -1);
  } else {
    caption = (*vm)["position"].as<std::string>();
    position = load_position(caption);
  }
  const std::string title = position.game->title() + ": " + caption;
  const std::string drawing = position.state->drawing();
  if (vm->count("write")) {
    const GameEntry* entry = find_game(position.game->name());
    save_text((*vm)["write"].as<std::string>(), position_text(*entry, *position.state));
  }
  if (vm->count("svg")) save_text((*vm)["svg"].as<std::string>(), svg_of(title, drawing));
  std::cout << title << "\n" << drawing;
  return 0;
}

}  // namespace parks::cli

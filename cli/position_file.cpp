#include "cli/position_file.h"

#include <charconv>

#include "cli/commands.h"
#include "cli/suggest.h"

namespace parks::cli {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string_view without_comment(std::string_view s) {
  const auto hash = s.find('#');
  return hash == std::string_view::npos ? s : s.substr(0, hash);
}

bool indented(std::string_view s) { return !s.empty() && (s.front() == ' ' || s.front() == '\t'); }

std::size_t indent_of(std::string_view s) { return s.find_first_not_of(" \t"); }

}  // namespace

PositionFile::PositionFile(const std::string& text, std::string where) : where_(std::move(where)) {
  std::vector<std::string> raw;
  for (std::size_t start = 0; start <= text.size();) {
    const auto end = text.find('\n', start);
    raw.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    const std::string_view content = without_comment(raw[i]);
    if (trim(content).empty()) continue;
    if (indented(content))
      throw UsageError(where_ + " line " + std::to_string(number) + ": an indented line belongs under a 'key:' line");
    const auto colon = content.find(':');
    if (colon == std::string_view::npos)
      throw UsageError(where_ + " line " + std::to_string(number) + ": expected 'key: value', got '" +
                       std::string(trim(content)) + "'");
    PositionLine line{number,
                      std::string(trim(content.substr(0, colon))),
                      std::string(trim(content.substr(colon + 1))),
                      {}};
    if (line.key.empty()) throw UsageError(where_ + " line " + std::to_string(number) + ": a key before ':'");
    if (find(line.key))
      throw UsageError(where_ + " line " + std::to_string(number) + ": '" + line.key +
                       ":' is given twice (first on line " + std::to_string(find(line.key)->number) + ")");
    if (line.value.empty()) {
      std::size_t indent = std::string::npos;
      for (; i + 1 < raw.size(); ++i) {
        // Inside a block '#' is content (grids draw with it); a block ends at the next
        // unindented line.
        const std::string_view next = raw[i + 1];
        if (trim(next).empty()) continue;
        if (!indented(next)) break;
        if (indent == std::string::npos) indent = indent_of(next);
        if (indent_of(next) < indent)
          throw UsageError(where_ + " line " + std::to_string(i + 2) + ": indented less than the block's first line");
        std::string row(next.substr(indent));
        while (!row.empty() && (row.back() == ' ' || row.back() == '\r' || row.back() == '\t')) row.pop_back();
        line.block.push_back(std::move(row));
      }
    }
    lines_.push_back(std::move(line));
  }
  if (lines_.empty() || lines_.front().key != "game")
    throw UsageError(where_ + ": the first line must be 'game: NAME'");
  game_ = lines_.front().value;
}

void PositionFile::allow_only(const std::vector<std::string>& known) const {
  for (const auto& line : lines_) {
    if (line.key == "game") continue;
    bool ok = false;
    for (const auto& k : known) ok = ok || k == line.key;
    if (!ok) fail(line, "unknown key '" + line.key + "'" + did_you_mean(line.key, known));
  }
}

const PositionLine* PositionFile::find(std::string_view key) const {
  for (const auto& line : lines_)
    if (line.key == key) return &line;
  return nullptr;
}

const PositionLine& PositionFile::need(std::string_view key) const {
  if (const auto* line = find(key)) return *line;
  fail("missing '" + std::string(key) + ":'");
}

int PositionFile::integer(const PositionLine& line, int low, int high) const {
  int value = 0;
  const auto* end = line.value.data() + line.value.size();
  const auto [ptr, error] = std::from_chars(line.value.data(), end, value);
  if (line.value.empty() || error != std::errc() || ptr != end)
    fail(line, "'" + line.key + ":' must be a whole number, got '" + line.value + "'");
  if (value < low || value > high)
    fail(line,
         "'" + line.key + ":' must be " + std::to_string(low) + " to " + std::to_string(high) + ", got " + line.value);
  return value;
}

std::vector<std::string> PositionFile::words(std::string_view text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != ',') ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

void PositionFile::fail(const PositionLine& line, const std::string& why) const {
  throw UsageError(where_ + " line " + std::to_string(line.number) + ": " + why);
}

void PositionFile::fail(const std::string& why) const { throw UsageError(where_ + ": " + why); }

void PositionWriter::comment(const std::string& text) { text_ += "# " + text + "\n"; }

void PositionWriter::field(const std::string& key, const std::string& value) { text_ += key + ": " + value + "\n"; }

void PositionWriter::block(const std::string& key, const std::vector<std::string>& lines) {
  text_ += key + ":\n";
  for (const auto& line : lines) text_ += "  " + line + "\n";
}

}  // namespace parks::cli

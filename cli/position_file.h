#pragma once
// The text form of a position at the table, shared by every game: one `key: value` per line, `#`
// starts a comment, and a key with nothing after its colon takes the indented lines below it as
// a block (a grid, a list; there '#' is content, not a comment). Keys are unique. The first key
// is `game:`, the registry's name. Each game documents its own keys (docs/<game>.md) and reads
// them with the checks here, which report a bad line as `FILE line N: what is wrong` (exit 2).
#include <string>
#include <string_view>
#include <vector>

namespace parks::cli {

struct PositionLine {
  int number = 0;  // in the file, from 1
  std::string key;
  std::string value;               // after the colon, trimmed; empty for a block
  std::vector<std::string> block;  // the indented lines, the block's indent removed
};

class PositionFile {
 public:
  // Throws UsageError naming the first line that is not `key: value`, a repeated key, or a
  // missing `game:`.
  PositionFile(const std::string& text, std::string where);

  const std::string& where() const { return where_; }
  const std::string& game() const { return game_; }
  const std::vector<PositionLine>& lines() const { return lines_; }

  // Throws UsageError for a key outside `known` (with the nearest known key).
  void allow_only(const std::vector<std::string>& known) const;
  const PositionLine* find(std::string_view key) const;
  const PositionLine& need(std::string_view key) const;  // throws "missing 'key:'"

  // The value as a whole number in [low, high]; as whitespace-separated words.
  int integer(const PositionLine& line, int low, int high) const;
  int integer(std::string_view key, int low, int high) const { return integer(need(key), low, high); }
  static std::vector<std::string> words(std::string_view text);

  [[noreturn]] void fail(const PositionLine& line, const std::string& why) const;
  [[noreturn]] void fail(const std::string& why) const;

 private:
  std::string where_;
  std::string game_;
  std::vector<PositionLine> lines_;
};

// Writes the same form: what `PositionFile` reads back.
class PositionWriter {
 public:
  explicit PositionWriter(const std::string& game) { field("game", game); }
  void comment(const std::string& text);
  void field(const std::string& key, const std::string& value);
  void block(const std::string& key, const std::vector<std::string>& lines);
  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

}  // namespace parks::cli

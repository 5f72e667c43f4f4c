#include "engine/walk/sheet_file.h"

#include <optional>
#include <sstream>
#include <vector>

#include "engine/core/text.h"

namespace parks::walk {

namespace {

// A path token: its open sides, or nothing when the token is not a drawable path (W4).
std::optional<Sides> path_sides(const std::string& token) {
  for (Piece piece : {Piece::Curve, Piece::Straight, Piece::T}) {
    const Rotations r = rotations(piece);
    for (int i = 0; i < r.count; ++i)
      if (sides_token(r.sides[i]) == token) return r.sides[i];
  }
  return std::nullopt;
}

Square parse_square(const std::string& word, int line) {
  int row = -1, col = -1;
  char comma = 0;
  std::istringstream in(word);
  if (!(in >> row >> comma >> col) || comma != ',' || !in.eof())
    throw SheetError(line, "landmark '" + word + "' is not row,col");
  if (row < 0 || row >= kSide || col < 0 || col >= kSide)
    throw SheetError(line, "landmark " + word + " is outside the 5x5 grid");
  return square(row, col);
}

class Parser {
 public:
  Parser(std::istream& in, const Components& components) : in_(in), components_(components) {}

  SheetFile parse() {
    for (std::string text; next_line(text);) {
      const auto words = words_of(text);
      if (words.empty()) continue;
      const std::string& key = words[0];
      if (key == "landmarks") landmarks(words);
      else if (key == "grid") grid(words);
      else if (key == "bonuses") bonuses(words);
      else if (key == "converted") converted(words);
      else throw SheetError(line_, "unknown line '" + key + "' (expected landmarks, grid, bonuses or converted)");
    }
    if (!has_layout_) throw SheetError(line_, "missing 'landmarks' line");
    if (!has_grid_) throw SheetError(line_, "missing 'grid' section");
    check_bonuses();
    check_conversions();
    for (Bonus b : bonuses_) file_.sheet.tick(b);
    return file_;
  }

 private:
  bool next_line(std::string& text) {
    if (!std::getline(in_, text)) return false;
    ++line_;
    return true;
  }

  void once(bool& seen, const char* what) {
    if (seen) throw SheetError(line_, std::string("second '") + what + "' line");
    seen = true;
  }

  void landmarks(const std::vector<std::string>& words) {
    once(has_layout_, "landmarks");
    if (words.size() == 2 && words[1] == "default") {
      file_.layout = components_.default_layout;
      return;
    }
    if (words.size() != 1 + kLandmarks) throw SheetError(line_, "landmarks needs 'default' or 8 squares as row,col");
    for (int k = 0; k < kLandmarks; ++k) {
      file_.layout.squares[k] = parse_square(words[k + 1], line_);
      file_.layout.names[k] = "landmark " + std::to_string(k + 1);
    }
    if (auto error = layout_error(file_.layout); !error.empty()) throw SheetError(line_, error);
  }

  void grid(const std::vector<std::string>& words) {
    once(has_grid_, "grid");
    grid_line_ = line_;
    if (words.size() != 1) throw SheetError(line_, "'grid' takes no words; the 5 rows follow it");
    for (int row = 0; row < kSide; ++row) {
      std::string text;
      if (!next_line(text)) throw SheetError(line_, "the grid needs 5 rows, found " + std::to_string(row));
      const auto tokens = words_of(text);
      if (tokens.size() != kSide)
        throw SheetError(line_,
                         "grid row " + std::to_string(row) + " needs 5 tokens, found " + std::to_string(tokens.size()));
      for (int col = 0; col < kSide; ++col) cell(square(row, col), tokens[col]);
    }
  }

  void cell(Square s, const std::string& token) {
    const std::string where = " at " + std::to_string(row_of(s)) + "," + std::to_string(col_of(s));
    if (s == kCentre) {
      if (token != "+") throw SheetError(line_, "the centre 2,2 must be '+', found '" + token + "'");
      return;
    }
    if (token == ".") return;
    if (token == "+") throw SheetError(line_, "'+' is only the centre 2,2, found" + where);
    if (token == "X") {
      file_.sheet.draw_ibis(s);
      return;
    }
    const auto sides = path_sides(token);
    if (!sides) throw SheetError(line_, "bad token '" + token + "'" + where);
    file_.sheet.draw_path(s, *sides);
  }

  void bonuses(const std::vector<std::string>& words) {
    once(has_bonuses_, "bonuses");
    bonus_line_ = line_;
    for (std::size_t i = 1; i < words.size(); ++i) {
      const auto bonus = bonus_named(words[i]);
      if (!bonus) throw SheetError(line_, "unknown bonus '" + words[i] + "'");
      for (Bonus b : bonuses_)
        if (b == *bonus) throw SheetError(line_, "bonus '" + words[i] + "' ticked twice (W8)");
      bonuses_.push_back(*bonus);
    }
  }

  void converted(const std::vector<std::string>& words) {
    once(has_conversions_, "converted");
    conversion_line_ = line_;
    for (std::size_t i = 1; i < words.size(); ++i) {
      const Piece piece = words[i] == "curve" ? Piece::Curve : words[i] == "straight" ? Piece::Straight : Piece::Ibis;
      if (piece == Piece::Ibis) throw SheetError(line_, "unknown conversion '" + words[i] + "' (curve or straight)");
      if (file_.sheet.converted(piece)) throw SheetError(line_, "a second " + words[i] + " conversion (W11)");
      file_.sheet.mark_converted(piece);
    }
  }

  // W8: one bonus per visit, at most 6.
  void check_bonuses() const {
    const int visited = popcount(file_.sheet.visited(file_.layout.mask()));
    const int allowed = std::min(kMaxBonuses, visited);
    if (static_cast<int>(bonuses_.size()) > allowed)
      throw SheetError(bonus_line_, std::to_string(bonuses_.size()) + " bonuses ticked but at most " +
                                        std::to_string(allowed) + " allowed (" + std::to_string(visited) +
                                        " landmarks visited, W8)");
  }

  // W11: every conversion leaves a T; W12: the game ends at 6 ibises, so no sheet has more.
  void check_conversions() const {
    const int tees = popcount(file_.sheet.tees());
    if (file_.sheet.conversions() > tees)
      throw SheetError(conversion_line_, std::to_string(file_.sheet.conversions()) + " conversions but only " +
                                             std::to_string(tees) + " T on the grid (W11)");
    if (popcount(file_.sheet.ibises()) > kEndIbises)
      throw SheetError(grid_line_, "more than 6 ibises: the game ends at 6 (W12)");
  }

  std::istream& in_;
  const Components& components_;
  SheetFile file_;
  std::vector<Bonus> bonuses_;
  int line_ = 0, grid_line_ = 0, bonus_line_ = 0, conversion_line_ = 0;
  bool has_layout_ = false, has_grid_ = false, has_bonuses_ = false, has_conversions_ = false;
};

}  // namespace

SheetFile parse_sheet(std::istream& in, const Components& components) { return Parser(in, components).parse(); }

std::string grid_token(const Sheet& sheet, Square s) {
  if (s == kCentre) return "+";
  if (sheet.ibises() & bit(s)) return "X";
  const Sides sides = sheet.sides_at(s);
  return sides ? sides_token(sides) : ".";
}

}  // namespace parks::walk

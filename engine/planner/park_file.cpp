#include "engine/planner/park_file.h"

#include <charconv>
#include <optional>
#include <sstream>
#include <vector>

#include "engine/core/text.h"

namespace parks::planner {

namespace {

std::optional<int> number_of(const std::string& word) {
  int value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

class Parser {
 public:
  explicit Parser(std::istream& in) : in_(in) {}

  ParkFile parse() {
    for (std::vector<std::string> words; next(words);) {
      const std::string& key = words[0];
      if (key == "sheet") sheet(words);
      else if (key == "numbers") numbers(words);
      else if (key == "park") park(words);
      else if (key == "cards") cards(words);
      else if (key == "modifications") modifications(words);
      else
        throw ParkFileError(line_,
                            "unknown line '" + key + "' (expected sheet, numbers, park, cards or modifications)");
    }
    for (const auto& [seen, name] : {std::pair{has_sheet_, "sheet' or 'numbers"}, std::pair{has_park_, "park"},
                                     std::pair{has_cards_, "cards"}, std::pair{has_modifications_, "modifications"}})
      if (!seen) throw ParkFileError(line_, std::string("missing '") + name + "' line");
    return file_;
  }

 private:
  // The next line with words on it; false at the end of the file.
  bool next(std::vector<std::string>& words) {
    for (std::string text; std::getline(in_, text);) {
      ++line_;
      words = words_of(text);
      if (!words.empty()) return true;
    }
    return false;
  }

  void once(bool& seen, const std::string& what) {
    if (seen) throw ParkFileError(line_, what + " given twice");
    seen = true;
  }

  void expect_words(const std::vector<std::string>& words, std::size_t n, const std::string& usage) {
    if (words.size() != n) throw ParkFileError(line_, "expected '" + usage + "'");
  }

  void sheet(const std::vector<std::string>& words) {
    once(has_sheet_, "the sheet");
    expect_words(words, 2, "sheet K");
    const auto k = number_of(words[1]);
    if (!k || *k < 1 || *k > kPublishedSheets)
      throw ParkFileError(line_, "sheet must be 1-100, got '" + words[1] + "'");
    try {
      file_.sheet = published_sheet(*k);
    } catch (const std::exception& e) {
      throw ParkFileError(line_, e.what());
    }
  }

  void numbers(const std::vector<std::string>& words) {
    once(has_sheet_, "the sheet");
    expect_words(words, 1, "numbers");
    Numbers numbers{};
    for (int r = 0; r < kSide; ++r) {
      const auto row = grid_row("numbers");
      for (int c = 0; c < kSide; ++c) {
        try {
          numbers[r][c] = read_sheet_number(row[c], square_of(r, c));
        } catch (const std::invalid_argument& e) {
          throw ParkFileError(line_, e.what());
        }
      }
    }
    try {
      file_.sheet = make_sheet(numbers);
    } catch (const std::invalid_argument& e) {
      throw ParkFileError(line_, e.what());
    }
  }

  void park(const std::vector<std::string>& words) {
    once(has_park_, "the park");
    expect_words(words, 1, "park");
    for (int r = 0; r < kSide; ++r) {
      const auto row = grid_row("park");
      for (int c = 0; c < kSide; ++c) token(row[c], square_of(r, c));
    }
    if (count(file_.park.developed()) > kMaxDevelopments)
      throw ParkFileError(line_, std::to_string(count(file_.park.developed())) +
                                     " developments, more than 10 rounds allow (" + std::to_string(kMaxDevelopments) +
                                     ")");
  }

  void token(const std::string& t, int square) {
    try {
      read_park_token(t, square, file_.park);
    } catch (const std::invalid_argument& e) {
      throw ParkFileError(line_, e.what());
    }
  }

  std::vector<std::string> grid_row(const std::string& section) {
    std::vector<std::string> row;
    if (!next(row)) throw ParkFileError(line_, "the file ends inside '" + section + "': 9 lines of 9 expected");
    if (row.size() != kSide)
      throw ParkFileError(line_, "a '" + section + "' line needs 9 entries, got " + std::to_string(row.size()));
    return row;
  }

  void cards(const std::vector<std::string>& words) {
    once(has_cards_, "the cards");
    expect_words(words, 4, "cards A B C");
    std::array<int, kCardsDealt> cards{};
    for (int i = 0; i < kCardsDealt; ++i) {
      const auto card = number_of(words[i + 1]);
      if (!card) throw ParkFileError(line_, "card '" + words[i + 1] + "' is not a number 1-12");
      cards[i] = *card;
    }
    try {
      file_.deal = make_deal(cards);
    } catch (const std::invalid_argument& e) {
      throw ParkFileError(line_, e.what());
    }
  }

  void modifications(const std::vector<std::string>& words) {
    once(has_modifications_, "modifications");
    expect_words(words, 2, "modifications N");
    const auto n = number_of(words[1]);
    if (!n || *n < 0 || *n > kMaxModifications)
      throw ParkFileError(line_, "modifications must be 0-12 (P4), got '" + words[1] + "'");
    file_.modifications = *n;
  }

  std::istream& in_;
  int line_ = 0;
  ParkFile file_;
  bool has_sheet_ = false, has_park_ = false, has_cards_ = false, has_modifications_ = false;
};

}  // namespace

void read_park_token(const std::string& t, int square, Park& park) {
  const std::string where = square_name(square);
  if (square == kBoothSquare) {
    if (t != "i")
      throw std::invalid_argument("the centre " + where + " is the info booth: write 'i' there, got '" + t + "'");
    return;
  }
  if (t == ".") return;
  for (int d = 0; d < kDevelopments; ++d)
    if (t.size() == 1 && t[0] == kDevelopmentTokens[d]) return park.develop(static_cast<Development>(d), square);
  if (t == "i") throw std::invalid_argument("the info booth 'i' is only at the centre, found at " + where);
  throw std::invalid_argument("unknown token '" + t + "' at " + where + " (expected . T P W B, or i at the centre)");
}

int read_sheet_number(const std::string& word, int square) {
  const auto n = number_of(word);
  if (!n) throw std::invalid_argument("'" + word + "' is not a number");
  if (square == kBoothSquare ? *n != 0 : *n < 1 || *n > kMaxPrinted)
    throw std::invalid_argument(square == kBoothSquare
                                    ? "the booth " + square_name(kBoothSquare) + " must hold 0, got " + word
                                    : "square " + square_name(square) + " holds " + word + ", outside 1-20");
  return *n;
}

ParkFile parse_park_file(std::istream& in) { return Parser(in).parse(); }

}  // namespace parks::planner

#pragma once
// Plain-text input: a line's words, with everything after '#' a comment, and text quoted from
// a bad input made safe for a one-line message.
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace parks {

inline std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line.substr(0, line.find('#')));
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// `text` with its control characters written as \xNN, so that a message quoting a file or a
// flag stays on one line whatever bytes it holds.
inline std::string printable(std::string_view text) {
  constexpr const char* kHex = "0123456789abcdef";
  std::string out;
  for (const unsigned char c : text) {
    if (c >= 0x20 && c != 0x7f) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace parks

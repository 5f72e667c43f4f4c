#pragma once
// Plain-text input files: a line's words, with everything after '#' a comment.
#include <sstream>
#include <string>
#include <vector>

namespace parks {

inline std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line.substr(0, line.find('#')));
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace parks

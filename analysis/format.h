#pragma once
// printf-style formatting into a std::string, for the report writers.
#include <cstdio>
#include <string>

namespace parks {

template <class... Values>
std::string format(const char* pattern, Values... values) {
  const int size = std::snprintf(nullptr, 0, pattern, values...);
  if (size <= 0) return {};
  std::string text(static_cast<std::size_t>(size), '\0');
  std::snprintf(text.data(), text.size() + 1, pattern, values...);
  return text;
}

}  // namespace parks

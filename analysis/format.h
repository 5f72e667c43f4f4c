#pragma once
// printf-style formatting into a std::string, for the report writers.
#include <cstdio>
#include <string>

namespace parks {

template <class... Values>
std::string format(const char* pattern, Values... values) {
  char buffer[512];
  std::snprintf(buffer, sizeof buffer, pattern, values...);
  return buffer;
}

}  // namespace parks

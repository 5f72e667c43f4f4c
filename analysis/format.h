#pragma once
// printf-style formatting into a std::string, for the report writers. The compiler checks every
// pattern against its arguments (-Wformat), as it does printf's.
#include <cstdarg>
#include <cstdio>
#include <string>

namespace parks {

__attribute__((format(printf, 1, 2))) inline std::string format(const char* pattern, ...) {
  va_list args;
  va_start(args, pattern);
  va_list again;
  va_copy(again, args);
  const int size = std::vsnprintf(nullptr, 0, pattern, args);
  va_end(args);
  std::string text;
  if (size > 0) {
    text.resize(static_cast<std::size_t>(size));
    std::vsnprintf(text.data(), text.size() + 1, pattern, again);
  }
  va_end(again);
  return text;
}

}  // namespace parks

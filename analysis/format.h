#pragma once
// printf-style formatting into a std::string, for the report writers. The compiler checks every
// pattern against its arguments (-Wformat), as it does printf's.
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <string>
#include <string_view>

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

// `text` made safe for one line of a terminal: control bytes (newlines, escapes) written as
// \xNN, each quoted piece ('...') cut to about 80 characters and the whole to about 400, since
// messages quote what a file held, which may be anything. An apostrophe between two letters
// ("round's") is part of a word, not a quote mark.
inline std::string one_line(std::string_view text) {
  constexpr std::size_t kQuote = 80, kLine = 400;
  const auto letter = [&](std::size_t i) {
    return i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]));
  };
  std::string out;
  std::size_t quoted = 0;  // characters of the current quoted piece, or 0 outside one
  bool inside = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (out.size() >= kLine) return out + "...";
    if (c == '\'' && !(!inside && i > 0 && letter(i - 1) && letter(i + 1))) {
      if (inside && quoted > kQuote) out += "...";
      inside = !inside;
      quoted = 0;
      out += c;
      continue;
    }
    if (inside && ++quoted > kQuote) continue;
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) out += format("\\x%02x", byte);
    else out += c;
  }
  return inside && quoted > kQuote ? out + "..." : out;
}

}  // namespace parks

#pragma once
// What every parser's fuzz target checks: the parser takes any bytes and either parses them or
// throws its documented exception, whose message is one non-empty line. Any other exception
// escapes LLVMFuzzerTestOneInput and aborts; a crash, a hang or a sanitizer report ends the run
// too.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

namespace parks::fuzz {

inline std::string text_of(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Aborts (so libFuzzer keeps the input) when a refusal's message is empty or not one line.
inline void check_message(const std::exception& e) {
  const char* what = e.what();
  if (*what == '\0' || std::strchr(what, '\n') != nullptr) {
    std::fprintf(stderr, "parser refused the input without a one-line message: [%s]\n", what);
    std::abort();
  }
}

}  // namespace parks::fuzz

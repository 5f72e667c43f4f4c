// libFuzzer target: A Walk in the Park components files (engine/walk/components.h).
#include <sstream>
#include <stdexcept>

#include "engine/walk/components.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::walk::parse_components(in, "fuzz.json");
  } catch (const std::runtime_error& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

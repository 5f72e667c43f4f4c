// libFuzzer target: Parks: Roll & Hike components files (engine/hike/components.h).
#include <sstream>

#include "engine/hike/components.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::hike::parse_components(in, "fuzz.json");
  } catch (const parks::hike::ComponentsError& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

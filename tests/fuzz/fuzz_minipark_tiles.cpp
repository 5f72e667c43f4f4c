// libFuzzer target: Mini Park tile files (engine/minipark/tiles.h).
#include <sstream>

#include "engine/minipark/tiles.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::minipark::parse_tiles(in, "fuzz.json");
  } catch (const parks::minipark::TileFileError& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

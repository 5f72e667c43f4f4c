// libFuzzer target: Polyhedral Park Planner park files (engine/planner/park_file.h); `sheet K`
// reads the published sheets of data/planner/sheets.json.
#include <sstream>

#include "engine/planner/park_file.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::planner::parse_park_file(in);
  } catch (const parks::planner::ParkFileError& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

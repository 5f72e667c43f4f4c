// libFuzzer target: Polyhedral Park Planner sheet files (engine/planner/sheet.h, the format of
// data/planner/sheets.json).
#include <sstream>
#include <stdexcept>

#include "engine/planner/sheet.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::planner::parse_sheets(in, "fuzz.json");
  } catch (const std::runtime_error& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

// libFuzzer target: A Walk in the Park sheet files (engine/walk/sheet_file.h), against the
// shipped components (data/walk/components.json).
#include <sstream>

#include "engine/walk/sheet_file.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const parks::walk::Components& components = parks::walk::default_components();
  std::istringstream in(parks::fuzz::text_of(data, size));
  try {
    parks::walk::parse_sheet(in, components);
  } catch (const parks::walk::SheetError& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

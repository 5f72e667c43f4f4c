// libFuzzer target: agent specs as given to --agent and --agents (agents/agent_spec.h).
#include <stdexcept>

#include "agents/agent_spec.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    parks::parse_agent_spec(parks::fuzz::text_of(data, size));
  } catch (const std::invalid_argument& e) {
    parks::fuzz::check_message(e);
  }
  return 0;
}

// libFuzzer target: checkpoint files (analysis/checkpoint.h). Each input is decoded twice: as
// given, and with its last 8 bytes replaced by the right checksum, since mutations that keep a
// 64-bit checksum right are too rare for the fuzzer to reach the body's decoding otherwise. A
// checkpoint that decodes must encode back to the same bytes: the layout has one encoding of
// each checkpoint.
#include <cstring>
#include <string>
#include <string_view>

#include "analysis/checkpoint.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

void decode(std::string_view bytes) {
  try {
    const parks::Checkpoint checkpoint = parks::decode_checkpoint(bytes);
    if (parks::encode_checkpoint(checkpoint) != bytes) {
      std::fprintf(stderr, "a decoded checkpoint encodes to other bytes\n");
      std::abort();
    }
  } catch (const parks::CorruptData& e) {
    parks::fuzz::check_message(e);
  }
}

// FNV-1a, as analysis/checkpoint.cpp checks it.
std::uint64_t checksum(std::string_view bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3ull;
  return hash;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  decode(bytes);
  if (size >= sizeof(std::uint64_t)) {
    std::string fixed(bytes);
    const std::uint64_t hash = checksum(bytes.substr(0, size - sizeof hash));
    std::memcpy(fixed.data() + size - sizeof hash, &hash, sizeof hash);
    if (fixed != bytes) decode(fixed);
  }
  return 0;
}

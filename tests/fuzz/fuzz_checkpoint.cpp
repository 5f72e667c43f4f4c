// libFuzzer target: checkpoint files (analysis/checkpoint.h). Each input is decoded twice: as
// given, and with its last 8 bytes replaced by the right checksum, since mutations that keep a
// 64-bit checksum right are too rare for the fuzzer to reach the body's decoding otherwise. A
// checkpoint that decodes must encode back to the same bytes: the layout has one encoding of
// each checkpoint. Its runs are then read as a resumed job reads them, into the summaries of a
// Mini Park tournament of 3 agents at 3 seats (the seeds in corpus/checkpoint are such jobs'),
// merged in block order and reported: a summary of another shape must be refused there, never
// read out of bounds.
#include <cstring>
#include <string>
#include <string_view>

#include "analysis/block_ledger.h"
#include "analysis/checkpoint.h"
#include "analysis/tournament.h"
#include "engine/minipark/state.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

// The job the summaries are read against.
const parks::TournamentSummary& job_summary() {
  static const parks::TournamentSummary empty(
      3, {std::begin(parks::minipark::kCategoryNames), std::end(parks::minipark::kCategoryNames)}, 3);
  return empty;
}

void read_runs(const parks::Checkpoint& checkpoint) {
  parks::TournamentInfo info{"fuzz", {"random", "greedy", "heuristic"}, 3, 1, 1, "", 1};
  for (const auto& run : checkpoint.runs) {
    try {
      const parks::BlockPlan plan(run.games, true);
      parks::BlockLedger<parks::TournamentSummary> ledger(plan, job_summary(), run);
      const parks::TournamentSummary summary = ledger.summary();
      info.deals = run.games;
      if (summary.text(info, true).empty() || summary.json(info, true).is_null()) std::abort();
    } catch (const parks::CorruptData& e) {
      parks::fuzz::check_message(e);
    }
  }
}

void decode(std::string_view bytes) {
  try {
    const parks::Checkpoint checkpoint = parks::decode_checkpoint(bytes);
    if (parks::encode_checkpoint(checkpoint) != bytes) {
      std::fprintf(stderr, "a decoded checkpoint encodes to other bytes\n");
      std::abort();
    }
    read_runs(checkpoint);
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

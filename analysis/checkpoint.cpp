#include "analysis/checkpoint.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "analysis/blocks.h"
#include "engine/core/files.h"

namespace parks {

namespace {

constexpr std::string_view kMagic = "PARKSCKP";

std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3ull;
  return hash;
}

void check_run(const Checkpoint::Run& run, std::size_t index) {
  const auto where = "run " + std::to_string(index + 1) + ": ";
  if (run.games < 1 || run.games > BlockPlan::kMaxGames)
    throw CorruptData(where + "a run of " + std::to_string(run.games) + " games");
  const BlockPlan plan(run.games, true);
  if (run.blocks_done < 0 || run.blocks_done > plan.blocks)
    throw CorruptData(where + std::to_string(run.blocks_done) + " blocks done of " + std::to_string(plan.blocks));
  if ((run.blocks_done > 0) != !run.summary.empty())
    throw CorruptData(where + (run.summary.empty() ? "finished blocks without a summary" : "a summary of no blocks"));
  std::int64_t after = run.blocks_done - 1;
  for (const auto& block : run.blocks) {
    const auto name = where + "block " + std::to_string(block.index);
    if (block.index <= after || block.index >= plan.blocks)
      throw CorruptData(name + " out of order or out of the run's " + std::to_string(plan.blocks) + " blocks");
    if (block.games < 1 || block.games > plan.length(block.index))
      throw CorruptData(name + " with " + std::to_string(block.games) + " games of " +
                        std::to_string(plan.length(block.index)));
    if (block.summary.empty()) throw CorruptData(name + " without a summary");
    after = block.index;
  }
}

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& what) {
  throw std::runtime_error("checkpoint '" + file.string() + "' " + what);
}

}  // namespace

std::string encode_checkpoint(const Checkpoint& checkpoint) {
  ByteWriter writer;
  writer(kCheckpointVersion, checkpoint);
  std::string bytes = std::string(kMagic) + writer.take();
  const std::uint64_t hash = fnv1a(bytes);
  bytes.append(reinterpret_cast<const char*>(&hash), sizeof hash);
  return bytes;
}

Checkpoint decode_checkpoint(std::string_view bytes) {
  if (bytes.size() < kMagic.size() || bytes.substr(0, kMagic.size()) != kMagic)
    throw CorruptData("is not a parks checkpoint");
  if (bytes.size() < kMagic.size() + sizeof(std::uint32_t) + sizeof(std::uint64_t)) throw CorruptData("is truncated");
  ByteReader header(bytes.substr(kMagic.size()));
  const auto version = header.read<std::uint32_t>();
  if (version != kCheckpointVersion)
    throw CorruptData("has format version " + std::to_string(version) + ", this parks reads version " +
                      std::to_string(kCheckpointVersion));
  const auto body = bytes.substr(0, bytes.size() - sizeof(std::uint64_t));
  ByteReader trailer(bytes.substr(body.size()));
  if (trailer.read<std::uint64_t>() != fnv1a(body))
    throw CorruptData("is damaged or truncated (its checksum does not match)");
  Checkpoint checkpoint;
  try {
    ByteReader reader(body.substr(kMagic.size() + sizeof version));
    reader(checkpoint);
    if (!reader.done()) throw CorruptData("trailing bytes");
  } catch (const CorruptData& e) {
    throw CorruptData(std::string("is malformed (") + e.what() + ")");
  }
  for (std::size_t r = 0; r < checkpoint.runs.size(); ++r) {
    try {
      check_run(checkpoint.runs[r], r);
    } catch (const CorruptData& e) {
      throw CorruptData(std::string("is malformed (") + e.what() + ")");
    }
  }
  return checkpoint;
}

Checkpoint load_checkpoint(const std::filesystem::path& file) {
  std::string bytes;
  try {
    bytes = read_whole_file(file, kMaxCheckpointBytes);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string("checkpoint ") + e.what());
  }
  try {
    return decode_checkpoint(bytes);
  } catch (const CorruptData& e) {
    fail(file, e.what());
  }
}

void save_checkpoint(const std::filesystem::path& file, const Checkpoint& checkpoint) {
  try {
    write_atomically(file, encode_checkpoint(checkpoint));
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string("checkpoint ") + e.what());
  }
}

std::string identity_difference(const std::vector<Checkpoint::Field>& saved,
                                const std::vector<Checkpoint::Field>& job) {
  const auto value_in = [](const std::vector<Checkpoint::Field>& fields, const std::string& name) -> std::string {
    for (const auto& f : fields)
      if (f.name == name) return "'" + f.value + "'";
    return "not given";
  };
  for (const auto* fields : {&job, &saved})
    for (const auto& f : *fields)
      if (value_in(saved, f.name) != value_in(job, f.name))
        return f.name + " is " + value_in(saved, f.name) + " in the checkpoint, " + value_in(job, f.name) + " here";
  return "";
}

}  // namespace parks

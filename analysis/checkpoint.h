#pragma once
// A job's checkpoint: what the job is (its identity: command, game, seed, agents, every option
// that changes the result) and, for each of its runs in the order they ran, the run's finished
// part: its first blocks merged into one summary, and past them each block finished out of
// order or stopped part-way, with its own summary. Resuming replays nothing that is in it, and
// the games still to play are the same games they would have been, so a resumed job ends with
// the uninterrupted job's result.
//
// File layout: "PARKSCKP", a format version (u32), the body (analysis/archive.h), and the
// FNV-1a hash (u64) of everything before it, which catches a damaged or truncated file.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/archive.h"

namespace parks {

struct Checkpoint {
  struct Field {
    std::string name, value;
    template <class Archive>
    void archive(Archive& a) {
      a(name, value);
    }
    bool operator==(const Field&) const = default;
  };
  // A block past the merged ones: its first `games` games are in `summary`.
  struct Block {
    std::int64_t index = 0;
    std::int64_t games = 0;
    std::string summary;
    template <class Archive>
    void archive(Archive& a) {
      a(index, games, summary);
    }
  };
  struct Run {
    std::int64_t games = 0;          // the run's size
    std::int64_t blocks_done = 0;    // its first blocks_done blocks (analysis/blocks.h) are merged in `summary`
    std::string summary;             // to_bytes of the merged summary
    std::vector<Block> blocks = {};  // later blocks with games played, in block order
    template <class Archive>
    void archive(Archive& a) {
      a(games, blocks_done, summary, blocks);
    }
  };

  std::vector<Field> identity;
  std::vector<Run> runs;

  template <class Archive>
  void archive(Archive& a) {
    a(identity, runs);
  }
};

inline constexpr std::uint32_t kCheckpointVersion = 4;

std::string encode_checkpoint(const Checkpoint& checkpoint);
// Throws CorruptData naming what is wrong.
Checkpoint decode_checkpoint(std::string_view bytes);

// Reads `file`; a missing, unreadable or corrupt file throws std::runtime_error with one line
// that names it.
Checkpoint load_checkpoint(const std::filesystem::path& file);
// Writes `file` atomically: a temporary file beside it, flushed to disk, then renamed over it,
// so a crash leaves either the old checkpoint or the new one.
void save_checkpoint(const std::filesystem::path& file, const Checkpoint& checkpoint);

// The first difference between a checkpoint's identity and this job's, as "--seed is 7 in the
// checkpoint, 1 here"; empty when they are the same job.
std::string identity_difference(const std::vector<Checkpoint::Field>& saved, const std::vector<Checkpoint::Field>& job);

}  // namespace parks

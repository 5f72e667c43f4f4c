#pragma once
// How a run of N games is cut into blocks: a function of N and of whether the job keeps a
// checkpoint, never of the threads or the processes. Block summaries merge in block order, and
// every merge is exact (counts and integer sums add, records append), so the result is the same
// however the blocks were cut and shared out. A run has at most 256 blocks, or 65,536 when the
// job keeps a checkpoint: a save loses only the blocks being played, one per worker, so a block
// must be a small part of the run even at a thousand workers.
#include <algorithm>
#include <cstdint>

namespace parks {

struct BlockPlan {
  static constexpr std::int64_t kMaxBlocks = 256;
  static constexpr std::int64_t kCheckpointedBlocks = 65'536;
  static constexpr std::int64_t kMaxGames = 1'000'000'000'000;  // a run's most (--games)

  BlockPlan(std::int64_t games, bool checkpointed)
      : games(games),
        block_size(std::max<std::int64_t>(1, (games + max_blocks(checkpointed) - 1) / max_blocks(checkpointed))),
        blocks((games + block_size - 1) / block_size) {}

  static constexpr std::int64_t max_blocks(bool checkpointed) {
    return checkpointed ? kCheckpointedBlocks : kMaxBlocks;
  }
  std::int64_t begin(std::int64_t block) const { return std::min(games, block * block_size); }
  std::int64_t end(std::int64_t block) const { return begin(block + 1); }
  std::int64_t length(std::int64_t block) const { return end(block) - begin(block); }

  std::int64_t games;
  std::int64_t block_size;
  std::int64_t blocks;
};

}  // namespace parks

#pragma once
// How a run of N games is cut into blocks: a function of N alone, never of the threads or the
// processes, so that block summaries merged in block order give the same result however the
// blocks were shared out. At most 256 blocks (a summary each is kept until merged, so memory does
// not grow with the run), and small ones in short runs so that slow agents still fill every thread.
#include <algorithm>
#include <cstdint>

namespace parks {

struct BlockPlan {
  static constexpr std::int64_t kMaxBlocks = 256;
  static constexpr std::int64_t kMaxGames = 1'000'000'000'000;  // a run's most (--games)

  explicit BlockPlan(std::int64_t games)
      : games(games),
        block_size(std::max<std::int64_t>(1, (games + kMaxBlocks - 1) / kMaxBlocks)),
        blocks((games + block_size - 1) / block_size) {}

  std::int64_t begin(std::int64_t block) const { return std::min(games, block * block_size); }
  std::int64_t end(std::int64_t block) const { return begin(block + 1); }

  std::int64_t games;
  std::int64_t block_size;
  std::int64_t blocks;
};

}  // namespace parks

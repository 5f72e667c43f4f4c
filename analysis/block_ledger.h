#pragma once
// The finished part of one run as it grows block by block: the run's first blocks merged into
// one summary, in block order, and past them the blocks finished out of order or stopped
// part-way, each with its own summary until the merged ones reach it. A checkpoint holds all of
// it (Checkpoint::Run), so a save loses only the blocks being played, and a block stopped by
// Ctrl-C goes on from its next game when resumed. Not thread-safe: the runner locks around it.
#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "analysis/archive.h"
#include "analysis/blocks.h"
#include "analysis/checkpoint.h"
#include "analysis/merge.h"

namespace parks {

template <Archivable Summary>
class BlockLedger {
 public:
  // A block's games played so far (from its first) and their summary.
  struct Part {
    std::int64_t games = 0;
    Summary summary;
  };

  // Starts from a run's saved finished part, read against the job's empty summary.
  BlockLedger(const BlockPlan& plan, const Summary& empty, const Checkpoint::Run& saved)
      : plan_(plan), empty_(empty), merged_blocks_(saved.blocks_done), merged_(empty) {
    if (!saved.summary.empty()) from_bytes(saved.summary, merged_);
    for (const auto& block : saved.blocks) {
      Part part{block.games, empty};
      from_bytes(block.summary, part.summary);
      held_.emplace(block.index, std::move(part));
    }
    // The reader checked each summary's shape; merging them all into the job's empty summary
    // checks every setting they hold (names, levels) and that their counts add up, so that no
    // later merge can refuse them.
    try {
      merge_ready();
      Summary probe = empty_;
      merge(probe, summary());
    } catch (const MergeMismatch& e) {
      throw CorruptData(std::string("a summary of other settings than the job's, or one that does not add up (") +
                        e.what() + ")");
    }
  }

  std::int64_t merged_blocks() const { return merged_blocks_; }
  bool finished(std::int64_t block) const {
    if (block < merged_blocks_) return true;
    const auto it = held_.find(block);
    return it != held_.end() && it->second.games == plan_.length(block);
  }

  // What block `block` goes on from: its saved games, or none.
  Part take(std::int64_t block) {
    const auto it = held_.find(block);
    if (it == held_.end()) return {0, empty_};
    Part part = std::move(it->second);
    held_.erase(it);
    return part;
  }
  // A block with games played (replacing what was held of it), merged when the blocks before it
  // are.
  void put(std::int64_t block, Part part) {
    if (part.games == 0) return;
    held_.insert_or_assign(block, std::move(part));
    merge_ready();
  }

  // Every game played, and their summary in block order.
  std::int64_t games() const {
    std::int64_t games = plan_.begin(merged_blocks_);
    for (const auto& [block, part] : held_) games += part.games;
    return games;
  }
  Summary summary() const {
    Summary all = merged_;
    for (const auto& [block, part] : held_) merge(all, part.summary);
    return all;
  }

  // The finished part as a checkpoint keeps it.
  Checkpoint::Run record() const {
    Checkpoint::Run run{plan_.games, merged_blocks_, merged_blocks_ > 0 ? to_bytes(merged_) : std::string(), {}};
    for (const auto& [block, part] : held_) run.blocks.push_back({block, part.games, to_bytes(part.summary)});
    return run;
  }

 private:
  // Merges the held blocks that continue the merged ones, while each is complete.
  void merge_ready() {
    for (auto it = held_.find(merged_blocks_);
         it != held_.end() && it->first == merged_blocks_ && it->second.games == plan_.length(merged_blocks_);
         it = held_.find(merged_blocks_)) {
      merge(merged_, it->second.summary);
      held_.erase(it);
      ++merged_blocks_;
    }
  }

  const BlockPlan& plan_;
  const Summary& empty_;
  std::int64_t merged_blocks_;
  Summary merged_;
  std::map<std::int64_t, Part> held_;
};

}  // namespace parks

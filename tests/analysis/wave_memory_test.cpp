// Runs whose summaries are large (a tournament of hundreds of agents keeps a table per pair)
// play in waves short enough to keep their summaries within a bounded memory, with the result
// of one long wave.
#include <doctest/doctest.h>

#include <cstdint>
#include <numeric>
#include <vector>

#include "analysis/runner.h"

using namespace parks;

namespace {

// A summary of about 8 MB: 256 of them at once would take 2 GB.
struct Wide {
  std::vector<std::int64_t> counts = std::vector<std::int64_t>(std::size_t{1} << 20, 0);
  template <class Archive>
  void archive(Archive& a) {
    a(counts);
  }
};

struct Small {
  std::int64_t games = 0;
  template <class Archive>
  void archive(Archive& a) {
    a(games);
  }
};

}  // namespace

TEST_CASE("runner: a wave keeps at most 64 MB of summaries, and a small summary keeps all 256 blocks in one") {
  const std::int64_t wide = detail::blocks_in_memory(Wide{});
  CHECK(wide >= 1);
  CHECK(wide * static_cast<std::int64_t>(to_bytes(Wide{}).size()) <= std::int64_t{64} << 20);
  CHECK(wide < 256);
  CHECK(detail::blocks_in_memory(Small{}) >= 256);
}

TEST_CASE("runner: short waves of wide summaries give every game once, the same on 1 and 2 threads") {
  const auto run = [](int threads) {
    return run_indexed(RunOptions{600, 3, threads, false, "test"}, Wide{},
                       [](std::int64_t g, Wide& w) { w.counts[static_cast<std::size_t>(g) * 1000] += g + 1; });
  };
  const auto one = run(1), two = run(2);
  CHECK(one.games_played == 600);
  CHECK(std::accumulate(one.summary.counts.begin(), one.summary.counts.end(), std::int64_t{0}) == 600 * 601 / 2);
  CHECK(one.summary.counts == two.summary.counts);
}

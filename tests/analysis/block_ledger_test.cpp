// The finished part of a run, block by block: blocks finished out of order and blocks stopped
// part-way are kept and saved, so a save loses only the blocks in play and Ctrl-C loses nothing.
#include <doctest/doctest.h>

#include <csignal>
#include <cstdint>
#include <filesystem>

#include "analysis/block_ledger.h"
#include "analysis/runner.h"
#include "analysis/tournament.h"
#include "engine/core/rng.h"

using namespace parks;

namespace {

// Games in order: each game appends its number, so the summary shows the order of the merge.
struct Order {
  std::vector<std::int64_t> games;
  void merge(const Order& o) { games.insert(games.end(), o.games.begin(), o.games.end()); }
  template <class Archive>
  void archive(Archive& a) {
    a(games);
  }
};

Order played(std::int64_t from, std::int64_t to) {
  Order order;
  for (std::int64_t g = from; g < to; ++g) order.games.push_back(g);
  return order;
}

std::int64_t games_in(const Checkpoint::Run& run) {
  std::int64_t games = BlockPlan(run.games, true).begin(run.blocks_done);
  for (const auto& block : run.blocks) games += block.games;
  return games;
}

std::filesystem::path ledger_temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("parks_ledger_" + std::to_string(getpid()) + "_" + name);
}

void append_game(std::int64_t g, Order& order) { order.games.push_back(g); }

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("block ledger: blocks finished out of order wait, are saved, and merge in block order") {
  const BlockPlan plan(300'000, true);  // blocks of 5 games
  REQUIRE(plan.block_size == 5);
  const Order empty;
  BlockLedger<Order> ledger(plan, empty, Checkpoint::Run{plan.games, 0, {}, {}});
  ledger.put(2, {5, played(10, 15)});
  ledger.put(1, {3, played(5, 8)});  // stopped part-way
  CHECK(ledger.merged_blocks() == 0);
  CHECK(ledger.finished(2));
  CHECK_FALSE(ledger.finished(1));
  CHECK(ledger.games() == 8);

  const Checkpoint::Run saved = ledger.record();
  CHECK(saved.blocks_done == 0);
  REQUIRE(saved.blocks.size() == 2u);
  CHECK(saved.blocks[0].index == 1);
  CHECK(saved.blocks[0].games == 3);
  CHECK(saved.blocks[1].index == 2);
  CHECK(games_in(saved) == 8);

  // Read back, the stopped block goes on from its fourth game; block 0 then joins them all.
  BlockLedger<Order> resumed(plan, empty, saved);
  auto part = resumed.take(1);
  CHECK(part.games == 3);
  part.summary.games.push_back(8), part.summary.games.push_back(9), part.games = 5;
  resumed.put(1, std::move(part));
  CHECK(resumed.merged_blocks() == 0);
  resumed.put(0, {5, played(0, 5)});
  CHECK(resumed.merged_blocks() == 3);
  CHECK(resumed.record().blocks.empty());
  CHECK(resumed.summary().games == played(0, 15).games);
}

TEST_CASE("block ledger: a saved summary of other settings than the job's is refused when read") {
  const BlockPlan plan(40, true);
  const TournamentSummary job(2, {"trails", "photos"}, 2), other(2, {"trails", "sights"}, 2);
  for (const auto& [blocks_done, held] :
       {std::pair{std::int64_t{1}, std::vector<Checkpoint::Block>{}},
        std::pair{std::int64_t{0}, std::vector<Checkpoint::Block>{{3, 1, to_bytes(other)}}}}) {
    const Checkpoint::Run saved{plan.games, blocks_done, blocks_done > 0 ? to_bytes(other) : std::string(), held};
    CHECK_THROWS_WITH_AS(BlockLedger<TournamentSummary>(plan, job, saved),
                         doctest::Contains("a summary of other settings than the job's"), CorruptData);
  }
  const Checkpoint::Run same{plan.games, 1, to_bytes(job), {{3, 1, to_bytes(job)}}};
  CHECK(BlockLedger<TournamentSummary>(plan, job, same).merged_blocks() == 1);
}

TEST_CASE("block ledger: saved counts that add up past the largest integer are refused when read") {
  const BlockPlan plan(40, true);
  Moments huge;
  huge.n = INT64_MAX;
  const Checkpoint::Run saved{plan.games, 1, to_bytes(huge), {{3, 1, to_bytes(huge)}}};
  CHECK_THROWS_WITH_AS(BlockLedger<Moments>(plan, Moments{}, saved), doctest::Contains("does not add up"), CorruptData);
  Moments a, b;
  a.sum = INT64_MAX, b.sum = 1;
  CHECK_THROWS_AS(merge(a, b), MergeMismatch);
}

TEST_CASE("runner: every finished block is in the checkpoint while the run goes on") {
  const auto file = ledger_temp_path("every_block");
  std::filesystem::remove(file);
  Job::start({{{"command", "test"}}, file, std::nullopt, 0});
  std::int64_t kept_at_500 = -1;
  const auto result = run_indexed(RunOptions{1000, 3, 1, false, "test"}, Order{}, [&](std::int64_t g, Order& o) {
    if (g == 500) kept_at_500 = games_in(load_checkpoint(file).runs.at(0));
    append_game(g, o);
  });
  CHECK(result.games_played == 1000);
  CHECK(kept_at_500 == 500);  // one game a block, one thread: nothing finished is missing
  Job::start({});
  std::filesystem::remove(file);
}

TEST_CASE("runner: Ctrl-C saves every game played, a block stopped part-way too, and the resumed run ends the same") {
  const std::int64_t games = 300'000;  // blocks of 5 games
  Job::start({});
  const auto whole = run_indexed(RunOptions{games, 3, 2, false, "test"}, Order{}, append_game).summary;
  REQUIRE(static_cast<std::int64_t>(whole.games.size()) == games);

  for (const int threads : {1, 2}) {
    CAPTURE(threads);
    const auto file = ledger_temp_path("stopped");
    std::filesystem::remove(file);
    Job::start({{{"command", "test"}}, file, std::nullopt, 60});
    const auto stopped =
        run_indexed(RunOptions{games, 3, threads, false, "test"}, Order{}, [](std::int64_t g, Order& o) {
          if (g == 1232) std::raise(SIGINT);  // in the middle of block 246
          append_game(g, o);
        });
    REQUIRE(stopped.interrupted);
    Job::current().save();
    Interrupt::install();
    const Checkpoint saved = load_checkpoint(file);
    CHECK(games_in(saved.runs.at(0)) == stopped.games_played);
    CHECK(static_cast<std::int64_t>(stopped.summary.games.size()) == stopped.games_played);
    if (threads == 1) CHECK(stopped.games_played == 1233);

    Job::start({{{"command", "test"}}, file, saved, 60});
    std::int64_t replayed = 0;
    const auto resumed =
        run_indexed(RunOptions{games, 3, 3 - threads, false, "test"}, Order{}, [&](std::int64_t g, Order& o) {
          replayed += g < 1232;
          append_game(g, o);
        });
    CHECK(resumed.games_played == games);
    CHECK(resumed.summary.games == whole.games);
    if (threads == 1) CHECK(replayed == 0);
    Job::start({});
    std::filesystem::remove(file);
  }
}

TEST_SUITE_END();

// A Walk in the Park: solo playouts per second (random, greedy) on one thread, and the
// parallel runner's throughput with 1..all threads.
#include <benchmark/benchmark.h>

#include <thread>

#include "agents/random_agent.h"
#include "agents/walk/heuristic_agent.h"
#include "analysis/runner.h"
#include "analysis/walk_report.h"
#include "engine/walk/components.h"
#include "engine/walk/evaluation.h"

namespace {

using namespace parks;
using walk::SoloState;

walk::Config solo_config() {
  const auto& c = walk::default_components();
  return {c.default_layout.mask(), c.die, 1, 1};
}

template <class Agent>
void solo_playouts(benchmark::State& bench) {
  const walk::Config config = solo_config();
  std::array<Agent, 1> agents{};
  std::uint64_t game = 0;
  std::int64_t total = 0;
  for (auto _ : bench) {
    const SoloState final_state = play_game(SoloState::initial(config), agents, 7, game++);
    total += final_state.score(0);
  }
  benchmark::DoNotOptimize(total);
  bench.counters["games/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(solo_playouts<RandomAgent<SoloState>>)->Name("walk/solo_random_playout");
BENCHMARK(solo_playouts<GreedyAgent<SoloState>>)->Name("walk/solo_greedy_playout");
BENCHMARK(solo_playouts<HeuristicAgent<SoloState>>)->Name("walk/solo_heuristic_playout");

// The `simulate` runner on `threads` threads (random agent, 200,000 games per iteration).
void simulate_throughput(benchmark::State& bench) {
  const walk::Config config = solo_config();
  RunOptions run{200'000, 7, static_cast<int>(bench.range(0)), false, "bench"};
  for (auto _ : bench) {
    const auto result = run_games(
        run, walk::WalkSummary(1), [&](std::int64_t) { return SoloState::initial(config); },
        [] { return std::array<RandomAgent<SoloState>, 1>{}; });
    benchmark::DoNotOptimize(result.summary.games());
  }
  bench.counters["games/s"] = benchmark::Counter(static_cast<double>(bench.iterations() * run.games),
                                                 benchmark::Counter::kIsRate);
}
BENCHMARK(simulate_throughput)
    ->Name("walk/simulate_random_threads")
    ->DenseRange(1, static_cast<int>(std::thread::hardware_concurrency()))
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

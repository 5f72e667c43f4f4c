// MCTS on A Walk in the Park: iterations per second from the first move of a solo game, on one
// thread and on 1..all threads with root and tree parallelisation. The thread-scaling
// efficiency is iterations/s on T threads over T times the one-thread rate.
#include <benchmark/benchmark.h>

#include <thread>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "engine/walk/components.h"

namespace {

using namespace parks;
using walk::SoloState;

void mcts_iterations(benchmark::State& bench, const std::string& settings) {
  const auto& c = walk::default_components();
  SoloState state = SoloState::initial({c.default_layout.mask(), c.die, 1, 1});
  state.apply(walk::Action::roll(walk::Piece::Curve));
  const int threads = static_cast<int>(bench.range(0));
  const std::string spec = "mcts:iters=20000,reuse=0,threads=" + std::to_string(threads) + settings;
  auto agent = std::get<MctsAgent<SoloState>>(make_agent<SoloState>(spec));
  Rng rng(1);
  std::int64_t iterations = 0;
  for (auto _ : bench) iterations += agent.analyse(state, rng).iterations;
  bench.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}

const int kCores = static_cast<int>(std::thread::hardware_concurrency());

BENCHMARK_CAPTURE(mcts_iterations, default_root, std::string(""))
    ->Name("walk/mcts_default_root_threads")
    ->DenseRange(1, kCores)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mcts_iterations, default_tree, std::string(",parallel=tree"))
    ->Name("walk/mcts_default_tree_threads")
    ->DenseRange(1, kCores)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
// The generic search every game gets unless it names its own (PUCT, each new leaf scored by
// the evaluation at once): what the Walk default was before it played heuristic rollouts.
BENCHMARK_CAPTURE(mcts_iterations, scored_leaves, std::string(",objective=score,cutoff=0"))
    ->Name("walk/mcts_scored_leaves_threads")
    ->DenseRange(1, kCores)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mcts_iterations, rollouts, std::string(",cutoff=none,rollout=random,select=uct,c=0.7"))
    ->Name("walk/mcts_uct_random_rollouts_threads")
    ->DenseRange(1, kCores)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

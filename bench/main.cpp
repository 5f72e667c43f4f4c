// The benchmarks every registered game runs, on the first variant it registers (one thread
// unless the name says threads): games per second with random, greedy and heuristic agents in
// every seat, legal_actions calls per second, default MCTS iterations per second and the
// simulate runner's games per second on 1..all threads. A game's own extra benchmarks live in
// bench/<game>/. Registered at run time, after the games have entered the registry.
#include <benchmark/benchmark.h>

#include <thread>

#include "cli/registry.h"

namespace {

using parks::cli::GameEntry;

const int kCores = static_cast<int>(std::thread::hardware_concurrency());

void register_benchmarks(const GameEntry& game) {
  const auto& args = game.variants.front().args;
  const std::string prefix = game.name + "/" + game.variants.front().label + "_";
  for (const char* agent : {"random", "greedy", "heuristic"}) {
    auto bench =
        benchmark::RegisterBenchmark((prefix + agent + "_game").c_str(), [&game, args, agent](benchmark::State& state) {
          const auto play = game.probe.player(args, agent);
          std::int64_t g = 0;
          double total = 0;
          for (auto _ : state) total += play(g++);
          benchmark::DoNotOptimize(total);
          state.counters["games/s"] =
              benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
        });
    if (std::string(agent) != "random") bench->Unit(benchmark::kMillisecond);
  }
  benchmark::RegisterBenchmark((game.name + "/legal_actions").c_str(), [&game, args](benchmark::State& state) {
    const auto generate = game.probe.move_generator(args);
    std::int64_t listed = 0;
    for (auto _ : state) listed += generate(256);
    state.counters["calls/s"] =
        benchmark::Counter(256.0 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["actions/call"] = static_cast<double>(listed) / (256.0 * static_cast<double>(state.iterations()));
  });
  benchmark::RegisterBenchmark((game.name + "/mcts_default_threads").c_str(),
                               [&game, args](benchmark::State& state) {
                                 const auto search = game.probe.searcher(args, static_cast<int>(state.range(0)));
                                 std::int64_t iterations = 0;
                                 for (auto _ : state) iterations += search();
                                 state.counters["iterations/s"] =
                                     benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
                               })
      ->DenseRange(1, kCores)
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark((game.name + "/simulate_random_threads").c_str(),
                               [&game, args](benchmark::State& state) {
                                 constexpr std::int64_t kGames = 50'000;
                                 for (auto _ : state)
                                   benchmark::DoNotOptimize(game.probe.simulate(args, kGames,
                                                                                static_cast<int>(state.range(0))));
                                 state.counters["games/s"] =
                                     benchmark::Counter(static_cast<double>(state.iterations() * kGames),
                                                        benchmark::Counter::kIsRate);
                               })
      ->DenseRange(1, kCores)
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);
}

}  // namespace

int main(int argc, char** argv) {
  for (const GameEntry& game : parks::cli::games()) register_benchmarks(game);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

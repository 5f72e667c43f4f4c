// Polyhedral Park Planner: random solo games per second on one thread, move-generation calls
// per second, the plan agents' games per second, MCTS iterations per second, and the runner's
// throughput on 1..all threads.
#include <benchmark/benchmark.h>

#include <thread>

#include "agents/agent.h"
#include "agents/planner/plan_agent.h"
#include "analysis/planner_report.h"
#include "analysis/runner.h"

namespace {

using namespace parks;
using planner::SoloState;

SoloState new_game(std::uint64_t game) {
  Rng rng = Rng::stream(7, game, Stream::Layout);
  const planner::Deal deal = planner::deal_cards(rng);
  return SoloState::initial(planner::published_sheet(1 + static_cast<int>(game % planner::kPublishedSheets)), deal, 1);
}

template <class Agent>
void solo_games(benchmark::State& bench) {
  std::array<Agent, 1> agents{};
  std::uint64_t game = 0;
  double total = 0;
  for (auto _ : bench) total += play_game(new_game(game), agents, 7, game).score(0), ++game;
  benchmark::DoNotOptimize(total);
  bench.counters["games/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(solo_games<RandomAgent<SoloState>>)->Name("planner/solo_random_game");
BENCHMARK(solo_games<GreedyAgent<SoloState>>)->Name("planner/solo_greedy_game")->Unit(benchmark::kMillisecond);
BENCHMARK(solo_games<HeuristicAgent<SoloState>>)->Name("planner/solo_heuristic_game")->Unit(benchmark::kMillisecond);

// legal_actions on the positions of random games (a fixed sample of 4096 decisions).
void move_generation(benchmark::State& bench) {
  std::vector<SoloState> positions;
  Rng rng(3);
  RandomAgent<SoloState> random;
  for (std::uint64_t game = 0; positions.size() < 4096; ++game) {
    SoloState state = new_game(game);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        state.apply(state.sample_chance(rng));
      } else {
        positions.push_back(state);
        state.apply(random.choose(state, rng));
      }
    }
  }
  std::size_t i = 0, actions = 0;
  for (auto _ : bench) {
    ActionList<SoloState> list;
    positions[i++ % positions.size()].legal_actions(list);
    benchmark::DoNotOptimize(list.size());
  }
  for (const SoloState& position : positions) {
    ActionList<SoloState> list;
    position.legal_actions(list);
    actions += list.size();
  }
  bench.counters["calls/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
  bench.counters["actions/call"] = static_cast<double>(actions) / static_cast<double>(positions.size());
}
BENCHMARK(move_generation)->Name("planner/legal_actions");

void mcts_iterations(benchmark::State& bench, const std::string& settings) {
  SoloState state = new_game(0);
  Rng rng(1);
  state.apply(state.sample_chance(rng));
  const int threads = static_cast<int>(bench.range(0));
  auto agent = std::get<MctsAgent<SoloState>>(
      make_agent<SoloState>("mcts:iters=2000,reuse=0,threads=" + std::to_string(threads) + settings));
  std::int64_t iterations = 0;
  for (auto _ : bench) iterations += agent.analyse(state, rng).iterations;
  bench.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
const int kCores = static_cast<int>(std::thread::hardware_concurrency());
BENCHMARK_CAPTURE(mcts_iterations, default_root, std::string(""))
    ->Name("planner/mcts_default_root_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

// The `simulate` runner on `threads` threads (random agent, 50,000 games per iteration).
void simulate_throughput(benchmark::State& bench) {
  RunOptions run{50'000, 7, static_cast<int>(bench.range(0)), false, "bench"};
  for (auto _ : bench) {
    const auto result = run_games(run, planner::PlannerSummary(1), new_game,
                                  [] { return std::array<RandomAgent<SoloState>, 1>{}; });
    benchmark::DoNotOptimize(result.summary.games());
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations() * run.games), benchmark::Counter::kIsRate);
}
BENCHMARK(simulate_throughput)
    ->Name("planner/simulate_random_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

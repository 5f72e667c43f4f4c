// Parks: Roll & Hike: random 2-player games per second on one thread (the goal: 200,000 per
// core), move-generation calls per second, the greedy and heuristic agents' games per second,
// MCTS iterations per second, and the runner's throughput on 1..all threads.
#include <benchmark/benchmark.h>

#include <thread>

#include "agents/agent.h"
#include "agents/hike/plan_evaluation.h"
#include "analysis/hike_report.h"
#include "analysis/runner.h"

namespace {

using namespace parks;
using hike::State;

State new_game(std::int64_t) { return State::initial(hike::default_components(), {2, hike::Park::Yosemite}); }

template <class Agent>
void two_player_games(benchmark::State& bench) {
  std::array<Agent, 2> agents{};
  std::uint64_t game = 0;
  double total = 0;
  for (auto _ : bench) total += play_game(new_game(0), agents, 7, game).score(0), ++game;
  benchmark::DoNotOptimize(total);
  bench.counters["games/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(two_player_games<RandomAgent<State>>)->Name("hike/2p_random_game");
BENCHMARK(two_player_games<GreedyAgent<State>>)->Name("hike/2p_greedy_game")->Unit(benchmark::kMillisecond);
BENCHMARK(two_player_games<HeuristicAgent<State>>)->Name("hike/2p_heuristic_game")->Unit(benchmark::kMillisecond);

// legal_actions on the decisions of random games (a fixed sample of 4096).
void move_generation(benchmark::State& bench) {
  std::vector<State> positions;
  Rng rng(3);
  RandomAgent<State> random;
  while (positions.size() < 4096) {
    State state = new_game(0);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        state.apply(sample_chance(state, rng));
      } else {
        positions.push_back(state);
        state.apply(random.choose(state, rng));
      }
    }
  }
  std::size_t i = 0, actions = 0;
  for (auto _ : bench) {
    ActionList<State> list;
    positions[i++ % positions.size()].legal_actions(list);
    benchmark::DoNotOptimize(list.size());
  }
  for (const State& position : positions) {
    ActionList<State> list;
    position.legal_actions(list);
    actions += list.size();
  }
  bench.counters["calls/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
  bench.counters["actions/call"] = static_cast<double>(actions) / static_cast<double>(positions.size());
}
BENCHMARK(move_generation)->Name("hike/legal_actions");

// The first decision of the second round of a random game.
State middle_game() {
  State state = new_game(0);
  Rng rng(5);
  RandomAgent<State> random;
  while (state.round() < 1 || state.current_player() == kChancePlayer)
    state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
  return state;
}

void mcts_iterations(benchmark::State& bench) {
  const State state = middle_game();
  Rng rng(1);
  const int threads = static_cast<int>(bench.range(0));
  auto agent = std::get<MctsAgent<State>>(make_agent<State>("mcts:iters=2000,reuse=0,threads=" + std::to_string(threads)));
  std::int64_t iterations = 0;
  for (auto _ : bench) iterations += agent.analyse(state, rng).iterations;
  bench.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
const int kCores = static_cast<int>(std::thread::hardware_concurrency());
BENCHMARK(mcts_iterations)->Name("hike/mcts_default_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

// The `simulate` runner on `threads` threads (random agents, 50,000 games per iteration).
void simulate_throughput(benchmark::State& bench) {
  RunOptions run{50'000, 7, static_cast<int>(bench.range(0)), false, "bench"};
  for (auto _ : bench) {
    const auto result =
        run_games(run, hike::HikeSummary(2), new_game, [] { return std::array<RandomAgent<State>, State::kMaxPlayers>{}; });
    benchmark::DoNotOptimize(result.summary.games());
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations() * run.games), benchmark::Counter::kIsRate);
}
BENCHMARK(simulate_throughput)
    ->Name("hike/simulate_random_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

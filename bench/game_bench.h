#pragma once
// The benchmarks every game shares, over a game's bench traits `G`: `G::State`, `G::kPlayers`,
// `G::new_game(g)` (the state game g starts from), `G::position()` (a position to search) and
// `G::summary()` (the simulate report's empty summary). Games per second with an agent in every
// seat on one thread, legal_actions calls per second, MCTS iterations per second and the
// `simulate` runner's throughput on 1..all threads.
#include <benchmark/benchmark.h>

#include <array>
#include <string>
#include <thread>
#include <vector>

#include "agents/agent.h"
#include "analysis/runner.h"

namespace parks::bench {

inline const int kCores = static_cast<int>(std::thread::hardware_concurrency());

template <class G, class Agent>
void games(benchmark::State& bench) {
  std::array<Agent, G::kPlayers> agents{};
  std::int64_t game = 0;
  double total = 0;
  for (auto _ : bench) {
    total += play_game(G::new_game(game), agents, 7, static_cast<std::uint64_t>(game)).score(0);
    ++game;
  }
  benchmark::DoNotOptimize(total);
  bench.counters["games/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}

// legal_actions on the decisions of random games (a fixed sample of 4096).
template <class G>
void move_generation(benchmark::State& bench) {
  using State = typename G::State;
  std::vector<State> positions;
  Rng rng(3);
  RandomAgent<State> random;
  for (std::int64_t game = 0; positions.size() < 4096; ++game) {
    State state = G::new_game(game);
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

// The default MCTS agent from `G::position()`; the benchmark's argument is the thread count.
template <class G>
void mcts_iterations(benchmark::State& bench) {
  using State = typename G::State;
  const State state = G::position();
  Rng rng(1);
  const std::string threads = std::to_string(bench.range(0));
  auto agent = std::get<MctsAgent<State>>(make_agent<State>("mcts:iters=2000,reuse=0,threads=" + threads));
  std::int64_t iterations = 0;
  for (auto _ : bench) iterations += agent.analyse(state, rng).iterations;
  bench.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}

// The `simulate` runner on `threads` threads (random agents, 50,000 games per iteration).
template <class G>
void simulate_throughput(benchmark::State& bench) {
  RunOptions run{50'000, 7, static_cast<int>(bench.range(0)), false, "bench"};
  for (auto _ : bench) {
    const auto result = run_games(run, G::summary(), G::new_game,
                                  [] { return std::array<RandomAgent<typename G::State>, G::State::kMaxPlayers>{}; });
    benchmark::DoNotOptimize(result.summary.games());
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations() * run.games), benchmark::Counter::kIsRate);
}

}  // namespace parks::bench

// Mini Park: random 3-player games per second on one thread, legal_actions calls per second, the
// greedy and heuristic agents' games per second, MCTS iterations per second, and the runner's
// throughput on 1..all threads.
#include "agents/minipark/timed_evaluation.h"
#include "analysis/minipark_report.h"
#include "bench/game_bench.h"

namespace {

using namespace parks;
using namespace parks::bench;

struct MiniPark {
  using State = minipark::State;
  static constexpr int kPlayers = 3;
  static State new_game(std::int64_t) {
    return State::initial(minipark::default_tiles(), {kPlayers, minipark::Rules::Basic, false});
  }
  // A position ten tiles into a random game.
  static State position() {
    State state = new_game(0);
    Rng rng(5);
    RandomAgent<State> random;
    while (state.park().size() < 10 || state.current_player() == kChancePlayer)
      state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
    return state;
  }
  static minipark::MiniParkSummary summary() { return minipark::MiniParkSummary(kPlayers); }
};

BENCHMARK(games<MiniPark, RandomAgent<minipark::State>>)->Name("minipark/3p_random_game");
BENCHMARK(games<MiniPark, GreedyAgent<minipark::State>>)->Name("minipark/3p_greedy_game")->Unit(benchmark::kMillisecond);
BENCHMARK(games<MiniPark, HeuristicAgent<minipark::State>>)->Name("minipark/3p_heuristic_game")->Unit(benchmark::kMillisecond);
BENCHMARK(move_generation<MiniPark>)->Name("minipark/legal_actions");
BENCHMARK(mcts_iterations<MiniPark>)
    ->Name("minipark/mcts_default_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(simulate_throughput<MiniPark>)
    ->Name("minipark/simulate_random_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

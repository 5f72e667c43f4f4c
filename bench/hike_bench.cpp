// Parks: Roll & Hike: random 2-player games per second on one thread (the goal: 200,000 per
// core), legal_actions calls per second, the greedy and heuristic agents' games per second, MCTS
// iterations per second, and the runner's throughput on 1..all threads.
#include "agents/hike/plan_evaluation.h"
#include "analysis/hike_report.h"
#include "bench/game_bench.h"

namespace {

using namespace parks;
using namespace parks::bench;

struct Hike {
  using State = hike::State;
  static constexpr int kPlayers = 2;
  static State new_game(std::int64_t) { return State::initial(hike::default_components(), {kPlayers, hike::Park::Yosemite}); }
  // The first decision of the second day of a random game.
  static State position() {
    State state = new_game(0);
    Rng rng(5);
    RandomAgent<State> random;
    while (state.round() < 1 || state.current_player() == kChancePlayer)
      state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
    return state;
  }
  static hike::HikeSummary summary() { return hike::HikeSummary(kPlayers); }
};

BENCHMARK(games<Hike, RandomAgent<hike::State>>)->Name("hike/2p_random_game");
BENCHMARK(games<Hike, GreedyAgent<hike::State>>)->Name("hike/2p_greedy_game")->Unit(benchmark::kMillisecond);
BENCHMARK(games<Hike, HeuristicAgent<hike::State>>)->Name("hike/2p_heuristic_game")->Unit(benchmark::kMillisecond);
BENCHMARK(move_generation<Hike>)->Name("hike/legal_actions");
BENCHMARK(mcts_iterations<Hike>)
    ->Name("hike/mcts_default_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(simulate_throughput<Hike>)
    ->Name("hike/simulate_random_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

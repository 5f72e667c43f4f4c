// Polyhedral Park Planner: random solo games per second on one thread, move-generation calls
// per second, the plan agents' games per second, MCTS iterations per second, and the runner's
// throughput on 1..all threads.
#include "agents/planner/plan_agent.h"
#include "analysis/planner_report.h"
#include "bench/game_bench.h"

namespace {

using namespace parks;
using namespace parks::bench;
using planner::SoloState;

struct PlannerSolo {
  using State = SoloState;
  static constexpr int kPlayers = 1;
  // Deal g: its cards, on the published sheets in turn.
  static State new_game(std::int64_t game) {
    Rng rng = Rng::stream(7, static_cast<std::uint64_t>(game), Stream::Layout);
    const planner::Deal deal = planner::deal_cards(rng);
    return State::initial(planner::published_sheet(1 + static_cast<int>(game % planner::kPublishedSheets)), deal, 1);
  }
  // The first roll of a game.
  static State position() {
    State state = new_game(0);
    Rng rng(1);
    state.apply(state.sample_chance(rng));
    return state;
  }
  static planner::PlannerSummary summary() { return planner::PlannerSummary(kPlayers); }
};

BENCHMARK(games<PlannerSolo, RandomAgent<SoloState>>)->Name("planner/solo_random_game");
BENCHMARK(games<PlannerSolo, GreedyAgent<SoloState>>)->Name("planner/solo_greedy_game")->Unit(benchmark::kMillisecond);
BENCHMARK(games<PlannerSolo, HeuristicAgent<SoloState>>)->Name("planner/solo_heuristic_game")->Unit(benchmark::kMillisecond);
BENCHMARK(move_generation<PlannerSolo>)->Name("planner/legal_actions");
BENCHMARK(mcts_iterations<PlannerSolo>)
    ->Name("planner/mcts_default_root_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(simulate_throughput<PlannerSolo>)
    ->Name("planner/simulate_random_threads")->DenseRange(1, kCores)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

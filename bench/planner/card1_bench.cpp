// Polyhedral Park Planner: card 1's search (P9) on end-of-game parks, beside the benchmarks
// every game runs (bench/main.cpp).
#include <benchmark/benchmark.h>
#include <time.h>

#include <algorithm>
#include <vector>

#include "agents/agent.h"
#include "agents/planner/heuristic.h"
#include "agents/play.h"

namespace {

using namespace parks;
using planner::SoloState;

// Card 1's longest closed chain, the one scoring rule that searches: end-of-game parks of random
// and heuristic solo games (deals with card 1, so the heuristic builds path networks), and path
// networks grown at random from the booth to `n` squares. The search runs without its per-thread
// cache, as on a cache miss. Card 3 (one flood per lake) on the same parks is the reference:
// `vs_card3` is the time of a card 1 call over that of a card 3 call, measured in the same run.
enum class ParkSource { Random, Heuristic };

std::vector<planner::Park> end_of_game_parks(ParkSource source) {
  std::vector<planner::Park> parks;
  std::array<RandomAgent<SoloState>, 1> random{};
  std::array<HeuristicAgent<SoloState>, 1> heuristic{};
  const planner::Deal deal = planner::make_deal({1, 6, 12});
  for (std::int64_t game = 0; game < 64; ++game) {
    const auto& sheet = planner::published_sheet(1 + static_cast<int>(game % planner::kPublishedSheets));
    const SoloState start = SoloState::initial(sheet, deal, 1);
    const auto seed = static_cast<std::uint64_t>(game);
    const SoloState end =
        source == ParkSource::Random ? play_game(start, random, 11, seed) : play_game(start, heuristic, 11, seed);
    parks.push_back(end.park(0));
  }
  return parks;
}

std::vector<planner::Park> grown_parks(int squares) {
  std::vector<planner::Park> parks;
  Rng rng(5);
  for (int i = 0; i < 64; ++i) {
    planner::Park park;
    planner::Board paths = planner::bit(planner::square_of(5, 4));
    while (planner::count(paths) < squares) {
      planner::Board options = planner::neighbours(paths) & planner::kSquaresToDevelop & ~paths;
      const auto choices = static_cast<std::uint32_t>(planner::count(options));
      for (std::uint32_t skip = rng.below(choices); skip; --skip) options &= options - 1;
      paths |= planner::bit(planner::lowest_square(options));
    }
    park.boards[static_cast<int>(planner::Development::Path)] = paths;
    parks.push_back(park);
  }
  return parks;
}

// CPU ns per call of `score` over `parks`, timed here so that card 1 and its card 3 reference are
// measured side by side.
template <class Score>
double ns_per_call(const std::vector<planner::Park>& parks, Score score) {
  const auto cpu_ns = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
  };
  int sink = 0, calls = 0;
  const double start = cpu_ns();
  while (cpu_ns() - start < 2e7 || calls == 0)  // 20 ms
    for (const planner::Park& park : parks) sink += score(park), ++calls;
  benchmark::DoNotOptimize(sink);
  return (cpu_ns() - start) / calls;
}

int card1_uncached(const planner::Park& park) {
  planner::ChainStats stats;
  return planner::longest_closed_path(park.paths() & park.scoring(), stats);
}

void card1_search(benchmark::State& bench, const std::vector<planner::Park>& parks) {
  std::size_t i = 0;
  for (auto _ : bench) benchmark::DoNotOptimize(card1_uncached(parks[i++ % parks.size()]));
  planner::ChainStats total;
  std::int64_t most = 0, paths = 0;
  for (const planner::Park& park : parks) {
    planner::ChainStats stats;
    planner::longest_closed_path(park.paths() & park.scoring(), stats);
    total.steps += stats.steps, total.capped |= stats.capped, most = std::max(most, stats.steps);
    paths += planner::count(park.paths() & park.scoring());
  }
  const double n = static_cast<double>(parks.size());
  const auto card3 = [](const planner::Park& park) { return planner::card_points(3, park); };
  bench.counters["vs_card3"] = ns_per_call(parks, card1_uncached) / ns_per_call(parks, card3);
  bench.counters["paths/park"] = static_cast<double>(paths) / n;
  bench.counters["steps/park"] = static_cast<double>(total.steps) / n;
  bench.counters["max_steps"] = static_cast<double>(most);
  bench.counters["capped"] = total.capped;
}

void card1_end_of_game(benchmark::State& bench) {
  static const std::vector<planner::Park> parks[] = {end_of_game_parks(ParkSource::Random),
                                                     end_of_game_parks(ParkSource::Heuristic)};
  card1_search(bench, parks[bench.range(0)]);
}

void card1_grown(benchmark::State& bench) { card1_search(bench, grown_parks(static_cast<int>(bench.range(0)))); }

// Worst cases: 0, a park full of paths (one chain through all 80 squares, found at once); 1, the
// grown network of 50 squares whose search takes the most steps (it spends the whole budget).
void card1_worst(benchmark::State& bench) {
  std::vector<planner::Park> worst(1);
  if (bench.range(0) == 0) {
    worst[0].boards[static_cast<int>(planner::Development::Path)] = planner::kSquaresToDevelop;
  } else {
    std::int64_t most = -1;
    for (const planner::Park& park : grown_parks(50)) {
      planner::ChainStats stats;
      planner::longest_closed_path(park.paths(), stats);
      if (stats.steps > most) most = stats.steps, worst[0] = park;
    }
  }
  card1_search(bench, worst);
}

// Argument 0: random games' parks, 1: heuristic games' parks.
BENCHMARK(card1_end_of_game)->Name("planner/card1_end_of_game_parks")->DenseRange(0, 1);
BENCHMARK(card1_grown)
    ->Name("planner/card1_grown_networks")
    ->Arg(20)
    ->Arg(30)
    ->Arg(40)
    ->Arg(50)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(card1_worst)->Name("planner/card1_worst")->DenseRange(0, 1)->Unit(benchmark::kMicrosecond);

}  // namespace

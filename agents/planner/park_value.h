#pragma once
// What a park is worth to the planner's agents. `ScoreValue` (greedy) is the score the park
// would get now; `PlanValue` (heuristic) adds, while rounds remain, the promise of unfinished
// patterns of the cards dealt (an open path that may close, a bench with one tree of two, a
// path with benches short of three, ...) and, solo, the requirements met.
#include <algorithm>
#include <cstdlib>

#include "engine/planner/cards.h"

namespace parks::planner {

struct ParkContext {
  Deal deal{};
  bool solo = true;
  int rounds_left = 0;  // after the current one

  bool operator==(const ParkContext&) const = default;
};

inline double score_now(const Park& park, const Deal& deal, Board scoring) {
  int points = 0;
  for (int card : deal) points += card_points(card, park, scoring);
  return points - kIsolatedRegionPenalty * park.isolated_regions(scoring);
}

struct ScoreValue {
  double operator()(const Park& park, const ParkContext& context) const {
    return score_now(park, context.deal, park.scoring());
  }
  bool operator==(const ScoreValue&) const = default;
};

// The points a card's unfinished patterns may still bring, in card points, beside the `points`
// the card scores now.
inline double promise(int card, const Park& park, Board scoring, int points) {
  const Board trees = park.trees() & scoring, paths = park.paths() & scoring;
  const Board water = park.water() & scoring, benches = park.benches() & scoring;
  switch (card) {
    case 1: {
      int open = 0;
      for_each_component(paths, [&](Board path) { open = std::max(open, count(path)); });
      return 0.5 * std::max(0, open - points);
    }
    case 2: return 0.4 * std::max(0, count(trees) - points);
    case 3: return 0.3 * (count(water) - points);
    case 5: return 0.6 * count((trees | water) & kBorder);
    case 6: return 1.0 * count(paths & neighbours(water)) - points / 3.0;
    case 7: return 0.8 * count(benches & neighbours(trees) & ~next_to_two(trees));
    case 10: return 0.25 * (count(trees) + count(paths) + count(water) + count(benches));
    case 11: return 0.5 * count(paths & neighbours(trees)) - points / 4.0;
    case 12: {
      double points = 0;
      for_each_component(paths, [&](Board path) {
        const int n = count(neighbours(path) & benches);
        if (n < 3) points += 1.5 * n;
      });
      return points;
    }
    default: return 0;
  }
}

// Solo: how far the park is toward a card's requirement, from 0 to 1 (met).
inline double progress(int card, const Park& park) {
  if (requirement_met(card, park)) return 1;
  const Board trees = park.trees(), paths = park.paths(), water = park.water(), benches = park.benches();
  const auto share = [](int have, int need) { return std::min(1.0, static_cast<double>(have) / need); };
  double best = 0;
  switch (card) {
    case 1:
      for_each_component(paths, [&](Board path) {
        if (path & kNextToBooth) best = std::max(best, share(count(path), 6));
      });
      return best;
    case 2:  // a forest from the vicinity toward a corner: how many squares of the way it covers
      for_each_component(trees, [&](Board forest) {
        if (!(forest & kVicinity)) return;
        int far = 0;
        for (Board f = forest; f;) {
          const int s = pop_square(f);
          far = std::max(far, std::max(std::abs(row_of(s) - 4), std::abs(column_of(s) - 4)));
        }
        best = std::max(best, share(far, 5));
      });
      return best;
    case 3: return count(water) ? 0.5 : 0;  // several lakes: they must join
    case 5:
      for (const Board side : {row_mask(0), row_mask(kSide - 1), kFirstColumn, kLastColumn})
        best = std::max(best, share(count(park.developed() & side), 10));
      return best;
    case 6:
      return 0.45 * ((north(water) & south(water) & paths) != 0) + 0.45 * ((east(water) & west(water) & paths) != 0);
    case 8:
      for (Board b = benches; b;) best = std::max(best, share(count(around(bit(pop_square(b))) & water), 7));
      return best;
    case 10:
      return (share(count(trees), 5) + share(count(paths), 5) + share(count(water), 5) + share(count(benches), 5)) /
             4.2;
    case 12: {
      int first = 0, second = 0;
      for_each_component(paths, [&](Board path) {
        const int n = std::min(3, count(neighbours(path) & benches));
        if (n > first) second = first, first = n;
        else second = std::max(second, n);
      });
      return (first + second) / 6.5;
    }
    default: return 0.5;
  }
}

struct PlanWeights {
  // Chosen on paired solo games over random deals: the values that scored best.
  double promise = 1.5;       // at the start of the game, fading to 0 by the last round
  double requirement = 15.0;  // solo: a card's requirement met, in points; partial progress counts
  double development = 0.3;   // a developed square in a scoring region: room for more

  bool operator==(const PlanWeights&) const = default;
};

struct PlanValue {
  PlanWeights weights{};
  bool operator==(const PlanValue&) const = default;
  double operator()(const Park& park, const ParkContext& context) const {
    const Board scoring = park.scoring();
    double value = -kIsolatedRegionPenalty * park.isolated_regions(scoring);
    const double future = weights.promise * context.rounds_left / (kRounds - 1);
    for (int card : context.deal) {
      const int points = card_points(card, park, scoring);
      value += points;
      if (future > 0) value += future * promise(card, park, scoring, points);
      if (context.solo) value += weights.requirement * progress(card, park);
    }
    return value + weights.development * count(scoring);
  }
};

}  // namespace parks::planner

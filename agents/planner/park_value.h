#pragma once
// What a park is worth to the planner's agents. `ScoreValue` (greedy) is the score the park
// would get now; `PlanValue` (heuristic) adds, while rounds remain, the promise of unfinished
// patterns of the cards dealt (an open path that may close, a bench with one tree of two, a
// path with benches short of three, ...) and, solo, the requirements met.
#include <algorithm>
#include <array>
#include <cstdint>
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

// The development types whose boards a card's terms below read (its points, promise and
// progress): those it asks for, but for cards 5 and 9, which read the developed squares as a
// whole (5's progress counts a side's developments).
constexpr std::uint8_t card_reads(int card) {
  return card == 5 || card == 9 ? kTree | kPath | kWater | kBench : kCardInfo[static_cast<std::size_t>(card)].uses;
}

// The squares of those boards a card's terms read: card 5 looks at the border only, card 9 at
// the booth's vicinity only (always in a scoring region).
constexpr Board card_region(int card) { return card == 5 ? kBorder : card == 9 ? kVicinity : kAll; }

// A card's three terms of the plan value, as they are added.
struct CardTerms {
  double points = 0, promise = 0, progress = 0;
};

// The terms of a park's plan value, kept so that the value of the park with one development more
// recomputes only the terms that development changes.
struct PlanTerms {
  Board scoring = 0;
  double isolated = 0;  // the isolated regions' penalty
  std::array<CardTerms, kCardsDealt> cards{};
  double development = 0;
};

struct PlanValue {
  PlanWeights weights{};
  bool operator==(const PlanValue&) const = default;
  double operator()(const Park& park, const ParkContext& context) const { return total(terms(park, context), context); }

  PlanTerms terms(const Park& park, const ParkContext& context) const {
    PlanTerms t;
    t.scoring = park.scoring();
    t.isolated = -kIsolatedRegionPenalty * park.isolated_regions(t.scoring);
    for (int i = 0; i < kCardsDealt; ++i) t.cards[i] = card_terms(context.deal[i], park, t.scoring, context);
    t.development = weights.development * count(t.scoring);
    return t;
  }

  double total(const PlanTerms& t, const ParkContext& context) const {
    const bool promising = future(context) > 0;
    double value = t.isolated;
    for (const CardTerms& card : t.cards) {
      value += card.points;
      if (promising) value += card.promise;
      if (context.solo) value += card.progress;
    }
    return value + t.development;
  }

  // The value of the park with each development on `square`, `base` being the park's terms. The
  // four share the scoring regions (they depend on the developed squares only), and a card keeps
  // its terms unless the development is on a board and a square it reads, or squares it reads
  // joined a scoring region: each total is the sum operator() would compute, term by term.
  std::array<double, kDevelopments> developed_values(const Park& park, const ParkContext& context,
                                                     const PlanTerms& base, int square) const {
    Park developed = park;
    developed.develop(Development::Tree, square);
    PlanTerms t = base;
    t.scoring = developed.scoring();
    t.isolated = -kIsolatedRegionPenalty * developed.isolated_regions(t.scoring);
    t.development = weights.development * count(t.scoring);
    const Board rescored = t.scoring ^ base.scoring;
    std::array<std::uint8_t, kCardsDealt> changed_by{};  // per card, the types whose development changes it
    for (int i = 0; i < kCardsDealt; ++i) {
      const int card = context.deal[i];
      const Board region = card_region(card);
      bool moved = false;
      for (int d = 0; d < kDevelopments; ++d)
        moved |= (card_reads(card) >> d & 1) && (park.boards[d] & rescored & region);
      changed_by[i] = moved ? 0xF : (bit(square) & region) ? card_reads(card) : 0;
    }
    std::array<double, kDevelopments> values{};
    for (int d = 0; d < kDevelopments; ++d) {
      Park next = park;
      next.develop(static_cast<Development>(d), square);
      for (int i = 0; i < kCardsDealt; ++i)
        t.cards[i] = changed_by[i] >> d & 1 ? card_terms(context.deal[i], next, t.scoring, context) : base.cards[i];
      values[d] = total(t, context);
    }
    return values;
  }

 private:
  double future(const ParkContext& context) const { return weights.promise * context.rounds_left / (kRounds - 1); }

  CardTerms card_terms(int card, const Park& park, Board scoring, const ParkContext& context) const {
    CardTerms t;
    const int points = card_points(card, park, scoring);
    t.points = points;
    if (const double f = future(context); f > 0) t.promise = f * promise(card, park, scoring, points);
    if (context.solo) t.progress = weights.requirement * progress(card, park);
    return t;
  }
};

}  // namespace parks::planner

#pragma once
// The 12 scoring cards of P9: each card's points on a park (only squares of scoring regions,
// P6) and its solo requirement (on the whole park); dealing three with the P7 redeal; a park's
// full score card with the penalties, the solo target and win (P8).
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "engine/core/rng.h"
#include "engine/planner/park.h"

namespace parks::planner {

using Deal = std::array<int, kCardsDealt>;  // card numbers 1-12, increasing

int card_points(int card, const Park& park, Board scoring);
// Card 1: the squares of the longest closed chain of `paths` (P9). A depth-first search over the
// chains of each branching group; it stops after kChainBudget steps per group with the
// longest chain so far. The parks agents build stay far below that (bench/planner_bench.cpp);
// only dense networks of 40+ squares reach it, and then the answer may fall short.
inline constexpr std::int64_t kChainBudget = 1 << 16;
int longest_closed_path(Board paths);
// The same without the per-thread cache of answers, adding to `stats` the steps the searches take
// and whether a budget ran out.
struct ChainStats {
  std::int64_t steps = 0;
  bool capped = false;
};
int longest_closed_path(Board paths, ChainStats& stats);
int card_points(int card, const Park& park);
bool requirement_met(int card, const Park& park);

// P7: three distinct cards; redealt while together they ask for two development types or fewer.
bool valid_deal(const Deal& deal);
Deal deal_cards(Rng& rng);
// Throws std::invalid_argument when the cards are not three distinct numbers 1-12 or break P7.
Deal make_deal(std::array<int, kCardsDealt> cards);
std::string deal_name(const Deal& deal);  // "1,5,12"
int target(const Deal& deal);             // P8: the sum of the cards' solo targets

struct ScoreCard {
  std::array<int, kCardsDealt> points{};
  std::array<bool, kCardsDealt> met{};
  int isolated_regions = 0;
  int modifications = 0;
  int penalty() const { return kIsolatedRegionPenalty * isolated_regions + modifications; }
  int card_total() const { return points[0] + points[1] + points[2]; }
  int total() const { return card_total() - penalty(); }
  int lowest_card() const { return std::min({points[0], points[1], points[2]}); }
  bool all_met() const { return met[0] && met[1] && met[2]; }
};

ScoreCard score_card(const Park& park, const Deal& deal, int modifications);
// P8: the total reaches the sum of the targets and every requirement is met.
inline bool solo_win(const ScoreCard& card, const Deal& deal) { return card.total() >= target(deal) && card.all_met(); }

}  // namespace parks::planner

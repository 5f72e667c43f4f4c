#include "engine/planner/cards.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace parks::planner {

namespace {

int largest_component(Board b) {
  int best = 0;
  for_each_component(b, [&](Board c) { best = std::max(best, count(c)); });
  return best;
}

int components(Board b) {
  int n = 0;
  for_each_component(b, [&](Board) { ++n; });
  return n;
}

// 1. A path is closed when each of its ends (squares with at most one path neighbour in the
// path) is on the border or next to the booth. P9's third way, "next to a path square of another
// group", cannot happen: orthogonally adjacent path squares belong to the same group.
bool closed(Board path) { return (path & ~next_to_two(path) & ~(kBorder | kNextToBooth)) == 0; }

int longest_closed_path(Board paths) {
  int best = 0;
  for_each_component(paths, [&](Board path) {
    if (closed(path)) best = std::max(best, count(path));
  });
  return best;
}

// 2. The largest all-tree rectangle: the largest rectangle under each row's histogram of trees.
int largest_rectangle(Board trees) {
  std::array<int, kSide> height{};
  int best = 0;
  for (int row = 0; row < kSide; ++row) {
    for (int c = 0; c < kSide; ++c) height[c] = (trees & bit(square_of(row, c))) ? height[c] + 1 : 0;
    for (int left = 0; left < kSide; ++left) {
      int low = height[left];
      for (int right = left; right < kSide && low > 0; ++right) {
        low = std::min(low, height[right]);
        best = std::max(best, low * (right - left + 1));
      }
    }
  }
  return best;
}

// 5. The border ring, clockwise from the top-left corner: neighbours in this order are
// orthogonally adjacent, corners included.
constexpr std::array<int, 32> kRing = [] {
  std::array<int, 32> ring{};
  int i = 0;
  for (int c = 0; c < 8; ++c) ring[i++] = square_of(0, c);
  for (int r = 0; r < 8; ++r) ring[i++] = square_of(r, 8);
  for (int c = 8; c > 0; --c) ring[i++] = square_of(8, c);
  for (int r = 8; r > 0; --r) ring[i++] = square_of(r, 0);
  return ring;
}();

// Most disjoint tree-water pairs of ring neighbours: a maximum matching on the ring.
int border_pairs(Board trees, Board water) {
  std::array<bool, 32> pairable{};  // ring[i] with ring[i + 1]
  const auto is = [](Board b, int i) { return (b & bit(kRing[static_cast<std::size_t>(i % 32)])) != 0; };
  for (int i = 0; i < 32; ++i)
    pairable[i] = (is(trees, i) && is(water, i + 1)) || (is(water, i) && is(trees, i + 1));
  // Matching on the path of edges first..last: each maximal run of k pairable edges gives (k+1)/2.
  const auto on_path = [&](int first, int last) {
    int total = 0, run = 0;
    for (int i = first; i <= last; ++i) {
      if (pairable[i]) ++run;
      else total += (run + 1) / 2, run = 0;
    }
    return total + (run + 1) / 2;
  };
  const int without_last = on_path(0, 30);
  const int with_last = pairable[31] ? 1 + on_path(1, 29) : 0;
  return std::max(without_last, with_last);
}

Board horizontal_bridges(const Park& p) { return p.paths() & east(p.water()) & west(p.water()); }
Board vertical_bridges(const Park& p) { return p.paths() & north(p.water()) & south(p.water()); }

// 8. The water squares around one bench.
int water_around(const Park& p, int bench, Board within) { return count(around(bit(bench)) & p.water() & within); }

// 11. Shaded path squares: a tree next to them.
Board shaded_paths(const Park& p) { return p.paths() & neighbours(p.trees()); }

// 12. Per path, the benches next to it: 3-6 score (n-2)x4, 7+ score 20.
int stop_points(int benches) { return benches >= 7 ? 20 : benches >= 3 ? (benches - 2) * 4 : 0; }

int benches_next_to(Board path, Board benches) { return count(neighbours(path) & benches); }

}  // namespace

int card_points(int card, const Park& park, Board scoring) {
  const Board trees = park.trees() & scoring, paths = park.paths() & scoring;
  const Board water = park.water() & scoring, benches = park.benches() & scoring;
  switch (card) {
    case 1: return longest_closed_path(paths);
    case 2: return largest_rectangle(trees);
    case 3: return largest_component(water);
    case 4: return count(benches);
    case 5: return 2 * border_pairs(trees, water);
    case 6: return 3 * count((horizontal_bridges(park) | vertical_bridges(park)) & scoring);
    case 7: return 2 * count(benches & next_to_two(trees));
    case 8: {
      int points = 0;
      for (Board b = benches; b;) points += water_around(park, pop_square(b), scoring);
      return points;
    }
    case 9: return 4 * count(park.developed() & kVicinity);
    case 10: return 2 * std::min({count(trees), count(paths), count(water), count(benches)});
    case 11: return 2 * largest_component(shaded_paths(park) & scoring);
    case 12: {
      int points = 0;
      for_each_component(paths, [&](Board path) { points += stop_points(benches_next_to(path, benches)); });
      return points;
    }
    default: throw std::out_of_range("no card " + std::to_string(card) + " (cards are 1-12)");
  }
}

int card_points(int card, const Park& park) { return card_points(card, park, park.scoring()); }

bool requirement_met(int card, const Park& park) {
  switch (card) {
    case 1: {
      bool met = false;
      for_each_component(park.paths(), [&](Board path) { met |= count(path) >= 5 && (path & kNextToBooth); });
      return met;
    }
    case 2: {
      bool met = false;
      for_each_component(park.trees(), [&](Board forest) { met |= (forest & kVicinity) && (forest & kCorners); });
      return met;
    }
    case 3: return components(park.water()) == 1;
    case 5: {
      const Board d = park.developed();
      for (const Board side : {row_mask(0), row_mask(kSide - 1), kFirstColumn, kLastColumn})
        if ((d & side) == side) return true;
      return false;
    }
    case 6: return horizontal_bridges(park) && vertical_bridges(park);
    case 8: {
      for (Board b = park.benches(); b;)
        if (water_around(park, pop_square(b), kAll) >= 6) return true;
      return false;
    }
    case 9: {
      int types = 0;
      for (const Board b : park.boards) types += (b & kVicinity) != 0;
      return types >= 2;
    }
    case 10: {
      for (const Board b : park.boards)
        if (count(b) < 5) return false;
      return true;
    }
    case 11: return (shaded_paths(park) & kVicinity) != 0;
    case 12: {
      int paths = 0;
      for_each_component(park.paths(), [&](Board path) { paths += benches_next_to(path, park.benches()) >= 3; });
      return paths >= 2;
    }
    case 4:
    case 7: return true;  // no requirement
    default: throw std::out_of_range("no card " + std::to_string(card) + " (cards are 1-12)");
  }
}

bool valid_deal(const Deal& deal) {
  std::uint8_t uses = 0;
  for (int card : deal) uses |= kCardInfo[static_cast<std::size_t>(card)].uses;
  return deal[0] < deal[1] && deal[1] < deal[2] && std::popcount(uses) > 2;
}

Deal deal_cards(Rng& rng) {
  for (;;) {
    std::array<int, kCards> deck{};
    for (int i = 0; i < kCards; ++i) deck[i] = i + 1;
    for (int i = 0; i < kCardsDealt; ++i) std::swap(deck[i], deck[i + rng.below(static_cast<std::uint32_t>(kCards - i))]);
    Deal deal = {deck[0], deck[1], deck[2]};
    std::sort(deal.begin(), deal.end());
    if (valid_deal(deal)) return deal;
  }
}

Deal make_deal(std::array<int, kCardsDealt> cards) {
  for (int card : cards)
    if (card < 1 || card > kCards) throw std::invalid_argument("no card " + std::to_string(card) + " (cards are 1-12)");
  std::sort(cards.begin(), cards.end());
  if (cards[0] == cards[1] || cards[1] == cards[2]) throw std::invalid_argument("the three cards must differ");
  if (!valid_deal(cards))
    throw std::invalid_argument("cards " + deal_name(cards) + " ask for two development types or fewer (P7 redeals them)");
  return cards;
}

std::string deal_name(const Deal& deal) {
  return std::to_string(deal[0]) + "," + std::to_string(deal[1]) + "," + std::to_string(deal[2]);
}

int target(const Deal& deal) {
  int sum = 0;
  for (int card : deal) sum += kCardInfo[static_cast<std::size_t>(card)].target;
  return sum;
}

ScoreCard score_card(const Park& park, const Deal& deal, int modifications) {
  ScoreCard card;
  const Board scoring = park.scoring();
  for (int i = 0; i < kCardsDealt; ++i) {
    card.points[i] = card_points(deal[i], park, scoring);
    card.met[i] = requirement_met(deal[i], park);
  }
  card.isolated_regions = park.isolated_regions(scoring);
  card.modifications = modifications;
  return card;
}

}  // namespace parks::planner

#include "engine/planner/cards.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <utility>

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

// 1. A Long and Winding Road. A path is a chain of path squares, each next to the one before, no
// square twice; branches of the network are ignored. A chain is closed when each of its ends is an
// anchor (on the border or next to the booth) or next to a square of the chain other than its
// neighbour in it (a loop, or an end curling back onto the chain).
constexpr Board kChainAnchors = kBorder | kNextToBooth;

bool end_closed(int end, Board chain) { return (bit(end) & kChainAnchors) || count(neighbours(bit(end)) & chain) >= 2; }

// A square with one path square next to it or none can only end a chain, and that end is open
// unless it is an anchor: peeling such squares, and the stubs they leave, loses no closed chain.
Board closable_squares(Board paths) {
  for (;;) {
    const Board open_ends = paths & ~next_to_two(paths) & ~kChainAnchors;
    if (!open_ends) return paths;
    paths &= ~open_ends;
  }
}

// The most squares a chain can still gain by stepping onto `next`, `reach` being the free squares
// connected to it (`next` included). Squares after `next` alternate in colour (kEvenSquares), and
// all but the last have two neighbours in `reach`.
int gain_bound(int next, Board reach) {
  const Board inner = reach & next_to_two(reach) & ~bit(next);
  const Board other_colour = (bit(next) & kEvenSquares) ? ~kEvenSquares : kEvenSquares;
  const int other = count(inner & other_colour), same = count(inner) - other;
  const int alternating = other > same ? 2 * same + 1 : 2 * other;
  return 1 + alternating + ((reach & ~inner & ~bit(next)) != 0);
}

// No closed chain of a group is longer: colours alternate, and squares with one neighbour in the
// group can only be its two ends.
int chain_ceiling(Board group) {
  const int n = count(group), even = count(group & kEvenSquares), odd = n - even;
  const int alternating = even == odd ? n : 2 * std::min(even, odd) + 1;
  return std::min(alternating, n - std::max(0, count(group & ~next_to_two(group)) - 2));
}

// Where a closed chain of a group can end: on an anchor, or on a cycle (an end next to a chain
// square other than its neighbour in the chain closes one). Every cycle lies in the 2-core, what
// is left after peeling squares with one neighbour or none again and again.
Board possible_ends(Board group) {
  Board core = group;
  for (Board leaves; (leaves = core & ~next_to_two(core));) core &= ~leaves;
  return (group & kChainAnchors) | core;
}

// Depth-first over the chains of one group from `start` to the possible ends not yet used as a
// start (`ends`, `start` included: a chain was found from its other end already), pruned by the
// bounds above. Each step costs one unit of `budget`; the search stops at `ceiling` or when the
// budget is spent.
struct ChainSearch {
  Board group = 0;
  Board ends = 0;
  int ceiling = 0;
  int best = 0;
  std::int64_t* budget = nullptr;
  int start = 0;

  bool finished() const { return best >= ceiling || *budget <= 0; }

  void extend(Board chain, int end, int length) {
    --*budget;
    if (length > best && (bit(end) & ends) && end_closed(start, chain) && end_closed(end, chain)) best = length;
    const Board free = group & ~chain;
    // Squares with the fewest onward squares first (Warnsdorff), so long chains come early.
    std::array<int, 4> next{};
    std::array<int, 4> onward{};
    int n = 0;
    for (Board b = neighbours(bit(end)) & free; b; ++n) {
      next[n] = pop_square(b);
      onward[n] = count(neighbours(bit(next[n])) & free);
      for (int i = n; i > 0 && onward[i] < onward[i - 1]; --i) {
        std::swap(next[i], next[i - 1]);
        std::swap(onward[i], onward[i - 1]);
      }
    }
    for (int i = 0; i < n && !finished(); ++i) {
      const int square = next[i];
      const Board reach = flood(bit(square), free);
      if (!(reach & ends) || length + gain_bound(square, reach) <= best) continue;
      const Board longer = chain | bit(square);
      // An open start closes only by the chain coming back next to it.
      if (!end_closed(start, longer) && !(neighbours(bit(start)) & reach & ~bit(square))) continue;
      extend(longer, square, length + 1);
    }
  }
};

// The longest closed chain of one group that has a square to branch at; a pure function of the
// group, the budget included.
int longest_closed_chain(Board group, ChainStats& stats) {
  std::int64_t budget = kChainBudget;
  ChainSearch search{group, possible_ends(group), chain_ceiling(group), 0, &budget};
  for (Board starts : {search.ends & kChainAnchors, search.ends & ~kChainAnchors}) {  // anchors first
    while (starts && !search.finished()) {
      search.start = pop_square(starts);
      search.extend(bit(search.start), search.start, 1);
      search.ends &= ~bit(search.start);
    }
  }
  stats.steps += kChainBudget - budget;
  stats.capped |= budget <= 0;
  return search.best;
}

// Searches repeat on the same groups (an agent weighing moves that leave the paths alone, a
// playout's end after another's): the last answers per thread, by group, direct-mapped.
int cached_longest_closed_chain(Board group) {
  struct Entry {
    Board group = 0;
    int longest = 0;
  };
  static thread_local std::array<Entry, 512> cache{};
  const auto high = static_cast<std::uint64_t>(group >> 64);
  const std::uint64_t key = static_cast<std::uint64_t>(group) ^ high * 0x9E3779B97F4A7C15ull;
  Entry& entry = cache[(key * 0xD6E8FEB86659FD93ull) >> 55];
  if (entry.group != group) {
    ChainStats unused;
    entry = {group, longest_closed_chain(group, unused)};
  }
  return entry.longest;
}

template <class Longest>
int longest_closed_path_by(Board paths, Longest longest) {
  int best = 0;
  for_each_component(closable_squares(paths), [&](Board group) {
    if (count(group) <= best) return;
    // With no square to branch at, peeling left a chain with anchored ends or a loop: all closed.
    best = std::max(best, (group & next_to_three(group)) ? longest(group) : count(group));
  });
  return best;
}

// Every chain of 5+ through a square holds 5 consecutive squares through it: chains of exactly 5
// decide the requirement.
bool five_by_booth(Board chain, int end, int length, Board paths) {
  if (length == 5) return (chain & kNextToBooth) != 0;
  for (Board next = neighbours(bit(end)) & paths & ~chain; next;) {
    const int square = pop_square(next);
    if (five_by_booth(chain | bit(square), square, length + 1, paths)) return true;
  }
  return false;
}

// 1, the solo requirement: a chain (closed or not: the ruling asks for "a path", and "closed" qualifies
// only the one scored) of 5+ squares with a square next to the booth.
bool long_path_by_booth(Board paths) {
  for (Board by_booth = paths & kNextToBooth; by_booth;) {
    const Board from = bit(pop_square(by_booth));
    Board seen = from, frontier = from;
    for (int step = 0; step < 4 && frontier; ++step) {
      frontier = neighbours(frontier) & paths & ~seen;
      seen |= frontier;
    }
    if (frontier) return true;  // a shortest route of 5 squares is a chain
    // Otherwise `seen` is the whole (small) network within 3 steps of the booth square.
    if (count(seen) < 5) continue;
    for (Board starts = seen; starts;) {
      const int start = pop_square(starts);
      if (five_by_booth(bit(start), start, 1, seen)) return true;
    }
  }
  return false;
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

// The ring position of each border square.
constexpr std::array<std::int8_t, kSquares> kRingIndex = [] {
  std::array<std::int8_t, kSquares> index{};
  for (int i = 0; i < 32; ++i)
    index[static_cast<std::size_t>(kRing[static_cast<std::size_t>(i)])] = static_cast<std::int8_t>(i);
  return index;
}();

// The squares of `b` on the border, bit i for kRing[i].
std::uint32_t on_ring(Board b) {
  std::uint32_t ring = 0;
  for (Board r = b & kBorder; r;) ring |= 1u << kRingIndex[static_cast<std::size_t>(pop_square(r))];
  return ring;
}

// A maximum matching on a path whose edges are the bits of `edges`: each maximal run of k
// adjacent edges gives (k+1)/2.
int path_matching(std::uint32_t edges) {
  int total = 0;
  for (std::uint64_t e = edges; e;) {
    e >>= std::countr_zero(e);
    const int run = std::countr_one(e);
    total += (run + 1) / 2;
    e >>= run;
  }
  return total;
}

// Most disjoint tree-water pairs of ring neighbours: a maximum matching on the ring. Edge i
// joins ring[i] and ring[i + 1]; the last edge closes the ring, so either it is left out or
// its two neighbouring edges are.
int border_pairs(Board trees, Board water) {
  const std::uint32_t t = on_ring(trees), w = on_ring(water);
  const std::uint32_t pairable = (t & std::rotr(w, 1)) | (w & std::rotr(t, 1));
  constexpr std::uint32_t kFirst31 = 0x7FFF'FFFF, kSecondTo30th = 0x3FFF'FFFE;
  const int without_last = path_matching(pairable & kFirst31);
  const int with_last = pairable >> 31 ? 1 + path_matching(pairable & kSecondTo30th) : 0;
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

int longest_closed_path(Board paths) { return longest_closed_path_by(paths, cached_longest_closed_chain); }

int longest_closed_path(Board paths, ChainStats& stats) {
  return longest_closed_path_by(paths, [&](Board group) { return longest_closed_chain(group, stats); });
}

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
    case 1: return long_path_by_booth(park.paths());
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
    for (int i = 0; i < kCardsDealt; ++i)
      std::swap(deck[i], deck[i + rng.below(static_cast<std::uint32_t>(kCards - i))]);
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
    throw std::invalid_argument("cards " + deal_name(cards) +
                                " ask for two development types or fewer (P7 redeals them)");
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

#include "engine/minipark/scoring.h"

#include <algorithm>

#include "engine/core/bits.h"

namespace parks::minipark {

namespace {

// The best value over the road networks through slot s (a tile may carry several roads).
template <class Value>
int best_network(const Park& park, int s, Value value) {
  int best = 0;
  for (int g = 0; g < static_cast<int>(park.tile_at(s).roads.size()); ++g)
    best = std::max(best, value(park.network_tiles(park.network(s, g))));
  return best;
}

int adjacent_of_kind(const Park& park, const Kinds& kinds, int s, int kind) {
  int count = 0;
  for (int d = 0; d < kDirections; ++d) {
    const int n = park.neighbour(s, d);
    count += n != kNoSlot && kinds.is(n, kind);
  }
  return count;
}

int characters_in_region(const Park& park, const Markers& markers, int region) {
  int count = 0;
  for (std::uint8_t at : markers) count += at != kNoSlot && park.region(at) == region;
  return count;
}

int cyclist_points(int tiles) { return std::min(tiles, 6) + 2 * std::max(0, tiles - 6); }

// The walk from s: the most steps it can take (up to `steps`), then the most trees on it.
struct Walk {
  int steps = 0;
  int trees = 0;
  auto operator<=>(const Walk&) const = default;
};

Walk walk(const Park& park, const Kinds& kinds, int s, int steps, SlotSet visited) {
  Walk best;
  if (steps > 0) {
    for (int d = 0; d < kDirections; ++d) {
      const int n = park.neighbour(s, d);
      if (n == kNoSlot || (visited & slot_bit(n))) continue;
      Walk on = walk(park, kinds, n, steps - 1, visited | slot_bit(n));
      ++on.steps;
      best = std::max(best, on);
    }
  }
  best.trees += kinds.is(s, Tree);
  return best;
}

}  // namespace

// Road networks with a bench on them (M5), over the whole park.
int networks_with_bench(const Park& park, const Kinds& kinds) {
  std::array<bool, kMaxSlots * kMaxRoads> seen{};
  int count = 0;
  for (SlotSet roads = park.road_slots(); roads;) {
    const int s = pop_lsb(roads);
    for (int g = 0; g < static_cast<int>(park.tile_at(s).roads.size()); ++g) {
      const int root = park.network(s, g);
      if (seen[root]) continue;
      seen[root] = true;
      count += (park.network_tiles(root) & kinds.slots[Bench]) != 0;
    }
  }
  return count;
}

Kinds::Kinds(const Park& park) {
  for (int k = 0; k < kKinds; ++k) slots[k] = park.kind_slots(k);
}

void Kinds::choose(const Park& park, int slot, int kind) {
  for (int k = 0; k < kKinds; ++k)
    if (park.tile_at(slot).kinds & kind_bit(k))
      slots[k] = (k == kind) ? slots[k] | slot_bit(slot) : slots[k] & ~slot_bit(slot);
}

LakeSize lake_of(const Park& park, const Kinds& kinds, int s) {
  if (!kinds.is(s, Lake)) return {};
  SlotSet lake = slot_bit(s), frontier = lake;
  while (frontier) {
    const int a = pop_lsb(frontier);
    for (int d = 0; d < kDirections; ++d) {
      const int b = park.neighbour(a, d);
      if (b == kNoSlot || (lake & slot_bit(b)) || !kinds.is(b, Lake)) continue;
      const HalfMask mine = park.turned_at(a).feature_halves & halves_of_edge(d);
      const HalfMask theirs = park.turned_at(b).feature_halves;
      bool meet = false;
      for (int h = 2 * d; h < 2 * d + 2; ++h) meet |= (mine >> h & 1) && (theirs >> partner_half(h) & 1);
      if (!meet) continue;
      lake |= slot_bit(b);
      frontier |= slot_bit(b);
    }
  }
  LakeSize result{popcount(lake), 0};
  for (SlotSet rest = lake; rest;) result.fish += park.tile_at(pop_lsb(rest)).fish;
  return result;
}

int best_walk_trees(const Park& park, const Kinds& kinds, int s, int steps) {
  return walk(park, kinds, s, steps, slot_bit(s)).trees;
}

int character_points(const Park& park, const Kinds& kinds, const Markers& markers, int c, Rules rules) {
  const int s = markers[c];
  if (s == kNoSlot) return 0;
  const auto on_road = [&](int kind) {
    return best_network(park, s, [&](SlotSet tiles) { return popcount(tiles & kinds.slots[kind]); });
  };
  const auto length = [&] { return best_network(park, s, [](SlotSet tiles) { return popcount(tiles); }); };
  if (rules == Rules::Basic) {
    switch (c) {
      case Child: return 2 * on_road(Playground);
      case WorkingMan: return 2 * on_road(Bench);
      case Cat: return 2 * on_road(Bush);
      case Bird: return 2 * adjacent_of_kind(park, kinds, s, Tree);
      case Fish: return 2 * adjacent_of_kind(park, kinds, s, Lake);
      default: return length();
    }
  }
  const int region = park.region(s);
  switch (c) {
    case Child: return 3 * popcount(park.region_features(region) & kinds.slots[Playground]);
    case WorkingMan: {
      const int own = length();
      return 3 * networks_with_bench(park, kinds) + (own > 0 && own == park.longest_road() ? 3 : 0);
    }
    case Cat:
      return 4 +
             popcount(park.region_features(region) & kinds.slots[Bush]) * characters_in_region(park, markers, region);
    case Bird: return 3 * best_walk_trees(park, kinds, s);
    case Fish: {
      const LakeSize lake = lake_of(park, kinds, s);
      return lake.tiles * (lake.fish + 1);
    }
    default: return cyclist_points(length());
  }
}

}  // namespace parks::minipark

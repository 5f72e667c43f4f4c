#pragma once
// What the learned evaluation of Mini Park (learned.h) measures on the tile graph: how open each
// road network and region still is (road ends and half-edges facing an empty cell, M2, M4), the
// tiles that may still come into play by kind (the unseen ones and the face-up ones), how open
// and how well fed each placed character is, and the most a free character would score if
// placed now. Everything reads the public state: the stack's order is never seen.
#include <algorithm>
#include <array>
#include <cstdint>

#include "engine/core/bits.h"
#include "engine/minipark/scoring.h"
#include "engine/minipark/state.h"

namespace parks::minipark::learned {

// The road ends of network `root` that face an empty cell: where the road can still grow (M4).
inline int open_road_ends(const Park& park, int root) {
  int open = 0;
  for (SlotSet tiles = park.network_tiles(root); tiles;) {
    const int a = pop_lsb(tiles);
    const Turned& t = park.turned_at(a);
    for (int d = 0; d < kDirections; ++d)
      open += park.neighbour(a, d) == kNoSlot && (t.edges & edge_bit(d)) && park.network(a, t.road_of_edge[d]) == root;
  }
  return open;
}

// The half-edges of region `root` that face an empty cell (M4). A region's tiles are not kept
// (only its features are), so this looks at every tile with an empty side.
inline int open_region_halves(const Park& park, int root) {
  int open = 0;
  for (int a = 0; a < park.size(); ++a) {
    const Turned& t = park.turned_at(a);
    for (int d = 0; d < kDirections; ++d) {
      if (park.neighbour(a, d) != kNoSlot) continue;
      for (int h = 2 * d; h < 2 * d + 2; ++h) open += park.area_region(a, t.area_of_half[h]) == root;
    }
  }
  return open;
}

// Tiles that may still be laid: the unseen ones and the face-up ones, by kind and with a road.
struct Supply {
  std::array<int, kKinds> kind{};
  int roads = 0;

  explicit Supply(const State& state) {
    const TileSet& tiles = state.park().tiles();
    const auto add = [&](int type, int n) {
      const Tile& tile = tiles.tile(type);
      for (KindMask k = tile.kinds; k;) kind[pop_lsb(k)] += n;
      roads += tile.roads.empty() ? 0 : n;
    };
    for (int t = 0; t < tiles.types(); ++t)
      if (state.unseen(t)) add(t, state.unseen(t));
    for (int i = 0; i < kFaceUp; ++i)
      if (state.face_up(i) != kNoTile) add(state.face_up(i), 1);
  }
  // The tiles that feed character c: its kind, or a road for the cyclist.
  int feeding(int c) const { return kCharacterKind[c] < 0 ? roads : kind[kCharacterKind[c]]; }
};

// The root of the longest road network through slot s, -1 if the tile has no road.
inline int longest_root(const Park& park, int s) {
  int best = -1, most = -1;
  for (int g = 0; g < static_cast<int>(park.tile_at(s).roads.size()); ++g) {
    const int root = park.network(s, g);
    const int tiles = popcount(park.network_tiles(root));
    if (tiles > most) most = tiles, best = root;
  }
  return best;
}

inline int empty_sides(const Park& park, int s) { return kDirections - park.neighbours(s); }

// The lake holding slot s (as lake_of, M5, with either-tiles counted as lakes): its open
// lake half-edges, where it can still grow.
inline int lake_open_halves(const Park& park, int s) {
  const SlotSet lakes = park.kind_slots(Lake);
  SlotSet lake = slot_bit(s), frontier = lake;
  int open = 0;
  while (frontier) {
    const int a = pop_lsb(frontier);
    const HalfMask mine = park.turned_at(a).feature_halves;
    for (int d = 0; d < kDirections; ++d) {
      const int b = park.neighbour(a, d);
      const HalfMask side = mine & halves_of_edge(d);
      if (b == kNoSlot) {
        open += popcount(side);
        continue;
      }
      if ((lake & slot_bit(b)) || !(lakes & slot_bit(b))) continue;
      bool meet = false;
      for (int h = 2 * d; h < 2 * d + 2; ++h)
        meet |= (side >> h & 1) && (park.turned_at(b).feature_halves >> partner_half(h) & 1);
      if (!meet) continue;
      lake |= slot_bit(b);
      frontier |= slot_bit(b);
    }
  }
  return open;
}

// Empty sides of slot s and of its neighbours: the room a walk from s (M5) can still grow into.
inline int open_near(const Park& park, int s) {
  int open = empty_sides(park, s);
  for (int d = 0; d < kDirections; ++d)
    if (const int n = park.neighbour(s, d); n != kNoSlot) open += empty_sides(park, n);
  return open;
}

// How open the structure that scores character c (on slot s) still is: its road's ends, its
// region's or lake's open half-edges, or the empty cells around it (M4, M5).
inline int open_sides(const Park& park, Rules rules, int c, int s) {
  const bool advanced = rules == Rules::Advanced;
  switch (c) {
    case Bird: return advanced ? open_near(park, s) : empty_sides(park, s);
    case Fish: return advanced ? lake_open_halves(park, s) : empty_sides(park, s);
    case Child:
    case Cat:
      if (advanced) return open_region_halves(park, park.region(s));
      [[fallthrough]];
    default: {
      const int root = longest_root(park, s);
      return root < 0 ? 0 : open_road_ends(park, root);
    }
  }
}

// Whether slot t is on the structure that scores character c on slot s: its road, its region
// (the advanced child, cat and fish) or next to it (the birds, the basic fish).
inline bool shares_structure(const Park& park, Rules rules, int c, int s, int t) {
  const bool advanced = rules == Rules::Advanced;
  if (c == Bird || (c == Fish && !advanced)) {
    if (t == s) return true;
    for (int d = 0; d < kDirections; ++d)
      if (park.neighbour(s, d) == t) return true;
    return false;
  }
  if (advanced && (c == Child || c == Cat || c == Fish)) return park.region(t) == park.region(s);
  const int root = longest_root(park, s);
  if (root < 0) return false;
  for (int g = 0; g < static_cast<int>(park.tile_at(t).roads.size()); ++g)
    if (park.network(t, g) == root) return true;
  return false;
}

// The rivals' characters on the structure of the player's character c: they grow it too.
inline int rival_company(const State& state, int player, int c) {
  int company = 0;
  for (int d = 0; d < kCharacters; ++d)
    if (d != c && state.owner(d) != kNobody && state.owner(d) != player)
      company += shares_structure(state.park(), state.options().rules, c, state.markers()[c], state.markers()[d]);
  return company;
}

// The most each free character would score if placed now, on a tile no marker stands on (M4,
// M5). The advanced bird's 7-step walk is estimated by the trees within two steps (a walk's
// search is too dear for an evaluation); either-tiles count as every kind they can be.
struct BestNow {
  std::array<int, kCharacters> points{};
};

// Trees within two steps of slot s: the advanced bird's walk (M5) estimated.
inline int trees_near(const Park& park, int s) {
  SlotSet near = slot_bit(s);
  for (int step = 0; step < 2; ++step)
    for (SlotSet rim = near; rim;) {
      const int a = pop_lsb(rim);
      for (int d = 0; d < kDirections; ++d)
        if (const int n = park.neighbour(a, d); n != kNoSlot) near |= slot_bit(n);
    }
  return std::min(8, popcount(near & park.kind_slots(Tree)));
}

// The advanced working man on slot s (M5), from the park's figures worked out once.
inline int working_man_points(const Park& park, int s, int benches, int longest) {
  const int root = longest_root(park, s);
  const int own = root < 0 ? 0 : popcount(park.network_tiles(root));
  return 3 * benches + (own > 0 && own == longest ? 3 : 0);
}

inline BestNow best_now(const State& state) {
  const Park& park = state.park();
  const Rules rules = state.options().rules;
  const bool advanced = rules == Rules::Advanced;
  SlotSet occupied = 0;
  for (std::uint8_t at : state.markers())
    if (at != kNoSlot) occupied |= slot_bit(at);
  const Kinds kinds(park);
  const int benches = advanced ? networks_with_bench(park, kinds) : 0;
  const int longest = advanced ? park.longest_road() : 0;
  Markers markers = state.markers();
  BestNow best;
  for (int c = 0; c < kCharacters; ++c) {
    if (state.owner(c) != kNobody) continue;
    SlotSet targets = (kCharacterKind[c] < 0 ? park.road_slots() : park.kind_slots(kCharacterKind[c])) & ~occupied;
    int most = 0;
    while (targets) {
      const int s = pop_lsb(targets);
      int points;
      if (advanced && c == Bird) {
        points = 3 * trees_near(park, s);
      } else if (advanced && c == WorkingMan) {
        points = working_man_points(park, s, benches, longest);
      } else {
        markers[c] = static_cast<std::uint8_t>(s);
        points = character_points(park, kinds, markers, c, rules);
        markers[c] = kNoSlot;
      }
      most = std::max(most, points);
    }
    best.points[c] = most;
  }
  return best;
}

}  // namespace parks::minipark::learned

#pragma once
// End-game scoring of the characters (basic and advanced rules, M4, M5) and of the objective
// cards, on a park whose either-tiles have each been given one kind.
#include <array>
#include <cstdint>

#include "engine/minipark/park.h"

namespace parks::minipark {

enum class Rules : std::uint8_t { Basic, Advanced };

// Where each character stands: a slot, or kNoSlot while its marker is unplaced.
using Markers = std::array<std::uint8_t, kCharacters>;

// The slots that score as each kind: the park's, with each either-tile (Pavilion, Wooded
// Island) counted only as the kind chosen for it.
struct Kinds {
  std::array<SlotSet, kKinds> slots{};

  explicit Kinds(const Park& park);
  void choose(const Park& park, int slot, int kind);
  bool is(int slot, int kind) const { return slots[kind] >> slot & 1; }
};

struct LakeSize {
  int tiles = 0;
  int fish = 0;
};

// The lake holding slot s's feature: lake tiles whose lake areas meet across shared edges.
LakeSize lake_of(const Park& park, const Kinds& kinds, int s);
// The most tree tiles on a walk of `steps` steps between orthogonal neighbours from slot s, no
// tile twice, start and end included (M5); where no walk is that long, on the longest walks.
int best_walk_trees(const Park& park, const Kinds& kinds, int s, int steps = 7);

// Road networks with a bench on them (M5), over the whole park.
int networks_with_bench(const Park& park, const Kinds& kinds);

// Points of one placed character (its marker at `markers[c]`).
int character_points(const Park& park, const Kinds& kinds, const Markers& markers, int c, Rules rules);

// The objective card showing character c scores half its points, rounded down (M5).
constexpr int objective_points(int character_points) { return character_points / 2; }

}  // namespace parks::minipark

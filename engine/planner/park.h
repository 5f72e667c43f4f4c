#pragma once
// A player's park: one board per development type, and the rules that read it as a whole:
// regions and which of them score (P6).
#include <array>

#include "engine/planner/board.h"
#include "engine/planner/rules.h"

namespace parks::planner {

struct Park {
  std::array<Board, kDevelopments> boards{};

  Board of(Development d) const { return boards[static_cast<int>(d)]; }
  Board trees() const { return of(Development::Tree); }
  Board paths() const { return of(Development::Path); }
  Board water() const { return of(Development::Water); }
  Board benches() const { return of(Development::Bench); }
  Board developed() const { return boards[0] | boards[1] | boards[2] | boards[3]; }
  Board empty() const { return kSquaresToDevelop & ~developed(); }
  void develop(Development d, int square) { boards[static_cast<int>(d)] |= bit(square); }

  // P6: the regions with a square in the booth's vicinity; only their squares score.
  Board scoring() const { return flood(developed() & kVicinity, developed()); }
  // P6: regions with no square in the vicinity, 3 points each (`scoring` as computed above).
  int isolated_regions(Board scoring) const {
    int regions = 0;
    for_each_component(developed() & ~scoring, [&](Board) { ++regions; });
    return regions;
  }
  int isolated_regions() const { return isolated_regions(scoring()); }

  bool operator==(const Park&) const = default;
};

}  // namespace parks::planner

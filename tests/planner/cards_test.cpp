// Polyhedral Park Planner: scoring cards 2-12 and their solo requirements (docs/rules.md P9).
// Parks are drawn as pictures (tests/planner/park_picture.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.h"
#include "engine/planner/board.h"
#include "engine/planner/cards.h"
#include "engine/planner/park.h"
#include "engine/planner/rules.h"
#include "engine/planner/sheet.h"
#include "tests/planner/park_picture.h"

using namespace parks;
using namespace parks::planner;
using namespace parks::planner::testing;

namespace {

// P9 card 6: three bridges; (1,1) bridges both ways and counts once.
constexpr Rows kBridges = {
    ". W . . . . . . .", "W P W . . . . . .", ". W W P W . . . .", ". . . . P . . . .", ". . . . i B W . .",
    ". . . . . . P . .", ". . . . . . W . .", ". . . . . . . . .", ". . . . . . . . .",
};

}  // namespace

TEST_SUITE_BEGIN("planner");

// ---------------------------------------------------------------------------------------------
// P9 card 2: Hundred Acre Wood.

TEST_CASE("planner P9 card 2: the largest all-tree rectangle, not the largest forest") {
  // Scoring forest of 9 trees: a 2x3 block and a tail of 3 (column 1 rows 3-7 is only 1x5).
  // The 3x3 block at the top right is larger but isolated.
  const Park park = park_of({
      ". . . . . . T T T",
      ". . . . . . T T T",
      ". . . . . . T T T",
      ". T T T . . . . .",
      ". T T T i . . . .",
      ". T . . . . . . .",
      ". T . . . . . . .",
      ". T . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(park.isolated_regions() == 1);
  CHECK(card_points(2, park) == 6);
  CHECK(card_points(2, park, kAll) == 9);
}

TEST_CASE("planner P9 card 2: a non-tree square breaks rectangles") {
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". T T T . . . . .",
      ". T B T i . . . .",
      ". T T T . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(2, park) == 3);
}

TEST_CASE("planner P9 card 2 requirement: one forest touching the vicinity and a park corner") {
  const Park met = park_of({
      "T . . . . . . . .",
      "T . . . . . . . .",
      "T . . . . . . . .",
      "T T T T . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(requirement_met(2, met));
  CHECK(card_points(2, met) == 4);
  // A path splits the forest: the region is still one, but no forest has both.
  const Park split = park_of({
      "T . . . . . . . .",
      "T . . . . . . . .",
      "T . . . . . . . .",
      "T P T T . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(split.isolated_regions() == 0);
  CHECK_FALSE(requirement_met(2, split));
}

// ---------------------------------------------------------------------------------------------
// P9 card 3: Sea to Sea.

TEST_CASE("planner P9 card 3: the largest scoring lake, exactly one lake in the whole park") {
  const Park two_lakes = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W W . . . . .",
      ". . W . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      "W W W W W . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(3, two_lakes) == 3);       // the isolated lake of 5 does not score
  CHECK_FALSE(requirement_met(3, two_lakes));  // the isolated lake still counts as a lake
  const Park one_lake = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W W . . . . .",
      ". . W . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(3, one_lake) == 3);
  CHECK(requirement_met(3, one_lake));
  // Diagonal water is two lakes.
  const Park diagonal = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W . . . . . .",
      ". . . W . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(3, diagonal) == 1);
  CHECK_FALSE(requirement_met(3, diagonal));
}

// ---------------------------------------------------------------------------------------------
// P9 card 4: Best Seats in the House.

TEST_CASE("planner P9 card 4: 1 per bench of the scoring regions, no requirement") {
  const Park park = park_of({
      "B . . . . . . . B",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . B B . . . .",
      ". . . . i B . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(4, park) == 3);
  CHECK(park.isolated_regions() == 2);
  CHECK(requirement_met(4, park));
}

// ---------------------------------------------------------------------------------------------
// P9 card 5: Natural Borders.

TEST_CASE("planner P9 card 5: tree/water alternating around a corner pairs twice") {
  // Ring order (0,2) T - (0,1) W - (0,0) T - (1,0) W: three pairable neighbours, 2 disjoint pairs.
  const Park park = park_of({
      "T W T . . . . . .",
      "W . . . . . . . .",
      "P . . . . . . . .",
      "P P P P . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(park.isolated_regions() == 0);
  CHECK(card_points(5, park) == 4);
}

TEST_CASE("planner P9 card 5: a run T W T gives only one pair, inner squares never pair") {
  // (1,2) W under the tree at (0,2) is not a border square.
  const Park park = park_of({
      "T W T . . . . . .",
      "P . W . . . . . .",
      "P . . . . . . . .",
      "P P P P . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(5, park) == 2);
}

TEST_CASE("planner P9 card 5: a full alternating ring gives 16 pairs when it scores") {
  const Rows ring_rows = {
      "T W T W T W T W T", "W . . . P . . . W", "T . . . P . . . T", "W . . . P . . . W", "T . . . i . . . T",
      "W . . . . . . . W", "T . . . . . . . T", "W . . . . . . . W", "T W T W T W T W T",
  };
  const Park ring = park_of(ring_rows);
  CHECK(ring.isolated_regions() == 0);
  CHECK(card_points(5, ring) == 32);
  CHECK(requirement_met(5, ring));
  // Without the chain of paths the ring is isolated: no points, but the requirement (whole
  // park) is still met.
  Rows cut = ring_rows;
  cut[3] = "W . . . . . . . W";
  const Park isolated = park_of(cut);
  CHECK(isolated.isolated_regions() == 1);  // the ring with the paths (1,4),(2,4) hanging off it
  CHECK(card_points(5, isolated) == 0);
  CHECK(requirement_met(5, isolated));
}

namespace {

// The border's squares in ring order, and a maximum matching of its tree-water neighbours found
// by dynamic programming over the ring's edges: edge i joins ring[i] and ring[(i + 1) % 32].
int border_pairs_by_dynamic_programming(const Park& park) {
  std::vector<int> ring;
  for (int c = 0; c < 8; ++c) ring.push_back(square_of(0, c));
  for (int r = 0; r < 8; ++r) ring.push_back(square_of(r, 8));
  for (int c = 8; c > 0; --c) ring.push_back(square_of(8, c));
  for (int r = 8; r > 0; --r) ring.push_back(square_of(r, 0));
  const auto pairable = [&](int i) {
    const Board a = bit(ring[i % 32]), b = bit(ring[(i + 1) % 32]);
    return ((park.trees() & a) && (park.water() & b)) || ((park.water() & a) && (park.trees() & b));
  };
  // Most edges, no two sharing a square, among edges first..last of the path.
  const auto on_path = [&](int first, int last) {
    int with_previous = 0, without_previous = 0;  // best so far with edge i-1 taken, or not
    for (int i = first; i <= last; ++i) {
      const int taken = pairable(i) ? without_previous + 1 : 0;
      without_previous = std::max(with_previous, without_previous);
      with_previous = taken;
    }
    return std::max(with_previous, without_previous);
  };
  return std::max(on_path(1, 31), pairable(0) ? 1 + on_path(2, 30) : 0);
}

}  // namespace

TEST_CASE("planner P9 card 5: the points are twice the most disjoint border pairs on random borders") {
  Rng rng(55);
  for (int trial = 0; trial < 4000; ++trial) {
    Park park;
    for (int square = 0; square < kSquares; ++square) {
      if (!(bit(square) & kSquaresToDevelop) || rng.below(4) == 0) continue;
      const auto any = static_cast<Development>(rng.below(4));
      park.develop(trial % 2 ? any : rng.below(2) ? Development::Water : Development::Tree, square);  // long runs
    }
    CHECK(card_points(5, park, kAll) == 2 * border_pairs_by_dynamic_programming(park));
  }
}

TEST_CASE("planner P9 card 5 requirement: one whole border side developed") {
  const Park almost = park_of({
      "P P P P P P P P .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK_FALSE(requirement_met(5, almost));
  const Park right_side = park_of({
      ". . . . . . . . P",
      ". . . . . . . . T",
      ". . . . . . . . W",
      ". . . . . . . . B",
      ". . . . i . . . P",
      ". . . . . . . . P",
      ". . . . . . . . P",
      ". . . . . . . . P",
      ". . . . . . . . P",
  });
  CHECK(requirement_met(5, right_side));
  CHECK(card_points(5, right_side) == 0);
}

// ---------------------------------------------------------------------------------------------
// P9 card 6: Bridges over Troubled Water.

TEST_CASE("planner P9 card 6: bridges in both orientations, a square bridging both ways counts once") {
  const Park park = park_of(kBridges);
  CHECK(park.isolated_regions() == 0);
  // (2,3) left/right, (5,6) above/below, (1,1) both; (3,4) has water above but the booth below.
  CHECK(card_points(6, park) == 9);
  CHECK(requirement_met(6, park));
}

TEST_CASE("planner P9 card 6 requirement: one of each orientation, anywhere in the park") {
  const Park horizontal = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W P W . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(6, horizontal) == 3);
  CHECK_FALSE(requirement_met(6, horizontal));
  const Park vertical = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i B W . .",
      ". . . . . . P . .",
      ". . . . . . W . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(6, vertical) == 3);
  CHECK_FALSE(requirement_met(6, vertical));
  // The vertical bridge at (7,7) is isolated: no points, but it meets the requirement.
  const Park with_isolated = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W P W . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . W .",
      ". . . . . . . P .",
      ". . . . . . . W .",
  });
  CHECK(with_isolated.isolated_regions() == 1);
  CHECK(card_points(6, with_isolated) == 3);
  CHECK(requirement_met(6, with_isolated));
}

TEST_CASE("planner P9 card 6: water at the other end of the previous or next row is not beside") {
  // (3,0) has water at (3,1) and, one square before it in memory, (2,8); (5,8) has water at
  // (5,7) and, one square after it, (6,0). Neither is a bridge.
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . W",
      "P W W W . W W W W",
      ". . . . i . . . .",
      ". . . W . W W W P",
      "W W W W . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(park.isolated_regions() == 0);
  CHECK(card_points(6, park) == 0);
  CHECK_FALSE(requirement_met(6, park));
}

// ---------------------------------------------------------------------------------------------
// P9 card 7: A Shady Place to Rest.

TEST_CASE("planner P9 card 7: benches with 2+ trees next to them, orthogonally, in scoring regions") {
  // (3,4): 3 trees. (5,2): 2 trees. (5,4): 1 tree next to it, (6,5) only diagonal.
  // (8,8): 2 trees but isolated.
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . T . . . .",
      ". . . T B T . . .",
      ". . . . i . . . .",
      ". T B T B . . . .",
      ". . . . . T . . .",
      ". . . . . . . . T",
      ". . . . . . . T B",
  });
  CHECK(park.isolated_regions() == 2);
  CHECK(card_points(7, park) == 4);
  CHECK(card_points(7, park, kAll) == 6);
  CHECK(requirement_met(7, park));
}

// ---------------------------------------------------------------------------------------------
// P9 card 8: Gone Fishing.

TEST_CASE("planner P9 card 8: water around each bench, diagonals included, scoring regions only") {
  // (3,3): 5 water around it, three only diagonally ((2,2), (2,4), (4,2)) but all in its region.
  // (3,5): the water (2,4) diagonally, shared with (3,3): 1.
  // (5,5): (6,6) diagonally, but that water is an isolated region: 0.
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . W W W . . . .",
      ". . W B . B . . .",
      ". . W . i . . . .",
      ". . . . . B . . .",
      ". . . . . . W . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(park.isolated_regions() == 1);
  CHECK(card_points(8, park) == 6);
  CHECK(card_points(8, park, kAll) == 7);
  CHECK_FALSE(requirement_met(8, park));  // the best bench has 5
}

TEST_CASE("planner P9 card 8 requirement: one bench with 6+ water around it, anywhere") {
  const Rows six_rows = {
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . i . . . .",
      ". . . . . . . . .", ". . . . . . W W W", ". . . . . . W B W", ". . . . . . W . .",
  };
  const Park six = park_of(six_rows);
  CHECK(six.isolated_regions() == 1);
  CHECK(card_points(8, six) == 0);
  CHECK(requirement_met(8, six));
  Rows five_rows = six_rows;
  five_rows[8] = ". . . . . . . . .";
  CHECK_FALSE(requirement_met(8, park_of(five_rows)));
}

// ---------------------------------------------------------------------------------------------
// P9 card 9: Center of Attention.

TEST_CASE("planner P9 card 9: 4 per developed vicinity square, 2+ types there") {
  const Park mixed = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . B .",
      ". . . T T P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(9, mixed) == 12);
  CHECK(requirement_met(9, mixed));
  const Park trees_only = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . T T T . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(9, trees_only) == 12);
  CHECK_FALSE(requirement_met(9, trees_only));
  CHECK(card_points(9, park_of(kWinning)) == 32);
}

// ---------------------------------------------------------------------------------------------
// P9 card 10: A Little of Everything.

TEST_CASE("planner P9 card 10: 2 per full set in scoring regions, 5+ of each type in the park") {
  const Rows rows = {
      ". . . . . . . . .", ". . . . . . . . .", "B B B B B . . . .", "T T T P P W W W W", ". . . . i . . . .",
      ". . . . . . . . .", ". . . . . . . . .", "T T . P P P . . .", ". . . . . . . . W",
  };
  // Scoring: 3 trees, 2 paths, 4 water, 5 benches -> 2 sets. Whole park: 5 of each.
  const Park park = park_of(rows);
  CHECK(park.isolated_regions() == 3);
  CHECK(card_points(10, park) == 4);
  CHECK(card_points(10, park, kAll) == 10);
  CHECK(requirement_met(10, park));
  Rows fewer = rows;
  fewer[8] = ". . . . . . . . .";  // 4 water
  CHECK(card_points(10, park_of(fewer)) == 4);
  CHECK_FALSE(requirement_met(10, park_of(fewer)));
}

// ---------------------------------------------------------------------------------------------
// P9 card 11: A Walk to Remember.

TEST_CASE("planner P9 card 11: the largest joined group of shaded path squares") {
  // Shaded: (2,1), (2,2) | (2,4), (2,5), (2,6); (2,3) and (2,7) have no tree next to them
  // ((3,8) is only diagonal to (2,7)).
  const Rows rows = {
      ". . . . . . . . .", ". T T . T T T . .", ". P P P P P P P .", ". . . . T . . . T", ". . . . i . . . .",
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
  };
  const Park park = park_of(rows);
  CHECK(card_points(11, park) == 6);
  CHECK_FALSE(requirement_met(11, park));  // no path square in the vicinity
  // A tree over (2,3) joins the two groups: 6 shaded squares.
  Rows joined = rows;
  joined[1] = ". T T T T T T . .";
  CHECK(card_points(11, park_of(joined)) == 12);
  // A path at (3,3), shaded by the tree (3,4), meets the requirement; it is its own group.
  Rows vicinity = rows;
  vicinity[3] = ". . . P T . . . T";
  CHECK(card_points(11, park_of(vicinity)) == 6);
  CHECK(requirement_met(11, park_of(vicinity)));
}

// ---------------------------------------------------------------------------------------------
// P9 card 12: Frequent Stops.

TEST_CASE("planner P9 card 12: thresholds 2 -> 0, 3 -> 4, 6 -> 16, 7+ -> 20 per path") {
  // The path (0,4)-(3,4) and its 8 orthogonal neighbours, filled with benches one by one.
  const std::array<int, 8> slots = {square_of(0, 3), square_of(0, 5), square_of(1, 3), square_of(1, 5),
                                    square_of(2, 3), square_of(2, 5), square_of(3, 3), square_of(3, 5)};
  const std::array<int, 9> expected = {0, 0, 0, 4, 8, 12, 16, 20, 20};
  for (int n = 0; n <= 8; ++n) {
    Park park = park_of({
        ". . . . P . . . .",
        ". . . . P . . . .",
        ". . . . P . . . .",
        ". . . . P . . . .",
        ". . . . i . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    for (int i = 0; i < n; ++i) park.develop(Development::Bench, slots[static_cast<std::size_t>(i)]);
    CHECK_MESSAGE(card_points(12, park) == expected[static_cast<std::size_t>(n)], n << " benches");
    CHECK_FALSE(requirement_met(12, park));  // only one path
  }
}

TEST_CASE("planner P9 card 12: each path scores its own benches, two paths with 3+ meet the requirement") {
  // Path (0,1)-(2,1): 3 benches -> 4. Path (2,4)-(3,4): 4 benches -> 8.
  const Rows rows = {
      "B P . . . . . . .", "B P . . . . . . .", "B P . B P B . . .", ". T T B P B . . .", ". . . . i . . . .",
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
  };
  const Park park = park_of(rows);
  CHECK(park.isolated_regions() == 0);
  CHECK(card_points(12, park) == 12);
  CHECK(requirement_met(12, park));
  Rows two_benches = rows;
  two_benches[0] = ". P . . . . . . .";
  CHECK(card_points(12, park_of(two_benches)) == 8);
  CHECK_FALSE(requirement_met(12, park_of(two_benches)));
  // Without the trees the first path is isolated: it scores nothing, still counts for the
  // requirement.
  Rows isolated = rows;
  isolated[3] = ". . . B P B . . .";
  const Park cut = park_of(isolated);
  CHECK(cut.isolated_regions() == 1);
  CHECK(card_points(12, cut) == 8);
  CHECK(requirement_met(12, cut));
}

TEST_SUITE_END();

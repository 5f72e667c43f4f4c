// Polyhedral Park Planner, card 1, A Long and Winding Road (docs/rules.md P9): which paths are
// closed, and the longest closed chain of the scoring regions. The chain search against a brute
// force is in card1_search_test.cpp.
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

TEST_SUITE_BEGIN("planner");

// ---------------------------------------------------------------------------------------------
// P9 card 1: A Long and Winding Road. Points go to the longest closed chain, branches ignored;
// more cases, the card's own example and a brute-force check are in card1_search_test.cpp.

TEST_CASE("planner P9 card 1: a path ending on the border and next to the booth is closed") {
  const Park park = park_of({
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
  CHECK(card_points(1, park) == 4);
  CHECK_FALSE(requirement_met(1, park));  // 4 squares, the requirement asks for 5+
}

TEST_CASE("planner P9 card 1: an end only diagonally next to the booth leaves the path open") {
  // (3,5) is in the vicinity but not next to the booth ("next to" is orthogonal): the chain to it
  // is open, and the one stopping at (3,4) is closed, (3,5) a branch.
  const Park park = park_of({
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, park) == 4);
  // P9 card 1 requirement: 5+ squares with one next to the booth, closed or not.
  CHECK(requirement_met(1, park));
}

TEST_CASE("planner P9 card 1: an open path (one end in the interior) scores only its closed part") {
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, park) == 1);  // (3,4) alone: a chain of one square next to the booth
}

TEST_CASE("planner P9 card 1: a loop with no ends is closed") {
  const Park loop = park_of({
      ". . . . . . . . .",
      ". . . . . P P P .",
      ". . . . . P . P .",
      ". . . . . P P P .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, loop) == 8);
  CHECK_FALSE(requirement_met(1, loop));  // 8 squares but none next to the booth
  // A tail ending in the interior is a branch: the loop still scores.
  const Park tail = park_of({
      ". . . . . . . . .",
      ". . . . P P P P .",
      ". . . . . P . P .",
      ". . . . . P P P .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, tail) == 8);
  // A tail ending on the border starts a chain round the loop back next to its first square.
  const Park to_border = park_of({
      ". . . . . . P . .",
      ". . . . . P P P .",
      ". . . . . P . P .",
      ". . . . . P P P .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, to_border) == 9);
}

TEST_CASE("planner P9 card 1: single-square paths") {
  SUBCASE("on the border: closed, 1 point; an interior single square is open") {
    const Park park = park_of({
        ". . . P . . . . .",
        ". . . T . . . . .",
        ". . P T . . . . .",
        ". . . T . . . . .",
        ". . . . i . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK(park.isolated_regions() == 0);
    CHECK(card_points(1, park) == 1);
  }
  SUBCASE("next to the booth: closed") {
    const Park park = park_of({
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . i . . . .",
        ". . . . P . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK(card_points(1, park) == 1);
  }
  SUBCASE("in the interior only: nothing") {
    const Park park = park_of({
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . P T . . . . .",
        ". . . T . . . . .",
        ". . . . i . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK(card_points(1, park) == 0);
  }
}

TEST_CASE("planner P9 card 1: branches are ignored: the longest closed chain of a network counts") {
  const Park closed = park_of({
      ". . . . P . . . .",
      "P P P P P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, closed) == 7);  // (1,0) to (3,4); (0,4) is a branch
  const Park dead_end = park_of({
      ". . . . P . . . .",
      ". . P P P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, dead_end) == 4);  // (0,4) to (3,4); the spur to (1,2) is a branch
}

TEST_CASE("planner P9 card 1: the longest closed path of the scoring regions counts") {
  // The bottom row is closed (both ends on the border) but isolated.
  const Park isolated = park_of({
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      "P P P P P P P P P",
  });
  CHECK(card_points(1, isolated) == 4);
  CHECK(card_points(1, isolated, kAll) == 9);
  CHECK(isolated.isolated_regions() == 1);
  // Joined to the booth the bottom network has 12 squares, but its longest closed chain is the
  // row, border to border: 9.
  const Park joined = park_of({
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . i . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      "P P P P P P P P P",
  });
  CHECK(card_points(1, joined) == 9);
  CHECK(requirement_met(1, joined));
}

TEST_SUITE_END();

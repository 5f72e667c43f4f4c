// Polyhedral Park Planner: the picture helper and the board geometry it relies on (docs/rules.md
// P1), and scoring regions and their penalty (P6).
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
// The helper and the board geometry it relies on (P1).

TEST_CASE("planner P1: the picture helper puts tokens at row*9+col, booth at (4,4)") {
  const Park park = park_of({
      "T . . . . . . . P",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      "W . . . . . . . B",
  });
  CHECK((park.trees() == bit(0)));
  CHECK((park.paths() == bit(8)));
  CHECK((park.water() == bit(72)));
  CHECK((park.benches() == bit(80)));
  CHECK(kBoothSquare == 40);
  CHECK((kVicinity == squares({{3, 3}, {3, 4}, {3, 5}, {4, 3}, {4, 5}, {5, 3}, {5, 4}, {5, 5}})));
  CHECK((kNextToBooth == squares({{3, 4}, {4, 3}, {4, 5}, {5, 4}})));
  CHECK(count(kBorder) == 32);
}

TEST_CASE("planner P6: the empty park has no regions and scores nothing") {
  const Park park;
  CHECK((park.scoring() == 0));
  CHECK(park.isolated_regions() == 0);
  for (int card = 1; card <= kCards; ++card) CHECK_MESSAGE(card_points(card, park) == 0, "card " << card);
  CHECK(requirement_met(4, park));  // P9: cards 4 and 7 have no requirement
  CHECK(requirement_met(7, park));
  CHECK_FALSE(requirement_met(3, park));  // no lake at all is not "exactly one lake"
  CHECK_THROWS_AS(card_points(0, park), std::out_of_range);
  CHECK_THROWS_AS(card_points(13, park), std::out_of_range);
  CHECK_THROWS_AS(requirement_met(13, park), std::out_of_range);
}

// ---------------------------------------------------------------------------------------------
// P6: scoring regions and their penalty.

TEST_CASE("planner P6: a region away from the booth's vicinity scores nothing and costs 3") {
  const Park park = park_of({
      "B . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK((park.scoring() == 0));
  CHECK(park.isolated_regions() == 1);
  CHECK(card_points(4, park) == 0);
  CHECK(card_points(4, park, kAll) == 1);  // the same bench would count in a scoring region
  const ScoreCard card = score_card(park, make_deal({4, 5, 9}), 0);
  CHECK(card.isolated_regions == 1);
  CHECK(card.penalty() == 3);
  CHECK(card.total() == -3);
}

TEST_CASE("planner P6: two isolated regions cost 6, however small or large") {
  const Park park = park_of({
      "B B B B . . . . .",
      "B B B B . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . B",
  });
  CHECK(park.isolated_regions() == 2);
  CHECK(card_points(4, park) == 0);
  const ScoreCard card = score_card(park, make_deal({4, 5, 9}), 0);
  CHECK(card.penalty() == 6);
  CHECK(card.total() == -6);
}

TEST_CASE("planner P6: a chain of any developments joins a far square to the vicinity") {
  const Park park = park_of({
      "B . . . . . . . .",
      "T . . . . . . . .",
      "P . . . . . . . .",
      "W T P T . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK((park.scoring() == park.developed()));
  CHECK(park.isolated_regions() == 0);
  CHECK(card_points(4, park) == 1);  // the bench at the corner scores
}

TEST_CASE("planner P6: diagonal contact does not join regions, a diagonal vicinity square scores") {
  SUBCASE("a bench diagonal to a vicinity tree is isolated") {
    const Park park = park_of({
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . B . . . . . .",
        ". . . T . . . . .",
        ". . . . i . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK((park.scoring() == squares({{3, 3}})));
    CHECK(park.isolated_regions() == 1);
    CHECK(card_points(4, park) == 0);
  }
  SUBCASE("two squares touching at a corner are two regions") {
    const Park park = park_of({
        "B . . . . . . . .",
        ". B . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . i . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK(park.isolated_regions() == 2);
    CHECK(score_card(park, make_deal({4, 5, 9}), 0).penalty() == 6);
  }
  SUBCASE("the vicinity is the 8 squares around the booth, diagonals included (P1)") {
    const Park park = park_of({
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . i . . . .",
        ". . . . . B . . .",
        ". . . . . B . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    CHECK(park.isolated_regions() == 0);
    CHECK(card_points(4, park) == 2);
  }
}

TEST_SUITE_END();

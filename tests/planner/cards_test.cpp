// Polyhedral Park Planner: the 12 scoring cards and their solo requirements (docs/rules.md P9),
// scoring regions and their penalty (P6), deals (P7), the score card and solo win (P8) and the
// park sheets (P2). Parks are drawn as 9 rows of 9 tokens so that each test reads like a picture:
// '.' empty, 'T' tree, 'P' path, 'W' water, 'B' bench, 'i' the info booth at the centre.
// Row 0 is the top; the booth's vicinity is rows 3-5, columns 3-5.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <nlohmann/json.hpp>
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

using namespace parks;
using namespace parks::planner;

namespace {

using Rows = std::array<std::string_view, kSide>;

// A park from a picture: 9 rows of 9 tokens (spaces between tokens are ignored).
Park park_of(const Rows& rows) {
  Park park;
  for (int row = 0; row < kSide; ++row) {
    std::string tokens;
    for (char c : rows[static_cast<std::size_t>(row)])
      if (c != ' ') tokens.push_back(c);
    REQUIRE_MESSAGE(tokens.size() == 9u, "row " << row << " needs 9 tokens: " << rows[static_cast<std::size_t>(row)]);
    for (int col = 0; col < kSide; ++col) {
      const char t = tokens[static_cast<std::size_t>(col)];
      const int s = square_of(row, col);
      if (s == kBoothSquare) {
        REQUIRE_MESSAGE(t == 'i', "the booth (4,4) must be drawn 'i'");
        continue;
      }
      switch (t) {
        case '.': break;
        case 'T': park.develop(Development::Tree, s); break;
        case 'P': park.develop(Development::Path, s); break;
        case 'W': park.develop(Development::Water, s); break;
        case 'B': park.develop(Development::Bench, s); break;
        default: FAIL("bad token '" << t << "' at (" << row << "," << col << ")");
      }
    }
  }
  return park;
}

Board squares(std::initializer_list<std::pair<int, int>> cells) {
  Board b = 0;
  for (auto [row, col] : cells) b |= bit(square_of(row, col));
  return b;
}

// The message of the exception `f` throws as E, or "" if it throws nothing.
template <class E, class F>
std::string thrown_message(F f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  return "";
}

bool mentions(const std::string& message, std::string_view what) { return message.find(what) != std::string::npos; }

// P2, written out independently of the engine: how often 1-16 appear outside the vicinity.
constexpr std::array<int, 17> kP2Other = {0, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2};

// Checks a sheet's numbers against P2; returns an empty string when they hold the multisets.
std::string p2_problem(const Numbers& numbers) {
  std::vector<int> vicinity;
  std::array<int, kMaxPrinted + 2> other{};
  for (int row = 0; row < kSide; ++row)
    for (int col = 0; col < kSide; ++col) {
      const int n = numbers[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
      const bool in_vicinity = row >= 3 && row <= 5 && col >= 3 && col <= 5;
      if (row == 4 && col == 4) {
        if (n != 0) return "booth holds " + std::to_string(n);
      } else if (n < 1 || n > 20) {
        return "number out of range";
      } else if (in_vicinity) {
        vicinity.push_back(n);
      } else {
        ++other[static_cast<std::size_t>(n)];
      }
    }
  std::sort(vicinity.begin(), vicinity.end());
  if (vicinity != std::vector<int>{17, 17, 18, 18, 19, 19, 20, 20}) return "vicinity multiset";
  for (int n = 1; n <= 20; ++n)
    if (other[static_cast<std::size_t>(n)] != (n <= 16 ? kP2Other[static_cast<std::size_t>(n)] : 0))
      return "outer count of " + std::to_string(n);
  return "";
}

// ---- Parks reused by several tests ----

// P9 card 6: three bridges; (1,1) bridges both ways and counts once.
constexpr Rows kBridges = {
    ". W . . . . . . .",
    "W P W . . . . . .",
    ". W W P W . . . .",
    ". . . . P . . . .",
    ". . . . i B W . .",
    ". . . . . . P . .",
    ". . . . . . W . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
};

// P8 score card for the deal 4,5,9 (targets 14 + 14 + 16 = 44): 9 scoring benches (card 4),
// 4 tree-water pairs on the top row (card 5: 8), the whole vicinity developed (card 9: 32),
// one isolated bench at (8,8).
constexpr Rows kWinning = {
    "T W T W T W T W T",
    ". . . . B . . . .",
    ". . . . B . . . .",
    ". . . T B B . . .",
    ". . . B i B . . .",
    ". . . B B B . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . B",
};

}  // namespace

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

// ---------------------------------------------------------------------------------------------
// P9 card 1: A Long and Winding Road. Points go to the longest closed chain, branches ignored;
// more cases, the card's own example and a brute-force check are in planner_card1_test.cpp.

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
  CHECK(card_points(1, dead_end) == 4);  // (0,4) to (3,4); the stub to (1,2) is a branch
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
  CHECK(card_points(3, two_lakes) == 3);  // the isolated lake of 5 does not score
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
      "T W T W T W T W T",
      "W . . . P . . . W",
      "T . . . P . . . T",
      "W . . . P . . . W",
      "T . . . i . . . T",
      "W . . . . . . . W",
      "T . . . . . . . T",
      "W . . . . . . . W",
      "T W T W T W T W T",
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
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . W W W",
      ". . . . . . W B W",
      ". . . . . . W . .",
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
      ". . . . . . . . .",
      ". . . . . . . . .",
      "B B B B B . . . .",
      "T T T P P W W W W",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      "T T . P P P . . .",
      ". . . . . . . . W",
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
      ". . . . . . . . .",
      ". T T . T T T . .",
      ". P P P P P P P .",
      ". . . . T . . . T",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
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
      "B P . . . . . . .",
      "B P . . . . . . .",
      "B P . B P B . . .",
      ". T T B P B . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
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

// ---------------------------------------------------------------------------------------------
// P7: deals.

TEST_CASE("planner P7: the card table's development types match P9") {
  // Read from P9 independently: what each card asks for. Center of Attention counts any
  // development, so it asks for no type in particular.
  const std::array<std::uint8_t, 13> uses = {0,     kPath,         kTree,         kWater,         kBench,
                                             kTree | kWater,        kPath | kWater, kBench | kTree, kBench | kWater,
                                             0,     kTree | kPath | kWater | kBench, kPath | kTree, kPath | kBench};
  const std::array<int, 13> targets = {0, 11, 12, 13, 14, 14, 15, 16, 18, 16, 14, 12, 20};
  for (int card = 1; card <= kCards; ++card) {
    CHECK_MESSAGE(kCardInfo[static_cast<std::size_t>(card)].uses == uses[static_cast<std::size_t>(card)], "card " << card);
    CHECK_MESSAGE(kCardInfo[static_cast<std::size_t>(card)].target == targets[static_cast<std::size_t>(card)], "card " << card);
  }
}

TEST_CASE("planner P7: make_deal rejects duplicates, unknown cards and two-type deals") {
  const std::string duplicate = thrown_message<std::invalid_argument>([] { make_deal({5, 5, 12}); });
  CHECK(mentions(duplicate, "differ"));
  CHECK(mentions(thrown_message<std::invalid_argument>([] { make_deal({0, 5, 12}); }), "no card 0"));
  CHECK(mentions(thrown_message<std::invalid_argument>([] { make_deal({1, 5, 13}); }), "no card 13"));
  // 1,4,12 asks for path + bench only; 1,9,12 too (9 asks for nothing in particular).
  const std::string two_types = thrown_message<std::invalid_argument>([] { make_deal({1, 4, 12}); });
  CHECK(mentions(two_types, "1,4,12"));
  CHECK(mentions(two_types, "P7"));
  CHECK_THROWS_AS(make_deal({1, 9, 12}), std::invalid_argument);
  CHECK_THROWS_AS(make_deal({2, 5, 9}), std::invalid_argument);  // tree + water
  CHECK_NOTHROW(make_deal({3, 6, 8}));  // water, path+water, bench+water: three types
}

TEST_CASE("planner P7: make_deal sorts valid deals, target sums the solo targets (P8)") {
  CHECK((make_deal({12, 5, 1}) == Deal{1, 5, 12}));
  CHECK(deal_name(make_deal({12, 5, 1})) == "1,5,12");
  CHECK(target(make_deal({1, 5, 12})) == 11 + 14 + 20);
  CHECK(target(make_deal({1, 5, 12})) == 45);
  CHECK(target(make_deal({8, 9, 10})) == 18 + 16 + 14);
  CHECK((make_deal({4, 9, 10}) == Deal{4, 9, 10}));
  CHECK_FALSE(valid_deal({5, 1, 12}));  // a deal is kept sorted
  CHECK(valid_deal({1, 5, 12}));
}

TEST_CASE("planner P7: 196 of the 220 three-card combinations are valid deals") {
  int by_engine = 0, by_masks = 0, combinations = 0;
  for (int a = 1; a <= kCards; ++a)
    for (int b = a + 1; b <= kCards; ++b)
      for (int c = b + 1; c <= kCards; ++c) {
        ++combinations;
        const Deal deal = {a, b, c};
        const unsigned uses = kCardInfo[static_cast<std::size_t>(a)].uses | kCardInfo[static_cast<std::size_t>(b)].uses |
                              kCardInfo[static_cast<std::size_t>(c)].uses;
        const bool mine = std::popcount(uses) >= 3;
        by_masks += mine;
        by_engine += valid_deal(deal);
        CHECK_MESSAGE(valid_deal(deal) == mine, deal_name(deal));
        if (mine) CHECK_NOTHROW(make_deal(deal));
        else CHECK_THROWS_AS(make_deal(deal), std::invalid_argument);
      }
  CHECK(combinations == 220);
  CHECK(by_masks == 196);
  CHECK(by_engine == by_masks);
}

TEST_CASE("planner P7: deal_cards gives valid sorted deals, reproducible from a seed") {
  Rng a(2024), b(2024), c(2025);
  std::vector<Deal> from_a, from_b, from_c;
  std::set<Deal> seen;
  for (int i = 0; i < 2000; ++i) {
    from_a.push_back(deal_cards(a));
    from_b.push_back(deal_cards(b));
    from_c.push_back(deal_cards(c));
    const Deal& d = from_a.back();
    seen.insert(d);
    REQUIRE_MESSAGE(valid_deal(d), deal_name(d));
    REQUIRE(d[0] < d[1]);
    REQUIRE(d[1] < d[2]);
    REQUIRE(d[0] >= 1);
    REQUIRE(d[2] <= kCards);
  }
  CHECK(from_a == from_b);
  CHECK(from_a != from_c);
  CHECK(seen.size() > 150u);  // 196 valid deals, 2000 draws: nearly all of them appear
  CHECK(seen.count(Deal{1, 4, 12}) == 0);
}

// ---------------------------------------------------------------------------------------------
// P8: score card and solo win.

TEST_CASE("planner P8: total = cards - 3 x isolated regions - modifications, win at the target") {
  const Park park = park_of(kWinning);
  const Deal deal = make_deal({4, 5, 9});
  CHECK(target(deal) == 44);
  const ScoreCard card = score_card(park, deal, 2);
  CHECK(card.points == std::array<int, 3>{9, 8, 32});
  CHECK(card.met == std::array<bool, 3>{true, true, true});
  CHECK(card.isolated_regions == 1);
  CHECK(card.modifications == 2);
  CHECK(card.card_total() == 49);
  CHECK(card.penalty() == 5);
  CHECK(card.total() == 44);
  CHECK(card.lowest_card() == 8);
  CHECK(solo_win(card, deal));  // exactly the target wins
  const ScoreCard one_more = score_card(park, deal, 3);
  CHECK(one_more.total() == 43);
  CHECK_FALSE(solo_win(one_more, deal));
}

TEST_CASE("planner P8: a park above the target but missing one requirement does not win") {
  Rows rows = kWinning;
  rows[3] = ". . . B B B . . .";  // the vicinity holds benches only: card 9's requirement fails
  const Park park = park_of(rows);
  const Deal deal = make_deal({4, 5, 9});
  const ScoreCard card = score_card(park, deal, 0);
  CHECK(card.points == std::array<int, 3>{10, 8, 32});
  CHECK(card.met == std::array<bool, 3>{true, true, false});
  CHECK(card.total() == 47);
  CHECK(card.total() >= target(deal));
  CHECK_FALSE(solo_win(card, deal));
}

// ---------------------------------------------------------------------------------------------
// P2: sheets.

TEST_CASE("planner P2: the 100 published sheets load and hold the multisets") {
  const std::vector<Sheet> sheets = load_sheets(default_sheets_path());
  REQUIRE(sheets.size() == 100u);
  for (int k = 1; k <= kPublishedSheets; ++k) {
    const Sheet& sheet = published_sheet(k);
    CHECK(sheet.id == k);
    CHECK(sheets[static_cast<std::size_t>(k - 1)].numbers() == sheet.numbers());
    CHECK_MESSAGE(p2_problem(sheet.numbers()).empty(), "sheet " << k << ": " << p2_problem(sheet.numbers()));
    // The boards by number partition the park.
    Board all = 0;
    int total = 0;
    for (const Board b : sheet.by_number) all |= b, total += count(b);
    CHECK((all == kAll));
    CHECK(total == kSquares);
    CHECK((sheet.by_number[0] == kBooth));
  }
  // Spot check of the transcription: sheet 1's top row and the first vicinity row.
  const Numbers first = published_sheet(1).numbers();
  CHECK(first[0] == std::array<int, 9>{9, 4, 9, 4, 14, 4, 16, 15, 11});
  CHECK(first[3][3] == 18);
  CHECK(published_sheet(1).number(square_of(0, 4)) == 14);
  CHECK_THROWS_AS(published_sheet(0), std::out_of_range);
  CHECK_THROWS_AS(published_sheet(101), std::out_of_range);
  CHECK(mentions(thrown_message<std::runtime_error>([] { load_sheets("/nonexistent/sheets.json"); }),
                 "/nonexistent/sheets.json"));
}

TEST_CASE("planner P2: generated sheets are reproducible, differ across seeds, hold the multisets") {
  Rng a(7), b(7), c(8);
  const Sheet sa = generate_sheet(a), sb = generate_sheet(b), sc = generate_sheet(c);
  CHECK(sa.id == 0);
  CHECK(sa.numbers() == sb.numbers());
  CHECK(sa.numbers() != sc.numbers());
  // Successive sheets from one generator differ too.
  CHECK(generate_sheet(a).numbers() != sa.numbers());
  Rng many(99);
  for (int i = 0; i < 50; ++i) {
    const Sheet sheet = generate_sheet(many);
    CHECK_MESSAGE(p2_problem(sheet.numbers()).empty(), p2_problem(sheet.numbers()));
    CHECK(make_sheet(sheet.numbers()).numbers() == sheet.numbers());
  }
}

TEST_CASE("planner P2: make_sheet rejects bad numbers with a message naming the problem") {
  const Numbers good = published_sheet(1).numbers();
  CHECK_NOTHROW(make_sheet(good, 1));

  Numbers booth = good;
  booth[4][4] = 5;
  const std::string booth_message = thrown_message<std::invalid_argument>([&] { make_sheet(booth); });
  CHECK(mentions(booth_message, "booth"));
  CHECK(mentions(booth_message, "5"));

  Numbers high = good;
  high[0][0] = 21;
  const std::string high_message = thrown_message<std::invalid_argument>([&] { make_sheet(high); });
  CHECK(mentions(high_message, "(0,0)"));
  CHECK(mentions(high_message, "21"));
  Numbers zero = good;
  zero[8][8] = 0;
  CHECK(mentions(thrown_message<std::invalid_argument>([&] { make_sheet(zero); }), "(8,8)"));

  // Swapping a vicinity 18 with an outer 9 breaks the vicinity's multiset.
  Numbers swapped = good;
  std::swap(swapped[3][3], swapped[0][0]);
  REQUIRE(swapped[3][3] == 9);
  const std::string swapped_message = thrown_message<std::invalid_argument>([&] { make_sheet(swapped); });
  CHECK(mentions(swapped_message, "vicinity"));
  CHECK(mentions(swapped_message, "9"));

  // One 9 becomes a 10 outside the vicinity: three 9s where P2 asks for four.
  Numbers outer = good;
  outer[0][0] = 10;
  const std::string outer_message = thrown_message<std::invalid_argument>([&] { make_sheet(outer); });
  CHECK(mentions(outer_message, "outside the vicinity"));
  CHECK(mentions(outer_message, "P2 says 4"));
}

// Found by fuzzing (tests/fuzz/fuzz_planner_sheets): ids and numbers were read with get<int>,
// which converts a float beyond int's range (1e10) with undefined behaviour, wraps 4294967305
// to 9 and truncates 9.5 to 9. They must be whole numbers that fit an int now.
TEST_CASE("planner P2: sheet ids and numbers must be whole numbers (fuzz bug)") {
  const auto error = [](const std::string& text) {
    std::istringstream in(text);
    return thrown_message<std::runtime_error>([&] { parse_sheets(in, "bad.json"); });
  };
  CHECK(error(R"({"sheets": [{"id": 1e10}]})") == "bad.json: a sheet id must be a whole number");
  CHECK(error(R"({"sheets": [{"id": 4294967297}]})") == "bad.json: a sheet id is out of range");
  std::string numbers = nlohmann::json(published_sheet(1).numbers()).dump();
  const auto sheet = [&](const std::string& first) {
    return R"({"sheets": [{"id": 1, "numbers": [[)" + first + numbers.substr(numbers.find(',', 2)) + "}]}";
  };
  CHECK(error(sheet("9")) == "bad.json: expected 100 sheets, found 1");  // the unchanged sheet
  CHECK(error(sheet("9.5")) == "bad.json: sheet 1 square (0,0) must be a whole number");
  CHECK(error(sheet("4294967305")) == "bad.json: sheet 1 square (0,0) is out of range");
  CHECK(error(sheet("-1e300")) == "bad.json: sheet 1 square (0,0) must be a whole number");
}

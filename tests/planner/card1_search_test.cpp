// Polyhedral Park Planner, card 1, A Long and Winding Road (docs/rules.md P9 item 1): points for the
// longest closed chain of path squares (branches ignored), counted in scoring regions only (P6),
// and the solo requirement, a chain of 5+ squares with one next to the booth. The fast search is
// checked against a brute force over every simple chain of random small path networks.
// Parks are drawn as in tests/planner/park_picture.h: '.' empty, 'T' tree, 'P' path, 'i' the booth.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/planner/board.h"
#include "engine/planner/cards.h"
#include "engine/planner/park.h"
#include "engine/planner/park_file.h"
#include "tests/cli/run_parks.h"
#include "tests/planner/park_picture.h"

using namespace parks;
using namespace parks::planner;
using namespace parks::planner::testing;

namespace {

const std::string kExample = std::string(PARKS_TEST_DATA) + "/planner/card1_example_park.txt";

// --- The brute force: every simple chain, its closure read off the ruling word for word. ---

bool next_to(int a, int b) { return std::abs(row_of(a) - row_of(b)) + std::abs(column_of(a) - column_of(b)) == 1; }

// An end is closed on the border, next to the booth, or next to a chain square other than its
// neighbour in the chain (a one-square chain has none).
bool end_closed(const std::vector<int>& chain, bool first) {
  const int end = first ? chain.front() : chain.back();
  const int r = row_of(end), c = column_of(end);
  if (r == 0 || r == kSide - 1 || c == 0 || c == kSide - 1 || next_to(end, kBoothSquare)) return true;
  const std::size_t neighbour = first ? 1 : chain.size() - 2;
  for (std::size_t i = 0; i < chain.size(); ++i)
    if (chain.size() > 1 && i != neighbour && chain[i] != end && next_to(chain[i], end)) return true;
  return false;
}

struct Brute {
  int longest_closed = 0;
  bool five_by_booth = false;
};

void every_chain(std::vector<int>& chain, Board used, Board paths, Brute& brute) {
  if (end_closed(chain, true) && end_closed(chain, false))
    brute.longest_closed = std::max(brute.longest_closed, static_cast<int>(chain.size()));
  if (chain.size() >= 5 && std::any_of(chain.begin(), chain.end(), [](int s) { return next_to(s, kBoothSquare); }))
    brute.five_by_booth = true;
  for (Board next = neighbours(bit(chain.back())) & paths & ~used; next;) {
    const int s = pop_square(next);
    chain.push_back(s);
    every_chain(chain, used | bit(s), paths, brute);
    chain.pop_back();
  }
}

Brute brute_force(Board paths) {
  Brute brute;
  for (int s = 0; s < kSquares; ++s) {
    if (!(paths & bit(s))) continue;
    std::vector<int> chain{s};
    every_chain(chain, bit(s), paths, brute);
  }
  return brute;
}

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner: P9-1 the card's printed example scores 12, in-process and through `parks score`") {
  std::ifstream in(kExample);
  REQUIRE(in);
  const ParkFile file = parse_park_file(in);
  CHECK(count(file.park.paths()) == 16);
  CHECK(card_points(1, file.park) == 12);
  CHECK(longest_closed_path(file.park.paths()) == 12);
  CHECK(requirement_met(1, file.park));  // (5,4) to (6,1): 5 squares, one next to the booth
  CHECK(brute_force(file.park.paths()).longest_closed == 12);

  const parks::testing::Run run = parks::testing::run_parks("score planner '" + kExample + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const auto j = nlohmann::json::parse(run.out);
  REQUIRE(j["extras"]["cards"].size() == 3u);
  CHECK(j["extras"]["cards"][0]["card"] == 1);
  CHECK(j["extras"]["cards"][0]["points"] == 12);
  CHECK(j["extras"]["cards"][0]["requirement_met"] == true);
  CHECK(j["total"] == 12);  // no trees, no water: cards 2 and 3 score 0; no penalty
  CHECK(j["extras"]["card1_search_capped"] == false);
}

TEST_CASE("planner: P9-1 `parks score` says when a dense network stopped the chain search at its limit") {
  const std::string dense = std::string(PARKS_TEST_DATA) + "/planner/dense_paths_park.txt";
  const parks::testing::Run json = parks::testing::run_parks("score planner '" + dense + "' --json");
  REQUIRE(json.status == 0);
  const auto j = nlohmann::json::parse(json.out);
  CHECK(j["extras"]["card1_search_capped"] == true);
  CHECK(j["extras"]["cards"][0]["points"] >= 40);  // the longest chain found in the budget
  const parks::testing::Run text = parks::testing::run_parks("score planner '" + dense + "'");
  CHECK(text.out.find("card 1: the chain search stopped at its limit") != std::string::npos);
}

TEST_CASE("planner: P9-1 a closed 4-square path with a 2-square stub scores 4") {
  // (0,4) on the border to (3,4) next to the booth; the stub (1,2)-(1,3) is a branch.
  const Park park = park_of({
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
  CHECK(card_points(1, park) == 4);
  // Chains into the stub end at (1,2), in the interior with nothing else next to it: open. The
  // chain (1,2) to (3,4) has 5 squares, one next to the booth, which is all the requirement asks.
  CHECK(requirement_met(1, park));
}

TEST_CASE("planner: P9-1 a loop is closed, and so is an end curling back onto its chain") {
  // A loop of 8 off the border and not next to the booth; (3,3) puts it in a scoring region.
  const Park loop = park_of({
      ". . . . . . . . .",
      ". P P P . . . . .",
      ". P . P . . . . .",
      ". P P P . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, loop) == 8);
  // An open tail on the loop is a branch: the loop still scores.
  const Park tail = park_of({
      ". . . . . . . . .",
      ". P P P P P . . .",
      ". P . P . . . . .",
      ". P P P . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, tail) == 8);
  // From the border at (0,2) round a 2x2 block: the end (2,2) is next to (1,2), a chain square
  // other than its neighbour (2,3). The tree at (3,3) joins it to the vicinity.
  const Park curl = park_of({
      ". . P . . . . . .",
      ". . P P . . . . .",
      ". . P P . . . . .",
      ". . . T . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(curl.isolated_regions() == 0);
  CHECK(card_points(1, curl) == 5);
}

TEST_CASE("planner: P9-1 an open chain scores 0") {
  // Both ends, (2,1) and (2,6), are in the interior, not next to the booth, with nothing to
  // curl back onto; the tree at (3,3) joins the chain to the vicinity.
  const Park park = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". P P P P P P . .",
      ". . . T . . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(park.isolated_regions() == 0);
  CHECK(card_points(1, park) == 0);
}

TEST_CASE("planner: P9-1 a chain ending on the border at both ends") {
  const Park closed = park_of({
      ". . P . . . P . .",
      ". . P P P P P . .",
      ". . . . T . . . .",
      ". . . . T . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, closed) == 7);
  // Lifting one end off the border opens every chain but the border square (0,2) alone: a chain
  // of one square, both of whose ends are on the border.
  const Park open = park_of({
      ". . P . . . . . .",
      ". . P P P P P . .",
      ". . . . T . P . .",
      ". . . . T . . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, open) == 1);
}

TEST_CASE("planner: P9-1 a chain ending next to the booth, orthogonally only") {
  // From (3,4) round to (4,5): both ends next to the booth.
  const Park both = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . P P P . .",
      ". . . . P . P . .",
      ". . . . i P P . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, both) == 7);
  // From the border at (0,4) to (2,5), then down to (3,5): in the vicinity but only diagonally
  // next to the booth, and no other chain square is next to it.
  const Park diagonal = park_of({
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P P . . .",
      ". . . . . P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(card_points(1, diagonal) == 1);       // only (0,4) alone, on the border
  CHECK_FALSE(requirement_met(1, diagonal));  // 5 squares, none next to the booth
}

TEST_CASE("planner: P9-1 only chains of scoring regions count (P6)") {
  // The bottom row is closed but isolated; the column above the booth scores.
  const Park park = park_of({
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
  CHECK(card_points(1, park) == 4);
  CHECK(card_points(1, park, kAll) == 9);
}

TEST_CASE("planner: P9-1 solo requirement: a chain of 5+ through a square next to the booth, open or closed") {
  // A T of 5 around (3,4): its longest chain, (3,3)-(3,4)-(2,4)-(1,4), has 4 squares.
  const Park t = park_of({
      ". . . . . . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . P P P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK_FALSE(requirement_met(1, t));
  CHECK(card_points(1, t) == 1);  // (3,4) alone, next to the booth
  // One more square makes (3,3) to (0,4) a chain of 5, open at (3,3) (only diagonal to the
  // booth): the requirement asks for no closure. The closed chain (3,4) to (0,4) scores 4.
  const Park five = park_of({
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . P P P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(requirement_met(1, five));
  CHECK(card_points(1, five) == 4);
  // An open chain of 5 whose middle square is next to the booth.
  const Park middle = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . P P . . . . .",
      ". . . P P P . . .",
      ". . . . i . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
  });
  CHECK(requirement_met(1, middle));
  CHECK(card_points(1, middle) == 1);  // (3,4) alone
  // A chain of 5 from (5,4) that turns along row 7.
  const Park far = park_of({
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . . . . . .",
      ". . . . i . . . .",
      ". . . . P . . . .",
      ". . . . P . . . .",
      ". . . . P P P P .",
      ". . . . . . . . .",
  });
  CHECK(requirement_met(1, far));
}

TEST_CASE("planner: P9-1 a park full of paths: one chain through all 80 squares") {
  Park park;
  for (int s = 0; s < kSquares; ++s)
    if (s != kBoothSquare) park.develop(Development::Path, s);
  ChainStats stats;
  CHECK(longest_closed_path(park.paths(), stats) == 80);
  CHECK_FALSE(stats.capped);
  CHECK(card_points(1, park) == 80);
  CHECK(requirement_met(1, park));
}

TEST_CASE("planner: P9-1 the search agrees with a brute force over every chain of random small networks") {
  Rng rng(2024);
  int scored = 0, met = 0;
  for (int trial = 0; trial < 400; ++trial) {
    // A random window of 4x4 to 5x6 squares anywhere on the park (border and booth included),
    // each square a path with probability 1/2 to 9/10.
    const int rows = 4 + static_cast<int>(rng.below(2)), cols = 4 + static_cast<int>(rng.below(3));
    const int top = static_cast<int>(rng.below(static_cast<std::uint32_t>(kSide - rows + 1)));
    const int left = static_cast<int>(rng.below(static_cast<std::uint32_t>(kSide - cols + 1)));
    const std::uint32_t percent = 50 + rng.below(41);
    Board paths = 0;
    for (int r = top; r < top + rows; ++r)
      for (int c = left; c < left + cols; ++c)
        if (square_of(r, c) != kBoothSquare && rng.below(100) < percent) paths |= bit(square_of(r, c));
    CAPTURE(trial);
    const Brute brute = brute_force(paths);
    ChainStats stats;
    CHECK(longest_closed_path(paths, stats) == brute.longest_closed);
    CHECK_FALSE(stats.capped);
    CHECK(longest_closed_path(paths) == brute.longest_closed);
    Park park;
    park.boards[static_cast<int>(Development::Path)] = paths;
    CHECK(requirement_met(1, park) == brute.five_by_booth);
    CHECK(card_points(1, park, kAll) == brute.longest_closed);
    scored += brute.longest_closed > 0;
    met += brute.five_by_booth;
  }
  // The sample covers both outcomes of each.
  CHECK(scored > 100);
  CHECK(scored < 400);
  CHECK(met > 20);
  CHECK(met < 380);
}

TEST_SUITE_END();

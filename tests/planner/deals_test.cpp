// Polyhedral Park Planner: deals of three cards (docs/rules.md P7), the score card and the solo
// win (P8).
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
// P7: deals.

TEST_CASE("planner P7: the card table's development types match P9") {
  // Read from P9 independently: what each card asks for. Center of Attention counts any
  // development, so it asks for no type in particular.
  const std::array<std::uint8_t, 13> uses = {0,
                                             kPath,
                                             kTree,
                                             kWater,
                                             kBench,
                                             kTree | kWater,
                                             kPath | kWater,
                                             kBench | kTree,
                                             kBench | kWater,
                                             0,
                                             kTree | kPath | kWater | kBench,
                                             kPath | kTree,
                                             kPath | kBench};
  const std::array<int, 13> targets = {0, 11, 12, 13, 14, 14, 15, 16, 18, 16, 14, 12, 20};
  for (int card = 1; card <= kCards; ++card) {
    CHECK_MESSAGE(kCardInfo[static_cast<std::size_t>(card)].uses == uses[static_cast<std::size_t>(card)],
                  "card " << card);
    CHECK_MESSAGE(kCardInfo[static_cast<std::size_t>(card)].target == targets[static_cast<std::size_t>(card)],
                  "card " << card);
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
  CHECK_NOTHROW(make_deal({3, 6, 8}));                           // water, path+water, bench+water: three types
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
        const unsigned uses = kCardInfo[static_cast<std::size_t>(a)].uses |
                              kCardInfo[static_cast<std::size_t>(b)].uses | kCardInfo[static_cast<std::size_t>(c)].uses;
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

TEST_SUITE_END();

// parks analyze for Polyhedral Park Planner (analysis/planner/): each experiment on a tiny
// budget gives well-formed tables and plots, the figures that must hold whatever the dice (P1,
// P7, P8), the same report for 1 and 2 threads, and branches that really share their streams.
#include <doctest/doctest.h>

#include <stdexcept>

#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "tests/analysis/report_checks.h"

namespace parks::planner::analysis_test {

using namespace parks::testing;

namespace {

double number(const Table& t, std::size_t row, const std::string& column) {
  return std::get<double>(t.rows[row][static_cast<std::size_t>(t.column(column))]);
}
Estimate estimate(const Table& t, std::size_t row, const std::string& column) {
  return std::get<Estimate>(t.rows[row][static_cast<std::size_t>(t.column(column))]);
}
std::string text(const Table& t, std::size_t row, const std::string& column) {
  return std::get<std::string>(t.rows[row][static_cast<std::size_t>(t.column(column))]);
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze planner: the 196 deals P7 keeps of the 220") {
  CHECK(valid_deals().size() == 196);
  CHECK(kAllDeals == 220);
  for (const Deal& deal : valid_deals()) CHECK(valid_deal(deal));
  CHECK_FALSE(std::count(valid_deals().begin(), valid_deals().end(), Deal{1, 2, 11}));  // path and tree only (P7)
  CHECK(ring_of(kBoothSquare) == 0);
  CHECK(ring_of(square_of(3, 5)) == 1);  // the vicinity (P1)
  CHECK(ring_of(square_of(0, 6)) == 4);  // the border
}

TEST_CASE("analyze planner: play_until stops where play_game passes and branches share their streams") {
  const auto start = game_state<SoloState>(3, 5, std::nullopt, 1);
  auto agents = agent_in_every_seat(make_agent<SoloState>("greedy"), 1);
  std::optional<SoloState> seen;
  const SoloState whole = play_game(start, agents, 3, 5, [&](const SoloState& s, Action) {
    if (!seen && round_start(s, 4)) seen = s;
  });
  const auto point = play_until(start, agents, 3, 5, [](const SoloState& s, Action) { return round_start(s, 4); });
  REQUIRE(point);
  REQUIRE(seen);
  CHECK(point->state == *seen);
  CHECK_FALSE(play_until(start, agents, 3, 5, [](const SoloState&, Action) { return false; }));
  // The same choice from the same point gives the same game; the game's own continuation is one of them.
  const SoloState a = play_branch(point->state, point->choice, agents, 3, 5, 0, 0);
  const SoloState b = play_branch(point->state, point->choice, agents, 3, 5, 0, 0);
  CHECK(a == b);
  CHECK(whole.is_terminal());
  CHECK(a.round() == kRounds);
}

TEST_CASE("analyze solo planner: tables per agent, every deal P7 keeps, extremes measured again") {
  const Report report = solo(tiny_options(1, {"greedy"}));
  check_well_formed(report);
  const Table& agents = table_named(report, "agents");
  REQUIRE(agents.rows.size() == 1);
  CHECK(number(agents, 0, "games") == 196);
  const Table& deals = table_named(report, "deals");
  CHECK(deals.files_only);
  REQUIRE(deals.rows.size() == 196);
  for (std::size_t r = 0; r < deals.rows.size(); ++r) {
    const std::string name = text(deals, r, "deal");
    Deal deal{};
    CHECK(std::sscanf(name.c_str(), "%d,%d,%d", &deal[0], &deal[1], &deal[2]) == 3);
    CHECK(valid_deal(deal));  // P7: no redealt deal has a row
    CHECK(number(deals, r, "target") == target(deal));
  }
  CHECK(table_named(report, "cards").rows.size() == kCards);
  const Table& extreme = table_named(report, "extreme_deals");
  REQUIRE(extreme.rows.size() == 6);
  for (std::size_t r = 0; r < 6; ++r) CHECK(number(extreme, r, "games") == 12);
  // Ranked by the screening: no hardest deal won more of its screening games than an easiest one.
  for (std::size_t hard = 0; hard < 3; ++hard)
    for (std::size_t easy = 3; easy < 6; ++easy)
      CHECK(number(extreme, hard, "screening_win_rate") <= number(extreme, easy, "screening_win_rate"));
  double shares = 0;
  const Table& histogram = table_named(report, "score_histogram");
  for (std::size_t r = 0; r < histogram.rows.size(); ++r) shares += number(histogram, r, "share");
  CHECK(shares == doctest::Approx(1.0));
}

TEST_CASE("analyze solo planner: an agent against itself differs by exactly nothing (common random numbers)") {
  const Report report = solo(tiny_options(1, {"greedy", "greedy"}));
  const Table& pairs = table_named(report, "agent_differences");
  REQUIRE(pairs.rows.size() == 1);
  CHECK(number(pairs, 0, "games") == 196);
  CHECK(estimate(pairs, 0, "score_difference").value == 0);
  CHECK(estimate(pairs, 0, "win_rate_difference").value == 0);
}

TEST_CASE("analyze bonuses planner: modification values and card difficulty (P4, P9)") {
  const Report report = bonuses(tiny_options(12, {"heuristic"}));
  check_well_formed(report);
  const Table& kinds = table_named(report, "modification_value");
  REQUIRE(kinds.rows.size() == 6);
  // Rows: takes it (adjust, reroll, any), then declines it (the same): "any" sums the kinds.
  double points = 0;
  for (std::size_t r : {2u, 5u}) points += number(kinds, r, "points");
  for (std::size_t r : {0u, 3u})
    CHECK(number(kinds, r, "points") + number(kinds, r + 1, "points") == number(kinds, r + 2, "points"));
  CHECK(points <= 12);
  CHECK(points >= 9);  // a solo game has 12 modifications (P4): few points find them all spent
  const Table& cards = table_named(report, "card_difficulty");
  double parks = 0;
  for (std::size_t r = 0; r < cards.rows.size(); ++r) parks += number(cards, r, "parks");
  CHECK(parks == 3 * 12);  // one game per point, three cards each
  CHECK(table_named(report, "modification_by_round").rows.size() == 2 * kRounds);
}

TEST_CASE("analyze bonuses planner: an agent that never modifies has no modification it takes") {
  const Report report = bonuses(tiny_options(10, {"greedy"}));
  const Table& kinds = table_named(report, "modification_value");
  CHECK(number(kinds, 2, "points") == 0);
  CHECK(number(kinds, 5, "points") == 10);
}

TEST_CASE("analyze placements planner: values by distance and number, heat map on the 9x9 sheet (P1)") {
  const Report report = placements(tiny_options(12, {"heuristic"}));
  check_well_formed(report);
  const Table& rings = table_named(report, "by_distance");
  REQUIRE(rings.rows.size() == 4);
  const Table& numbers = table_named(report, "by_number");
  REQUIRE(numbers.rows.size() == kMaxPrinted);
  double by_ring = 0, by_number = 0;
  for (std::size_t r = 0; r < rings.rows.size(); ++r) by_ring += number(rings, r, "alternatives");
  for (std::size_t r = 0; r < numbers.rows.size(); ++r) by_number += number(numbers, r, "alternatives");
  CHECK(by_ring == by_number);
  CHECK(by_ring <= 3 * 12);
  CHECK(by_ring > 0);
  const Table& heat = table_named(report, "heat_map");
  REQUIRE(heat.rows.size() == 5 * kSquares);
  for (std::size_t s = 0; s < kSquares; ++s) {
    double types = 0;
    for (int d = 1; d <= kDevelopments; ++d) types += number(heat, d * kSquares + s, "share");
    CHECK(number(heat, s, "share") == doctest::Approx(types));
    CHECK(number(heat, s, "share") <= 1.0);
  }
  CHECK(number(heat, kBoothSquare, "share") == 0);  // P1: the booth is never developed
}

TEST_CASE("analyze balance planner: seats of 2-4 players, endings, no variants") {
  const Report report = balance(tiny_options(10, {"greedy"}));
  check_well_formed(report);
  const Table& seats = table_named(report, "seats");
  REQUIRE(seats.rows.size() == 2 + 3 + 4);
  for (std::size_t first : {0u, 2u, 5u}) {
    const int players = static_cast<int>(number(seats, first, "players"));
    double wins = 0, edges = 0;
    for (int p = 0; p < players; ++p)
      wins += estimate(seats, first + p, "win_rate").value, edges += estimate(seats, first + p, "score_edge").value;
    CHECK(wins >= 1.0 - 1e-9);                           // someone wins every game; shared wins count for each
    CHECK(edges == doctest::Approx(0.0).epsilon(1e-9));  // edges over the other seats' mean sum to 0
  }
  const Table& endings = table_named(report, "endings");
  REQUIRE(endings.rows.size() == 3);
  for (std::size_t r = 0; r < 3; ++r) {
    double share = 0;
    for (const char* d : {"decided_by_score", "decided_by_penalty", "decided_by_lowest_card", "decided_by_shared"})
      share += estimate(endings, r, d).value;
    CHECK(share == doctest::Approx(1.0));
  }
  ExperimentOptions variant = tiny_options(1, {"greedy"});
  variant.variants = {"two_ibis.json"};
  CHECK_THROWS_AS(balance(variant), std::invalid_argument);
  CHECK_THROWS_AS(balance(tiny_options(1, {"greedy", "heuristic"})), std::invalid_argument);
  CHECK_THROWS_AS(placements(tiny_options(1, {})), std::invalid_argument);
}

TEST_CASE("analyze planner: the same report for 1 and 2 threads") {
  const std::vector<std::pair<const char*, Report (*)(const ExperimentOptions&)>> runs = {{"solo", solo},
                                                                                          {"bonuses", bonuses},
                                                                                          {"placements", placements},
                                                                                          {"balance", balance}};
  for (const auto& [name, run] : runs) {
    CAPTURE(name);
    const std::int64_t games = std::string(name) == "solo" ? 1 : 8;
    check_same_on_1_and_2_threads(run, tiny_options(games, {"greedy"}));
  }
}

TEST_SUITE_END();

}  // namespace parks::planner::analysis_test

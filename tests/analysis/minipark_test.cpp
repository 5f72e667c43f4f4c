// parks analyze bonuses/placements/balance minipark: counterfactual branches that share their
// tiles (the stack's order does not depend on the choices), tiny runs with well-formed reports
// (tables, estimates inside their intervals, plots on existing columns), the cyclist's sign in
// basic rules, a variant equal to the default tiles changing nothing, the same report on 1 and
// 2 threads, and bad input refused.
#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "analysis/minipark/decisions.h"
#include "analysis/minipark/experiments.h"
#include "tests/analysis/report_checks.h"

namespace parks::minipark::analysis_test {

using namespace parks::testing;

namespace {

const std::string& text(const parks::Cell& cell) { return std::get<std::string>(cell); }

MiniAgents heuristic_seats() { return agent_in_every_seat(make_agent<State>("heuristic"), kPlayers); }

// A decision of a heuristic game (seed 3, game 0) where the mover may place a character.
Decision character_decision(Rules rules) {
  const auto decisions = sample_decisions<1>(State::initial(default_tiles(), {kPlayers, rules, false}),
                                             heuristic_seats(), 3, 0, [](const State& s, Action) {
                                               ActionList<State> actions;
                                               s.legal_actions(actions);
                                               for (const Action a : actions)
                                                 if (a.kind() == ActionKind::Character) return 1u;
                                               return 0u;
                                             });
  REQUIRE(decisions[0].has_value());
  return *decisions[0];
}

// Unseen tile counts by how many tiles are still unseen, at every agent move of a branch.
std::map<int, std::vector<int>> stack_views(const Decision& decision, Action move) {
  State state = decision.state;
  state.apply(move);
  MiniAgents agents = heuristic_seats();
  std::map<int, std::vector<int>> views;
  play_game(state, agents, branch_seed(3, 0, kRolloutPoint), 0, [&](const State& s, Action) {
    std::vector<int> counts;
    for (int t = 0; t < default_tiles().types(); ++t) counts.push_back(s.unseen(t));
    views[s.unseen()] = counts;
  });
  return views;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze minipark: the same decision and move give the same game") {
  const Decision decision = character_decision(Rules::Advanced);
  const RankedMoves moves(decision.state);
  const Action move = *moves.best([](Action) { return true; });
  const State a = play_branch(decision.state, move, heuristic_seats(), 3, 0, kRolloutPoint, 0);
  const State b = play_branch(decision.state, move, heuristic_seats(), 3, 0, kRolloutPoint, 0);
  for (int p = 0; p < kPlayers; ++p) CHECK(a.score(p) == b.score(p));
  Branches branches(decision, heuristic_seats(), 3, 0);
  const Outcome first = branches.outcome(move), again = branches.outcome(move);
  CHECK(first.score == static_cast<int>(a.score(decision.state.current_player())));
  CHECK(again.score == first.score);
  CHECK(again.won == first.won);
}

TEST_CASE("analyze minipark: branches that take a character or a tile meet the same stack (chance_key)") {
  const Decision decision = character_decision(Rules::Basic);
  const RankedMoves moves(decision.state);
  const auto character = moves.best([](Action a) { return a.kind() == ActionKind::Character; });
  const auto tile = moves.best([](Action a) { return a.kind() == ActionKind::Place; });
  REQUIRE(character);
  REQUIRE(tile);
  const auto with_character = stack_views(decision, *character), with_tile = stack_views(decision, *tile);
  int common = 0;
  for (const auto& [unseen, counts] : with_character)
    if (const auto it = with_tile.find(unseen); it != with_tile.end()) {
      CHECK(counts == it->second);
      ++common;
    }
  CHECK(common > 10);
}

TEST_CASE("analyze bonuses minipark: a tiny run is well formed and the cyclist gains in basic rules") {
  const Report report = bonuses(tiny_options(10, {"heuristic"}));
  check_well_formed(report);
  const Table& characters = table_named(report, "characters");
  CHECK(characters.rows.size() <= 2 * kCharacters);
  CHECK_FALSE(characters.rows.empty());
  for (const auto& row : characters.rows) {
    CHECK((text(row[0]) == "basic" || text(row[0]) == "advanced"));
    CHECK(number(row[characters.column("decisions")]) >= kMinDecisions);
    CHECK(number(row[characters.column("decisions")]) <= 10);  // one decision per character and game
    const double took = number(row[characters.column("agent_took")]);
    CHECK((took >= 0 && took <= 1));
    const Estimate win = std::get<Estimate>(row[characters.column("win_diff")]);
    CHECK((win.ci.low >= -1 && win.ci.high <= 1));
    // Basic rules: the cyclist scores 1 per tile on its roads (M5), the most of any character.
    if (text(row[0]) == "basic" && text(row[1]) == "cyclist")
      CHECK(std::get<Estimate>(row[characters.column("score_diff")]).ci.low > 0);
  }
  for (const char* name : {"by_round_basic", "by_round_advanced"}) {
    const Table& by_round = table_named(report, name);
    CHECK(by_round.files_only);
    for (const auto& row : by_round.rows) CHECK(number(row[by_round.column("round_taken")]) >= 1);
  }
}

TEST_CASE("analyze placements minipark: a tiny run is well formed (M3: 1 point per side touched)") {
  const Report report = placements(tiny_options(10, {"heuristic"}));
  check_well_formed(report);
  const Table& sides = table_named(report, "by_sides");
  CHECK_FALSE(sides.rows.empty());
  for (const auto& row : sides.rows) {
    const double k = number(row[sides.column("sides")]);
    CHECK((k >= 2 && k <= 4));
    CHECK(number(row[sides.column("points_now")]) == k - 1);
    CHECK(number(row[sides.column("decisions")]) <= 10);
  }
  const Table& grid = table_named(report, "by_sides_and_roads");
  CHECK(grid.files_only);
  double shares = 0;
  for (const auto& row : grid.rows) {
    const double k = number(row[grid.column("sides")]), m = number(row[grid.column("roads")]);
    CHECK((k >= 1 && k <= 4 && m >= 0 && m <= k));
    shares += number(row[grid.column("agent_share")]);
  }
  CHECK(shares <= 2 + 1e-9);  // each rules' shares sum to at most 1
}

TEST_CASE("analyze balance minipark: seats, length and the shipped variant") {
  const Report report = balance(tiny_options(6, {"heuristic"}));
  check_well_formed(report);
  const Table& seats = table_named(report, "seats");
  CHECK(seats.rows.size() == 2 * (2 + 3 + 4 + 5));
  std::map<std::string, double> win_sum;
  for (const auto& row : seats.rows) win_sum[text(row[0])] += number(row[seats.column("win_rate")]);
  // Every game has a winner and a tied win is shared, so each setup's seats add up to 1.
  for (const auto& [setup, sum] : win_sum) CHECK(sum == doctest::Approx(1.0).epsilon(1e-9));
  std::map<std::string, double> edge_sum;  // each setup's score edges sum to 0
  for (const auto& row : seats.rows) edge_sum[text(row[0])] += number(row[seats.column("score_edge")]);
  CHECK(edge_sum.size() == 8);
  for (const auto& [setup, sum] : edge_sum) CHECK(sum == doctest::Approx(0.0).epsilon(1e-9));
  const Table& length = table_named(report, "length");
  for (const auto& row : length.rows) CHECK(number(row[length.column("tiles_placed")]) <= default_tiles().base_tiles());
  const Table& variants = table_named(report, "variants");
  CHECK(variants.rows.size() == 8);
  CHECK(text(variants.rows[0][0]) == "no-dead-ends");
}

TEST_CASE("analyze balance minipark: the default tiles as a variant change nothing (same seeds)") {
  ExperimentOptions options = tiny_options(4, {"heuristic"});
  options.variants = {default_tiles_path().string()};
  const Report report = balance(options);
  const Table& variants = table_named(report, "variants");
  REQUIRE(variants.rows.size() == 8);
  const Table& seats = table_named(report, "seats");
  std::size_t first_seat = 0;  // the seats table's row of the setup's first seat
  for (std::size_t r = 0; r < variants.rows.size(); ++r) {
    for (const char* change : {"winning_score_change", "first_seat_edge_change", "turns_change"}) {
      const Estimate e = std::get<Estimate>(variants.rows[r][variants.column(change)]);
      CHECK(e.value == 0);
      CHECK(e.ci.high == 0);
    }
    CHECK(number(variants.rows[r][variants.column("first_seat_edge")]) ==
          number(seats.rows[first_seat][seats.column("score_edge")]));
    first_seat += static_cast<std::size_t>(number(seats.rows[first_seat][seats.column("players")]));
  }
}

TEST_CASE("analyze minipark: the same reports on 1 and 2 threads") {
  check_same_on_1_and_2_threads(bonuses, tiny_options(3, {"heuristic"}));
  check_same_on_1_and_2_threads(placements, tiny_options(4, {"heuristic"}));
  check_same_on_1_and_2_threads(balance, tiny_options(2, {"heuristic"}));
}

TEST_CASE("analyze minipark: bad input is refused with a one-line error") {
  const ExperimentOptions two = tiny_options(2, {"heuristic", "greedy"});
  CHECK_THROWS_AS(bonuses(two), std::invalid_argument);
  CHECK_THROWS_AS(placements(two), std::invalid_argument);
  CHECK_THROWS_AS(balance(two), std::invalid_argument);
  ExperimentOptions missing = tiny_options(2, {"heuristic"});
  missing.variants = {"/nonexistent/minipark-variant.json"};
  CHECK_THROWS_AS(balance(missing), std::runtime_error);
  ExperimentOptions not_tiles = tiny_options(2, {"heuristic"});
  not_tiles.variants = {std::string(PARKS_DATA_DIR) + "/minipark/variants"};  // a directory
  CHECK_THROWS_AS(balance(not_tiles), std::runtime_error);
}

TEST_SUITE_END();

}  // namespace parks::minipark::analysis_test

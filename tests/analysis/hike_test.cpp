// parks analyze for Parks: Roll & Hike: solo, bonuses and balance on tiny budgets give
// well-formed reports (tables, estimates inside their intervals, plots on existing columns),
// the same report on 1 and 2 threads, and the checks a real bug would fail: a solo win is a
// score at the park's target (H7), counterfactual branches meet the same dice, a variant that
// leaves a game unchanged gives a paired difference of exactly zero, and bad input is refused.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "analysis/counterfactual.h"
#include "analysis/hike/experiments.h"
#include "analysis/hike/rules_variant.h"
#include "tests/analysis/report_checks.h"

namespace parks::hike::analysis_test {

using namespace parks::testing;

namespace {

std::filesystem::path temp_file(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("parks_hike_" + std::to_string(getpid()) + "_" + name);
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze solo hike: a row per park and agent, and a win is the park's target (H7)") {
  const Report report = solo(tiny_options(12, {"greedy", "heuristic"}));
  check_well_formed(report);
  const Table& parks = table_named(report, "parks");
  CHECK(parks.rows.size() == 2 * kParks);
  const Table& histogram = table_named(report, "score_histogram_heuristic");
  CHECK(histogram.files_only);
  // The histogram's share of scores at or above the target is the win rate.
  for (const auto& row : parks.rows) {
    if (std::get<std::string>(row[parks.column("agent")]) != "heuristic") continue;
    const std::string park = std::get<std::string>(row[parks.column("park")]);
    double at_target = 0, total = 0;
    for (const auto& bar : histogram.rows)
      if (std::get<std::string>(bar[0]) == park) {
        total += number(bar[2]);
        if (number(bar[1]) >= number(row[parks.column("target")])) at_target += number(bar[2]);
      }
    CHECK(total == doctest::Approx(1.0));
    CHECK(at_target == doctest::Approx(number(row[parks.column("win_rate")])));
  }
  CHECK(table_named(report, "categories_greedy").rows.size() == kParks * kCategories);
}

TEST_CASE("analyze solo hike: the same report on 1 and 2 threads") {
  check_same_on_1_and_2_threads(solo, tiny_options(6, {"heuristic"}));
}

TEST_CASE("analyze bonuses hike: the choices' values are well formed and need one agent") {
  const Report report = bonuses(tiny_options(12, {"heuristic"}));
  check_well_formed(report);
  for (const char* name : {"lead_die", "wildlife_rows", "binoculars_rows", "journal_bonuses", "park_journal_bonus",
                           "park_night_bonus", "journal_bonuses_by_park"}) {
    const Table& table = table_named(report, name);
    for (const auto& row : table.rows) {
      CHECK(number(row[table.column("points")]) >= 1);  // a choice never valued has no row
      const double win = number(row[table.column("win_difference")]);
      CHECK(win >= -1.0);
      CHECK(win <= 1.0);
    }
  }
  // The Lead Hiker die costs the hiking dice left: solo 4 or 2 (the neutral hiker takes one per pick, H7).
  for (const auto& row : table_named(report, "lead_die").rows) {
    const double cost = number(row[0]);
    CHECK((cost == 4 || cost == 2));
  }
  CHECK(table_named(report, "lead_die").rows.size() >= 1);
  CHECK_THROWS_AS(bonuses(tiny_options(2, {"greedy", "heuristic"})), std::invalid_argument);
}

TEST_CASE("analyze bonuses hike: the same report on 1 and 2 threads") {
  check_same_on_1_and_2_threads(bonuses, tiny_options(8, {"heuristic"}));
}

TEST_CASE("hike counterfactual branches meet the same dice whatever the choice") {
  // Play into the first day until the Lead Hiker die is on offer beside a hiking die.
  State state = State::initial(default_components(), {1, Park::Yosemite});
  Rng chance(9), agent_rng(10);
  HeuristicAgent<State> agent;
  ActionList<State> actions;
  for (;;) {
    if (state.current_player() == kChancePlayer) {
      state.apply(sample_chance(state, chance));
      continue;
    }
    state.legal_actions(actions);
    if (state.phase() == Phase::Day && state.pending().empty() && actions.size() >= 2 &&
        actions[actions.size() - 1].kind == ActionKind::TakeLead)
      break;
    state.apply(agent.choose(state, agent_rng));
  }
  auto agents = agent_in_every_seat(make_agent<State>("heuristic"), 1);
  // The pool of each day's first roll, by (round, site).
  const auto pools = [&](Action choice) {
    std::map<std::pair<int, int>, std::array<int, kHikingDice + 1>> seen;
    State s = state;
    s.apply(choice);
    auto copy = agents;
    play_game(s, copy, branch_seed(3, 1, 0), 0, [&](const State& at, Action) {
      if (at.phase() != Phase::Day || at.hiking_dice_left() != kHikingDice) return;
      std::array<int, kHikingDice + 1> faces{};
      for (int d = 0; d < kHikingDice; ++d) faces[d] = at.pool_face(d);
      faces[kHikingDice] = at.lead_face();
      seen.emplace(std::pair{at.round(), at.site()}, faces);
    });
    return seen;
  };
  const auto lead = pools(actions[actions.size() - 1]), die = pools(actions[0]);
  CHECK(lead.size() >= 8);
  CHECK(lead == die);
  const State a = play_branch(state, actions[0], agents, 3, 1, 0, 0),
              b = play_branch(state, actions[0], agents, 3, 1, 0, 0);
  CHECK(a.score(0) == b.score(0));
  CHECK(a.logbook(0).water == b.logbook(0).water);
}

TEST_CASE("analyze balance hike: seats start with the book's Sun, and an unchanged game differs by exactly 0") {
  const Report report = balance(tiny_options(8, {"heuristic"}));
  check_well_formed(report);
  const Table& seats = table_named(report, "seats");
  CHECK(seats.rows.size() == 1 + 2 + 3 + 4);
  // The seats' score edges over the other seats' mean sum to 0 at each player count.
  std::map<double, double> edge_sum;
  for (const auto& row : seats.rows)
    if (number(row[seats.column("players")]) > 1)
      edge_sum[number(row[seats.column("players")])] += number(row[seats.column("score_edge")]);
  CHECK(edge_sum.size() == 3);
  for (const auto& [players, sum] : edge_sum) CHECK(sum == doctest::Approx(0.0).epsilon(1e-9));
  // The book's compensation: 1 Sun, the second player 1 more, the third and fourth 2 more.
  const Table& play = table_named(report, "seat_play");
  CHECK(play.rows.size() == 1 + 2 + 3 + 4);
  const std::array<double, 4> book = {1, 2, 3, 3};
  for (const auto& row : play.rows) {
    const int seat = static_cast<int>(number(row[play.column("seat")]));
    CHECK(number(row[play.column("start_suns")]) == book[seat - 1]);
  }
  // The shipped variants: no compensation starts everyone on 1 Sun and leaves solo alone; a
  // solo target changes no game, only the solo win. A seat left exactly as it was has no row.
  const Table& variants = table_named(report, "variants");
  int target_rows = 0;
  for (const auto& row : variants.rows) {
    const std::string variant = std::get<std::string>(row[variants.column("variant")]);
    const std::string game = std::get<std::string>(row[variants.column("game")]);
    if (variant == "no-sun-compensation") {
      CHECK(number(row[variants.column("start_suns")]) == 1);
      CHECK(game != "solo");
    } else {
      REQUIRE(variant == "solo-target-plus-5");
      ++target_rows;
      CHECK(game == "solo");
      const auto& score_difference = std::get<Estimate>(row[variants.column("score_difference")]);
      CHECK(score_difference.ci.low == 0);
      CHECK(score_difference.ci.high == 0);
      CHECK(number(row[variants.column("win_difference")]) < 0);
    }
  }
  CHECK(target_rows == 1);
  CHECK(variants.rows.size() >= 7);
}

TEST_CASE("analyze balance hike: the same report on 1 and 2 threads") {
  check_same_on_1_and_2_threads(balance, tiny_options(4, {"heuristic"}));
}

TEST_CASE("analyze balance hike: a bad variant file or agent list is one line naming the problem") {
  auto options = tiny_options(1, {"heuristic"});
  const auto check_refused = [&](const std::string& text, const std::string& expected) {
    options.variants = {temp_file("variant.json", text).string()};
    try {
      balance(options);
      FAIL("accepted " << text);
    } catch (const std::runtime_error& e) {
      const std::string message = e.what();
      CHECK_MESSAGE(message.find(expected) != std::string::npos, message);
      CHECK(message.find("variant.json") != std::string::npos);
      CHECK(message.find('\n') == std::string::npos);
    }
    std::filesystem::remove(options.variants[0]);
  };
  check_refused("{\"sun_track\": {\"start\": [1, 2, 3]}}", "'start' must be a list of 4 entries");
  check_refused("{\"sun_track\": {\"start\": [1, 2, -3, 3]}}", "seat 3: 'sun' must be 0-15");
  check_refused("{\"sun_track\": {\"start\": [1, 1, 1, 1], \"extra\": 1}}", "unknown key 'extra'");
  check_refused("[1, 2]", "a patch must be an object");
  check_refused("{\"hiking_dice\": 3}", "hiking_dice");
  check_refused("not json", "not valid JSON");
  options.variants = {"/nonexistent/variant.json"};
  CHECK_THROWS_AS(balance(options), std::runtime_error);
  options.variants.clear();
  options.agents = {"greedy", "heuristic"};
  CHECK_THROWS_AS(balance(options), std::invalid_argument);
}

TEST_CASE("hike variant patch: the seats start with the file's Sun, the rest as in the default components") {
  const auto path = temp_file("suns.json", "{\"about\": \"x\", \"sun_track\": {\"start\": [0, 4, 5, 6]}}");
  const RulesVariant variant = load_rules_variant(path);
  std::filesystem::remove(path);
  const State state = variant.initial(4, Park::Glacier);
  for (int p = 0; p < 4; ++p) CHECK(state.logbook(p).suns() == std::array{0, 4, 5, 6}[p]);
  CHECK(baseline_rules().initial(3, Park::Glacier).logbook(2).suns() == 3);
  CHECK(variant.components->sun_track == default_components().sun_track);
  CHECK(variant.components->solo_target == default_components().solo_target);
}

TEST_SUITE_END();

}  // namespace parks::hike::analysis_test

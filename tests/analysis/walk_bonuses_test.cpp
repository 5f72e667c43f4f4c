// parks analyze bonuses walk: the held-out comparison against hand-computed outcomes, branches
// that really share their streams, a tiny run's well-formed report (tables, estimates inside
// their intervals, plots on existing columns, every bonus offered at the first pick), the
// conversion penalty's sign (W11), the same report on 1 and 2 threads, and bad input refused.
#include <doctest/doctest.h>

#include <vector>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/choice_value.h"
#include "analysis/walk/experiments.h"
#include "engine/walk/components.h"
#include "tests/analysis/report_checks.h"
#include "tests/walk/roll_logger.h"

namespace parks::walk::bonuses_test {

using namespace parks::testing;

namespace {

const Config kLevel1{default_components().default_layout.mask(), default_components().die, 1, 1};

// The first pick of a heuristic game: a state where every bonus is open (W8).
SoloState first_pick_state() {
  auto agents = agent_in_every_seat(make_agent<SoloState>("heuristic"), 1);
  SoloState found;
  bool seen = false;
  play_game(SoloState::initial(kLevel1), agents, 3, 0, [&](const SoloState& state, Action) {
    if (state.phase() == Phase::Pick && !seen) found = state, seen = true;
  });
  REQUIRE(seen);
  return found;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze bonuses walk: the best alternative is chosen on the other replicates") {
  // Three choices, two replicates: c0 = {10, 20}, c1 = {15, 15}, c2 = {0, 30}. Against c0 the
  // best of {c1, c2} chosen on replicate 1 alone is c2 (30 > 15), scored on replicate 0: 0; on
  // replicate 0 alone it is c1 (15 > 0), scored on replicate 1: 15. So c0 gets 30 against 15.
  ReplicateOutcomes<3, 2> outcomes;
  const int scores[3][2] = {{10, 20}, {15, 15}, {0, 30}};
  const bool wins[3][2] = {{false, true}, {false, false}, {false, true}};
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 2; ++r) outcomes.record(c, r, scores[c][r], wins[c][r]);
  ChoiceValue cell;
  outcomes.compare(0b001, 0b110, cell);
  CHECK(cell.score.a.sum == 30);
  CHECK(cell.score.b.sum == 15);
  CHECK(cell.score.difference.sum == 15);
  // Wins: against replicate 0, c2 (1 win) beats c1 (0) on replicate 1 and has no win on 0;
  // against replicate 1, c1 and c2 both have 0 wins on replicate 0, so points decide: c1, no win.
  CHECK(cell.win.a.sum == 1);
  CHECK(cell.win.b.sum == 0);
  // A set of one is that choice on every replicate.
  ChoiceValue single;
  outcomes.compare(0b010, 0b001, single);
  CHECK(single.score.difference.sum == 30 - 30);
  CHECK(outcomes.best_held_out(0b111, Metric::Score, 0) == 2);  // replicate 1: 20, 15, 30
}

TEST_CASE("analyze bonuses walk: the same game, point, replicate and pick give the same final state") {
  const SoloState pick = first_pick_state();
  auto agents = agent_in_every_seat(make_agent<SoloState>("heuristic"), 1);
  const Action plus2 = Action::pick(Bonus::Plus2);
  const SoloState a = play_branch(pick, plus2, agents, 11, 4, 0, 2);
  const SoloState b = play_branch(pick, plus2, agents, 11, 4, 0, 2);
  CHECK(a == b);
  CHECK(a.is_terminal());
  bool differs = false;  // another replicate has its own rolls
  for (std::uint64_t r = 3; r < 8 && !differs; ++r) differs = !(play_branch(pick, plus2, agents, 11, 4, 0, r) == a);
  CHECK(differs);
}

TEST_CASE("analyze bonuses walk: different picks from one state meet the same rolls") {
  const SoloState pick = first_pick_state();
  RollLog with_ibis, with_curve;
  const std::array<RollLogger, 1> ibis_agents{{{&with_ibis, {}}}}, curve_agents{{{&with_curve, {}}}};
  play_branch(pick, Action::pick(Bonus::PerIbis), ibis_agents, 11, 4, 0, 1);
  play_branch(pick, Action::pick(Bonus::ExtraCurve), curve_agents, 11, 4, 0, 1);
  const std::size_t common = std::min(with_ibis.size(), with_curve.size());
  REQUIRE(common >= 3);
  CHECK(std::equal(with_ibis.begin(), with_ibis.begin() + common, with_curve.begin()));
}

TEST_CASE("analyze bonuses walk: a tiny run gives well-formed tables") {
  const Report report = bonuses(tiny_options(12, {"heuristic"}));
  check_well_formed(report);
  REQUIRE(report.sections.size() == 2);
  const Table& values = table_named(report, "bonus_values");
  CHECK(values.rows.size() == kBonuses);  // each is open at the first pick
  // Pick k offers the 11 - k bonuses not ticked yet, and pick 1 offers all ten.
  const Table& by_pick = table_named(report, "bonus_by_pick");
  std::array<std::int64_t, kMaxBonuses + 1> offered{};
  std::vector<double> first_pick_points;
  for (const auto& row : by_pick.rows) {
    const int pick = static_cast<int>(number(row[by_pick.column("pick")]));
    REQUIRE(pick >= 1);
    REQUIRE(pick <= kMaxBonuses);
    offered[pick] += static_cast<std::int64_t>(number(row[by_pick.column("points")]));
    if (pick == 1) first_pick_points.push_back(number(row[by_pick.column("points")]));
  }
  for (int k = 1; k <= kMaxBonuses; ++k) CHECK(offered[k] % (kBonuses + 1 - k) == 0);
  REQUIRE(first_pick_points.size() == kBonuses);
  CHECK(std::all_of(first_pick_points.begin(), first_pick_points.end(),
                    [&](double p) { return p == first_pick_points.front(); }));
  // A bonus never offered in a phase has no row there.
  for (const auto& row : table_named(report, "bonus_by_phase").rows) CHECK(number(row[2]) > 0);
}

TEST_CASE("analyze bonuses walk: a conversion at a random end of turn costs points (W11)") {
  // The -3 penalty is rarely repaid: the best conversion is worse than ending the turn.
  const Report report = bonuses(tiny_options(12, {"heuristic"}));
  const Table& conversions = table_named(report, "conversions");
  REQUIRE_FALSE(conversions.rows.empty());
  const auto& all = conversions.rows.front();
  CHECK(std::get<std::string>(all[conversions.column("phase")]) == "all");
  const auto gain = std::get<Estimate>(all[conversions.column("score_gain")]);
  CHECK(gain.ci.high < 0);
  CHECK(gain.value > -kConversionPenalty - 1);
}

TEST_CASE("analyze bonuses walk: the same report on 1 and 2 threads") {
  check_same_on_1_and_2_threads(bonuses, tiny_options(10, {"heuristic"}));
}

TEST_CASE("analyze bonuses walk: more or fewer than one agent is refused") {
  const ExperimentOptions options = tiny_options(2, {"heuristic", "greedy"});
  CHECK_THROWS_AS(bonuses(options), std::invalid_argument);
}

TEST_SUITE_END();

}  // namespace parks::walk::bonuses_test

// parks analyze placements walk: opening branches that really share their streams, a tiny run's
// well-formed report (every square and rotation of every first roll, W1/W4; heat maps whose
// shares add up; plots on existing columns), the same report on 1 and 2 threads, and bad input
// refused.
#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/walk/experiments.h"
#include "analysis/walk/placement_openings.h"
#include "tests/analysis/report_checks.h"
#include "tests/walk/roll_logger.h"

namespace parks::walk::placements_test {

using namespace parks::testing;

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze placements walk: the same replicate and opening give the same final state") {
  const SoloState opening = opening_state(deal_config(LayoutKind::Random, 5, 2), Piece::Curve);
  auto agents = agent_in_every_seat(make_agent<SoloState>("heuristic"), 1);
  const Action curve = Action::place(square(1, 2), side(East) | side(South));
  const SoloState a = play_opening(opening, curve, agents, 5, 2);
  CHECK(a == play_opening(opening, curve, agents, 5, 2));
  CHECK(a.is_terminal());
  bool differs = false;  // another replicate has its own rolls
  for (std::uint64_t r = 3; r < 8 && !differs; ++r) differs = !(play_opening(opening, curve, agents, 5, r) == a);
  CHECK(differs);
}

TEST_CASE("analyze placements walk: different openings meet the same later rolls") {
  const Config config = deal_config(LayoutKind::Default, 5, 2);
  RollLog after_curve, after_ibis;
  const std::array<RollLogger, 1> curve_agents{{{&after_curve, {}}}}, ibis_agents{{{&after_ibis, {}}}};
  play_opening(opening_state(config, Piece::Curve), Action::place(square(1, 2), side(East) | side(South)), curve_agents,
               5, 2);
  play_opening(opening_state(config, Piece::Ibis), Action::place(square(4, 4), 0), ibis_agents, 5, 2);
  const std::size_t common = std::min(after_curve.size(), after_ibis.size());
  REQUIRE(common >= 3);
  CHECK(std::equal(after_curve.begin(), after_curve.begin() + common, after_ibis.begin()));
}

TEST_CASE("analyze placements walk: the random layouts are those of simulate --layout random (W3)") {
  Rng rng = Rng::stream(5, 2, Stream::Layout);
  CHECK(deal_config(LayoutKind::Random, 5, 2).landmarks == random_layout(rng).mask());
  CHECK(deal_config(LayoutKind::Default, 5, 2).landmarks == default_components().default_layout.mask());
}

TEST_CASE("analyze placements walk: a tiny run gives every square and rotation of every roll (W1, W4)") {
  const Report report = placements(tiny_options(2, {"heuristic"}));
  check_well_formed(report);
  REQUIRE(report.sections.size() == 2);
  CHECK(report.findings.size() == 8);
  for (const std::string layout : {"default", "random"}) {
    CAPTURE(layout);
    CHECK(table_named(report, "openings_" + layout).rows.size() == 4);
    // 24 squares (the centre is filled, W1) times 4 curve, 2 straight, 4 T and 1 ibis rotations.
    const Table& values = table_named(report, "opening_values_" + layout);
    CHECK(values.rows.size() == 24 * (4 + 2 + 4 + 1));
    for (const auto& row : values.rows)
      CHECK_FALSE((number(row[values.column("row")]) == 2 && number(row[values.column("col")]) == 2));
    CHECK(table_named(report, "opening_squares_" + layout).rows.size() == 4 * 24);
    // The heat map's shares of each roll add up to one; each game draws at most 18 rolls (W12).
    const Table& drawn = table_named(report, "drawings_" + layout);
    CHECK(drawn.rows.size() == 4 * 24);
    std::map<std::string, double> shares;
    double drawings = 0;
    for (const auto& row : drawn.rows) {
      shares[std::get<std::string>(row[0])] += number(row[drawn.column("share")]);
      drawings += number(row[drawn.column("count")]);
    }
    for (const auto& [roll, share] : shares) CHECK(share == doctest::Approx(1.0));
    CHECK(drawings > 0);
    CHECK(drawings <= 2 * 8 * 18);
  }
}

TEST_CASE("analyze placements walk: the same report on 1 and 2 threads") {
  check_same_on_1_and_2_threads(placements, tiny_options(3, {"heuristic"}));
}

TEST_CASE("analyze placements walk: bad budgets and agent lists are refused") {
  CHECK_THROWS_AS(placements(tiny_options(1, {"heuristic"})), std::invalid_argument);
  const ExperimentOptions options = tiny_options(2, {"heuristic", "random"});
  CHECK_THROWS_AS(placements(options), std::invalid_argument);
}

TEST_SUITE_END();

}  // namespace parks::walk::placements_test

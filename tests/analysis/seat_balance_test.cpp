// The seat-balance measure every balance study reports: a seat's edge over the other seats' mean,
// paired by deal, against a hand computation; edges that sum to zero; solo without edges; the
// shared table and finding.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "analysis/seat_balance.h"

using namespace parks;

namespace {

// What SeatEdges reads from a final state.
struct Deal {
  std::vector<int> scores;
  int winner;
  double score(int p) const { return scores[p]; }
  bool is_winner(int p) const { return p == winner; }
};

SeatEdges three_seats() {
  SeatEdges edges(3);
  edges.add(Deal{{10, 7, 4}, 0});
  edges.add(Deal{{6, 9, 3}, 1});
  return edges;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("seat balance: the edges match a hand computation and sum to zero") {
  const SeatEdges edges = three_seats();
  // Deal edges: seat 1: 10 - (7+4)/2 = 4.5 and 6 - (9+3)/2 = 0; seat 2: 0 and 4.5; seat 3: -4.5
  // and -4.5. Equally: seat means 8, 8, 3.5, and 8 - (8 + 3.5)/2 = 2.25.
  CHECK(edges.score_edge(0).value == doctest::Approx(2.25));
  CHECK(edges.score_edge(1).value == doctest::Approx(2.25));
  CHECK(edges.score_edge(2).value == doctest::Approx(-4.5));
  CHECK(edges.score_edge(0).value + edges.score_edge(1).value + edges.score_edge(2).value == doctest::Approx(0.0));
  // The interval is over the deal edges {4.5, 0}: sd 4.5 / sqrt(2), so half-width t * 4.5 / 2 with
  // Student's t for one degree of freedom.
  const double half = 12.70620473617 * 4.5 / 2;
  CHECK(edges.score_edge(0).ci.low == doctest::Approx(2.25 - half));
  CHECK(edges.score_edge(0).ci.high == doctest::Approx(2.25 + half));
  // Seat 3's deal edges are equal: no spread, the interval is the point.
  CHECK(edges.score_edge(2).ci.low == doctest::Approx(-4.5));
  CHECK(edges.score_edge(2).ci.high == doctest::Approx(-4.5));
  // Wins: seat 1 won deal 1 (1 - 0) and lost deal 2 (0 - 1/2): 0.25; seat 3: -0.5 twice.
  CHECK(edges.win_edge(0).value == doctest::Approx(0.25));
  CHECK(edges.win_edge(1).value == doctest::Approx(0.25));
  CHECK(edges.win_edge(2).value == doctest::Approx(-0.5));
  CHECK(edges.win_rate(0).value == doctest::Approx(0.5));
  CHECK(edges.score(2).value == doctest::Approx(3.5));
}

TEST_CASE("seat balance: many random-looking deals still give edges summing to zero") {
  SeatEdges edges(5);
  for (int g = 0; g < 200; ++g) {
    std::vector<int> scores;
    for (int p = 0; p < 5; ++p) scores.push_back((g * 37 + p * 11 + g * p * 5) % 41 - 7);
    edges.add(Deal{scores, g % 5});
  }
  double score_sum = 0, win_sum = 0;
  for (int p = 0; p < 5; ++p) score_sum += edges.score_edge(p).value, win_sum += edges.win_edge(p).value;
  CHECK(score_sum == doctest::Approx(0.0).epsilon(1e-12));
  CHECK(win_sum == doctest::Approx(0.0).epsilon(1e-12));
}

TEST_CASE("seat balance: solo has no edge, and the report's rows, finding and plots") {
  SeatEdges solo(1);
  solo.add(Deal{{20}, 0});
  CHECK(std::isnan(solo.score_edge(0).value));
  SeatBalanceReport report;
  report.add(SeatBalanceReport::setup_label(1), solo);
  report.add(SeatBalanceReport::setup_label(3, "basic rules"), three_seats());
  const Table& table = report.table();
  REQUIRE(table.rows.size() == 4);
  CHECK(std::get<std::string>(table.rows[0][table.column("setup")]) == "1 player");
  CHECK(std::isnan(std::get<double>(table.rows[0][table.column("score_edge")])));
  CHECK(std::get<std::string>(table.rows[1][table.column("setup")]) == "3 players, basic rules");
  CHECK(std::get<Estimate>(table.rows[3][table.column("score_edge")]).value == doctest::Approx(-4.5));
  const std::string finding = report.finding();
  CHECK(finding.find("seat 3 with 3 players, basic rules") != std::string::npos);
  CHECK(finding.find("of 3 seats' score-edge intervals exclude 0") != std::string::npos);
  for (const Plot& plot : SeatBalanceReport::plots()) {
    CHECK(plot.table == table.name);
    CHECK_NOTHROW(table.column(plot.y));
  }
  CHECK(SeatBalanceReport{}.finding().empty());
}

TEST_SUITE_END();

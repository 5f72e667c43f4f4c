// Tournaments: Bradley-Terry ratings against hand-computed values, the summary's paired
// bookkeeping, the agent-list splitter, and `parks tournament` / `parks advise` through the binary.
#include <doctest/doctest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "analysis/tournament.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

TEST_SUITE_BEGIN("analysis");

TEST_CASE("Bradley-Terry: two agents give the log-odds of their record") {
  // A beat B 30 times in 40; the prior adds half a game each way: odds 30.5 / 10.5.
  Eigen::MatrixXd wins(2, 2);
  wins << 0, 30, 10, 0;
  const auto ratings = bradley_terry(wins);
  const double gap = 400 * std::log10(30.5 / 10.5);  // 185.2 Elo
  CHECK(ratings[0].elo == doctest::Approx(gap / 2).epsilon(1e-6));
  CHECK(ratings[1].elo == doctest::Approx(-gap / 2).epsilon(1e-6));
  // Standard error of the log-odds: 1 / sqrt(n p (1 - p)) with n = 41, p = 30.5 / 41; halved
  // for each centred rating.
  const double p = 30.5 / 41;
  const double se = 400 / std::log(10.0) / std::sqrt(41 * p * (1 - p)) / 2;
  CHECK(ratings[0].interval.high - ratings[0].elo == doctest::Approx(1.959963984540054 * se).epsilon(1e-6));
}

TEST_CASE("Bradley-Terry: consistent records give consistent gaps") {
  // With odds 2:1 between each neighbour (A > B > C), A over C fits odds near 4:1.
  Eigen::MatrixXd wins(3, 3);
  wins << 0, 2000, 4000, 1000, 0, 2000, 1000, 1000, 0;
  const auto ratings = bradley_terry(wins, 0);
  CHECK(ratings[0].elo - ratings[1].elo == doctest::Approx(400 * std::log10(2.0)).epsilon(1e-3));
  CHECK(ratings[1].elo - ratings[2].elo == doctest::Approx(400 * std::log10(2.0)).epsilon(1e-3));
  CHECK(ratings[0].elo + ratings[1].elo + ratings[2].elo == doctest::Approx(0).epsilon(1e-9));
}

TEST_CASE("tournament summary: paired differences and head-to-head records") {
  TournamentSummary summary(3);
  summary.add_game({{0, 20, true}});
  summary.add_game({{1, 15, false}});
  summary.add_game({{2, 20, true}});
  summary.add_solo_deal({{0, 20, true}, {1, 15, false}, {2, 20, true}});
  CHECK(summary.head_to_head(0, 1) == 1.0);
  CHECK(summary.head_to_head(1, 0) == 0.0);
  CHECK(summary.head_to_head(0, 2) == 0.5);  // a tie counts a half each way
  CHECK(summary.difference(0, 1).mean() == 5.0);
  CHECK(summary.difference(1, 0).mean() == -5.0);
  CHECK(summary.wins(0) == 1);
  CHECK(summary.scores(1).mean() == 15.0);
}

TEST_CASE("tournament summary: a win tied between seats is shared among them") {
  TournamentSummary summary(3, {}, 3);
  // Seats 1 and 2 tie for the win, then seat 3 wins alone: the agents' wins add up to the games.
  summary.add_game({{0, 20, 0.5, 0}, {1, 20, 0.5, 1}, {2, 11, 0.0, 2}});
  summary.add_game({{0, 9, 0.0, 0}, {1, 12, 0.0, 1}, {2, 30, 1.0, 2}});
  CHECK(summary.wins(0) == 0.5);
  CHECK(summary.wins(1) == 0.5);
  CHECK(summary.wins(2) == 1.0);
  CHECK(summary.seat_wins(0, 0) == 0.5);
  const auto j = summary.json({"test", {"a", "b", "c"}, 3, 2, 1}, false);
  CHECK(j["agents"][0]["wins"]["count"] == 0.5);
  CHECK(j["agents"][2]["wins"]["count"] == 1);
  CHECK(j["agents"][2]["wins"]["count"].is_number_integer());
  // A three-way tie gives each a third, still exact.
  TournamentSummary three(3, {}, 3);
  for (int g = 0; g < 3; ++g) three.add_game({{0, 5, 1.0 / 3, 0}, {1, 5, 1.0 / 3, 1}, {2, 5, 1.0 / 3, 2}});
  CHECK(three.wins(0) + three.wins(1) + three.wins(2) == 3.0);
}

TEST_CASE("tournament text: the matrices name their columns and one meeting has no interval") {
  TournamentSummary summary(2, {}, 3);
  summary.add_game({{0, 30, true, 0}, {1, 12, false, 1}, {1, 20, false, 2}});
  const std::string text = summary.text({"test", {"heuristic", "mcts:iters=200"}, 3, 1, 1}, false);
  CAPTURE(text);
  // The header row of each matrix: the agents' names over the columns, in order.
  const auto header_after = [&](const std::string& title) {
    const std::size_t line = text.find('\n', text.find(title)) + 1;
    return text.substr(line, text.find('\n', line) - line);
  };
  for (const char* title : {"score difference, row minus column", "head to head: share of meetings"}) {
    const std::string header = header_after(title);
    CHECK(header.find("heuristic") != std::string::npos);
    CHECK(header.find("heuristic") < header.find("mcts:iters=200"));
  }
  CHECK(text.find("inf") == std::string::npos);
  // Two agents in three seats: the text says why means and paired differences may disagree.
  CHECK(text.find("With fewer agents than seats") != std::string::npos);
  TournamentSummary once(2, {}, 2);
  once.add_game({{0, 30, true, 0}, {1, 12, false, 1}});
  const std::string one = once.text({"test", {"x", "y"}, 2, 1, 1}, false);
  CHECK(one.find("+18.00 [n too small]") != std::string::npos);
  CHECK(one.find("With fewer agents than seats") == std::string::npos);
}

TEST_CASE("tournament summary: points by category and win rates by seat, merged exactly") {
  TournamentSummary a(2, {"canteen", "journal"}, 2), b(2, {"canteen", "journal"}, 2);
  a.add_game({{0, 30, true, 0, {10, 20}}, {1, 12, false, 1, {4, 8}}});
  b.add_game({{1, 25, true, 0, {5, 20}}, {0, 21, false, 1, {7, 14}}});
  b.add_game({{1, 18, false, 0, {6, 12}}, {0, 19, true, 1, {9, 10}}});
  merge(a, b);
  CHECK(a.category(0, 0).mean() == doctest::Approx(26.0 / 3));
  CHECK(a.category(0, 1).mean() == doctest::Approx(44.0 / 3));
  CHECK(a.category(1, 0).mean() == 5.0);
  CHECK(a.seat_wins(0, 0) == 1);
  CHECK(a.seat_games(0, 0) == 1);
  CHECK(a.seat_wins(0, 1) == 1);
  CHECK(a.seat_games(0, 1) == 2);
  CHECK(a.seat_wins(1, 0) == 1);
  CHECK(a.seat_games(1, 0) == 2);
  const TournamentInfo info{"test", {"x", "y"}, 2, 3, 1};
  const std::string text = a.text(info, false);
  CHECK(text.find("points by category") != std::string::npos);
  CHECK(text.find("win rate by seat") != std::string::npos);
  // Three agents in two seats: a seat's rate would mix opponents, so no seat table.
  TournamentSummary three(3, {}, 2);
  three.add_game({{0, 30, true, 0}, {1, 12, false, 1}});
  const std::string mixed = three.text({"test", {"x", "y", "z"}, 2, 1, 1}, false);
  CHECK(mixed.find("win rate by seat") == std::string::npos);
  CHECK(mixed.find("points by category") == std::string::npos);
}

TEST_CASE("parks tournament: paired solo deals, the same output on 1 and 2 threads") {
  const std::string args = "tournament walk --agents random,greedy,heuristic --games 300 --seed 3 --quiet --json";
  const Run one = run_parks(args + " --threads 1");
  const Run two = run_parks(args + " --threads 2");
  REQUIRE(one.status == 0);
  CHECK(one.out == two.out);
  const auto j = nlohmann::json::parse(one.out);
  REQUIRE(j["agents"].size() == 3u);
  CHECK(j["deals"] == 300);
  for (const auto& agent : j["agents"]) CHECK(agent["games"] == 300);
  // The heuristic beats greedy, which beats random, on the same rolls.
  CHECK(j["command"] == "tournament");
  CHECK(j["game"] == "walk");
  CHECK(j["games"] == 900);  // solo: every agent plays every deal
  CHECK(j["agents"][2]["score"]["mean"].get<double>() > j["agents"][1]["score"]["mean"].get<double>());
  CHECK(j["agents"][1]["rating"]["elo"].get<double>() > j["agents"][0]["rating"]["elo"].get<double>());
  CHECK(j["pairs"].size() == 6u);
}

TEST_CASE("parks tournament: multiplayer plays each deal in every ordering of the agents") {
  const Run run = run_parks("tournament walk --agents random,greedy --players 2 --games 50 --seed 4 --quiet --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["agents"][0]["games"] == 100);  // 50 deals, two orderings, one seat each
  CHECK(j["agents"][1]["games"] == 100);
  CHECK(j["pairs"][0]["meetings"] == 100);
}

TEST_CASE("parks tournament and advise: bad input exits 2 with one line") {
  for (const char* args :
       {"tournament walk --agents random", "tournament walk --agents random,nobody",
        "tournament walk --agents random,mcts:iters=0", "tournament walk --games 0",
        "tournament walk --csv /nonexistent/dir/x.csv --games 1", "advise walk", "advise walk /nonexistent",
        "advise walk --roll curve", "advise walk /nonexistent --time 0"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(lines(run.err) == 1);
  }
}

TEST_CASE("parks advise ranks the moves of a position with scores win chances and paired differences") {
  const std::string file = std::string(PARKS_TEST_DATA) + "/../../examples/walk/position-solo-draw.txt";
  const Run run = run_parks("advise walk '" + file + "' --time 0 --playouts 100 --top 0 --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["seat"] == 1);
  CHECK(j["objective"] == "score");  // solo
  REQUIRE(j["moves"].size() >= 2u);
  const auto& best = j["moves"][0];
  bool ibis_listed = false;  // the T may be drawn as an ibis (W10)
  for (const auto& move : j["moves"]) ibis_listed |= move["move"].get<std::string>().find("ibis at") == 0;
  CHECK(ibis_listed);
  CHECK(best["rank"] == 1);
  CHECK(best["score"]["low"].get<double>() <= best["score"]["mean"].get<double>());
  CHECK(best["win"]["mean"].get<double>() >= 0.0);
  CHECK(j["moves"][1]["difference"]["mean"].get<double>() <= 0.0);
}

TEST_SUITE_END();

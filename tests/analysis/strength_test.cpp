// The agent-strength sentences every report carries: each agent's own rows and the rows where it
// is the opponent (signs turned), the clairvoyant gap, and refusals for another game's table or
// other component data.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "analysis/hike/experiments.h"
#include "analysis/minipark/experiments.h"
#include "analysis/planner/experiments.h"
#include "analysis/strength.h"
#include "analysis/walk/experiments.h"
#include "engine/planner/sheet.h"

using namespace parks;
using nlohmann::json;

namespace {

Setup walk_setup(const std::string& digest) { return Setup{.game = "walk", .components_sha256 = digest}; }

json table() {
  return json::parse(R"({
    "game": "walk", "components_sha256": "abc",
    "pairs": [{"agent": "td", "opponent": "heuristic", "players": 1, "level": 1, "deals": 4000,
               "win_rate": 0.578, "win_rate_ci95": [0.563, 0.593],
               "opponent_win_rate": 0.526, "opponent_win_rate_ci95": [0.511, 0.541],
               "score_difference": 0.81, "score_difference_ci95": [0.70, 0.92]},
              {"agent": "td", "opponent": "heuristic", "players": 4, "level": null, "deals": 1000,
               "win_rate": 0.272, "win_rate_ci95": [0.258, 0.285],
               "opponent_win_rate": 0.412, "opponent_win_rate_ci95": [0.39, 0.43],
               "score_difference": -1.11, "score_difference_ci95": [-1.16, -1.06]}],
    "clairvoyant": [{"agent": "heuristic", "level": 1, "deals": 100, "clairvoyant_win_rate": 0.9,
                     "win_rate_gap": 0.37, "win_rate_gap_ci95": [0.27, 0.47],
                     "score_gap": 2.5, "score_gap_ci95": [2.1, 2.9]}]})");
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("strength: an agent's rows, as the agent and as the opponent with the signs turned") {
  const auto td = strength_sentences(table(), "T", walk_setup("abc"), {"td"});
  REQUIRE(td.size() == 2);
  CHECK(contains(td[0], "td, solo level 1, 4000 deals: wins 57.8% [56.3, 59.3] of its games"));
  CHECK(contains(td[1],
                 "td, 4 players, 1000 deals: wins 27.2% [25.8, 28.5] of the seats it played; against "
                 "heuristic -1.11 [-1.16, -1.06]"));
  CHECK(contains(td[0], "against heuristic +0.81 [+0.70, +0.92] points a game (heuristic wins 52.6%)"));

  const auto heuristic = strength_sentences(table(), "T", walk_setup("abc"), {"heuristic"});
  REQUIRE(heuristic.size() == 3);
  CHECK(contains(heuristic[0], "heuristic, solo level 1, 4000 deals: wins 52.6% [51.1, 54.1]"));
  CHECK(contains(heuristic[0], "against td -0.81 [-0.92, -0.70] points a game (td wins 57.8%)"));
  CHECK(contains(heuristic[1],
                 "heuristic, 4 players, 1000 deals: wins 41.2% [39.0, 43.0] of the seats it played; "
                 "against td +1.11 [+1.06, +1.16]"));
  CHECK(contains(heuristic[2], "37.0 pp [27.0, 47.0] of win rate and 2.50 [2.10, 2.90] points a game below"));
}

TEST_CASE("strength: an agent without rows, other components, no table, another game") {
  const auto unknown = strength_sentences(table(), "T", walk_setup("abc"), {"mcts:iters=5"});
  REQUIRE(unknown.size() == 1);
  CHECK(contains(unknown[0], "mcts:iters=5: not measured"));

  const auto other = strength_sentences(table(), "T", walk_setup("def"), {"td"});
  REQUIRE(other.size() == 1);
  CHECK(contains(other[0], "other component data"));

  CHECK(contains(strength_sentences(json(), "T", walk_setup("abc"), {"td"}).at(0), "T is missing"));
  CHECK_THROWS_AS(strength_sentences(table(), "T", Setup{.game = "hike", .components_sha256 = "abc"}, {"td"}),
                  std::runtime_error);
}

// A table measured on other components would be quoted by no report: it must be measured again
// whenever the shipped component data changes.
TEST_CASE("strength: every game's shipped table matches its shipped components and measures the heuristic and td") {
  for (const Setup& setup : {walk::data_setup("", true), hike::data_setup("", false), minipark::data_setup("", false),
                             planner::data_setup(planner::default_sheets_path())}) {
    const std::string game = setup.game;
    CAPTURE(game);
    REQUIRE(std::filesystem::is_regular_file(strength_table_path(game)));
    const json shipped = json::parse(std::ifstream(strength_table_path(game)));
    CHECK(shipped.at("components_sha256") == setup.components_sha256);
    for (const auto& sentence : strength_sentences(shipped, "T", setup, {"heuristic", "td"}))
      CHECK_FALSE(contains(sentence, "not measured"));
  }
}

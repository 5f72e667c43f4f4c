// parks analyze bound walk: the clairvoyant searches on a fixed roll sequence (MCTS on the known
// rolls and the beam; their lines replay legally to their scores, the beam's never below the lines
// it is guided by) and the experiment's report.
#include <doctest/doctest.h>

#include <stdexcept>

#include "agents/agent.h"
#include "agents/play.h"
#include "analysis/walk/bound_search.h"
#include "analysis/walk/experiments.h"
#include "engine/walk/components.h"
#include "tests/analysis/report_checks.h"

namespace parks::walk::bound_test {

using namespace parks::testing;

namespace {

Config level_config(int level) {
  return {default_components().default_layout.mask(), default_components().die, 1, level};
}

struct AgentGame {
  std::vector<Action> moves;
  int score = 0;
};

AgentGame agent_game(const std::string& spec, const Config& config, std::uint64_t seed, std::uint64_t game) {
  AgentGame result;
  auto agents = agent_in_every_seat(make_agent<SoloState>(spec), 1);
  auto record = [&](const SoloState&, Action move) { result.moves.push_back(move); };
  result.score = play_game(SoloState::initial(config), agents, seed, game, record).score(0);
  return result;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze bound walk: the rolls are those the agents' solo games draw (W12)") {
  const Config config = level_config(1);
  const auto rolls = solo_rolls(config, 3, 5);
  CHECK(rolls.size() == 18u);
  const AgentGame game = agent_game("heuristic", config, 3, 5);
  CHECK(replay_line(config, rolls, game.moves).score(0) == game.score);
  CHECK(solo_rolls(config, 3, 6) != rolls);  // another deal, other rolls
}

TEST_CASE("analyze bound walk: the search's line replays legally to its score, never below its guides (W14)") {
  for (std::uint64_t deal = 0; deal < 2; ++deal) {
    const Config config = level_config(1);
    const auto rolls = solo_rolls(config, 11, deal);
    const AgentGame greedy = agent_game("greedy", config, 11, deal),
                    heuristic = agent_game("heuristic", config, 11, deal);
    const std::vector<std::vector<Action>> guides{greedy.moves, heuristic.moves};
    const auto line = clairvoyant_line(config, rolls, guides, 2, 4);
    CHECK(replay_line(config, rolls, line.moves).score(0) == line.score);
    CHECK(line.score >= greedy.score);
    CHECK(line.score >= heuristic.score);
    const auto again = clairvoyant_line(config, rolls, guides, 2, 4);
    CHECK(again.moves == line.moves);
  }
}

TEST_CASE("analyze bound walk: a wider search on known rolls outscores the heuristic agent over deals") {
  const Config config = level_config(2);
  int search = 0, agent = 0;
  for (std::uint64_t deal = 0; deal < 4; ++deal) {
    const auto rolls = solo_rolls(config, 1, deal);
    const auto line = clairvoyant_line(config, rolls, {}, 4, 8);  // unguided
    CHECK(replay_line(config, rolls, line.moves).score(0) == line.score);
    search += static_cast<int>(line.score);
    agent += agent_game("heuristic", config, 1, deal).score;
  }
  CHECK(search > agent);
}

TEST_CASE("analyze bound walk: MCTS on the known rolls plays a legal line to its score, the same for the same seed") {
  for (const int level : {1, 3}) {
    const Config config = level_config(level);
    const auto rolls = solo_rolls(config, 5, 1);
    const auto mcts = clairvoyant_mcts_config(40, search::Objective::Blend);
    const auto line = clairvoyant_mcts_line(config, rolls, mcts, 9);
    CHECK(replay_line(config, rolls, line.moves).score(0) == line.score);  // every roll drawn (W12)
    CHECK(clairvoyant_mcts_line(config, rolls, mcts, 9).moves == line.moves);
  }
}

TEST_CASE("analyze bound walk: the beam guided by MCTS's line is never below it nor the agents' (W14)") {
  const Config config = level_config(2);
  for (std::uint64_t deal = 0; deal < 2; ++deal) {
    const auto rolls = solo_rolls(config, 4, deal);
    const AgentGame heuristic = agent_game("heuristic", config, 4, deal);
    const auto mcts = clairvoyant_mcts_line(config, rolls, clairvoyant_mcts_config(40, search::Objective::Win), deal);
    const std::vector<std::vector<Action>> guides{heuristic.moves, mcts.moves};
    const auto line = clairvoyant_line(config, rolls, guides, 2, 4);
    CHECK(replay_line(config, rolls, line.moves).score(0) == line.score);
    CHECK(line.score >= mcts.score);
    CHECK(line.score >= heuristic.score);
  }
}

TEST_CASE("analyze bound walk: MCTS on the known rolls outscores the heuristic agent over deals") {
  const Config config = level_config(1);
  int known = 0, agent = 0;
  for (std::uint64_t deal = 0; deal < 4; ++deal) {
    const auto rolls = solo_rolls(config, 1, deal);
    known += static_cast<int>(
        clairvoyant_mcts_line(config, rolls, clairvoyant_mcts_config(100, search::Objective::Blend), deal).score);
    agent += agent_game("heuristic", config, 1, deal).score;
  }
  CHECK(known > agent);
}

TEST_CASE("analyze bound walk: a replay rejects an illegal or unfinished line") {
  const Config config = level_config(4);
  const auto rolls = solo_rolls(config, 2, 0);
  AgentGame game = agent_game("heuristic", config, 2, 0);
  CHECK_THROWS_AS(replay_line(config, rolls, std::span(game.moves).first(game.moves.size() - 1)), std::logic_error);
  game.moves.front() = Action::pick(Bonus::Plus1);  // no landmark visited before the first drawing
  CHECK_THROWS_AS(replay_line(config, rolls, game.moves), std::logic_error);
}

TEST_CASE("analyze bound walk: tiny budget report, gaps never negative, same for 1 and 2 threads") {
  const Report one = bound(tiny_options(2, {"greedy", "heuristic"})),
               two = bound(tiny_options(2, {"greedy", "heuristic"}, 2));
  CHECK(one.findings.size() == 12u);  // three a level, levels 1-4
  check_well_formed(one);
  const Table& lines = table_named(one, "bound");
  const Table& gaps = table_named(one, "gap");
  CHECK(lines.rows.size() == 12u);  // levels 1-4: the search and two agents
  CHECK(gaps.rows.size() == 8u);
  for (const auto& row : gaps.rows) {
    CHECK(number(row[gaps.column("score_gap")]) >= 0);
    CHECK(number(row[gaps.column("win_rate_gap")]) >= 0);
  }
  for (std::size_t r = 0; r < lines.rows.size(); r += 3) {
    CHECK(std::get<std::string>(lines.rows[r][1]) == "clairvoyant search");
    for (std::size_t a = 1; a <= 2; ++a)
      CHECK(number(lines.rows[r][lines.column("score")]) >= number(lines.rows[r + a][lines.column("score")]));
  }
  CHECK(report_without_seconds(one) == report_without_seconds(two));
}

TEST_CASE("analyze bound walk: no agents is an error") {
  const ExperimentOptions options = tiny_options(2, {});
  CHECK_THROWS_AS(bound(options), std::invalid_argument);
}

TEST_SUITE_END();

}  // namespace parks::walk::bound_test

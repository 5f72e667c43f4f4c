// Mini Park agents: every agent plays legal moves to the end; MCTS searches the public state
// (the stack's reveals are chance nodes: it cannot see the order) and is deterministic for a seed.
#include <doctest/doctest.h>

#include <algorithm>

#include "agents/agent.h"
#include "agents/minipark/heuristic.h"
#include "agents/play.h"
#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

namespace {

// A state some tiles into a 3-player game, at a decision.
State middle_game(int tiles, Rules rules = Rules::Basic) {
  State state = State::initial(default_tiles(), {3, rules, false});
  Rng rng(9);
  RandomAgent<State> random;
  while (state.park().size() < tiles || state.current_player() == kChancePlayer)
    state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
  return state;
}

}  // namespace

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark MCTS: a draw is a chance node over the unseen tiles, weighted by count") {
  State state = middle_game(5);
  Rng rng(3);
  RandomAgent<State> random;
  while (state.phase() != Phase::Turn)
    state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
  state.apply(State::Action::draw());
  REQUIRE(state.current_player() == kChancePlayer);
  ChanceList<State> outcomes;
  state.chance_outcomes(outcomes);
  double total = 0;
  for (const auto& o : outcomes) {
    CHECK(o.probability == doctest::Approx(static_cast<double>(state.unseen(o.action.tile())) / state.unseen()));
    total += o.probability;
  }
  CHECK(total == doctest::Approx(1.0));
}

TEST_CASE("minipark heuristic: its evaluation of a finished game is its score against the best rival's") {
  std::array<HeuristicAgent<State>, kMaxPlayers> agents{};
  const State end = play_game(State::initial(default_tiles(), {3, Rules::Advanced, false}), agents, 3, 1);
  REQUIRE(end.is_terminal());
  const double rival = std::max(end.score(1), end.score(2));
  CHECK(TimedEvaluation{}(end, 0) == doctest::Approx(end.score(0) - TimedWeights{}.rivals * rival));
  CHECK(evaluate(end, 0) == end.score(0));
}

TEST_CASE("minipark heuristic: a draw is worth the mean placement points of the unseen tiles, to the drawer") {
  Tile lake;
  lake.name = "lake";
  lake.count = 7;
  lake.kinds = kind_bit(Lake);
  lake.areas = {0xFF};
  Tile cross = lake;
  cross.name = "cross";
  cross.count = 1;
  cross.roads = {0xF};
  cross.areas = {0x03, 0x0C, 0x30, 0xC0};
  const TileSet tiles({lake, cross});
  State s = State::initial(tiles, {2, Rules::Basic, false});
  for (int i = 0; i < 3; ++i) s.apply(State::Action::reveal_tile(0));  // start and face-ups: lakes
  s.apply(State::Action::place(FaceUp0, 0, {1, 0}));
  s.apply(State::Action::reveal_tile(0));
  // Seat 2 draws from 3 lakes and a cross. A lake scores 1 next to the two-tile park; a road
  // tile fits nowhere among road-less lakes (0).
  REQUIRE(s.current_player() == 1);
  CHECK(s.park().most_neighbours(0) == 1);
  CHECK(s.park().most_neighbours(1) == 0);
  State drawn = s;
  drawn.apply(State::Action::draw());
  REQUIRE(drawn.phase() == Phase::Draw);
  CHECK(expected_draw_points(drawn) == doctest::Approx(3.0 / 4));
  CHECK(timed_value(drawn, 1) == doctest::Approx(timed_value(s, 1) + 3.0 / 4));
  CHECK(timed_value(drawn, 0) == doctest::Approx(timed_value(s, 0)));  // not the drawer
  // An L of three tiles: the corner cell has two neighbours.
  s.apply(State::Action::place(FaceUp1, 0, {0, 1}));
  s.apply(State::Action::reveal_tile(0));
  CHECK(s.park().most_neighbours(0) == 2);
  drawn = s;
  drawn.apply(State::Action::draw());
  CHECK(expected_draw_points(drawn) == doctest::Approx(2.0 * 2 / 3));  // two lakes and the cross unseen
}

TEST_SUITE_END();

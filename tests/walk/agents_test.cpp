// The Walk agents' evaluations: what they may know, and that the heuristic plays every seat alike.
#include <doctest/doctest.h>

#include "agents/play.h"
#include "agents/walk/heuristic.h"
#include "analysis/runner.h"
#include "analysis/walk/summary.h"
#include "engine/walk/components.h"

using namespace parks;
using namespace parks::walk;

namespace {

Config party(int players) { return {default_components().default_layout.mask(), Die{}, players, 1}; }

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk W12, W13: a seat's future rolls ignore what the other seats drew this turn") {
  // Seat 0 has five ibises and draws the sixth: the game ends with this turn, which seat 0 knows
  // and seat 1, drawing at the same time at the table, does not.
  Sheet five_ibises;
  for (Square s : {0, 1, 3, 4, 21}) five_ibises.draw_ibis(s);
  PartyState state = PartyState::initial(party(2));
  state.set_sheet(0, five_ibises, 0);
  state.apply(Action::roll(Piece::Ibis));
  state.apply(Action::place(24, 0));
  REQUIRE(state.current_player() == 1);
  CHECK(state.rolls_after_this_turn(0) == 0);
  // Seat 1 has this turn's roll still to draw: its empty squares less that one.
  CHECK(state.rolls_after_this_turn(1) == popcount(state.sheet(1).empty()) - 1);
}

TEST_CASE("walk agents: the heuristic scores alike from every seat of a 4-player game") {
  const RunOptions run{1000, 7, 0, false, "test"};
  const auto result = run_games(
      run, WalkSummary(4), [](std::int64_t) { return PartyState::initial(party(4)); },
      [] { return std::array<HeuristicAgent<PartyState>, PartyState::kMaxPlayers>{}; });
  double low = 1e9, high = -1e9;
  for (int seat = 0; seat < 4; ++seat) {
    low = std::min(low, result.summary.scores(seat).mean());
    high = std::max(high, result.summary.scores(seat).mean());
  }
  CHECK(high - low < 0.3);  // about three standard errors of a difference of seat means
}

TEST_SUITE_END();

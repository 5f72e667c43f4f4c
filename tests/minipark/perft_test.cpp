// Perft for Mini Park: the number of decision sequences of a given length from fixed positions,
// every tile and objective revealed by a fixed rule, so that the counts measure the move
// generator alone. The counts were computed once with perft() below and pinned; those whose
// comment says "by hand" follow from the rules and the default tiles as it explains.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/minipark/state.h"
#include "engine/minipark/tiles.h"
#include "tests/core/perft.h"

using namespace parks;
using namespace parks::minipark;

namespace {

// A fixed reveal: of the outcomes as listed, the one at (unseen tiles) modulo their number, so
// that the reveals vary along a game and depend on nothing but the state.
Action scripted_reveal(const State& state) {
  ChanceList<State> outcomes;
  state.chance_outcomes(outcomes);
  return outcomes[static_cast<std::size_t>(state.unseen()) % outcomes.size()].action;
}

// Decision sequences of length `depth` under the scripted chance (tests/core/perft.h).
std::uint64_t perft(const State& state, int depth) {
  return parks::testing::perft(state, depth, [](const auto& s) { return scripted_reveal(s); });
}

// A fixed later position: `decisions` decisions, each the legal action with the smallest code.
State after_smallest(State state, int decisions) {
  while (decisions > 0 && !state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(scripted_reveal(state));
      continue;
    }
    ActionList<State> actions;
    state.legal_actions(actions);
    Action smallest = actions[0];
    for (const Action a : actions) smallest = a.code() < smallest.code() ? a : smallest;
    state.apply(smallest);
    --decisions;
  }
  return state;
}

State start(int players, Rules rules, bool expansions) {
  return State::initial(default_tiles(), GameOptions{players, rules, expansions});
}

}  // namespace

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark perft: two players, basic rules") {
  const State s = start(2, Rules::Basic, false);
  // By hand: the reveals put a bush curve (roads north and east) as the start tile and a bush
  // junction and a bush crossing face up. Roads must meet roads (M3): the junction fits the four
  // open neighbours 3 + 3 + 1 + 1 ways (north, east, south, west), the crossing 4 + 4 + 0 + 0;
  // then the draw, and the two characters with a tile to stand on, the cat on the bush and the
  // cyclist on the road (M6).
  CHECK(perft(s, 1) == 8 + 8 + 1 + 2);
  CHECK(perft(s, 2) == 538);
  CHECK(perft(s, 3) == 17816);
}

TEST_CASE("minipark perft: three players, advanced rules with the expansion") {
  const State s = start(3, Rules::Advanced, true);
  CHECK(perft(s, 1) == 19);  // the same tiles as with two players: the reveals depend on the base tiles only
  CHECK(perft(s, 2) == 544);
  CHECK(perft(s, 3) == 18660);
}

TEST_CASE("minipark perft: a later position") {
  const State later = after_smallest(start(4, Rules::Advanced, true), 14);
  CHECK(perft(later, 1) == 71);
  CHECK(perft(later, 2) == 6478);
  CHECK(perft(later, 3) == 551998);
}

TEST_SUITE_END();

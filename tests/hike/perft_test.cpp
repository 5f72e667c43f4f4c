// Perft for Parks: Roll & Hike: the number of decision sequences of a given length from fixed
// positions, every shuffle and roll taken from a fixed script, so that the counts measure the
// move generator alone. The counts were computed once with perft() below and pinned; those whose
// comment says "by hand" follow from the rules and the default components as it explains.
#include <doctest/doctest.h>

#include <cstdint>
#include <tuple>

#include "engine/hike/components.h"
#include "engine/hike/state.h"
#include "tests/core/perft.h"

using namespace parks;
using namespace parks::hike;

namespace {

// The day's trail and dice: a fixed shuffle per round, a fixed roll per site.
Action scripted_chance(const State& state) {
  if (state.phase() == Phase::Shuffle) return shuffle(state.round());
  static constexpr int kRolls[] = {1234, 5678, 42, 7000, 3333, 999};
  return roll(kRolls[(state.round() * kMaxSites + state.site()) % 6]);
}

// Decision sequences of length `depth` under the scripted chance (tests/core/perft.h).
std::uint64_t perft(const State& state, int depth) {
  return parks::testing::perft(state, depth, [](const auto& s) { return scripted_chance(s); });
}

// A fixed later position: `decisions` decisions, each the smallest legal action (by kind, then
// its fields).
State after_smallest(State state, int decisions) {
  const auto key = [](Action a) { return std::tuple(a.kind, a.a, a.b); };
  while (decisions > 0 && !state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(scripted_chance(state));
      continue;
    }
    ActionList<State> actions;
    state.legal_actions(actions);
    Action smallest = actions[0];
    for (const Action a : actions) smallest = key(a) < key(smallest) ? a : smallest;
    state.apply(smallest);
    --decisions;
  }
  return state;
}

State start(int players, Park park) { return State::initial(default_components(), GameOptions{players, park}); }

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike perft: two players in Yosemite") {
  const State s = start(2, Park::Yosemite);
  // By hand: the first player takes one of the four hiking dice (H3); with the 1 Sun of the
  // first seat (H5's setup) the Lead Hiker die, at one Sun per hiking die left, is out of reach.
  CHECK(perft(s, 1) == 4);
  CHECK(perft(s, 2) == 12);
  CHECK(perft(s, 3) == 36);
  CHECK(perft(s, 4) == 86);
  CHECK(perft(s, 6) == 552);
  CHECK(perft(s, 8) == 8530);
}

TEST_CASE("hike perft: three players in Arches, the binoculars token in play") {
  const State s = start(3, Park::Arches);
  CHECK(perft(s, 1) == 4);  // by hand, as with two players
  CHECK(perft(s, 4) == 102);
  CHECK(perft(s, 6) == 1104);
  CHECK(perft(s, 8) == 14560);
}

TEST_CASE("hike perft: solo in Glacier, and a later position") {
  const State solo = start(1, Park::Glacier);
  CHECK(perft(solo, 1) == 4);  // by hand: the neutral hiker removes a die only after a pick (H7)
  CHECK(perft(solo, 4) == 146);
  CHECK(perft(solo, 6) == 1973);
  CHECK(perft(solo, 8) == 14752);
  const State later = after_smallest(start(2, Park::Acadia), 40);
  CHECK(perft(later, 1) == 2);
  CHECK(perft(later, 4) == 128);
  CHECK(perft(later, 6) == 1912);
  CHECK(perft(later, 8) == 21628);
}

TEST_SUITE_END();

// Perft for A Walk in the Park: the number of decision sequences of a given length from fixed
// positions, every roll taken from a fixed script, so that the counts measure the move generator
// alone. The counts were computed once with perft() below and pinned; those whose comment says
// "by hand" follow from the rules as the comment explains, independently of the generator.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/walk/components.h"
#include "engine/walk/state.h"
#include "tests/core/perft.h"

using namespace parks;
using namespace parks::walk;

namespace {

// The roll of each turn: the die (W2) replaced by a fixed script.
Action scripted_roll(int turn) {
  static constexpr Piece kScript[] = {Piece::T,    Piece::Curve, Piece::Straight,
                                      Piece::Ibis, Piece::Curve, Piece::Straight};
  return Action::roll(kScript[turn % 6]);
}

// Decision sequences of length `depth` under the scripted chance (tests/core/perft.h).
template <class S>
std::uint64_t perft(const S& state, int depth) {
  return parks::testing::perft(state, depth, [](const auto& s) { return scripted_roll(s.turn()); });
}

// A fixed midgame: `decisions` decisions, each the legal action with the smallest code.
template <class S>
S after_smallest(S state, int decisions) {
  while (decisions > 0 && !state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(scripted_roll(state.turn()));
      continue;
    }
    ActionList<S> actions;
    state.legal_actions(actions);
    Action smallest = actions[0];
    for (const Action a : actions) smallest = a.code() < smallest.code() ? a : smallest;
    state.apply(smallest);
    --decisions;
  }
  return state;
}

Config config(int players) { return Config{default_components().default_layout.mask(), Die{}, players, 1}; }

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk perft: a solo game from the start") {
  const SoloState start = SoloState::initial(config(1));
  // By hand: the first roll, a T, goes on any of the 24 empty squares (W1) in 4 ways (W4).
  CHECK(perft(start, 1) == 24 * 4);
  // By hand: then a curve, 4 ways on the 23 squares left. No landmark is next to the centre
  // (W3), so the T visits none and owes no pick (W7, W8), and a T is never converted (W11).
  CHECK(perft(start, 2) == 96 * 23 * 4);
  CHECK(perft(start, 3) == 26720);
}

TEST_CASE("walk perft: three players draw the same roll on their own sheets") {
  const PartyState start = PartyState::initial(config(3));
  // By hand: each seat draws the T on its own sheet (W12), none of them can visit or convert:
  // the three choices multiply.
  CHECK(perft(start, 1) == 96);
  CHECK(perft(start, 2) == 96 * 96);
  CHECK(perft(start, 3) == 96 * 96 * 96);
}

TEST_CASE("walk perft: a solo midgame") {
  const SoloState middle = after_smallest(SoloState::initial(config(1)), 12);
  CHECK(perft(middle, 1) == 56);
  CHECK(perft(middle, 2) == 1424);
  CHECK(perft(middle, 3) == 67812);
}

TEST_SUITE_END();

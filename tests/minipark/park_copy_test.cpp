// A Mini Park park assigned from another copies only what is live: the placed slots, their road
// and region nodes, and the listed openings (docs/rules.md M3, M4). What lies beyond, left from
// the park it held before, must never matter: the copy equals its source and plays on exactly
// as the source does.
#include <doctest/doctest.h>

#include <vector>

#include "agents/random_agent.h"
#include "engine/core/rng.h"
#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

TEST_SUITE_BEGIN("minipark");

namespace {

const std::vector<GameOptions> kSetups = {{3, Rules::Basic, false},
                                          {5, Rules::Advanced, true},
                                          {2, Rules::Basic, true}};

// Plays one step: a chance outcome or a random player's move.
void step(State& state, Rng& rng) {
  RandomAgent<State> random;
  state.apply(state.current_player() == kChancePlayer ? state.sample_chance(rng) : random.choose(state, rng));
}

// Every decision position of a random game.
std::vector<State> game_positions(const GameOptions& options, std::uint64_t seed) {
  std::vector<State> positions;
  Rng rng(seed);
  State state = State::initial(default_tiles(), options);
  while (!state.is_terminal()) {
    if (state.current_player() != kChancePlayer) positions.push_back(state);
    step(state, rng);
  }
  positions.push_back(state);
  return positions;
}

}  // namespace

TEST_CASE("minipark a park assigned over a larger one equals its source and plays on alike (M3 M4)") {
  int pairs = 0, moves = 0;
  for (std::size_t k = 0; k < kSetups.size(); ++k) {
    const GameOptions& options = kSetups[k];
    const std::vector<State> positions = game_positions(options, 40 + k);
    // The end of another game, under other options: its slots, nodes and openings, left behind
    // past the live parts, hold other tiles and other cells.
    const State other = game_positions(kSetups[(k + 1) % kSetups.size()], 90 + k).back();
    REQUIRE(other.park().size() > 20);
    for (std::size_t i = 0; i < positions.size(); i += 3) {
      State copy = other;
      copy = positions[i];
      REQUIRE(copy == positions[i]);
      State source = positions[i];
      Rng a(static_cast<std::uint64_t>(i)), b(static_cast<std::uint64_t>(i));
      while (!source.is_terminal()) {
        step(copy, a);
        step(source, b);
        REQUIRE(copy == source);
        ++moves;
      }
      for (int p = 0; p < options.players; ++p) CHECK(copy.score(p) == source.score(p));
      ++pairs;
    }
  }
  CHECK(pairs > 30);
  CHECK(moves > 1'000);
}

TEST_CASE("minipark park equality tells apart parks whose live parts differ") {
  const std::vector<State> positions = game_positions(kSetups[0], 7);
  int differ = 0;
  for (std::size_t i = 0; i + 1 < positions.size(); ++i) {
    const State& here = positions[i];
    ActionList<State> actions;
    here.legal_actions(actions);
    if (actions.size() < 2) continue;
    State first = positions.back(), second = positions.back();  // stale parts alike in both
    first = here;
    second = here;
    first.apply(actions[0]);
    second.apply(actions[actions.size() - 1]);
    CHECK_FALSE(first == second);  // different moves, different positions
    ++differ;
  }
  CHECK(differ > 10);
}

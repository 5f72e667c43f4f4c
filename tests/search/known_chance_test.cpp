// KnownChance: each chance node answers with the next outcome of a fixed sequence, so that MCTS
// and the nested search play a game of chance as the deterministic game whose outcomes it knows.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <stdexcept>
#include <vector>

#include "search/known_chance.h"
#include "search/mcts.h"
#include "search/nested.h"
#include "tests/search/toy_games.h"

using namespace parks;
using parks::testing::Lottery;
using Known = search::KnownChance<Lottery>;

namespace {

struct RandomMove {
  Lottery::Action choose(const Lottery& state, Rng& rng) const {
    ActionList<Lottery> actions;
    state.legal_actions(actions);
    return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
  }
};

// Always plays the lottery and takes the draw: the game it plays alone scores the draw.
struct AlwaysPlay {
  Lottery::Action choose(const Lottery&, Rng&) const { return {1}; }
};

struct NoValue {
  double operator()(const Lottery&, int) const { return 0; }
};

using KnownMcts = search::Mcts<Known, search::KnownChancePolicy<RandomMove>, search::KnownChanceEvaluation<NoValue>>;

Lottery::Action drawn(int x) { return {static_cast<std::uint8_t>(x)}; }

// The root statistics of a search of the lottery whose draw is known to be `x`.
search::SearchResult<Lottery::Action> search_known(const std::array<Lottery::Action, 1>& draw, std::uint64_t seed) {
  search::MctsConfig config;
  config.iterations = 400;
  config.selection = search::Selection::Uct;
  config.prior = search::Prior::Uniform;
  config.rollout_cutoff = -1;
  KnownMcts mcts(config, {});
  Rng rng(seed);
  return mcts.search(Known(Lottery{}, draw), rng);
}

}  // namespace

TEST_SUITE_BEGIN("search");

TEST_CASE("known chance: a chance node has one outcome, the sequence's next, with probability 1") {
  const std::array outcomes{drawn(90)};
  Known state(Lottery{}, outcomes);
  CHECK(state.current_player() == 0);
  state.apply({1});  // play the lottery
  REQUIRE(state.current_player() == kChancePlayer);
  ChanceList<Known> listed;
  state.chance_outcomes(listed);
  REQUIRE(listed.size() == 1u);
  CHECK(listed[0].action == drawn(90));
  CHECK(listed[0].probability == 1.0);
  Rng rng(3);
  CHECK(sample_chance(state, rng) == drawn(90));
  Known off = state;
  CHECK_THROWS_AS(off.apply(drawn(89)), std::logic_error);  // an outcome the sequence does not have
  state.apply(drawn(90));
  CHECK(state.chances_drawn() == 1u);
  state.apply({1});  // take x
  CHECK(state.is_terminal());
  CHECK(state.score(0) == 90);
  CHECK(state.is_winner(0));
}

TEST_CASE("known chance: a game that outlasts its sequence is an error, equal states need equal progress") {
  Known state(Lottery{}, {});
  state.apply({1});
  ChanceList<Known> listed;
  CHECK_THROWS_AS(state.chance_outcomes(listed), std::logic_error);
  const std::array outcomes{drawn(7)};
  Known a(Lottery{}, outcomes), b(Lottery{}, outcomes);
  CHECK(a == b);
  a.apply({1});
  b.apply({1});
  a.apply(drawn(7));
  CHECK(!(a == b));
}

TEST_CASE("known chance: MCTS plays the lottery as one who knows the draw, the same line for the same seed") {
  // Not knowing the draw, playing is worth 62.25 against 55 for sure; knowing it, only a draw
  // above 55 is worth playing for.
  const std::array high{drawn(90)}, low{drawn(10)};
  const auto on_high = search_known(high, 1), on_low = search_known(low, 1);
  REQUIRE(!on_high.actions.empty());
  REQUIRE(!on_low.actions.empty());
  CHECK(on_high.actions.front().action == Lottery::Action{1});
  CHECK(on_high.actions.front().score_mean() > 85);  // nearly every visit takes the 90
  CHECK(on_low.actions.front().action == Lottery::Action{0});
  const auto again = search_known(high, 1);
  CHECK(again.actions.front().visits == on_high.actions.front().visits);
  CHECK(again.actions.front().score_sum == on_high.actions.front().score_sum);
}

TEST_CASE("known chance: the nested search takes the known draw or the sure points, never below its policy") {
  using Policy = search::KnownChancePolicy<AlwaysPlay>;
  for (const int x : {90, 10, 56}) {
    const std::array draw{drawn(x)};
    Rng rng(5);
    const auto line = search::nested_search(Known(Lottery{}, draw), Policy{}, rng);
    CHECK(line.score == std::max(x, 55));  // the policy alone scores x
    const std::vector<Lottery::Action> sure{{0}}, played{{1}, {1}};
    CHECK(line.moves == (x > 55 ? played : sure));
    Rng again(5);
    CHECK(search::nested_search(Known(Lottery{}, draw), Policy{}, again).moves == line.moves);
  }
}

TEST_SUITE_END();

// Mini Park chance and determinism: chance outcomes sum to 1 and follow the unseen tiles' counts,
// sampled reveals follow them, games are a function of their seed, and the state holds no stack
// order.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/evaluation.h"
#include "engine/minipark/state.h"
#include "tests/minipark/game_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

TEST_SUITE_BEGIN("minipark");

// ---------------------------------------------------------------------------------------------
// Chance and determinism.

TEST_CASE("minipark game: chance outcomes sum to 1 and a tile's probability is count / unseen, in random games") {
  for (bool advanced : {false, true}) {
    const GameOptions options{3, advanced ? Rules::Advanced : Rules::Basic, true};
    for (std::uint64_t g = 0; g < 10; ++g) {
      State s = State::initial(default_tiles(), options);
      Rng rng(100 + g);
      int chance_nodes = 0;
      while (!s.is_terminal()) {
        if (s.current_player() == kChancePlayer) {
          ++chance_nodes;
          const auto list = outcomes(s);
          REQUIRE_FALSE(list.empty());
          double sum = 0;
          for (const auto& o : list) {
            CHECK(o.probability > 0);
            sum += o.probability;
          }
          CHECK(sum == doctest::Approx(1.0));
          const bool offer = s.phase() == Phase::Setup && s.face_up(1) != kNoTile;
          if (s.phase() == Phase::Reveal) {
            for (const auto& o : list) CHECK(o.probability == doctest::Approx(1.0 / list.size()));
          } else if (!offer) {
            for (const auto& o : list)
              CHECK(o.probability == doctest::Approx(double(s.unseen(o.action.tile())) / s.unseen()));
          }
          for (const auto& o : list) CHECK(s.chance_probability(o.action) == doctest::Approx(o.probability));
          const Action drawn = sample_chance(s, rng);
          CHECK(probability(s, drawn) > 0);
          s.apply(drawn);
        } else {
          const auto moves = legal(s);
          REQUIRE_FALSE(moves.empty());
          s.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        }
      }
      CHECK(chance_nodes >= 30);  // the setup, every tile drawn
    }
  }
}

TEST_CASE("minipark game: sampled reveals follow the listed probabilities") {
  const TileSet tiles = make_set({{"road", 5}, {"bench", 2}, {"tree", 1}, {"Fountain", 1}, {"Pavilion", 3}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Pavilion = 4;
  // The frequencies of `samples` draws from `s` against its listed outcomes.
  const auto check_sampling = [](const State& s) {
    constexpr int samples = 40000;
    Rng rng(9);
    std::vector<std::pair<std::uint32_t, int>> counts;
    for (const auto& o : outcomes(s)) counts.emplace_back(o.action.code(), 0);
    for (int i = 0; i < samples; ++i) {
      const Action a = s.sample_chance(rng);
      const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == a.code(); });
      REQUIRE(it != counts.end());
      ++it->second;
    }
    for (const auto& o : outcomes(s)) {
      const auto it =
          std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == o.action.code(); });
      CAPTURE(o.action.code());
      CHECK(std::abs(double(it->second) / samples - o.probability) < 0.01);
    }
  };
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  check_sampling(s);  // the start tile: 5/8, 2/8, 1/8
  reveal(s, Road);
  reveal(s, Road);
  reveal(s, Tree);
  check_sampling(s);  // an offer: Fountain 1/4, Pavilion 3/4
  reveal(s, Pavilion);
  reveal(s, Pavilion);
  act(s, Action::character(Cyclist, 0));
  check_sampling(s);  // an objective: 1/6 each
  chance(s, Action::reveal_objective(Cyclist));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 0, 1));  // a Pavilion below the start
  act(s, Action::draw());
  check_sampling(s);  // a draw: roads 3/5, benches 2/5
  CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 5));
}

TEST_CASE("minipark game: the state holds no stack order, the same reveals give the same state whatever comes next") {
  const GameOptions options{3, Rules::Advanced, true};
  // Plays from `s` with chance and moves drawn from `rng`, recording each action and the
  // fingerprint before it.
  const auto play = [](State s, Rng rng, std::vector<Action>& actions, std::vector<std::string>& prints) {
    while (!s.is_terminal()) {
      prints.push_back(fingerprint(s));
      Action a;
      if (s.current_player() == kChancePlayer) {
        a = sample_chance(s, rng);
      } else {
        const auto moves = legal(s);
        a = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
      }
      actions.push_back(a);
      s.apply(a);
    }
    prints.push_back(fingerprint(s));
    return s;
  };
  std::vector<Action> actions_a;
  std::vector<std::string> prints_a;
  play(State::initial(default_tiles(), options), Rng(1), actions_a, prints_a);

  // A point in the middle of the game where a tile is about to be revealed from the stack.
  State s = State::initial(default_tiles(), options);
  std::size_t k = 0;
  for (; k < actions_a.size(); ++k) {
    if (k > 20 && s.current_player() == kChancePlayer && (s.phase() == Phase::Draw || s.phase() == Phase::Refill))
      break;
    s.apply(actions_a[k]);
  }
  REQUIRE(k < actions_a.size());
  CHECK(fingerprint(s) == prints_a[k]);
  // The next tile is not known: every unseen type is possible, with count / unseen.
  const auto next = outcomes(s);
  CHECK(next.size() >= 2u);
  for (const auto& o : next) CHECK(o.probability == doctest::Approx(double(s.unseen(o.action.tile())) / s.unseen()));

  // Another game with the same reveals and moves so far, then other draws: identical up to k.
  bool diverged = false;
  for (std::uint64_t seed = 2; seed < 40 && !diverged; ++seed) {
    std::vector<Action> actions_b;
    std::vector<std::string> prints_b;
    const State end = play(s, Rng(seed), actions_b, prints_b);
    if (actions_b.front() == actions_a[k]) continue;
    diverged = true;
    CHECK(prints_b.front() == prints_a[k]);
    CHECK(end.is_terminal());
  }
  CHECK(diverged);
  // Replaying the first k actions again gives the same state, step by step.
  State replay = State::initial(default_tiles(), options);
  for (std::size_t i = 0; i < k; ++i) {
    CHECK(fingerprint(replay) == prints_a[i]);
    replay.apply(actions_a[i]);
  }
  CHECK(fingerprint(replay) == fingerprint(s));
}

TEST_SUITE_END();

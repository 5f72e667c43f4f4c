// The heuristic's evaluation of Parks: Roll & Hike computed the fast way equals it computed
// plainly, to the bit: the remembered plan values, the settling that keeps its best candidate,
// the tabled shield discounts, and the logbook's vector counts (H5).
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <vector>

#include "agents/hike/heuristic.h"
#include "agents/random_agent.h"
#include "engine/hike/state.h"

using namespace parks;
using namespace parks::hike;

namespace {

// Decision positions of random games in every park at 1-4 players.
std::vector<State> decision_positions(int games_per_setup) {
  std::vector<State> positions;
  Rng rng(2026);
  RandomAgent<State> random;
  for (int park = 0; park < kParks; ++park) {
    for (int players = 1; players <= kMaxPlayers; ++players) {
      for (int g = 0; g < games_per_setup; ++g) {
        State state = State::initial(default_components(), {players, static_cast<Park>(park)});
        while (!state.is_terminal()) {
          if (state.current_player() == kChancePlayer) {
            state.apply(state.sample_chance(rng));
            continue;
          }
          positions.push_back(state);
          state.apply(random.choose(state, rng));
        }
        positions.push_back(state);
      }
    }
  }
  return positions;
}

// The settled evaluation done plainly: a fresh copy for every candidate, every value computed
// anew, the best action applied again and the settled position evaluated at the end.
double settled_plainly(const State& state, int player) {
  const PlanEvaluation evaluation;
  State settled = state;
  ActionList<State> actions;
  while (settled.current_player() == player && !settled.pending().empty()) {
    settled.legal_actions(actions);
    double best_value = -1e300;
    Action best = actions[0];
    for (const Action& action : actions) {
      State next = settled;
      next.apply(action);
      const double value = evaluation(next, player);
      if (value > best_value) best_value = value, best = action;
    }
    settled.apply(best);
  }
  return evaluation(settled, player);
}

std::uint64_t bits(double x) { return std::bit_cast<std::uint64_t>(x); }

}  // namespace

TEST_CASE("hike plan memo returns plan_value to the bit over the positions of whole games") {
  const std::vector<State> positions = decision_positions(3);
  PlanMemo memo;  // one memo across all the games, as repeats and changes interleave
  for (const State& state : positions)
    for (int p = 0; p < state.num_players(); ++p) REQUIRE(bits(memo.value(state, p)) == bits(plan_value(state, p)));
  CHECK(memo.reused() > 10'000);  // values really were remembered
}

TEST_CASE("hike plan memo computes a rival's value again when anything it reads changes") {
  // A day turn of round 2 in a 2-player game; each variant changes one thing a rival's plan
  // reads and keeps the rival's logbook.
  State base = State::initial(default_components(), {2, Park::Yosemite});
  Rng rng(11);
  RandomAgent<State> random;
  while (base.round() < 1 || base.phase() != Phase::Day || base.current_player() != 0 || !base.pending().empty())
    base.apply(base.current_player() == kChancePlayer ? base.sample_chance(rng) : random.choose(base, rng));
  const int rival = 1;
  Components patched = default_components();
  for (int s = 0; s < patched.shields; ++s)
    patched.shield[s].points = static_cast<std::uint8_t>(patched.shield[s].points + 1);
  const auto variant = [&](auto change, const Components& components = default_components()) {
    State::Parts parts = base.parts();
    change(parts);
    return State::from_parts(components, parts);
  };
  const std::vector<State> variants = {
      variant([](State::Parts& p) { ++p.site; }),  // sites left
      variant([](State::Parts& p) {                // tonight: the rival's night scored or not
        p.phase = Phase::Night, p.site = trail_length(2), p.actor = 0, p.night_done = 0;
      }),
      variant([](State::Parts& p) { p.phase = Phase::Night, p.site = trail_length(2), p.actor = 0, p.night_done = 2; }),
      variant([](State::Parts& p) { p.options.park = Park::Acadia; }),
      variant([](State::Parts&) {}, patched),
  };
  for (const State& changed : variants) {
    REQUIRE(changed.current_player() != rival);
    PlanMemo memo;
    const double before = memo.value(base, rival);
    CHECK(memo.value(base, rival) == before);
    CHECK(memo.reused() == 1);
    const double plain = plan_value(changed, rival);
    CHECK(plain != before);  // the change matters to the value
    CHECK(bits(memo.value(changed, rival)) == bits(plain));
    CHECK(memo.reused() == 1);
  }
}

TEST_CASE("hike settled plan evaluation equals settling plainly to the bit") {
  const std::vector<State> positions = decision_positions(2);
  int settled = 0;
  for (const State& state : positions) {
    if (state.is_terminal()) continue;
    const int player = state.current_player();
    ActionList<State> actions;
    state.legal_actions(actions);
    SettledPlanEvaluation evaluation;  // one per choice, as the agent holds it
    for (const Action& action : actions) {
      State next = state;
      next.apply(action);
      REQUIRE(bits(evaluation(next, player)) == bits(settled_plainly(next, player)));
      settled += next.current_player() == player && !next.pending().empty();
    }
  }
  CHECK(settled > 1'000);  // positions where gains were still to mark
}

TEST_CASE("hike shield discount equals std::pow for the default step and another") {
  volatile double step = PlanWeights{}.shield_step;  // computed at run time, as the table is
  for (int missing = 0; missing <= 2 * kMaxWildlifeBoxes + 2; ++missing) {
    CHECK(bits(shield_discount(PlanWeights{}.shield_step, missing)) == bits(std::pow(step, missing)));
    CHECK(bits(shield_discount(0.7, missing)) == bits(std::pow(0.7, missing)));
  }
}

TEST_CASE("hike logbook counts over sketched spreads equal plain loops (H5)") {
  Rng rng(5);
  for (int trial = 0; trial < 20'000; ++trial) {
    Logbook book;
    book.sketched = static_cast<std::uint8_t>(rng.below(kMaxSpreads + 1));
    for (int s = 0; s < book.sketched; ++s) {
      book.landmark[s] = static_cast<std::uint8_t>(rng.below(kLandmarks));
      book.lines[s] = static_cast<std::uint8_t>(rng.below(kLinesPerSpread + 1));
    }
    int lines = 0;
    for (int s = 0; s < book.sketched; ++s) lines += book.lines[s];
    REQUIRE(book.total_lines() == lines);
    for (int l = 0; l < kLandmarks; ++l) {
      int sketched = 0, complete = 0;
      for (int s = 0; s < book.sketched; ++s) {
        sketched += book.landmark[s] == l;
        complete += book.landmark[s] == l && book.lines[s] == kLinesPerSpread;
      }
      REQUIRE(book.count_sketched(l) == sketched);
      REQUIRE(book.count_complete(l) == complete);
    }
  }
}

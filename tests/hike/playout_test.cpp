// Random playouts of Parks: Roll & Hike: the invariants every step keeps (H1-H7).
//
// Games at 1-4 players in all six parks, played by a uniformly random policy and by a one-ply
// greedy one (the best score after the action, ties at random), are checked after every step:
//   - the state is never stuck: a decision lists at least one action, all distinct, within
//     State::kMaxActions, each accepted when applied to a copy; a pending task is only offered
//     when its level has 2 or more options (the engine makes forced choices);
//   - the logbook stays in bounds and only grows (suns, water, lines, sketches, wildlife,
//     binoculars, night circles; a sketched landmark never changes);
//   - the score equals a recomputation written here from the logbook and the components, by
//     category, and each night's canteen score is the lowest completed row for the water held
//     when that player's night ended (plus Glacier's bought 3 points and completed snowflakes);
//   - the flow: 3 rounds, each one shuffle and trail-length rolls, the group walking its sites
//     one Lead Hiker die at a time; the binoculars token on the trail only at 3-4 players, free
//     lines on the landmark of the site's token (H4); the solo neutral hiker's die (H7).
// Further cases check the chance outcomes, determinism, and games played by the engine's agents.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/hike/heuristic.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/hike/evaluation.h"
#include "engine/hike/state.h"
#include "tests/hike/playout_checker.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike random playouts keep every invariant after every step") {
  const auto start = std::chrono::steady_clock::now();
  Failures failures;
  Coverage coverage;
  for (int players = 1; players <= 4; ++players) {
    for (Park park : kAllParks) {
      for (std::uint64_t g = 0; g < 16; ++g) {
        const Policy policy = g % 2 == 0 ? Policy::Random : Policy::Greedy;
        Playout(GameOptions{players, park}, policy, 2024, g + 100 * players, failures, coverage).run();
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  MESSAGE("hike playouts: " << coverage.games << " games, " << coverage.decisions << " decisions ("
                            << coverage.pending_decisions << " on pending tasks), " << seconds
                            << " s; reached: " << coverage.leads_paid << " paid Lead Hiker dice, "
                            << coverage.journals_full << " full journals, " << coverage.binocular_rows
                            << " binocular rows, " << coverage.named_landmarks << " named landmarks, "
                            << coverage.canteens_full << " full canteens, " << coverage.suns_track_full
                            << " full sun tracks, " << coverage.night_bonuses << " night bonuses");
  CHECK(failures.count == 0);
  CHECK(coverage.games == 4 * kParks * 16);
  // The playouts reach the corners the invariants are about.
  CHECK(coverage.leads_paid > 0);
  CHECK(coverage.journals_full > 0);
  CHECK(coverage.binocular_rows > 0);
  CHECK(coverage.named_landmarks > 0);
  CHECK(coverage.canteens_full > 0);
  for (int park = 0; park < kParks; ++park) {
    CAPTURE(park);
    CHECK(coverage.night_bonus_by_park[park] > 0);
  }
}

TEST_CASE("hike chance: shuffles and rolls have the stated probabilities and uniform faces") {
  const Components& c = default_components();
  Rng rng(99);
  for (int players = 1; players <= 4; ++players) {
    CAPTURE(players);
    const int tokens = players <= 2 ? 4 : 5, permutations = tokens == 4 ? 24 : 120;
    const State start = State::initial(c, GameOptions{players, Park::Yosemite});
    REQUIRE(start.phase() == Phase::Shuffle);
    REQUIRE(start.current_player() == kChancePlayer);

    // Shuffles: 1/k! each, every permutation drawn, every token on every site about 1/k of the time.
    constexpr int kShuffles = 6000;
    std::vector<int> seen_permutation(permutations, 0);
    std::array<std::array<int, kTrailTokens>, kMaxSites> on_site{};
    int bad_shuffles = 0;
    State rolled = start;
    for (int i = 0; i < kShuffles; ++i) {
      const Action a = start.sample_chance(rng);
      if (a.kind != ActionKind::Shuffle || a.b >= permutations ||
          std::abs(start.chance_probability(a) - 1.0 / permutations) > 1e-12) {
        ++bad_shuffles;
        continue;
      }
      ++seen_permutation[a.b];
      State next = start;
      next.apply(a);
      for (int site = 1; site <= next.trail_length(); ++site) ++on_site[site - 1][next.token_at(site)];
      if (i == 0) rolled = next;
    }
    CHECK(bad_shuffles == 0);
    CHECK(std::count(seen_permutation.begin(), seen_permutation.end(), 0) == 0);
    for (int site = 0; site < start.trail_length(); ++site)
      for (int t = 0; t < kTrailTokens; ++t) {
        const bool in_play = players >= 3 || t != c.binoculars_token;
        const double share = static_cast<double>(on_site[site][t]) / kShuffles;
        CAPTURE(site);
        CAPTURE(t);
        CHECK(std::abs(share - (in_play ? 1.0 / tokens : 0.0)) < 0.03);
      }

    // Rolls: 1/6^5 each, each die's six faces about 1/6 of the time.
    REQUIRE(rolled.phase() == Phase::Roll);
    constexpr int kRolls = 30000;
    std::array<std::array<int, kDieFaces>, kHikingDice + 1> faces{};
    int bad_rolls = 0;
    for (int i = 0; i < kRolls; ++i) {
      const Action a = rolled.sample_chance(rng);
      if (a.kind != ActionKind::Roll || a.b >= 7776 || std::abs(rolled.chance_probability(a) - 1.0 / 7776) > 1e-15) {
        ++bad_rolls;
        continue;
      }
      State next = rolled;
      next.apply(a);
      for (int d = 0; d < kHikingDice; ++d) ++faces[d][next.pool_face(d)];  // pool_face < 6 checked by the playouts
      ++faces[kHikingDice][next.lead_face()];
    }
    CHECK(bad_rolls == 0);
    for (int d = 0; d <= kHikingDice; ++d)
      for (int f = 0; f < kDieFaces; ++f) {
        CAPTURE(d);
        CAPTURE(f);
        CHECK(std::abs(static_cast<double>(faces[d][f]) / kRolls - 1.0 / 6) < 0.02);
      }
  }
}

namespace {

// Plays a state to its end: chance from one stream, every choice uniformly from another.
State play_out(State state, Rng& chance, Rng& agent, std::vector<Action>* trace = nullptr) {
  ActionList<State> actions;
  while (!state.is_terminal()) {
    Action a;
    if (state.current_player() == kChancePlayer) {
      a = state.sample_chance(chance);
    } else {
      state.legal_actions(actions);
      a = actions[agent.below(static_cast<std::uint32_t>(actions.size()))];
    }
    if (trace) trace->push_back(a);
    state.apply(a);
  }
  return state;
}

}  // namespace

TEST_CASE("hike games are a function of their seed and choices") {
  const Components& c = default_components();
  int differing = 0, compared = 0;
  for (int players = 1; players <= 4; ++players) {
    for (Park park : kAllParks) {
      for (std::uint64_t g = 0; g < 2; ++g) {
        CAPTURE(players);
        CAPTURE(static_cast<int>(park));
        const State start = State::initial(c, GameOptions{players, park});
        // The same seed and choices: the same game, step for step.
        Rng chance_a = Rng::stream(7, g, Stream::Chance), agent_a = Rng::stream(7, g, Stream::Agent);
        Rng chance_b = Rng::stream(7, g, Stream::Chance), agent_b = Rng::stream(7, g, Stream::Agent);
        std::vector<Action> trace_a, trace_b;
        const State a = play_out(start, chance_a, agent_a, &trace_a);
        const State b = play_out(start, chance_b, agent_b, &trace_b);
        CHECK(trace_a == trace_b);
        CHECK(same_end(a, b));
        // The house driver with random agents: the same.
        std::array<RandomAgent<State>, kMaxPlayers> agents{};
        const State x = play_game(start, agents, 11, g), y = play_game(start, agents, 11, g);
        CHECK(same_end(x, y));
        // A copy taken mid-game, played on with the same streams, ends as the original does.
        Rng chance = Rng::stream(8, g, Stream::Chance), agent = Rng::stream(8, g, Stream::Agent);
        State mid = start;
        ActionList<State> actions;
        for (int step = 0; step < 40 + 7 * static_cast<int>(g) && !mid.is_terminal(); ++step) {
          if (mid.current_player() == kChancePlayer) {
            mid.apply(mid.sample_chance(chance));
          } else {
            mid.legal_actions(actions);
            mid.apply(actions[agent.below(static_cast<std::uint32_t>(actions.size()))]);
          }
        }
        REQUIRE(!mid.is_terminal());
        const State copy = mid;
        Rng chance_copy = chance, agent_copy = agent;
        const State end = play_out(mid, chance, agent), end_copy = play_out(copy, chance_copy, agent_copy);
        CHECK(same_end(end, end_copy));
        // The comparison can tell games apart: another seed plays another game.
        Rng chance_o = Rng::stream(9, g, Stream::Chance), agent_o = Rng::stream(9, g, Stream::Agent);
        differing += !same_end(a, play_out(start, chance_o, agent_o));
        ++compared;
      }
    }
  }
  CHECK(differing > compared * 9 / 10);
}

TEST_CASE("hike agents play whole games: random, greedy and the plan heuristic") {
  const Components& c = default_components();
  double heuristic_total = 0, random_total = 0;
  for (int players = 1; players <= 4; ++players) {
    for (Park park : {Park::Yosemite, Park::Glacier, Park::Acadia}) {
      CAPTURE(players);
      CAPTURE(static_cast<int>(park));
      const State start = State::initial(c, GameOptions{players, park});
      const std::uint64_t game = 10 * players + static_cast<std::uint64_t>(park);
      std::array<HeuristicAgent<State>, kMaxPlayers> heuristic{};
      std::array<GreedyAgent<State>, kMaxPlayers> greedy{};
      std::array<RandomAgent<State>, kMaxPlayers> random{};
      const State h = play_game(start, heuristic, 5, game);
      const State g = play_game(start, greedy, 5, game);
      const State r = play_game(start, random, 5, game);  // the same rolls (common random numbers)
      for (const State* end : {&h, &g, &r}) {
        REQUIRE(end->is_terminal());
        for (int p = 0; p < players; ++p) {
          CHECK(end->points(p) == expected_points(park, c, end->logbook(p)));
          CHECK(end->nights_left(p) == 0);
        }
      }
      for (int p = 0; p < players; ++p) heuristic_total += h.score(p), random_total += r.score(p);
    }
  }
  MESSAGE("hike agents: heuristic total " << heuristic_total << ", random total " << random_total);
  CHECK(heuristic_total > random_total);
}

TEST_SUITE_END();

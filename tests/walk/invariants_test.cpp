// Randomized playouts of A Walk in the Park checked against an independent referee
// (tests/walk/referee.h).
// The referee keeps its own copy of every sheet (a 5x5 array of open-side sets), its own
// bonuses, conversions, first visits and turn structure, written from the rules (W1-W14)
// rather than from the engine's bitboards. After every action of thousands of games played by
// the random and greedy agents (solo levels 1-4, 2-6 players, default and random layouts) it
// checks that:
//   - the engine's sheets hold what the referee drew, and their incremental connected() and
//     loops() equal the from-scratch reachable_from_centre() and cycle_rank() (and the
//     referee's own flood fill and cycle rank);
//   - the engine's acting player, phase, bonuses, conversions, first visits and turn count
//     match the referee's;
//   - the legal action list has no duplicates and is exactly the set of the 515 constructible
//     actions (400 placements, 100 conversions, 10 picks, end turn, 4 rolls) that the referee
//     allows (conversions, W11, once the roll is drawn and the turn's picks and bonus paths are
//     done, in the Finish phase; before the drawing only when the bonus paths still to be had
//     could fill every empty square, so that the roll might not be drawn at all, W12);
//   - the final scores and winners equal the referee's, computed from scratch.
// It also checks that a game is a pure function of its seed.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/random_agent.h"
#include "engine/walk/components.h"
#include "engine/walk/evaluation.h"
#include "engine/walk/state.h"
#include "tests/walk/referee.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

namespace {

// Compares the engine's state with the referee's after an action of player `actor` (whose sheet
// is the only one that can have changed), or of chance (actor < 0: every sheet is compared).
// Returns false (after reporting) on the first disagreement, so that one bad game does not
// flood the output.
template <class State>
bool agrees(const State& state, const Referee& referee, int players, int actor, const std::string& where,
            std::optional<Action> last = std::nullopt) {
  INFO(where);
  INFO((last ? "after " + to_string(*last) : std::string("at the start or end")));
  bool ok = true;
  const auto expect = [&](bool condition, const std::string& what) {
    if (!condition && ok) {
      FAIL_CHECK(what);
      ok = false;
    }
  };
  for (int p = 0; p < players && ok; ++p) {
    if (state.first_visits(p) != referee.first(p))
      expect(false, "seat " + std::to_string(p) + ": first visits differ (W13)");
    if (actor >= 0 && p != actor) continue;
    const Sheet& sheet = state.sheet(p);
    const Paper& paper = referee.paper(p);
    const std::string seat = "seat " + std::to_string(p) + ": ";
    for (Square s = 0; s < kSquares; ++s) {
      const int engine = (sheet.ibises() & bit(s)) ? kIbisSquare : sheet.sides_at(s) ? sheet.sides_at(s) : kEmptySquare;
      if (engine != paper.cell[s]) expect(false, seat + "square " + std::to_string(s) + " differs");
    }
    // W5-W7: the incremental network equals every from-scratch recomputation.
    expect(sheet.connected() == reachable_from_centre(sheet), seat + "connected() != reachable_from_centre()");
    expect(sheet.connected() == paper.connected(), seat + "connected() != referee's flood fill");
    // W6: loops.
    expect(sheet.loops() == cycle_rank(sheet), seat + "loops() != cycle_rank()");
    expect(sheet.loops() == paper.cycle_rank(), seat + "loops() != referee's cycle rank");
    expect(sheet.empty() == paper.empty(), seat + "empty() differs");
    expect(sheet.bonuses() == paper.bonuses, seat + "bonuses differ");
    expect(sheet.conversions() == paper.conversions, seat + "conversions differ");
    expect(sheet.bonus_count() <= std::min(kMaxBonuses, referee.visits(p)), seat + "more bonuses than visits (W8)");
    expect(popcount(sheet.ibises()) <= kEndIbises, seat + "more than 6 ibises (W12)");
  }
  expect(state.current_player() == referee.acting(),
         "acting player " + std::to_string(state.current_player()) + ", referee " + std::to_string(referee.acting()));
  expect(state.phase() == referee.phase(),
         std::string("phase ") + phase_name(state.phase()) + ", referee " + phase_name(referee.phase()));
  expect(state.turn() == referee.turn(), "turn count differs");
  expect(state.is_terminal() == (referee.acting() == kTerminalPlayer), "is_terminal differs");
  if (ok && state.phase() == Phase::Pick) expect(state.pending_picks() == referee.pending(), "pending picks differ");
  if (!ok || state.current_player() < 0) return ok;

  // The legal list: no duplicates, and exactly the referee's set.
  ActionList<State> list;
  state.legal_actions(list);
  expect(!list.empty(), "no legal action for the acting player");
  std::bitset<1024> listed;
  for (Action a : list) {
    if (listed[a.code()]) expect(false, "duplicate legal action " + to_string(a));
    listed[a.code()] = true;
  }
  const Phase phase = referee.phase();
  for (Action a : every_action()) {
    const bool engine = listed[a.code()], rules = referee.legal(a, phase);
    if (engine != rules)
      expect(false, (engine ? "engine allows " : "engine forbids ") + to_string(a) + " (phase " +
                        phase_name(state.phase()) + ", roll " + std::string(piece_name(state.roll())) + ")");
  }
  expect(static_cast<int>(list.size()) == static_cast<int>(listed.count()), "list has actions outside the 515");
  return ok;
}

enum class Agents { Random, Greedy, Mixed };

struct GameSetup {
  int players = 1;
  int level = 1;
  bool random_layout = false;
  Agents agents = Agents::Random;
};

Config config_for(const GameSetup& setup, std::uint64_t seed, std::uint64_t game) {
  Config config{default_components().default_layout.mask(), default_components().die, setup.players, setup.level};
  if (setup.random_layout) {
    Rng rng = Rng::stream(seed, game, Stream::Layout);
    config.landmarks = random_layout(rng).mask();
  }
  return config;
}

template <class State>
struct Played {
  State final;
  std::vector<std::uint16_t> actions;
  bool ok = true;
};

// Plays one game as agents/play.h does (chance and each seat on their own streams), optionally
// checking every state against the referee.
template <class State>
Played<State> play(const GameSetup& setup, std::uint64_t seed, std::uint64_t game, bool check) {
  const Config config = config_for(setup, seed, game);
  State state = State::initial(config);
  Referee referee(config);
  Rng chance = Rng::stream(seed, game, Stream::Chance);
  std::array<Rng, kMaxPlayers> seat_rngs;
  for (int p = 0; p < setup.players; ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
  RandomAgent<State> random;
  GreedyAgent<State> greedy;
  Played<State> played{state, {}, true};
  const std::string where = "seed " + std::to_string(seed) + ", game " + std::to_string(game) + ", " +
                            std::to_string(setup.players) + " players";
  if (check) played.ok = agrees(state, referee, setup.players, -1, where);
  for (int step = 0; played.ok && step < 5000; ++step) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) break;
    Action action;
    if (player == kChancePlayer) {
      action = sample_chance(state, chance);
    } else {
      const bool use_greedy =
          setup.agents == Agents::Greedy || (setup.agents == Agents::Mixed && (player + game) % 2 == 0);
      action = use_greedy ? greedy.choose(state, seat_rngs[player]) : random.choose(state, seat_rngs[player]);
    }
    played.actions.push_back(action.code());
    state.apply(action);
    if (check) {
      referee.apply(action);
      played.ok = agrees(state, referee, setup.players, player, where, action);
    }
  }
  played.final = state;
  if (!check || !played.ok) return played;
  played.ok = agrees(state, referee, setup.players, -1, where);

  INFO(where);
  REQUIRE(state.is_terminal());
  CHECK(state.end_cause() == referee.end_cause());
  // Scores and winners from scratch (W13, W14).
  std::vector<bool> winners = referee.winners();
  for (int p = 0; p < setup.players; ++p) {
    CAPTURE(p);
    const ScoreBreakdown b = state.breakdown(p);
    const Paper& paper = referee.paper(p);
    CHECK(b.visited == referee.visits(p));
    CHECK(b.statues == paper.statues());
    CHECK(b.ibises == paper.ibises());
    CHECK(b.groups.count == paper.ibis_groups().first);
    CHECK(b.groups.largest == paper.ibis_groups().second);
    CHECK(b.bonus_points == paper.bonus_points());
    CHECK(b.penalty == 3 * paper.conversions);
    CHECK(state.score(p) == referee.score(p));
    CHECK(state.is_winner(p) == winners[p]);
    // W8: every visit was paid with a pick until 6 were ticked.
    CHECK(paper.bonus_count() == std::min(kMaxBonuses, referee.visits(p)));
  }
  return played;
}

struct Tally {
  int games = 0;
  int failed = 0;
  int turn_limit = 0, six_landmarks = 0, six_ibises = 0, full_grid = 0;
  int conversions = 0;  // conversions played (W11), all of them checked in the Finish phase
};

template <class State>
Tally run_many(const GameSetup& setup, std::uint64_t seed, int games) {
  Tally tally;
  for (int g = 0; g < games; ++g) {
    const auto played = play<State>(setup, seed, static_cast<std::uint64_t>(g), true);
    ++tally.games;
    if (!played.ok) {
      ++tally.failed;
      if (tally.failed >= 3) break;  // enough evidence; keep the output short
      continue;
    }
    for (std::uint16_t code : played.actions)
      if (Action::convert(0, North).code() <= code && code < Action::pick(Bonus::Plus1).code()) ++tally.conversions;
    switch (played.final.end_cause()) {
      case EndCause::TurnLimit: ++tally.turn_limit; break;
      case EndCause::SixLandmarks: ++tally.six_landmarks; break;
      case EndCause::SixIbises: ++tally.six_ibises; break;
      case EndCause::FullGrid: ++tally.full_grid; break;
    }
  }
  return tally;
}

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk invariants: the 515 constructible actions have distinct codes") {
  std::bitset<1024> seen;
  for (Action a : every_action()) {
    CHECK_FALSE(seen[a.code()]);
    seen[a.code()] = true;
  }
  CHECK(every_action().size() == 515u);
  CHECK(Action::place(24, 15).code() == 399);
  CHECK(Action::convert(0, North).code() == 400);
  CHECK(Action::pick(Bonus::Plus1).code() == 500);
  CHECK(Action::end_turn().code() == 510);
}

TEST_CASE("walk invariants (W1-W14): solo playouts, random agent, levels 1-4, both layouts") {
  for (int level = 1; level <= 4; ++level)
    for (bool random_layout : {false, true}) {
      CAPTURE(level);
      CAPTURE(random_layout);
      const Tally t = run_many<SoloState>({1, level, random_layout, Agents::Random}, 100 + level, 400);
      CHECK(t.failed == 0);
      CHECK(t.games == 400);
      CHECK(t.turn_limit + t.six_landmarks + t.six_ibises + t.full_grid == t.games - t.failed);
      CHECK(t.conversions > 0);  // the referee's Finish-only conversions were exercised
    }
}

TEST_CASE("walk invariants (W1-W14): solo playouts, greedy agent, levels 1-4, both layouts") {
  Tally total;
  for (int level = 1; level <= 4; ++level)
    for (bool random_layout : {false, true}) {
      CAPTURE(level);
      CAPTURE(random_layout);
      const Tally t = run_many<SoloState>({1, level, random_layout, Agents::Greedy}, 200 + level, 200);
      CHECK(t.failed == 0);
      total.six_landmarks += t.six_landmarks;
      total.six_ibises += t.six_ibises;
      total.turn_limit += t.turn_limit;
    }
  // The playouts reach each way of ending a solo game (W12), so the checks above saw them all.
  CHECK(total.six_landmarks > 0);
  CHECK(total.six_ibises > 0);
  CHECK(total.turn_limit > 0);
}

TEST_CASE("walk invariants (W1-W14): 2-6 players, random agents, both layouts") {
  for (int players = 2; players <= 6; ++players)
    for (bool random_layout : {false, true}) {
      CAPTURE(players);
      CAPTURE(random_layout);
      const Tally t = run_many<PartyState>({players, 1, random_layout, Agents::Random}, 300 + players, 200);
      CHECK(t.failed == 0);
      CHECK(t.conversions > 0);
    }
}

TEST_CASE("walk invariants (W1-W14): 2-6 players, greedy and mixed seats, both layouts") {
  for (int players = 2; players <= 6; ++players)
    for (bool random_layout : {false, true}) {
      CAPTURE(players);
      CAPTURE(random_layout);
      CHECK(run_many<PartyState>({players, 1, random_layout, Agents::Greedy}, 400 + players, 60).failed == 0);
      CHECK(run_many<PartyState>({players, 1, random_layout, Agents::Mixed}, 500 + players, 60).failed == 0);
    }
}

TEST_CASE("walk invariants: identical seeds give identical games, different seeds differ") {
  const GameSetup setups[] = {{1, 1, false, Agents::Random},
                              {1, 2, true, Agents::Greedy},
                              {3, 1, false, Agents::Mixed},
                              {6, 1, true, Agents::Random}};
  for (const GameSetup& setup : setups) {
    CAPTURE(setup.players);
    for (std::uint64_t game = 0; game < 10; ++game) {
      const auto run = [&](std::uint64_t seed, std::uint64_t g) {
        return setup.players == 1 ? play<SoloState>(setup, seed, g, false).actions
                                  : play<PartyState>(setup, seed, g, false).actions;
      };
      const auto first = run(7, game);
      CHECK(first.size() > 10u);
      CHECK(run(7, game) == first);        // same seed, same game: the same sequence
      CHECK(run(8, game) != first);        // another seed
      CHECK(run(7, game + 100) != first);  // another game index of the same seed
    }
  }
}

TEST_SUITE_END();

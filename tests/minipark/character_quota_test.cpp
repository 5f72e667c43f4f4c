// Mini Park's character quota (M6): in basic rules each player places a character once ("Basic
// rules: each player may only take this action once"); in advanced rules at most twice with 2-3
// players and once with 4-5. Played on the shipped tiles with seeded draws, by a policy that
// places a character whenever it may, and by random players.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

namespace {

bool offers_character(const ActionList<State>& actions) {
  return std::any_of(actions.begin(), actions.end(), [](Action a) { return a.kind() == ActionKind::Character; });
}

// Plays a game to its end, each player placing a character whenever one is offered (otherwise
// its first move); checks at every turn that a player at the quota is offered none.
State play_eager(const GameOptions& options, std::uint64_t seed) {
  State s = State::initial(default_tiles(), options);
  Rng rng = Rng::stream(seed, 0, Stream::Chance);
  const int quota = character_quota(options.players, options.rules);
  ActionList<State> actions;
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) {
      s.apply(sample_chance(s, rng));
      continue;
    }
    actions.clear();  // legal_actions appends
    s.legal_actions(actions);
    const bool offered = offers_character(actions);
    if (s.phase() == Phase::Turn && s.characters_taken(s.current_player()) >= quota) CHECK_FALSE(offered);
    const auto character =
        std::find_if(actions.begin(), actions.end(), [](Action a) { return a.kind() == ActionKind::Character; });
    s.apply(offered ? *character : actions[0]);
  }
  return s;
}

}  // namespace

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark: M6 the quota: once in basic rules, in advanced rules twice at 2-3 players and once at 4-5") {
  for (int players = 2; players <= 5; ++players) {
    CAPTURE(players);
    CHECK(character_quota(players, Rules::Basic) == 1);
    CHECK(character_quota(players, Rules::Advanced) == (players <= 3 ? 2 : 1));
  }
}

TEST_CASE("minipark: M6 basic rules: each player places one character, at 2, 3, 4 and 5 players") {
  for (int players = 2; players <= 5; ++players) {
    for (std::uint64_t seed : {1, 2, 3}) {
      CAPTURE(players);
      CAPTURE(seed);
      const State end = play_eager({players, Rules::Basic, false}, seed);
      int placed = 0;
      for (int p = 0; p < players; ++p) {
        CHECK(end.characters_taken(p) == 1);  // the eager player got one, and never a second
        placed += end.characters_taken(p);
      }
      int owned = 0;
      for (int c = 0; c < kCharacters; ++c) owned += end.owner(c) != kNobody;
      CHECK(owned == placed);
    }
  }
}

TEST_CASE("minipark: M6 advanced rules: each player places two characters at 2-3 players, one at 4-5") {
  for (int players = 2; players <= 5; ++players) {
    for (bool expansions : {false, true}) {
      CAPTURE(players);
      CAPTURE(expansions);
      const State end = play_eager({players, Rules::Advanced, expansions}, 7);
      for (int p = 0; p < players; ++p) CHECK(end.characters_taken(p) == (players <= 3 ? 2 : 1));
    }
  }
}

TEST_CASE("minipark: M6 random playouts: no player places more than the quota, and some player reaches it") {
  constexpr int kGames = 60;
  for (const Rules rules : {Rules::Basic, Rules::Advanced}) {
    for (int players = 2; players <= 5; ++players) {
      CAPTURE(players);
      CAPTURE(int(rules));
      const int quota = character_quota(players, rules);
      std::array<RandomAgent<State>, kMaxPlayers> agents{};
      int most = 0;
      for (int g = 0; g < kGames; ++g) {
        const State end = play_game(State::initial(default_tiles(), {players, rules, g % 2 == 0}), agents, 11, g);
        for (int p = 0; p < players; ++p) {
          CHECK(end.characters_taken(p) <= quota);
          most = std::max(most, end.characters_taken(p));
        }
      }
      CHECK(most == quota);  // random players reach the quota, so a quota too low would show
    }
  }
}

TEST_SUITE_END();

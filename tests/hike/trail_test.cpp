// Parks: Roll & Hike's trail (H4): each day chance shuffles the trail tokens onto the sites, and
// a site's landmark is its token's: the one the Lead Hiker marks and everyone's free line goes
// to. The binoculars token (3-4 players only) has its Lead Hiker name the landmark instead.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/hike/state.h"
#include "tests/hike/test_util.h"

using namespace parks;
using namespace parks::hike;
using parks::hike::testing::blank;
using parks::hike::testing::C;
using parks::hike::testing::shuffle_code;

namespace {

// Each player: one empty spread of every landmark (so a line's page tells its landmark), and
// Sun for a Lead Hiker die.
void one_page_each(State& s) {
  for (int p = 0; p < s.num_players(); ++p) {
    Logbook& b = s.logbook_for_test(p);
    b.sketched = kLandmarks;
    for (int l = 0; l < kLandmarks; ++l) {
      b.landmark[l] = static_cast<std::uint8_t>(l);
      b.lines[l] = 0;
    }
    b.suns_gained = kHikingDice;
    b.suns_spent = 0;
  }
}

std::vector<int> tokens_on_sites(const State& s) {
  std::vector<int> tokens;
  for (int site = 1; site <= s.trail_length(); ++site) tokens.push_back(s.token_at(site));
  return tokens;
}

// The token orders of each day of a game played by random players from `seed`.
std::vector<std::vector<int>> days_of(int players, std::uint64_t seed, std::uint64_t game) {
  std::vector<std::vector<int>> days;
  std::array<RandomAgent<State>, kMaxPlayers> agents{};
  play_game(State::initial(C(), {players, Park::Yosemite}), agents, seed, game, [&](const State& s, Action) {
    if (static_cast<int>(days.size()) == s.round()) days.push_back(tokens_on_sites(s));
  });
  return days;
}

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike: H4 the tokens are forest, mountain, meadow, arrowhead and binoculars, each site shows one") {
  const Components& c = C();
  std::array<int, kLandmarks> landmark_tokens{};
  for (int t = 0; t < kTrailTokens; ++t) {
    CAPTURE(t);
    if (t == c.binoculars_token) {
      CHECK(c.tokens[t] == single(Binoculars));
      CHECK(c.token_landmark[t] == kNamedLandmark);
      continue;
    }
    REQUIRE(c.token_landmark[t] < kLandmarks);
    CHECK(c.tokens[t] == single(landmark_icon(c.token_landmark[t])));  // the Lead Hiker marks the landmark itself
    ++landmark_tokens[c.token_landmark[t]];
  }
  CHECK(landmark_tokens == std::array<int, kLandmarks>{1, 1, 1, 1});
  // At 1-2 players the four landmarks cover the 4 sites; at 3-4 the binoculars token joins, on 5.
  Rng rng(5);
  for (int players = 1; players <= kMaxPlayers; ++players) {
    CAPTURE(players);
    const State start = State::initial(c, {players, Park::Yosemite});
    for (int i = 0; i < 50; ++i) {
      State s = start;
      s.apply(s.sample_chance(rng));
      std::vector<Face> faces;
      for (int t : tokens_on_sites(s)) faces.push_back(c.tokens[t]);
      std::vector<Face> want = {single(Forest), single(Mountain), single(Meadow), single(Arrowhead)};
      if (players >= 3) want.push_back(single(Binoculars));
      for (const Face& f : want) {
        const auto it = std::find(faces.begin(), faces.end(), f);
        REQUIRE(it != faces.end());
        faces.erase(it);
      }
      CHECK(faces.empty());
    }
  }
}

TEST_CASE(
    "hike: H4 the shuffle comes from the seeded chance stream: the same seed gives the same days, a new day a new order") {
  for (int players : {2, 3}) {
    CAPTURE(players);
    int games_with_new_orders = 0, other_seed_differs = 0;
    constexpr int kGames = 30;
    for (int g = 0; g < kGames; ++g) {
      const auto days = days_of(players, 17, g);
      REQUIRE(days.size() == 3u);
      CHECK(days == days_of(players, 17, g));  // deterministic per seed and game
      other_seed_differs += days != days_of(players, 18, g);
      // Drawn again each day: all three days alike would be a 1 in 24^2 (or 120^2) chance.
      games_with_new_orders += days[0] != days[1] || days[1] != days[2];
    }
    CHECK(games_with_new_orders == kGames);
    CHECK(other_seed_differs >= kGames - 1);
  }
}

TEST_CASE("hike: H4 the free line goes to the landmark of the token the shuffle put on the Lead Hiker's site") {
  const Components c = blank();
  for (int players : {2, 3}) {
    for (int token = 0; token < kTrailTokens; ++token) {
      if (token == c.binoculars_token) continue;
      const int landmark = c.token_landmark[token];
      for (int site = 1; site <= trail_length(players); ++site) {
        CAPTURE(players);
        CAPTURE(token);
        CAPTURE(site);
        // The other landmark tokens first, then this one on `site`.
        std::vector<int> order;
        for (int t = 0; t < kTrailTokens && static_cast<int>(order.size()) < site - 1; ++t)
          if (t != token && t != c.binoculars_token) order.push_back(t);
        if (static_cast<int>(order.size()) < site - 1) order.push_back(c.binoculars_token);
        order.push_back(token);
        State s = State::initial(c, {players, Park::Yosemite});
        s.apply(shuffle(shuffle_code(c, players, order)));
        REQUIRE(s.token_at(site) == token);
        // Walk to the site before it: every Lead Hiker takes the die at once (at the binoculars
        // token naming the forest).
        for (int step = 0; step < 200 && !(s.site() == site - 1 && s.phase() == Phase::Roll); ++step) {
          if (s.current_player() == kChancePlayer) {
            s.apply(roll(0));
          } else if (s.pending().empty() && s.phase() == Phase::Day) {
            Logbook& b = s.logbook_for_test(s.current_player());
            b.suns_gained = kHikingDice;
            b.suns_spent = 0;
            s.apply(take_lead());
          } else {
            ActionList<State> actions;
            s.legal_actions(actions);
            s.apply(actions[0]);
          }
        }
        REQUIRE(s.site() == site - 1);
        REQUIRE(s.phase() == Phase::Roll);
        one_page_each(s);
        s.apply(roll(0));
        s.apply(take_lead());
        CHECK(s.site() == site);
        CHECK(s.free_landmark() == landmark);
        for (int p = 0; p < players; ++p)
          for (int l = 0; l < kLandmarks; ++l) CHECK(int(s.logbook(p).lines[l]) == (l == landmark ? 1 : 0));
      }
    }
  }
}

TEST_CASE(
    "hike: H4 at the binoculars token (3-4 players) the Lead Hiker names any landmark, and the free lines go there") {
  const Components c = blank();
  for (int players : {3, 4}) {
    for (int named = 0; named < kLandmarks; ++named) {
      CAPTURE(players);
      CAPTURE(named);
      State s = State::initial(c, {players, Park::Yosemite});
      s.apply(shuffle(shuffle_code(c, players, {c.binoculars_token})));
      s.apply(roll(0));
      one_page_each(s);
      s.apply(take_lead());
      CHECK(s.free_landmark() == kNamedLandmark);
      // The naming is the Lead Hiker's only decision, with the four landmarks as options.
      ActionList<State> actions;
      s.legal_actions(actions);
      REQUIRE(actions.size() == static_cast<std::size_t>(kLandmarks));
      REQUIRE(s.pending().size() == 1u);
      CHECK(s.pending()[0].kind == TaskKind::NameLandmark);
      CHECK(s.current_player() == 0);
      s.apply(resolve(0, named));
      CHECK(s.free_landmark() == named);
      for (int p = 0; p < players; ++p)
        for (int l = 0; l < kLandmarks; ++l) CHECK(int(s.logbook(p).lines[l]) == (l == named ? 1 : 0));
    }
  }
  // At 1-2 players the binoculars token is never on the trail.
  Rng rng(3);
  for (int players : {1, 2}) {
    const State start = State::initial(C(), {players, Park::Yosemite});
    for (int i = 0; i < 200; ++i) {
      State s = start;
      s.apply(s.sample_chance(rng));
      const auto tokens = tokens_on_sites(s);
      CHECK(std::find(tokens.begin(), tokens.end(), C().binoculars_token) == tokens.end());
    }
  }
}

TEST_SUITE_END();

// Polyhedral Park Planner: the round flow (docs/rules.md P1-P9): 10 rounds of one shared roll
// played in seat order, the multiplayer winners and their tie-breaks, and random playouts (solo
// and 2-4 players) scored again by the test's own scoring.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"
#include "tests/planner/rules_util.h"
#include "tests/planner/test_util.h"

using namespace planner_test;

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner round flow: 10 rounds, then terminal, one shared roll played in seat order") {
  SUBCASE("solo: ten rolls then over") {
    SoloState s = solo();
    for (int round = 0; round < kRounds; ++round) {
      CHECK(s.round() == round);
      CHECK(s.current_player() == kChancePlayer);
      CHECK(s.phase() == Phase::Roll);
      CHECK_FALSE(s.is_terminal());
      s.apply(roll_of({1 + round % 4, 2, 3, 4, 5, 6}));
      CHECK(s.current_player() == 0);
      finish_round(s);
    }
    CHECK(s.is_terminal());
    CHECK(s.round() == kRounds);
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(legal(s).empty());
  }
  SUBCASE("3 players: same roll, seat order, own dice and modifications") {
    PartyState s = party(3);
    CHECK(s.num_players() == 3);
    for (int round = 0; round < kRounds; ++round) {
      REQUIRE(s.current_player() == kChancePlayer);
      const std::array<int, 6> r = {1 + round % 4, 1 + round % 6, 5, 9, 12, 13 + round % 5};
      s.apply(roll_of(r));
      // Seat 0 adjusts its copy of the roll.
      REQUIRE(s.current_player() == 0);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      if (round == 0) {
        play(s, Action::raise(D8));
        CHECK(s.dice()[D8] == 6);
        CHECK(s.rolled()[D8] == 5);
      }
      finish_round(s);
      // Seat 1 sees the roll as drawn, and develops a square.
      REQUIRE(s.current_player() == 1);
      CHECK(s.seat() == 1);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(any_modification(s));
      if (round == 0) {
        play(s, Action::unlock(Development::Path, dice_of({D8})));
        play(s, Action::place(Development::Path, dice_of({D10}), empty_square_printed(s, 9)));
      }
      finish_round(s);
      REQUIRE(s.current_player() == 2);
      CHECK(s.dice() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(s.round() == round);
      finish_round(s);
      CHECK(s.round() == round + 1);
    }
    CHECK(s.is_terminal());
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(s.modifications(0) == 1);
    CHECK(s.modifications(1) == 0);
    CHECK(s.modifications(2) == 0);
    // Each seat used every die of every round on its own park.
    for (int p = 0; p < 3; ++p) CHECK(count(s.park(p).developed()) >= kRounds);
  }
}

TEST_CASE(
    "planner multiplayer winners: highest total, then fewest penalty points, then highest lowest card, then shared") {
  // Score cards as the tie-breaks see them (P5 makes every seat use its dice every round, so
  // parks built move by move differ in more than the points a tie-break needs).
  const auto card = [](std::array<int, 3> points, int isolated, int modifications) {
    ScoreCard c;
    c.points = points;
    c.isolated_regions = isolated;
    c.modifications = modifications;
    return c;
  };
  SUBCASE("fewest penalty points break a tie on totals; a lower total loses") {
    const ScoreCard a = card({1, 2, 0}, 0, 0), b = card({2, 2, 0}, 0, 1), c = card({1, 1, 0}, 0, 0);
    REQUIRE(a.total() == 3);
    REQUIRE(b.total() == 3);
    CHECK(standing(a) > standing(b));
    CHECK(standing(b) > standing(c));
  }
  SUBCASE("the highest total wins even with more penalty points") {
    CHECK(standing(card({5, 5, 0}, 1, 1)) > standing(card({2, 1, 2}, 0, 0)));  // 6 against 5
  }
  SUBCASE("the highest lowest card breaks a tie on totals and penalties; a full tie is shared") {
    const ScoreCard a = card({2, 2, 0}, 0, 0), b = card({1, 1, 2}, 0, 0), c = card({2, 1, 1}, 0, 0);
    CHECK(standing(b) > standing(a));
    CHECK(standing(b) == standing(c));
  }
  SUBCASE("is_winner on played games ranks the seats by their standing") {
    for (int g = 0; g < 20; ++g) {
      Rng rng(static_cast<std::uint64_t>(g));
      PartyState s = party(2 + g % 3, deal_cards(rng), 1 + g);
      while (!s.is_terminal()) {
        if (s.current_player() == kChancePlayer) s.apply(s.sample_chance(rng));
        else finish_round(s);
      }
      for (int p = 0; p < s.num_players(); ++p) {
        bool best = true;
        for (int q = 0; q < s.num_players(); ++q)
          best = best && !(standing(s.score_card(q)) > standing(s.score_card(p)));
        CHECK(s.is_winner(p) == best);
      }
    }
  }
}

TEST_CASE("planner random playouts (P1-P6): solo and 2-4 players") {
  int games = 0, decisions = 0, rerolls = 0;
  for (int players = 1; players <= 4; ++players) {
    const int count_games = players == 1 ? 120 : 50;
    for (int g = 0; g < count_games; ++g, ++games) {
      const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(players) * 7919;
      const std::uint64_t game = static_cast<std::uint64_t>(g);
      Rng setup = Rng::stream(seed, game, Stream::Layout);
      const Sheet sheet = g % 3 == 2 ? generate_sheet(setup) : published_sheet(1 + static_cast<int>(setup.below(100)));
      const Deal deal = deal_cards(setup);
      PartyState start = PartyState::initial(sheet, deal, players);
      std::array<RandomAgent<PartyState>, kMaxPlayers> agents{};

      // Step as play_game does, with the same streams, checking every step.
      PartyState state = start;
      Rng chance = Rng::stream(seed, game, Stream::Chance), event;
      std::array<Rng, kMaxPlayers> seat_rngs;
      for (int p = 0; p < players; ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
      Tracker tracker;
      DiceValues last_roll{};
      while (!state.is_terminal()) {
        const int player = state.current_player();
        if (player == kChancePlayer) {
          const bool roll = state.phase() == Phase::Roll;
          const Action a = sample_chance(state, chance_stream(state, chance, event, seed, game));
          REQUIRE(a.is_roll());
          for (int k = 0; k < 6; ++k) {
            CHECK(a.value(k) >= 1);
            CHECK(a.value(k) <= kDieFaces[k]);
          }
          rerolls += !roll;
          tracker.apply(state, a);
          if (roll) {
            for (int k = 0; k < 6; ++k) last_roll[k] = static_cast<std::uint8_t>(a.value(k));
            CHECK(state.rolled() == last_roll);
          }
          continue;
        }
        CHECK(state.rolled() == last_roll);  // every seat plays the same roll
        if (state.used() == 0 && !tracker.rerolled && tracker.raised == 0 && tracker.lowered == 0)
          CHECK(state.dice() == last_roll);
        ActionList<PartyState> list;
        state.legal_actions(list);
        REQUIRE(!list.empty());
        CHECK(list.size() <= PartyState::kMaxActions);
        std::set<std::uint32_t> codes;
        for (Action a : list) {
          codes.insert(a.code);
          if (a.kind() == Kind::Place) CHECK(a.square() != kBoothSquare);
          if (a.kind() == Kind::Reroll) CHECK(players == 1);
        }
        CHECK(codes.size() == list.size());
        const Action a = act(agents[player], state, seat_rngs[player]);
        CHECK(codes.count(a.code) == 1);
        tracker.apply(state, a);
        ++decisions;
        CHECK(state.modifications(player) == tracker.modifications[player]);
        CHECK(state.modifications(player) <= kMaxModifications);
        // No square holds two developments, and the booth is never developed (P1).
        const Park& park = state.park(player);
        for (int d = 0; d < 4; ++d)
          for (int e = d + 1; e < 4; ++e) CHECK((park.boards[d] & park.boards[e]) == 0);
        CHECK((park.developed() & kBooth) == 0);
      }
      CHECK(tracker.rolls == kRounds);
      CHECK(state.round() == kRounds);
      CHECK(state.current_player() == kTerminalPlayer);

      // play_game gives the same final state, and again with the same seed.
      const PartyState played = play_game(start, agents, seed, game);
      CHECK(played == state);
      CHECK(play_game(start, agents, seed, game) == played);
      if (g == 0) CHECK_FALSE(play_game(start, agents, seed + 1, game) == played);

      // Scores recomputed from scratch; winners by the book's order.
      std::vector<std::tuple<int, int, int>> ranks;
      for (int p = 0; p < players; ++p) {
        const OwnScore own = own_score(state.park(p), deal, tracker.modifications[p]);
        const ScoreCard card = state.score_card(p);
        CHECK(card.modifications == tracker.modifications[p]);
        CHECK(card.isolated_regions == own.isolated);
        CHECK(card.card_total() == own.cards);
        CHECK(card.penalty() == own.penalty);
        CHECK(state.score(p) == doctest::Approx(own.total));
        ranks.emplace_back(own.total, -own.penalty, own.lowest);
      }
      if (players == 1) {
        const ScoreCard card = state.score_card(0);
        bool met = true;
        for (int i = 0; i < 3; ++i) met = met && requirement_met(deal[i], state.park(0));
        CHECK(state.is_winner(0) == (std::get<0>(ranks[0]) >= target(deal) && met));
        CHECK(card.all_met() == met);
      } else {
        const auto best = *std::max_element(ranks.begin(), ranks.end());
        int winners = 0;
        for (int p = 0; p < players; ++p) {
          CHECK(state.is_winner(p) == (ranks[p] == best));
          winners += state.is_winner(p);
        }
        CHECK(winners >= 1);
      }
    }
  }
  MESSAGE("random playouts: " << games << " games, " << decisions << " decisions, " << rerolls << " rerolls");
  CHECK(rerolls > 0);
}

TEST_CASE("planner random playouts: SoloState and play_game with the random agent") {
  for (int g = 0; g < 60; ++g) {
    Rng setup(static_cast<std::uint64_t>(g) + 99);
    const SoloState start = SoloState::initial(published_sheet(1 + g), deal_cards(setup), 1);
    std::array<RandomAgent<SoloState>, 1> agents{};
    const SoloState a = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    const SoloState b = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    CHECK(a == b);
    CHECK(a.is_terminal());
    CHECK(a.round() == kRounds);
    CHECK(a.modifications(0) <= kMaxModifications);
    CHECK((a.park(0).developed() & kBooth) == 0);
    const OwnScore own = own_score(a.park(0), a.deal(), a.modifications(0));
    CHECK(a.score(0) == doctest::Approx(own.total));
  }
}

TEST_SUITE_END();

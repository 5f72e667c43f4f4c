// Summaries as bytes: a summary read back from its bytes gives the same bytes and the same
// report, and bytes that do not hold a whole summary throw CorruptData.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "agents/minipark/heuristic.h"
#include "agents/planner/heuristic.h"
#include "agents/walk/heuristic.h"
#include "analysis/archive.h"
#include "analysis/hike/summary.h"
#include "analysis/minipark/summary.h"
#include "analysis/planner/summary.h"
#include "analysis/runner.h"
#include "analysis/tournament.h"
#include "analysis/walk/summary.h"
#include "engine/walk/components.h"

using namespace parks;

namespace {

RunOptions quiet_run(std::int64_t games, std::uint64_t seed) { return {games, seed, 1, false, "test"}; }

// `s` read back into `empty` (the value its run started from): the same bytes again.
template <Archivable Summary>
Summary round_trip(const Summary& s, Summary empty) {
  const std::string bytes = to_bytes(s);
  from_bytes(bytes, empty);
  CHECK(to_bytes(empty) == bytes);
  return empty;
}

// The same text and JSON reports from `s` and from its bytes read back into `empty`.
template <Archivable Summary, class Info>
void check_round_trip(const Summary& s, const Summary& empty, const Info& info) {
  const Summary t = round_trip(s, empty);
  CHECK(t.text(info, false) == s.text(info, false));
  CHECK(t.text(info, true) == s.text(info, true));
  CHECK(t.json(info, false) == s.json(info, false));
}

// Every proper prefix of `s`'s bytes, and its bytes with one more, throw CorruptData.
template <Archivable Summary>
void check_damaged(const Summary& s, const Summary& empty) {
  const std::string bytes = to_bytes(s);
  REQUIRE(!bytes.empty());
  std::size_t not_thrown = 0;
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    Summary t = empty;
    try {
      from_bytes(std::string_view(bytes).substr(0, n), t);
      ++not_thrown;
    } catch (const CorruptData&) {
    }
  }
  CHECK(not_thrown == 0);
  Summary t = empty;
  CHECK_THROWS_AS(from_bytes(bytes + '\0', t), CorruptData);
}

// The summary of `run`'s games with `agent` in every seat.
template <class State, class Summary, class MakeState>
Summary played(const RunOptions& run, const Summary& empty, MakeState make_state, int players,
               const std::string& agent) {
  const AnyAgent<State> prototype = make_agent<State>(agent);
  return run_games(run, empty, make_state, [&] { return agent_in_every_seat(prototype, players); }).summary;
}

walk::Config walk_config(int players) {
  return {walk::default_components().default_layout.mask(), walk::default_components().die, players, 1};
}

walk::WalkSummary walk_games(int players) {
  const auto run = quiet_run(12, 5);
  if (players == 1)
    return played<walk::SoloState>(
        run, walk::WalkSummary(1), [](std::int64_t) { return walk::SoloState::initial(walk_config(1)); }, 1,
        "heuristic");
  return played<walk::PartyState>(
      run, walk::WalkSummary(players),
      [players](std::int64_t) { return walk::PartyState::initial(walk_config(players)); }, players, "heuristic");
}

template <class State>
State planner_deal(std::uint64_t game, int players) {
  Rng rng = Rng::stream(5, game, Stream::Layout);
  const planner::Deal cards = planner::deal_cards(rng);
  return State::initial(planner::published_sheet(1 + static_cast<int>(game % planner::kPublishedSheets)), cards,
                        players);
}

walk::WalkRunInfo walk_info(int players) {
  walk::WalkRunInfo info;
  info.title = "walk";
  info.agent = "heuristic";
  info.players = players;
  info.games = 12;
  info.seed = 5;
  return info;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("archive: Moments and Paired read back field for field") {
  Moments m;
  for (std::int64_t x : {3, -7, 12, 0, 40}) m.add(x);
  Moments m2;
  from_bytes(to_bytes(m), m2);
  CHECK(m2.n == m.n);
  CHECK(m2.sum == m.sum);
  CHECK(m2.sum_squares == m.sum_squares);
  CHECK(to_bytes(m).size() == 3 * sizeof(std::int64_t));

  Paired p;
  p.add(5, 2);
  p.add(-1, 4);
  p.add(9, 9);
  const Paired q = round_trip(p, Paired{});
  for (auto [x, y] : {std::pair{&p.a, &q.a}, {&p.b, &q.b}, {&p.difference, &q.difference}}) {
    CHECK(y->n == x->n);
    CHECK(y->sum == x->sum);
    CHECK(y->sum_squares == x->sum_squares);
  }
  check_damaged(p, Paired{});
}

TEST_CASE("archive: walk summaries of real games, solo and with 4 players") {
  for (int players : {1, 4}) {
    CAPTURE(players);
    const walk::WalkSummary s = walk_games(players);
    REQUIRE(s.games() == 12);
    check_round_trip(s, walk::WalkSummary(players), walk_info(players));
    check_damaged(s, walk::WalkSummary(players));
  }
}

TEST_CASE("archive: a merge of summaries read back equals the merge of the originals") {
  const walk::WalkSummary a = walk_games(4), b = walk_games(4);
  walk::WalkSummary merged = a;
  merge(merged, b);
  walk::WalkSummary read = round_trip(a, walk::WalkSummary(4));
  merge(read, round_trip(b, walk::WalkSummary(4)));
  CHECK(to_bytes(read) == to_bytes(merged));
}

TEST_CASE("archive: planner summaries of real games, solo and with 3 players") {
  const auto run = quiet_run(6, 3);
  const planner::PlannerSummary solo = played<planner::SoloState>(
      run, planner::PlannerSummary(1),
      [](std::int64_t g) { return planner_deal<planner::SoloState>(static_cast<std::uint64_t>(g), 1); }, 1, "greedy");
  const planner::PlannerSummary party = played<planner::PartyState>(
      run, planner::PlannerSummary(3),
      [](std::int64_t g) { return planner_deal<planner::PartyState>(static_cast<std::uint64_t>(g), 3); }, 3, "greedy");
  REQUIRE(solo.games() == 6);
  REQUIRE(party.games() == 6);
  check_round_trip(solo, planner::PlannerSummary(1), planner::PlannerRunInfo{"planner", "greedy", 1, 6, 3});
  check_round_trip(party, planner::PlannerSummary(3), planner::PlannerRunInfo{"planner", "greedy", 3, 6, 3});
  check_damaged(party, planner::PlannerSummary(3));
}

TEST_CASE("archive: Mini Park summaries of real games") {
  const minipark::GameOptions options{3, minipark::Rules::Advanced, false};
  const minipark::MiniParkSummary s = played<minipark::State>(
      quiet_run(6, 9), minipark::MiniParkSummary(3),
      [&](std::int64_t) { return minipark::State::initial(minipark::default_tiles(), options); }, 3, "greedy");
  REQUIRE(s.games() == 6);
  check_round_trip(s, minipark::MiniParkSummary(3), minipark::MiniParkRunInfo{"minipark", "greedy", 3, 6, 9});
  check_damaged(s, minipark::MiniParkSummary(3));
}

TEST_CASE("archive: Hike summaries of real games, solo and with 2 players") {
  for (int players : {1, 2}) {
    CAPTURE(players);
    const hike::GameOptions options{players, hike::Park::Yosemite};
    const hike::HikeSummary s = played<hike::State>(
        quiet_run(6, 4), hike::HikeSummary(players),
        [&](std::int64_t) { return hike::State::initial(hike::default_components(), options); }, players, "greedy");
    REQUIRE(s.games() == 6);
    check_round_trip(s, hike::HikeSummary(players), hike::HikeRunInfo{"hike", "greedy", players, 6, 4});
    check_damaged(s, hike::HikeSummary(players));
  }
}

TEST_CASE("archive: tournament summaries of real games, with categories and seats") {
  const int players = 2, agents = 2;
  const auto result = run_tournament(
      quiet_run(4, 8), agents, players,
      [&](std::int64_t) {
        return hike::State::initial(hike::default_components(), {players, hike::Park::Yosemite});
      },
      [](int k) { return make_agent<hike::State>(k == 0 ? "random" : "greedy"); });
  const TournamentSummary& s = result.summary;
  REQUIRE(s.deals() == 4);
  const TournamentSummary empty(agents, category_names<hike::State>(), players);
  const TournamentInfo info{"hike tournament", {"random", "greedy"}, players, 4, 8};
  check_round_trip(s, empty, info);
  CHECK(round_trip(s, empty).csv(info) == s.csv(info));
  check_damaged(s, empty);
}

TEST_CASE("archive: a length larger than the bytes left throws before allocating") {
  // A tournament of 3 agents: agents (int), deals (int64), then the scores' length.
  TournamentSummary s(3, {"a", "b"}, 2);
  s.add_game({{0, 10, true, 0, {4, 6}}, {2, 7, false, 1, {3, 4}}});
  std::string bytes = to_bytes(s);
  const std::size_t length_at = sizeof(int) + sizeof(std::int64_t);
  std::uint64_t length = 0;
  std::memcpy(&length, bytes.data() + length_at, sizeof length);
  REQUIRE(length == 3);
  for (std::uint64_t huge : {std::uint64_t{1} << 62, ~std::uint64_t{0}, static_cast<std::uint64_t>(bytes.size())}) {
    CAPTURE(huge);
    std::memcpy(bytes.data() + length_at, &huge, sizeof huge);
    TournamentSummary t;
    CHECK_THROWS_AS(from_bytes(bytes, t), CorruptData);
  }

  // Straight into a vector and a string: nothing reserved.
  std::string crafted(sizeof(std::uint64_t), '\0');
  const std::uint64_t huge = std::uint64_t{1} << 60;
  std::memcpy(crafted.data(), &huge, sizeof huge);
  crafted += "abcdefgh";
  std::vector<std::int64_t> numbers;
  ByteReader numbers_reader(crafted);
  CHECK_THROWS_AS(numbers_reader(numbers), CorruptData);
  CHECK(numbers.capacity() == 0);
  std::string text;
  ByteReader text_reader(crafted);
  CHECK_THROWS_AS(text_reader(text), CorruptData);
  CHECK(text.capacity() < 64);
}

TEST_SUITE_END();

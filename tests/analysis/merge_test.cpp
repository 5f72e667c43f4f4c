// The generic merge that walks a summary's archive() field list: counts add, moments merge,
// arrays and vectors merge element by element, settings must agree, and a merge of two blocks
// of games equals the summary of all of them.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "agents/walk/heuristic.h"
#include "analysis/archive.h"
#include "analysis/hike/summary.h"
#include "analysis/merge.h"
#include "analysis/seat_balance.h"
#include "analysis/walk/summary.h"
#include "engine/walk/components.h"

using namespace parks;

namespace {

struct Inner {
  std::int64_t count = 0;
  Moments m;
  template <class Archive>
  void archive(Archive& a) {
    a(count, m);
  }
};

struct Toy {
  int players = 2;  // a setting
  std::string name = "toy";
  std::int64_t games = 0;
  std::array<std::int64_t, 3> counts{};
  std::vector<Inner> inner = std::vector<Inner>(2);
  AppendedRecords<int> log;
  LearnedSetting<int> target;
  template <class Archive>
  void archive(Archive& a) {
    a(players, name, games, counts, inner, log, target);
  }
};

// Games [first, last) of `State` with `agent` in every seat, added to `summary`.
template <class State, class Summary>
void play(Summary& summary, const State& start, const std::string& agent, int players, int first, int last) {
  const AnyAgent<State> prototype = make_agent<State>(agent);
  for (int g = first; g < last; ++g) {
    auto agents = agent_in_every_seat(prototype, players);
    summary.add(play_game(start, agents, 7, static_cast<std::uint64_t>(g)));
  }
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("merge: each kind of field by its rule") {
  Toy a, b;
  a.games = 3, b.games = 4;
  a.counts = {1, 2, 3}, b.counts = {10, 20, 30};
  a.inner[1].m.add(5), b.inner[1].m.add(7), b.inner[0].count = 9;
  a.log.items = {1, 2}, b.log.items = {3};
  b.target.set(18);
  merge(a, b);
  CHECK(a.players == 2);
  CHECK(a.games == 7);
  CHECK(a.counts == std::array<std::int64_t, 3>{11, 22, 33});
  CHECK(a.inner[0].count == 9);
  CHECK(a.inner[1].m.n == 2);
  CHECK(a.inner[1].m.sum == 12);
  CHECK(a.inner[1].m.sum_squares == 74);
  CHECK(a.log.items == std::vector<int>{1, 2, 3});
  CHECK(a.target.value == 18);
  Toy empty;
  merge(a, empty);  // an empty block changes nothing, and keeps the learned setting
  CHECK(a.games == 7);
  CHECK(a.target.value == 18);
}

TEST_CASE("merge: summaries of other settings or shapes are refused") {
  Toy a, b;
  b.players = 3;
  CHECK_THROWS_AS(merge(a, b), MergeMismatch);
  Toy c, d;
  d.name = "other";
  CHECK_THROWS_AS(merge(c, d), MergeMismatch);
  Toy e, f;
  f.inner.resize(3);
  CHECK_THROWS_AS(merge(e, f), MergeMismatch);
  SeatEdges two(2), three(3);
  CHECK_THROWS_AS(merge(two, three), MergeMismatch);
}

TEST_CASE("merge: two blocks of games merged equal the summary of all the games") {
  const walk::Config config{walk::default_components().default_layout.mask(), walk::default_components().die, 3, 1};
  walk::WalkSummary whole(3), first(3), second(3);
  play(whole, walk::PartyState::initial(config), "greedy", 3, 0, 10);
  play(first, walk::PartyState::initial(config), "greedy", 3, 0, 4);
  play(second, walk::PartyState::initial(config), "greedy", 3, 4, 10);
  merge(first, second);
  CHECK(first.games() == 10);
  CHECK(to_bytes(first) == to_bytes(whole));

  SeatEdges edges_whole(3), edges_first(3), edges_second(3);
  play(edges_whole, walk::PartyState::initial(config), "greedy", 3, 0, 10);
  play(edges_first, walk::PartyState::initial(config), "greedy", 3, 0, 7);
  play(edges_second, walk::PartyState::initial(config), "greedy", 3, 7, 10);
  merge(edges_first, edges_second);
  CHECK(to_bytes(edges_first) == to_bytes(edges_whole));

  // Hike's solo target is learned from the games: an empty first block takes the other's.
  const hike::State solo = hike::State::initial(hike::default_components(), {1, hike::Park::Glacier});
  hike::HikeSummary all(1), none(1), rest(1);
  play(all, solo, "greedy", 1, 0, 3);
  play(rest, solo, "greedy", 1, 0, 3);
  merge(none, rest);
  CHECK(to_bytes(none) == to_bytes(all));
}

TEST_SUITE_END();

// Tournament seatings: every design is balanced for seats and for ordered pairs of seats (so for
// who precedes whom), all orderings do not depend on the listed order, and through the binary a
// pair's paired difference is the same whichever order --agents lists them in, on any thread count.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "analysis/tournament.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using parks::testing::Run;
using parks::testing::run_parks;

namespace {

// The distinct values of a count table; one value means the table is balanced.
template <class Key>
std::set<int> values(const std::map<Key, int>& counts) {
  std::set<int> out;
  for (const auto& [key, count] : counts) out.insert(count);
  return out;
}

// Checks the design's balance from its seatings alone.
void check_balanced(const SeatingDesign& design) {
  const int K = design.agents(), P = design.players();
  std::map<std::pair<int, int>, int> seat;                       // (agent, seat)
  std::map<std::array<int, 4>, int> pair_seats;                  // (a, b, seat of a, seat of b)
  std::map<std::pair<int, int>, int> before, just_before, meet;  // (a, b)
  std::set<std::vector<int>> distinct;
  for (int a = 0; a < K; ++a) {
    for (int s = 0; s < P; ++s) seat[{a, s}] = 0;
    for (int b = 0; b < K; ++b)
      if (a != b) before[{a, b}] = just_before[{a, b}] = meet[{a, b}] = 0;
  }
  for (int i = 0; i < design.size(); ++i) {
    const auto seating = design.seating(i);
    distinct.insert({seating.begin(), seating.end()});
    std::set<std::pair<int, int>> met;
    for (int s = 0; s < P; ++s) {
      REQUIRE(seating[s] >= 0);
      REQUIRE(seating[s] < K);
      ++seat[{seating[s], s}];
      // Distinct agents unless there are fewer agents than seats; then seats K apart match.
      for (int t = 0; t < P; ++t) {
        if (s == t) continue;
        const bool same_place = K < P && s % K == t % K;
        REQUIRE((seating[s] == seating[t]) == same_place);
        if (same_place) continue;
        ++pair_seats[{seating[s], seating[t], s, t}];
        if (s < t) ++before[{seating[s], seating[t]}];
        if (t == (s + 1) % P) ++just_before[{seating[s], seating[t]}];
        met.insert({seating[s], seating[t]});
      }
    }
    for (const auto& pair : met) ++meet[pair];
  }
  CHECK(static_cast<int>(distinct.size()) == design.size());
  CHECK(values(seat).size() == 1);  // every agent in every seat equally often
  if (P == 1) return;
  // Every ordered pair of agents in every ordered pair of seats equally often (zero for none).
  for (int s = 0; s < P; ++s)
    for (int t = 0; t < P; ++t) {
      if (s == t || (K < P && s % K == t % K)) continue;
      std::set<int> counts;
      for (int a = 0; a < K; ++a)
        for (int b = 0; b < K; ++b)
          if (a != b) counts.insert(pair_seats[{a, b, s, t}]);
      CAPTURE(s);
      CAPTURE(t);
      CHECK(counts.size() == 1);
      CHECK(*counts.begin() > 0);
    }
  // Hence every agent precedes every other (anywhere, just before, around the table) as often
  // as any other pair, and every pair meets equally often.
  CHECK(values(before).size() == 1);
  CHECK(values(just_before).size() == 1);
  CHECK(values(meet).size() == 1);
  CHECK(*values(meet).begin() > 0);
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("tournament: every seating design is balanced for seats and for ordered pairs of seats") {
  for (int K = 2; K <= 9; ++K)
    for (int P = 1; P <= 6; ++P) {
      CAPTURE(K);
      CAPTURE(P);
      const SeatingDesign design(K, P);
      CAPTURE(design.description());
      check_balanced(design);
    }
}

TEST_CASE("tournament: the smallest exact design for the agents and seats") {
  struct Case {
    int agents, players;
    SeatingDesign::Kind kind;
    int size;
  };
  using Kind = SeatingDesign::Kind;
  for (const Case c :
       {Case{4, 1, Kind::Solo, 4}, Case{2, 2, Kind::AllOrderings, 2}, Case{2, 4, Kind::AllOrderings, 2},
        Case{3, 4, Kind::AllOrderings, 6}, Case{4, 2, Kind::AllOrderings, 12}, Case{4, 3, Kind::AllOrderings, 24},
        Case{4, 4, Kind::AllOrderings, 24}, Case{5, 5, Kind::AllOrderings, 120}, Case{6, 3, Kind::AllOrderings, 120},
        Case{6, 4, Kind::Projective, 60}, Case{6, 6, Kind::Projective, 60}, Case{7, 3, Kind::Affine, 42},
        Case{8, 4, Kind::Projective, 168}, Case{9, 3, Kind::AllOrderings, 504}}) {
    CAPTURE(c.agents);
    CAPTURE(c.players);
    const SeatingDesign design(c.agents, c.players);
    CHECK(design.kind() == c.kind);
    CHECK(design.size() == c.size);
  }
  CHECK(SeatingDesign(4, 3).description() ==
        "24 seatings per deal: all orderings of 3 of the 4 agents (balanced exactly)");
  CHECK_THROWS_AS(SeatingDesign(10, 6), std::invalid_argument);  // 151,200 orderings, no smaller group
}

TEST_CASE("tournament: all orderings are the same seatings whatever the agents' listed order") {
  for (const auto& [K, P] : {std::pair{3, 2}, {4, 3}, {4, 4}, {3, 5}, {5, 4}}) {
    CAPTURE(K);
    CAPTURE(P);
    const SeatingDesign design(K, P);
    REQUIRE(design.kind() == SeatingDesign::Kind::AllOrderings);
    std::set<std::vector<int>> seatings;
    for (int i = 0; i < design.size(); ++i) seatings.insert({design.seating(i).begin(), design.seating(i).end()});
    // Relisting the agents renames them: reversing the list maps agent k to K-1-k.
    std::set<std::vector<int>> renamed;
    for (auto seating : seatings) {
      for (int& agent : seating) agent = K - 1 - agent;
      renamed.insert(seating);
    }
    CHECK(renamed == seatings);
  }
}

TEST_CASE("parks tournament: a pair's paired difference does not depend on the order of --agents") {
  const std::string base = " --games 12 --seed 9 --quiet --json --threads 1";
  for (const char* game : {"walk --players 2", "walk --players 3", "minipark --players 3", "walk --players 4"}) {
    CAPTURE(game);
    const Run listed = run_parks(std::string("tournament ") + game + " --agents random,greedy,heuristic" + base);
    const Run reversed = run_parks(std::string("tournament ") + game + " --agents heuristic,greedy,random" + base);
    REQUIRE(listed.status == 0);
    REQUIRE(reversed.status == 0);
    const auto a = nlohmann::json::parse(listed.out), b = nlohmann::json::parse(reversed.out);
    CHECK(a["seating"] == b["seating"]);
    std::map<std::pair<std::string, std::string>, nlohmann::json> pairs;
    for (const auto& pair : a["pairs"]) pairs[{pair["agent"], pair["opponent"]}] = pair;
    REQUIRE(pairs.size() == 6u);
    for (const auto& pair : b["pairs"]) {
      const auto& same = pairs.at({pair["agent"], pair["opponent"]});
      CAPTURE(pair.dump());
      CHECK(pair["meetings"] == same["meetings"]);
      CHECK(pair["head_to_head"] == same["head_to_head"]);
      CHECK(pair["score_difference"] == same["score_difference"]);
    }
    for (int k = 0; k < 3; ++k) {  // the list reversed: agent k is agent 2 - k
      CHECK(a["agents"][k]["agent"] == b["agents"][2 - k]["agent"]);
      CHECK(a["agents"][k]["games"] == b["agents"][2 - k]["games"]);
      CHECK(a["agents"][k]["score"] == b["agents"][2 - k]["score"]);
    }
  }
}

// Roll & Hike drafts from a shared pool, so the seat before an agent shapes its choices: the
// search's edge over the heuristic must not follow from where --agents lists them.
TEST_CASE("parks tournament: hike, MCTS minus heuristic does not depend on the order of --agents") {
  const std::string base = " --games 2 --seed 4 --quiet --json --threads 1";
  for (const char* players : {" --players 3", " --players 4"}) {
    CAPTURE(players);
    const Run first =
        run_parks(std::string("tournament hike") + players + " --agents random,greedy,heuristic,mcts:iters=20" + base);
    const Run second =
        run_parks(std::string("tournament hike") + players + " --agents mcts:iters=20,heuristic,greedy,random" + base);
    REQUIRE(first.status == 0);
    REQUIRE(second.status == 0);
    const auto difference = [](const std::string& out) {  // each pair is listed once, either way round
      const auto json = nlohmann::json::parse(out);
      for (const auto& pair : json["pairs"]) {
        if (pair["agent"] == "mcts:iters=20" && pair["opponent"] == "heuristic")
          return pair["score_difference"]["mean"].get<double>();
        if (pair["agent"] == "heuristic" && pair["opponent"] == "mcts:iters=20")
          return -pair["score_difference"]["mean"].get<double>();
      }
      FAIL("no mcts-heuristic pair");
      return 0.0;
    };
    CHECK(difference(first.out) == doctest::Approx(difference(second.out)).epsilon(1e-12));
  }
}

TEST_CASE("parks tournament: more agents than seats, every ordering, the same output on 1 and 2 threads") {
  const std::string args =
      "tournament walk --agents random,greedy,heuristic,mcts:iters=5 --players 3 --games 6 --seed 2 --quiet";
  const Run one = run_parks(args + " --threads 1");
  const Run two = run_parks(args + " --threads 2");
  REQUIRE(one.status == 0);
  CHECK(one.out == two.out);
  CHECK(one.out.find("24 seatings per deal: all orderings of 3 of the 4 agents") != std::string::npos);
  const auto j = nlohmann::json::parse(run_parks(args + " --json").out);
  CHECK(j["seating"]["seatings_per_deal"] == 24);
  for (const auto& agent : j["agents"]) CHECK(agent["games"] == 6 * 18);  // 24 seatings, 3 of them in each 4
  for (const auto& pair : j["pairs"]) CHECK(pair["meetings"] == 6 * 12);  // both in 12 of the 24
}

TEST_CASE("parks tournament: fewer agents than seats fill them in turn, every ordering") {
  const auto j = nlohmann::json::parse(
      run_parks("tournament walk --agents random,greedy,heuristic --players 4 --games 5 --seed 3 --quiet --json").out);
  CHECK(j["seating"]["seatings_per_deal"] == 6);
  // 6 seatings of 4 seats: 24 seats a deal, 8 for each agent.
  for (const auto& agent : j["agents"]) CHECK(agent["games"] == 5 * 8);
}

TEST_CASE("parks tournament: too many seatings a deal is bad input, refused before any game") {
  std::string agents = "random,greedy,heuristic";
  for (int iters = 1; iters <= 7; ++iters) agents += ",mcts:iters=" + std::to_string(iters);
  const Run run = run_parks("tournament walk --players 6 --games 1 --quiet --agents " + agents);
  CHECK(run.status == 2);
  CHECK(parks::testing::lines(run.err) == 1);
  CHECK(run.err.find("10 agents in 6 seats") != std::string::npos);
}

TEST_CASE("parks tournament: a checkpoint of another seating design is another job's") {
  const auto file = std::filesystem::temp_directory_path() / ("parks_seating_" + std::to_string(getpid()) + ".ckp");
  std::filesystem::remove(file);
  const std::string job = "tournament walk --agents random,greedy,heuristic --players 2 --games 8 --seed 5 --quiet";
  REQUIRE(run_parks(job + " --checkpoint '" + file.string() + "'").status == 0);
  Checkpoint saved = load_checkpoint(file);
  const auto field = std::find_if(saved.identity.begin(), saved.identity.end(),
                                  [](const Checkpoint::Field& f) { return f.name == "seating"; });
  REQUIRE(field != saved.identity.end());
  CHECK(field->value == "6 seatings per deal: all orderings of 2 of the 3 agents (balanced exactly)");
  CHECK(run_parks(job + " --resume '" + file.string() + "'").status == 0);
  // A checkpoint written before the seating was part of the job: refused, in one line.
  saved.identity.erase(field);
  save_checkpoint(file, saved);
  const Run old = run_parks(job + " --resume '" + file.string() + "'");
  CHECK(old.status == 2);
  CHECK(old.err.find("seating is not given in the checkpoint") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_SUITE_END();

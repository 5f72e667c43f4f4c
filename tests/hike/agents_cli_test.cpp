// Parks: Roll & Hike agents and command line: every agent plays legal moves to the end for 1-4
// players in every park; the heuristic beats greedy, which beats random; MCTS is deterministic
// for a seed; simulate and tournament report the categories and the seats; bad input exits 2.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "agents/play.h"
#include "analysis/tournament.h"
#include "engine/hike/state.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using namespace parks::hike;
using parks::testing::check_bad_input;
using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

namespace {

// A state early in round 2 of a game, at a decision.
State second_round(int players, Park park = Park::Yosemite) {
  State state = State::initial(default_components(), {players, park});
  Rng rng(9);
  RandomAgent<State> random;
  while (state.round() < 1 || state.current_player() == kChancePlayer)
    state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
  return state;
}

nlohmann::json hike_json(const std::string& args) {
  const Run run = run_parks(args + " --json");
  REQUIRE(run.status == 0);
  return nlohmann::json::parse(run.out);
}

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike agents: every agent plays legal moves to the end, 1-4 players, every park") {
  for (const char* spec : {"random", "greedy", "heuristic", "mcts:iters=20"}) {
    const AnyAgent<State> prototype = make_agent<State>(spec);
    for (int players = 1; players <= kMaxPlayers; ++players) {
      const Park park = static_cast<Park>((players * 5 + std::string(spec).size()) % kParks);
      State state = State::initial(default_components(), {players, park});
      std::array<AnyAgent<State>, kMaxPlayers> agents{prototype, prototype, prototype, prototype};
      std::array<Rng, kMaxPlayers> seats{Rng(1), Rng(2), Rng(3), Rng(4)};
      Rng chance(5);
      int decisions = 0;
      while (!state.is_terminal()) {
        const int player = state.current_player();
        if (player == kChancePlayer) {
          state.apply(sample_chance(state, chance));
          continue;
        }
        ActionList<State> legal;
        state.legal_actions(legal);
        const State::Action action = act(agents[player], state, seats[player]);
        REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
        state.apply(action);
        ++decisions;
      }
      CAPTURE(spec);
      CAPTURE(players);
      CHECK(state.round() == kRounds);
      CHECK(decisions > 20);
      int leads = 0;
      for (int p = 0; p < players; ++p) leads += state.leads_taken(p);
      CHECK(leads == kRounds * state.trail_length());  // one Lead Hiker die per site
    }
  }
}

TEST_CASE("hike agents: on the same rolls the heuristic outscores greedy, and greedy outscores random") {
  RunOptions run{60, 11, 1, false, "test"};
  for (int players : {1, 2}) {
    const auto result = run_tournament(
        run, 3, players,
        [&](std::int64_t) {
          return State::initial(default_components(), {players, Park::Yosemite});
        },
        [](int k) {
          return make_agent<State>(k == 0 ? "random" : k == 1 ? "greedy" : "heuristic");
        });
    CAPTURE(players);
    const TournamentSummary& s = result.summary;
    CHECK(s.scores(1).mean() > s.scores(0).mean());
    CHECK(s.scores(2).mean() > s.scores(1).mean() + 3);
    CHECK(s.difference(2, 1).mean_interval().low > 0);
  }
}

TEST_CASE("hike plan evaluation: a Sun, a water and a line are each worth something, a finished game is its score") {
  const State state = second_round(2);
  const int me = state.current_player();
  REQUIRE(me >= 0);
  const double base = plan_value(state, me);
  State sunny = state;
  ++sunny.logbook_for_test(me).suns_gained;
  CHECK(plan_value(sunny, me) > base);
  State wet = state;
  ++wet.logbook_for_test(me).water;
  CHECK(plan_value(wet, me) > base);
  State sketched = state;
  Logbook& book = sketched.logbook_for_test(me);
  if (!book.journal_full(default_components())) {
    book.sketch(landmark_of(Forest));
    CHECK(plan_value(sketched, me) > base);
  }
  State over = state;
  Rng rng(3);
  RandomAgent<State> random;
  while (!over.is_terminal())
    over.apply(over.current_player() == kChancePlayer ? sample_chance(over, rng) : random.choose(over, rng));
  for (int p = 0; p < 2; ++p) CHECK(plan_value(over, p) == over.score(p));
}

TEST_CASE("hike cli: simulate reports seats, categories and the solo target, for every park and 1-4 players") {
  for (int players = 1; players <= kMaxPlayers; ++players) {
    const std::string park(kParkNames[players + 1]);
    const std::string args = "simulate hike --games 40 --seed 3 --quiet --agent random --players " +
                             std::to_string(players) + " --park " + park;
    CAPTURE(args);
    const auto j = hike_json(args);
    CHECK(j["game"] == "hike");
    CHECK(j["players"] == players);
    CHECK(j["games"] == 40);
    CHECK(j["title"].get<std::string>().find(std::string(kParkTitles[players + 1])) != std::string::npos);
    REQUIRE(j["seats"].size() == static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p) {
      const auto& seat = j["seats"][p];
      double sum = 0;
      for (const char* category : kCategoryNames) sum += seat["categories"][category]["mean"].get<double>();
      CHECK(sum == doctest::Approx(seat["score"]["mean"].get<double>()));
      CHECK(seat["categories"]["journal"]["mean"].get<double>() > 0);
    }
    if (players == 1) CHECK(j["solo"]["target"] == default_components().solo_target[players + 1]);
    else CHECK(j["solo"].is_null());
    // Every site of every day ends with a Lead Hiker die: 3 x trail length per game.
    const double leads = j["per_player"]["lead_hiker_dice"]["mean"];
    CHECK(leads * players == doctest::Approx(3.0 * (players <= 2 ? 4 : 5)));
  }
}

TEST_CASE("hike cli: the same seed gives the same bytes on 1 and 2 threads, another seed differs") {
  for (const std::string& args :
       {std::string("simulate hike --games 60 --seed 4 --quiet"),
        std::string("simulate hike --games 60 --seed 4 --quiet --json --players 4 --park acadia "
                    "--agent random"),
        std::string("tournament hike --agents random,greedy --games 20 --seed 4 --quiet")}) {
    CAPTURE(args);
    const Run one = run_parks(args + " --threads 1");
    const Run two = run_parks(args + " --threads 2");
    CHECK(one.status == 0);
    CHECK(one.err.empty());
    CHECK_FALSE(one.out.empty());
    CHECK(one.out == two.out);
  }
  const Run text = run_parks("simulate hike --games 60 --seed 4 --quiet --threads 1");
  CHECK(text.out.find("Parks: Roll & Hike: Yosemite, 2 players") != std::string::npos);
  CHECK(text.out.find("canteen") != std::string::npos);
  CHECK(run_parks("simulate hike --games 60 --seed 5 --quiet --threads 1").out != text.out);
}

TEST_CASE("hike cli: tournament reports categories and, with one agent per seat, win rates by seat") {
  const auto j = hike_json("tournament hike --agents random,greedy,heuristic --games 20 --quiet --players 3");
  CHECK(j["deals"] == 20);
  REQUIRE(j["agents"].size() == 3u);
  for (const auto& agent : j["agents"]) {
    REQUIRE(agent["seats"].size() == 3u);
    std::int64_t games = 0;
    for (const auto& seat : agent["seats"]) games += seat["wins"]["n"].get<std::int64_t>();
    CHECK(games == agent["games"].get<std::int64_t>());
    double sum = 0;
    for (const char* category : kCategoryNames) sum += agent["categories"][category]["mean"].get<double>();
    CHECK(sum == doctest::Approx(agent["score"]["mean"].get<double>()));
  }
  const Run text = run_parks("tournament hike --agents random,greedy,heuristic --games 20 --quiet --players 3");
  CHECK(text.out.find("points by category") != std::string::npos);
  CHECK(text.out.find("win rate by seat") != std::string::npos);
  // More agents than seats: a seat's win rate would mix opponents, so there is none.
  const auto mixed = hike_json("tournament hike --agents random,greedy,heuristic --games 20 --quiet --players 2");
  CHECK(mixed["agents"][0]["seats"].empty());
  CHECK(mixed["agents"][0].contains("categories"));
}

TEST_CASE("hike cli: bad input exits 2 with one line on stderr") {
  const auto malformed = std::filesystem::temp_directory_path() / "hike_cli_malformed.json";
  std::ofstream(malformed) << "{\"hiking_dice\": [\n";
  const std::string base = "simulate hike --games 5 --quiet ";
  const std::pair<std::string, std::string> bad[] = {
      {base + "--players 0", "--players"},
      {base + "--players 5", "--players"},
      {base + "--park zion", "zion"},
      {base + "--components /no/such/hike/components.json", "/no/such/hike/components.json"},
      {base + "--components '" + malformed.string() + "'", "JSON"},
      {base + "--agent wizard", "wizard"},
      {"tournament hike --agents random --games 5 --quiet", "two agents"},
      {"tournament hike --agents random,greedy --games 5 --quiet --park everglades", "everglades"},
  };
  for (const auto& [args, words] : bad) check_bad_input(args, words);
  std::filesystem::remove(malformed);
}

TEST_CASE("hike cli: the components come from the data folder (PARKS_DATA)") {
  const auto folder = std::filesystem::temp_directory_path() / ("hike_parks_data_" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder / "hike");
  const std::string data = "PARKS_DATA='" + folder.string() + "'";
  const std::string solo = "simulate hike --games 40 --seed 3 --quiet --players 1 --agent random";
  // No components file there: one line naming the file, before any game.
  const Run missing = run_parks(solo + " --json", data);
  CHECK(missing.status == 2);
  CHECK(missing.out.empty());
  CHECK(lines(missing.err) == 1);
  CHECK(missing.err.find((folder / "hike" / "components.json").string()) != std::string::npos);
  // A copy of the shipped file with every solo target at 1: every solo game is won.
  nlohmann::json j;
  std::ifstream(std::filesystem::path(PARKS_DATA_DIR) / "hike" / "components.json") >> j;
  for (auto& target : j["solo"]["targets"]) target = 1;
  std::ofstream(folder / "hike" / "components.json") << j.dump(2);
  const Run custom = run_parks(solo + " --json", data);
  REQUIRE(custom.status == 0);
  const auto easy = nlohmann::json::parse(custom.out);
  CHECK(easy["solo"]["target"] == 1);
  CHECK(easy["seats"][0]["wins"]["count"] == 40);
  const auto shipped = hike_json(solo);
  CHECK(shipped["solo"]["target"] == default_components().solo_target[0]);
  CHECK(shipped["seats"][0]["wins"]["count"].get<int>() < 40);
  // --components still names the file itself.
  const Run named = run_parks(solo + " --json --components '" +
                                  (std::filesystem::path(PARKS_DATA_DIR) / "hike" / "components.json").string() + "'",
                              data);
  REQUIRE(named.status == 0);
  CHECK(nlohmann::json::parse(named.out)["solo"]["target"] == default_components().solo_target[0]);
  std::filesystem::remove_all(folder);
}

TEST_CASE("hike agents: the plan evaluation counts Glacier's canteen points bought for tonight") {
  State s = State::initial(default_components(), {2, Park::Glacier});
  s.apply(shuffle(0));
  s.apply(roll(0));
  const double before = plan_value(s, 0);
  s.logbook_for_test(0).extra_canteen = kGlacierCanteenPoints;
  CHECK(plan_value(s, 0) == doctest::Approx(before + kGlacierCanteenPoints));
}

TEST_SUITE_END();

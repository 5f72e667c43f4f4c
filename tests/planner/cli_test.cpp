// Polyhedral Park Planner from the outside: `parks score planner FILE [--json]`, `parks simulate
// planner` and `parks tournament planner` through the built binary (tests/cli/run_parks.h).
// Rulings are cited by id (docs/rules.md).
#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "engine/planner/cards.h"
#include "engine/planner/park_file.h"
#include "engine/planner/sheet.h"
#include "tests/cli/run_parks.h"
#include "tests/planner/park_file_util.h"

using namespace parks;
using namespace parks::planner;
using namespace parks::planner::testing;

using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

TEST_SUITE_BEGIN("planner");

// ---------------------------------------------------------------------------------------------
// parks score planner FILE through the binary.

TEST_CASE("planner score: a winning solo park, as JSON (P6, P8, P9)") {
  const Run run = run_parks("score planner '" + data_file("win_park.txt") + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  CHECK(lines(run.out) == 1);
  const auto j = nlohmann::json::parse(run.out);
  for (const char* key : {"schema", "command", "game", "file", "total", "target", "win", "extras"})
    CHECK_MESSAGE(j.contains(key), key);
  for (const char* key : {"sheet", "cards", "isolated_regions", "modifications", "penalty", "requirements_met"})
    CHECK_MESSAGE(j["extras"].contains(key), key);
  CHECK(j["command"] == "score");
  CHECK(j["game"] == "planner");
  CHECK(j["extras"]["sheet"] == 37);
  // Cards written "10 4 9" are listed in the sorted deal's order.
  REQUIRE(j["extras"]["cards"].size() == 3u);
  // Card 4: 16 benches (the ring of rows 2-6, columns 2-6). Target 14, no requirement.
  CHECK(j["extras"]["cards"][0] == nlohmann::json{{"card", 4},
                                                  {"name", "Best Seats in the House"},
                                                  {"points", 16},
                                                  {"target", 14},
                                                  {"requirement_met", true}});
  // Card 9: all 8 vicinity squares developed, 4 each = 32; trees, paths and water there.
  CHECK(j["extras"]["cards"][1] ==
        nlohmann::json{
            {"card", 9}, {"name", "Center of Attention"}, {"points", 32}, {"target", 16}, {"requirement_met", true}});
  // Card 10: 5 trees, 5 paths, 5 water, 16 benches: 5 full sets = 10; 5+ of each type.
  CHECK(j["extras"]["cards"][2] == nlohmann::json{{"card", 10},
                                                  {"name", "A Little of Everything"},
                                                  {"points", 10},
                                                  {"target", 14},
                                                  {"requirement_met", true}});
  CHECK(j["extras"]["isolated_regions"] == 0);  // one region, touching the vicinity
  CHECK(j["extras"]["modifications"] == 2);
  CHECK(j["extras"]["penalty"] == 2);
  CHECK(j["total"] == 16 + 32 + 10 - 2);
  CHECK(j["target"] == 14 + 16 + 14);
  CHECK(j["extras"]["requirements_met"] == true);
  CHECK(j["win"] == true);  // P8: 56 >= 44, all requirements met
}

TEST_CASE("planner score: the target reached exactly but a requirement missed is a loss (P6, P8, P9 card 3)") {
  const Run run = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "' --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["extras"]["sheet"] == 0);  // a custom `numbers` sheet
  REQUIRE(j["extras"]["cards"].size() == 3u);
  // Card 3: the scoring lake has 7 squares (rows 2-3); the corner lake (3 squares) is isolated
  // and does not count (P6, P9), and two lakes break "exactly one lake".
  CHECK(j["extras"]["cards"][0]["card"] == 3);
  CHECK(j["extras"]["cards"][0]["name"] == "Sea to Sea");
  CHECK(j["extras"]["cards"][0]["points"] == 7);
  CHECK(j["extras"]["cards"][0]["target"] == 13);
  CHECK(j["extras"]["cards"][0]["requirement_met"] == false);
  // Card 9: 8 vicinity squares developed (water, paths, a tree): 32.
  CHECK(j["extras"]["cards"][1]["card"] == 9);
  CHECK(j["extras"]["cards"][1]["points"] == 32);
  CHECK(j["extras"]["cards"][1]["requirement_met"] == true);
  // Card 11: paths (5,3), (5,4), (5,5) each have a tree next to them, (4,3) does not: 3 x 2 = 6;
  // they are in the vicinity.
  CHECK(j["extras"]["cards"][2]["card"] == 11);
  CHECK(j["extras"]["cards"][2]["name"] == "A Walk to Remember");
  CHECK(j["extras"]["cards"][2]["points"] == 6);
  CHECK(j["extras"]["cards"][2]["target"] == 12);
  CHECK(j["extras"]["cards"][2]["requirement_met"] == true);
  CHECK(j["extras"]["isolated_regions"] == 1);
  CHECK(j["extras"]["modifications"] == 1);
  CHECK(j["extras"]["penalty"] == 3 + 1);
  CHECK(j["total"] == 7 + 32 + 6 - 4);
  CHECK(j["target"] == 13 + 16 + 12);
  CHECK(j["total"] == j["target"]);  // reached: >= (P8)
  CHECK(j["extras"]["requirements_met"] == false);
  CHECK(j["win"] == false);
}

TEST_CASE("planner score: the text report") {
  const auto line_with = [](const std::string& text, const std::string& words) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
      if (line.find(words) != std::string::npos) return line;
    FAIL_CHECK("no line with '" << words << "' in:\n" << text);
    return std::string();
  };
  {
    const Run run = run_parks("score planner '" + data_file("win_park.txt") + "'");
    REQUIRE(run.status == 0);
    CHECK(run.err.empty());
    CHECK(run.out.find("win_park.txt") != std::string::npos);
    CHECK(run.out.find("sheet 37") != std::string::npos);
    CHECK(line_with(run.out, "Best Seats in the House").find("+16") != std::string::npos);
    CHECK(line_with(run.out, "Center of Attention").find("+32") != std::string::npos);
    CHECK(line_with(run.out, "A Little of Everything").find("+10") != std::string::npos);
    CHECK(line_with(run.out, "modifications").find("-2") != std::string::npos);
    CHECK(line_with(run.out, "total").find("56") != std::string::npos);
    const std::string solo = line_with(run.out, "solo:");
    CHECK(solo.find("target 44 reached") != std::string::npos);
    CHECK(solo.find("win") != std::string::npos);
    CHECK(solo.find("loss") == std::string::npos);
  }
  {
    const Run run = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "'");
    REQUIRE(run.status == 0);
    CHECK(run.err.empty());
    CHECK(run.out.find("a custom sheet") != std::string::npos);
    const std::string sea = line_with(run.out, "Sea to Sea");
    CHECK(sea.find("+7") != std::string::npos);
    CHECK(sea.find("NOT met") != std::string::npos);
    CHECK(line_with(run.out, "A Walk to Remember").find("+6") != std::string::npos);
    CHECK(line_with(run.out, "isolated regions").find("-3") != std::string::npos);
    CHECK(line_with(run.out, "total").find("41") != std::string::npos);
    const std::string solo = line_with(run.out, "solo:");
    CHECK(solo.find("target 41 reached") != std::string::npos);
    CHECK(solo.find("not all met") != std::string::npos);
    CHECK(solo.find("loss") != std::string::npos);
  }
}

TEST_CASE("planner score: the data files parse in-process to the same score card") {
  for (const char* name : {"win_park.txt", "requirement_missed_park.txt"}) {
    CAPTURE(name);
    std::ifstream in(data_file(name));
    REQUIRE(in);
    const ParkFile file = parse_park_file(in);
    const ScoreCard card = score_card(file.park, file.deal, file.modifications);
    const auto j = nlohmann::json::parse(run_parks("score planner '" + data_file(name) + "' --json").out);
    for (int i = 0; i < kCardsDealt; ++i) {
      CHECK(j["extras"]["cards"][i]["card"] == file.deal[i]);
      CHECK(j["extras"]["cards"][i]["points"] == card.points[i]);
      CHECK(j["extras"]["cards"][i]["requirement_met"] == static_cast<bool>(card.met[i]));
    }
    CHECK(j["total"] == card.total());
    CHECK(j["win"] == solo_win(card, file.deal));
  }
}

TEST_CASE("planner score: bad park files exit 2 with one line naming the file and the line") {
  const Run token = run_parks("score planner '" + data_file("bad_token_park.txt") + "' --json");
  CHECK(token.status == 2);
  CHECK(token.out.empty());
  CHECK(lines(token.err) == 1);
  CHECK(token.err.find("bad_token_park.txt") != std::string::npos);
  CHECK(token.err.find("line 9") != std::string::npos);
  CHECK(token.err.find("'X'") != std::string::npos);

  const Run cards = run_parks("score planner '" + data_file("redeal_cards_park.txt") + "'");
  CHECK(cards.status == 2);
  CHECK(cards.out.empty());
  CHECK(lines(cards.err) == 1);
  CHECK(cards.err.find("redeal_cards_park.txt") != std::string::npos);
  CHECK(cards.err.find("line 14") != std::string::npos);
  CHECK(cards.err.find("P7") != std::string::npos);

  // A walk sheet is not a park file: its first line is unknown.
  const Run walk = run_parks("score planner '" + std::string(PARKS_TEST_DATA) + "/walk/sheets/top_sheet.txt'");
  CHECK(walk.status == 2);
  CHECK(walk.out.empty());
  CHECK(lines(walk.err) == 1);
  CHECK(walk.err.find("line ") != std::string::npos);
}

TEST_CASE("planner score: a missing file, a folder or no file exits 2 with one line") {
  for (const std::string& path : {data_file("no_such_park.txt"), std::string(PARKS_TEST_DATA) + "/planner"}) {
    CAPTURE(path);
    const Run run = run_parks("score planner '" + path + "' --json");
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK(run.err.find(path) != std::string::npos);
  }
  const Run none = run_parks("score planner");
  CHECK(none.status == 2);
  CHECK(none.out.empty());
  CHECK(lines(none.err) == 1);
}

TEST_CASE("planner score: published sheets come from the data folder (P2, PARKS_DATA)") {
  const std::string missing = "PARKS_DATA='" + data_file("no_such_folder") + "'";
  // `sheet 37` on line 3 needs the sheets file: one line naming the park file and the line.
  const Run published = run_parks("score planner '" + data_file("win_park.txt") + "' --json", missing);
  CHECK(published.status == 2);
  CHECK(published.out.empty());
  CHECK(lines(published.err) == 1);
  CHECK(published.err.find("win_park.txt: line 3") != std::string::npos);
  CHECK(published.err.find("sheets") != std::string::npos);
  // A `numbers` sheet needs no data.
  const Run custom = run_parks("score planner '" + data_file("requirement_missed_park.txt") + "' --json", missing);
  CHECK(custom.status == 0);
  CHECK(nlohmann::json::parse(custom.out)["total"] == 41);
  // simulate reports the missing sheets before the run.
  const Run simulate = run_parks("simulate planner --games 3 --quiet", missing);
  CHECK(simulate.status == 2);
  CHECK(simulate.out.empty());
  CHECK(lines(simulate.err) == 1);
}

// ---------------------------------------------------------------------------------------------
// parks simulate planner through the binary.

namespace {

const std::string kSimulate = "simulate planner --games 40 --seed 7 --quiet";

nlohmann::json simulate_json(const std::string& args) {
  INFO("parks " << args);
  const Run run = run_parks(args + " --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());  // --quiet
  return nlohmann::json::parse(run.out);
}

long long dealt_total(const nlohmann::json& j) {
  long long total = 0;
  for (const auto& card : j["extras"]["cards"]) total += card["dealt"].get<long long>();
  return total;
}

long long histogram_total(const nlohmann::json& j) {
  long long total = 0;
  for (const auto& entry : j["score_histogram"]) total += entry["count"].get<long long>();
  return total;
}

}  // namespace

TEST_CASE("planner simulate: a small random run prints well-formed JSON with the expected keys") {
  const auto j = simulate_json(kSimulate + " --agent random");
  for (const char* key :
       {"schema", "command", "game", "title", "agent", "players", "seed", "deals_requested", "deals", "games",
        "interrupted", "seats", "score_histogram", "solo", "outcomes", "per_game", "per_player", "extras", "setup"})
    CHECK_MESSAGE(j.contains(key), key);
  CHECK(j["command"] == "simulate");
  CHECK(j["game"] == "planner");
  CHECK(j["agent"] == "random");
  CHECK(j["players"] == 1);
  CHECK(j["seed"] == 7);
  CHECK(j["games"] == 40);
  CHECK(j["deals_requested"] == 40);
  CHECK(j["interrupted"] == false);
  // The solo target is the sum of the dealt cards' (P8): it varies by deal, so it is null.
  CHECK(j["solo"]["target"].is_null());
  REQUIRE(j["seats"].size() == 1u);
  const auto& wins = j["seats"][0]["wins"];
  const double rate = wins["rate"].get<double>();
  CHECK(rate >= wins["ci95"][0].get<double>());
  CHECK(rate <= wins["ci95"][1].get<double>());
  CHECK(wins["count"].get<double>() == doctest::Approx(40 * rate));
  // P8: a win needs the target reached and every requirement met.
  CHECK(rate <= j["outcomes"]["target_reached"]["rate"].get<double>());
  CHECK(rate <= j["outcomes"]["requirements_met"]["rate"].get<double>());
  CHECK(j["per_player"]["modifications"]["mean"].get<double>() <= kMaxModifications);  // P4
  CHECK(j["per_player"]["developments"]["mean"].get<double>() <= kMaxDevelopments);
  // Three cards a game (P7), listed by card number, each with its P9 target.
  CHECK(dealt_total(j) == 3 * 40);
  int previous = 0;
  for (const auto& card : j["extras"]["cards"]) {
    for (const char* key : {"card", "name", "dealt", "points", "target", "requirement_met"})
      CHECK_MESSAGE(card.contains(key), key);
    const int c = card["card"].get<int>();
    CHECK(c > previous);
    CHECK(c <= kCards);
    previous = c;
    CHECK(card["target"] == kCardInfo[c].target);
    CHECK(card["name"] == std::string(kCardInfo[c].name));
    CHECK(card["dealt"].get<int>() > 0);
  }
  CHECK(histogram_total(j) == 40);
}

TEST_CASE("planner simulate: the same seed gives byte-identical output on 1 and 2 threads") {
  for (const std::string& args : {kSimulate + " --agent greedy --json", kSimulate + " --agent greedy",
                                  kSimulate + " --agent random --players 3 --json"}) {
    CAPTURE(args);
    const Run one = run_parks(args + " --threads 1");
    const Run two = run_parks(args + " --threads 2");
    CHECK(one.status == 0);
    CHECK(two.status == 0);
    CHECK(one.err.empty());
    CHECK_FALSE(one.out.empty());
    CHECK(one.out == two.out);
  }
  // Another seed deals other games.
  const auto a = simulate_json(kSimulate + " --agent greedy");
  const auto b = simulate_json("simulate planner --games 40 --seed 8 --quiet --agent greedy");
  CHECK(a["extras"]["cards"] != b["extras"]["cards"]);
}

TEST_CASE("planner simulate: --cards 1,5,12 deals only those cards (P7, P9)") {
  const auto j = simulate_json(kSimulate + " --agent greedy --cards 1,5,12");
  REQUIRE(j["extras"]["cards"].size() == 3u);
  const int expected[] = {1, 5, 12};
  for (int i = 0; i < 3; ++i) {
    CHECK(j["extras"]["cards"][i]["card"] == expected[i]);
    CHECK(j["extras"]["cards"][i]["dealt"] == 40);
    CHECK(j["extras"]["cards"][i]["target"] == kCardInfo[expected[i]].target);
  }
  CHECK(j["title"].get<std::string>().find("cards 1,5,12") != std::string::npos);
  // Any order of the flag gives the same deal.
  const auto k = simulate_json(kSimulate + " --agent greedy --cards 12,1,5");
  CHECK(k["extras"]["cards"] == j["extras"]["cards"]);
}

TEST_CASE("planner simulate: --sheet generated and --sheet 37 (P2)") {
  const auto generated = simulate_json(kSimulate + " --agent greedy --sheet generated");
  CHECK(generated["games"] == 40);
  CHECK(histogram_total(generated) == 40);
  CHECK(generated["title"].get<std::string>().find("generated") != std::string::npos);
  const auto fixed = simulate_json(kSimulate + " --agent greedy --sheet 37");
  CHECK(fixed["games"] == 40);
  CHECK(histogram_total(fixed) == 40);
  CHECK(fixed["title"].get<std::string>().find("sheet 37") != std::string::npos);
  const auto random = simulate_json(kSimulate + " --agent greedy");
  CHECK(random["title"].get<std::string>().find("random published sheet") != std::string::npos);
}

TEST_CASE("planner simulate: --players 3 gives 3 seats and every game's win shared among its winners") {
  const auto j = simulate_json(kSimulate + " --agent greedy --players 3");
  CHECK(j["players"] == 3);
  REQUIRE(j["seats"].size() == 3u);
  CHECK(j["solo"].is_null());  // the P8 target is solo only
  CHECK(j["outcomes"].empty());
  double wins = 0;
  for (int p = 0; p < 3; ++p) {
    CHECK(j["seats"][p]["seat"] == p + 1);
    wins += j["seats"][p]["wins"]["count"].get<double>();
  }
  // Every game has a winner (P8 tie-breakers, then a shared win): the seats' wins add up to the games.
  CHECK(wins == doctest::Approx(40).epsilon(1e-12));
  CHECK(histogram_total(j) == 3 * 40);  // one score per park
}

TEST_CASE("planner simulate: bad flags exit 2 with one line on stderr naming the problem") {
  const std::pair<const char*, const char*> bad[] = {
      {"--cards 1,5", "--cards"},      {"--cards 1,1,5", "differ"},        {"--cards 1,4,12", "P7"},
      {"--cards 0,5,12", "no card 0"}, {"--cards 1,5,13", "no card 13"},   {"--cards 1,5,12,3", "--cards"},
      {"--cards '1;5;12'", "--cards"}, {"--cards a,b,c", "--cards"},       {"--sheet 0", "--sheet"},
      {"--sheet 101", "--sheet"},      {"--sheet foo", "--sheet"},         {"--sheet 3.5", "--sheet"},
      {"--players 0", "--players"},    {"--players 7", "--players"},       {"--agent nobody", "nobody"},
      {"--games 0", "--games"},        {"--no-such-flag", "no-such-flag"},
  };
  for (const auto& [flag, words] : bad) {
    const std::string f = flag;
    const std::string args = "simulate planner --quiet " + f + (f.rfind("--games", 0) == 0 ? "" : " --games 5");
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
    CHECK_MESSAGE(run.err.find(words) != std::string::npos, run.err);
  }
}

// ---------------------------------------------------------------------------------------------
// parks tournament planner through the binary.

TEST_CASE("planner tournament: greedy scores more than random on the same deals") {
  const Run run = run_parks("tournament planner --agents random,greedy --games 30 --seed 2 --quiet --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["deals"] == 30);
  REQUIRE(j["agents"].size() == 2u);
  CHECK(j["agents"][0]["agent"] == "random");
  CHECK(j["agents"][1]["agent"] == "greedy");
  for (const auto& agent : j["agents"]) CHECK(agent["games"] == 30);
  CHECK(j["agents"][1]["score"]["mean"].get<double>() > j["agents"][0]["score"]["mean"].get<double>());
}

TEST_CASE("planner tournament: bad input exits 2 with one line") {
  for (const char* args : {"tournament planner --agents random --games 5 --quiet",
                           "tournament planner --agents random,random --games 5 --quiet",
                           "tournament planner --agents random,greedy --cards 1,4,12 --games 5 --quiet",
                           "tournament planner --agents random,greedy --sheet 101 --games 5 --quiet"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(lines(run.err) == 1);
  }
}

TEST_SUITE_END();

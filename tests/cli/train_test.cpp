// parks train: reproducible weights and learning curve, a resumed run equal to an uninterrupted
// one, the report beside the weights, and weights refused where they do not fit the run.
#include <doctest/doctest.h>

#include <filesystem>

#include "tests/cli/run_parks.h"

namespace parks::testing {

namespace {

std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("parks_train_" + std::to_string(getpid()) + "_" + name);
  std::filesystem::remove_all(dir);
  return dir;
}

const std::string kTrain = "train walk --eval-every 10 --eval-deals 6 --threads 2 --quiet --seed 5 ";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  return text.replace(text.find(from), from.size(), to);
}

}  // namespace

TEST_SUITE_BEGIN("cli");

TEST_CASE("train: the same seed gives the same weights, and a resumed run the uninterrupted one's") {
  const auto whole = fresh_dir("whole"), parts = fresh_dir("parts");
  const Run run = run_parks(kTrain + "--games 20 --out '" + whole.string() + "'");
  REQUIRE(run.status == 0);
  CHECK(run.out.find("after 20 training games: held-out win rate") != std::string::npos);
  for (const char* file : {"value.weights", "report.md", "report.json", "learning_curve.csv"})
    CHECK(std::filesystem::exists(whole / file));
  REQUIRE(run_parks(kTrain + "--games 10 --out '" + parts.string() + "'").status == 0);
  REQUIRE(run_parks(kTrain + "--games 20 --resume --out '" + parts.string() + "'").status == 0);
  CHECK(read_file(whole / "value.weights") == read_file(parts / "value.weights"));
  const std::string weights = (whole / "value.weights").string();
  const Run td = run_parks("simulate walk --agent td:weights='" + weights + "' --games 50 --quiet --json --threads 1");
  CHECK(td.status == 0);
  CHECK(td.out ==
        run_parks("simulate walk --agent td:weights='" + weights + "' --games 50 --quiet --json --threads 2").out);
  const Run search = run_parks("tournament walk --agents 'mcts:iters=30,eval=learned,weights=" + weights +
                               ",td:weights=" + weights + "' --games 4 --quiet");
  CHECK(search.status == 0);
  std::filesystem::remove_all(whole);
  std::filesystem::remove_all(parts);
}

TEST_CASE("train: bad options and mismatched runs end with one line and status 2") {
  const auto dir = fresh_dir("bad");
  check_bad_input("train walk --games 5", "--out DIR is required");
  check_bad_input("train walk --games 5 --target best --out '" + dir.string() + "'", "--target must be");
  check_bad_input("train walk --games 0 --out '" + dir.string() + "'", "--games must be between");
  REQUIRE(run_parks(kTrain + "--games 10 --out '" + dir.string() + "'").status == 0);
  check_bad_input(kTrain + "--games 20 --out '" + dir.string() + "'", "already exists: continue it with --resume");
  check_bad_input(kTrain + "--games 20 --rate 0.1 --resume --out '" + dir.string() + "'", "was trained by");
  check_bad_input(kTrain + "--games 5 --resume --out '" + dir.string() + "'", "more than --games 5");
  check_bad_input("train walk --resume --out '" + fresh_dir("none").string() + "'", "--resume");
  std::filesystem::remove_all(dir);
}

TEST_CASE("train: weights trained on other rules, components or for another game are refused") {
  const auto dir = fresh_dir("stamp");
  REQUIRE(run_parks(kTrain + "--games 10 --out '" + dir.string() + "'").status == 0);
  const std::string weights = (dir / "value.weights").string();
  const std::string bytes = read_file(weights);
  const auto variant = [&](const std::string& name, const std::string& from, const std::string& to) {
    const auto path = dir / name;
    std::ofstream(path, std::ios::binary) << replaced(bytes, from, to);
    return path.string();
  };
  const std::string rules_line = bytes.substr(bytes.find("rules ") + 6, 64);
  const std::string other_rules = variant("rules.weights", rules_line, std::string(64, '0'));
  check_bad_input("simulate walk --games 2 --agent td:weights='" + other_rules + "'", "was trained on rules");
  const std::string other_game = variant("game.weights", "game walk", "game hike");
  check_bad_input("simulate walk --games 2 --agent td:weights='" + other_game + "'", "is for the game 'hike'");
  const std::string data = "PARKS_DATA='" + std::string(PARKS_TEST_DATA) + "/custom_data'";
  const Run custom = run_parks("simulate walk --games 2 --agent td:weights='" + weights + "'", data);
  CHECK(custom.status == 2);
  CHECK(custom.err.find("trained on components") != std::string::npos);
  check_bad_input("simulate walk --games 2 --agent td:weights=/nonexistent.weights", "cannot be read: no such file");
  std::filesystem::remove_all(dir);
}

TEST_CASE("train: the settings of --mix take turns in one run that resumes as one") {
  const auto mixed = fresh_dir("mixed"), parts = fresh_dir("mixed_parts"), one = fresh_dir("one");
  const std::string train = "train hike --eval-every 6 --eval-deals 5 --threads 2 --quiet --seed 3 ";
  const std::string mix = "--mix players=1,3 --mix park=yosemite,acadia ";
  const Run run = run_parks(train + mix + "--games 12 --out '" + mixed.string() + "'");
  REQUIRE(run.status == 0);
  CHECK(run.out.find("after 12 training games: held-out win rate") != std::string::npos);
  CHECK(run.out.find("(5 deals)") != std::string::npos);  // split 2, 1, 1 and 1 among the settings
  const std::string weights = read_file(mixed / "value.weights");
  CHECK(weights.find("--mix players=1,3 --mix park=yosemite,acadia") != std::string::npos);
  CHECK(weights.find("--players") == std::string::npos);  // the defaults of mixed options played no game
  CHECK(weights.find("--park") == std::string::npos);
  CHECK(read_file(mixed / "report.md").find("every combination of players 1, 3 and park yosemite, acadia") !=
        std::string::npos);
  REQUIRE(run_parks(train + mix + "--games 6 --out '" + parts.string() + "'").status == 0);
  REQUIRE(run_parks(train + mix + "--games 12 --resume --out '" + parts.string() + "'").status == 0);
  CHECK(read_file(parts / "value.weights") == weights);
  // The other settings' games count: one setting alone learns other weights.
  REQUIRE(run_parks(train + "--players 1 --games 12 --out '" + one.string() + "'").status == 0);
  const auto body = [](const std::string& file) { return file.substr(file.find("\n\n")); };
  CHECK(body(read_file(one / "value.weights")) != body(weights));
  const std::string out = " --games 5 --out '" + fresh_dir("bad_mix").string() + "'";
  check_bad_input(train + "--mix players" + out, "--mix must be OPTION=VALUE");
  check_bad_input(train + "--mix players=1,,2" + out, "an empty value");
  check_bad_input(train + "--mix players=2,2" + out, "'2' twice");
  check_bad_input(train + "--mix players=1 --mix players=2" + out, "names --players twice");
  check_bad_input(train + "--mix players=3,9" + out, "--players 9: --players must be between");
  check_bad_input(train + "--mix parkk=acadia" + out, "unrecognised option '--parkk'");
  check_bad_input(train + "--players 3 --mix players=2,3" + out, "not both");
  check_bad_input("train walk --mix players=1,2" + out, "train them apart");
  for (const auto& dir : {mixed, parts, one}) std::filesystem::remove_all(dir);
}

TEST_CASE("train: a game without a learned evaluation has no train command") {
  const Run run = run_program(PARKS_WITH_TOYS, "train pig --games 5 --out /tmp/x");
  CHECK(run.status == 2);
  CHECK(lines(run.err) == 1);
  const Run td = run_program(PARKS_WITH_TOYS, "simulate pig --agent td --games 5");
  CHECK(td.status == 2);
  CHECK(td.err.find("no learned evaluation") != std::string::npos);
}

TEST_SUITE_END();

}  // namespace parks::testing

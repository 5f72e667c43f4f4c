// Checkpoints: the file format and its refusals, atomic saves, and resumed jobs that end as the
// uninterrupted ones did, in the runner and through the binary.
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "analysis/checkpoint.h"
#include "analysis/runner.h"
#include "engine/core/rng.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using parks::testing::check_bad_input;
using parks::testing::has_ended;
using parks::testing::interrupt;
using parks::testing::read_file;
using parks::testing::run_parks;
using parks::testing::start_parks;

namespace {

std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("parks_ckpt_" + std::to_string(getpid()) + "_" + name);
}

Checkpoint sample_checkpoint() {
  Checkpoint checkpoint;
  checkpoint.identity = {{"command", "simulate walk"}, {"--seed", "1"}, {"--agent", "heuristic"}};
  checkpoint.runs = {{1000, 3, "summary bytes"}, {50, 0, ""}};
  return checkpoint;
}

// A run's summary for the tests: the sum of one random number per game.
struct Tally {
  std::int64_t total = 0, games = 0;
  void merge(const Tally& o) { total += o.total, games += o.games; }
  template <class Archive>
  void archive(Archive& a) {
    a(total, games);
  }
};

void add_game(std::int64_t g, Tally& tally) {
  Rng rng = Rng::stream(11, static_cast<std::uint64_t>(g), Stream::Chance);
  tally.total += rng.below(1000);
  ++tally.games;
}

bool is_one_line(const std::string& text) { return !text.empty() && text.find('\n') == std::string::npos; }

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("checkpoint: a checkpoint reads back as it was written") {
  const Checkpoint checkpoint = sample_checkpoint();
  const Checkpoint read = decode_checkpoint(encode_checkpoint(checkpoint));
  CHECK(read.identity == checkpoint.identity);
  REQUIRE(read.runs.size() == 2u);
  CHECK(read.runs[0].games == 1000);
  CHECK(read.runs[0].blocks_done == 3);
  CHECK(read.runs[0].summary == "summary bytes");
  CHECK(read.runs[1].blocks_done == 0);
}

TEST_CASE("checkpoint: every truncation and every damaged byte is refused") {
  const std::string bytes = encode_checkpoint(sample_checkpoint());
  for (std::size_t n = 0; n < bytes.size(); ++n) CHECK_THROWS_AS(decode_checkpoint(bytes.substr(0, n)), CorruptData);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    std::string damaged = bytes;
    damaged[i] = static_cast<char>(damaged[i] ^ 0x10);
    CAPTURE(i);
    CHECK_THROWS_AS(decode_checkpoint(damaged), CorruptData);
  }
  CHECK_THROWS_AS(decode_checkpoint(bytes + "x"), CorruptData);
}

TEST_CASE("checkpoint: each refusal names the problem in one line") {
  const auto refusal = [](std::string_view bytes) -> std::string {
    try {
      decode_checkpoint(bytes);
    } catch (const CorruptData& e) {
      return e.what();
    }
    return "accepted";
  };
  const auto with_runs = [](std::vector<Checkpoint::Run> runs) {
    Checkpoint checkpoint = sample_checkpoint();
    checkpoint.runs = std::move(runs);
    return encode_checkpoint(checkpoint);
  };
  std::string other_version = encode_checkpoint(sample_checkpoint());
  other_version[8] = 7;  // the version, right after the magic (the checksum now fails too)
  const struct {
    std::string bytes, words;
  } cases[] = {
      {"", "not a parks checkpoint"},
      {"{\"games\": 100}", "not a parks checkpoint"},
      {"PARKSCKP", "truncated"},
      {other_version, "format version 7"},
      {encode_checkpoint(sample_checkpoint()).substr(0, 40), "checksum"},
      {with_runs({{10, 11, "x"}}), "11 blocks done of 10"},
      {with_runs({{0, 0, ""}}), "a run of 0 games"},
      {with_runs({{-5, 0, ""}}), "a run of -5 games"},
      // the block plan of such a run would overflow
      {with_runs({{INT64_MAX, 0, ""}}), "a run of 9223372036854775807 games"},
      {with_runs({{100, 4, ""}}), "finished blocks without a summary"},
      {with_runs({{100, -1, "x"}}), "-1 blocks done"},
      {with_runs({{100, 0, "x"}}), "a summary of no blocks"},
      // blocks past the merged ones: in order, inside the run, with games and a summary
      {with_runs({{100, 2, "x", {{1, 1, "y"}}}}), "block 1 out of order"},
      {with_runs({{100, 2, "x", {{5, 1, "y"}, {4, 1, "y"}}}}), "block 4 out of order"},
      {with_runs({{100, 0, "", {{100, 1, "y"}}}}), "block 100 out of order or out of the run's 100 blocks"},
      {with_runs({{100, 0, "", {{3, 2, "y"}}}}), "block 3 with 2 games of 1"},
      {with_runs({{100, 0, "", {{3, 0, "y"}}}}), "block 3 with 0 games"},
      {with_runs({{100, 0, "", {{3, 1, ""}}}}), "block 3 without a summary"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.words);
    const std::string message = refusal(c.bytes);
    CHECK(message.find(c.words) != std::string::npos);
    CHECK(is_one_line(message));
  }
}

TEST_CASE("checkpoint: the first difference of identity is named") {
  const std::vector<Checkpoint::Field> saved = {{"command", "simulate walk"}, {"--seed", "7"}, {"--games", "100"}};
  CHECK(identity_difference(saved, saved).empty());
  CHECK(identity_difference(saved, {{"command", "simulate walk"}, {"--seed", "1"}, {"--games", "100"}}) ==
        "--seed is '7' in the checkpoint, '1' here");
  CHECK(identity_difference(saved, {{"command", "simulate walk"}, {"--seed", "7"}}) ==
        "--games is '100' in the checkpoint, not given here");
  CHECK(identity_difference(saved,
                            {{"command", "simulate walk"}, {"--seed", "7"}, {"--games", "100"}, {"--level", "2"}}) ==
        "--level is not given in the checkpoint, '2' here");
}

TEST_CASE("checkpoint: a save replaces the file at once, and an unwritable place is a one-line error") {
  const auto file = temp_path("save");
  save_checkpoint(file, sample_checkpoint());
  Checkpoint next = sample_checkpoint();
  next.runs[1].blocks_done = 1;
  next.runs[1].summary = "more";
  save_checkpoint(file, next);
  CHECK(load_checkpoint(file).runs[1].summary == "more");
  CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
  std::filesystem::remove(file);

  const auto nowhere = temp_path("missing_dir") / "job.ckpt";
  try {
    save_checkpoint(nowhere, next);
    FAIL("saved into a missing directory");
  } catch (const std::runtime_error& e) {
    CHECK(std::string(e.what()).find(nowhere.string()) != std::string::npos);
    CHECK(is_one_line(e.what()));
  }
  CHECK_THROWS_WITH_AS(load_checkpoint(nowhere), doctest::Contains("cannot be read"), std::runtime_error);
}

TEST_CASE("runner: a job stopped by Ctrl-C resumes to the uninterrupted result, on other thread counts") {
  const auto file = temp_path("resume");
  std::filesystem::remove(file);
  const std::vector<Checkpoint::Field> identity = {{"command", "test"}};
  const auto run = [](std::int64_t games, int threads, auto play) {
    return run_indexed(RunOptions{games, 11, threads, false, "test"}, Tally{}, play);
  };

  Job::start({});
  const Tally first = run(5000, 2, add_game).summary, second = run(3000, 2, add_game).summary;

  // The first run finishes; the second is stopped at its game 1234.
  Job::start({identity, file, std::nullopt, 0});
  run(5000, 2, add_game);
  const auto stopped = run(3000, 2, [](std::int64_t g, Tally& t) {
    if (g == 1234) std::raise(SIGINT);  // the first Ctrl-C only asks to stop
    add_game(g, t);
  });
  REQUIRE(stopped.interrupted);
  Job::current().save();
  Interrupt::install();

  const Checkpoint saved = load_checkpoint(file);
  REQUIRE(saved.runs.size() == 2u);
  CHECK(saved.runs[0].blocks_done == BlockPlan(5000, true).blocks);
  CHECK(saved.runs[1].blocks_done < BlockPlan(3000, true).blocks);

  // The resumed job replays nothing of the first run and ends the second as if never stopped.
  Job::start({identity, file, saved, 0});
  std::int64_t replayed = 0;
  const auto resumed_first = run(5000, 1, [&](std::int64_t g, Tally& t) { ++replayed, add_game(g, t); });
  CHECK(replayed == 0);
  CHECK(resumed_first.games_played == 5000);
  CHECK(resumed_first.summary.total == first.total);
  const auto resumed_second = run(3000, 1, add_game);
  CHECK_FALSE(resumed_second.interrupted);
  CHECK(resumed_second.games_played == 3000);
  CHECK(resumed_second.summary.games == second.games);
  CHECK(resumed_second.summary.total == second.total);
  CHECK(load_checkpoint(file).runs[1].blocks_done == BlockPlan(3000, true).blocks);

  // A resumed job whose run has another size is another job.
  Job::start({identity, file, saved, 0});
  CHECK_THROWS_WITH(run(4000, 1, add_game), doctest::Contains("its run 1 has 5000 games, this one 4000"));
  Job::start({});
  std::filesystem::remove(file);
}

namespace {

// The JSON without its wall-clock fields (every key named "seconds": a run's time, an agent's
// decision times), which alone may differ between runs.
nlohmann::json without_seconds(nlohmann::json json) {
  if (json.is_object()) json.erase("seconds");
  if (json.is_structured())
    for (auto& item : json) item = without_seconds(item);
  return json;
}

// `parks ARGS`, stopped by Ctrl-C with a checkpoint and resumed, prints what it prints uninterrupted.
void check_resumes(const std::string& name, const std::vector<std::string>& args) {
  CAPTURE(name);
  std::string joined;
  for (const auto& a : args) joined += " " + a;
  const auto full = run_parks(joined + " --quiet --json");
  REQUIRE(full.status == 0);

  const auto file = temp_path(name), out = temp_path(name + ".out");
  std::filesystem::remove(file);
  auto checkpointed = args;
  checkpointed.insert(checkpointed.end(),
                      {"--quiet", "--json", "--checkpoint", file.string(), "--checkpoint-every", "0"});
  const pid_t child = start_parks(checkpointed, out);
  // The press lands once the job has saved games (it saves an empty checkpoint as it starts);
  // wherever it lands, the resumed result is the same.
  for (std::string started; !has_ended(child); usleep(10'000)) {
    const std::string saved = std::filesystem::exists(file) ? read_file(file) : "";
    if (started.empty()) started = saved;
    else if (saved != started) break;
  }
  const int status = interrupt(child);
  CHECK((status == 130 || status == 0));  // 0: it finished before the press
  const auto resumed = run_parks(joined + " --quiet --json --threads 1 --resume '" + file.string() + "'");
  CHECK(resumed.status == 0);
  CHECK(without_seconds(nlohmann::json::parse(full.out)) == without_seconds(nlohmann::json::parse(resumed.out)));
  std::filesystem::remove(file);
  std::filesystem::remove(out);
}

}  // namespace

TEST_CASE("parks simulate, tournament and analyze: stopped with a checkpoint and resumed, the same output") {
  check_resumes("simulate", {"simulate", "walk", "--agent", "mcts:iters=150", "--games", "40", "--seed", "3"});
  check_resumes("tournament", {"tournament", "hike", "--agents", "greedy,heuristic,mcts:iters=40", "--games", "60"});
  check_resumes("analyze", {"analyze", "bonuses", "walk", "--games", "600", "--seed", "2"});
}

TEST_CASE("parks: a damaged, missing or other job's checkpoint is refused in one line and left as it was") {
  const auto file = temp_path("cli");
  std::filesystem::remove(file);
  const std::string job = "simulate walk --games 40 --seed 5 --quiet";
  REQUIRE(run_parks(job + " --checkpoint '" + file.string() + "'").status == 0);
  const std::string saved = read_file(file);
  const std::string f = " '" + file.string() + "'";

  check_bad_input(job + " --checkpoint" + f, "already exists: continue it with --resume");
  check_bad_input("simulate walk --games 40 --seed 6 --quiet --resume" + f,
                  "--seed is '5' in the checkpoint, '6' here");
  check_bad_input("simulate walk --games 41 --seed 5 --quiet --resume" + f,
                  "--games is '40' in the checkpoint, '41' here");
  check_bad_input(job + " --agent greedy --resume" + f, "--agent is 'heuristic' in the checkpoint, 'greedy' here");
  check_bad_input(job + " --level 2 --resume" + f, "--level is not given in the checkpoint, '2' here");
  check_bad_input("simulate planner --games 40 --seed 5 --quiet --resume" + f, "command is 'simulate walk'");
  check_bad_input("analyze solo walk --games 40 --seed 5 --quiet --resume" + f, "command is 'simulate walk'");
  check_bad_input(job + " --resume '" + temp_path("absent").string() + "'", "cannot be read");
  check_bad_input(job + " --checkpoint '" + (temp_path("no_dir") / "x").string() + "'", "cannot be written");
  check_bad_input(job + " --checkpoint-every -1 --checkpoint" + f,
                  "--checkpoint-every must be 0 or more seconds, got -1");
  CHECK(read_file(file) == saved);

  std::ofstream(file, std::ios::binary | std::ios::app) << "x";
  check_bad_input(job + " --resume" + f, "is damaged or truncated");
  std::ofstream(file, std::ios::binary) << "{\"not\": \"a checkpoint\"}";
  check_bad_input(job + " --resume" + f, "is not a parks checkpoint");
  CHECK(read_file(file) == "{\"not\": \"a checkpoint\"}");
  std::filesystem::remove(file);

  // The threads, the output form and the progress are not the job: a resume may change them.
  REQUIRE(run_parks(job + " --checkpoint" + f).status == 0);
  CHECK(run_parks(job + " --threads 1 --json --resume" + f).status == 0);
  std::filesystem::remove(file);
}

TEST_SUITE_END();

// The run machinery under hostile conditions: outputs that cannot be written, files that are not
// files, two writers of one checkpoint, another job's checkpoint as the target, a run killed
// while it writes its CSV, and error messages that would echo whatever a file held.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "analysis/checkpoint.h"
#include "tests/cli/run_parks.h"
#include "tests/core/temp_dir.h"

namespace fs = std::filesystem;
using namespace parks::testing;

namespace {

// The exit status of parks with `args`, its stdout sent to `out` and stderr to `err`.
int run_to(const std::string& args, const std::string& out, const fs::path& err) {
  const std::string command =
      "timeout 60 '" + std::string(PARKS_BINARY) + "' " + args + " >" + out + " 2>'" + err.string() + "'";
  const int raw = std::system(command.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

bool is_character_device(const fs::path& path) { return fs::status(path).type() == fs::file_type::character; }

}  // namespace

TEST_CASE("cli: output that cannot be written ends the run with an error, never status 0") {
  TempDir dir("hard");
  const fs::path err = dir.path / "err";
  CHECK(run_to("simulate walk --games 20 --quiet", "/dev/full", err) != 0);
  CHECK(read_file(err).find("cannot write the output") != std::string::npos);
  CHECK(run_to("tournament walk --agents random,greedy --games 10 --quiet --json", "/dev/full", err) != 0);
  CHECK(run_to("analyze solo walk --games 2 --agents random --level 1 --quiet", "/dev/full", err) != 0);
  // A CSV on a device is written in place: the device stays a device.
  CHECK(run_to("tournament walk --agents random,greedy --games 10 --quiet --csv /dev/full", "/dev/null", err) != 0);
  CHECK(read_file(err).find("/dev/full' cannot be written") != std::string::npos);
  CHECK(is_character_device("/dev/full"));
}

TEST_CASE("cli: a FIFO or a device given as a data file or a checkpoint is refused at once") {
  TempDir dir("hard");
  const fs::path fifo = dir.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const std::string f = quoted(fifo);
  for (const std::string& args :
       {"simulate walk --games 2 --components " + f, "simulate hike --games 2 --components " + f,
        "simulate minipark --games 2 --tiles " + f, "simulate walk --games 2 --resume " + f,
        std::string("simulate walk --games 2 --resume /dev/zero")}) {
    CAPTURE(args);
    const Run run = run_parks(args + " --quiet");
    CHECK(run.status == 2);
    CHECK(run.err.find("is not a readable file") != std::string::npos);
  }
}

TEST_CASE("cli: --resume B --checkpoint A leaves another job's checkpoint A alone") {
  TempDir dir("hard");
  const std::string a = quoted(dir.path / "a.ckpt"), b = quoted(dir.path / "b.ckpt");
  REQUIRE(run_parks("simulate walk --games 50 --quiet --checkpoint " + a).status == 0);
  REQUIRE(run_parks("simulate walk --games 60 --seed 7 --quiet --checkpoint " + b).status == 0);
  const std::string before = read_file(dir.path / "a.ckpt");
  const Run run = run_parks("simulate walk --games 60 --seed 7 --quiet --resume " + b + " --checkpoint " + a);
  CHECK(run.status == 2);
  CHECK(run.err.find("already exists") != std::string::npos);
  CHECK(read_file(dir.path / "a.ckpt") == before);
  // Into itself is what --resume is for.
  CHECK(run_parks("simulate walk --games 60 --seed 7 --quiet --resume " + b + " --checkpoint " + b).status == 0);
}

TEST_CASE("cli: a second process writing the same checkpoint is refused while the first runs") {
  TempDir dir("hard");
  const fs::path checkpoint = dir.path / "job.ckpt", lock = dir.path / "job.ckpt.lock";
  const std::string first = quoted(PARKS_BINARY) + " simulate walk --games 1000000000 --quiet --checkpoint " +
                            quoted(checkpoint) + " >/dev/null 2>&1 & echo $! >" + quoted(dir.path / "pid");
  REQUIRE(std::system(first.c_str()) == 0);
  for (int i = 0; i < 600 && !fs::exists(checkpoint); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  REQUIRE(fs::exists(lock));
  const Run second = run_parks("simulate walk --games 1000000000 --quiet --resume '" + checkpoint.string() + "'");
  CHECK(second.status == 2);
  CHECK(second.err.find("is being written by another parks process") != std::string::npos);
  const std::string stop = "kill -INT $(cat '" + (dir.path / "pid").string() + "')";
  REQUIRE(std::system(stop.c_str()) == 0);
  for (int i = 0; i < 600 && fs::exists(lock); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK_FALSE(fs::exists(lock));  // the first process let go of it as it stopped
}

TEST_CASE("cli: a run killed while it plays leaves an existing --csv file as it was") {
  TempDir dir("hard");
  const fs::path csv = dir.path / "table.csv";
  std::ofstream(csv) << "precious,content\n";
  const std::string run = "timeout -s KILL 2 '" + std::string(PARKS_BINARY) +
                          "' tournament walk --agents random,greedy --games 1000000000 --quiet --csv '" + csv.string() +
                          "' >/dev/null 2>&1";
  [[maybe_unused]] const int status = std::system(run.c_str());
  CHECK(read_file(csv) == "precious,content\n");
  int entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path)) ++entries;
  CHECK(entries == 1);
}

TEST_CASE("cli: spelling out an implicit default or the shipped data file is the same job") {
  TempDir dir("hard");
  const std::string c = quoted(dir.path / "c.ckpt");
  REQUIRE(run_parks("simulate walk --games 40 --quiet --checkpoint " + c).status == 0);
  CHECK(run_parks("simulate walk --games 40 --quiet --level 1 --resume " + c).status == 0);
  CHECK(run_parks("simulate walk --games 40 --quiet --components '" + std::string(PARKS_DATA_DIR) +
                  "/walk/components.json' --resume " + c)
            .status == 0);
  const Run other = run_parks("simulate walk --games 40 --quiet --level 2 --resume " + c);
  CHECK(other.status == 2);
  CHECK(other.err.find("another job's") != std::string::npos);
}

TEST_CASE("cli: an error quoting a huge or hostile text is one short line without raw control bytes") {
  const Run huge = run_parks("simulate walk --games 2 --agent '" + std::string(100000, 'A') + "'");
  CHECK(huge.status == 2);
  CHECK(huge.err.size() < 1000);
  CHECK(lines(huge.err) == 1);
  const Run hostile = run_parks("simulate walk --games 2 --components \"$(printf '\\033[31mnope\\n.json')\"");
  CHECK(hostile.status == 2);
  CHECK(hostile.err.find('\x1b') == std::string::npos);
  CHECK(hostile.err.find("\\x1b") != std::string::npos);
  CHECK(lines(hostile.err) == 1);
}

TEST_CASE("cli: SIGTERM stops a run as Ctrl-C does: the finished games are saved and summarised") {
  TempDir dir("hard");
  const fs::path checkpoint = dir.path / "job.ckpt", out = dir.path / "out", status = dir.path / "status";
  const std::string ckpt = quoted(checkpoint);
  const std::string script = quoted(PARKS_BINARY) + " simulate walk --games 1000000000 --quiet --checkpoint " + ckpt +
                             " >" + quoted(out) + " 2>/dev/null & pid=$!; i=0; while [ ! -e " + ckpt +
                             " ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; " + "stat -c %s " + ckpt + " >" +
                             quoted(dir.path / "first_size") + "; sleep 1; " + "kill -TERM $pid; wait $pid; echo $? >" +
                             quoted(status);
  REQUIRE(std::system(script.c_str()) == 0);
  CHECK(read_file(status) == "130\n");
  CHECK(read_file(out).find("interrupted") != std::string::npos);
  // The checkpoint written at the start holds no games; the one saved on SIGTERM holds them.
  CHECK(fs::file_size(checkpoint) > std::stoul(read_file(dir.path / "first_size")));
}

TEST_CASE("cli: a checkpoint edited by hand, its checksum made good, is refused, never read out of bounds") {
  TempDir dir("hard");
  for (const std::string& job : {std::string("tournament walk --agents random,greedy --games 20"),
                                 std::string("simulate hike --players 3 --games 20")}) {
    CAPTURE(job);
    const fs::path good = dir.path / "good.ckpt", edited = dir.path / "edited.ckpt";
    fs::remove(good);
    REQUIRE(run_parks(job + " --quiet --checkpoint '" + good.string() + "'").status == 0);
    parks::Checkpoint checkpoint = parks::load_checkpoint(good);
    REQUIRE(!checkpoint.runs.empty());
    REQUIRE(checkpoint.runs[0].summary.size() > 4);
    for (const char first : {'\x05', '\x40'}) {
      parks::Checkpoint crafted = checkpoint;
      crafted.runs[0].summary[0] = first;  // the summary's agent or player count
      parks::save_checkpoint(edited, crafted);
      const Run run = run_parks(job + " --quiet --resume '" + edited.string() + "'");
      CHECK(run.status == 2);
      CHECK(run.err.find("another shape") != std::string::npos);
    }
  }
}

TEST_CASE("cli: an output folder that refuses files stops the run before its checkpoint is made") {
  TempDir dir("hard");
  const fs::path checkpoint = dir.path / "job.ckpt";
  const Run run =
      run_parks("tournament walk --agents random,greedy --games 20 --quiet --csv /proc/parks.csv --checkpoint '" +
                checkpoint.string() + "'");
  CHECK(run.status == 2);
  CHECK(run.err.find("--csv '/proc/parks.csv' cannot be written") != std::string::npos);
  CHECK_FALSE(fs::exists(checkpoint));
}

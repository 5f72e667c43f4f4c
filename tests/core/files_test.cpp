// Whole-file reads and atomic writes: what is not a regular file or is too large is refused
// before reading (a FIFO would block, /dev/zero never ends), and a write never goes through a
// planted file or symlink beside its target.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/core/files.h"
#include "tests/core/temp_dir.h"

using namespace parks;
using parks::testing::TempDir;
namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& file) {
  std::ifstream in(file);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("files: a FIFO, a device, a directory and an oversized file are refused before reading") {
  TempDir dir("files");
  const fs::path fifo = dir.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(read_whole_file(fifo, 100), doctest::Contains("is not a readable file"), std::runtime_error);
  CHECK_THROWS_AS(read_whole_file("/dev/zero", 100), std::runtime_error);
  CHECK_THROWS_AS(read_whole_file(dir.path, 100), std::runtime_error);
  std::ofstream(dir.path / "big") << std::string(101, 'x');
  CHECK_THROWS_WITH_AS(read_whole_file(dir.path / "big", 100), doctest::Contains("larger than 100 bytes"),
                       std::runtime_error);
  CHECK(read_whole_file(dir.path / "big", 101).size() == 101);
}

TEST_CASE("files: an atomic write leaves no temporary file and never writes through a planted symlink") {
  TempDir dir("files");
  const fs::path target = dir.path / "job.ckpt", victim = dir.path / "victim";
  std::ofstream(victim) << "keep me";
  // The old fixed temporary name, planted as a symlink to another file.
  fs::create_symlink(victim, target.string() + ".tmp");
  write_atomically(target, "new bytes");
  CHECK(read_text(target) == "new bytes");
  CHECK(read_text(victim) == "keep me");
  CHECK(fs::is_symlink(target.string() + ".tmp"));
  int entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path)) ++entries;
  CHECK(entries == 3);  // the target, the victim and the planted link: no temporary left behind
  CHECK((fs::status(target).permissions() & fs::perms::owner_read) != fs::perms::none);
}

TEST_CASE("files: a write into a missing folder is a one-line error") {
  TempDir dir("files");
  CHECK_THROWS_WITH_AS(write_atomically(dir.path / "nowhere" / "f", "x"), doctest::Contains("cannot be written"),
                       std::runtime_error);
}

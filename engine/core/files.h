#pragma once
// Whole-file reads and writes for data the program keeps: a read refuses what is not a regular
// file or is larger than expected (a device or a FIFO would never end), and a write is atomic
// (a temporary file beside the target, flushed to disk, renamed over it), so a crash leaves the
// old file or the new one. Both throw std::runtime_error with a one-line reason.
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace parks {

// Component data, sheets, tiles and position files are kilobytes; a megabyte is a mistake.
inline constexpr std::size_t kMaxDataFileBytes = std::size_t{1} << 20;
// A checkpoint holds summaries, not games: far below this even for the largest studies.
inline constexpr std::size_t kMaxCheckpointBytes = std::size_t{1} << 30;

std::string read_whole_file(const std::filesystem::path& file, std::size_t max_bytes);
void write_atomically(const std::filesystem::path& file, std::string_view bytes);
// An output the user named (--csv, a report): written atomically when it is, or will be, a
// regular file; a device or a pipe (/dev/stdout, a FIFO) is written in place, never replaced.
void write_output(const std::filesystem::path& file, std::string_view bytes);

// An exclusive lock on `file` for the life of the object (an flock on FILE.lock), so that two
// processes never write one file by turns; throws std::runtime_error when another process holds
// it.
class WriterLock {
 public:
  explicit WriterLock(const std::filesystem::path& file);
  ~WriterLock();
  WriterLock(const WriterLock&) = delete;
  WriterLock& operator=(const WriterLock&) = delete;

 private:
  std::filesystem::path lock_;
  int fd_ = -1;
};

}  // namespace parks

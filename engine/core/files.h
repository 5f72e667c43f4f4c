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

std::string read_whole_file(const std::filesystem::path& file, std::size_t max_bytes);
void write_atomically(const std::filesystem::path& file, std::string_view bytes);

}  // namespace parks

#include "engine/core/files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <system_error>

namespace parks {

namespace {

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& problem) {
  throw std::runtime_error("'" + file.string() + "' " + problem);
}

}  // namespace

std::string read_whole_file(const std::filesystem::path& file, std::size_t max_bytes) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error)) fail(file, "is not a readable file");
  const auto size = std::filesystem::file_size(file, error);
  if (error) fail(file, "cannot be read: " + error.message());
  if (size > max_bytes) fail(file, "is larger than " + std::to_string(max_bytes) + " bytes");
  std::ifstream in(file, std::ios::binary);
  if (!in) fail(file, "cannot be read: " + std::string(std::strerror(errno)));
  std::string bytes(static_cast<std::size_t>(size), '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(size));
  if (static_cast<std::size_t>(in.gcount()) != size) fail(file, "cannot be read");
  return bytes;
}

void write_atomically(const std::filesystem::path& file, std::string_view bytes) {
  const std::filesystem::path temporary = file.string() + ".tmp";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(file, "cannot be written: " + std::string(std::strerror(errno)));
  std::size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string reason = std::strerror(errno);
      ::close(fd);
      ::unlink(temporary.c_str());
      fail(file, "cannot be written: " + reason);
    }
    written += static_cast<std::size_t>(n);
  }
  const bool synced = ::fsync(fd) == 0;
  if (::close(fd) != 0 || !synced || std::rename(temporary.c_str(), file.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(temporary.c_str());
    fail(file, "cannot be written: " + reason);
  }
}

}  // namespace parks

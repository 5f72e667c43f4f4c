#include "engine/core/files.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
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

// Writes every byte to `fd`; the reason it could not, or "".
std::string write_all(int fd, std::string_view bytes) {
  std::size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n == 0 ? "no space written" : std::strerror(errno);
    written += static_cast<std::size_t>(n);
  }
  return "";
}

}  // namespace

std::string read_whole_file(const std::filesystem::path& file, std::size_t max_bytes) {
  std::error_code error;
  const auto status = std::filesystem::status(file, error);
  if (!std::filesystem::exists(status)) fail(file, "cannot be read: no such file");
  if (!std::filesystem::is_regular_file(status)) fail(file, "is not a readable file");
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
  // A unique temporary name, created exclusively: a planted file or symlink is never written
  // through, and two writers of one target never share a temporary file.
  std::string name = file.string() + ".XXXXXX";
  const int fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) fail(file, "cannot be written: " + std::string(std::strerror(errno)));
  const auto give_up = [&](const std::string& reason) {
    ::close(fd);
    ::unlink(name.c_str());
    fail(file, "cannot be written: " + reason);
  };
  if (::fchmod(fd, 0644) != 0) give_up(std::strerror(errno));
  if (const std::string reason = write_all(fd, bytes); !reason.empty()) give_up(reason);
  if (::fsync(fd) != 0) give_up(std::strerror(errno));
  if (::close(fd) != 0 || std::rename(name.c_str(), file.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(name.c_str());
    fail(file, "cannot be written: " + reason);
  }
}

void write_output(const std::filesystem::path& file, std::string_view bytes) {
  std::error_code error;
  const auto status = std::filesystem::status(file, error);
  if (!std::filesystem::exists(status) || std::filesystem::is_regular_file(status))
    return write_atomically(file, bytes);
  const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail(file, "cannot be written: " + std::string(std::strerror(errno)));
  if (const std::string reason = write_all(fd, bytes); !reason.empty()) {
    ::close(fd);
    fail(file, "cannot be written: " + reason);
  }
  if (::close(fd) != 0) fail(file, "cannot be written: " + std::string(std::strerror(errno)));
}

WriterLock::WriterLock(const std::filesystem::path& file) : lock_(file.string() + ".lock") {
  fd_ = ::open(lock_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd_ < 0) fail(file, "cannot be locked: " + std::string(std::strerror(errno)));
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    const bool held = errno == EWOULDBLOCK;
    const std::string reason = std::strerror(errno);
    ::close(fd_);
    if (held) fail(file, "is being written by another parks process (it holds " + lock_.string() + ")");
    fail(file, "cannot be locked: " + reason);
  }
}

WriterLock::~WriterLock() {
  ::unlink(lock_.c_str());  // before the lock goes: no other process can hold this file meanwhile
  ::close(fd_);
}

}  // namespace parks

#pragma once
// A fresh directory under the system's temporary folder for one test, removed with the object.
#include <unistd.h>

#include <filesystem>
#include <string>

namespace parks::testing {

struct TempDir {
  std::filesystem::path path;

  // `name` keeps apart the directories of different tests, and the process id those of runs at
  // the same time; whatever a killed run left under the same path is removed first.
  explicit TempDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("parks_" + name + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }

  // The path of `name` inside, as text for a command line.
  std::string operator/(const std::string& name) const { return (path / name).string(); }
};

}  // namespace parks::testing

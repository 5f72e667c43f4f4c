#include "engine/core/install_paths.h"

#include <dlfcn.h>

#include <cstdlib>
#include <system_error>

namespace parks {

namespace {

// The file holding this code: the program, or the Python module's shared library. A library's
// name is its path; the program's is argv[0] (a bare "parks" when the shell found it on the PATH),
// so the program is read from /proc instead.
std::filesystem::path this_object() {
  Dl_info info{};
  std::error_code error;
  if (dladdr(reinterpret_cast<void*>(&this_object), &info) != 0 && info.dli_fname &&
      std::filesystem::path(info.dli_fname).is_absolute()) {
    const auto path = std::filesystem::canonical(info.dli_fname, error);
    if (!error) return path;
  }
  const auto program = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : program;
}

// PREFIX/share/parks/`name` when this code is installed under PREFIX: in PREFIX/bin (the
// programs) or in PREFIX/lib/... (the Python module, lib/python3.11/site-packages/parks.so); empty
// otherwise, as for a program in its build folder.
std::filesystem::path installed(const char* name) {
  const std::filesystem::path object = this_object();
  if (object.empty()) return {};
  std::filesystem::path folder = object.parent_path();
  for (int up = 0; up <= 3 && folder.has_relative_path(); ++up, folder = folder.parent_path()) {
    const auto base = folder.filename();
    if (base != "bin" && base != "lib" && base != "lib64") continue;
    std::error_code error;
    const auto candidate = folder.parent_path() / "share" / "parks" / name;
    if (std::filesystem::exists(candidate, error)) return candidate;
  }
  return {};
}

std::filesystem::path shipped(const char* name, const char* source) {
  const auto found = installed(name);
  return found.empty() ? std::filesystem::path(source) : found;
}

std::filesystem::path located(const char* variable, const char* name, const char* source) {
  if (const char* given = std::getenv(variable); given && *given) return given;
  return shipped(name, source);
}

}  // namespace

std::filesystem::path shipped_data_dir() { return shipped("data", PARKS_DATA_DIR); }

std::filesystem::path data_dir() { return located("PARKS_DATA", "data", PARKS_DATA_DIR); }

std::filesystem::path data_file(std::string_view game, std::string_view name) { return data_dir() / game / name; }

std::filesystem::path plot_script() { return located("PARKS_PLOT_SCRIPT", "plot.py", PARKS_PLOT_SCRIPT); }

}  // namespace parks

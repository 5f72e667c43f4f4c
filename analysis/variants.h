#pragma once
// The rule variants a balance study compares with its baseline (`--variant FILE`, repeatable):
// the files given, or else every .json file shipped in the game's data folder `variants/`, in
// name order. A variant is named after its file's stem; the game reads the file (a components
// file, a patch over one, a tile set) and throws its own one-line error on a bad one.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace parks {

template <class Rules>
struct RuleVariant {
  std::string name;
  Rules rules;
};

// The variant files: those given, or the shipped folder's (none when it is absent).
inline std::vector<std::filesystem::path> variant_files(const std::vector<std::string>& given,
                                                        const std::filesystem::path& shipped_folder) {
  std::vector<std::filesystem::path> files(given.begin(), given.end());
  if (!files.empty()) return files;
  if (std::filesystem::is_directory(shipped_folder))
    for (const auto& entry : std::filesystem::directory_iterator(shipped_folder))
      if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// Each variant file read by `load(path)`, named after its stem.
template <class Load>
auto load_variants(const std::vector<std::string>& given, const std::filesystem::path& shipped_folder, Load load) {
  using Rules = decltype(load(std::filesystem::path{}));
  std::vector<RuleVariant<Rules>> variants;
  for (const auto& file : variant_files(given, shipped_folder)) variants.push_back({file.stem().string(), load(file)});
  return variants;
}

}  // namespace parks

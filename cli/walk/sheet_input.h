#pragma once
// Reads a Walk sheet file for the commands that take one; any problem is a one-line UsageError.
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/commands.h"
#include "engine/walk/sheet_file.h"

namespace parks::cli {

inline walk::SheetFile read_sheet_file(const std::string& path) {
  if (!std::filesystem::is_regular_file(path)) throw UsageError("sheet file '" + path + "' is not a readable file");
  std::ifstream in(path);
  if (!in) throw UsageError("cannot open sheet file '" + path + "'");
  try {
    return walk::parse_sheet(in, walk::default_components());
  } catch (const walk::SheetError& e) {
    throw UsageError(path + ": " + e.what());
  }
}

}  // namespace parks::cli

#pragma once
// Reads a Walk sheet file for the commands that take one; any problem is a one-line UsageError.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "engine/core/files.h"
#include "engine/walk/sheet_file.h"

namespace parks::cli {

inline walk::SheetFile read_sheet_file(const std::string& path) {
  std::istringstream in;
  try {
    in.str(read_whole_file(path, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw UsageError(std::string("sheet file ") + e.what());
  }
  try {
    return walk::parse_sheet(in, walk::default_components());
  } catch (const walk::SheetError& e) {
    throw UsageError(path + ": " + e.what());
  }
}

}  // namespace parks::cli

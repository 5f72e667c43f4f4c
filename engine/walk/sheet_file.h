#pragma once
// Plain-text score sheets a person types from a paper sheet (format in docs/files.md): landmarks, a 5x5 grid
// of tokens, the ticked bonuses and the conversions made. Parsing rejects any sheet the rules
// could not produce.
#include <istream>
#include <stdexcept>
#include <string>

#include "engine/walk/action.h"
#include "engine/walk/components.h"
#include "engine/walk/sheet.h"

namespace parks::walk {

struct SheetFile {
  Layout layout;
  Sheet sheet;
};

class SheetError : public std::runtime_error {
 public:
  SheetError(int line, const std::string& message)
      : std::runtime_error("line " + std::to_string(line) + ": " + message), line_(line) {}
  int line() const { return line_; }

 private:
  int line_;
};

// Throws SheetError naming the line and the problem.
SheetFile parse_sheet(std::istream& in, const Components& components);

// The grid token for a square's content ("." "X" "+" or the open sides in N E S W order).
std::string grid_token(const Sheet& sheet, Square s);

}  // namespace parks::walk

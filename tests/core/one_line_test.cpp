// Error messages are made safe for one terminal line: control bytes escaped, quoted pieces (what a
// file held) cut short, words with an apostrophe kept whole.
#include <doctest/doctest.h>

#include <string>

#include "analysis/format.h"

namespace parks {
namespace {

TEST_CASE("one line: control bytes are escaped and a long quoted piece is cut") {
  CHECK(one_line("a\nb\tc") == "a\\x0ab\\x09c");
  const std::string long_quote = "got '" + std::string(100, 'x') + "' here";
  CHECK(one_line(long_quote) == "got '" + std::string(80, 'x') + "...' here");
}

TEST_CASE("one line: an apostrophe inside a word does not start a quote") {
  const std::string tail = std::string(90, 'y');
  const std::string message = "line 17: this round's dice took 2 modifications " + tail + " given (P4)";
  CHECK(one_line(message) == message);
  CHECK(one_line("the group's site 'x' is far") == "the group's site 'x' is far");
}

}  // namespace
}  // namespace parks

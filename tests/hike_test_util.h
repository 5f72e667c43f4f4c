#pragma once
// Helpers shared by the Roll & Hike rules tests.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "engine/hike/state.h"

namespace parks::hike::testing {

// The shuffle code (H4) that puts `tokens` on sites 1, 2, ... (the rest in token order): the
// permutation's factorial-base digits, site i taking the (code % n)-th token left.
inline int shuffle_code(const Components& c, int players, const std::vector<int>& tokens) {
  std::vector<int> left;
  for (int t = 0; t < kTrailTokens; ++t)
    if (players > 2 || t != c.binoculars_token) left.push_back(t);
  int code = 0, radix = 1;
  for (std::size_t site = 0; !left.empty(); ++site) {
    const int token = site < tokens.size() ? tokens[site] : left[0];
    const auto it = std::find(left.begin(), left.end(), token);
    REQUIRE(it != left.end());
    code += static_cast<int>(it - left.begin()) * radix;
    radix *= static_cast<int>(left.size());
    left.erase(it);
  }
  return code;
}

// Components whose dice, Lead Hiker die and trail tokens gain nothing (the tokens keep their
// landmarks): a day changes a logbook only by the free lines, so a test sets the logbooks it needs.
inline Components blank_components() {
  Components c = default_components();
  for (Die& d : c.hiking_dice) d.fill(Face{});
  c.lead_die.fill(Face{});
  c.tokens.fill(Face{});
  return c;
}

}  // namespace parks::hike::testing

#pragma once
// Helpers shared by the Polyhedral Park Planner rules tests: states on a fixed deal and sheet, and
// the tests' own scoring of a park, regions by breadth-first search on the 9x9 grid (P6).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"
#include "tests/planner/test_util.h"

namespace planner_test {

inline const Deal kDeal = make_deal({1, 2, 4});

inline SoloState solo(int sheet = 1) { return SoloState::initial(published_sheet(sheet), kDeal, 1); }
inline PartyState party(int players, const Deal& deal = kDeal, int sheet = 1) {
  return PartyState::initial(published_sheet(sheet), deal, players);
}

// ---------------------------------------------------------------------------------------------
// The test's own scoring: regions by breadth-first search on the 9x9 grid (P6).

struct OwnScore {
  int cards = 0, isolated = 0, lowest = 1 << 30, penalty = 0, total = 0;
};

inline OwnScore own_score(const Park& park, const Deal& deal, int modifications) {
  std::array<bool, kSquares> developed{};
  for (int s = 0; s < kSquares; ++s)
    for (int d = 0; d < 4; ++d) developed[s] = developed[s] || (park.boards[d] & bit(s));
  std::array<int, kSquares> region{};
  region.fill(-1);
  int regions = 0;
  std::vector<bool> scores;
  for (int start = 0; start < kSquares; ++start) {
    if (!developed[start] || region[start] >= 0) continue;
    bool near_booth = false;
    std::vector<int> queue = {start};
    region[start] = regions;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int s = queue[i], r = row_of(s), c = column_of(s);
      if (std::abs(r - 4) <= 1 && std::abs(c - 4) <= 1) near_booth = true;
      const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int rr = r + dr[k], cc = c + dc[k];
        if (rr < 0 || rr > 8 || cc < 0 || cc > 8) continue;
        const int t = square_of(rr, cc);
        if (developed[t] && region[t] < 0) region[t] = regions, queue.push_back(t);
      }
    }
    scores.push_back(near_booth);
    ++regions;
  }
  Board scoring = 0;
  OwnScore out;
  for (int s = 0; s < kSquares; ++s)
    if (developed[s] && scores[region[s]]) scoring |= bit(s);
  for (bool b : scores) out.isolated += !b;
  for (int card : deal) {
    const int points = card_points(card, park, scoring);
    out.cards += points;
    out.lowest = std::min(out.lowest, points);
  }
  out.penalty = 3 * out.isolated + modifications;
  out.total = out.cards - out.penalty;
  return out;
}

}  // namespace planner_test

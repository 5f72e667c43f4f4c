#pragma once
// Helpers shared by the planner's rule tests: rolls and dice by name, the legal list, playing an
// offered action, the test's own record of modifications, and finishing a round the way P5
// allows (using dice until the round may end).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/planner/sheet.h"
#include "engine/planner/state.h"

namespace planner_test {

using namespace parks;
using namespace parks::planner;

inline constexpr int D4 = 0, D6 = 1, D8 = 2, D10 = 3, D12 = 4, D20 = 5;
inline constexpr std::array<int, 6> kDieFaces = {4, 6, 8, 10, 12, 20};  // P3, written out again
inline constexpr unsigned kAllDice = 63;

constexpr unsigned dice_of(std::initializer_list<int> dice) {
  unsigned m = 0;
  for (int d : dice) m |= 1u << d;
  return m;
}

inline Action roll_of(std::array<int, 6> values) {
  DiceValues v{};
  for (int k = 0; k < 6; ++k) v[k] = static_cast<std::uint8_t>(values[k]);
  return Action::roll(v);
}

inline DiceValues values_of(std::array<int, 6> values) {
  DiceValues v{};
  for (int k = 0; k < 6; ++k) v[k] = static_cast<std::uint8_t>(values[k]);
  return v;
}

template <class S>
std::vector<Action> legal(const S& state) {
  ActionList<S> list;
  state.legal_actions(list);
  return std::vector<Action>(list.begin(), list.end());
}

template <class S>
bool offered(const S& state, Action action) {
  const auto actions = legal(state);
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

template <class S>
int count_kind(const S& state, Kind kind) {
  int n = 0;
  for (Action a : legal(state)) n += a.kind() == kind;
  return n;
}

inline bool is_modification(Action a) {
  return a.kind() == Kind::Raise || a.kind() == Kind::Lower || a.kind() == Kind::Reroll;
}

template <class S>
bool any_modification(const S& state) {
  return count_kind(state, Kind::Raise) + count_kind(state, Kind::Lower) + count_kind(state, Kind::Reroll) > 0;
}

inline std::string describe(Action a) { return to_string(a); }

// Applies a decision after checking it is offered.
template <class S>
void play(S& state, Action action) {
  REQUIRE_MESSAGE(offered(state, action), describe(action) << " is not offered");
  state.apply(action);
}

// The current seat uses dice, first offered use first, until its round ends (P5: only once
// it can use no more). No modification is made.
template <class S>
void finish_round(S& state) {
  const int seat = state.current_player();
  REQUIRE(seat >= 0);
  while (state.current_player() == seat && state.phase() == Phase::Use) {
    const auto actions = legal(state);
    REQUIRE(!actions.empty());
    const auto use = std::find_if(actions.begin(), actions.end(), [](Action a) { return !is_modification(a); });
    REQUIRE(use != actions.end());
    state.apply(*use);
    if (use->kind() == Kind::End) return;
  }
}

// Every seat finishes its round as above.
template <class S>
void finish_seats(S& state) {
  while (state.current_player() >= 0) finish_round(state);
}

// The first empty square of the current seat's park printed `number`, other than `except`.
template <class S>
int empty_square_printed(const S& state, int number, std::initializer_list<int> except = {}) {
  const Numbers numbers = state.sheet().numbers();
  const Board developed = state.park().developed();
  for (int s = 0; s < kSquares; ++s) {
    if (s == kBoothSquare || (developed & bit(s))) continue;
    if (std::find(except.begin(), except.end(), s) != except.end()) continue;
    if (numbers[row_of(s)][column_of(s)] == number) return s;
  }
  FAIL("no empty square printed " << number);
  return -1;
}

// P5's ranges written out again: does `sum` unlock type `development` (0 tree ... 3 bench)?
inline bool in_range(int development, int sum) {
  switch (development) {
    case 0: return sum >= 1 && sum <= 4;   // tree
    case 1: return sum >= 5 && sum <= 8;   // path
    case 2: return sum >= 9 && sum <= 12;  // water
    default: return sum >= 13;             // bench
  }
}

// Do the `values` split into groups each in the type's range (naively, every way)?
inline bool splits_in_range(int development, std::vector<int> values) {
  if (values.empty()) return true;
  const int first = values.back();
  values.pop_back();
  const int n = static_cast<int>(values.size());
  for (unsigned with = 0; with < (1u << n); ++with) {
    int sum = first;
    std::vector<int> rest;
    for (int i = 0; i < n; ++i) (with >> i & 1) ? sum += values[i] : (rest.push_back(values[i]), 0);
    if (in_range(development, sum) && splits_in_range(development, rest)) return true;
  }
  return false;
}

template <class S>
bool splits_in_range(const S& state, int development, unsigned dice) {
  std::vector<int> values;
  for (int k = 0; k < 6; ++k)
    if (dice >> k & 1) values.push_back(state.dice()[k]);
  return splits_in_range(development, values);
}

// The test's own record of what the engine keeps private: adjustments made this round per
// die, the reroll, the modifications per seat, and the rolls drawn.
struct Tracker {
  unsigned raised = 0, lowered = 0, reroll_dice = 0;
  bool rerolled = false;
  std::array<int, kMaxPlayers> modifications{};
  int rolls = 0;

  void new_turn() { raised = lowered = reroll_dice = 0, rerolled = false; }

  // Applies `a` (a decision or a chance outcome) and records it.
  template <class S>
  void apply(S& state, Action a) {
    if (state.current_player() == kChancePlayer) {
      REQUIRE(a.is_roll());
      if (state.phase() == Phase::Roll) {
        ++rolls;
        new_turn();
      } else {
        REQUIRE(state.phase() == Phase::Reroll);
        raised &= ~reroll_dice;
        lowered &= ~reroll_dice;
      }
      state.apply(a);
      return;
    }
    const int seat = state.current_player();
    switch (a.kind()) {
      case Kind::Raise: raised |= a.dice(), ++modifications[seat]; break;
      case Kind::Lower: lowered |= a.dice(), ++modifications[seat]; break;
      case Kind::Reroll: rerolled = true, reroll_dice = a.dice(), ++modifications[seat]; break;
      case Kind::End: new_turn(); break;
      default: break;
    }
    state.apply(a);
  }
};

}  // namespace planner_test

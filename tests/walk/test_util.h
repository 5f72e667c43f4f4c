#pragma once
// Helpers shared by the A Walk in the Park rules tests: squares and landmarks by name, sheets
// drawn from rows in sheet-file notation, states set up with given sheets, and legal actions
// checked as they are played.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/walk/action.h"
#include "engine/walk/components.h"
#include "engine/walk/state.h"

namespace parks::walk::testing {

inline constexpr Sides kN = 1, kE = 2, kS = 4, kW = 8;

constexpr Square at(int row, int col) { return square(row, col); }

// The default sheet's landmarks (W3).
inline constexpr Square kOpera = at(0, 1), kChair = at(0, 4), kFig = at(1, 3), kDuck = at(2, 0), kPalm = at(3, 1),
                        kGovernment = at(3, 4), kLion = at(4, 0), kCalyx = at(4, 3);

inline Mask default_landmarks() { return default_components().default_layout.mask(); }

inline Mask mask_of(std::initializer_list<Square> squares) {
  Mask m = 0;
  for (Square s : squares) m |= bit(s);
  return m;
}

// "NE" -> N|E. Letters must be among N E S W.
inline Sides sides_of(std::string_view token) {
  Sides sides = 0;
  for (char c : token) {
    const auto index = std::string_view("NESW").find(c);
    REQUIRE_MESSAGE(index != std::string_view::npos, "bad side letter in " << token);
    sides = static_cast<Sides>(sides | (1u << index));
  }
  return sides;
}

// A sheet from 5 rows of tokens in sheet-file notation ('.' empty, 'X' ibis, '+' the centre,
// otherwise the open sides), drawn in reading order with Sheet::draw_path / draw_ibis.
inline Sheet sheet_of(const std::array<const char*, 5>& rows, std::initializer_list<Bonus> bonuses = {}) {
  Sheet sheet;
  for (int row = 0; row < kSide; ++row) {
    std::istringstream in(rows[row]);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;) tokens.push_back(t);
    REQUIRE_MESSAGE(tokens.size() == 5u, "row " << row << " needs 5 tokens");
    for (int col = 0; col < kSide; ++col) {
      const std::string& t = tokens[col];
      const Square s = at(row, col);
      if (s == kCentre) {
        REQUIRE(t == "+");
      } else if (t == "X") {
        sheet.draw_ibis(s);
      } else if (t != ".") {
        sheet.draw_path(s, sides_of(t));
      }
    }
  }
  for (Bonus b : bonuses) sheet.tick(b);
  return sheet;
}

// Every square but the centre holds a curve open N and E. No two such curves are ever joined,
// only (2,1) and (3,2) join the centre, and neither is a landmark: no visits, no loops.
inline Sheet all_ne_curves(Mask except = 0) {
  Sheet sheet;
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre && !(except & bit(s))) sheet.draw_path(s, kN | kE);
  return sheet;
}

inline Config solo_config(int level = 1) { return Config{default_landmarks(), Die{}, 1, level}; }
inline Config party_config(int players) { return Config{default_landmarks(), Die{}, players, 1}; }

inline SoloState solo_with(const Sheet& sheet, int level = 1) {
  SoloState state = SoloState::initial(solo_config(level));
  state.set_sheet(0, sheet, 0);
  return state;
}

inline PartyState party_with(const std::vector<Sheet>& sheets) {
  PartyState state = PartyState::initial(party_config(static_cast<int>(sheets.size())));
  for (int p = 0; p < static_cast<int>(sheets.size()); ++p) state.set_sheet(p, sheets[p], 0);
  return state;
}

template <class State>
std::vector<Action> legal(const State& state) {
  ActionList<State> list;
  state.legal_actions(list);
  return std::vector<Action>(list.begin(), list.end());
}

template <class State>
bool is_legal(const State& state, Action action) {
  const auto actions = legal(state);
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

template <class State>
std::vector<Action> legal_of_kind(const State& state, Action::Kind kind) {
  std::vector<Action> out;
  for (Action a : legal(state))
    if (a.kind() == kind) out.push_back(a);
  return out;
}

// Applies an action after checking that the state lists it as legal.
template <class State>
void play(State& state, Action action) {
  INFO("action: " << to_string(action));
  REQUIRE(is_legal(state, action));
  state.apply(action);
}

inline std::set<std::uint16_t> codes(const std::vector<Action>& actions) {
  std::set<std::uint16_t> out;
  for (Action a : actions) out.insert(a.code());
  return out;
}

// The W15 top sheet: 6 landmarks visited (Opera, Chair, Fig, Duck, Lion, Government), one loop
// through Fig Tree and Mrs Macquarie's Chair, two diagonal ibises.
inline constexpr std::array<const char*, 5> kTopRows = {
    ".  ES SW ES  SW ", ".  .  NS NS  NS ", "ES EW +  NEW NSW", "NS .  X  .   NW ", "NE X  .  .   .  ",
};

// The W15 bottom sheet: paths on 6 landmarks but only 4 visited (Fig, Duck, Government, Calyx;
// Opera and Lion Gate hold paths not joined to the centre), two loops around the centre, two
// orthogonally adjacent ibises (the second one on Mrs Macquarie's Chair).
inline constexpr std::array<const char*, 5> kBottomRows = {
    ".  EW .   X   X ", ".  ES ESW EW  . ", "EW NEW +  SW  . ", ".  .  NES NEW NW", "NE .  NE  EW  . ",
};

}  // namespace parks::walk::testing

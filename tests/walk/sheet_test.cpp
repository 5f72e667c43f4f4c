// A Walk in the Park: the sheet (docs/rules.md W1), the pieces' rotations and the placements
// a roll offers (W4), and which neighbours are joined (W5). Positions are built square by square
// through Sheet's drawing functions, or played through the state's public API with every action
// checked against the legal list before it is applied.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/walk/components.h"
#include "engine/walk/sheet_file.h"
#include "engine/walk/state.h"
#include "tests/walk/test_util.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

TEST_SUITE_BEGIN("walk");

// ---------------------------------------------------------------------------------------------
// W1: the grid and the centre cross.

TEST_CASE("walk W1: squares are numbered row by row and shifts do not wrap") {
  CHECK(at(0, 0) == 0);
  CHECK(at(0, 4) == 4);
  CHECK(at(1, 0) == 5);
  CHECK(at(4, 4) == 24);
  CHECK(kCentre == at(2, 2));
  CHECK(row_of(at(3, 1)) == 3);
  CHECK(col_of(at(3, 1)) == 1);
  // Row 0 has nothing north of it, column 4 nothing east of it, and so on: no wrap-around.
  CHECK(shift(bit(at(0, 3)), North) == 0);
  CHECK(shift(bit(at(4, 3)), South) == 0);
  CHECK(shift(bit(at(1, 4)), East) == 0);
  CHECK(shift(bit(at(2, 0)), West) == 0);
  CHECK(shift(bit(at(1, 1)), North) == bit(at(0, 1)));
  CHECK(shift(bit(at(1, 1)), South) == bit(at(2, 1)));
  CHECK(shift(bit(at(1, 1)), East) == bit(at(1, 2)));
  CHECK(shift(bit(at(1, 1)), West) == bit(at(1, 0)));
  CHECK(neighbours(bit(at(0, 0))) == mask_of({at(0, 1), at(1, 0)}));
}

TEST_CASE("walk W1: the centre starts as a filled 4-way path") {
  const Sheet sheet;
  CHECK(sheet.sides_at(kCentre) == (kN | kE | kS | kW));
  for (Dir d : kDirs) CHECK(sheet.open(d) == bit(kCentre));
  CHECK(sheet.paths() == bit(kCentre));
  CHECK(sheet.ibises() == 0);
  CHECK(sheet.empty() == (kAll & ~bit(kCentre)));
  CHECK(popcount(sheet.empty()) == 24);
  CHECK(sheet.connected() == bit(kCentre));
  CHECK(sheet.loops() == 0);
  CHECK(sheet.statues() == 0);
  CHECK(grid_token(sheet, kCentre) == "+");
  // The cross is neither a curve, a straight nor a T, so it can never be converted (W11).
  CHECK((sheet.curves() & bit(kCentre)) == 0);
  CHECK((sheet.straights() & bit(kCentre)) == 0);
  CHECK((sheet.tees() & bit(kCentre)) == 0);
}

TEST_CASE("walk W1: nothing can be drawn on the centre") {
  for (Piece piece : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis}) {
    CAPTURE(piece_name(piece));
    SoloState state = SoloState::initial(solo_config());
    state.apply(Action::roll(piece));
    REQUIRE(state.phase() == Phase::Draw);
    for (Action a : legal(state)) CHECK(a.square() != kCentre);
    for (Sides sides = 0; sides < 16; ++sides) CHECK_FALSE(is_legal(state, Action::place(kCentre, sides)));
  }
}

// ---------------------------------------------------------------------------------------------
// W4: rotations.

TEST_CASE("walk W4: each piece has its rotations") {
  const auto sides_set = [](Piece p) {
    const Rotations r = rotations(p);
    return std::set<int>(r.sides, r.sides + r.count);
  };
  CHECK(sides_set(Piece::Curve) == std::set<int>{kN | kE, kE | kS, kS | kW, kW | kN});
  CHECK(sides_set(Piece::Straight) == std::set<int>{kN | kS, kE | kW});
  // A T is named by its closed side: N closed = ESW, E = NSW, S = NEW, W = NES.
  CHECK(sides_set(Piece::T) == std::set<int>{kE | kS | kW, kN | kS | kW, kN | kE | kW, kN | kE | kS});
  CHECK(sides_set(Piece::Ibis) == std::set<int>{0});
  for (Piece p : {Piece::Curve, Piece::Straight, Piece::T}) {
    const Rotations r = rotations(p);
    for (int i = 0; i < r.count; ++i) CHECK(piece_of(r.sides[i]) == p);
  }
}

TEST_CASE("walk W4: on an empty sheet a roll gives 4, 2, 4 or 1 placements per empty square") {
  const struct {
    Piece piece;
    int per_square;
  } cases[] = {{Piece::Curve, 4}, {Piece::Straight, 2}, {Piece::T, 4}, {Piece::Ibis, 1}};
  for (const auto& c : cases) {
    CAPTURE(piece_name(c.piece));
    SoloState state = SoloState::initial(solo_config());
    state.apply(Action::roll(c.piece));
    const auto actions = legal(state);
    CHECK(actions.size() == static_cast<std::size_t>(24 * c.per_square));
    std::array<int, kSquares> per_square{};
    for (Action a : actions) {
      REQUIRE(a.kind() == Action::Kind::Place);
      ++per_square[a.square()];
      if (c.piece == Piece::Ibis) CHECK(a.sides() == 0);
      else CHECK(piece_of(a.sides()) == c.piece);
    }
    for (Square s = 0; s < kSquares; ++s) CHECK(per_square[s] == (s == kCentre ? 0 : c.per_square));
    CHECK(codes(actions).size() == actions.size());  // no duplicates
  }
}

TEST_CASE(
    "walk W4, W11: with a curve and a straight drawn, a roll offers placements only, the conversions follow the drawing") {
  const Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  NE .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  NS . ",
      ".  .  .  .  . ",
  });
  for (Piece piece : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis}) {
    CAPTURE(piece_name(piece));
    SoloState state = solo_with(sheet);
    state.apply(Action::roll(piece));
    REQUIRE(state.phase() == Phase::Draw);
    const int per_square = rotations(piece).count;
    // The drawing: every rotation of the roll in each of the 22 empty squares, and nothing else.
    const auto drawing = legal(state);
    CHECK(drawing.size() == static_cast<std::size_t>(22 * per_square));
    CHECK(codes(drawing).size() == drawing.size());
    for (Action a : drawing) CHECK(a.kind() == Action::Kind::Place);
    CHECK(legal_of_kind(state, Action::Kind::Convert).empty());

    // After the drawing, each path can open either of its two closed sides (W11), the new one too.
    const Sides drawn = piece == Piece::Curve      ? (kE | kS)
                        : piece == Piece::Straight ? (kE | kW)
                        : piece == Piece::T        ? (kE | kS | kW)
                                                   : Sides{0};
    play(state, Action::place(at(0, 0), drawn));
    REQUIRE(state.phase() == Phase::Finish);
    std::vector<Action> curve_conversions = {Action::convert(at(1, 1), South), Action::convert(at(1, 1), West)};
    std::vector<Action> straight_conversions = {Action::convert(at(3, 3), East), Action::convert(at(3, 3), West)};
    if (piece == Piece::Curve) {
      curve_conversions.push_back(Action::convert(at(0, 0), North));
      curve_conversions.push_back(Action::convert(at(0, 0), West));
    }
    if (piece == Piece::Straight) {
      straight_conversions.push_back(Action::convert(at(0, 0), North));
      straight_conversions.push_back(Action::convert(at(0, 0), South));
    }
    std::vector<Action> conversions = curve_conversions;
    conversions.insert(conversions.end(), straight_conversions.begin(), straight_conversions.end());
    CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) == codes(conversions));
    CHECK(legal_of_kind(state, Action::Kind::Place).empty());
    CHECK(is_legal(state, Action::end_turn()));
    CHECK(legal(state).size() == conversions.size() + 1);

    // Once per kind: converting a curve withdraws every curve's conversions, not the straights'.
    play(state, Action::convert(at(1, 1), South));
    REQUIRE(state.phase() == Phase::Finish);
    CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) == codes(straight_conversions));
    play(state, Action::convert(at(3, 3), East));
    CHECK(state.sheet(0).conversions() == 2);
    CHECK(state.phase() == Phase::Roll);  // nothing left to convert: the turn is over
  }
}

// ---------------------------------------------------------------------------------------------
// W5: joins and dead ends.

TEST_CASE("walk W5: neighbours open on their shared side are joined") {
  const Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  .  +  EW EW",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK((sheet.joined(East) & bit(kCentre)) != 0);
  CHECK((sheet.joined(West) & bit(at(2, 3))) != 0);
  CHECK((sheet.joined(East) & bit(at(2, 3))) != 0);
  CHECK((sheet.joined(West) & bit(at(2, 4))) != 0);
  CHECK(sheet.connected() == mask_of({kCentre, at(2, 3), at(2, 4)}));
  // The east end of (2,4) faces the grid's edge: a dead end, not a join.
  CHECK((sheet.joined(East) & bit(at(2, 4))) == 0);
}

TEST_CASE("walk W5: path ends facing the edge, an empty square, an ibis or a closed side are dead ends") {
  const Sheet sheet = sheet_of({
      ".  .  NS .  . ",
      ".  .  .  .  . ",
      ".  X  +  NS EW",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  // Centre north faces the empty (1,2); west faces an ibis; east faces the closed west side of
  // the straight NS at (2,3); south faces the empty (3,2).
  for (Dir d : kDirs) CHECK((sheet.joined(d) & bit(kCentre)) == 0);
  // (0,2) faces the edge northwards and the empty (1,2) southwards.
  CHECK((sheet.joined(North) & bit(at(0, 2))) == 0);
  CHECK((sheet.joined(South) & bit(at(0, 2))) == 0);
  // (2,4) is open west but (2,3) is closed east: joins need both sides open.
  CHECK((sheet.joined(West) & bit(at(2, 4))) == 0);
  CHECK((sheet.joined(East) & bit(at(2, 3))) == 0);
  CHECK(sheet.connected() == bit(kCentre));
  CHECK(reachable_from_centre(sheet) == bit(kCentre));
  // Filling the gap joins (0,2) to the centre.
  Sheet filled = sheet;
  filled.draw_path(at(1, 2), kN | kS);
  CHECK(filled.connected() == mask_of({kCentre, at(1, 2), at(0, 2)}));
}

TEST_CASE("walk W5: a landmark beside the network is not visited until a path is drawn on it") {
  const Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(sheet.visited(default_landmarks()) == 0);  // (2,1) points at the Duck Pond (2,0)
  Sheet drawn = sheet;
  drawn.draw_path(kDuck, kE | kS);
  CHECK(drawn.visited(default_landmarks()) == bit(kDuck));
}

TEST_SUITE_END();

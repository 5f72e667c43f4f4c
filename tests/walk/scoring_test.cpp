// A Walk in the Park: one test case per ruling (docs/rules.md W1-W15) and per landmark bonus.
// Positions are built square by square through Sheet's drawing functions, or played through
// the state's public API (roll, place, pick, convert, end turn) with every action checked
// against the legal list before it is applied.
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

using namespace parks;
using namespace parks::walk;

namespace {

constexpr Sides kN = 1, kE = 2, kS = 4, kW = 8;

constexpr Square at(int row, int col) { return square(row, col); }

// The default sheet's landmarks (W3).
constexpr Square kOpera = at(0, 1), kChair = at(0, 4), kFig = at(1, 3), kDuck = at(2, 0),
                 kPalm = at(3, 1), kGovernment = at(3, 4), kLion = at(4, 0), kCalyx = at(4, 3);

Mask default_landmarks() { return default_components().default_layout.mask(); }

Mask mask_of(std::initializer_list<Square> squares) {
  Mask m = 0;
  for (Square s : squares) m |= bit(s);
  return m;
}

// "NE" -> N|E. Letters must be among N E S W.
Sides sides_of(std::string_view token) {
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
Sheet sheet_of(const std::array<const char*, 5>& rows, std::initializer_list<Bonus> bonuses = {}) {
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
Sheet all_ne_curves(Mask except = 0) {
  Sheet sheet;
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre && !(except & bit(s))) sheet.draw_path(s, kN | kE);
  return sheet;
}

Config solo_config(int level = 1) { return Config{default_landmarks(), Die{}, 1, level}; }
Config party_config(int players) { return Config{default_landmarks(), Die{}, players, 1}; }

SoloState solo_with(const Sheet& sheet, int level = 1) {
  SoloState state = SoloState::initial(solo_config(level));
  state.set_sheet(0, sheet, 0);
  return state;
}

PartyState party_with(const std::vector<Sheet>& sheets) {
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

std::set<std::uint16_t> codes(const std::vector<Action>& actions) {
  std::set<std::uint16_t> out;
  for (Action a : actions) out.insert(a.code());
  return out;
}

// The W15 top sheet: 6 landmarks visited (Opera, Chair, Fig, Duck, Lion, Government), one loop
// through Fig Tree and Mrs Macquarie's Chair, two diagonal ibises.
constexpr std::array<const char*, 5> kTopRows = {
    ".  ES SW ES  SW ",
    ".  .  NS NS  NS ",
    "ES EW +  NEW NSW",
    "NS .  X  .   NW ",
    "NE X  .  .   .  ",
};

// The W15 bottom sheet: paths on 6 landmarks but only 4 visited (Fig, Duck, Government, Calyx;
// Opera and Lion Gate hold paths not joined to the centre), two loops around the centre, two
// orthogonally adjacent ibises (the second one on Mrs Macquarie's Chair).
constexpr std::array<const char*, 5> kBottomRows = {
    ".  EW .   X   X ",
    ".  ES ESW EW  . ",
    "EW NEW +  SW  . ",
    ".  .  NES NEW NW",
    "NE .  NE  EW  . ",
};

}  // namespace

// ---------------------------------------------------------------------------------------------
// W1: the grid and the centre cross.

TEST_CASE("W1: squares are numbered row by row and shifts do not wrap") {
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

TEST_CASE("W1: the centre starts as a filled 4-way path") {
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

TEST_CASE("W1: nothing can be drawn on the centre") {
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
// W2: the die.

TEST_CASE("W2: the die has curve x2, straight x2, T x1, ibis x1") {
  const Die die = default_components().die;
  CHECK(die == Die{});
  CHECK(die.faces[static_cast<int>(Piece::Curve)] == 2);
  CHECK(die.faces[static_cast<int>(Piece::Straight)] == 2);
  CHECK(die.faces[static_cast<int>(Piece::T)] == 1);
  CHECK(die.faces[static_cast<int>(Piece::Ibis)] == 1);
  CHECK(die.total() == 6);
}

TEST_CASE("W2: chance outcomes are 2/6, 2/6, 1/6, 1/6 and sum to 1") {
  const SoloState state = SoloState::initial(Config{default_landmarks(), default_components().die, 1, 1});
  REQUIRE(state.current_player() == kChancePlayer);
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  REQUIRE(outcomes.size() == 4u);
  CHECK(outcomes[0].action == Action::roll(Piece::Curve));
  CHECK(outcomes[0].probability == doctest::Approx(2.0 / 6));
  CHECK(outcomes[1].action == Action::roll(Piece::Straight));
  CHECK(outcomes[1].probability == doctest::Approx(2.0 / 6));
  CHECK(outcomes[2].action == Action::roll(Piece::T));
  CHECK(outcomes[2].probability == doctest::Approx(1.0 / 6));
  CHECK(outcomes[3].action == Action::roll(Piece::Ibis));
  CHECK(outcomes[3].probability == doctest::Approx(1.0 / 6));
  double sum = 0;
  for (const auto& o : outcomes) sum += o.probability;
  CHECK(sum == doctest::Approx(1.0).epsilon(1e-12));
}

TEST_CASE("W2: sampled rolls follow the die's frequencies") {
  const SoloState state = SoloState::initial(solo_config());
  Rng rng(2024);
  constexpr int kDraws = 60000;
  std::array<int, 4> counts{};
  for (int i = 0; i < kDraws; ++i) {
    const Action roll = sample_chance(state, rng);
    REQUIRE(roll.kind() == Action::Kind::Roll);
    ++counts[static_cast<int>(roll.piece())];
  }
  // Expected 20000, 20000, 10000, 10000; standard deviations about 115 and 91, so +-600 is
  // more than 5 sigma.
  CHECK(std::abs(counts[0] - 20000) < 600);
  CHECK(std::abs(counts[1] - 20000) < 600);
  CHECK(std::abs(counts[2] - 10000) < 600);
  CHECK(std::abs(counts[3] - 10000) < 600);
}

TEST_CASE("W2: a die given as data changes the outcomes (faces without count are left out)") {
  Die die;
  die.faces = {0, 3, 0, 1};
  const SoloState state = SoloState::initial(Config{default_landmarks(), die, 1, 1});
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  REQUIRE(outcomes.size() == 2u);
  CHECK(outcomes[0].action == Action::roll(Piece::Straight));
  CHECK(outcomes[0].probability == doctest::Approx(0.75));
  CHECK(outcomes[1].action == Action::roll(Piece::Ibis));
  CHECK(outcomes[1].probability == doctest::Approx(0.25));
  Rng rng(3);
  int ibises = 0;
  for (int i = 0; i < 4000; ++i) {
    const Action roll = state.sample_chance(rng);
    REQUIRE((roll == Action::roll(Piece::Straight) || roll == Action::roll(Piece::Ibis)));
    ibises += roll == Action::roll(Piece::Ibis);
  }
  CHECK(std::abs(ibises - 1000) < 150);  // sd about 27
}

// ---------------------------------------------------------------------------------------------
// W3: landmark layouts.

TEST_CASE("W3: the default sheet has the 8 listed landmark squares") {
  const Layout& layout = default_components().default_layout;
  const std::array<Square, 8> squares = {kOpera, kChair, kFig, kDuck, kPalm, kGovernment, kLion, kCalyx};
  const std::array<const char*, 8> names = {"Opera House", "Mrs Macquarie's Chair", "Fig Tree", "Duck Pond",
                                            "Palm Grove", "Government House", "Lion Gate", "The Calyx"};
  for (int k = 0; k < 8; ++k) {
    CHECK(layout.squares[k] == squares[k]);
    CHECK(layout.names[k] == names[k]);
  }
  CHECK(layout.mask() == mask_of({at(0, 1), at(0, 4), at(1, 3), at(2, 0), at(3, 1), at(3, 4), at(4, 0), at(4, 3)}));
  CHECK(layout_error(layout).empty());
}

TEST_CASE("W3: random layouts are 8 distinct squares other than the centre") {
  std::array<int, kSquares> hits{};
  constexpr int kLayouts = 24000;
  for (int seed = 0; seed < kLayouts; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    const Layout layout = random_layout(rng);
    CHECK(layout_error(layout).empty());
    REQUIRE(popcount(layout.mask()) == 8);
    CHECK((layout.mask() & bit(kCentre)) == 0);
    for (Square s : layout.squares) {
      REQUIRE(s >= 0);
      REQUIRE(s < kSquares);
      ++hits[s];
    }
  }
  // Each of the 24 other squares is a landmark in 1/3 of the layouts: 8000 expected, sd 73.
  CHECK(hits[kCentre] == 0);
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre) CHECK(std::abs(hits[s] - 8000) < 500);
}

TEST_CASE("W3: a random layout is reproducible from its seed") {
  Rng a(77), b(77);
  for (int i = 0; i < 20; ++i) CHECK(random_layout(a).squares == random_layout(b).squares);
  int differing = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    Rng x(seed), y(seed + 1000);
    differing += random_layout(x).mask() != random_layout(y).mask();
  }
  CHECK(differing >= 19);  // two random layouts coincide with probability 1/735471
  // The simulator's per-game layout stream is a pure function of (seed, game).
  Rng s1 = Rng::stream(5, 12, Stream::Layout), s2 = Rng::stream(5, 12, Stream::Layout);
  CHECK(random_layout(s1).squares == random_layout(s2).squares);
}

TEST_CASE("W3: layout_error rejects the centre, duplicates and squares off the grid") {
  Layout layout = default_components().default_layout;
  REQUIRE(layout_error(layout).empty());
  Layout centre = layout;
  centre.squares[3] = kCentre;
  CHECK_FALSE(layout_error(centre).empty());
  Layout duplicate = layout;
  duplicate.squares[5] = duplicate.squares[0];
  CHECK_FALSE(layout_error(duplicate).empty());
  Layout outside = layout;
  outside.squares[7] = 25;
  CHECK_FALSE(layout_error(outside).empty());
  outside.squares[7] = -1;
  CHECK_FALSE(layout_error(outside).empty());
}

TEST_CASE("W2, W3: component data loads from a file") {
  const Components c = load_components(std::string(PARKS_TEST_DATA) + "/custom_data/walk/components.json");
  CHECK(c.die.faces == std::array<std::uint8_t, 4>{2, 2, 1, 0});
  CHECK(c.die.total() == 5);
  CHECK(c.default_layout.mask() ==
        mask_of({at(0, 0), at(0, 2), at(1, 1), at(1, 4), at(3, 0), at(3, 3), at(4, 2), at(4, 4)}));
  CHECK(c.default_layout.names[0] == "A");
  CHECK(c.default_layout.names[7] == "H");
  // A die without ibis faces never rolls an ibis.
  const SoloState state = SoloState::initial(Config{c.default_layout.mask(), c.die, 1, 1});
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  CHECK(outcomes.size() == 3u);
  Rng rng(1);
  for (int i = 0; i < 2000; ++i) CHECK(state.sample_chance(rng) != Action::roll(Piece::Ibis));
}

TEST_CASE("W2, W3: bad component files are refused with the file's name") {
  for (const char* name : {"components_no_faces.json", "components_seven_landmarks.json", "components_centre.json",
                           "components_duplicate.json", "components_outside.json", "components_negative_face.json",
                           "components_missing_die.json", "components_not_json.json", "no_such_file.json"}) {
    CAPTURE(name);
    bool thrown = false;
    try {
      load_components(std::string(PARKS_TEST_DATA) + "/" + name);
    } catch (const std::runtime_error& e) {
      thrown = true;
      CHECK(std::string(e.what()).find(name) != std::string::npos);
    }
    CHECK(thrown);
  }
}

TEST_CASE("W3: the shipped components file is the default") {
  const Components shipped = load_components(default_components_path());
  CHECK(shipped.default_layout.squares == default_components().default_layout.squares);
  CHECK(shipped.die == default_components().die);
}

// ---------------------------------------------------------------------------------------------
// W4: rotations.

TEST_CASE("W4: each piece has its rotations") {
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

TEST_CASE("W4: on an empty sheet a roll gives 4, 2, 4 or 1 placements per empty square") {
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

TEST_CASE("W4, W11: with a curve and a straight drawn, a roll offers placements only, the conversions follow the drawing") {
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

TEST_CASE("W5: neighbours open on their shared side are joined") {
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

TEST_CASE("W5: path ends facing the edge, an empty square, an ibis or a closed side are dead ends") {
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

TEST_CASE("W5: a landmark beside the network is not visited until a path is drawn on it") {
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

// ---------------------------------------------------------------------------------------------
// W6: loops and statues.

TEST_CASE("W6: closing a loop draws one statue") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  .  +  SW . ",
      ".  .  .  NW . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).loops() == 0);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(3, 2), kN | kE));
  CHECK(state.sheet(0).loops() == 1);
  CHECK(state.sheet(0).statues() == 1);
  CHECK(cycle_rank(state.sheet(0)) == 1);
}

TEST_CASE("W6: one drawing that closes two loops draws two statues") {
  // A T at (1,2) open E, S and W joins three squares of the centre's network at once.
  const Sheet before = sheet_of({
      ".  .  .  .  . ",
      ".  ES .  SW . ",
      ".  NE +  NW . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(before.loops() == 0);
  Sheet direct = before;
  CHECK(direct.draw_path(at(1, 2), kE | kS | kW) == 2);
  CHECK(direct.loops() == 2);
  CHECK(cycle_rank(direct) == 2);

  SoloState state = solo_with(before);
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(1, 2), kE | kS | kW));
  CHECK(state.sheet(0).statues() == 2);
}

TEST_CASE("W6: a loop away from the centre counts too") {
  Sheet sheet = sheet_of({
      "ES SW .  .  . ",
      "NE .  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(sheet.loops() == 0);
  CHECK(sheet.draw_path(at(1, 1), kN | kW) == 1);  // closes the 2x2 ring in the corner
  CHECK(sheet.loops() == 1);
  CHECK(sheet.connected() == bit(kCentre));  // the ring is not joined to the centre
  CHECK(cycle_rank(sheet) == 1);
}

TEST_CASE("W6: joining two separate networks closes no loop") {
  // The ring in the corner is open east at (1,1); the curve at (1,2) joins it to the centre.
  Sheet sheet = sheet_of({
      "ES  SW .  .  . ",
      "NE  NEW .  .  . ",
      ".   .   +  .  . ",
      ".   .   .  .  . ",
      ".   .   .  .  . ",
  });
  REQUIRE(sheet.loops() == 1);
  CHECK(sheet.draw_path(at(1, 2), kS | kW) == 0);
  CHECK(sheet.loops() == 1);
  CHECK(cycle_rank(sheet) == 1);
  CHECK(sheet.connected() == mask_of({kCentre, at(1, 2), at(1, 1), at(1, 0), at(0, 0), at(0, 1)}));
  CHECK(sheet.visited(default_landmarks()) == bit(kOpera));
  Sheet line = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  CHECK(line.draw_path(at(2, 1), kE | kW) == 0);
  CHECK(line.loops() == 0);
  CHECK(line.connected() == mask_of({kCentre, at(2, 1), at(2, 0)}));
}

TEST_CASE("W6: the extra statue bonus adds one statue") {
  Sheet sheet = sheet_of({
      "ES SW .  .  . ",
      "NE NW .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  REQUIRE(sheet.loops() == 1);
  CHECK(sheet.statues() == 1);
  sheet.tick(Bonus::ExtraStatue);
  CHECK(sheet.loops() == 1);
  CHECK(sheet.statues() == 2);
  CHECK(bonus_points(sheet) == 0);  // the statue itself scores nothing as a bonus
  Sheet none;
  none.tick(Bonus::ExtraStatue);
  CHECK(none.statues() == 1);
}

TEST_CASE("W6: statues never block squares inside a loop") {
  // The ring around (3,3) closes a loop; the square inside stays empty and drawable.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  .  +  EW SW",
      ".  .  NS .  NS",
      ".  .  NE EW . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  CHECK(state.sheet(0).statues() == 1);
  CHECK((state.sheet(0).empty() & bit(at(3, 3))) != 0);
  play(state, Action::end_turn());
  state.apply(Action::roll(Piece::T));
  CHECK(is_legal(state, Action::place(at(3, 3), kN | kE | kS)));
}

// ---------------------------------------------------------------------------------------------
// W7: visits.

TEST_CASE("W7: drawing a joined path on a landmark visits it and owes a pick") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
}

TEST_CASE("W7: a landmark path is visited by the later drawing that joins it") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(at(2, 1), kE | kW));  // not a landmark square itself
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
}

TEST_CASE("W7: a bonus path that visits a landmark owes another pick") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  NW . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kFig, kN | kS));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::ExtraStraight));
  REQUIRE(state.phase() == Phase::BonusPath);
  CHECK(state.bonus_piece() == Piece::Straight);
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == mask_of({kFig, kDuck}));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  play(state, Action::pick(Bonus::Plus1));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).bonus_count() == 2);
}

TEST_CASE("W7: an ibis on a landmark blocks it") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "X  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  state.apply(Action::roll(Piece::Straight));
  for (Action a : legal(state)) CHECK(a.square() != kDuck);
}

// ---------------------------------------------------------------------------------------------
// W8: picks.

TEST_CASE("W8: a visit gives one pick among the bonuses not ticked yet") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }, {Bonus::Plus2, Bonus::PerStatue}));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  REQUIRE(state.phase() == Phase::Pick);
  std::vector<Action> expected;
  for (int b = 0; b < kBonuses; ++b)
    if (b != static_cast<int>(Bonus::Plus2) && b != static_cast<int>(Bonus::PerStatue))
      expected.push_back(Action::pick(static_cast<Bonus>(b)));
  CHECK(codes(legal(state)) == codes(expected));  // picks only: no drawing, converting or ending
  play(state, Action::pick(Bonus::Plus1));
  CHECK(state.sheet(0).has(Bonus::Plus1));
  CHECK(state.sheet(0).bonus_count() == 3);
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
}

TEST_CASE("W8: one drawing visiting two landmarks gives two picks, one at a time") {
  // A T at (2,1) open E, S and W joins the Duck Pond (2,0) and the Palm Grove (3,1) at once.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  NS .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(2, 1), kE | kS | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == mask_of({kDuck, kPalm}));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 2);
  CHECK(legal(state).size() == 10u);
  play(state, Action::pick(Bonus::Plus1));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  CHECK(legal(state).size() == 9u);
  CHECK_FALSE(is_legal(state, Action::pick(Bonus::Plus1)));  // each bonus once
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).bonuses() == (bonus_bit(Bonus::Plus1) | bonus_bit(Bonus::Plus2)));
}

TEST_CASE("W8: no more than 6 bonuses: the 6th pick ends the picking") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  NS .  .  . ",
      ".  .  .  .  . ",
  }, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup}));
  state.apply(Action::roll(Piece::T));
  play(state, Action::place(at(2, 1), kE | kS | kW));  // two visits, but only one pick left
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::PerStatue));
  CHECK(state.sheet(0).bonus_count() == 6);
  CHECK(state.pending_picks() == 0);
  CHECK(state.phase() == Phase::Finish);
}

TEST_CASE("W8: a 7th visit gives no pick") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup,
      Bonus::PerStatue}));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.pending_picks() == 0);
  CHECK(state.sheet(0).bonus_count() == 6);
  CHECK(legal_of_kind(state, Action::Kind::Pick).empty());
}

TEST_CASE("W8: a bonus path must go into an empty square") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::ExtraCurve));
  REQUIRE(state.phase() == Phase::BonusPath);
  CHECK(state.bonus_piece() == Piece::Curve);
  // Curves in each of the 22 empty squares, nothing else (no conversion, no ending the turn).
  const auto actions = legal(state);
  CHECK(actions.size() == 22u * 4);
  for (Action a : actions) {
    REQUIRE(a.kind() == Action::Kind::Place);
    CHECK((state.sheet(0).empty() & bit(a.square())) != 0);
    CHECK(piece_of(a.sides()) == Piece::Curve);
  }
  play(state, Action::place(at(0, 0), kE | kS));
  CHECK(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));
}

TEST_CASE("W8: a bonus path with no empty square does nothing") {
  // The Duck Pond is the last empty square: drawing on it visits it and fills the grid.
  SoloState state = solo_with([] {
    Sheet sheet = all_ne_curves(mask_of({kDuck, at(2, 1)}));
    sheet.draw_path(at(2, 1), kE | kW);
    return sheet;
  }());
  REQUIRE(state.sheet(0).empty() == bit(kDuck));
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::ExtraCurve));
  CHECK(state.sheet(0).has(Bonus::ExtraCurve));
  CHECK(state.phase() == Phase::Finish);  // no BonusPath phase
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  play(state, Action::end_turn());
  CHECK(state.is_terminal());  // the full grid ends the game (W12)
}

TEST_CASE("W8: another player may tick the same bonus") {
  const Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  PartyState state = party_with({sheet, sheet});
  state.apply(Action::roll(Piece::Straight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus2));
  play(state, Action::end_turn());
  REQUIRE(state.current_player() == 1);
  play(state, Action::place(kDuck, kE | kW));
  CHECK(is_legal(state, Action::pick(Bonus::Plus2)));
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.sheet(0).has(Bonus::Plus2));
  CHECK(state.sheet(1).has(Bonus::Plus2));
}

// ---------------------------------------------------------------------------------------------
// W9: ibis groups, and the three ibis bonuses.

TEST_CASE("W9: ibis groups are orthogonal, diagonal ibises are separate groups") {
  CHECK(ibis_groups(0).count == 0);
  CHECK(ibis_groups(0).largest == 0);
  const IbisGroups diagonal = ibis_groups(mask_of({at(0, 0), at(1, 1), at(3, 3), at(4, 4)}));
  CHECK(diagonal.count == 4);  // each touches the next only at a corner
  CHECK(diagonal.largest == 1);
  const IbisGroups pair = ibis_groups(mask_of({at(1, 1), at(1, 2)}));
  CHECK(pair.count == 1);
  CHECK(pair.largest == 2);
  const IbisGroups ell = ibis_groups(mask_of({at(3, 0), at(4, 0), at(4, 1), at(0, 4)}));
  CHECK(ell.count == 2);
  CHECK(ell.largest == 3);
  // (0,4) and (1,0) are consecutive bit numbers but not neighbours on the grid.
  const IbisGroups wrap = ibis_groups(mask_of({at(0, 4), at(1, 0)}));
  CHECK(wrap.count == 2);
  CHECK(wrap.largest == 1);
  const IbisGroups wrap_rows = ibis_groups(mask_of({at(2, 4), at(3, 0), at(3, 1)}));
  CHECK(wrap_rows.count == 2);
  CHECK(wrap_rows.largest == 2);
}

TEST_CASE("W9: the book's example: 5 ibises in groups of 2 and 3 with all three ibis bonuses score 10") {
  const Sheet sheet = sheet_of({
      "X  X  .  .  . ",
      ".  .  .  X  . ",
      ".  .  +  X  . ",
      ".  .  .  X  . ",
      ".  .  .  .  . ",
  }, {Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup});
  CHECK(ibis_groups(sheet.ibises()).count == 2);
  CHECK(ibis_groups(sheet.ibises()).largest == 3);
  CHECK(bonus_points(sheet) == 5 + 2 + 3);
}

TEST_CASE("W9: each ibis bonus on its own") {
  const std::array<const char*, 5> rows = {
      "X  .  X  .  . ",
      "X  X  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  X ",
      ".  .  .  .  . ",
  };  // groups: {(0,0),(1,0),(1,1)}, {(0,2)} (diagonal to (1,1)), {(3,4)}
  CHECK(bonus_points(sheet_of(rows)) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerIbis})) == 5);
  CHECK(bonus_points(sheet_of(rows, {Bonus::IbisGroups})) == 3);
  CHECK(bonus_points(sheet_of(rows, {Bonus::LargestIbisGroup})) == 3);
}

// ---------------------------------------------------------------------------------------------
// The other bonuses' points.

TEST_CASE("W14: bonus points of plus1, plus2 and per statue, the drawing bonuses score nothing") {
  const std::array<const char*, 5> rows = {
      "ES SW .  .  . ",
      "NE NW .  .  . ",
      ".  .  +  .  X ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  };  // one loop, one ibis
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus1})) == 1);
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus2})) == 2);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerStatue})) == 1);
  CHECK(bonus_points(sheet_of(rows, {Bonus::PerStatue, Bonus::ExtraStatue})) == 2);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraStatue})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraCurve})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::ExtraStraight})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::TToIbis})) == 0);
  CHECK(bonus_points(sheet_of(rows, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::PerStatue})) == 1 + 2 + 1 + 1);
}

TEST_CASE("W8: bonus names round-trip") {
  for (int b = 0; b < kBonuses; ++b) {
    const auto bonus = static_cast<Bonus>(b);
    REQUIRE(bonus_named(name(bonus)).has_value());
    CHECK(*bonus_named(name(bonus)) == bonus);
  }
  CHECK_FALSE(bonus_named("plus3").has_value());
}

// ---------------------------------------------------------------------------------------------
// W10: T to ibis.

TEST_CASE("W10: without the bonus a T roll cannot be drawn as an ibis") {
  SoloState state = SoloState::initial(solo_config());
  state.apply(Action::roll(Piece::T));
  CHECK(legal_of_kind(state, Action::Kind::Place).size() == 24u * 4);
  for (Action a : legal(state)) CHECK(a.sides() != 0);
}

TEST_CASE("W10: with t_to_ibis ticked, a later T roll may be drawn as an ibis") {
  Sheet sheet;
  sheet.tick(Bonus::TToIbis);  // ticked in an earlier turn
  SoloState state = solo_with(sheet);
  state.apply(Action::roll(Piece::T));
  CHECK(legal(state).size() == 24u * 5);  // 4 T rotations and an ibis per empty square
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre) CHECK(is_legal(state, Action::place(s, 0)));
  play(state, Action::place(at(4, 4), 0));
  CHECK(state.sheet(0).ibises() == bit(at(4, 4)));
}

TEST_CASE("W10: t_to_ibis applies to T rolls only") {
  for (Piece piece : {Piece::Curve, Piece::Straight}) {
    Sheet sheet;
    sheet.tick(Bonus::TToIbis);
    SoloState state = solo_with(sheet);
    state.apply(Action::roll(piece));
    for (Action a : legal(state)) CHECK(a.sides() != 0);
  }
}

TEST_CASE("W10: the T-to-ibis bonus ticked this turn applies from the next T") {
  // The rolled T, drawn at (2,1) open N, E and W, joins the straight on the Duck Pond to the
  // centre: the visit earns t_to_ibis. It was ticked after this T was rolled (and drawn), so
  // only the next T may become an ibis.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::T));
  REQUIRE(state.phase() == Phase::Draw);
  // Before the tick: the T as a T only, in its 4 rotations on the 23 empty squares; and no
  // conversion of the straight on the Duck Pond before the drawing (W11).
  CHECK(legal(state).size() == 23u * 4);
  for (Action a : legal(state)) {
    CHECK(a.kind() == Action::Kind::Place);
    CHECK(a.sides() != 0);
  }
  CHECK_FALSE(is_legal(state, Action::place(at(2, 1), 0)));
  CHECK_FALSE(is_legal(state, Action::convert(kDuck, North)));
  play(state, Action::place(at(2, 1), kN | kE | kW));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kDuck));
  REQUIRE(state.phase() == Phase::Pick);
  play(state, Action::pick(Bonus::TToIbis));
  CHECK(state.sheet(0).has(Bonus::TToIbis));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(is_legal(state, Action::convert(kDuck, North)));  // the straight may be converted now
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());  // the T is drawn: no second drawing
  play(state, Action::end_turn());
  REQUIRE(state.phase() == Phase::Roll);

  // A curve roll is not a T: still no ibis.
  state.apply(Action::roll(Piece::Curve));
  REQUIRE(state.phase() == Phase::Draw);
  for (Action a : legal(state)) CHECK(a.sides() != 0);
  play(state, Action::place(at(4, 4), kN | kW));
  play(state, Action::end_turn());

  // The next T: a T or an ibis on each of the 21 empty squares, still no conversion before drawing.
  state.apply(Action::roll(Piece::T));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK(legal(state).size() == 21u * 5);
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  for (Square s : {at(0, 0), at(1, 2), at(3, 3)}) CHECK(is_legal(state, Action::place(s, 0)));
  CHECK_FALSE(is_legal(state, Action::place(kDuck, 0)));  // a filled square takes no ibis
  play(state, Action::place(at(0, 0), 0));
  CHECK(state.sheet(0).ibises() == bit(at(0, 0)));
}

// ---------------------------------------------------------------------------------------------
// W11: getting stuck.

TEST_CASE("W11: a conversion keeps the open sides, adds one, each kind once, -3 each") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  NW",
  }));
  state.apply(Action::roll(Piece::Curve));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());  // the roll is drawn first
  play(state, Action::place(at(0, 0), kE | kS));
  REQUIRE(state.phase() == Phase::Finish);
  // After drawing: the straight can open E or W, each curve its two closed sides (facing the
  // edge is allowed), the curve just drawn included.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(1, 2), East), Action::convert(at(1, 2), West),
               Action::convert(at(4, 4), East), Action::convert(at(4, 4), South),
               Action::convert(at(0, 0), North), Action::convert(at(0, 0), West)}));
  play(state, Action::convert(at(1, 2), West));
  CHECK(state.sheet(0).sides_at(at(1, 2)) == (kN | kS | kW));
  CHECK(state.sheet(0).converted(Piece::Straight));
  CHECK_FALSE(state.sheet(0).converted(Piece::Curve));
  CHECK(state.sheet(0).conversions() == 1);
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());  // converting owes no second drawing
  // The straight conversion is used up; the curves' remains.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(4, 4), East), Action::convert(at(4, 4), South),
               Action::convert(at(0, 0), North), Action::convert(at(0, 0), West)}));
  play(state, Action::convert(at(4, 4), South));
  CHECK(state.sheet(0).sides_at(at(4, 4)) == (kN | kS | kW));
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));  // the other curve is untouched
  CHECK(state.sheet(0).conversions() == 2);
  CHECK(state.sheet(0).tees() == mask_of({at(1, 2), at(4, 4)}));
  // Nothing left to convert: the turn ends by itself.
  CHECK(state.phase() == Phase::Roll);
  CHECK(state.breakdown(0).penalty == 6);
  CHECK(state.score(0) == -6);
  state.apply(Action::roll(Piece::Straight));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  play(state, Action::place(at(3, 0), kN | kS));
  CHECK(state.phase() == Phase::Roll);  // neither kind can be converted again, not even the new straight
}

TEST_CASE("W11: T's, ibises and the centre cannot be converted") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  X  NES .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
}

TEST_CASE("W11: a conversion may close a loop (W6)") {
  // (2,3) is a straight N-S reached from the centre through (1,2) and (1,3); opening it west
  // joins it to the centre as well.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  ES SW . ",
      ".  .  +  NS . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  REQUIRE(state.sheet(0).loops() == 0);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  REQUIRE(state.phase() == Phase::Finish);
  play(state, Action::convert(at(2, 3), West));
  CHECK(state.sheet(0).sides_at(at(2, 3)) == (kN | kS | kW));
  CHECK(state.sheet(0).loops() == 1);
  CHECK(state.sheet(0).statues() == 1);
  CHECK(cycle_rank(state.sheet(0)) == 1);
}

TEST_CASE("W11: a conversion may visit a landmark (W7) and owes a pick") {
  // Opening the straight at (1,2) east joins the straight on the Fig Tree (1,3).
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS EW . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kW));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  play(state, Action::convert(at(1, 2), East));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kFig));
  CHECK(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.phase() == Phase::Finish);  // the curve at (4,4) may still be converted
  play(state, Action::end_turn());
  CHECK(state.score(0) == 1 + 2 - 3);  // the visit, plus2, the straight's conversion
}

TEST_CASE("W11, W12: when bonus paths could fill the grid, a conversion may come before the drawing") {
  // A 2-player game (a solo sheet never gets this full). Seat 0's only empty square is the Duck
  // Pond. Turning its straight at (1,2) into a T joins the Fig Tree; the pick, extra_straight,
  // goes onto the Duck Pond and visits it too. No square is left for the ibis rolled, so seat 0
  // does not draw it (W12): 2 first visits + plus2 - 3 = 1, where drawing the ibis first
  // (blocking the Duck Pond) could score 0 at most.
  PartyState state = party_with({sheet_of({
                                     "NE NE NE NE NE",
                                     "NE NE NS EW NE",
                                     ".  EW +  NE NE",
                                     "NE NE NE NE NE",
                                     "NE NE NE NE NE",
                                 }),
                                 Sheet{}});
  state.apply(Action::roll(Piece::Ibis));
  CHECK(is_legal(state, Action::place(kDuck, 0)));
  play(state, Action::convert(at(1, 2), East));
  play(state, Action::pick(Bonus::ExtraStraight));
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus2));
  CHECK(state.sheet(0).empty() == 0);
  CHECK(state.phase() == Phase::Finish);
  play(state, Action::end_turn());
  REQUIRE(state.current_player() == 1);  // seat 1 draws the same ibis
  play(state, Action::place(at(4, 4), 0));
  CHECK(state.is_terminal());  // seat 0's grid is full (W12)
  CHECK(state.score(0) == 1);
}

TEST_CASE("W11: with fewer picks left than empty squares, no conversion comes before the drawing") {
  // Two empty squares and both bonus paths unticked, but five bonuses ticked: one pick, so at
  // most one bonus path, and the roll is always drawn.
  PartyState state = party_with({sheet_of({
                                     "NE NE NE NE NE",
                                     "NE NE NS EW NE",
                                     ".  EW +  NE NE",
                                     "NE NE NE NE .",
                                     "NE NE NE NE NE",
                                 }, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue}),
                                 Sheet{}});
  state.apply(Action::roll(Piece::Ibis));
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  state.set_sheet(0, sheet_of({
                         "NE NE NE NE NE",
                         "NE NE NS EW NE",
                         ".  EW +  NE NE",
                         "NE NE NE NE .",
                         "NE NE NE NE NE",
                     }, {Bonus::Plus1, Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups}),
                  0);  // four ticked: two picks left, and two bonus paths could fill both squares
  CHECK_FALSE(legal_of_kind(state, Action::Kind::Convert).empty());
}

TEST_CASE("W11: a conversion after the drawing may visit a landmark and owes its pick") {
  // Opening the straight at (1,2) east joins the straight on the Fig Tree (1,3) to the centre.
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS EW . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Straight));
  REQUIRE(state.phase() == Phase::Draw);
  CHECK_FALSE(is_legal(state, Action::convert(at(1, 2), East)));  // not before the roll is drawn
  CHECK(legal_of_kind(state, Action::Kind::Convert).empty());
  play(state, Action::place(at(4, 4), kN | kS));
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(state.sheet(0).visited(default_landmarks()) == 0);
  play(state, Action::convert(at(1, 2), East));
  CHECK(state.sheet(0).visited(default_landmarks()) == bit(kFig));
  REQUIRE(state.phase() == Phase::Pick);
  CHECK(state.pending_picks() == 1);
  CHECK_FALSE(is_legal(state, Action::end_turn()));  // the pick is owed before the turn can end
  play(state, Action::pick(Bonus::ExtraCurve));
  REQUIRE(state.phase() == Phase::BonusPath);  // the bonus curve...
  play(state, Action::place(at(0, 0), kE | kS));
  REQUIRE(state.phase() == Phase::Finish);  // ...and no second drawing of the roll
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  // The bonus curve may still be converted; the straights may not.
  CHECK(codes(legal_of_kind(state, Action::Kind::Convert)) ==
        codes({Action::convert(at(0, 0), North), Action::convert(at(0, 0), West)}));
  CHECK(state.sheet(0).sides_at(at(4, 4)) == (kN | kS));
  CHECK(state.sheet(0).sides_at(at(0, 0)) == (kE | kS));
  CHECK(popcount(state.sheet(0).empty()) == 20);  // 22 before the turn: the roll and the bonus path
  play(state, Action::end_turn());
  CHECK(state.phase() == Phase::Roll);
  CHECK(state.score(0) == 1 - 3);  // the visit, the straight's conversion
}

// ---------------------------------------------------------------------------------------------
// W12: drawing and the end of the game.

TEST_CASE("W12: a player with an empty square must draw the roll") {
  SoloState state = solo_with(sheet_of({
      ".  .  .  .  . ",
      ".  .  NS .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  REQUIRE(state.phase() == Phase::Draw);
  // The drawing only: an ibis in each of the 23 empty squares; no ending, no conversion (W11).
  CHECK_FALSE(is_legal(state, Action::end_turn()));
  CHECK_FALSE(is_legal(state, Action::convert(at(1, 2), East)));
  CHECK(legal(state).size() == 23u);
  for (Action a : legal(state)) {
    CHECK(a.kind() == Action::Kind::Place);
    CHECK(a.sides() == 0);
  }
  play(state, Action::place(at(4, 4), 0));
  // Drawn: now the turn may end, or the straight be converted.
  REQUIRE(state.phase() == Phase::Finish);
  CHECK(codes(legal(state)) == codes({Action::end_turn(), Action::convert(at(1, 2), East),
                                      Action::convert(at(1, 2), West)}));
}

TEST_CASE("W12: a player without an empty square does not draw") {
  PartyState state = party_with({all_ne_curves(), Sheet{}});
  state.apply(Action::roll(Piece::Straight));
  REQUIRE(state.current_player() == 0);
  CHECK(state.phase() == Phase::Finish);  // may still convert, then ends
  CHECK(legal_of_kind(state, Action::Kind::Place).empty());
  CHECK(is_legal(state, Action::end_turn()));
  play(state, Action::end_turn());
  CHECK(state.current_player() == 1);
  CHECK(state.phase() == Phase::Draw);
  play(state, Action::place(at(0, 0), kN | kS));
  play(state, Action::end_turn());
  CHECK(state.is_terminal());  // player 0's full grid ends the game
  CHECK(state.end_cause() == EndCause::FullGrid);
}

TEST_CASE("W12: six visited landmarks end the game at the end of the turn") {
  // The W15 top sheet without the Government House path: 5 landmarks visited.
  std::array<const char*, 5> rows = kTopRows;
  rows[3] = "NS .  X  .   . ";
  SoloState state = solo_with(sheet_of(rows));
  REQUIRE(popcount(state.sheet(0).visited(default_landmarks())) == 5);
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(kGovernment, kN | kW));
  CHECK(popcount(state.sheet(0).visited(default_landmarks())) == 6);
  play(state, Action::pick(Bonus::Plus1));
  CHECK_FALSE(state.is_terminal());  // not before the end of the turn
  REQUIRE(state.phase() == Phase::Finish);
  play(state, Action::end_turn());
  CHECK(state.is_terminal());
  CHECK(state.current_player() == kTerminalPlayer);
  CHECK(state.end_cause() == EndCause::SixLandmarks);
  CHECK(state.turn() == 1);
}

TEST_CASE("W12: in multiplayer the other players finish the turn in which one triggers the end") {
  std::array<const char*, 5> rows = kTopRows;
  rows[3] = "NS .  X  .   . ";
  PartyState state = party_with({sheet_of(rows), Sheet{}, Sheet{}});
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(kGovernment, kN | kW));
  play(state, Action::pick(Bonus::Plus1));
  play(state, Action::end_turn());
  CHECK_FALSE(state.is_terminal());
  for (int p = 1; p < 3; ++p) {
    REQUIRE(state.current_player() == p);
    REQUIRE(state.phase() == Phase::Draw);
    play(state, Action::place(at(0, 0), kE | kS));
    CHECK_FALSE(state.is_terminal());
    play(state, Action::end_turn());
  }
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::SixLandmarks);
}

TEST_CASE("W12: six ibises end the game at the end of the turn") {
  SoloState state = solo_with(sheet_of({
      "X  X  X  .  . ",
      "X  X  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  play(state, Action::place(at(4, 4), 0));
  // Nothing to convert, so the placement ends the turn and the game.
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::SixIbises);
  CHECK(state.turn() == 1);
}

TEST_CASE("W12: five ibises do not end the game") {
  SoloState state = solo_with(sheet_of({
      "X  X  X  .  . ",
      "X  .  .  .  . ",
      ".  .  +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }));
  state.apply(Action::roll(Piece::Ibis));
  play(state, Action::place(at(4, 4), 0));
  CHECK_FALSE(state.is_terminal());
  CHECK(state.phase() == Phase::Roll);
}

TEST_CASE("W12: a full grid ends the game") {
  SoloState state = solo_with(all_ne_curves(bit(at(4, 4))));
  state.apply(Action::roll(Piece::Curve));
  play(state, Action::place(at(4, 4), kN | kE));
  play(state, Action::end_turn());
  CHECK(state.is_terminal());
  CHECK(state.end_cause() == EndCause::FullGrid);
}

namespace {

// One quiet turn: every player draws a curve open N and E in its first empty square and ends its
// turn. Such curves never join each other nor a landmark, so only turn limits and full grids end
// the game.
template <class State>
void quiet_turn(State& state) {
  state.apply(Action::roll(Piece::Curve));
  while (state.phase() != Phase::Roll && !state.is_terminal()) {
    const Sheet& sheet = state.sheet(state.current_player());
    REQUIRE(state.phase() == Phase::Draw);
    play(state, Action::place(lsb(sheet.empty()), kN | kE));
    REQUIRE(state.phase() == Phase::Finish);
    play(state, Action::end_turn());
  }
}

}  // namespace

TEST_CASE("W12: solo games end after 18, 14, 12 or 10 turns by level") {
  const int limits[] = {18, 14, 12, 10};
  for (int level = 1; level <= 4; ++level) {
    CAPTURE(level);
    CHECK(solo_turns(level) == limits[level - 1]);
    SoloState state = SoloState::initial(solo_config(level));
    CHECK(state.turn_limit() == limits[level - 1]);
    for (int turn = 1; turn <= limits[level - 1]; ++turn) {
      CHECK_FALSE(state.is_terminal());
      quiet_turn(state);
      CHECK(state.turn() == turn);
    }
    CHECK(state.is_terminal());
    CHECK(state.end_cause() == EndCause::TurnLimit);
    CHECK(state.sheet(0).visited(default_landmarks()) == 0);
    CHECK(popcount(state.sheet(0).empty()) == 24 - limits[level - 1]);
  }
}

TEST_CASE("W12: multiplayer games have no turn limit") {
  PartyState state = PartyState::initial(party_config(2));
  CHECK(state.turn_limit() == 0);
  for (int turn = 1; turn < 24; ++turn) {
    quiet_turn(state);
    REQUIRE_FALSE(state.is_terminal());
  }
  quiet_turn(state);  // the 24th turn fills both grids
  CHECK(state.is_terminal());
  CHECK(state.turn() == 24);
  CHECK(state.end_cause() == EndCause::FullGrid);
}

// ---------------------------------------------------------------------------------------------
// W13: multiplayer scoring.

TEST_CASE("W13: players visiting a landmark in the same turn all count as first, later ones do not") {
  const Sheet start = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      ".  EW +  .  . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  });
  PartyState state = party_with({start, start, start});
  // Turn 1: players 0 and 1 reach the Duck Pond, player 2 draws elsewhere.
  state.apply(Action::roll(Piece::Straight));
  for (int p = 0; p < 2; ++p) {
    play(state, Action::place(kDuck, kE | kW));
    play(state, Action::pick(Bonus::Plus1));
    play(state, Action::end_turn());
  }
  play(state, Action::place(at(0, 0), kE | kW));
  play(state, Action::end_turn());
  REQUIRE(state.phase() == Phase::Roll);
  CHECK(state.first_visits(0) == bit(kDuck));
  CHECK(state.first_visits(1) == bit(kDuck));
  CHECK(state.first_visits(2) == 0);
  // Turn 2: player 2 reaches it too, a turn late.
  state.apply(Action::roll(Piece::Straight));
  for (int p = 0; p < 2; ++p) {
    play(state, Action::place(at(4, 4), kE | kW));
    play(state, Action::end_turn());
  }
  play(state, Action::place(kDuck, kE | kW));
  play(state, Action::pick(Bonus::Plus1));
  play(state, Action::end_turn());
  CHECK(state.first_visits(2) == 0);
  CHECK(state.breakdown(2).visited == 1);
  CHECK(state.breakdown(2).first_visits == 0);
  CHECK(state.breakdown(0).first_visits == 1);
  CHECK(state.score(0) == 1 + 1);  // first visit + plus1
  CHECK(state.score(1) == 1 + 1);
  CHECK(state.score(2) == 0 + 1);
}

namespace {

// A sheet for the tie-break tests: optionally 6 ibises (which trigger the end, W12), some 2x2
// loops in corners (1 statue each, W6), and bonuses.
Sheet tie_sheet(bool six_ibises, int loops, std::initializer_list<Bonus> bonuses = {}) {
  Sheet sheet;
  if (six_ibises)
    for (Square s : {at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4), at(1, 0)}) sheet.draw_ibis(s);
  const int corners[2][2] = {{3, 0}, {3, 3}};
  for (int k = 0; k < loops; ++k) {
    const int r = corners[k][0], c = corners[k][1];
    sheet.draw_path(at(r, c), kE | kS);
    sheet.draw_path(at(r, c + 1), kS | kW);
    sheet.draw_path(at(r + 1, c), kN | kE);
    sheet.draw_path(at(r + 1, c + 1), kN | kW);
  }
  REQUIRE(sheet.loops() == loops);
  for (Bonus b : bonuses) sheet.tick(b);
  return sheet;
}

PartyState tie_state(const std::vector<std::pair<Sheet, Mask>>& seats) {
  PartyState state = PartyState::initial(party_config(static_cast<int>(seats.size())));
  for (int p = 0; p < static_cast<int>(seats.size()); ++p) state.set_sheet(p, seats[p].first, seats[p].second);
  return state;
}

}  // namespace

TEST_CASE("W13: statue points go to every player with the most statues") {
  PartyState state = tie_state({{tie_sheet(false, 2), 0},
                                {tie_sheet(false, 1, {Bonus::ExtraStatue}), 0},
                                {tie_sheet(false, 1), 0}});
  CHECK(state.breakdown(0).statues == 2);
  CHECK(state.breakdown(1).statues == 2);
  CHECK(state.breakdown(2).statues == 1);
  CHECK(state.breakdown(0).statue_points == 2);
  CHECK(state.breakdown(1).statue_points == 2);
  CHECK(state.breakdown(2).statue_points == 0);
  CHECK(state.score(0) == 2);
  CHECK(state.score(1) == 2);
  CHECK(state.score(2) == 0);
  // Without any statue nobody scores statue points.
  PartyState none = tie_state({{tie_sheet(false, 0), 0}, {tie_sheet(false, 0), 0}});
  CHECK(none.breakdown(0).statue_points == 0);
  CHECK(none.breakdown(1).statue_points == 0);
}

TEST_CASE("W13: one point per first visit, bonuses, -3 per conversion") {
  // Duck Pond and Fig Tree visited; only the Duck Pond first.
  Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  NS NS . ",
      "EW EW +  NW . ",
      ".  .  .  .  . ",
      ".  .  .  .  . ",
  }, {Bonus::Plus2, Bonus::ExtraCurve});
  sheet.convert(at(1, 2), East);
  PartyState state = tie_state({{sheet, bit(kDuck)}, {Sheet{}, 0}});
  const ScoreBreakdown b = state.breakdown(0);
  CHECK(b.visited == 2);
  CHECK(b.first_visits == 1);
  CHECK(b.bonus_points == 2);
  CHECK(b.penalty == 3);
  CHECK(b.total == 1 + 2 - 3);
}

TEST_CASE("W13: the highest total wins whoever triggered the end") {
  PartyState state = tie_state({{tie_sheet(true, 0), bit(kDuck)}, {tie_sheet(false, 0), mask_of({kDuck, kFig})}});
  REQUIRE(state.score(0) == 1);
  REQUIRE(state.score(1) == 2);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
  CHECK(state.winners() == 0b10u);
}

TEST_CASE("W13: tie-break 1: the tied player who triggered the end wins") {
  // Player A: 6 ibises (triggers), 1 first visit + plus2 = 3. Player B: 3 first visits = 3, no
  // trigger, even though B has more first visits.
  const std::pair<Sheet, Mask> a{tie_sheet(true, 0, {Bonus::Plus2}), bit(kDuck)};
  const std::pair<Sheet, Mask> b{tie_sheet(false, 0), mask_of({kOpera, kChair, kFig})};
  PartyState ab = tie_state({a, b});
  REQUIRE(ab.score(0) == 3);
  REQUIRE(ab.score(1) == 3);
  CHECK(ab.is_winner(0));
  CHECK_FALSE(ab.is_winner(1));
  PartyState ba = tie_state({b, a});
  CHECK_FALSE(ba.is_winner(0));
  CHECK(ba.is_winner(1));
}

TEST_CASE("W13: tie-break 2: of tied players who triggered the end, most first visits wins") {
  // Seat 0: 1 first visit + plus1 = 2. Seat 1: 2 first visits = 2. Both have 6 ibises.
  PartyState state = tie_state({{tie_sheet(true, 0, {Bonus::Plus1}), bit(kDuck)},
                                {tie_sheet(true, 0), mask_of({kOpera, kFig})}});
  REQUIRE(state.score(0) == 2);
  REQUIRE(state.score(1) == 2);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
}

TEST_CASE("W13: tie-break 3: then fewest statues wins") {
  // A: 1 first visit + 2 statues (the most, 2 points) = 3. B: 1 first visit + 1 statue (not
  // the most) + plus2 = 3. Both triggered, same first visits: B has fewer statues.
  PartyState state = tie_state({{tie_sheet(true, 2), bit(kDuck)},
                                {tie_sheet(true, 1, {Bonus::Plus2}), bit(kFig)}});
  REQUIRE(state.score(0) == 3);
  REQUIRE(state.score(1) == 3);
  CHECK_FALSE(state.is_winner(0));
  CHECK(state.is_winner(1));
}

TEST_CASE("W13: tie-break 4: still tied players share the victory") {
  PartyState state = tie_state({{tie_sheet(true, 1, {Bonus::Plus1}), bit(kDuck)},
                                {tie_sheet(true, 1, {Bonus::Plus1}), bit(kFig)},
                                {tie_sheet(false, 0), 0}});
  REQUIRE(state.score(0) == 3);
  REQUIRE(state.score(1) == 3);
  CHECK(state.is_winner(0));
  CHECK(state.is_winner(1));
  CHECK_FALSE(state.is_winner(2));
  CHECK(state.winners() == 0b011u);
}

TEST_CASE("W13: when no tied player triggered the end, the later tie-breaks still apply in order") {
  // C triggered the end but scored least; A and B tie without triggering: A's 2 first visits
  // beat B's 1 first visit + plus1.
  PartyState state = tie_state({{tie_sheet(false, 0), mask_of({kDuck, kFig})},
                                {tie_sheet(false, 0, {Bonus::Plus1}), bit(kOpera)},
                                {tie_sheet(true, 0), 0}});
  REQUIRE(state.score(0) == 2);
  REQUIRE(state.score(1) == 2);
  REQUIRE(state.score(2) == 0);
  CHECK(state.winners() == 0b001u);
}

// ---------------------------------------------------------------------------------------------
// W14: solo scoring and ranks.

TEST_CASE("W14: solo scoring: every visit, every statue, bonuses, -3 per conversion") {
  // A loop through the centre (1 statue), the Duck Pond and (after converting the curve at
  // (3,2) west) the Palm Grove visited.
  Sheet sheet = sheet_of({
      ".  .  .  .  . ",
      ".  .  .  .  . ",
      "EW EW +  SW . ",
      ".  EW NE NW . ",
      ".  .  .  .  . ",
  }, {Bonus::Plus1, Bonus::PerStatue});
  REQUIRE(sheet.visited(default_landmarks()) == bit(kDuck));
  sheet.convert(at(3, 2), West);
  SoloState state = solo_with(sheet);
  ScoreBreakdown b = state.breakdown(0);
  CHECK(b.visited == 2);
  CHECK(b.first_visits == 2);  // solo: every visit counts
  CHECK(b.statues == 1);
  CHECK(b.statue_points == 1);
  CHECK(b.bonus_points == 1 + 1);
  CHECK(b.penalty == 3);
  CHECK(b.total == 2 + 1 + 2 - 3);
  CHECK(state.score(0) == 2);
  // The extra statue scores as a statue and again through the per-statue bonus.
  sheet.tick(Bonus::ExtraStatue);
  state.set_sheet(0, sheet, 0);
  b = state.breakdown(0);
  CHECK(b.statues == 2);
  CHECK(b.statue_points == 2);
  CHECK(b.bonus_points == 1 + 2);
  CHECK(b.total == 2 + 2 + 3 - 3);
}

TEST_CASE("W14: solo ranks") {
  CHECK(solo_rank(-5) == Rank::None);
  CHECK(solo_rank(0) == Rank::None);
  CHECK(solo_rank(17) == Rank::None);
  CHECK(solo_rank(18) == Rank::Sightseer);
  CHECK(solo_rank(19) == Rank::Sightseer);
  CHECK(solo_rank(20) == Rank::Sightseer);
  CHECK(solo_rank(21) == Rank::Sydneysider);
  CHECK(solo_rank(22) == Rank::Sydneysider);
  CHECK(solo_rank(23) == Rank::Botanist);
  CHECK(solo_rank(24) == Rank::Botanist);
  CHECK(solo_rank(25) == Rank::LachlanMacquarie);
  CHECK(solo_rank(60) == Rank::LachlanMacquarie);
  CHECK(name(Rank::None) == "none");
  CHECK(name(Rank::Sightseer) == "Sightseer");
  CHECK(name(Rank::Sydneysider) == "Sydneysider");
  CHECK(name(Rank::Botanist) == "Botanist");
  CHECK(name(Rank::LachlanMacquarie) == "Lachlan Macquarie");
}

TEST_CASE("W14: a solo game is won at 18 points, lost at 17") {
  // 4 visits (Opera, Chair, Fig, Duck) and a group of 6 ibises with the three ibis bonuses:
  // 4 + 6 + 1 + 6 = 17; plus1 as the fourth bonus instead of extra_curve makes 18.
  const std::array<const char*, 5> rows = {
      ".  EW ESW EW EW",
      ".  .  NS  NS . ",
      "EW EW +   NW . ",
      "X  X  X   .  . ",
      "X  X  X   .  . ",
  };
  const auto ibis_bonuses = {Bonus::PerIbis, Bonus::IbisGroups, Bonus::LargestIbisGroup};
  Sheet lose = sheet_of(rows, ibis_bonuses);
  lose.tick(Bonus::ExtraCurve);
  Sheet win = sheet_of(rows, ibis_bonuses);
  win.tick(Bonus::Plus1);
  REQUIRE(lose.visited(default_landmarks()) == mask_of({kOpera, kChair, kFig, kDuck}));
  REQUIRE(lose.loops() == 0);
  const SoloState lost = solo_with(lose);
  const SoloState won = solo_with(win);
  CHECK(lost.score(0) == 17);
  CHECK_FALSE(lost.is_winner(0));
  CHECK(solo_rank(lost.score(0)) == Rank::None);
  CHECK(won.score(0) == 18);
  CHECK(won.is_winner(0));
  CHECK(solo_rank(won.score(0)) == Rank::Sightseer);
}

// ---------------------------------------------------------------------------------------------
// W15: the book's 2-player scoring example.

TEST_CASE("W15: the book's 2-player example scores 11 (top) and 10 (bottom), top wins") {
  const Sheet top = sheet_of(kTopRows, {Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue,
                                        Bonus::ExtraCurve, Bonus::TToIbis});
  const Sheet bottom = sheet_of(kBottomRows, {Bonus::PerIbis, Bonus::LargestIbisGroup, Bonus::PerStatue,
                                              Bonus::ExtraStraight});
  const Mask landmarks = default_landmarks();
  // The positions are what the book describes.
  REQUIRE(top.visited(landmarks) == mask_of({kOpera, kChair, kFig, kDuck, kGovernment, kLion}));
  REQUIRE(top.loops() == 1);
  REQUIRE(ibis_groups(top.ibises()).count == 2);
  REQUIRE(popcount(bottom.paths() & landmarks) == 6);
  REQUIRE(bottom.visited(landmarks) == mask_of({kFig, kDuck, kGovernment, kCalyx}));
  REQUIRE(bottom.loops() == 2);
  REQUIRE(ibis_groups(bottom.ibises()).largest == 2);

  PartyState state = PartyState::initial(party_config(2));
  state.set_sheet(0, top, mask_of({kOpera, kChair, kFig, kGovernment}));  // 4 first visits
  state.set_sheet(1, bottom, mask_of({kDuck, kCalyx}));                     // 2 first visits

  const ScoreBreakdown t = state.breakdown(0);
  CHECK(t.visited == 6);
  CHECK(t.first_visits == 4);
  CHECK(t.statues == 1);
  CHECK(t.statue_points == 0);  // not the most statues
  CHECK(t.ibises == 2);
  CHECK(t.groups.count == 2);
  CHECK(t.bonus_points == 2 + 2 + 2 + 1);
  CHECK(t.penalty == 0);
  CHECK(t.total == 11);

  const ScoreBreakdown b = state.breakdown(1);
  CHECK(b.visited == 4);
  CHECK(b.first_visits == 2);
  CHECK(b.statues == 2);
  CHECK(b.statue_points == 2);
  CHECK(b.ibises == 2);
  CHECK(b.groups.largest == 2);
  CHECK(b.bonus_points == 2 + 2 + 2);
  CHECK(b.total == 10);

  CHECK(state.score(0) == 11);
  CHECK(state.score(1) == 10);
  CHECK(state.is_winner(0));
  CHECK_FALSE(state.is_winner(1));
  CHECK(state.end_cause() == EndCause::SixLandmarks);
}

// Found by fuzzing (tests/fuzz/fuzz_walk_components): the die's face counts and the landmark
// squares were read with get<int>, which converts a float beyond int's range (1e10) with
// undefined behaviour, wraps 4294967298 to 2 and truncates 2.5 to 2. They must be whole numbers
// in range now.
TEST_CASE("W2, W3: face counts and squares must be whole numbers in range (fuzz bug)") {
  const auto error = [](const std::string& text) {
    std::istringstream in(text);
    try {
      parse_components(in, "bad.json");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(error(R"({"die": {"curve": 1e10}})") == "bad.json: die face count must be a whole number: curve");
  CHECK(error(R"({"die": {"curve": 2, "straight": 2.5}})") == "bad.json: die face count must be a whole number: straight");
  CHECK(error(R"({"die": {"curve": 4294967298}})") == "bad.json: die face count out of range: curve");
  const std::string die = R"({"die": {"curve": 2, "straight": 2, "t": 1, "ibis": 1}, "default_sheet": {"landmarks": [)";
  const std::string rest = R"(, {"name": "b", "square": [0, 2]}, {"name": "c", "square": [0, 3]}, {"name": "d", "square": [0, 4]},
      {"name": "e", "square": [1, 0]}, {"name": "f", "square": [1, 1]}, {"name": "g", "square": [1, 2]}, {"name": "h", "square": [1, 3]}]}})";
  CHECK(error(die + R"({"name": "a", "square": [0, 1]})" + rest) == "(no error)");
  CHECK(error(die + R"({"name": "a", "square": [-9223372036854775809, 1]})" + rest) ==
        "bad.json: a landmark square must be two whole numbers");
  CHECK(error(die + R"({"name": "a", "square": [4294967296, 1]})" + rest) == "bad.json: landmark square outside the grid");
  CHECK(error(die + R"({"name": "a", "square": [0, 1.0]})" + rest) == "bad.json: a landmark square must be two whole numbers");
}

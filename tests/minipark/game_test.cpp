// The Mini Park game through its State (engine/minipark/state.h), with every chance event applied
// by hand (Action::reveal_tile / Action::reveal_objective) so each test controls the draws: the
// setup, placement and its points (M3), face-up tiles and their refill, drawing and the set-aside
// rule (M3), the end, characters and their quotas (M6), the advanced objective cards (M5), the
// expansion tiles, the winners, chance probabilities and determinism; then `parks simulate
// minipark` and `parks tournament minipark` through the built binary (PARKS_BINARY).
// In comments P1, P2, ... are seats 0, 1, ...; (x, y) cells with x east and y south of the start.
// Expected scores are worked out by hand from /work/shared/rules/mini-park.txt ("the book") and
// the rulings M1-M6 (docs/rules.md). Tile sets are built here so every stack is known.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/evaluation.h"
#include "engine/minipark/state.h"
#include "tests/run_parks.h"

using namespace parks;
using namespace parks::minipark;

namespace {

constexpr EdgeMask N = 1, E = 2, S = 4, W = 8;
constexpr HalfMask nw = 1, ne = 2, en = 4, es = 8, se = 16, sw = 32, ws = 64, wn = 128;
constexpr HalfMask kAll = 0xFF, kEast = ne | en | es | se, kWest = sw | ws | wn | nw;

// The tiles the tests play with, by name.
Tile catalogue(const std::string& name, int count) {
  Tile t;
  t.name = name;
  t.count = count;
  const auto straight = [&](KindMask kinds) {
    t.kinds = kinds;
    t.roads = {N | S};
    t.areas = {kEast, kWest};
  };
  const auto plain = [&](KindMask kinds) {
    t.kinds = kinds;
    t.areas = {kAll};
  };
  if (name == "road") {
    straight(0);
  } else if (name == "bench") {
    straight(kind_bit(Bench));
  } else if (name == "playground") {
    straight(kind_bit(Playground));
  } else if (name == "bush") {
    straight(kind_bit(Bush));
  } else if (name == "tree") {
    plain(kind_bit(Tree));
  } else if (name == "lake") {
    plain(kind_bit(Lake));
    t.fish = 2;
  } else if (name == "cross") {
    t.roads = {N | E | S | W};
    t.areas = {ne | en, es | se, sw | ws, wn | nw};
  } else if (name == "Fountain") {
    straight(kind_bit(Fountain));
    t.expansion = true;
    t.bonus = 4;
  } else if (name == "Pavilion") {
    t.expansion = true;
    t.kinds = kind_bit(Bench) | kind_bit(Playground) | kind_bit(Bush);
    t.roads = {N | E | S};
    t.areas = {ne | en, es | se, kWest};
    t.feature = 2;
  } else if (name == "Arched Bridge") {
    t.expansion = true;
    t.hammer = true;
    t.roads = {N | S};
    t.areas = {kAll};
  } else if (name == "Wooded Island") {
    plain(kind_bit(Tree) | kind_bit(Lake));
    t.expansion = true;
  } else if (name == "Monument") {
    t.expansion = true;
    t.kinds = kind_bit(Monument);
    t.roads = {N | E};
    t.areas = {ne | en, static_cast<HalfMask>(kAll & ~(ne | en))};
    t.feature = 1;
  } else {
    FAIL("no tile named " << name);
  }
  return t;
}

// A tile set of the named tiles with their counts; a type's index is its place in the list.
TileSet make_set(const std::vector<std::pair<std::string, int>>& list) {
  std::vector<Tile> tiles;
  for (const auto& [name, count] : list) tiles.push_back(catalogue(name, count));
  return TileSet(std::move(tiles));
}

Cell at(int x, int y) { return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }
Action place(int source, int turn, int x, int y) { return Action::place(source, turn, at(x, y)); }

std::vector<Action> legal(const State& s) {
  ActionList<State> list;
  s.legal_actions(list);
  return {list.begin(), list.end()};
}

bool is_legal(const State& s, Action a) {
  const auto all = legal(s);
  return std::find(all.begin(), all.end(), a) != all.end();
}

std::vector<ChanceOutcome<Action>> outcomes(const State& s) {
  ChanceList<State> list;
  s.chance_outcomes(list);
  return {list.begin(), list.end()};
}

double probability(const State& s, Action a) {
  for (const auto& o : outcomes(s))
    if (o.action == a) return o.probability;
  return 0;
}

double total_probability(const State& s) {
  double sum = 0;
  for (const auto& o : outcomes(s)) sum += o.probability;
  return sum;
}

// A player's move; it must be legal.
void act(State& s, Action a) {
  REQUIRE(s.current_player() >= 0);
  REQUIRE_MESSAGE(is_legal(s, a), "action code " << a.code() << " is not legal");
  s.apply(a);
}

// A chance event; it must be a possible outcome, and the outcomes must sum to 1.
void chance(State& s, Action a) {
  REQUIRE(s.current_player() == kChancePlayer);
  CHECK(total_probability(s) == doctest::Approx(1.0));
  REQUIRE_MESSAGE(probability(s, a) > 0, "chance outcome code " << a.code() << " is not possible");
  s.apply(a);
}

void reveal(State& s, int type) { chance(s, Action::reveal_tile(type)); }

// The setup: the start tile, the two face-up tiles, then an offer per player with the expansion.
void setup(State& s, int start, int up0, int up1, const std::vector<int>& offers = {}) {
  REQUIRE(s.phase() == Phase::Setup);
  reveal(s, start);
  reveal(s, up0);
  reveal(s, up1);
  for (int e : offers) reveal(s, e);
  REQUIRE(s.phase() != Phase::Setup);
}

// The character moves on offer: (character, slot) pairs, sorted.
std::vector<std::pair<int, int>> character_moves(const State& s) {
  std::vector<std::pair<int, int>> moves;
  for (Action a : legal(s))
    if (a.kind() == ActionKind::Character) moves.emplace_back(a.character(), a.slot());
  std::sort(moves.begin(), moves.end());
  return moves;
}

int slot(const State& s, int x, int y) {
  const int found = s.park().slot_at(at(x, y));
  REQUIRE(found != kNoSlot);
  return found;
}

// Everything observable of a state, as text.
std::string fingerprint(const State& s) {
  std::ostringstream o;
  o << int(s.phase()) << ' ' << s.current_player() << ' ' << s.face_up(0) << ' ' << s.face_up(1) << ' ' << s.drawn()
    << ' ' << s.unseen() << ' ' << s.set_aside() << ' ' << s.turns() << ' ' << s.offers() << " |";
  for (int t = 0; t < s.park().tiles().types(); ++t) o << ' ' << s.unseen(t);
  o << " | offers";
  for (int e = 0; e < s.offers(); ++e) o << ' ' << int(s.offer(e));
  const Park& park = s.park();
  o << " | park " << park.size() << ' ' << park.covered_base();
  for (int p = 0; p < park.size(); ++p)
    o << " (" << int(park.placed(p).cell.x) << ',' << int(park.placed(p).cell.y) << ' ' << int(park.placed(p).tile)
      << ' ' << int(park.placed(p).turn) << ' ' << s.placer(p) << ')';
  o << " | openings";
  for (const Opening& op : park.openings())
    o << " (" << int(op.cell.x) << ',' << int(op.cell.y) << ' ' << int(op.faced) << ' ' << int(op.roads) << ')';
  o << " | characters";
  for (int c = 0; c < kCharacters; ++c)
    o << ' ' << int(s.markers()[c]) << '/' << s.owner(c) << '/' << s.objective(c) << '/' << s.taken_round(c);
  o << " | players";
  for (int p = 0; p < s.num_players(); ++p) o << ' ' << s.characters_taken(p) << '/' << s.score(p) << '/' << s.is_winner(p);
  const Tally t = s.tally();
  o << " | tally";
  for (int p = 0; p < s.num_players(); ++p) o << ' ' << t.placement[p] << '/' << t.characters[p] << '/' << t.objectives[p];
  for (int c = 0; c < kCharacters; ++c) o << ' ' << t.character_points[c];
  o << " | moves";
  if (s.current_player() == kChancePlayer) {
    for (const auto& oc : outcomes(s)) o << ' ' << oc.action.code() << ':' << oc.probability;
  } else {
    for (Action a : legal(s)) o << ' ' << a.code();
  }
  return o.str();
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Setup.

TEST_CASE("minipark game: setup reveals the start tile and two face-up tiles, then an offer per player") {
  const TileSet tiles =
      make_set({{"road", 3}, {"bench", 2}, {"tree", 1}, {"Fountain", 1}, {"Pavilion", 2}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Fountain = 3, Pavilion = 4;

  SUBCASE("without the expansion") {
    State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
    CHECK(s.phase() == Phase::Setup);
    CHECK(s.current_player() == kChancePlayer);
    CHECK(s.unseen() == 6);
    // Every draw is a chance event over the unseen tiles: count / unseen.
    CHECK(outcomes(s).size() == 3u);
    CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(3.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 6));
    CHECK(probability(s, Action::reveal_tile(Fountain)) == 0);  // expansion tiles are not in the stack
    reveal(s, Road);
    CHECK(s.park().size() == 1);
    CHECK(s.park().placed(0).cell == at(0, 0));
    CHECK(s.park().placed(0).tile == Road);
    CHECK(s.unseen() == 5);
    CHECK(s.unseen(Road) == 2);
    CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(2.0 / 5));
    CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 5));
    reveal(s, Bench);
    CHECK(s.face_up(0) == Bench);
    CHECK(s.current_player() == kChancePlayer);
    reveal(s, Tree);
    CHECK(s.face_up(1) == Tree);
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 0);
    CHECK(s.unseen() == 3);
    CHECK(s.unseen(Tree) == 0);
    CHECK(s.offers() == 0);
    CHECK(s.park().size() == 1);
    CHECK(s.score(0) == 0);
  }

  SUBCASE("with the expansion: one offered expansion tile per player") {
    State s = State::initial(tiles, GameOptions{3, Rules::Basic, true});
    reveal(s, Road);
    reveal(s, Road);
    reveal(s, Bench);
    CHECK(s.phase() == Phase::Setup);
    CHECK(s.current_player() == kChancePlayer);
    CHECK(outcomes(s).size() == 2u);
    CHECK(probability(s, Action::reveal_tile(Fountain)) == doctest::Approx(1.0 / 3));
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(2.0 / 3));
    CHECK(probability(s, Action::reveal_tile(Road)) == 0);
    reveal(s, Pavilion);
    CHECK(probability(s, Action::reveal_tile(Fountain)) == doctest::Approx(1.0 / 2));
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(1.0 / 2));
    reveal(s, Fountain);
    CHECK(probability(s, Action::reveal_tile(Pavilion)) == doctest::Approx(1.0));
    reveal(s, Pavilion);
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 0);
    CHECK(s.offers() == 3);
    CHECK(s.offer(0) == Pavilion);
    CHECK(s.offer(1) == Fountain);
    CHECK(s.offer(2) == Pavilion);
    CHECK(s.unseen() == 3);  // the offers come from the expansion tiles, not the stack
    CHECK(s.park().size() == 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Placing tiles (M3) and the end.

TEST_CASE("minipark game: placement rules, 1 point per neighbour (M3), refills, and the end with the stack empty") {
  const TileSet tiles = make_set({{"road", 4}, {"tree", 2}});
  constexpr int Road = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Road, Road, Tree);  // stack: 2 roads, 1 tree
  REQUIRE(s.current_player() == 0);

  // A tile must touch the park and match every road edge it faces.
  CHECK(is_legal(s, place(FaceUp0, 0, 0, 1)));       // road below the start's road
  CHECK_FALSE(is_legal(s, place(FaceUp0, 1, 0, 1)));  // an east-west road would cut it
  CHECK_FALSE(is_legal(s, place(FaceUp1, 0, 0, 1)));  // a tree would interrupt the road
  CHECK(is_legal(s, place(FaceUp1, 0, 1, 0)));        // a tree beside the road
  CHECK_FALSE(is_legal(s, place(FaceUp0, 0, 1, 1)));  // diagonal: touches nothing
  CHECK_FALSE(is_legal(s, place(FaceUp0, 0, 0, 0)));  // taken
  CHECK(is_legal(s, Action::draw()));

  // P1 takes face-up 0: 1 neighbour, 1 point; the face-up place is refilled by chance.
  act(s, place(FaceUp0, 0, 0, 1));
  CHECK(s.score(0) == 1);
  CHECK(s.phase() == Phase::Refill);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.face_up(0) == kNoTile);
  CHECK(probability(s, Action::reveal_tile(Road)) == doctest::Approx(2.0 / 3));
  CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 3));
  reveal(s, Road);
  CHECK(s.face_up(0) == Road);
  CHECK(s.unseen() == 2);
  CHECK(s.current_player() == 1);
  CHECK(s.turns() == 1);

  act(s, place(FaceUp1, 0, 1, 0));  // tree east of the start: 1 point
  CHECK(s.score(1) == 1);
  reveal(s, Tree);
  CHECK(s.face_up(1) == Tree);

  act(s, place(FaceUp1, 0, 1, 1));  // tree touching (1,0) and (0,1): 2 points
  CHECK(s.score(0) == 1 + 2);
  reveal(s, Road);  // the last tile of the stack
  CHECK(s.unseen() == 0);
  CHECK(s.face_up(1) == Road);

  act(s, place(FaceUp0, 0, 0, -1));  // 1 point; nothing left to refill
  CHECK(s.score(1) == 1 + 1);
  CHECK(s.face_up(0) == kNoTile);
  CHECK(s.phase() == Phase::Turn);
  CHECK_FALSE(s.is_terminal());  // the stack is empty but face-up 1 still fits
  CHECK(s.current_player() == 0);
  CHECK_FALSE(is_legal(s, Action::draw()));

  act(s, place(FaceUp1, 0, 0, 2));  // 1 point; the last tile
  REQUIRE(s.is_terminal());
  CHECK(s.current_player() == kTerminalPlayer);
  CHECK(s.park().size() == 6);
  CHECK(s.turns() == 5);
  CHECK(s.score(0) == 4);
  CHECK(s.score(1) == 2);
  CHECK(s.final_tally().placement[0] == 4);
  CHECK(s.final_tally().placement[1] == 2);
  CHECK(s.is_winner(0));
  CHECK_FALSE(s.is_winner(1));
  CHECK(legal(s).empty());
}

TEST_CASE("minipark game: draw, then place the drawn tile, a drawn tile that fits nowhere is set aside (M3)") {
  // Crosses demand a road on every side: a tree never fits.
  const TileSet tiles = make_set({{"cross", 3}, {"tree", 3}});
  constexpr int Cross = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Cross, Tree, Tree);  // stack: 2 crosses, 1 tree
  REQUIRE(s.current_player() == 0);
  // The face-up trees fit nowhere: P1 may only draw or place the cyclist on the cross.
  const auto moves = legal(s);
  CHECK(moves.size() == 2u);
  CHECK(is_legal(s, Action::draw()));
  CHECK(is_legal(s, Action::character(Cyclist, 0)));

  act(s, Action::draw());
  CHECK(s.phase() == Phase::Draw);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(probability(s, Action::reveal_tile(Cross)) == doctest::Approx(2.0 / 3));
  CHECK(probability(s, Action::reveal_tile(Tree)) == doctest::Approx(1.0 / 3));
  reveal(s, Tree);  // fits nowhere: set aside, another drawn
  CHECK(s.set_aside() == 1);
  CHECK(s.phase() == Phase::Draw);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.unseen() == 2);
  CHECK(probability(s, Action::reveal_tile(Cross)) == doctest::Approx(1.0));
  reveal(s, Cross);
  CHECK(s.phase() == Phase::PlaceDrawn);
  CHECK(s.current_player() == 0);
  CHECK(s.drawn() == Cross);
  const auto drawn_moves = legal(s);
  CHECK(drawn_moves.size() == 16u);  // 4 openings x 4 distinct turns
  for (Action a : drawn_moves) {
    CHECK(a.kind() == ActionKind::Place);
    CHECK(a.source() == Drawn);
  }
  act(s, place(Drawn, 0, 1, 0));
  CHECK(s.score(0) == 1);
  CHECK(s.drawn() == kNoTile);
  CHECK(s.face_up(0) == Tree);  // drawing leaves the face-up tiles alone
  CHECK(s.face_up(1) == Tree);
  CHECK(s.current_player() == 1);

  act(s, Action::draw());
  reveal(s, Cross);
  act(s, place(Drawn, 0, 0, 1));
  // The stack is empty and neither face-up tree fits: the game is over. 1 point each: both win.
  REQUIRE(s.is_terminal());
  CHECK(s.set_aside() == 1);
  CHECK(s.score(0) == 1);
  CHECK(s.score(1) == 1);
  CHECK(s.is_winner(0));
  CHECK(s.is_winner(1));
}

TEST_CASE("minipark game: setting aside the last tile of the stack ends the game when no face-up tile fits") {
  const TileSet tiles = make_set({{"cross", 1}, {"tree", 3}});
  constexpr int Cross = 0, Tree = 1;
  State s = State::initial(tiles, GameOptions{3, Rules::Basic, false});
  setup(s, Cross, Tree, Tree);
  CHECK_FALSE(s.is_terminal());
  act(s, Action::draw());
  reveal(s, Tree);
  CHECK(s.set_aside() == 1);
  REQUIRE(s.is_terminal());
  for (int p = 0; p < 3; ++p) {
    CHECK(s.score(p) == 0);
    CHECK(s.is_winner(p));  // ties share the win
  }
}

TEST_CASE("minipark game: when the last tile of the stack is set aside, the drawing player places a face-up tile") {
  // The rules are silent on a set-aside tile with nothing left to draw: the player has placed
  // nothing yet, so the turn stays with them, without the draw.
  const TileSet tiles = make_set({{"cross", 1}, {"road", 1}, {"tree", 2}});
  constexpr int Cross = 0, Road = 1, Tree = 2;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Cross, Road, Tree);  // stack: 1 tree
  act(s, Action::draw());
  reveal(s, Tree);
  CHECK(s.set_aside() == 1);
  CHECK(s.unseen() == 0);
  REQUIRE_FALSE(s.is_terminal());  // the face-up road still fits
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 0);
  CHECK(s.turns() == 0);
  CHECK_FALSE(is_legal(s, Action::draw()));
  act(s, place(FaceUp0, 0, 0, 1));
  CHECK(s.score(0) == 1);
  CHECK(s.current_player() == 1);
  CHECK(s.turns() == 1);
}

TEST_CASE("minipark game: the game is over at once when the stack is empty and no face-up tile fits") {
  const TileSet tiles = make_set({{"cross", 1}, {"tree", 2}});
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, 0, 1, 1);
  REQUIRE(s.is_terminal());
  CHECK(s.turns() == 0);
  CHECK(s.is_winner(0));
  CHECK(s.is_winner(1));
}

// ---------------------------------------------------------------------------------------------
// Characters (M6).

TEST_CASE("minipark game: characters stand on their own kind of tile, the cyclist on any road, one per tile") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2, Road = 3;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Bench, Tree, Lake);
  act(s, place(FaceUp0, 0, 1, 0));  // tree, slot 1
  reveal(s, Road);
  act(s, place(FaceUp1, 0, -1, 0));  // lake, slot 2
  reveal(s, Bench);
  REQUIRE(s.current_player() == 0);
  using Moves = std::vector<std::pair<int, int>>;
  CHECK(character_moves(s) == Moves{{WorkingMan, 0}, {Bird, 1}, {Fish, 2}, {Cyclist, 0}});

  act(s, Action::character(Cyclist, 0));
  CHECK(s.markers()[Cyclist] == 0);
  CHECK(s.owner(Cyclist) == 0);
  CHECK(s.characters_taken(0) == 1);
  CHECK(s.taken_round(Cyclist) == 2);  // after two turns of two players
  CHECK(s.objective(Cyclist) == kUnknown);  // basic rules: no objective cards
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 1);
  // The bench holds the cyclist: no working man there. The cyclist is taken.
  CHECK(character_moves(s) == Moves{{Bird, 1}, {Fish, 2}});

  act(s, Action::character(Fish, 2));
  CHECK(s.owner(Fish) == 1);
  act(s, place(FaceUp1, 0, 0, 1));  // P1: a bench below the start, slot 3
  reveal(s, Tree);
  // The working man's new bench and the bird's tree are free, but in basic rules each player
  // places one character (M6) and both have.
  CHECK(character_moves(s).empty());
  act(s, place(FaceUp0, 0, 0, -1));  // P2: a road, slot 4
  reveal(s, Road);
  REQUIRE(s.current_player() == 0);
  CHECK(character_moves(s).empty());
  CHECK(s.characters_taken(0) == 1);
  CHECK(s.characters_taken(1) == 1);
}

TEST_CASE("minipark game: with 4 or 5 players each player places one character (M6)") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2, Road = 3;
  for (int players : {4, 5}) {
    CAPTURE(players);
    State s = State::initial(tiles, GameOptions{players, Rules::Basic, false});
    setup(s, Bench, Tree, Lake);
    act(s, Action::character(Cyclist, 0));               // P1
    act(s, place(FaceUp0, 0, 1, 0));                     // P2: a tree
    reveal(s, Road);
    act(s, place(FaceUp1, 0, -1, 0));                    // P3: a lake
    reveal(s, Bench);
    using Moves = std::vector<std::pair<int, int>>;
    CHECK(character_moves(s) == Moves{{Bird, 1}, {Fish, 2}});  // P4 may
    for (int p = 3; p < players; ++p) {
      act(s, place(p == 3 ? FaceUp0 : FaceUp1, 0, 0, p == 3 ? -1 : 1));
      reveal(s, Road);
    }
    REQUIRE(s.current_player() == 0);
    CHECK(character_moves(s).empty());  // P1 has placed its one character
    CHECK_FALSE(legal(s).empty());
  }
}

TEST_CASE("minipark game: child on a playground, cat on a bush, an either-tile takes any of its kinds' characters "
          "(advanced rules: a second character each)") {
  const TileSet tiles =
      make_set({{"playground", 1}, {"bush", 2}, {"road", 2}, {"Pavilion", 1}, {"Wooded Island", 1}});
  constexpr int Playground = 0, Bush = 1, Road = 2, Pavilion = 3, Island = 4;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  setup(s, Playground, Bush, Road, {Pavilion, Island});
  using Moves = std::vector<std::pair<int, int>>;
  CHECK(character_moves(s) == Moves{{Child, 0}, {Cyclist, 0}});
  act(s, place(FaceUp0, 0, 0, 1));  // P1: a bush below the playground, slot 1
  reveal(s, Bush);
  CHECK(character_moves(s) == Moves{{Child, 0}, {Cat, 1}, {Cyclist, 0}, {Cyclist, 1}});
  act(s, Action::character(Cyclist, 1));  // P2's first: the Pavilion above the playground, slot 2
  chance(s, Action::reveal_objective(Bird));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 0, -1));
  REQUIRE(s.park().tile_at(2).name == "Pavilion");
  // The Pavilion is a bench, a playground and a bush; the cyclist is taken.
  CHECK(character_moves(s) == Moves{{Child, 0}, {Child, 2}, {WorkingMan, 2}, {Cat, 2}});
  act(s, Action::character(Child, 0));  // P1's first: the Wooded Island east of the playground, slot 3
  chance(s, Action::reveal_objective(Fish));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 1, 0));
  REQUIRE(s.park().tile_at(3).name == "Wooded Island");
  // The Wooded Island is a tree and a lake; P2 may place a second character.
  CHECK(character_moves(s) == Moves{{WorkingMan, 2}, {Cat, 2}, {Bird, 3}, {Fish, 3}});
}

// ---------------------------------------------------------------------------------------------
// Advanced rules: objective cards (M5).

TEST_CASE("minipark game: advanced objectives are revealed by chance and score half their character (M5)") {
  const TileSet tiles = make_set({{"bench", 1}, {"road", 3}});
  constexpr int Bench = 0, Road = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, false});
  setup(s, Bench, Road, Road);  // stack: 1 road

  CHECK(s.objective(WorkingMan) == kUnknown);
  act(s, Action::character(WorkingMan, 0));  // P1
  CHECK(s.phase() == Phase::Reveal);
  CHECK(s.current_player() == kChancePlayer);
  const auto first = outcomes(s);
  CHECK(first.size() == 6u);
  for (const auto& o : first) {
    CHECK(o.action.kind() == ActionKind::RevealObjective);
    CHECK(o.probability == doctest::Approx(1.0 / 6));
  }
  chance(s, Action::reveal_objective(Cyclist));
  CHECK(s.objective(WorkingMan) == Cyclist);
  CHECK(s.current_player() == 1);

  act(s, place(FaceUp0, 0, 0, 1));  // P2: 1 point, slot 1
  reveal(s, Road);
  act(s, place(FaceUp0, 0, 0, -1));  // P1: 1 point, slot 2
  act(s, Action::character(Cyclist, 1));  // P2
  const auto second = outcomes(s);
  CHECK(second.size() == 5u);  // the cyclist's card is gone
  for (const auto& o : second) CHECK(o.probability == doctest::Approx(1.0 / 5));
  CHECK(probability(s, Action::reveal_objective(Cyclist)) == 0);
  chance(s, Action::reveal_objective(Fish));  // the fish will never be placed
  CHECK(s.objective(Cyclist) == Fish);

  // If the game ended now (road of 3 tiles, one bench on it):
  //   working man 3 x 1 + 3 (longest) = 6, his card (cyclist) 3 / 2 = 1; cyclist 3, her card (fish) 0.
  const Tally now = s.tally();
  CHECK(now.character_points[WorkingMan] == 6);
  CHECK(now.character_points[Cyclist] == 3);
  CHECK(now.total(0) == 1 + 6 + 1);
  CHECK(now.total(1) == 1 + 3 + 0);
  CHECK(s.score(0) == 1);  // before the end, score is the placement points so far

  act(s, place(FaceUp1, 0, 0, 2));  // P1: 1 point; the last tile
  REQUIRE(s.is_terminal());
  const Tally& t = s.final_tally();
  // One road of 4 tiles with one bench.
  CHECK(t.character_points[WorkingMan] == 3 * 1 + 3);
  CHECK(t.character_points[Cyclist] == 4);
  CHECK(t.placement[0] == 2);
  CHECK(t.placement[1] == 1);
  CHECK(t.characters[0] == 6);
  CHECK(t.characters[1] == 4);
  CHECK(t.objectives[0] == 2);  // half the cyclist's 4
  CHECK(t.objectives[1] == 0);  // the fish was never placed
  CHECK(s.score(0) == 10);
  CHECK(s.score(1) == 5);
  CHECK(s.is_winner(0));
  CHECK_FALSE(s.is_winner(1));
}

// ---------------------------------------------------------------------------------------------
// The expansion tiles.

TEST_CASE("minipark game: the first character brings an expansion tile, no placement points, the Fountain's 4, "
          "an either-tile scores as its owner's best") {
  const TileSet tiles = make_set({{"playground", 1}, {"bench", 1}, {"road", 2}, {"Pavilion", 1}, {"Fountain", 1}});
  constexpr int Playground = 0, Bench = 1, Road = 2, Pavilion = 3, Fountain = 4;
  for (bool p1_pavilion : {true, false}) {
    CAPTURE(p1_pavilion);
    State s = State::initial(tiles, GameOptions{2, Rules::Basic, true});
    setup(s, Playground, Bench, Road, {Pavilion, Fountain});
    REQUIRE(s.offer(0) == Pavilion);
    REQUIRE(s.offer(1) == Fountain);

    act(s, Action::character(Child, 0));  // P1's first character
    CHECK(s.phase() == Phase::Expansion);
    CHECK(s.current_player() == 0);
    for (Action a : legal(s)) {
      CHECK(a.kind() == ActionKind::Place);
      CHECK(a.source() >= Offer);
    }
    CHECK(is_legal(s, place(Offer + 0, 0, 0, 1)));
    CHECK(is_legal(s, place(Offer + 1, 0, 0, 1)));
    // Below the playground: 1 neighbour, but an expansion tile scores no placement points.
    act(s, place(Offer + (p1_pavilion ? 0 : 1), 0, 0, 1));
    CHECK(s.score(0) == (p1_pavilion ? 0 : 4));  // the Fountain scores 4 at once
    CHECK(s.offers() == 1);
    CHECK(s.offer(0) == (p1_pavilion ? Fountain : Pavilion));
    CHECK(s.phase() == Phase::Turn);
    CHECK(s.current_player() == 1);

    act(s, place(FaceUp0, 0, 0, -1));  // P2: the bench above, 1 point
    reveal(s, Road);
    act(s, place(FaceUp0, 0, 0, -2));  // P1: a road, 1 point
    act(s, Action::character(WorkingMan, slot(s, 0, -1)));  // P2's first character
    REQUIRE(s.phase() == Phase::Expansion);
    CHECK(s.current_player() == 1);
    act(s, place(Offer + 0, 0, 0, 2));
    CHECK(s.score(1) == 1 + (p1_pavilion ? 4 : 0));
    act(s, place(FaceUp1, 0, 0, -3));  // P1: the last road, 1 point
    REQUIRE(s.is_terminal());

    // One road: (0,-3) road, (0,-2) road, (0,-1) bench, (0,0) playground, (0,1), (0,2).
    const Tally& t = s.final_tally();
    if (p1_pavilion) {
      // P1 placed the Pavilion: as a playground the child scores 2 x 2.
      CHECK(t.placement[0] == 2);
      CHECK(t.placement[1] == 1 + 4);
      CHECK(t.character_points[Child] == 4);
      CHECK(t.character_points[WorkingMan] == 2);
      CHECK(s.score(0) == 6);
      CHECK(s.score(1) == 7);
      CHECK_FALSE(s.is_winner(0));
      CHECK(s.is_winner(1));
    } else {
      // P2 placed the Pavilion: as a bench the working man scores 2 x 2.
      CHECK(t.placement[0] == 4 + 2);
      CHECK(t.placement[1] == 1);
      CHECK(t.character_points[Child] == 2);
      CHECK(t.character_points[WorkingMan] == 4);
      CHECK(s.score(0) == 8);
      CHECK(s.score(1) == 5);
      CHECK(s.is_winner(0));
      CHECK_FALSE(s.is_winner(1));
    }
  }
}

TEST_CASE("minipark game: a hammer tile stacks on a tile without a marker, only the first character brings a tile "
          "(advanced rules, where a second character is allowed)") {
  const TileSet tiles =
      make_set({{"road", 3}, {"bench", 2}, {"tree", 2}, {"Arched Bridge", 1}, {"Monument", 1}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Bridge = 3, Monument = 4;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  setup(s, Road, Bench, Tree, {Bridge, Monument});
  act(s, place(FaceUp0, 0, 0, 1));  // P1: a bench below the start, slot 1
  reveal(s, Road);
  act(s, place(FaceUp1, 0, 1, 1));  // P2: a tree beside the bench, slot 2
  reveal(s, Tree);
  act(s, Action::character(WorkingMan, 1));  // P1's first
  chance(s, Action::reveal_objective(Fish));
  REQUIRE(s.phase() == Phase::Expansion);
  // The bridge may replace the start tile (its road matches the bench's) or the tree, not the
  // bench under the working man; turned east-west it would cut the road to the bench.
  CHECK(is_legal(s, place(Offer + 0, 0, 0, 0)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 1, 0, 0)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 0, 0, 1)));
  CHECK_FALSE(is_legal(s, place(Offer + 0, 1, 0, 1)));
  CHECK(is_legal(s, place(Offer + 0, 0, 1, 1)));
  // The monument has no hammer: only empty cells.
  for (Action a : legal(s))
    if (a.source() == Offer + 1) CHECK(s.park().slot_at(a.cell()) == kNoSlot);

  act(s, place(Offer + 0, 0, 0, 0));
  CHECK(s.park().size() == 3);
  CHECK(s.park().tile_at(0).name == "Arched Bridge");
  CHECK(s.park().covered_base() == 1);
  CHECK(s.placer(0) == 0);
  CHECK(s.score(0) == 1);  // no points for the bridge
  CHECK(s.park().network(0, 0) == s.park().network(1, 0));
  CHECK(s.offers() == 1);
  CHECK(s.offer(0) == Monument);
  CHECK(s.current_player() == 1);

  act(s, place(FaceUp0, 0, 0, -1));  // P2: a road above the bridge, slot 3
  reveal(s, Bench);
  CHECK(std::popcount(s.park().network_tiles(s.park().network(0, 0))) == 3);
  act(s, Action::character(Bird, 2));  // P1's second character (M6): no expansion tile
  chance(s, Action::reveal_objective(Child));
  CHECK(s.phase() == Phase::Turn);
  CHECK(s.current_player() == 1);
  CHECK(s.offers() == 1);
  CHECK(s.characters_taken(0) == 2);

  act(s, Action::character(Cyclist, 3));  // P2's first: the monument
  chance(s, Action::reveal_objective(Cat));
  REQUIRE(s.phase() == Phase::Expansion);
  CHECK(s.current_player() == 1);
  act(s, place(Offer + 0, 1, 0, -2));  // turned to join the road below
  CHECK(s.score(1) == 2);
  CHECK(s.offers() == 0);
  CHECK(s.park().tile_at(slot(s, 0, -2)).name == "Monument");
}

// ---------------------------------------------------------------------------------------------
// Chance and determinism.

TEST_CASE("minipark game: chance outcomes sum to 1 and a tile's probability is count / unseen, in random games") {
  for (bool advanced : {false, true}) {
    const GameOptions options{3, advanced ? Rules::Advanced : Rules::Basic, true};
    for (std::uint64_t g = 0; g < 10; ++g) {
      State s = State::initial(default_tiles(), options);
      Rng rng(100 + g);
      int chance_nodes = 0;
      while (!s.is_terminal()) {
        if (s.current_player() == kChancePlayer) {
          ++chance_nodes;
          const auto list = outcomes(s);
          REQUIRE_FALSE(list.empty());
          double sum = 0;
          for (const auto& o : list) {
            CHECK(o.probability > 0);
            sum += o.probability;
          }
          CHECK(sum == doctest::Approx(1.0));
          const bool offer = s.phase() == Phase::Setup && s.face_up(1) != kNoTile;
          if (s.phase() == Phase::Reveal) {
            for (const auto& o : list) CHECK(o.probability == doctest::Approx(1.0 / list.size()));
          } else if (!offer) {
            for (const auto& o : list)
              CHECK(o.probability == doctest::Approx(double(s.unseen(o.action.tile())) / s.unseen()));
          }
          for (const auto& o : list) CHECK(s.chance_probability(o.action) == doctest::Approx(o.probability));
          const Action drawn = sample_chance(s, rng);
          CHECK(probability(s, drawn) > 0);
          s.apply(drawn);
        } else {
          const auto moves = legal(s);
          REQUIRE_FALSE(moves.empty());
          s.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        }
      }
      CHECK(chance_nodes >= 30);  // the setup, every tile drawn
    }
  }
}

TEST_CASE("minipark game: sampled reveals follow the listed probabilities") {
  const TileSet tiles = make_set({{"road", 5}, {"bench", 2}, {"tree", 1}, {"Fountain", 1}, {"Pavilion", 3}});
  constexpr int Road = 0, Bench = 1, Tree = 2, Pavilion = 4;
  // The frequencies of `samples` draws from `s` against its listed outcomes.
  const auto check_sampling = [](const State& s) {
    constexpr int samples = 40000;
    Rng rng(9);
    std::vector<std::pair<std::uint32_t, int>> counts;
    for (const auto& o : outcomes(s)) counts.emplace_back(o.action.code(), 0);
    for (int i = 0; i < samples; ++i) {
      const Action a = s.sample_chance(rng);
      const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == a.code(); });
      REQUIRE(it != counts.end());
      ++it->second;
    }
    for (const auto& o : outcomes(s)) {
      const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == o.action.code(); });
      CAPTURE(o.action.code());
      CHECK(std::abs(double(it->second) / samples - o.probability) < 0.01);
    }
  };
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, true});
  check_sampling(s);  // the start tile: 5/8, 2/8, 1/8
  reveal(s, Road);
  reveal(s, Road);
  reveal(s, Tree);
  check_sampling(s);  // an offer: Fountain 1/4, Pavilion 3/4
  reveal(s, Pavilion);
  reveal(s, Pavilion);
  act(s, Action::character(Cyclist, 0));
  check_sampling(s);  // an objective: 1/6 each
  chance(s, Action::reveal_objective(Cyclist));
  REQUIRE(s.phase() == Phase::Expansion);
  act(s, place(Offer + 0, 0, 0, 1));  // a Pavilion below the start
  act(s, Action::draw());
  check_sampling(s);  // a draw: roads 3/5, benches 2/5
  CHECK(probability(s, Action::reveal_tile(Bench)) == doctest::Approx(2.0 / 5));
}

TEST_CASE("minipark game: play_game is deterministic in its seed") {
  for (const GameOptions options : {GameOptions{2, Rules::Basic, false}, GameOptions{4, Rules::Advanced, true}}) {
    std::array<RandomAgent<State>, kMaxPlayers> random{};
    const State a = play_game(State::initial(default_tiles(), options), random, 11, 3);
    const State b = play_game(State::initial(default_tiles(), options), random, 11, 3);
    const State c = play_game(State::initial(default_tiles(), options), random, 12, 3);
    REQUIRE(a.is_terminal());
    CHECK(fingerprint(a) == fingerprint(b));
    CHECK(fingerprint(a) != fingerprint(c));
    std::array<GreedyAgent<State>, kMaxPlayers> greedy{};
    const State d = play_game(State::initial(default_tiles(), options), greedy, 5, 0);
    const State e = play_game(State::initial(default_tiles(), options), greedy, 5, 0);
    CHECK(fingerprint(d) == fingerprint(e));
    for (int p = 0; p < options.players; ++p) CHECK(d.score(p) == e.score(p));
  }
}

TEST_CASE("minipark game: the state holds no stack order, the same reveals give the same state whatever comes next") {
  const GameOptions options{3, Rules::Advanced, true};
  // Plays from `s` with chance and moves drawn from `rng`, recording each action and the
  // fingerprint before it.
  const auto play = [](State s, Rng rng, std::vector<Action>& actions, std::vector<std::string>& prints) {
    while (!s.is_terminal()) {
      prints.push_back(fingerprint(s));
      Action a;
      if (s.current_player() == kChancePlayer) {
        a = sample_chance(s, rng);
      } else {
        const auto moves = legal(s);
        a = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
      }
      actions.push_back(a);
      s.apply(a);
    }
    prints.push_back(fingerprint(s));
    return s;
  };
  std::vector<Action> actions_a;
  std::vector<std::string> prints_a;
  play(State::initial(default_tiles(), options), Rng(1), actions_a, prints_a);

  // A point in the middle of the game where a tile is about to be revealed from the stack.
  State s = State::initial(default_tiles(), options);
  std::size_t k = 0;
  for (; k < actions_a.size(); ++k) {
    if (k > 20 && s.current_player() == kChancePlayer && (s.phase() == Phase::Draw || s.phase() == Phase::Refill))
      break;
    s.apply(actions_a[k]);
  }
  REQUIRE(k < actions_a.size());
  CHECK(fingerprint(s) == prints_a[k]);
  // The next tile is not known: every unseen type is possible, with count / unseen.
  const auto next = outcomes(s);
  CHECK(next.size() >= 2u);
  for (const auto& o : next) CHECK(o.probability == doctest::Approx(double(s.unseen(o.action.tile())) / s.unseen()));

  // Another game with the same reveals and moves so far, then other draws: identical up to k.
  bool diverged = false;
  for (std::uint64_t seed = 2; seed < 40 && !diverged; ++seed) {
    std::vector<Action> actions_b;
    std::vector<std::string> prints_b;
    const State end = play(s, Rng(seed), actions_b, prints_b);
    if (actions_b.front() == actions_a[k]) continue;
    diverged = true;
    CHECK(prints_b.front() == prints_a[k]);
    CHECK(end.is_terminal());
  }
  CHECK(diverged);
  // Replaying the first k actions again gives the same state, step by step.
  State replay = State::initial(default_tiles(), options);
  for (std::size_t i = 0; i < k; ++i) {
    CHECK(fingerprint(replay) == prints_a[i]);
    replay.apply(actions_a[i]);
  }
  CHECK(fingerprint(replay) == fingerprint(s));
}

// ---------------------------------------------------------------------------------------------
// The command line.

namespace {

using parks::testing::check_bad_input;
using parks::testing::lines;
using parks::testing::Run;
using parks::testing::run_parks;

nlohmann::json minipark_json(const std::string& args) {
  INFO("parks " << args);
  const Run run = run_parks(args + " --json");
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());  // --quiet
  return nlohmann::json::parse(run.out);
}

// A temporary file with `text`, removed when the guard goes.
struct TempFile {
  std::filesystem::path path;
  TempFile(const std::string& name, const std::string& text)
      : path(std::filesystem::temp_directory_path() /
             ("minipark_test_" + std::to_string(::getpid()) + "_" + name)) {
    std::ofstream(path) << text;
  }
  ~TempFile() { std::filesystem::remove(path); }
};

// Base tiles and `expansion` expansion tiles (Fountains).
std::string tile_file(int expansion) {
  std::string text = R"({"tiles": [
  {"name": "road", "count": 10, "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"]},
  {"name": "tree", "count": 5, "kinds": ["tree"], "roads": [], "areas": ["nw ne en es se sw ws wn"]})";
  if (expansion > 0)
    text += R"(,
  {"name": "Fountain", "count": )" + std::to_string(expansion) +
            R"(, "expansion": true, "bonus": 4, "kinds": ["fountain"], "roads": ["NS"], "areas": ["ne en es se", "sw ws wn nw"]})";
  return text + "\n]}\n";
}

}  // namespace

TEST_CASE("minipark cli: simulate runs 2-5 players, basic and advanced, with the expansion, and prints JSON") {
  struct Config {
    std::string flags;
    int players;
    bool advanced, expansions;
  };
  for (const Config& c : {Config{"--players 2", 2, false, false}, Config{"--players 5", 5, false, false},
                          Config{"--players 2 --rules advanced", 2, true, false},
                          Config{"--players 5 --rules advanced --expansions", 5, true, true},
                          Config{"--players 3 --expansions", 3, false, true}}) {
    const std::string args = "simulate minipark --games 50 --seed 3 --quiet " + c.flags;
    CAPTURE(args);
    const auto j = minipark_json(args);
    CHECK(j["game"] == "minipark");
    CHECK(j["players"] == c.players);
    CHECK(j["games"] == 50);
    CHECK(j["interrupted"] == false);
    const std::string title = j["title"];
    CHECK(title.find(c.advanced ? "advanced rules" : "basic rules") != std::string::npos);
    CHECK(title.find(c.expansions ? "with the expansion" : "without the expansion") != std::string::npos);
    REQUIRE(j["seats"].size() == static_cast<std::size_t>(c.players));
    long long wins = 0;
    for (int p = 0; p < c.players; ++p) {
      const auto& seat = j["seats"][p];
      CHECK(seat["seat"] == p + 1);
      wins += seat["wins"].get<long long>();
      CHECK(seat["score_mean"].get<double>() > 0);
      CHECK(seat["score_sd"].get<double>() > 0);
      CHECK(seat["score_mean_ci95"][0].get<double>() < seat["score_mean"].get<double>());
    }
    CHECK(wins >= 50);  // at least one winner a game; ties share
    for (const char* source : {"placement", "characters", "objectives"}) {
      CAPTURE(source);
      REQUIRE(j["points_by_source"].contains(source));
      CHECK(j["points_by_source"][source]["n"] == 50 * c.players);
    }
    const double objectives = j["points_by_source"]["objectives"]["mean"];
    if (c.advanced) CHECK(objectives > 0);
    else CHECK(objectives == 0);
    CHECK(j["points_by_source"]["placement"]["mean"].get<double>() > 0);
    REQUIRE(j["characters"].size() == 6u);
    long long taken = 0;
    for (int ch = 0; ch < kCharacters; ++ch) {
      CHECK(j["characters"][ch]["character"] == kCharacterNames[ch]);
      taken += j["characters"][ch]["points"]["n"].get<long long>();
    }
    // M6: one character a player, two with 2-3 players in advanced rules, and only 6 in all.
    const int quota = character_quota(c.players, c.advanced ? Rules::Advanced : Rules::Basic);
    CHECK(taken <= 50LL * std::min(6, c.players * quota));
    CHECK(taken > 0);
  }
}

TEST_CASE("minipark cli: simulate's text output, and the same seed gives the same bytes on 1 and 2 threads") {
  for (const std::string& args : {std::string("simulate minipark --games 50 --seed 4 --quiet"),
                                  std::string("simulate minipark --games 50 --seed 4 --quiet --json --players 4 "
                                              "--rules advanced --expansions --agent random")}) {
    CAPTURE(args);
    const Run one = run_parks(args + " --threads 1");
    const Run two = run_parks(args + " --threads 2");
    CHECK(one.status == 0);
    CHECK(two.status == 0);
    CHECK(one.err.empty());
    CHECK_FALSE(one.out.empty());
    CHECK(one.out == two.out);
  }
  const Run text = run_parks("simulate minipark --games 50 --seed 4 --quiet --threads 1");
  CHECK(text.out.find("Mini Park: 3 players, basic rules") != std::string::npos);
  CHECK(text.out.find("cyclist") != std::string::npos);
  const Run other = run_parks("simulate minipark --games 50 --seed 5 --quiet --threads 1");
  CHECK(other.status == 0);
  CHECK(other.out != text.out);
}

TEST_CASE("minipark cli: tournament runs random against greedy") {
  const Run plain = run_parks("tournament minipark --agents random,greedy --games 20 --quiet");
  CHECK(plain.status == 0);
  CHECK(plain.err.empty());
  CHECK(plain.out.find("random") != std::string::npos);
  CHECK(plain.out.find("greedy") != std::string::npos);
  const Run run = run_parks("tournament minipark --agents random,greedy --games 20 --quiet --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["deals"] == 20);
  REQUIRE(j["agents"].size() == 2u);
  CHECK(j["agents"][0]["agent"] == "random");
  CHECK(j["agents"][1]["agent"] == "greedy");
  CHECK(j["agents"][1]["score_mean"].get<double>() > j["agents"][0]["score_mean"].get<double>());
}

TEST_CASE("minipark cli: bad input exits 2 with one line on stderr") {
  const TempFile malformed("malformed.json", "{\"tiles\": [\n");
  const TempFile one_expansion("one.json", tile_file(1));
  const TempFile two_expansions("two.json", tile_file(2));
  const std::string base = "simulate minipark --games 5 --quiet ";
  const std::pair<std::string, std::string> bad[] = {
      {base + "--players 1", "--players"},
      {base + "--players 6", "--players"},
      {base + "--rules expert", "expert"},
      {base + "--tiles /no/such/minipark/tiles.json", "/no/such/minipark/tiles.json"},
      {base + "--tiles '" + malformed.path.string() + "'", "JSON"},
      {base + "--players 2 --expansions --tiles '" + one_expansion.path.string() + "'", "expansion"},
      {base + "--players 3 --expansions --tiles '" + two_expansions.path.string() + "'", "expansion"},
      {"tournament minipark --agents random,greedy --games 5 --quiet --players 6", "--players"},
      {"tournament minipark --agents random,greedy --games 5 --quiet --rules expert", "expert"},
  };
  for (const auto& [args, words] : bad) check_bad_input(args, words);
  // The same files are fine where they suffice.
  for (const std::string& args : {base + "--players 3 --tiles '" + one_expansion.path.string() + "'",
                                  base + "--players 2 --expansions --tiles '" + two_expansions.path.string() + "'"}) {
    CAPTURE(args);
    const Run run = run_parks(args);
    CHECK(run.status == 0);
    CHECK(run.err.empty());
  }
}

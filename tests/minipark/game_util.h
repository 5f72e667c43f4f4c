#pragma once
// Helpers shared by the Mini Park game tests: the tiles they play with by name, cells, and the
// state driven by hand: legal actions checked as they are played, chance events applied one at a
// time so each test controls the draws, and the state's fingerprint.
// In comments P1, P2, ... are seats 0, 1, ...; (x, y) cells with x east and y south of the start.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/evaluation.h"
#include "engine/minipark/state.h"

namespace parks::minipark::testing {

inline constexpr EdgeMask N = 1, E = 2, S = 4, W = 8;
inline constexpr HalfMask nw = 1, ne = 2, en = 4, es = 8, se = 16, sw = 32, ws = 64, wn = 128;
inline constexpr HalfMask kAll = 0xFF, kEast = ne | en | es | se, kWest = sw | ws | wn | nw;

// The tiles the tests play with, by name.
inline Tile catalogue(const std::string& name, int count) {
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
inline TileSet make_set(const std::vector<std::pair<std::string, int>>& list) {
  std::vector<Tile> tiles;
  for (const auto& [name, count] : list) tiles.push_back(catalogue(name, count));
  return TileSet(std::move(tiles));
}

inline Cell at(int x, int y) { return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }
inline Action place(int source, int turn, int x, int y) { return Action::place(source, turn, at(x, y)); }

inline std::vector<Action> legal(const State& s) {
  ActionList<State> list;
  s.legal_actions(list);
  return {list.begin(), list.end()};
}

inline bool is_legal(const State& s, Action a) {
  const auto all = legal(s);
  return std::find(all.begin(), all.end(), a) != all.end();
}

inline std::vector<ChanceOutcome<Action>> outcomes(const State& s) {
  ChanceList<State> list;
  s.chance_outcomes(list);
  return {list.begin(), list.end()};
}

inline double probability(const State& s, Action a) {
  for (const auto& o : outcomes(s))
    if (o.action == a) return o.probability;
  return 0;
}

inline double total_probability(const State& s) {
  double sum = 0;
  for (const auto& o : outcomes(s)) sum += o.probability;
  return sum;
}

// A player's move; it must be legal.
inline void act(State& s, Action a) {
  REQUIRE(s.current_player() >= 0);
  REQUIRE_MESSAGE(is_legal(s, a), "action code " << a.code() << " is not legal");
  s.apply(a);
}

// A chance event; it must be a possible outcome, and the outcomes must sum to 1.
inline void chance(State& s, Action a) {
  REQUIRE(s.current_player() == kChancePlayer);
  CHECK(total_probability(s) == doctest::Approx(1.0));
  REQUIRE_MESSAGE(probability(s, a) > 0, "chance outcome code " << a.code() << " is not possible");
  s.apply(a);
}

inline void reveal(State& s, int type) { chance(s, Action::reveal_tile(type)); }

// The setup: the start tile, the two face-up tiles, then an offer per player with the expansion.
inline void setup(State& s, int start, int up0, int up1, const std::vector<int>& offers = {}) {
  REQUIRE(s.phase() == Phase::Setup);
  reveal(s, start);
  reveal(s, up0);
  reveal(s, up1);
  for (int e : offers) reveal(s, e);
  REQUIRE(s.phase() != Phase::Setup);
}

// The character moves on offer: (character, slot) pairs, sorted.
inline std::vector<std::pair<int, int>> character_moves(const State& s) {
  std::vector<std::pair<int, int>> moves;
  for (Action a : legal(s))
    if (a.kind() == ActionKind::Character) moves.emplace_back(a.character(), a.slot());
  std::sort(moves.begin(), moves.end());
  return moves;
}

inline int slot(const State& s, int x, int y) {
  const int found = s.park().slot_at(at(x, y));
  REQUIRE(found != kNoSlot);
  return found;
}

// Everything observable of a state, as text.
inline std::string fingerprint(const State& s) {
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
  for (int p = 0; p < s.num_players(); ++p)
    o << ' ' << s.characters_taken(p) << '/' << s.score(p) << '/' << s.is_winner(p);
  const Tally t = s.tally();
  o << " | tally";
  for (int p = 0; p < s.num_players(); ++p)
    o << ' ' << t.placement[p] << '/' << t.characters[p] << '/' << t.objectives[p];
  for (int c = 0; c < kCharacters; ++c) o << ' ' << t.character_points[c];
  o << " | moves";
  if (s.current_player() == kChancePlayer) {
    for (const auto& oc : outcomes(s)) o << ' ' << oc.action.code() << ':' << oc.probability;
  } else {
    for (Action a : legal(s)) o << ' ' << a.code();
  }
  return o.str();
}

}  // namespace parks::minipark::testing

#pragma once
// Helpers shared by the Roll & Hike rules tests: chance events applied by hand (the trail
// shuffle, the dice), legal moves checked as they are played, pending tasks and their options,
// logbooks set up for a test, and the default components' faces by name.
// Expected values in the rules tests are worked out by hand from the default components
// (data/hike/components.json), whose values hike/components_test.cpp pins down:
//   hiking die 1: sun, water, forest, pencil, fish/bird, mountain+water
//   hiking die 2: sun, pencil, mountain, meadow, turtle/deer, binoculars
//   hiking die 3: water, pencil, meadow, arrowhead, bird/turtle, sun+pencil
//   hiking die 4: sun+water, forest/mountain, deer, fish, pencil, binoculars
//   Lead Hiker die: binoculars, sun+sun, pencil+pencil, water+water, arrowhead+pencil, bird/turtle
//   tokens 0-4: forest, mountain, meadow, arrowhead, binoculars (names a landmark); a site's
//   landmark is its token's (H4); the trail has 4 sites at 1-2 players, 5 at 3-4
//   canteen rows (drops/points): 2/1, 3/3, 3/5, 4/8; journal 3x3; sun track 15 circles
//   journal bonuses: forest binoculars, mountain pencil, meadow water
//   fish boxes: water, water, sun, water+water, pencil+water; bird: sun, binoculars, pencil, ...
//   binoculars rows: fish, bird, turtle, deer, pencil+pencil
//   night: forest pencil, binoculars, pencil; mountain sun, pencil, sun; meadow water, sun, water;
//          arrowhead pencil, water, binoculars
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <vector>

#include "engine/hike/state.h"

// Failing checks print actions and option lists.
namespace doctest {
template <>
struct StringMaker<parks::hike::Action> {
  static String convert(const parks::hike::Action& a) {
    static const char* const kinds[] = {"take_die",    "take_lead", "resolve", "night_section",
                                        "night_bonus", "end_night", "shuffle", "roll"};
    return String(kinds[static_cast<int>(a.kind)]) + "(" + toString(int(a.a)) + ", " + toString(int(a.b)) + ")";
  }
};
template <class T>
struct StringMaker<std::vector<T>> {
  static String convert(const std::vector<T>& list) {
    String out = "{";
    for (std::size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + StringMaker<T>::convert(list[i]);
    return out + "}";
  }
};
}  // namespace doctest

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

inline constexpr int kF = 0, kM = 1, kMe = 2, kA = 3;  // landmarks: forest, mountain, meadow, arrowhead
inline constexpr int kForestToken = 0, kMountainToken = 1, kMeadowToken = 2, kArrowheadToken = 3, kBinocularsToken = 4;

inline const Components& C() { return default_components(); }

// The index of a face on a die; fails the test when the die does not show it.
inline int face_on(const Die& die, Face f) {
  for (int i = 0; i < kDieFaces; ++i)
    if (die[i] == f) return i;
  FAIL("the die has no such face");
  return -1;
}
inline int hiking(int die, Face f) { return face_on(C().hiking_dice[die], f); }
inline int lead(Face f) { return face_on(C().lead_die, f); }

inline int roll_code(std::array<int, 4> faces, int lead_face) {
  return faces[0] + 6 * faces[1] + 36 * faces[2] + 216 * faces[3] + 1296 * lead_face;
}

inline std::vector<Action> legal(const State& s) {
  ActionList<State> list;
  s.legal_actions(list);
  return {list.begin(), list.end()};
}

inline bool is_legal(const State& s, Action a) {
  const auto all = legal(s);
  return std::find(all.begin(), all.end(), a) != all.end();
}

// A player's move; it must be legal.
inline void act(State& s, Action a) {
  REQUIRE(s.current_player() >= 0);
  REQUIRE_MESSAGE(is_legal(s, a),
                  "action kind " << int(a.kind) << " a " << int(a.a) << " b " << a.b << " is not legal");
  s.apply(a);
}

// A chance event.
inline void chance(State& s, Action a) {
  REQUIRE(s.current_player() == kChancePlayer);
  CHECK(s.chance_probability(a) > 0);
  s.apply(a);
}

// A game at its first day turn: the tokens on the first sites, the dice rolled.
inline State start(const Components& c, int players, Park park, const std::vector<int>& tokens,
                   std::array<int, 4> faces, int lead_face) {
  State s = State::initial(c, {players, park});
  chance(s, shuffle(shuffle_code(c, players, tokens)));
  chance(s, roll(roll_code(faces, lead_face)));
  REQUIRE(s.phase() == Phase::Day);
  return s;
}

// The index of the pending task of this kind (and icon or landmark `a`) on the top level.
inline int task(const State& s, TaskKind kind, int a) {
  const auto& p = s.pending();
  REQUIRE(!p.empty());
  const int top = p[p.size() - 1].level;
  int first = static_cast<int>(p.size());
  while (first > 0 && p[first - 1].level == top) --first;
  // The first of equal tasks: the one legal_actions lists.
  for (int i = first; i < static_cast<int>(p.size()); ++i)
    if (p[i].kind == kind && p[i].a == a) return i;
  FAIL("no such task on the top level");
  return -1;
}

// The options offered for a task, sorted.
inline std::vector<int> options(const State& s, int index) {
  std::vector<int> out;
  for (Action a : legal(s))
    if (a.kind == ActionKind::Resolve && a.a == index) out.push_back(a.b);
  std::sort(out.begin(), out.end());
  return out;
}
inline std::vector<int> options(const State& s, TaskKind kind, int a) { return options(s, task(s, kind, a)); }

inline void pick(State& s, TaskKind kind, int a, int option) { act(s, resolve(task(s, kind, a), option)); }

// The night actions offered, in the engine's order.
inline std::vector<Action> night(const State& s) {
  REQUIRE(s.phase() == Phase::Night);
  REQUIRE(s.pending().empty());
  return legal(s);
}

// Sets a player's journal: the landmark and lines of spreads 0, 1, ...
inline void set_journal(Logbook& b, const std::vector<int>& landmarks, const std::vector<int>& lines) {
  REQUIRE(landmarks.size() == lines.size());
  b.sketched = static_cast<std::uint8_t>(landmarks.size());
  b.landmark.fill(0);
  b.lines.fill(0);
  for (std::size_t s = 0; s < landmarks.size(); ++s) {
    b.landmark[s] = static_cast<std::uint8_t>(landmarks[s]);
    b.lines[s] = static_cast<std::uint8_t>(lines[s]);
  }
}
inline void set_suns(Logbook& b, int suns) {
  b.suns_gained = static_cast<std::uint8_t>(suns);
  b.suns_spent = 0;
}

inline int lines(const State& s, int player, int spread) { return s.logbook(player).lines[spread]; }
inline int wildlife(const State& s, int player, int row) { return s.logbook(player).wildlife[row]; }
inline int binoculars(const State& s, int player, int row) { return s.logbook(player).binoculars[row]; }

inline Components blank() { return blank_components(); }

// Plays until `done`: chance draws shuffle 0 and roll 0, players take their first legal action.
inline void play_until(State& s, const std::function<bool(const State&)>& done) {
  for (int step = 0; step < 2000 && !done(s); ++step) {
    REQUIRE(!s.is_terminal());
    if (s.current_player() == kChancePlayer) s.apply(s.phase() == Phase::Shuffle ? shuffle(0) : roll(0));
    else act(s, legal(s)[0]);
  }
  REQUIRE(done(s));
}

// The first night of a game on blank components. Every player's arrowhead spread is complete
// (no free lines on the way) and has no Sun but P0; P0 has the forest and meadow night circles
// (a pencil and a water) so the night stops at P0's first choice.
inline State first_night(const Components& blank_components, int players, Park park, int p0_suns) {
  State s = State::initial(blank_components, {players, park});
  for (int p = 0; p < players; ++p) {
    Logbook& b = s.logbook_for_test(p);
    set_suns(b, p == 0 ? p0_suns : 0);
    b.lines[0] = 3;
  }
  s.logbook_for_test(0).night = {1, 0, 1, 0};
  play_until(s, [](const State& t) { return t.phase() == Phase::Night; });
  REQUIRE(s.current_player() == 0);
  return s;
}

}  // namespace parks::hike::testing

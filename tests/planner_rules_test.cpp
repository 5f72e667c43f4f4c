// Polyhedral Park Planner: the rounds and the move generator (RULINGS.md P1-P9).
//
// The move generator is checked against a brute force written straight from the rules: every
// subset of the unused dice x every development x every empty square, the unlock ranges (P5),
// the printed numbers (P2), the modifications (P3, P4), and a naive recursive search that the
// round can still end with every unlocked type placed (on distinct empty squares). On top of
// the rules the engine makes deliberate choices that the brute force copies:
//   - modifications (raise, lower, the solo reroll) only before the first die is used;
//   - a die is not adjusted back the other way in the same round (a reroll of it resets this);
//   - of dice with equal values only canonical groups are offered: for each value, the group
//     holds the lowest-numbered unused dice of that value;
//   - an unlock or placement only when the round can still end (every unlocked type placed);
//   - End only when every type unlocked this round was placed;
//   - a type already unlocked this round is not unlocked again (that would only throw dice
//     away, which ending the round does as well; the rules' effect is the same).
// The rest: the book's round example, P3/P4 modifications, P5 use of dice, the round flow and
// the multiplayer tie-breaks, and random playouts (solo and 2-4 players).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/planner/cards.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"

using namespace parks;
using namespace parks::planner;

namespace {

constexpr int D4 = 0, D6 = 1, D8 = 2, D10 = 3, D12 = 4, D20 = 5;
constexpr std::array<int, 6> kDieFaces = {4, 6, 8, 10, 12, 20};  // P3, written out again
constexpr unsigned kAllDice = 63;

constexpr unsigned dice_of(std::initializer_list<int> dice) {
  unsigned m = 0;
  for (int d : dice) m |= 1u << d;
  return m;
}

Action roll_of(std::array<int, 6> values) {
  DiceValues v{};
  for (int k = 0; k < 6; ++k) v[k] = static_cast<std::uint8_t>(values[k]);
  return Action::roll(v);
}

DiceValues values_of(std::array<int, 6> values) {
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

template <class S>
bool any_modification(const S& state) {
  return count_kind(state, Kind::Raise) + count_kind(state, Kind::Lower) + count_kind(state, Kind::Reroll) > 0;
}

// Applies a decision after checking it is offered.
template <class S>
void play(S& state, Action action) {
  REQUIRE_MESSAGE(offered(state, action), "action code " << action.code << " is not offered");
  state.apply(action);
}

std::string describe(Action a) {
  std::ostringstream out;
  if (a.is_roll()) {
    out << "roll";
    for (int k = 0; k < 6; ++k) out << ' ' << a.value(k);
    return out.str();
  }
  static const char* kinds[] = {"end", "raise", "lower", "reroll", "unlock", "place"};
  out << kinds[static_cast<int>(a.kind())] << " dice=" << a.dice();
  if (a.kind() == Kind::Unlock || a.kind() == Kind::Place) out << ' ' << kDevelopmentNames[static_cast<int>(a.development())];
  if (a.kind() == Kind::Place) out << " square=(" << row_of(a.square()) << ',' << column_of(a.square()) << ')';
  return out.str();
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

const Deal kDeal = make_deal({1, 2, 4});

SoloState solo(int sheet = 1) { return SoloState::initial(published_sheet(sheet), kDeal, 1); }
PartyState party(int players, const Deal& deal = kDeal, int sheet = 1) {
  return PartyState::initial(published_sheet(sheet), deal, players);
}

// Every seat ends the round without using a die.
template <class S>
void end_round(S& state) {
  while (state.current_player() >= 0) play(state, Action::end());
}

// ---------------------------------------------------------------------------------------------
// The brute force.

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

bool in_range(int development, int sum) {
  switch (development) {
    case 0: return sum >= 1 && sum <= 4;  // tree
    case 1: return sum >= 5 && sum <= 8;  // path
    case 2: return sum >= 9 && sum <= 12;  // water
    default: return sum >= 13;  // bench
  }
}

class BruteForce {
 public:
  template <class S>
  BruteForce(const S& state, const Tracker& tracker)
      : players_(state.num_players()), modifications_(tracker.modifications[state.seat()]), raised_(tracker.raised),
        lowered_(tracker.lowered), rerolled_(tracker.rerolled), used_(state.used()), unlocked_(state.unlocked()),
        placed_(state.placed()) {
    for (int k = 0; k < 6; ++k) dice_[k] = state.dice()[k];
    const Numbers numbers = state.sheet().numbers();
    const Park& park = state.park();
    for (int s = 0; s < kSquares; ++s) {
      number_[s] = numbers[row_of(s)][column_of(s)];
      bool developed = false;
      for (int d = 0; d < 4; ++d) developed = developed || (park.boards[d] & bit(s));
      empty_[s] = s != kBoothSquare && !developed;
      if (empty_[s]) ++free_[number_[s]];
    }
  }

  int pruned = 0;  // unlocks and placements the rules allow but after which the round cannot end

  std::set<std::uint32_t> actions() {
    std::set<std::uint32_t> out;
    if (used_ == 0 && modifications_ < 12) {
      for (int k = 0; k < 6; ++k) {
        if (dice_[k] < kDieFaces[k] && !(lowered_ >> k & 1)) out.insert(Action::raise(k).code);
        if (dice_[k] > 1 && !(raised_ >> k & 1)) out.insert(Action::lower(k).code);
      }
      if (players_ == 1 && !rerolled_)
        for (unsigned m = 1; m < 64; ++m) out.insert(Action::reroll(m).code);
    }
    if ((unlocked_ & ~placed_) == 0) out.insert(Action::end().code);
    for (unsigned g = 1; g < 64; ++g) {
      if (g & used_) continue;
      if (!canonical(g)) continue;
      int sum = 0;
      for (int k = 0; k < 6; ++k)
        if (g >> k & 1) sum += dice_[k];
      for (int d = 0; d < 4; ++d) {
        const unsigned type = 1u << d;
        if (!(unlocked_ & type)) {
          if (!in_range(d, sum)) continue;
          if (can_end(used_ | g, unlocked_ | type, placed_, {})) out.insert(Action::unlock(static_cast<Development>(d), g).code);
          else ++pruned;
          continue;
        }
        for (int s = 0; s < kSquares; ++s) {
          if (!empty_[s] || number_[s] != sum) continue;
          if (can_end(used_ | g, unlocked_, placed_ | type, {sum})) out.insert(Action::place(static_cast<Development>(d), g, s).code);
          else ++pruned;
        }
      }
    }
    return out;
  }

 private:
  // For each value, the group holds the lowest-numbered unused dice showing it.
  bool canonical(unsigned g) const {
    for (int v = 1; v <= 20; ++v) {
      int in_group = 0;
      for (int k = 0; k < 6; ++k) in_group += (g >> k & 1) && dice_[k] == v;
      int seen = 0;
      for (int k = 0; k < 6; ++k) {
        if ((used_ >> k & 1) || dice_[k] != v) continue;
        const bool should = seen++ < in_group;
        if (should != static_cast<bool>(g >> k & 1)) return false;
      }
    }
    return true;
  }

  // Can every unlocked type still be placed, each on its own empty square with its own dice?
  // `taken` lists the printed numbers of squares taken since the state (naive, memoized).
  bool can_end(unsigned used, unsigned unlocked, unsigned placed, std::vector<int> taken) {
    const int owed = std::popcount(unlocked & ~placed);
    return placeable(used, owed, taken);
  }
  bool placeable(unsigned used, int owed, std::vector<int> taken) {
    if (owed == 0) return true;
    std::sort(taken.begin(), taken.end());
    std::uint64_t key = used | static_cast<std::uint64_t>(owed) << 6;
    for (std::size_t i = 0; i < taken.size(); ++i) key |= static_cast<std::uint64_t>(taken[i]) << (9 + 5 * i);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool ok = false;
    for (unsigned g = 1; g < 64 && !ok; ++g) {
      if (g & used) continue;
      int sum = 0;
      for (int k = 0; k < 6; ++k)
        if (g >> k & 1) sum += dice_[k];
      if (sum > 20) continue;
      const int already = static_cast<int>(std::count(taken.begin(), taken.end(), sum));
      if (free_[sum] - already <= 0) continue;
      std::vector<int> more = taken;
      more.push_back(sum);
      ok = placeable(used | g, owed - 1, more);
    }
    memo_[key] = ok;
    return ok;
  }

  int players_, modifications_;
  unsigned raised_, lowered_;
  bool rerolled_;
  unsigned used_, unlocked_, placed_;
  std::array<int, 6> dice_{};
  std::array<int, kSquares> number_{};
  std::array<bool, kSquares> empty_{};
  std::array<int, 21> free_{};
  std::map<std::uint64_t, bool> memo_;
};

// How often the brute-force situations met the rules that are easy to miss.
struct Coverage {
  int situations = 0, pruned = 0, twins = 0, capped = 0, one_way = 0, rerolled = 0, party = 0;
  std::array<int, 5> unlocked{};
};

template <class S>
std::string situation(const S& state) {
  std::ostringstream out;
  out << "round " << state.round() << " seat " << state.seat() << " dice";
  for (int k = 0; k < 6; ++k) out << ' ' << int(state.dice()[k]);
  out << " used " << state.used() << " unlocked " << int(state.unlocked()) << " placed " << int(state.placed())
      << " modifications " << state.modifications(state.seat()) << " developed " << count(state.park().developed());
  return out.str();
}

// Compares the engine's list with the brute force; returns false (after reporting) on mismatch.
template <class S>
bool check_against_brute_force(const S& state, const Tracker& tracker, Coverage& coverage) {
  ActionList<S> list;
  state.legal_actions(list);
  CHECK(list.size() <= S::kMaxActions);
  std::set<std::uint32_t> engine;
  for (Action a : list) engine.insert(a.code);
  CHECK_MESSAGE(engine.size() == list.size(), "duplicate actions at " << situation(state));
  BruteForce brute(state, tracker);
  const std::set<std::uint32_t> expected = brute.actions();
  CHECK(expected.size() <= S::kMaxActions);
  ++coverage.situations;
  coverage.pruned += brute.pruned > 0;
  coverage.unlocked[std::popcount(state.unlocked())]++;
  coverage.party += state.num_players() > 1;
  if (state.used() == 0) {
    coverage.capped += tracker.modifications[state.seat()] >= 12;
    coverage.one_way += (tracker.raised | tracker.lowered) != 0;
    coverage.rerolled += tracker.rerolled;
  }
  bool twins = false;
  for (int i = 0; i < 6; ++i)
    for (int j = i + 1; j < 6; ++j)
      twins = twins || (!(state.used() >> i & 1) && !(state.used() >> j & 1) && state.dice()[i] == state.dice()[j]);
  coverage.twins += twins;
  if (engine == expected) return true;
  std::ostringstream diff;
  int shown = 0;
  for (std::uint32_t c : expected)
    if (!engine.count(c) && shown++ < 8) diff << "\n  missing: " << describe(Action{c});
  for (std::uint32_t c : engine)
    if (!expected.count(c) && shown++ < 16) diff << "\n  extra:   " << describe(Action{c});
  FAIL_CHECK("legal actions differ from the brute force at " << situation(state) << diff.str());
  return false;
}

// A random policy that favours placements and unlocks, so that parks fill up and rounds reach
// several unlocked types; it still makes modifications and ends rounds early at times.
using Weights = std::array<std::uint32_t, 4>;  // modifications, unlocks, placements, end
constexpr Weights kBuilder = {2, 6, 10, 1};
constexpr Weights kModifier = {40, 6, 10, 1};  // reaches the 12-modification cap early

Action pick(const std::vector<Action>& actions, Rng& rng, const Weights& weights = kBuilder) {
  std::array<std::vector<Action>, 4> groups;  // modifications, unlocks, placements, end
  for (Action a : actions) {
    switch (a.kind()) {
      case Kind::Unlock: groups[1].push_back(a); break;
      case Kind::Place: groups[2].push_back(a); break;
      case Kind::End: groups[3].push_back(a); break;
      default: groups[0].push_back(a); break;
    }
  }
  std::uint32_t total = 0;
  for (int i = 0; i < 4; ++i) total += groups[i].empty() ? 0 : weights[i];
  std::uint32_t r = rng.below(total);
  for (int i = 0; i < 4; ++i) {
    if (groups[i].empty()) continue;
    if (r < weights[i]) return groups[i][rng.below(static_cast<std::uint32_t>(groups[i].size()))];
    r -= weights[i];
  }
  return actions.front();
}

// A roll: the engine's uniform draw, or values capped low so that equal values are common.
template <class S>
Action random_roll(const S& state, Rng& rng) {
  const std::uint32_t mode = rng.below(3);
  if (mode == 0) return state.sample_chance(rng);
  std::array<int, 6> v{};
  for (int k = 0; k < 6; ++k) {
    const int cap = std::min(kDieFaces[k], mode == 1 ? 3 : 6);
    v[k] = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(cap)));
  }
  return roll_of(v);
}

// Plays a game with the policy above, checking every decision state against the brute force.
template <class S>
int brute_force_game(S state, Rng& rng, int& mismatches, Coverage& coverage, const Weights& weights) {
  Tracker tracker;
  int checked = 0;
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      const Action a = state.phase() == Phase::Roll ? random_roll(state, rng) : state.sample_chance(rng);
      tracker.apply(state, a);
      continue;
    }
    CHECK(tracker.modifications[state.seat()] == state.modifications(state.seat()));
    ++checked;
    if (!check_against_brute_force(state, tracker, coverage)) ++mismatches;
    if (mismatches > 5) return checked;  // enough to diagnose
    tracker.apply(state, pick(legal(state), rng, weights));
  }
  CHECK(tracker.rolls == kRounds);
  return checked;
}

// ---------------------------------------------------------------------------------------------
// The test's own scoring: regions by breadth-first search on the 9x9 grid (P6).

struct OwnScore {
  int cards = 0, isolated = 0, lowest = 1 << 30, penalty = 0, total = 0;
};

OwnScore own_score(const Park& park, const Deal& deal, int modifications) {
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

// ---------------------------------------------------------------------------------------------
// Planned multiplayer rounds for the tie-break positions.

// The current seat unlocks `type` and places it on `square`, then ends its round.
template <class S>
void develop_and_end(S& state, Development type, int square) {
  for (Action unlock : legal(state)) {
    if (unlock.kind() != Kind::Unlock || unlock.development() != type) continue;
    S next = state;
    next.apply(unlock);
    for (Action place : legal(next)) {
      if (place.kind() == Kind::Place && place.development() == type && place.square() == square) {
        next.apply(place);
        state = next;
        play(state, Action::end());
        return;
      }
    }
  }
  FAIL("cannot develop " << kDevelopmentNames[static_cast<int>(type)] << " at (" << row_of(square) << ','
                         << column_of(square) << ") with " << situation(state));
}

// One round aimed at `square`: the roll is 1, 6, 5, 9, 12 and the square's printed number,
// which unlocks any type without the d20. Seats in `developers` develop `type` there, seats in
// `raisers` raise the d8 (one modification) and end; the others end.
void planned_round(PartyState& state, int square, Development type, unsigned developers, unsigned raisers = 0) {
  REQUIRE(state.phase() == Phase::Roll);
  const int n = state.sheet().number(square);
  state.apply(roll_of({1, 6, 5, 9, 12, n}));
  for (int seat = 0; seat < state.num_players(); ++seat) {
    REQUIRE(state.current_player() == seat);
    if (developers >> seat & 1) {
      develop_and_end(state, type, square);
    } else {
      if (raisers >> seat & 1) play(state, Action::raise(D8));
      play(state, Action::end());
    }
  }
}

void finish_game(PartyState& state) {
  while (!state.is_terminal()) {
    state.apply(roll_of({1, 1, 1, 1, 1, 1}));
    end_round(state);
  }
}

constexpr int sq(int row, int column) { return square_of(row, column); }

}  // namespace

// =============================================================================================

TEST_CASE("planner move generator (P3-P5): equals an independent brute force over random rounds and parks") {
  Rng rng(20240607);
  int checked = 0, mismatches = 0, games = 0;
  Coverage coverage;
  for (int g = 0; g < 90 && mismatches <= 5; ++g, ++games) {
    const Sheet sheet = g % 4 == 3 ? generate_sheet(rng) : published_sheet(1 + static_cast<int>(rng.below(100)));
    const Deal deal = deal_cards(rng);
    const int players = g % 3 == 0 ? 1 : 1 + static_cast<int>(rng.below(4));
    const Weights& weights = g % 5 < 2 ? kModifier : kBuilder;
    if (players == 1 && g % 2 == 0) {
      checked += brute_force_game(SoloState::initial(sheet, deal, 1), rng, mismatches, coverage, weights);
    } else {
      checked += brute_force_game(PartyState::initial(sheet, deal, players), rng, mismatches, coverage, weights);
    }
  }
  // Mid-round situations with several types unlocked: random prefixes of rounds, biased to
  // unlocks, on parks built in the rounds before.
  constexpr int kPrefixes = 400;
  for (int g = 0; g < kPrefixes && mismatches <= 5; ++g) {
    const Sheet& sheet = published_sheet(1 + static_cast<int>(rng.below(100)));
    SoloState state = SoloState::initial(sheet, deal_cards(rng), 1);
    Tracker tracker;
    const int rounds = static_cast<int>(rng.below(10));
    // Build a random park in the first rounds (no checks needed there, it is checked above).
    while (state.round() < rounds) {
      if (state.current_player() == kChancePlayer) {
        tracker.apply(state, state.phase() == Phase::Roll ? random_roll(state, rng) : state.sample_chance(rng));
      } else {
        tracker.apply(state, pick(legal(state), rng));
      }
    }
    if (g % 3 == 0) {
      // A spread roll: single dice unlock tree (d4), path (d8) and water (d12); the others are low.
      const auto low = [&] { return 1 + static_cast<int>(rng.below(6)); };
      tracker.apply(state, roll_of({1 + static_cast<int>(rng.below(4)), low(), 5 + static_cast<int>(rng.below(4)), low(),
                                    9 + static_cast<int>(rng.below(4)), low()}));
    } else {
      tracker.apply(state, random_roll(state, rng));
    }
    const int steps = static_cast<int>(rng.below(7));
    for (int i = 0; i <= steps && state.current_player() == 0; ++i) {
      ++checked;
      if (!check_against_brute_force(state, tracker, coverage)) ++mismatches;
      const auto actions = legal(state);
      std::vector<Action> uses;
      for (Action a : actions)
        if (a.kind() == Kind::Unlock || a.kind() == Kind::Place) uses.push_back(a);
      std::vector<Action> unlocks;
      for (Action a : uses)  // a spread roll unlocks with single dice
        if (a.kind() == Kind::Unlock && (g % 3 != 0 || std::popcount(a.dice()) == 1)) unlocks.push_back(a);
      const Action a = uses.empty() || rng.below(8) == 0 ? pick(actions, rng)
                       : !unlocks.empty() && rng.below(4) != 0 ? unlocks[rng.below(static_cast<std::uint32_t>(unlocks.size()))]
                                                               : uses[rng.below(static_cast<std::uint32_t>(uses.size()))];
      tracker.apply(state, a);
      while (state.current_player() == kChancePlayer && state.phase() == Phase::Reroll)
        tracker.apply(state, state.sample_chance(rng));
    }
  }
  const auto& u = coverage.unlocked;
  CHECK(u[4] == 0);  // four unlocks and four placements would need eight dice
  MESSAGE("brute force: " << checked << " situations (" << coverage.party << " multiplayer) in " << games
                          << " games and " << kPrefixes << " round prefixes; by unlocked types 0-3: " << u[0] << " " << u[1] << " " << u[2]
                          << " " << u[3] << "; pruned by the end check: " << coverage.pruned
                          << "; equal unused dice: " << coverage.twins << "; at the 12-modification cap: " << coverage.capped
                          << "; after an adjustment: " << coverage.one_way << "; after a reroll: " << coverage.rerolled);
  CHECK(checked == coverage.situations);
  // The comparison reached the rules that are easy to get wrong.
  CHECK(coverage.pruned >= 50);
  CHECK(coverage.twins >= 500);
  CHECK(coverage.capped >= 50);
  CHECK(coverage.one_way >= 50);
  CHECK(coverage.rerolled >= 20);
  CHECK(coverage.party >= 1000);
  CHECK(u[2] >= 200);
  CHECK(u[3] >= 20);
  CHECK(checked >= 1000);
  CHECK(mismatches == 0);
}

TEST_CASE("planner move generator: canonical groups of equal dice, distinct squares, and the list bound") {
  SUBCASE("P5 twins: of equal values only the lowest-numbered unused dice are grouped") {
    SoloState s = solo();
    s.apply(roll_of({2, 2, 2, 7, 9, 13}));
    CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D4}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D6}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D8}))));
    CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D4, D6}))));
    CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D6, D8}))));
    CHECK(offered(s, Action::unlock(Development::Path, dice_of({D4, D6, D8}))));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    // Once d4 is used, d6 is the lowest unused 2.
    const int two = empty_square_printed(s, 2);
    CHECK(offered(s, Action::place(Development::Tree, dice_of({D6}), two)));
    CHECK_FALSE(offered(s, Action::place(Development::Tree, dice_of({D8}), two)));
    // Raising is not subject to the twin rule: each die is its own (different faces, P3).
    SoloState fresh = solo();
    fresh.apply(roll_of({2, 2, 2, 7, 9, 13}));
    CHECK(offered(fresh, Action::raise(D4)));
    CHECK(offered(fresh, Action::raise(D6)));
    CHECK(offered(fresh, Action::raise(D8)));
  }
  SUBCASE("P5: no unlock that leaves no dice to place it") {
    SoloState s = solo();
    s.apply(roll_of({1, 1, 1, 1, 1, 8}));
    CHECK_FALSE(offered(s, Action::unlock(Development::Bench, kAllDice)));  // 13, nothing left
    CHECK(offered(s, Action::unlock(Development::Water, dice_of({D4, D6, D8, D20}))));  // 11, a 1 left
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D10, D20}))));  // not canonical
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    // Water with 1+1+1+8 would leave one die for two types.
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D10, D20}))));
    CHECK(offered(s, Action::unlock(Development::Water, dice_of({D6, D8, D20}))));
  }
  SUBCASE("P5: owed types need distinct empty squares") {
    // Six of the seven squares printed 1 are developed in two rounds of ones.
    SoloState s = solo();
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    for (int die : {D6, D8, D10, D12, D20})
      play(s, Action::place(Development::Tree, 1u << die, empty_square_printed(s, 1)));
    play(s, Action::end());
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 1)));
    play(s, Action::end());
    const int last_one = empty_square_printed(s, 1);
    CHECK(count(s.park().empty() & s.sheet().by_number[1]) == 1);
    // Round 3: tree with the 3 and path with the 5; water with the 10 would leave 1, 1 and 15
    // for three types: two of them need squares printed 1, and only one is empty.
    SoloState fresh = solo();
    for (SoloState* t : {&s, &fresh}) {
      if (t == &fresh) {
        fresh.apply(roll_of({1, 1, 1, 1, 1, 1}));
        play(fresh, Action::end());
        fresh.apply(roll_of({1, 1, 1, 1, 1, 1}));
        play(fresh, Action::end());
      }
      t->apply(roll_of({1, 1, 3, 5, 10, 15}));
      play(*t, Action::unlock(Development::Tree, dice_of({D8})));
      play(*t, Action::unlock(Development::Path, dice_of({D10})));
    }
    CHECK_FALSE(offered(s, Action::unlock(Development::Water, dice_of({D12}))));
    CHECK(offered(fresh, Action::unlock(Development::Water, dice_of({D12}))));
    CHECK(offered(s, Action::place(Development::Tree, dice_of({D4}), last_one)));
  }
  SUBCASE("the list stays within kMaxActions on a fresh solo roll with many distinct sums") {
    SoloState s = solo();
    s.apply(roll_of({1, 2, 4, 8, 12, 20}));
    const auto actions = legal(s);
    CHECK(actions.size() <= SoloState::kMaxActions);
    std::set<std::uint32_t> codes;
    for (Action a : actions) codes.insert(a.code);
    CHECK(codes.size() == actions.size());
  }
}

TEST_CASE("planner P5 round example: Alice's round from the rulebook") {
  // 3 on the d4, 1 on the d6, 6 on the d8, 1 on the d10, 7 on the d12, 12 on the d20.
  SoloState s = solo();
  REQUIRE(s.current_player() == kChancePlayer);
  s.apply(roll_of({3, 1, 6, 1, 7, 12}));
  REQUIRE(s.current_player() == 0);
  CHECK(s.dice() == values_of({3, 1, 6, 1, 7, 12}));
  const int seven = empty_square_printed(s, 7);
  const int one = empty_square_printed(s, 1);
  const int three = empty_square_printed(s, 3);
  const int six = empty_square_printed(s, 6);

  // Nothing is unlocked: no placement, in particular no bench on the 7.
  CHECK(count_kind(s, Kind::Place) == 0);
  CHECK_FALSE(offered(s, Action::place(Development::Bench, dice_of({D12}), seven)));
  CHECK(offered(s, Action::end()));

  // 12 + 1 = 13 unlocks the bench (P5). Of the two 1s, the d6 is the canonical one.
  const unsigned bench_dice = dice_of({D20, D6});
  CHECK(offered(s, Action::unlock(Development::Bench, bench_dice)));
  CHECK_FALSE(offered(s, Action::unlock(Development::Bench, dice_of({D20, D10}))));
  CHECK_FALSE(offered(s, Action::unlock(Development::Water, bench_dice)));  // 13 is not water
  CHECK(offered(s, Action::unlock(Development::Water, dice_of({D20}))));    // 12 alone is
  play(s, Action::unlock(Development::Bench, bench_dice));
  CHECK(s.used() == bench_dice);
  CHECK(s.unlocked() == bit_of(Development::Bench));
  CHECK_FALSE(offered(s, Action::end()));  // the bench must be placed
  CHECK_FALSE(any_modification(s));        // dice are in use
  for (Action a : legal(s)) {
    CHECK_MESSAGE((a.dice() & bench_dice) == 0, "circled dice reused by " << describe(a));
    if (a.kind() == Kind::Place) CHECK(a.development() == Development::Bench);
  }

  // The 7 places the bench on a square printed 7.
  play(s, Action::place(Development::Bench, dice_of({D12}), seven));
  CHECK(s.park().benches() == bit(seven));
  CHECK(offered(s, Action::end()));
  // She could place more benches with the values left, e.g. the 6 on a square printed 6.
  CHECK(offered(s, Action::place(Development::Bench, dice_of({D8}), six)));

  // The 6 unlocks the path; then the 1 and the 3 place path segments.
  play(s, Action::unlock(Development::Path, dice_of({D8})));
  CHECK_FALSE(offered(s, Action::end()));
  CHECK_FALSE(offered(s, Action::place(Development::Path, dice_of({D12}), seven)));  // d12 was crossed off
  play(s, Action::place(Development::Path, dice_of({D10}), one));  // the remaining 1
  CHECK(offered(s, Action::end()));
  play(s, Action::place(Development::Path, dice_of({D4}), three));

  // All six dice are used: ending is all that is left.
  CHECK(s.used() == kAllDice);
  CHECK(s.unlocked() == (bit_of(Development::Bench) | bit_of(Development::Path)));
  CHECK(s.placed() == s.unlocked());
  const auto last = legal(s);
  REQUIRE(last.size() == 1);
  CHECK(last[0] == Action::end());
  play(s, Action::end());
  CHECK(s.round() == 1);
  CHECK(s.phase() == Phase::Roll);
  CHECK(s.current_player() == kChancePlayer);
  CHECK(s.park(0).benches() == bit(seven));
  CHECK(s.park(0).paths() == (bit(one) | bit(three)));
  CHECK(s.park(0).trees() == 0);
  CHECK(s.park(0).water() == 0);
  CHECK(s.modifications(0) == 0);
}

TEST_CASE("planner P3 adjustments stay within the die's faces and go one way a round") {
  SoloState s = solo();
  s.apply(roll_of({4, 1, 8, 9, 12, 20}));
  CHECK_FALSE(offered(s, Action::raise(D4)));  // d4 at 4
  CHECK(offered(s, Action::lower(D4)));
  CHECK_FALSE(offered(s, Action::lower(D6)));  // at 1
  CHECK(offered(s, Action::raise(D6)));
  CHECK_FALSE(offered(s, Action::raise(D8)));
  CHECK_FALSE(offered(s, Action::raise(D12)));
  CHECK_FALSE(offered(s, Action::raise(D20)));
  CHECK(offered(s, Action::raise(D10)));  // the d10 counts 1-10
  play(s, Action::raise(D10));
  CHECK(s.dice()[D10] == 10);
  CHECK_FALSE(offered(s, Action::raise(D10)));
  CHECK_FALSE(offered(s, Action::lower(D10)));  // not back the other way this round
  CHECK(s.modifications(0) == 1);
  CHECK(s.rolled()[D10] == 9);  // the roll as drawn is kept

  // Lower twice in a round is fine; raising it back is not offered.
  play(s, Action::lower(D20));
  play(s, Action::lower(D20));
  CHECK(s.dice()[D20] == 18);
  CHECK_FALSE(offered(s, Action::raise(D20)));
  CHECK(s.modifications(0) == 3);

  // A die at 1 cannot go lower, whatever the die.
  SoloState ones = solo();
  ones.apply(roll_of({1, 1, 1, 1, 1, 1}));
  for (int k = 0; k < 6; ++k) {
    CHECK_FALSE(offered(ones, Action::lower(k)));
    CHECK(offered(ones, Action::raise(k)));
  }
  // Maximum faces cannot go higher.
  SoloState tops = solo();
  tops.apply(roll_of({4, 6, 8, 10, 12, 20}));
  for (int k = 0; k < 6; ++k) {
    CHECK_FALSE(offered(tops, Action::raise(k)));
    CHECK(offered(tops, Action::lower(k)));
  }
}

TEST_CASE("planner P4 modifications cost a point each, at most 12 a game, only before a die is used") {
  SUBCASE("each modification costs one point at the end") {
    SoloState s = solo();
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    play(s, Action::raise(D4));
    play(s, Action::lower(D20));
    play(s, Action::end());
    while (!s.is_terminal()) {
      s.apply(roll_of({2, 3, 4, 5, 6, 7}));
      play(s, Action::end());
    }
    CHECK(s.modifications(0) == 2);
    const ScoreCard card = s.score_card(0);
    CHECK(card.modifications == 2);
    CHECK(card.penalty() == 2);
    CHECK(card.card_total() == 0);  // an empty park scores nothing on the cards
    CHECK(s.score(0) == doctest::Approx(-2));
    CHECK(score_card(s.park(0), s.deal(), 0).total() - s.score(0) == doctest::Approx(2));
  }
  SUBCASE("no modification once the first die is used") {
    SoloState s = solo();
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(any_modification(s));
    play(s, Action::unlock(Development::Tree, dice_of({D4})));
    CHECK_FALSE(any_modification(s));
    play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 3)));
    CHECK_FALSE(any_modification(s));
    play(s, Action::end());
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(any_modification(s));  // a new round
  }
  SUBCASE("at most 12 modifications a game, solo") {
    SoloState s = solo();
    int made = 0;
    for (int round = 0; round < kRounds; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      for (int die : {D20, D12}) {
        if (made < 12) {
          REQUIRE(count_kind(s, Kind::Raise) == 6);
          REQUIRE(count_kind(s, Kind::Reroll) == 63);
          play(s, Action::raise(die));
          ++made;
          CHECK(s.modifications(0) == made);
        }
      }
      if (made == 12) {
        CHECK_FALSE(any_modification(s));
        CHECK(count_kind(s, Kind::Raise) == 0);
        CHECK(count_kind(s, Kind::Lower) == 0);
        CHECK(count_kind(s, Kind::Reroll) == 0);
      }
      play(s, Action::end());
    }
    CHECK(s.is_terminal());
    CHECK(s.modifications(0) == 12);
    CHECK(s.score_card(0).penalty() == 12);
  }
  SUBCASE("the cap counts per seat") {
    PartyState s = party(2);
    for (int round = 0; round < 6; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      play(s, Action::raise(D20));
      play(s, Action::raise(D12));
      play(s, Action::end());
      CHECK(s.current_player() == 1);
      CHECK(any_modification(s));
      play(s, Action::end());
    }
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    CHECK(s.modifications(0) == 12);
    CHECK_FALSE(any_modification(s));
    play(s, Action::end());
    CHECK(s.modifications(1) == 0);
    CHECK(any_modification(s));
  }
  SUBCASE("the solo reroll: a modification, once a round, only the chosen dice") {
    SoloState s = solo();
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4.0 * 6 * 8 * 10 * 12 * 20)));
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(count_kind(s, Kind::Reroll) == 63);
    for (unsigned m = 1; m < 64; ++m) CHECK(offered(s, Action::reroll(m)));
    play(s, Action::raise(D20));
    CHECK(s.dice()[D20] == 8);
    CHECK_FALSE(offered(s, Action::lower(D20)));
    const unsigned chosen = dice_of({D4, D20});
    play(s, Action::reroll(chosen));
    CHECK(s.modifications(0) == 2);
    CHECK(s.rerolled());
    REQUIRE(s.current_player() == kChancePlayer);
    CHECK(s.phase() == Phase::Reroll);
    CHECK(legal(s).empty());
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4 * 20)));
    // Sampled rerolls change only the d4 and the d20.
    Rng rng(7);
    std::set<int> d4_values, d20_values;
    for (int i = 0; i < 400; ++i) {
      const Action r = s.sample_chance(rng);
      CHECK(r.is_roll());
      for (int k : {D6, D8, D10, D12}) CHECK(r.value(k) == s.dice()[k]);
      CHECK(r.value(D4) >= 1);
      CHECK(r.value(D4) <= 4);
      CHECK(r.value(D20) >= 1);
      CHECK(r.value(D20) <= 20);
      d4_values.insert(r.value(D4));
      d20_values.insert(r.value(D20));
    }
    CHECK(d4_values.size() == 4);
    CHECK(d20_values.size() >= 15);
    // Even an outcome that names other values for the other dice changes only the chosen ones.
    s.apply(roll_of({1, 6, 8, 10, 12, 15}));
    CHECK(s.phase() == Phase::Use);
    CHECK(s.current_player() == 0);
    CHECK(s.dice() == values_of({1, 3, 4, 5, 6, 15}));
    CHECK(s.rolled() == values_of({2, 3, 4, 5, 6, 7}));
    // Once a round; adjustments remain, and the reroll reset the d20's direction.
    CHECK(count_kind(s, Kind::Reroll) == 0);
    CHECK(offered(s, Action::lower(D20)));
    CHECK(offered(s, Action::raise(D20)));
    CHECK(offered(s, Action::raise(D4)));
    CHECK_FALSE(offered(s, Action::lower(D4)));  // at 1
    play(s, Action::end());
    s.apply(roll_of({2, 3, 4, 5, 6, 7}));
    CHECK(count_kind(s, Kind::Reroll) == 63);  // a new round
    // Rerolling all six: each die's faces.
    play(s, Action::reroll(kAllDice));
    CHECK(s.chance_probability(Action{}) == doctest::Approx(1.0 / (4.0 * 6 * 8 * 10 * 12 * 20)));
    CHECK(s.modifications(0) == 3);
  }
  SUBCASE("no reroll in a multiplayer game") {
    for (int players = 2; players <= 4; ++players) {
      PartyState s = party(players);
      s.apply(roll_of({2, 3, 4, 5, 6, 7}));
      for (int seat = 0; seat < players; ++seat) {
        REQUIRE(s.current_player() == seat);
        CHECK(count_kind(s, Kind::Reroll) == 0);
        CHECK(count_kind(s, Kind::Raise) == 6);
        play(s, Action::end());
      }
    }
  }
  SUBCASE("no reroll once 12 modifications are used") {
    SoloState s = solo();
    for (int round = 0; round < 6; ++round) {
      s.apply(roll_of({1, 1, 1, 1, 1, 1}));
      play(s, Action::raise(D20));
      if (round < 5) play(s, Action::reroll(dice_of({D4})));
      else play(s, Action::raise(D20));
      if (s.current_player() == kChancePlayer) s.apply(roll_of({2, 1, 1, 1, 1, 1}));
      play(s, Action::end());
    }
    CHECK(s.modifications(0) == 12);
    s.apply(roll_of({1, 1, 1, 1, 1, 1}));
    CHECK(count_kind(s, Kind::Reroll) == 0);
  }
}

TEST_CASE("planner P5 unlock ranges: tree 1-4, path 5-8, water 9-12, bench 13+") {
  SoloState s = solo();
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  const auto unlockable = [&](unsigned dice) {
    std::set<Development> types;
    for (Action a : legal(s))
      if (a.kind() == Kind::Unlock && a.dice() == dice) types.insert(a.development());
    return types;
  };
  using DS = std::set<Development>;
  CHECK(unlockable(dice_of({D4})) == DS{Development::Tree});    // 4
  CHECK(unlockable(dice_of({D6})) == DS{Development::Path});    // 5
  CHECK(unlockable(dice_of({D8})) == DS{Development::Path});    // 8
  CHECK(unlockable(dice_of({D10})) == DS{Development::Water});  // 9
  CHECK(unlockable(dice_of({D12})) == DS{Development::Water});  // 12
  CHECK(unlockable(dice_of({D20})) == DS{Development::Bench});  // 20
  CHECK(unlockable(dice_of({D4, D6})) == DS{Development::Water});   // 9
  CHECK(unlockable(dice_of({D4, D10})) == DS{Development::Bench});  // 13
  CHECK(unlockable(dice_of({D12, D20})) == DS{Development::Bench});  // 32: no upper bound
  for (Action a : legal(s)) {
    if (a.kind() != Kind::Unlock) continue;
    int sum = 0;
    for (int k = 0; k < 6; ++k)
      if (a.dice() >> k & 1) sum += s.dice()[k];
    CHECK_MESSAGE(in_range(static_cast<int>(a.development()), sum), describe(a));
  }
  SoloState low = solo();
  low.apply(roll_of({1, 1, 1, 1, 1, 1}));
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4}))));  // 1
  CHECK(offered(low, Action::unlock(Development::Tree, dice_of({D4, D6, D8, D10}))));  // 4
  CHECK(offered(low, Action::unlock(Development::Path, dice_of({D4, D6, D8, D10, D12}))));  // 5
  CHECK_FALSE(offered(low, Action::unlock(Development::Path, dice_of({D4, D6, D8, D10}))));
}

TEST_CASE("planner P5 placing: an unlocked type, the exact printed number, an empty square, never the booth") {
  SoloState s = solo();
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  // Nothing unlocked: nothing to place.
  CHECK(count_kind(s, Kind::Place) == 0);
  play(s, Action::unlock(Development::Tree, dice_of({D4})));
  // The 5 places a tree exactly on the empty squares printed 5.
  std::set<int> squares;
  for (Action a : legal(s)) {
    if (a.kind() != Kind::Place) continue;
    CHECK(a.development() == Development::Tree);  // only the unlocked type
    CHECK(a.square() != kBoothSquare);
    int sum = 0;
    for (int k = 0; k < 6; ++k)
      if (a.dice() >> k & 1) sum += s.dice()[k];
    CHECK_MESSAGE(s.sheet().number(a.square()) == sum, describe(a));
    if (a.dice() == dice_of({D6})) squares.insert(a.square());
  }
  std::set<int> fives;
  for (int q = 0; q < kSquares; ++q)
    if (q != kBoothSquare && s.sheet().number(q) == 5) fives.insert(q);
  CHECK(fives.size() == 6u);  // P2
  CHECK(squares == fives);
  const int five = *fives.begin();
  play(s, Action::place(Development::Tree, dice_of({D6}), five));
  CHECK(s.park().trees() == bit(five));
  // The square is developed: no second development there, this round or later.
  for (Action a : legal(s)) CHECK(a.square() != five);
  // Leftover dice are lost without penalty.
  CHECK(s.used() == dice_of({D4, D6}));
  play(s, Action::end());
  CHECK(s.modifications(0) == 0);
  s.apply(roll_of({4, 5, 8, 9, 12, 20}));
  play(s, Action::unlock(Development::Path, dice_of({D8})));
  int places_on_fives = 0;
  for (Action a : legal(s)) {
    if (a.kind() != Kind::Place) continue;
    CHECK(a.square() != five);
    if (a.dice() == dice_of({D6})) ++places_on_fives;
  }
  CHECK(places_on_fives == 5);
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) s.apply(roll_of({4, 5, 8, 9, 12, 20}));
    else if (s.unlocked() & ~s.placed()) play(s, Action::place(Development::Path, dice_of({D6}), empty_square_printed(s, 5)));
    else play(s, Action::end());
  }
  CHECK(s.score_card(0).modifications == 0);
  CHECK(s.score(0) == doctest::Approx(own_score(s.park(0), s.deal(), 0).total));
}

TEST_CASE("planner P5 an unlocked type must be placed before End is offered") {
  SoloState s = solo();
  s.apply(roll_of({2, 3, 6, 10, 11, 17}));
  CHECK(offered(s, Action::end()));  // nothing used: the round may end at once
  play(s, Action::unlock(Development::Tree, dice_of({D4})));
  CHECK_FALSE(offered(s, Action::end()));
  play(s, Action::unlock(Development::Water, dice_of({D10})));
  CHECK_FALSE(offered(s, Action::end()));
  // A tree placed; water still owed.
  play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 3)));
  CHECK_FALSE(offered(s, Action::end()));
  // Water placed with 6 + 11 = 17: a vicinity square.
  const int seventeen = empty_square_printed(s, 17);
  CHECK((kVicinity & bit(seventeen)) != 0);
  play(s, Action::place(Development::Water, dice_of({D8, D12}), seventeen));
  CHECK(offered(s, Action::end()));
  CHECK(s.used() != kAllDice);  // the d20 is left over
  play(s, Action::end());
  CHECK(s.modifications(0) == 0);
}

TEST_CASE("planner round flow: 10 rounds, then terminal, one shared roll played in seat order") {
  SUBCASE("solo: ten rolls then over") {
    SoloState s = solo();
    for (int round = 0; round < kRounds; ++round) {
      CHECK(s.round() == round);
      CHECK(s.current_player() == kChancePlayer);
      CHECK(s.phase() == Phase::Roll);
      CHECK_FALSE(s.is_terminal());
      s.apply(roll_of({1 + round % 4, 2, 3, 4, 5, 6}));
      CHECK(s.current_player() == 0);
      play(s, Action::end());
    }
    CHECK(s.is_terminal());
    CHECK(s.round() == kRounds);
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(legal(s).empty());
  }
  SUBCASE("3 players: same roll, seat order, own dice and modifications") {
    PartyState s = party(3);
    CHECK(s.num_players() == 3);
    for (int round = 0; round < kRounds; ++round) {
      REQUIRE(s.current_player() == kChancePlayer);
      const std::array<int, 6> r = {1 + round % 4, 1 + round % 6, 5, 9, 12, 13 + round % 5};
      s.apply(roll_of(r));
      // Seat 0 adjusts its copy of the roll.
      REQUIRE(s.current_player() == 0);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      if (round == 0) {
        play(s, Action::raise(D8));
        CHECK(s.dice()[D8] == 6);
        CHECK(s.rolled()[D8] == 5);
      }
      play(s, Action::end());
      // Seat 1 sees the roll as drawn, and develops a square.
      REQUIRE(s.current_player() == 1);
      CHECK(s.seat() == 1);
      CHECK(s.dice() == values_of(r));
      CHECK(s.rolled() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(any_modification(s));
      if (round == 0) {
        play(s, Action::unlock(Development::Path, dice_of({D8})));
        play(s, Action::place(Development::Path, dice_of({D10}), empty_square_printed(s, 9)));
      }
      play(s, Action::end());
      REQUIRE(s.current_player() == 2);
      CHECK(s.dice() == values_of(r));
      CHECK(s.used() == 0);
      CHECK(s.unlocked() == 0);
      CHECK(s.round() == round);
      play(s, Action::end());
      CHECK(s.round() == round + 1);
    }
    CHECK(s.is_terminal());
    CHECK(s.current_player() == kTerminalPlayer);
    CHECK(s.modifications(0) == 1);
    CHECK(s.modifications(1) == 0);
    CHECK(s.modifications(2) == 0);
    CHECK(s.park(0).developed() == 0);
    CHECK(count(s.park(1).paths()) == 1);
    CHECK(s.park(2).developed() == 0);
  }
}

TEST_CASE("planner multiplayer winners: highest total, then fewest penalty points, then highest lowest card, then shared") {
  // Cards: 3 Sea to Sea (largest lake), 4 Best Seats (1 per bench), 7 A Shady Place to Rest
  // (2 per bench with 2+ trees next to it). Everything is built in or next to the vicinity.
  const Deal deal = make_deal({3, 4, 7});
  const Development T = Development::Tree, W = Development::Water, B = Development::Bench;

  SUBCASE("fewest penalty points break a tie on totals; a lower total loses") {
    // Seat 0: benches (3,4), (3,3), water (4,3): 1 + 2 + 0 = 3, no penalty.
    // Seat 1: the same and water (5,3), one modification: 2 + 2 + 0 - 1 = 3, penalty 1.
    // Seat 2: bench (3,4), water (4,3): 1 + 1 + 0 = 2.
    PartyState s = party(3, deal);
    planned_round(s, sq(3, 4), B, 0b111);
    planned_round(s, sq(4, 3), W, 0b111);
    planned_round(s, sq(3, 3), B, 0b011);
    planned_round(s, sq(5, 3), W, 0b010, 0b000);
    planned_round(s, sq(5, 3), W, 0b000, 0b010);  // seat 1's modification
    finish_game(s);
    REQUIRE(s.score_card(0).total() == 3);
    REQUIRE(s.score_card(1).total() == 3);
    REQUIRE(s.score_card(2).total() == 2);
    REQUIRE(s.score_card(0).penalty() == 0);
    REQUIRE(s.score_card(1).penalty() == 1);
    CHECK(s.is_winner(0));
    CHECK_FALSE(s.is_winner(1));
    CHECK_FALSE(s.is_winner(2));
  }
  SUBCASE("the highest total wins even with more penalty points") {
    PartyState s = party(2, deal);
    planned_round(s, sq(3, 4), B, 0b11);
    planned_round(s, sq(4, 3), W, 0b11);
    planned_round(s, sq(3, 3), B, 0b01);
    planned_round(s, sq(5, 3), W, 0b01);
    planned_round(s, sq(5, 3), W, 0b00, 0b01);
    finish_game(s);
    REQUIRE(s.score_card(0).total() == 3);
    REQUIRE(s.score_card(0).penalty() == 1);
    REQUIRE(s.score_card(1).total() == 2);
    REQUIRE(s.score_card(1).penalty() == 0);
    CHECK(s.is_winner(0));
    CHECK_FALSE(s.is_winner(1));
  }
  SUBCASE("the highest lowest card breaks a tie on totals and penalties; a full tie is shared") {
    // Seat 0: benches (3,4), (3,3), water (4,3), (5,3): 2 + 2 + 0 = 4, lowest 0.
    // Seats 1 and 2: bench (3,4), water (4,3), trees (2,4), (3,5): 1 + 1 + 2 = 4, lowest 1.
    PartyState s = party(3, deal);
    planned_round(s, sq(3, 4), B, 0b111);
    planned_round(s, sq(4, 3), W, 0b111);
    planned_round(s, sq(3, 3), B, 0b001);
    planned_round(s, sq(5, 3), W, 0b001);
    planned_round(s, sq(2, 4), T, 0b110);
    planned_round(s, sq(3, 5), T, 0b110);
    finish_game(s);
    for (int p = 0; p < 3; ++p) {
      REQUIRE(s.score_card(p).total() == 4);
      REQUIRE(s.score_card(p).penalty() == 0);
    }
    REQUIRE(s.score_card(0).lowest_card() == 0);
    REQUIRE(s.score_card(1).lowest_card() == 1);
    REQUIRE(s.park(1) == s.park(2));
    CHECK_FALSE(s.is_winner(0));
    CHECK(s.is_winner(1));
    CHECK(s.is_winner(2));
  }
}

TEST_CASE("planner random playouts (P1-P6): solo and 2-4 players") {
  int games = 0, decisions = 0, rerolls = 0;
  for (int players = 1; players <= 4; ++players) {
    const int count_games = players == 1 ? 120 : 50;
    for (int g = 0; g < count_games; ++g, ++games) {
      const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(players) * 7919;
      const std::uint64_t game = static_cast<std::uint64_t>(g);
      Rng setup = Rng::stream(seed, game, Stream::Layout);
      const Sheet sheet = g % 3 == 2 ? generate_sheet(setup) : published_sheet(1 + static_cast<int>(setup.below(100)));
      const Deal deal = deal_cards(setup);
      PartyState start = PartyState::initial(sheet, deal, players);
      std::array<RandomAgent<PartyState>, kMaxPlayers> agents{};

      // Step as play_game does, with the same streams, checking every step.
      PartyState state = start;
      Rng chance = Rng::stream(seed, game, Stream::Chance), event;
      std::array<Rng, kMaxPlayers> seat_rngs;
      for (int p = 0; p < players; ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
      Tracker tracker;
      DiceValues last_roll{};
      while (!state.is_terminal()) {
        const int player = state.current_player();
        if (player == kChancePlayer) {
          const bool roll = state.phase() == Phase::Roll;
          const Action a = sample_chance(state, chance_stream(state, chance, event, seed, game));
          REQUIRE(a.is_roll());
          for (int k = 0; k < 6; ++k) {
            CHECK(a.value(k) >= 1);
            CHECK(a.value(k) <= kDieFaces[k]);
          }
          rerolls += !roll;
          tracker.apply(state, a);
          if (roll) {
            for (int k = 0; k < 6; ++k) last_roll[k] = static_cast<std::uint8_t>(a.value(k));
            CHECK(state.rolled() == last_roll);
          }
          continue;
        }
        CHECK(state.rolled() == last_roll);  // every seat plays the same roll
        if (state.used() == 0 && !tracker.rerolled && tracker.raised == 0 && tracker.lowered == 0)
          CHECK(state.dice() == last_roll);
        ActionList<PartyState> list;
        state.legal_actions(list);
        REQUIRE(!list.empty());
        CHECK(list.size() <= PartyState::kMaxActions);
        std::set<std::uint32_t> codes;
        for (Action a : list) {
          codes.insert(a.code);
          if (a.kind() == Kind::Place) CHECK(a.square() != kBoothSquare);
          if (a.kind() == Kind::Reroll) CHECK(players == 1);
        }
        CHECK(codes.size() == list.size());
        const Action a = act(agents[player], state, seat_rngs[player]);
        CHECK(codes.count(a.code) == 1);
        tracker.apply(state, a);
        ++decisions;
        CHECK(state.modifications(player) == tracker.modifications[player]);
        CHECK(state.modifications(player) <= kMaxModifications);
        // No square holds two developments, and the booth is never developed (P1).
        const Park& park = state.park(player);
        for (int d = 0; d < 4; ++d)
          for (int e = d + 1; e < 4; ++e) CHECK((park.boards[d] & park.boards[e]) == 0);
        CHECK((park.developed() & kBooth) == 0);
      }
      CHECK(tracker.rolls == kRounds);
      CHECK(state.round() == kRounds);
      CHECK(state.current_player() == kTerminalPlayer);

      // play_game gives the same final state, and again with the same seed.
      const PartyState played = play_game(start, agents, seed, game);
      CHECK(played == state);
      CHECK(play_game(start, agents, seed, game) == played);
      if (g == 0) CHECK_FALSE(play_game(start, agents, seed + 1, game) == played);

      // Scores recomputed from scratch; winners by the book's order.
      std::vector<std::tuple<int, int, int>> ranks;
      for (int p = 0; p < players; ++p) {
        const OwnScore own = own_score(state.park(p), deal, tracker.modifications[p]);
        const ScoreCard card = state.score_card(p);
        CHECK(card.modifications == tracker.modifications[p]);
        CHECK(card.isolated_regions == own.isolated);
        CHECK(card.card_total() == own.cards);
        CHECK(card.penalty() == own.penalty);
        CHECK(state.score(p) == doctest::Approx(own.total));
        ranks.emplace_back(own.total, -own.penalty, own.lowest);
      }
      if (players == 1) {
        const ScoreCard card = state.score_card(0);
        bool met = true;
        for (int i = 0; i < 3; ++i) met = met && requirement_met(deal[i], state.park(0));
        CHECK(state.is_winner(0) == (std::get<0>(ranks[0]) >= target(deal) && met));
        CHECK(card.all_met() == met);
      } else {
        const auto best = *std::max_element(ranks.begin(), ranks.end());
        int winners = 0;
        for (int p = 0; p < players; ++p) {
          CHECK(state.is_winner(p) == (ranks[p] == best));
          winners += state.is_winner(p);
        }
        CHECK(winners >= 1);
      }
    }
  }
  MESSAGE("random playouts: " << games << " games, " << decisions << " decisions, " << rerolls << " rerolls");
  CHECK(rerolls > 0);
}

TEST_CASE("planner random playouts: SoloState and play_game with the random agent") {
  for (int g = 0; g < 60; ++g) {
    Rng setup(static_cast<std::uint64_t>(g) + 99);
    const SoloState start = SoloState::initial(published_sheet(1 + g), deal_cards(setup), 1);
    std::array<RandomAgent<SoloState>, 1> agents{};
    const SoloState a = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    const SoloState b = play_game(start, agents, 4242, static_cast<std::uint64_t>(g));
    CHECK(a == b);
    CHECK(a.is_terminal());
    CHECK(a.round() == kRounds);
    CHECK(a.modifications(0) <= kMaxModifications);
    CHECK((a.park(0).developed() & kBooth) == 0);
    const OwnScore own = own_score(a.park(0), a.deal(), a.modifications(0));
    CHECK(a.score(0) == doctest::Approx(own.total));
  }
}

// Polyhedral Park Planner: using the dice (docs/rules.md P5: every die is used exactly once, or as
// many as any sequence of uses could).
//
// The move generator is checked against a brute force written straight from the rules: the
// most dice a round can still use is the best of every whole-round plan, enumerated die by
// die (each die left over, circled for one of the four types, or placed), with each type's
// circled dice split every way into groups in its range, the placed dice split every way into
// groups on distinct empty squares, and each unlocked type placed at least once. A move is
// legal when the rules allow it and the plans after it still use as many dice; the end, when
// no plan uses more. On top of the rules the engine makes deliberate choices that the brute
// force copies:
//   - modifications (raise, lower, the solo reroll) only before the first die is used, and a
//     die is not adjusted back the other way in the same round (a reroll of it resets this);
//     a modification is not a use of the dice, so it is offered whatever it does to them;
//   - of dice with equal values only canonical groups are offered: for each value, the group
//     holds the lowest-numbered unused dice of that value;
//   - the state keeps the dice circled for each type, not the groups: an unlock circles dice for
//     a type when all its circled dice then split into groups in range (joining a group and
//     unlocking the type again are such moves).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "agents/planner/heuristic.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "tests/planner/rules_util.h"
#include "tests/planner/test_util.h"

using namespace planner_test;

namespace {

// ---------------------------------------------------------------------------------------------
// The brute force.

struct Round {
  std::array<int, 6> dice{};
  unsigned used = 0, placed = 0;
  std::array<unsigned, 4> circled{};
  std::array<int, 21> free{};  // empty squares per printed number

  auto key() const { return std::tuple(used, placed, circled, free); }
};

class BruteForce {
 public:
  explicit BruteForce(const std::array<int, 6>& dice) : dice_(dice) {
    for (int t = 0; t < 4; ++t)
      for (unsigned m = 0; m < 64; ++m) splits_[t][m] = splits_in_range(t, values(m));
  }

  int sum(unsigned m) const {
    int s = 0;
    for (int k = 0; k < 6; ++k)
      if (m >> k & 1) s += dice_[k];
    return s;
  }
  bool splits(int type, unsigned m) const { return splits_[type][m]; }

  // The most dice used at the end of any plan from `round` (-1 if no plan ends it legally).
  int best(const Round& round) {
    const auto key = round.key();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    round_ = &round;
    groups_.clear();
    best_ = -1;
    assign(0, {}, 0);
    memo_[key] = best_;
    return best_;
  }

 private:
  std::vector<int> values(unsigned m) const {
    std::vector<int> v;
    for (int k = 0; k < 6; ++k)
      if (m >> k & 1) v.push_back(dice_[k]);
    return v;
  }

  // Die by die: left over (-1), circled for type 0-3, or placed (4).
  void assign(int die, std::array<unsigned, 4> more, unsigned pool) {
    if (die == 6) return judge(more, pool);
    if (round_->used >> die & 1) return assign(die + 1, more, pool);
    assign(die + 1, more, pool);
    for (int t = 0; t < 4; ++t) {
      more[t] |= 1u << die;
      assign(die + 1, more, pool);
      more[t] &= ~(1u << die);
    }
    assign(die + 1, more, pool | 1u << die);
  }

  void judge(const std::array<unsigned, 4>& more, unsigned pool) {
    unsigned unlocked = 0, used = round_->used | pool;
    for (int t = 0; t < 4; ++t) {
      const unsigned circled = round_->circled[t] | more[t];
      if (!splits(t, circled)) return;
      if (circled) unlocked |= 1u << t;
      used |= more[t];
    }
    const int owed = std::popcount(unlocked & ~round_->placed);
    if (pool && !unlocked) return;  // a placement needs an unlocked type
    if (most_groups(pool) < owed) return;
    best_ = std::max(best_, std::popcount(used));
  }

  // The most groups the dice `pool` split into, every die in one, on distinct empty squares.
  int most_groups(unsigned pool) {
    if (auto it = groups_.find(pool); it != groups_.end()) return it->second;
    std::array<int, 21> free = round_->free;
    const int most = partition(pool, free);
    groups_[pool] = most;
    return most;
  }
  int partition(unsigned pool, std::array<int, 21>& free) const {
    if (!pool) return 0;
    const unsigned lowest = pool & -pool, others = pool & ~lowest;
    int most = -1;
    for (unsigned more = others;; more = (more - 1) & others) {
      const int n = sum(lowest | more);
      if (n <= 20 && free[n] > 0) {
        --free[n];
        const int rest = partition(pool & ~(lowest | more), free);
        ++free[n];
        if (rest >= 0) most = std::max(most, rest + 1);
      }
      if (!more) break;
    }
    return most;
  }

  std::array<int, 6> dice_;
  std::array<std::array<bool, 64>, 4> splits_{};
  std::map<decltype(Round{}.key()), int> memo_;
  const Round* round_ = nullptr;
  std::map<unsigned, int> groups_;
  int best_ = -1;
};

template <class S>
Round round_of(const S& state) {
  Round r;
  for (int k = 0; k < 6; ++k) r.dice[k] = state.dice()[k];
  r.used = state.used();
  r.placed = state.placed();
  for (int t = 0; t < 4; ++t) r.circled[t] = state.circled()[t];
  const Numbers numbers = state.sheet().numbers();
  const Board developed = state.park().developed();
  for (int s = 0; s < kSquares; ++s)
    if (s != kBoothSquare && !(developed & bit(s)) && numbers[row_of(s)][column_of(s)] > 0)
      ++r.free[numbers[row_of(s)][column_of(s)]];
  return r;
}

// For each value, the group holds the lowest-numbered unused dice showing it.
bool canonical(const Round& r, unsigned g) {
  for (int v = 1; v <= 20; ++v) {
    int in_group = 0;
    for (int k = 0; k < 6; ++k) in_group += (g >> k & 1) && r.dice[k] == v;
    int seen = 0;
    for (int k = 0; k < 6; ++k) {
      if ((r.used >> k & 1) || r.dice[k] != v) continue;
      const bool should = seen++ < in_group;
      if (should != static_cast<bool>(g >> k & 1)) return false;
    }
  }
  return true;
}

// What the brute force found in a situation, for the coverage counts.
struct Verdict {
  std::set<std::uint32_t> actions;
  int left = 0, most = 0;  // dice unused, and the most of them a plan still uses
  int cut = 0;             // uses the rules allow but that lose a usable die
  int joins = 0;           // circles for a type already unlocked
};

template <class S>
Verdict brute_force_actions(const S& state, const Tracker& tracker) {
  const Round round = round_of(state);
  BruteForce brute(round.dice);
  Verdict v;
  const int best = brute.best(round);
  REQUIRE(best >= 0);
  v.left = 6 - std::popcount(round.used);
  v.most = best - std::popcount(round.used);
  const int seat = state.seat();
  if (round.used == 0 && tracker.modifications[seat] < 12) {
    for (int k = 0; k < 6; ++k) {
      if (round.dice[k] < kDieFaces[k] && !(tracker.lowered >> k & 1)) v.actions.insert(Action::raise(k).code);
      if (round.dice[k] > 1 && !(tracker.raised >> k & 1)) v.actions.insert(Action::lower(k).code);
    }
    if (state.num_players() == 1 && !tracker.rerolled)
      for (unsigned m = 1; m < 64; ++m) v.actions.insert(Action::reroll(m).code);
  }
  unsigned unlocked = 0;
  for (int t = 0; t < 4; ++t) unlocked |= (round.circled[t] != 0) << t;
  if ((unlocked & ~round.placed) == 0 && v.most == 0) v.actions.insert(Action::end().code);
  const Numbers numbers = state.sheet().numbers();
  const Board developed = state.park().developed();
  for (unsigned g = 1; g < 64; ++g) {
    if ((g & round.used) || !canonical(round, g)) continue;
    for (int t = 0; t < 4; ++t) {
      if (!brute.splits(t, round.circled[t] | g)) continue;
      Round next = round;
      next.used |= g;
      next.circled[t] |= g;
      if (brute.best(next) == best) {
        v.actions.insert(Action::unlock(static_cast<Development>(t), g).code);
        v.joins += round.circled[t] != 0;
      } else {
        ++v.cut;
      }
    }
    const int n = brute.sum(g);
    for (int t = 0; t < 4; ++t) {
      if (!round.circled[t] || n > 20 || round.free[n] == 0) continue;
      Round next = round;
      next.used |= g;
      next.placed |= 1u << t;
      --next.free[n];
      const bool keeps = brute.best(next) == best;
      for (int s = 0; s < kSquares; ++s) {
        if (s == kBoothSquare || (developed & bit(s)) || numbers[row_of(s)][column_of(s)] != n) continue;
        if (keeps) v.actions.insert(Action::place(static_cast<Development>(t), g, s).code);
        else ++v.cut;
      }
    }
  }
  return v;
}

// How often the checked situations met the rules that are easy to miss.
struct Coverage {
  int situations = 0, short_of_dice = 0, cut = 0, joins = 0, twins = 0, capped = 0, one_way = 0, rerolled = 0,
      party = 0;
  std::array<int, 5> unlocked{};
  std::size_t longest = 0;
};

template <class S>
std::string situation(const S& state) {
  std::ostringstream out;
  out << "round " << state.round() << " seat " << state.seat() << " dice";
  for (int k = 0; k < 6; ++k) out << ' ' << int(state.dice()[k]);
  out << " used " << state.used() << " circled";
  for (int t = 0; t < 4; ++t) out << ' ' << int(state.circled()[t]);
  out << " placed " << int(state.placed()) << " modifications " << state.modifications(state.seat()) << " developed "
      << count(state.park().developed());
  return out.str();
}

// Compares the engine's list with the brute force; returns false (after reporting) on mismatch.
template <class S>
bool check_against_brute_force(const S& state, const Tracker& tracker, Coverage& coverage) {
  ActionList<S> list;
  state.legal_actions(list);
  CHECK(list.size() <= S::kMaxActions);
  coverage.longest = std::max(coverage.longest, list.size());
  std::set<std::uint32_t> engine;
  for (Action a : list) engine.insert(a.code);
  CHECK_MESSAGE(engine.size() == list.size(), "duplicate actions at " << situation(state));
  const Verdict v = brute_force_actions(state, tracker);
  ++coverage.situations;
  coverage.short_of_dice += v.most < v.left;
  coverage.cut += v.cut > 0;
  coverage.joins += v.joins > 0;
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
  if (engine == v.actions) return true;
  std::ostringstream diff;
  int shown = 0;
  for (std::uint32_t c : v.actions)
    if (!engine.count(c) && shown++ < 8) diff << "\n  missing: " << describe(Action{c});
  for (std::uint32_t c : engine)
    if (!v.actions.count(c) && shown++ < 16) diff << "\n  extra:   " << describe(Action{c});
  FAIL_CHECK("legal actions differ from the brute force at " << situation(state) << diff.str());
  return false;
}

// A random policy that favours uses, so that parks fill up and rounds reach several unlocked
// types and dice that cannot all be used; it still makes modifications.
using Weights = std::array<std::uint32_t, 3>;  // modifications, unlocks, placements
constexpr Weights kBuilder = {2, 6, 10};
constexpr Weights kModifier = {40, 6, 10};  // reaches the 12-modification cap early

Action pick(const std::vector<Action>& actions, Rng& rng, const Weights& weights = kBuilder) {
  std::array<std::vector<Action>, 3> groups;
  for (Action a : actions) {
    if (a.kind() == Kind::End) return a;  // offered alone with the modifications or nothing
    groups[a.kind() == Kind::Unlock ? 1 : a.kind() == Kind::Place ? 2 : 0].push_back(a);
  }
  std::uint32_t total = 0;
  for (int i = 0; i < 3; ++i) total += groups[i].empty() ? 0 : weights[i];
  std::uint32_t r = rng.below(total);
  for (int i = 0; i < 3; ++i) {
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

// The most dice the round can still use, by the brute force.
template <class S>
int brute_force_most(const S& state) {
  const Round round = round_of(state);
  BruteForce brute(round.dice);
  return brute.best(round) - std::popcount(round.used);
}

}  // namespace

// =============================================================================================

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner: P5 the move generator equals a brute force over whole-round plans") {
  Rng rng(20240607);
  int checked = 0, mismatches = 0, games = 0;
  Coverage coverage;
  for (int g = 0; g < 24 && mismatches <= 5; ++g, ++games) {
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
  // Rounds on sparse sheets (a published sheet with the squares of most numbers left unprinted,
  // so that at times no die can be used; P5 does not depend on P2), after a few rounds of play;
  // and spread rolls on published sheets, which unlock three types.
  constexpr int kPrefixes = 300;
  for (int g = 0; g < kPrefixes && mismatches <= 5; ++g) {
    const bool spread = g % 3 == 0;
    Sheet sheet = published_sheet(1 + static_cast<int>(rng.below(100)));
    if (!spread)
      for (int n = 1; n <= 20; ++n)
        if (rng.below(5)) sheet.by_number[n] = 0;
    SoloState state = SoloState::initial(sheet, deal_cards(rng), 1);
    Tracker tracker;
    const int rounds = static_cast<int>(rng.below(10));
    while (state.round() < rounds) {
      if (state.current_player() == kChancePlayer) {
        tracker.apply(state, state.phase() == Phase::Roll ? random_roll(state, rng) : state.sample_chance(rng));
      } else {
        tracker.apply(state, pick(legal(state), rng));
      }
    }
    const auto low = [&] { return 1 + static_cast<int>(rng.below(6)); };
    tracker.apply(state, spread
                             ? roll_of({1 + static_cast<int>(rng.below(4)), low(), 5 + static_cast<int>(rng.below(4)),
                                        low(), 9 + static_cast<int>(rng.below(4)), low()})
                             : random_roll(state, rng));
    for (int i = 0; i < 5 && state.current_player() == 0; ++i) {
      ++checked;
      if (!check_against_brute_force(state, tracker, coverage)) ++mismatches;
      const auto actions = legal(state);
      std::vector<Action> singles;  // a spread roll unlocks with single dice
      for (Action a : actions)
        if (a.kind() == Kind::Unlock && std::popcount(a.dice()) == 1 &&
            !(state.unlocked() >> static_cast<int>(a.development()) & 1))
          singles.push_back(a);
      const Action a = spread && !singles.empty() ? singles[rng.below(static_cast<std::uint32_t>(singles.size()))]
                                                  : pick(actions, rng);
      tracker.apply(state, a);
      while (state.current_player() == kChancePlayer && state.phase() == Phase::Reroll)
        tracker.apply(state, state.sample_chance(rng));
    }
  }
  const auto& u = coverage.unlocked;
  MESSAGE("brute force: " << checked << " situations (" << coverage.party << " multiplayer) in " << games
                          << " games and " << kPrefixes
                          << " rounds on sparse sheets or spread rolls; by unlocked types 0-4: " << u[0] << " " << u[1]
                          << " " << u[2] << " " << u[3] << " " << u[4] << "; some dice unusable: "
                          << coverage.short_of_dice << "; uses cut for losing a die: " << coverage.cut
                          << "; joins offered: " << coverage.joins << "; equal unused dice: " << coverage.twins
                          << "; at the 12-modification cap: " << coverage.capped
                          << "; after an adjustment: " << coverage.one_way << "; after a reroll: " << coverage.rerolled
                          << "; longest list: " << coverage.longest);
  CHECK(checked == coverage.situations);
  // The comparison reached the rules that are easy to get wrong.
  CHECK(coverage.short_of_dice >= 10);
  CHECK(coverage.cut >= 200);
  CHECK(coverage.joins >= 200);
  CHECK(coverage.twins >= 300);
  CHECK(coverage.capped >= 10);
  CHECK(coverage.one_way >= 20);
  CHECK(coverage.rerolled >= 10);
  CHECK(coverage.party >= 300);
  CHECK(u[2] >= 100);
  CHECK(u[3] >= 10);
  CHECK(checked >= 1000);
  CHECK(mismatches == 0);
}

TEST_CASE("planner: P5 End is not offered while dice remain usable") {
  SoloState s = solo();
  s.apply(roll_of({2, 3, 6, 10, 11, 17}));
  CHECK_FALSE(offered(s, Action::end()));  // nothing used: every die still can be
  play(s, Action::unlock(Development::Tree, dice_of({D4})));
  play(s, Action::unlock(Development::Water, dice_of({D10})));
  play(s, Action::place(Development::Tree, dice_of({D6}), empty_square_printed(s, 3)));
  const int seventeen = empty_square_printed(s, 17);
  play(s, Action::place(Development::Water, dice_of({D8, D12}), seventeen));  // 6 + 11
  // Every unlocked type is placed, but the d20's 17 fits the other square printed 17.
  CHECK_FALSE(offered(s, Action::end()));
  CHECK(brute_force_most(s) == 1);
  play(s, Action::place(Development::Water, dice_of({D20}), empty_square_printed(s, 17)));
  CHECK(s.used() == kAllDice);
  const auto last = legal(s);
  REQUIRE(last.size() == 1);
  CHECK(last[0] == Action::end());
  // At every step of a round, End is offered exactly when no more dice can be used.
  Rng rng(3);
  for (int g = 0; g < 40; ++g) {
    SoloState t = solo(1 + g);
    t.apply(t.sample_chance(rng));
    while (t.current_player() == 0) {
      const auto actions = legal(t);
      CHECK(offered(t, Action::end()) == (brute_force_most(t) == 0));
      std::vector<Action> uses;
      for (Action a : actions)
        if (!is_modification(a)) uses.push_back(a);
      t.apply(uses[rng.below(static_cast<std::uint32_t>(uses.size()))]);
    }
    CHECK(t.park(0).developed() != 0);
  }
}

TEST_CASE("planner: P5 a bench group absorbs any die") {
  SoloState s = solo();
  s.apply(roll_of({1, 2, 3, 4, 5, 20}));
  play(s, Action::unlock(Development::Bench, dice_of({D20})));
  play(s, Action::place(Development::Bench, dice_of({D4}), empty_square_printed(s, 1)));
  // Any of the dice left joins the 20, alone or together: 2, 3, 4, 5, 2 + 3, ... 2 + 3 + 4 + 5.
  const unsigned left = dice_of({D6, D8, D10, D12});
  for (unsigned m = left;; m = (m - 1) & left) {
    if (!m) break;
    CHECK_MESSAGE(offered(s, Action::unlock(Development::Bench, m)), m);
  }
  play(s, Action::unlock(Development::Bench, dice_of({D6, D12})));  // 2 and 5
  play(s, Action::unlock(Development::Bench, dice_of({D8})));
  CHECK(s.circled()[static_cast<int>(Development::Bench)] == dice_of({D20, D6, D12, D8}));
  CHECK(s.unlocked() == bit_of(Development::Bench));
  play(s, Action::unlock(Development::Bench, dice_of({D10})));
  CHECK(s.used() == kAllDice);
  play(s, Action::end());
  CHECK(count(s.park(0).developed()) == 1);

  // A bench group is not offered without a bench placement: the whole roll as a bench.
  SoloState t = solo();
  t.apply(roll_of({1, 2, 3, 4, 5, 20}));
  CHECK_FALSE(offered(t, Action::unlock(Development::Bench, kAllDice)));
  CHECK(offered(t, Action::unlock(Development::Bench, kAllDice & ~dice_of({D4}))));  // the 1 left to place
}

TEST_CASE("planner: P5 a type unlocked twice in a round") {
  SoloState s = solo();
  s.apply(roll_of({3, 2, 6, 1, 7, 1}));
  play(s, Action::unlock(Development::Tree, dice_of({D4})));  // 3
  play(s, Action::place(Development::Tree, dice_of({D10}), empty_square_printed(s, 1)));
  // Tree again with the 2: a group of its own (3 + 2 = 5 is not one group, but two are fine).
  CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D6}))));
  play(s, Action::unlock(Development::Tree, dice_of({D6})));
  CHECK(s.circled()[static_cast<int>(Development::Tree)] == dice_of({D4, D6}));
  CHECK(s.unlocked() == bit_of(Development::Tree));
  CHECK(s.placed() == bit_of(Development::Tree));  // placed once covers both unlocks
  // Path with the 6, joined by the last 1 (7); the 7 would be a second path group (6 + 7 is
  // no path group, 6 and 7 are two), never a tree.
  play(s, Action::unlock(Development::Path, dice_of({D8})));
  CHECK(offered(s, Action::unlock(Development::Path, dice_of({D20}))));
  CHECK(offered(s, Action::unlock(Development::Path, dice_of({D12}))));
  CHECK_FALSE(offered(s, Action::unlock(Development::Tree, dice_of({D12}))));
  // The path must still be placed: the 7 on a square printed 7, then the 1 joins a group.
  play(s, Action::place(Development::Path, dice_of({D12}), empty_square_printed(s, 7)));
  CHECK_FALSE(offered(s, Action::end()));
  CHECK(offered(s, Action::unlock(Development::Tree, dice_of({D20}))));  // a third tree group
  play(s, Action::unlock(Development::Path, dice_of({D20})));
  CHECK(s.used() == kAllDice);
  play(s, Action::end());
}

TEST_CASE("planner: P5 a round that cannot use every die uses none of them") {
  // The ranges cover every sum from 1 up, so the dice a placement leaves form one unlock group
  // of some type: a round uses all six dice as soon as any group short of all six fits an
  // empty square. Else it can use none. On a sheet printed only 20 (a sparse sheet: P5 does
  // not depend on P2), six 1s fit nothing.
  Sheet sheet = published_sheet(1);
  for (int n = 1; n < 20; ++n) sheet.by_number[n] = 0;
  SoloState s = SoloState::initial(sheet, kDeal, 1);
  s.apply(roll_of({1, 1, 1, 1, 1, 1}));
  CHECK(brute_force_most(s) == 0);
  CHECK(offered(s, Action::end()));
  CHECK(count_kind(s, Kind::Unlock) == 0);  // a tree group could never be placed
  CHECK(count_kind(s, Kind::Place) == 0);
  CHECK(count_kind(s, Kind::Raise) == 6);  // modifications come first, and may change that
  play(s, Action::raise(D20));
  play(s, Action::raise(D12));
  CHECK(brute_force_most(s) == 0);  // 1 1 1 1 2 2: still nothing fits a 20
  s = SoloState::initial(sheet, kDeal, 1);
  s.apply(roll_of({1, 1, 1, 1, 1, 19}));
  CHECK_FALSE(offered(s, Action::end()));  // 19 + 1 = 20 fits, the four 1s form a tree group
  finish_round(s);
  CHECK(s.modifications(0) == 0);
  CHECK(count(s.park(0).developed()) == 1);
  // Over random rolls on sparse sheets: all six dice, or none.
  Rng rng(11);
  int none = 0;
  for (int g = 0; g < 300; ++g) {
    Sheet sparse = published_sheet(1 + g % 100);
    for (int n = 1; n <= 20; ++n)
      if (rng.below(6)) sparse.by_number[n] = 0;
    SoloState t = SoloState::initial(sparse, kDeal, 1);
    t.apply(t.sample_chance(rng));
    const int most = brute_force_most(t);
    CHECK((most == 0 || most == 6));
    none += most == 0;
  }
  CHECK(none >= 10);
}

TEST_CASE("planner: P5 random playouts: no dead end, every move keeps the most, rounds end with it") {
  int games = 0, decisions = 0, ends = 0;
  std::size_t longest = 0;
  for (int players = 1; players <= 3; ++players) {
    for (int g = 0; g < (players == 1 ? 12 : 4); ++g, ++games) {
      Rng setup = Rng::stream(77, static_cast<std::uint64_t>(g), Stream::Layout);
      const Sheet sheet = g % 3 == 2 ? generate_sheet(setup) : published_sheet(1 + static_cast<int>(setup.below(100)));
      PartyState state = PartyState::initial(sheet, deal_cards(setup), players);
      Rng chance(1000 + g), seat(2000 + g);
      RandomAgent<PartyState> agent;
      while (!state.is_terminal()) {
        if (state.current_player() == kChancePlayer) {
          state.apply(state.sample_chance(chance));
          continue;
        }
        ActionList<PartyState> list;
        state.legal_actions(list);
        REQUIRE(!list.empty());
        CHECK(list.size() <= PartyState::kMaxActions);
        longest = std::max(longest, list.size());
        const int most = brute_force_most(state);
        const Action a = agent.choose(state, seat);
        ++decisions;
        if (a.kind() == Kind::End) {
          CHECK(most == 0);  // nothing usable is left
          CHECK((state.used() == kAllDice || state.used() == 0));
          ++ends;
        }
        const int used = std::popcount(state.used());
        PartyState next = state;
        next.apply(a);
        if (a.kind() == Kind::Unlock || a.kind() == Kind::Place)
          CHECK(brute_force_most(next) == most - (std::popcount(next.used()) - used));
        state = next;
      }
    }
  }
  MESSAGE("random playouts: " << games << " games, " << decisions << " decisions, " << ends
                              << " rounds ended, longest list " << longest);
  CHECK(ends == (12 + 4 * 2 + 4 * 3) * kRounds);
}

TEST_SUITE_END();

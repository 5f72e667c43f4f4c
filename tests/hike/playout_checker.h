#pragma once
// The invariants every step of a Parks: Roll & Hike game keeps (H1-H7), checked by a Playout that
// plays one game at a time, and the score recomputed here from the logbook and the components.
// hike/playout_test.cpp describes what is checked.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/hike/heuristic.h"
#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/hike/evaluation.h"
#include "engine/hike/state.h"

namespace parks::hike::testing {

inline constexpr int kForestL = landmark_of(Forest), kMountainL = landmark_of(Mountain), kMeadowL = landmark_of(Meadow),
                     kArrowheadL = landmark_of(Arrowhead);
inline constexpr std::array<Park, kParks> kAllParks = {Park::Yosemite, Park::DeathValley, Park::GreatSmokyMountains,
                                                       Park::Arches,   Park::Glacier,     Park::Acadia};

// ---- the score, recomputed from the logbook and the components ----

inline int spreads_of(const Components& c) { return c.journal_columns * c.journal_rows; }

// The points of the lowest row completely filled (rows fill top to bottom); 0 with no full row.
inline int lowest_row_points(const Components& c, int water) {
  int full_rows = 0, needed = 0;
  while (full_rows < c.canteen_rows && water >= needed + c.canteen_drops[full_rows])
    needed += c.canteen_drops[full_rows++];
  return full_rows == 0 ? 0 : c.canteen_points[full_rows - 1];
}

inline int sketches_of(const Logbook& b, int landmark) {
  int n = 0;
  for (int s = 0; s < b.sketched; ++s) n += b.landmark[s] == landmark;
  return n;
}

inline int completed_of(const Logbook& b, int landmark) {
  int n = 0;
  for (int s = 0; s < b.sketched; ++s) n += b.landmark[s] == landmark && b.lines[s] == kLinesPerSpread;
  return n;
}

inline int circled_shields(const Components& c, const Logbook& b) {
  int points = 0;
  for (int i = 0; i < c.shields; ++i) {
    const Shield& s = c.shield[i];  // column is 0-based: the box above and below it are crossed out
    if (b.wildlife[s.upper_row] >= s.column + 1 && b.wildlife[s.upper_row + 1] >= s.column + 1) points += s.points;
  }
  return points;
}

// Arches: completed spreads whose sketch differs from every sketched spread above, below, left, right.
inline int arches_points(const Components& c, const Logbook& b) {
  const int columns = c.journal_columns, rows = c.journal_rows;
  constexpr int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  int n = 0;
  for (int s = 0; s < b.sketched; ++s) {
    if (b.lines[s] != kLinesPerSpread) continue;
    bool lone = true;
    for (int k = 0; k < 4; ++k) {
      const int r = s / columns + dr[k], col = s % columns + dc[k];
      if (r < 0 || r >= rows || col < 0 || col >= columns) continue;
      const int t = r * columns + col;
      if (t < b.sketched && b.landmark[t] == b.landmark[s]) lone = false;
    }
    n += lone;
  }
  return n;
}

inline Points expected_points(Park park, const Components& c, const Logbook& b) {
  Points p{};
  p[Canteen] = b.canteen_score[0] + b.canteen_score[1] + b.canteen_score[2];
  int lines = 0;
  for (int s = 0; s < kMaxSpreads; ++s) lines += b.lines[s];
  p[Journal] = lines + (b.sketched == spreads_of(c) ? 5 : 0);
  p[Wildlife] = circled_shields(c, b);
  switch (park) {
    case Park::Yosemite:
      p[ParkScoring] = 3 * std::min(sketches_of(b, kForestL), sketches_of(b, kArrowheadL)) +
                       2 * std::min(sketches_of(b, kMeadowL), sketches_of(b, kMountainL));
      break;
    case Park::GreatSmokyMountains: p[ParkScoring] = 2 * sketches_of(b, kMountainL); break;
    case Park::Arches: p[ParkScoring] = arches_points(c, b); break;
    case Park::Acadia: p[ParkScoring] = circled_shields(c, b); break;  // the wildlife score doubled
    case Park::DeathValley:
    case Park::Glacier: p[ParkScoring] = 0; break;
  }
  return p;
}

inline bool same_books(const Logbook& a, const Logbook& b) {
  return a.suns_gained == b.suns_gained && a.suns_spent == b.suns_spent && a.water == b.water &&
         a.sketched == b.sketched && a.landmark == b.landmark && a.lines == b.lines && a.wildlife == b.wildlife &&
         a.binoculars == b.binoculars && a.night == b.night && a.canteen_score == b.canteen_score &&
         a.sections_done == b.sections_done && a.bonuses_used == b.bonuses_used &&
         a.spreads_rebought == b.spreads_rebought && a.extra_canteen == b.extra_canteen;
}

inline bool same_end(const State& a, const State& b) {
  if (a.is_terminal() != b.is_terminal() || a.num_players() != b.num_players()) return false;
  for (int p = 0; p < a.num_players(); ++p) {
    if (a.score(p) != b.score(p) || a.points(p) != b.points(p) || !same_books(a.logbook(p), b.logbook(p))) return false;
    if (a.dice_taken(p) != b.dice_taken(p) || a.leads_taken(p) != b.leads_taken(p) || a.is_winner(p) != b.is_winner(p))
      return false;
  }
  return true;
}

inline std::string describe(Action a) {
  static constexpr std::array<const char*, 8> kinds = {"take_die",    "take_lead", "resolve", "night_section",
                                                       "night_bonus", "end_night", "shuffle", "roll"};
  std::ostringstream out;
  out << kinds[static_cast<int>(a.kind)] << "(" << int(a.a) << "," << a.b << ")";
  return out.str();
}

// Failures are counted and the first few reported with their context, so that a broken
// invariant does not flood the output (the test case checks the count at its end).
struct Failures {
  int count = 0;
  void report(const std::string& what) {
    if (++count <= 20) FAIL_CHECK(what);
  }
};

enum class Policy { Random, Greedy };

// What the playouts reached, so that a silent policy cannot pass the invariants vacuously.
struct Coverage {
  int games = 0, decisions = 0, pending_decisions = 0, leads_paid = 0, journals_full = 0, binocular_rows = 0,
      night_bonuses = 0, named_landmarks = 0, canteens_full = 0, suns_track_full = 0;
  std::array<int, kParks> night_bonus_by_park{};
};

class Playout {
 public:
  Playout(const GameOptions& options, Policy policy, std::uint64_t seed, std::uint64_t game, Failures& failures,
          Coverage& coverage)
      : options_(options),
        policy_(policy),
        game_(game),
        c_(default_components()),
        length_(trail_length(options.players)),
        chance_(Rng::stream(seed, game, Stream::Chance)),
        agent_(Rng::stream(seed, game, Stream::Agent)),
        failures_(failures),
        coverage_(coverage) {}

  State run() {
    State state = State::initial(c_, options_);
    expect(length_ == (options_.players <= 2 ? 4 : 5), "the trail has 4 sites at 1-2 players, 5 at 3-4 (H4)");
    expect(state.trail_length() == length_, "the state walks the player count's trail");
    check_books(state, "initial");
    for (step_ = 0; !state.is_terminal(); ++step_) {
      if (step_ > 5000) {
        fail("the game does not end");
        break;
      }
      const State before = state;
      Action action;
      if (state.current_player() == kChancePlayer) {
        if (!state.pending().empty()) fail("chance acts while tasks are pending");
        ActionList<State> none;
        state.legal_actions(none);
        if (!none.empty()) fail("a chance state lists player actions");
        action = state.sample_chance(chance_);
      } else {
        const std::optional<Action> chosen = choose(state);
        if (!chosen) break;
        action = *chosen;
      }
      try {
        state.apply(action);
      } catch (const std::exception& e) {
        fail(std::string("apply threw: ") + e.what() + " on " + describe(action));
        break;
      }
      check_step(before, action, state);
    }
    check_end(state);
    ++coverage_.games;
    return state;
  }

 private:
  void fail(const std::string& what) {
    std::ostringstream out;
    out << kParkNames[static_cast<int>(options_.park)] << ", " << options_.players << " players, game " << game_
        << ", step " << step_ << ": " << what;
    failures_.report(out.str());
  }
  void expect(bool ok, const char* what) {
    if (!ok) fail(what);
  }

  // Checks the decision's action list, applies each action to a copy, and picks one.
  std::optional<Action> choose(const State& state) {
    const int player = state.current_player();
    expect(player >= 0 && player < state.num_players(), "the acting player is a seat");
    ActionList<State> actions;
    state.legal_actions(actions);
    ++coverage_.decisions;
    if (actions.empty()) {
      fail("stuck: no legal action in a non-terminal, non-chance state");
      return std::nullopt;
    }
    expect(actions.size() <= State::kMaxActions, "the action list exceeds kMaxActions");
    for (std::size_t i = 0; i < actions.size(); ++i)
      for (std::size_t j = i + 1; j < actions.size(); ++j)
        if (actions[i] == actions[j]) fail("action listed twice: " + describe(actions[i]));
    const bool pending = !state.pending().empty();
    if (pending) {
      ++coverage_.pending_decisions;
      // Forced choices are made by the engine: a level offered to the player has 2+ options.
      if (actions.size() < 2) fail("a pending task is offered with a single option: " + describe(actions[0]));
      for (const Action& a : actions)
        if (a.kind != ActionKind::Resolve) fail("a non-resolve action while tasks are pending: " + describe(a));
    } else {
      for (const Action& a : actions)
        if (a.kind == ActionKind::Resolve || a.kind == ActionKind::Shuffle || a.kind == ActionKind::Roll)
          fail("a resolve or chance action with nothing pending: " + describe(a));
    }
    double best = -1e300;
    int ties = 0;
    Action chosen = actions[0];
    for (const Action& a : actions) {
      State copy = state;
      try {
        copy.apply(a);
      } catch (const std::exception& e) {
        fail(std::string("a listed action is refused: ") + describe(a) + ": " + e.what());
        continue;
      }
      check_books(copy, "after a listed action");
      const double value = copy.score(player);
      if (value > best + 1e-9) best = value, chosen = a, ties = 1;
      else if (value > best - 1e-9 && agent_.below(static_cast<std::uint32_t>(++ties)) == 0) chosen = a;
    }
    if (policy_ == Policy::Random) chosen = actions[agent_.below(static_cast<std::uint32_t>(actions.size()))];
    return chosen;
  }

  // The bounds of every logbook.
  void check_books(const State& s, const char* when) {
    for (int p = 0; p < s.num_players(); ++p) {
      const Logbook& b = s.logbook(p);
      const std::string who = std::string(when) + ", player " + std::to_string(p) + ": ";
      if (!(b.suns_spent <= b.suns_gained && b.suns_gained <= c_.sun_track))
        fail(who + "suns spent <= gained <= track");
      if (!(b.water <= c_.canteen_capacity())) fail(who + "water above the canteen's capacity");
      if (!(b.sketched >= 1 && b.sketched <= spreads_of(c_))) fail(who + "sketched spreads out of 1..spreads");
      if (b.landmark[0] != kArrowheadL) fail(who + "the first spread is not the park's landmark");
      for (int sp = 0; sp < kMaxSpreads; ++sp) {
        if (b.lines[sp] > kLinesPerSpread) fail(who + "more than 3 lines on a spread");
        if (sp >= b.sketched && b.lines[sp] != 0) fail(who + "lines on a spread with no sketch");
        if (sp < b.sketched && b.landmark[sp] >= kLandmarks) fail(who + "a sketch that is no landmark");
      }
      for (int r = 0; r < kWildlifeRows; ++r)
        if (b.wildlife[r] > c_.wildlife_boxes[r]) fail(who + "more wildlife boxes than the row has");
      for (int i = 0; i < kMaxBinoculars; ++i)
        if (b.binoculars[i] > (i < c_.binoculars ? kBinocularCircles : 0))
          fail(who + "binocular circles out of bounds");
      for (int l = 0; l < kLandmarks; ++l)
        if (b.night[l] > c_.night_circles[l]) fail(who + "more night circles than the section has");
    }
    if (s.pending().size() > kMaxPending) fail("pending tasks above kMaxPending");
  }

  void check_step(const State& before, Action action, const State& after) {
    check_books(after, "after the step");
    const bool chance = before.current_player() == kChancePlayer;
    const int actor = before.current_player();
    if (chance) check_chance(before, action, after);
    check_flow(before, after);
    if (before.phase() == Phase::Day && (action.kind == ActionKind::TakeDie)) check_pool(before, action, after);
    if (options_.park == Park::Glacier && action.kind == ActionKind::NightBonus && action.a == 0) {
      // Glacier's bonuses are listed canteen (+3), sketch, water: the first buys the 3 points.
      glacier_bought_[actor] = true;
      // (suns spent: a forced night section after it may gain Sun)
      expect(after.logbook(actor).suns_spent - before.logbook(actor).suns_spent == kGlacierCanteenCost,
             "Glacier's canteen bonus costs 2 Sun");
    }
    if (action.kind == ActionKind::NightBonus) {
      ++coverage_.night_bonuses;
      ++coverage_.night_bonus_by_park[static_cast<int>(options_.park)];
    }
    if (action.kind == ActionKind::TakeLead && before.hiking_dice_left() > 0) ++coverage_.leads_paid;
    for (const Task& t : after.pending())
      if (t.kind == TaskKind::NameLandmark) ++coverage_.named_landmarks;
    for (int p = 0; p < after.num_players(); ++p) check_player(before, after, p);
  }

  // Monotonicity, the nightly canteen and the score of one player.
  void check_player(const State& before, const State& after, int p) {
    const Logbook &b0 = before.logbook(p), &b1 = after.logbook(p);
    const std::string who = "player " + std::to_string(p) + ": ";
    if (b1.suns_gained < b0.suns_gained) fail(who + "suns gained decreased");
    if (b1.suns_spent < b0.suns_spent) fail(who + "suns spent decreased");
    if (b1.water < b0.water) fail(who + "water decreased");
    if (b1.sketched < b0.sketched) fail(who + "sketched spreads decreased");
    for (int s = 0; s < kMaxSpreads; ++s) {
      if (b1.lines[s] < b0.lines[s]) fail(who + "lines decreased");
      if (s < b0.sketched && b1.landmark[s] != b0.landmark[s]) fail(who + "a sketched landmark changed");
    }
    for (int r = 0; r < kWildlifeRows; ++r)
      if (b1.wildlife[r] < b0.wildlife[r]) fail(who + "wildlife boxes decreased");
    for (int i = 0; i < kMaxBinoculars; ++i) {
      if (b1.binoculars[i] < b0.binoculars[i]) fail(who + "binocular circles decreased");
      if (b0.binoculars[i] < kBinocularCircles && b1.binoculars[i] == kBinocularCircles) ++coverage_.binocular_rows;
    }
    for (int l = 0; l < kLandmarks; ++l)
      if (b1.night[l] < b0.night[l]) fail(who + "night circles decreased");
    if (b0.sketched < spreads_of(c_) && b1.sketched == spreads_of(c_)) ++coverage_.journals_full;
    if (b0.water < c_.canteen_capacity() && b1.water == c_.canteen_capacity()) ++coverage_.canteens_full;
    if (b0.suns_gained < c_.sun_track && b1.suns_gained == c_.sun_track) ++coverage_.suns_track_full;

    // The nightly canteen: scored once per night, when the player's night ends.
    const int scored0 = kRounds - before.nights_left(p), scored1 = kRounds - after.nights_left(p);
    if (scored1 < scored0 || scored1 > scored0 + 1) fail(who + "nights scored jumped");
    for (int r = 0; r < kRounds; ++r) {
      if (r < scored0 && b1.canteen_score[r] != b0.canteen_score[r]) fail(who + "a scored night's canteen changed");
      if (r >= scored1 && b1.canteen_score[r] != 0) fail(who + "a night's canteen scored before the night ended");
    }
    if (scored1 == scored0 + 1) {
      int expected = lowest_row_points(c_, b1.water);
      if (options_.park == Park::Glacier)
        expected += (glacier_bought_[p] ? kGlacierCanteenPoints : 0) + completed_of(b1, kArrowheadL);
      if (b1.canteen_score[scored0] != expected)
        fail(who + "night " + std::to_string(scored0) + " canteen " + std::to_string(b1.canteen_score[scored0]) +
             ", expected " + std::to_string(expected) + " for " + std::to_string(b1.water) + " water");
      glacier_bought_[p] = false;
    }

    // The score, from scratch.
    const Points expected = expected_points(options_.park, c_, b1), got = after.points(p);
    for (int k = 0; k < kCategories; ++k)
      if (got[k] != expected[k])
        fail(who + kCategoryNames[k] + " points " + std::to_string(got[k]) + ", expected " +
             std::to_string(expected[k]));
    if (after.score(p) != got[0] + got[1] + got[2] + got[3]) fail(who + "the categories do not sum to score()");
    if (after.category_points(p) != got) fail(who + "category_points differs from points");
  }

  void check_chance(const State& before, Action action, const State& after) {
    const int tokens = options_.players <= 2 ? 4 : 5;
    const double p = before.chance_probability(action);
    if (before.phase() == Phase::Shuffle) {
      expect(action.kind == ActionKind::Shuffle, "a shuffle phase draws a shuffle");
      expect(std::abs(p - 1.0 / (tokens == 4 ? 24 : 120)) < 1e-12, "a shuffle's probability is 1/k!");
      expect(rolls_in_round_ == (shuffles_ == 0 ? 0 : length_), "a round ends after trail-length rolls");
      expect(before.round() == shuffles_, "one shuffle per round");
      expect(before.site() == 0, "the group starts at the trailhead");
      ++shuffles_;
      rolls_in_round_ = 0;
      // The tokens on the sites: distinct, the binoculars token only at 3-4 players (H4).
      std::array<int, kTrailTokens> seen{};
      for (int site = 1; site <= length_; ++site) {
        const int t = after.token_at(site);
        if (t < 0 || t >= kTrailTokens) {
          fail("a site holds no token");
          continue;
        }
        ++seen[t];
      }
      for (int t = 0; t < kTrailTokens; ++t) {
        const int want = t == c_.binoculars_token ? (options_.players >= 3 ? 1 : 0) : 1;
        if (seen[t] != want) fail("token " + std::to_string(t) + " lies on " + std::to_string(seen[t]) + " sites");
      }
    } else {
      expect(before.phase() == Phase::Roll, "chance acts only to shuffle or roll");
      expect(action.kind == ActionKind::Roll, "a roll phase draws a roll");
      expect(std::abs(p - 1.0 / 7776) < 1e-15, "a roll's probability is 1/6^5");
      expect(before.site() == rolls_in_round_, "a roll at each site of the trail");
      ++rolls_in_round_;
      ++rolls_;
      expect(rolls_in_round_ <= length_, "no more rolls than sites");
      for (int d = 0; d < kHikingDice; ++d) expect(after.pool_face(d) < kDieFaces, "a rolled pool holds every die");
      expect(after.lead_face() < kDieFaces, "the lead die shows a face");
      expect(after.hiking_dice_left() == kHikingDice, "a roll fills the pool");
    }
  }

  void check_flow(const State& before, const State& after) {
    int leads0 = 0, leads1 = 0;
    for (int p = 0; p < before.num_players(); ++p) leads0 += before.leads_taken(p), leads1 += after.leads_taken(p);
    // A step takes at most one Lead Hiker die: the chosen one, or the free one forced when the
    // last hiking die is taken. It may also run the whole night when every night step is forced.
    expect(leads1 - leads0 == 0 || leads1 - leads0 == 1, "at most one Lead Hiker die a step");
    if (after.is_terminal() || after.round() != before.round()) {
      expect(before.site() + leads1 - leads0 == length_, "a round ends at trail's end");
      if (after.is_terminal()) return;  // the totals are checked at the end
    }
    expect(after.site() >= 0 && after.site() <= length_, "the group's site within the trail");
    expect(after.round() >= 0 && after.round() < kRounds, "round 0-2");
    if (after.round() == before.round()) {
      const int moved = after.site() - before.site();
      expect(moved == 0 || moved == 1, "the group moves one site at a time");
      expect(leads1 - leads0 == moved, "the group moves exactly when a Lead Hiker die is taken");
    } else {
      expect(after.round() == before.round() + 1, "rounds advance one at a time");
      expect(after.site() == 0, "a new round starts at the trailhead");
      expect(after.phase() == Phase::Shuffle, "a new round starts with a shuffle");
    }
    // H4: a free line is on the landmark of the token at the group's site, or the named one at
    // the binoculars token.
    if (after.round() == before.round() && after.site() > 0) {
      const int landmark = c_.token_landmark[after.token_at(after.site())];
      if (landmark != kNamedLandmark)
        expect(after.free_landmark() == landmark, "the free line is on the token's landmark");
      for (const Task& task : after.pending())
        if (task.kind == TaskKind::LineOn && after.phase() == Phase::FreeLines)
          expect(task.a == after.free_landmark(), "a free line task names the site's landmark");
    }
    if (after.phase() == Phase::Night) expect(after.site() == length_, "the night falls at trail's end");
    if (after.phase() == Phase::Roll) expect(after.site() < length_, "no roll at trail's end");
  }

  // The pool after a hiking die is taken: that die gone and, solo, the neutral hiker's (H7).
  void check_pool(const State& before, Action action, const State& after) {
    std::array<int, kHikingDice> expected{};
    int left = 0;
    for (int d = 0; d < kHikingDice; ++d) {
      expected[d] = before.pool_face(d);
      left += expected[d] != State::kTaken;
    }
    if (expected[action.a] == State::kTaken) fail("a taken die was offered");
    expected[action.a] = State::kTaken;
    if (options_.players == 1 && left > 1) {
      const bool first = c_.neutral_hiker == NeutralHiker::FirstDie;
      for (int k = 0; k < kHikingDice; ++k) {
        const int d = first ? k : kHikingDice - 1 - k;
        if (expected[d] != State::kTaken) {
          expected[d] = State::kTaken;
          break;
        }
      }
    }
    // When one die is left and the next player cannot pay 1 Sun for the Lead Hiker die, taking
    // that die is their only move, and the engine makes it for them.
    int taken_before = 0, taken_after = 0, forced_taker = -1;
    for (int p = 0; p < options_.players; ++p) {
      taken_before += before.dice_taken(p);
      taken_after += after.dice_taken(p);
      if (p != before.current_player() && after.dice_taken(p) > before.dice_taken(p)) forced_taker = p;
    }
    if (taken_after - taken_before == 2) {
      int last = -1, remaining = 0;
      for (int d = 0; d < kHikingDice; ++d)
        if (expected[d] != State::kTaken) last = d, ++remaining;
      expect(options_.players > 1 && remaining == 1 && forced_taker >= 0,
             "a second die is taken only when it is the last");
      if (forced_taker >= 0)
        expect(before.logbook(forced_taker).suns() < 1, "the forced taker could not pay for the Lead Hiker die");
      if (last >= 0) expected[last] = State::kTaken;
    } else {
      expect(taken_after - taken_before == 1, "one hiking die taken");
    }
    // Emptying the pool makes the next Lead Hiker die free and forced; it takes nothing more.
    for (int d = 0; d < kHikingDice; ++d)
      if (after.pool_face(d) != expected[d]) {
        fail("die " + std::to_string(d) + " after " + describe(action) + " shows " +
             std::to_string(after.pool_face(d)) + ", expected " + std::to_string(expected[d]));
        break;
      }
    int left_after = 0;
    for (int d = 0; d < kHikingDice; ++d) left_after += expected[d] != State::kTaken;
    if (after.site() == before.site() && after.round() == before.round())
      expect(after.hiking_dice_left() == left_after, "hiking_dice_left counts the pool");
    if (options_.players == 1)
      expect(left - left_after == (left > 1 ? 2 : 1), "solo: each pick removes the die and the neutral hiker's");
  }

  void check_end(const State& end) {
    expect(end.is_terminal(), "the game ends");
    expect(end.current_player() == kTerminalPlayer, "nobody acts at the end");
    expect(end.pending().empty(), "no task is left at the end");
    expect(shuffles_ == kRounds, "3 shuffles: one per round");
    expect(rolls_ == kRounds * length_, "trail-length rolls per round");
    expect(rolls_in_round_ == length_, "the last round has its trail-length rolls");
    int leads = 0;
    for (int p = 0; p < end.num_players(); ++p) {
      leads += end.leads_taken(p);
      expect(end.nights_left(p) == 0, "every night scored");
    }
    expect(leads == kRounds * length_, "one Lead Hiker die per site");
    expect(end.sites_left() == 0, "no site left");
    int winners = 0;
    for (int p = 0; p < end.num_players(); ++p) winners += end.is_winner(p);
    if (end.num_players() > 1) expect(winners >= 1, "someone wins");
  }

  GameOptions options_;
  Policy policy_;
  std::uint64_t game_;
  const Components& c_;
  int length_;
  Rng chance_, agent_;
  Failures& failures_;
  Coverage& coverage_;
  int step_ = 0, shuffles_ = 0, rolls_ = 0, rolls_in_round_ = 0;
  std::array<bool, kMaxPlayers> glacier_bought_{};
};

}  // namespace parks::hike::testing

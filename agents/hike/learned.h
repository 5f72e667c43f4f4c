#pragma once
// The learned evaluation's view of a Parks: Roll & Hike position (agents/learned/features.h): a
// linear model over
// - the plan evaluation's terms (learned_terms.h: points by category and what the logbook
//   promises), the best rival's plan value and a bias, each with a weight per phase (3 rounds x
//   3 parts of the day, and the player's last night done) and player count;
// - one-hot patterns of the logbook's counts: water by nights left, Sun held by the room left on
//   the sun track, each pair of wildlife rows a shield joins, each binoculars row, the night
//   circles of all four landmarks by nights left, the journal's spreads by lines drawn, the
//   landmarks sketched and completed (per park: the parks score them differently, H6);
// - the pending decision: each gain still to mark (these last three groups apart for the solo
//   game, whose target rewards other sketches and gains than a race against rivals does), and on a day the dice left in
//   the pool (their number and each one's face) by the player's seat from the day turn, and whether the Lead Hiker die
//   is affordable;
// - the rivals: the most Sun a rival holds (who can end a site early with the Lead Hiker die).
// The untrained model is the plan evaluation of the player's own logbook (weight 1 per term).
#include <algorithm>
#include <cstddef>
#include <span>

#include "agents/hike/learned_terms.h"
#include "agents/learned/features.h"
#include "engine/hike/identity.h"

namespace parks::hike::learned {

inline constexpr int kPhases = 10;  // 3 rounds x 3 parts of the day; the last is the player's game done
inline constexpr int kEras = 4;     // the phase's round (the last: the player's game done)
inline constexpr int kCounts = 4;   // player counts 1-4
inline constexpr int kSides = 2;    // solo, or against rivals
// The logbook's worth has its own weights per player count: the share of the dice a player gets
// and the trail's length differ (H4), and the solo neutral hiker takes every other die (H7).
inline constexpr int kModes = kCounts;
inline constexpr int kParkCount = kParks;
inline constexpr int kScalars = kPlanTerms + 2;  // the terms, the best rival's plan value, a bias
inline constexpr int kRivalTerm = kPlanTerms, kBias = kPlanTerms + 1;
// Points figures enter divided by this, so that every feature's value is of order 1 (the TD step
// is shared among the active features); their untrained weight is this.
inline constexpr float kPointScale = 10.0f;

// Caps of the counts the patterns see.
inline constexpr int kWaterValues = 16, kSunValues = 16, kSunRoomValues = 4, kBoxValues = 9;
inline constexpr int kSketchedValues = kMaxSpreads + 1, kOpenValues = 5, kLineCountValues = 4;
inline constexpr int kLandmarkCountValues = 5, kCompleteValues = 4, kNightValues = 4, kRivalSunValues = 8;
inline constexpr int kPendingFeatures = 16;  // the most pending gains seen (rarely more are pending)
inline constexpr int kTaskKinds = 8, kTaskArgs = 16;

constexpr int pow_int(int base, int exp) { return exp == 0 ? 1 : base * pow_int(base, exp - 1); }

// The groups' sizes, in layout order.
inline constexpr std::size_t kScalarSize = kModes * kPhases * kScalars;
inline constexpr std::size_t kCanteenSize = kModes * (kRounds + 1) * kWaterValues;
inline constexpr std::size_t kSunSize = kModes * kEras * kSunValues * kSunRoomValues;
inline constexpr std::size_t kWildlifeSize = kModes * kEras * (kWildlifeRows - 1) * kBoxValues * kBoxValues;
inline constexpr std::size_t kBinocularsSize = kModes * kEras * kMaxBinoculars * (kBinocularCircles + 1);
inline constexpr std::size_t kNightSize = kModes * (kRounds + 1) * pow_int(kNightValues, kLandmarks);
inline constexpr std::size_t kJournalSize = kModes * kEras * kSketchedValues * kOpenValues;
inline constexpr std::size_t kLinesSize = kModes * kEras * pow_int(kLineCountValues, kLinesPerSpread);
inline constexpr std::size_t kLandmarksSize = kSides * kParkCount * kEras * pow_int(kLandmarkCountValues, kLandmarks);
inline constexpr std::size_t kCompleteSize = kSides * kParkCount * kEras * pow_int(kCompleteValues, kLandmarks);
inline constexpr std::size_t kPendingSize = kSides * kEras * kTaskKinds * kTaskArgs * kTaskArgs;
inline constexpr std::size_t kTurnSize = kCounts * kEras * kMaxPlayers * (kHikingDice + 1) * 2;
inline constexpr std::size_t kRivalSize = kCounts * kRivalSunValues * kRivalSunValues;
inline constexpr std::size_t kPoolSize = kCounts * kEras * kMaxPlayers * kHikingDice * kDieFaces;

inline constexpr std::size_t kScalarBase = 0;
inline constexpr std::size_t kCanteenBase = kScalarBase + kScalarSize;
inline constexpr std::size_t kSunBase = kCanteenBase + kCanteenSize;
inline constexpr std::size_t kWildlifeBase = kSunBase + kSunSize;
inline constexpr std::size_t kBinocularsBase = kWildlifeBase + kWildlifeSize;
inline constexpr std::size_t kNightBase = kBinocularsBase + kBinocularsSize;
inline constexpr std::size_t kJournalBase = kNightBase + kNightSize;
inline constexpr std::size_t kLinesBase = kJournalBase + kJournalSize;
inline constexpr std::size_t kLandmarksBase = kLinesBase + kLinesSize;
inline constexpr std::size_t kCompleteBase = kLandmarksBase + kLandmarksSize;
inline constexpr std::size_t kPendingBase = kCompleteBase + kCompleteSize;
inline constexpr std::size_t kTurnBase = kPendingBase + kPendingSize;
inline constexpr std::size_t kRivalBase = kTurnBase + kTurnSize;
inline constexpr std::size_t kPoolBase = kRivalBase + kRivalSize;
inline constexpr std::size_t kWeights = kPoolBase + kPoolSize;

inline constexpr std::size_t kMaxActive = kScalars + 1 + 1 + (kWildlifeRows - 1) + kMaxBinoculars + 1 + 1 + 1 + 1 + 1 +
                                          kPendingFeatures + 1 + 1 + kHikingDice;

// The player's phase: the round and the third of its day, the round after once the player's
// night is done, kPhases - 1 once the player has no night left (the score is final).
inline int phase(const State& state, int player) {
  const int nights = state.nights_left(player);
  if (nights == 0) return kPhases - 1;
  const int round = kRounds - nights;
  if (round > state.round()) return 3 * round;
  const int third = state.phase() == Phase::Night ? 2 : state.site() * 3 / (state.trail_length() + 1);
  return 3 * round + third;
}

inline int side(const State& state) { return state.num_players() == 1 ? 0 : 1; }

inline std::uint32_t task_code(const Task& task) {
  const auto arg = [](int v) { return static_cast<std::uint32_t>(std::min(v, kTaskArgs - 1)); };
  return (static_cast<std::uint32_t>(task.kind) * kTaskArgs + arg(task.a)) * kTaskArgs + arg(task.b);
}

// The best rival's plan value and the most Sun a rival holds.
struct Rivals {
  double best_plan = 0;
  int most_sun = 0;
};

inline Rivals rivals(const State& state, int player) {
  Rivals r;
  bool first = true;
  for (int p = 0; p < state.num_players(); ++p) {
    if (p == player) continue;
    const double v = plan_value(state, p);
    r.best_plan = first ? v : std::max(r.best_plan, v);
    r.most_sun = std::max(r.most_sun, state.logbook(p).suns());
    first = false;
  }
  return r;
}

template <std::size_t N>
void push(Features<N>& out, std::size_t index, float value = 1.0f) {
  out.push_back({static_cast<std::uint32_t>(index), value});
}

// The plan terms, the best rival's plan value and the bias, by mode and phase.
template <std::size_t N>
void scalar_features(const State& state, int player, int mode, int ph, const Rivals& r, Features<N>& out) {
  const PlanTerms terms = plan_terms(state, player);
  const std::size_t base = kScalarBase + (static_cast<std::size_t>(mode) * kPhases + ph) * kScalars;
  for (int k = 0; k < kPlanTerms; ++k)
    if (terms[k] != 0) push(out, base + k, static_cast<float>(terms[k]) / kPointScale);
  if (state.num_players() > 1) push(out, base + kRivalTerm, static_cast<float>(r.best_plan) / kPointScale);
  push(out, base + kBias);
}

// Water, Sun, wildlife, binoculars and night circles.
template <std::size_t N>
void logbook_features(const State& state, const Logbook& b, int mode, int era, int nights, Features<N>& out) {
  const Components& c = state.components();
  const auto cap = [](int v, int values) { return static_cast<std::size_t>(std::clamp(v, 0, values - 1)); };
  push(out, kCanteenBase + (mode * (kRounds + 1) + nights) * kWaterValues + cap(b.water, kWaterValues));
  const std::size_t ce = static_cast<std::size_t>(mode) * kEras + era;
  push(out, kSunBase + (ce * kSunValues + cap(b.suns(), kSunValues)) * kSunRoomValues +
                cap(c.sun_track - b.suns_gained, kSunRoomValues));
  for (int r = 0; r + 1 < kWildlifeRows; ++r)
    push(out, kWildlifeBase +
                  ((ce * (kWildlifeRows - 1) + r) * kBoxValues + cap(b.wildlife[r], kBoxValues)) * kBoxValues +
                  cap(b.wildlife[r + 1], kBoxValues));
  for (int i = 0; i < c.binoculars; ++i)
    push(out, kBinocularsBase + (ce * kMaxBinoculars + i) * (kBinocularCircles + 1) + b.binoculars[i]);
  std::size_t night = 0;
  for (int l = 0; l < kLandmarks; ++l) night = night * kNightValues + cap(b.night[l], kNightValues);
  push(out, kNightBase + (mode * (kRounds + 1) + nights) * pow_int(kNightValues, kLandmarks) + night);
}

// The journal: spreads sketched and open, open spreads by lines drawn, landmarks sketched and
// completed.
template <std::size_t N>
void journal_features(const State& state, const Logbook& b, int mode, int era, Features<N>& out) {
  const auto cap = [](int v, int values) { return static_cast<std::size_t>(std::min(v, values - 1)); };
  std::array<int, kLinesPerSpread> by_lines{};
  std::array<int, kLandmarks> sketched{}, complete{};
  int open = 0;
  for (int s = 0; s < b.sketched; ++s) {
    ++sketched[b.landmark[s]];
    if (b.complete(s)) ++complete[b.landmark[s]];
    else ++by_lines[b.lines[s]], ++open;
  }
  const std::size_t ce = static_cast<std::size_t>(mode) * kEras + era;
  push(out,
       kJournalBase + (ce * kSketchedValues + cap(b.sketched, kSketchedValues)) * kOpenValues + cap(open, kOpenValues));
  std::size_t lines = 0;
  for (int n : by_lines) lines = lines * kLineCountValues + cap(n, kLineCountValues);
  push(out, kLinesBase + ce * pow_int(kLineCountValues, kLinesPerSpread) + lines);
  std::size_t marks = 0, done = 0;
  for (int l = 0; l < kLandmarks; ++l) {
    marks = marks * kLandmarkCountValues + cap(sketched[l], kLandmarkCountValues);
    done = done * kCompleteValues + cap(complete[l], kCompleteValues);
  }
  const std::size_t pe =
      (static_cast<std::size_t>(side(state)) * kParkCount + static_cast<std::size_t>(state.park())) * kEras + era;
  push(out, kLandmarksBase + pe * pow_int(kLandmarkCountValues, kLandmarks) + marks);
  push(out, kCompleteBase + pe * pow_int(kCompleteValues, kLandmarks) + done);
}

// The decision in hand: the player's pending gains; on a day, the dice left, the player's seat
// from the day turn and whether the player can pay for the Lead Hiker die, and each hiking die
// still in the pool by its face and that seat (what is left for the player and for the rivals).
template <std::size_t N>
void decision_features(const State& state, int player, int count, int era, Features<N>& out) {
  if (state.current_player() == player) {
    const auto& pending = state.pending();
    const int n = std::min(static_cast<int>(pending.size()), kPendingFeatures);
    for (int i = 0; i < n; ++i)
      push(out, kPendingBase +
                    (static_cast<std::size_t>(side(state)) * kEras + era) * kTaskKinds * kTaskArgs * kTaskArgs +
                    task_code(pending[i]));
  }
  const Phase p = state.phase();
  if (p == Phase::Day || p == Phase::DieTaken) {
    const int seat = (player - state.day_player() + state.num_players()) % state.num_players();
    const int afford = state.logbook(player).suns() >= state.lead_cost();
    const std::size_t context = (static_cast<std::size_t>(count) * kEras + era) * kMaxPlayers + seat;
    push(out, kTurnBase + (context * (kHikingDice + 1) + state.hiking_dice_left()) * 2 + afford);
    for (int d = 0; d < kHikingDice; ++d)
      if (state.pool_face(d) != State::kTaken)
        push(out, kPoolBase + (context * kHikingDice + d) * kDieFaces + state.pool_face(d));
  }
}

}  // namespace parks::hike::learned

namespace parks {

template <>
struct Learned<hike::State> {
  static constexpr const char* kLayout = "hike-plan-terms-v4";
  static constexpr std::size_t kWeights = hike::learned::kWeights;
  static constexpr std::size_t kMaxActive = hike::learned::kMaxActive;

  static void features(const hike::State& state, int player, Features<kMaxActive>& out) {
    namespace l = hike::learned;
    out.clear();
    const int count = state.num_players() - 1, mode = count, ph = l::phase(state, player), era = ph / 3;
    const int nights = state.nights_left(player);
    const hike::Logbook& b = state.logbook(player);
    const l::Rivals r = l::rivals(state, player);
    l::scalar_features(state, player, mode, ph, r, out);
    l::logbook_features(state, b, mode, era, nights, out);
    l::journal_features(state, b, mode, era, out);
    l::decision_features(state, player, count, era, out);
    if (state.num_players() > 1)
      l::push(out, l::kRivalBase +
                       (static_cast<std::size_t>(count) * l::kRivalSunValues +
                        std::clamp(b.suns(), 0, l::kRivalSunValues - 1)) *
                           l::kRivalSunValues +
                       std::min(r.most_sun, l::kRivalSunValues - 1));
  }

  // The plan evaluation's terms at weight 1: the untrained model is the player's plan value.
  static void initial_weights(std::span<float> weights) {
    namespace l = hike::learned;
    std::fill(weights.begin(), weights.end(), 0.0f);
    for (int context = 0; context < l::kModes * l::kPhases; ++context)
      for (int k = 0; k < hike::kPlanTerms; ++k) weights[l::kScalarBase + context * l::kScalars + k] = l::kPointScale;
  }
};

}  // namespace parks

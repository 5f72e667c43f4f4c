#pragma once
// What the planner's learned evaluation sees of one park (see learned.h): n-tuples over the 9x9
// grid read through each dealt card's eyes, and the cards' scalars crossed with the time.
//
// N-tuples: 2x3 rectangles. The park's geometry (the booth in the centre, the vicinity, the
// border, the corners) and every card's scoring (P6, P9) are unchanged by the eight rotations and
// reflections of the grid, so the 112 placements of the rectangle share the weights of 16
// orbits: each of 16 base rectangles is read in its 8 images. A square reads as one of 4 codes
// for each dealt card: empty, the card's first type, its second type, another development; a
// rectangle's pattern is one of 4^6, with one weight table per card and orbit.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "agents/planner/park_value.h"
#include "engine/planner/cards.h"

namespace parks::planner::learned {

inline constexpr int kTupleSquares = 6;
inline constexpr int kCodes = 4;
inline constexpr int kPatterns = 1 << (2 * kTupleSquares);  // kCodes^6
inline constexpr int kBaseTuples = 16;
inline constexpr int kSymmetries = 8;
// The player's rounds completed, 0-10 (10: the park is final while rivals finish the last round).
inline constexpr int kTimes = kRounds + 1;

using Tuple = std::array<std::uint8_t, kTupleSquares>;

// The eight symmetries of the grid.
constexpr int transform(int symmetry, int square) {
  const int r = row_of(square), c = column_of(square), e = kSide - 1;
  switch (symmetry) {
    case 0: return square_of(r, c);
    case 1: return square_of(c, e - r);
    case 2: return square_of(e - r, e - c);
    case 3: return square_of(e - c, r);
    case 4: return square_of(r, e - c);
    case 5: return square_of(e - r, c);
    case 6: return square_of(c, r);
    default: return square_of(e - c, e - r);
  }
}

// Base rectangle b: two rows by three columns from (b / 4, b % 4); the other horizontal
// placements are its mirror images, the vertical ones its transposes.
inline constexpr std::array<std::array<Tuple, kSymmetries>, kBaseTuples> kTuples = [] {
  std::array<std::array<Tuple, kSymmetries>, kBaseTuples> tuples{};
  for (int b = 0; b < kBaseTuples; ++b)
    for (int g = 0; g < kSymmetries; ++g)
      for (int k = 0; k < kTupleSquares; ++k)
        tuples[b][g][k] = static_cast<std::uint8_t>(transform(g, square_of(b / 4 + k / 3, b % 4 + k % 3)));
  return tuples;
}();

// Each card's view of a square, from its development code (0 empty, 1 + the type): 1 and 2 for
// the types the card scores (P9), 3 for any other development.
inline constexpr std::array<std::array<std::uint8_t, kDevelopments + 1>, kCards + 1> kCardCodes = [] {
  constexpr int kNone = -1, T = 0, P = 1, W = 2, B = 3;
  constexpr std::array<std::array<int, 2>, kCards + 1> kTypes = {{
      {kNone, kNone},  // no card 0
      {P, kNone},      // 1 A Long and Winding Road
      {T, kNone},      // 2 Hundred Acre Wood
      {W, kNone},      // 3 Sea to Sea
      {B, kNone},      // 4 Best Seats in the House
      {T, W},          // 5 Natural Borders
      {P, W},          // 6 Bridges over Troubled Water
      {B, T},          // 7 A Shady Place to Rest
      {B, W},          // 8 Gone Fishing
      {kNone, kNone},  // 9 Center of Attention: any development
      {T, P},          // 10 A Little of Everything: counts, not shapes
      {P, T},          // 11 A Walk to Remember
      {P, B},          // 12 Frequent Stops
  }};
  std::array<std::array<std::uint8_t, kDevelopments + 1>, kCards + 1> codes{};
  for (int card = 0; card <= kCards; ++card)
    for (int d = 0; d < kDevelopments; ++d)
      codes[card][d + 1] = d == kTypes[card][0] ? 1 : d == kTypes[card][1] ? 2 : 3;
  return codes;
}();

// The weights, block by block.
inline constexpr std::size_t kTupleWeights = std::size_t{kCards} * kBaseTuples * kPatterns;
// Per card and time: its points now, the promise of its unfinished patterns, solo its
// requirement's progress and whether it is met.
enum CardScalar { kPoints, kPromise, kProgress, kMet, kCardScalars };
inline constexpr std::size_t kCardBase = kTupleWeights;
inline constexpr std::size_t kCardWeights = std::size_t{kCards} * kTimes * kCardScalars;
// Per time: the park as a whole, then the player's modifications (P4).
enum GlobalScalar {
  kIsolated,
  kScoringSquares,
  kIsolatedSquares,
  kFrontier,
  kModifications,
  kModificationsLeft,
  kGlobals
};
inline constexpr std::size_t kGlobalBase = kCardBase + kCardWeights;
// Solo, per time: how many requirements are met and how far the score is from the target (P8),
// one-hot together, since the game is won only with both.
inline constexpr int kMarginBuckets = 13, kMarginStep = 4, kLowestMargin = -44;
inline constexpr std::size_t kSoloBase = kGlobalBase + std::size_t{kTimes} * kGlobals;
inline constexpr std::size_t kParkWeights = kSoloBase + std::size_t{kTimes} * (kCardsDealt + 1) * kMarginBuckets;

// Scales that keep the scalars' values near 1, for the learning rate (the initial weights undo
// them).
inline constexpr float kPointsScale = 10, kPromiseScale = 5, kSquaresScale = 10;

constexpr std::size_t tuple_index(int card, int base, int pattern) {
  return (static_cast<std::size_t>(card - 1) * kBaseTuples + static_cast<std::size_t>(base)) * kPatterns +
         static_cast<std::size_t>(pattern);
}
constexpr std::size_t card_index(int card, int time, CardScalar scalar) {
  return kCardBase + (static_cast<std::size_t>(card - 1) * kTimes + static_cast<std::size_t>(time)) * kCardScalars +
         scalar;
}
constexpr std::size_t global_index(int time, GlobalScalar scalar) {
  return kGlobalBase + static_cast<std::size_t>(time) * kGlobals + scalar;
}
constexpr std::size_t solo_index(int time, int met, int margin) {
  const int bucket = std::clamp((margin - kLowestMargin) / kMarginStep, 0, kMarginBuckets - 1);
  return kSoloBase +
         (static_cast<std::size_t>(time) * (kCardsDealt + 1) + static_cast<std::size_t>(met)) * kMarginBuckets +
         static_cast<std::size_t>(bucket);
}

// The development code of every square: 0 empty (the booth too), 1 + its type.
inline std::array<std::uint8_t, kSquares> square_codes(const Park& park) {
  std::array<std::uint8_t, kSquares> codes{};
  for (int d = 0; d < kDevelopments; ++d)
    for (Board b = park.boards[d]; b;) codes[pop_square(b)] = static_cast<std::uint8_t>(d + 1);
  return codes;
}

// The n-tuples of one card: `emit(index, value)` for each of its 128 readings.
template <class Emit>
void card_tuples(int card, const std::array<std::uint8_t, kSquares>& codes, Emit&& emit) {
  std::array<std::uint8_t, kSquares> view;
  for (int s = 0; s < kSquares; ++s) view[s] = kCardCodes[card][codes[s]];
  for (int b = 0; b < kBaseTuples; ++b)
    for (const Tuple& tuple : kTuples[b]) {
      int pattern = 0;
      for (int k = kTupleSquares - 1; k >= 0; --k) pattern = pattern * kCodes + view[tuple[k]];
      emit(tuple_index(card, b, pattern), 1.0f);
    }
}

// The scalars of a park at `time` (rounds completed), its player having made `modifications`:
// each dealt card's points, promise and, solo, its requirement's progress and the standing
// against the win (P8), and the park's regions (P6). Returns the sum of the cards' progress (0
// with several players).
template <class Emit>
double park_scalars(const Park& park, const Deal& deal, bool solo, int time, int modifications, Emit&& emit) {
  const Board scoring = park.scoring();
  double progressed = 0;
  int total = -modifications, met = 0;
  for (const int card : deal) {
    const int points = card_points(card, park, scoring);
    total += points;
    emit(card_index(card, time, kPoints), points / kPointsScale);
    const double promised = promise(card, park, scoring, points);
    if (promised != 0) emit(card_index(card, time, kPromise), static_cast<float>(promised) / kPromiseScale);
    if (!solo) continue;
    const double share = progress(card, park);
    progressed += share;
    if (share != 0) emit(card_index(card, time, kProgress), static_cast<float>(share));
    if (share >= 1) emit(card_index(card, time, kMet), 1.0f), ++met;
  }
  const Board developed = park.developed();
  const int isolated = park.isolated_regions(scoring);
  if (isolated) emit(global_index(time, kIsolated), isolated);
  if (solo) emit(solo_index(time, met, total - kIsolatedRegionPenalty * isolated - target(deal)), 1.0f);
  emit(global_index(time, kScoringSquares), count(scoring) / kSquaresScale);
  if (const int alone = count(developed & ~scoring)) emit(global_index(time, kIsolatedSquares), alone / kSquaresScale);
  const Board frontier = neighbours(scoring | kVicinity) & park.empty();
  emit(global_index(time, kFrontier), count(frontier) / kSquaresScale);
  return progressed;
}

// Every feature of a park at `time`: the n-tuples of each dealt card and the scalars.
template <class Emit>
void park_features(const Park& park, const Deal& deal, bool solo, int time, int modifications, Emit&& emit) {
  const auto codes = square_codes(park);
  for (const int card : deal) card_tuples(card, codes, emit);
  park_scalars(park, deal, solo, time, modifications, emit);
}

// The untrained park weights: the score now (P6, P9), so that the model starts as the greedy
// agent's value and TD learning refines it.
inline void initial_park_weights(std::span<float> weights) {
  for (int card = 1; card <= kCards; ++card)
    for (int t = 0; t < kTimes; ++t) weights[card_index(card, t, kPoints)] = kPointsScale;
  for (int t = 0; t < kTimes; ++t) {
    weights[global_index(t, kIsolated)] = -kIsolatedRegionPenalty;
    weights[global_index(t, kModifications)] = -1;
  }
}

}  // namespace parks::planner::learned

#pragma once
// The feature layout of Mini Park's learned evaluation (learned.h): the groups of weights, their
// sizes and bases, and the buckets the patterns see.
#include <algorithm>
#include <cstddef>

#include "engine/minipark/state.h"

namespace parks::minipark::learned {

inline constexpr int kTimes = 6;         // time buckets: the stack empty, then fifths of it
inline constexpr int kPlayerCounts = 4;  // 2-5 players (M6)
inline constexpr int kRuleSets = 2;      // basic, advanced
inline constexpr int kTables = kPlayerCounts * kRuleSets;
inline constexpr int kContexts = kTables * 2;     // player counts x rules x expansions
inline constexpr int kStack = kMaxBaseTiles + 1;  // tiles unseen, 0-40
inline constexpr int kSeats = kMaxPlayers;        // seats until the player's turn
inline constexpr int kPhases = 6;                 // Turn, Draw, Refill, Reveal, Expansion, other
inline constexpr int kPointBuckets = 6, kOpenBuckets = 5, kSupplyBuckets = 4, kBestBuckets = 8;
inline constexpr int kQuotas = 3;                    // characters the player may still place, 0-2
inline constexpr int kFreeMasks = 1 << kCharacters;  // which characters are still free
inline constexpr int kRivalQuotas = 9;               // characters the rivals may still place, 0-8
inline constexpr int kOwners = 3;                    // of an objective's character: nobody, me, a rival
inline constexpr int kFaced = 4, kRoadsFaced = 5;    // an empty cell's tiles next to it 1-4, roads 0-4
inline constexpr int kTileTypes = kMaxTileTypes;     // a face-up tile's type
inline constexpr int kCompany = 4;                   // rivals' characters on a character's road or region, 0-3
inline constexpr int kTurnsLeft = 21;                // tiles left to lay per player, 0-20

// Points figures enter divided by this, so that every feature's value is of order 1 (the TD step
// is shared among the active features by their squared values); their untrained weight is this.
inline constexpr float kPointScale = 10.0f;
inline constexpr float kCountScale = 8.0f;  // open sides, supplies and empty cells likewise
inline constexpr float kDrawScale = 4.0f;   // a draw scores at most 4

// The groups' sizes and bases, in layout order.
inline constexpr std::size_t kCharKeys = kRuleSets * kCharacters * kTimes;
inline constexpr std::size_t kPlacementBase = 0;
inline constexpr std::size_t kBiasBase = kPlacementBase + 1;
inline constexpr std::size_t kPhaseBase = kBiasBase + kContexts * kStack * kSeats;
inline constexpr std::size_t kCharPointsBase = kPhaseBase + kContexts * kPhases * kSeats * kTimes;
inline constexpr std::size_t kCharGrowthBase = kCharPointsBase + kCharKeys;
inline constexpr std::size_t kCharOpenBase = kCharGrowthBase + kRuleSets * kCharacters;
inline constexpr std::size_t kCharSupplyBase = kCharOpenBase + kCharKeys;
inline constexpr std::size_t kCharPatternBase = kCharSupplyBase + kCharKeys;
inline constexpr std::size_t kObjKeys = kCharacters * kTimes * kOwners;
inline constexpr std::size_t kObjPointsBase =
    kCharPatternBase + kCharKeys * kPointBuckets * kOpenBuckets * kSupplyBuckets;
inline constexpr std::size_t kObjGrowthBase = kObjPointsBase + kObjKeys;
inline constexpr std::size_t kObjPatternBase = kObjGrowthBase + kCharacters * kOwners;
inline constexpr std::size_t kFreeBase = kObjPatternBase + kObjKeys * kPointBuckets * kOpenBuckets;
inline constexpr std::size_t kBestPointsBase = kFreeBase + kTables * kTimes * kQuotas * kFreeMasks;
inline constexpr std::size_t kBestPatternBase = kBestPointsBase + kCharKeys;
inline constexpr std::size_t kRivalQuotaBase = kBestPatternBase + kCharKeys * kBestBuckets;
inline constexpr std::size_t kRivalPointsBase = kRivalQuotaBase + kTables * kTimes * kRivalQuotas;
inline constexpr std::size_t kCellsBase = kRivalPointsBase + kRuleSets * kTimes;
inline constexpr std::size_t kCellTimesBase = kCellsBase + kPlayerCounts * kSeats * kFaced * kRoadsFaced;
inline constexpr std::size_t kFaceUpBase = kCellTimesBase + kContexts * kTimes * kFaced * kRoadsFaced;
inline constexpr std::size_t kDrawBase = kFaceUpBase + kSeats * kTileTypes * (kFaced + 1);
// 4 draw weights: a draw pending to the player or a rival; a drawn tile to lay, the player's or a rival's.
inline constexpr std::size_t kCompanyBase = kDrawBase + 4;
inline constexpr std::size_t kTurnsBase = kCompanyBase + kCharKeys * kCompany;
inline constexpr std::size_t kWeights = kTurnsBase + kPhases * kTurnsLeft;

inline constexpr std::size_t kMaxCharacters = 2;  // M6: at most two a player
// Placement, two biases, phase; 6 per character and 3 per objective; the free characters and 2
// per free one; the rivals' quota and points; 2 per class of empty cell; the face-up tiles; a draw.
inline constexpr std::size_t kMaxActive =
    4 + kMaxCharacters * 6 + kMaxCharacters * 3 + 1 + 2 * kCharacters + 2 + 2 * kFaced * kRoadsFaced + kFaceUp + 1;

constexpr int clamp_to(int v, int values) { return std::clamp(v, 0, values - 1); }

// The stack left in buckets: 0 once it is empty, then 1-5 by fifths of the base tiles.
inline int time_bucket(const State& state) {
  const int unseen = state.unseen();
  if (unseen == 0) return 0;
  return 1 + std::min(kTimes - 2, (unseen - 1) * (kTimes - 1) / std::max(1, state.park().tiles().base_tiles()));
}

inline int context(const State& state) {
  const GameOptions& o = state.options();
  return ((o.players - 2) * 2 + static_cast<int>(o.rules)) * 2 + (o.expansions ? 1 : 0);
}

inline int phase_class(Phase phase) {
  switch (phase) {
    case Phase::Turn: return 0;
    case Phase::Draw: return 1;
    case Phase::Refill: return 2;
    case Phase::Reveal: return 3;
    case Phase::Expansion: return 4;
    default: return 5;
  }
}

inline int point_bucket(int points) {
  return points <= 0 ? 0 : points <= 2 ? 1 : points <= 4 ? 2 : points <= 7 ? 3 : points <= 11 ? 4 : 5;
}
inline int open_bucket(int open) { return open <= 2 ? open : open <= 4 ? 3 : 4; }
inline int supply_bucket(int supply) { return supply <= 0 ? 0 : supply <= 2 ? 1 : supply <= 4 ? 2 : 3; }
inline int best_bucket(int points) {
  return points <= 0    ? 0
         : points <= 2  ? 1
         : points <= 4  ? 2
         : points <= 6  ? 3
         : points <= 8  ? 4
         : points <= 11 ? 5
         : points <= 15 ? 6
                        : 7;
}

}  // namespace parks::minipark::learned

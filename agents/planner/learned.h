#pragma once
// The planner's learned evaluation (agents/learned/features.h): the player's park as n-tuples
// and card scalars (learned_features.h), crossed with the rounds the player has completed, and
// where the player stands in the round: between rounds, using the dice (how many are left, how
// many types unlocked still owe a placement, how many empty squares the dice left can reach),
// rerolling, or, with several players, waiting for their turn at the round's roll or done with it.
#include <algorithm>
#include <bit>
#include <span>

#include "agents/learned/features.h"
#include "agents/learned/td_agent.h"
#include "agents/planner/learned_agent.h"
#include "agents/planner/learned_features.h"
#include "engine/core/bits.h"
#include "engine/planner/identity.h"
#include "engine/planner/state.h"

namespace parks::planner::learned {

// Where the player stands in the current round.
enum Standing { kBetween, kActing, kRerolling, kWaiting, kDone, kStandings };
inline constexpr int kBuckets = 5;  // coarse time for the round's context: two rounds each
inline constexpr int kMostReach = 7;
inline constexpr std::size_t kStandingBase = kParkWeights;
inline constexpr std::size_t kDiceBase = kStandingBase + std::size_t{kTimes} * kStandings;
inline constexpr std::size_t kReachBase = kDiceBase + std::size_t{kBuckets} * (kDice + 1) * kDevelopments;
inline constexpr std::size_t kWaitingReachBase = kReachBase + std::size_t{kBuckets} * (kMostReach + 1);
inline constexpr std::size_t kModifiedBase = kWaitingReachBase + std::size_t{kBuckets} * (kMostReach + 1);
inline constexpr std::size_t kStateWeights = kModifiedBase + kBuckets;

// The empty squares of `park` whose printed number some of the `unused` dice add up to, at most
// kMostReach.
inline int reach(const Sheet& sheet, const Park& park, const DiceValues& dice, unsigned unused) {
  const DiceSums sums(dice);
  std::uint32_t numbers = 0;
  for (unsigned group = unused; group; group = (group - 1) & unused)
    if (sums.sum[group] <= kMaxPrinted) numbers |= 1u << sums.sum[group];
  Board squares = 0;
  while (numbers) squares |= sheet.by_number[pop_lsb(numbers)];
  return std::min(kMostReach, count(squares & park.empty()));
}

template <int Seats>
Standing standing_of(const BasicState<Seats>& state, int player) {
  if (state.phase() == Phase::Roll || state.phase() == Phase::Over) return kBetween;
  if (state.seat() == player) return state.phase() == Phase::Reroll ? kRerolling : kActing;
  return state.seat() < player ? kWaiting : kDone;
}

// The round's context for the acting player: dice left, types owing a placement (P5), squares in
// reach, whether the dice were modified (P4).
template <int Seats, class Emit>
void acting_features(const BasicState<Seats>& state, int bucket, Emit&& emit) {
  const unsigned unused = ~state.used() & (kDiceSubsets - 1);
  const int owed =
      std::min(kDevelopments - 1, std::popcount(static_cast<unsigned>(state.unlocked() & ~state.placed())));
  emit(kDiceBase + (static_cast<std::size_t>(bucket) * (kDice + 1) + std::popcount(unused)) * kDevelopments + owed,
       1.0f);
  const int squares = reach(state.sheet(), state.park(), state.dice(), unused);
  emit(kReachBase + static_cast<std::size_t>(bucket) * (kMostReach + 1) + squares, 1.0f);
  if (state.rerolled() || state.dice() != state.rolled()) emit(kModifiedBase + bucket, 1.0f);
}

template <int Seats, class Emit>
void state_features(const BasicState<Seats>& state, int player, Emit&& emit) {
  const Standing standing = standing_of(state, player);
  const int time = std::min(kTimes - 1, state.round() + (standing == kDone));
  const bool solo = state.num_players() == 1;
  const int used = state.modifications(player);
  park_features(state.park(player), state.deal(), solo, time, used, emit);
  if (used) emit(global_index(time, kModifications), used);
  emit(global_index(time, kModificationsLeft), (kMaxModifications - used) / 4.0f);
  emit(kStandingBase + static_cast<std::size_t>(time) * kStandings + standing, 1.0f);
  const int bucket = std::min(kBuckets - 1, time / 2);
  if (standing == kActing) acting_features(state, bucket, emit);
  if (standing == kWaiting) {
    const int squares = reach(state.sheet(player), state.park(player), state.rolled(), kDiceSubsets - 1);
    emit(kWaitingReachBase + static_cast<std::size_t>(bucket) * (kMostReach + 1) + squares, 1.0f);
  }
}

}  // namespace parks::planner::learned

namespace parks {

template <int Seats>
struct Learned<planner::BasicState<Seats>> {
  static constexpr const char* kLayout = "planner-tuples2x3-v2";
  static constexpr std::size_t kWeights = planner::learned::kStateWeights;
  // 3 cards x (128 n-tuple readings + 4 scalars), 6 park and player scalars, the solo standing
  // against the win, the place in the round and 3 of the round's context.
  static constexpr std::size_t kMaxActive =
      3 * (planner::learned::kBaseTuples * planner::learned::kSymmetries + planner::learned::kCardScalars) +
      planner::learned::kGlobals + 5;

  static void features(const planner::BasicState<Seats>& state, int player, Features<kMaxActive>& out) {
    planner::learned::state_features(state, player, [&](std::size_t index, float value) {
      out.push_back({static_cast<std::uint32_t>(index), value});
    });
  }

  static void initial_weights(std::span<float> weights) {
    std::fill(weights.begin(), weights.end(), 0.0f);
    planner::learned::initial_park_weights(weights);
  }
};

// The td agent plans whole rounds (learned_agent.h).
template <int Seats>
struct Td<planner::BasicState<Seats>> {
  using agent = planner::learned::TdPlanAgent;
};

}  // namespace parks

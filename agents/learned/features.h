#pragma once
// What a learned evaluation sees of a position: a short list of active features, each an index
// into the model's weights and a value (1 for an n-tuple's entry, a count or a points figure for
// the others). The value for a player is the sum of weight x value over the list: a linear model,
// which with n-tuples (one weight per pattern of a few squares) is an n-tuple network.
//
// A game opts in by specialising `Learned<State>` (see agents/<game>/learned.h):
//   static constexpr const char* kLayout;    // names the feature layout; a weights file
//                                            // written for another layout is refused
//   static constexpr std::size_t kWeights;   // the model's size
//   static constexpr std::size_t kMaxActive; // the most features active in one position
//   static void features(const State&, int player, Features<kMaxActive>&);
//   static void initial_weights(std::span<float>);  // the untrained model, e.g. points now
// The model predicts `player`'s final score; a position that is over is worth its score.
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

#include "engine/core/fixed_list.h"
#include "engine/core/game.h"

namespace parks {

struct Feature {
  std::uint32_t index;
  float value;
};

template <std::size_t N>
using Features = FixedList<Feature, N>;

template <class S>
struct Learned;

// clang-format off
template <class S>
concept HasLearnedValue = GameState<S> && requires(const S& view, int player, std::span<float> weights,
                                                   Features<Learned<S>::kMaxActive>& out) {
  { Learned<S>::kLayout } -> std::convertible_to<const char*>;
  { Learned<S>::kWeights } -> std::convertible_to<std::size_t>;
  Learned<S>::features(view, player, out);
  Learned<S>::initial_weights(weights);
};
// clang-format on

}  // namespace parks

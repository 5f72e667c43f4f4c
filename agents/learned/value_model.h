#pragma once
// A learned evaluation's weights: a linear model over a game's features (features.h), what it
// was trained on, and its file.
//
// File layout: text header lines "key value" (format, game, layout, rules, components, games,
// target, command, curve, weights, body_sha256), a blank line, then the weights as little-endian float32. A
// file is refused, with one line naming the difference, when its layout, rules or components
// are not those of this build: weights learned on other rules value other positions.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "agents/learned/features.h"

namespace parks {

// What a model was trained on. `rules` is the SHA-256 of the game's rules revision
// (engine/<game>/identity.h), `components` that of the component file.
struct ModelStamp {
  std::string game, layout, rules, components;
  bool operator==(const ModelStamp&) const = default;
};

// One point of a learning curve: after `games` training games, the held-out deals' results.
struct CurvePoint {
  std::int64_t games = 0, deals = 0;
  double wins = 0, score_sum = 0, score_square_sum = 0;
  bool operator==(const CurvePoint&) const = default;
};

// What a model predicts of a position: the player's final score, or whether the player wins
// (solo games are won by a target score: the win is the goal, the score only its measure).
enum class ValueTarget : std::uint8_t { Score, Win };

struct ValueModel {
  ModelStamp stamp;
  ValueTarget target = ValueTarget::Score;
  std::int64_t games = 0;  // self-play games it was trained on
  std::string command;     // the training command: its identity, checked on resuming
  std::vector<CurvePoint> curve;
  std::vector<float> weights;

  template <std::size_t N>
  double value(const Features<N>& features) const {
    double v = 0;
    for (const Feature& f : features) v += static_cast<double>(weights[f.index]) * f.value;
    return v;
  }

  // Normalised least-mean-squares step towards `target`: the step is scaled by the features'
  // squared norm, so a position with many or large features moves no further than one with few.
  template <std::size_t N>
  void learn(const Features<N>& features, double target, double rate) {
    double norm = 0;
    for (const Feature& f : features) norm += static_cast<double>(f.value) * f.value;
    if (norm <= 0) return;
    const double step = rate * (target - value(features)) / norm;
    for (const Feature& f : features) weights[f.index] += static_cast<float>(step * f.value);
  }

  // The value of a finished game for `player`, on the model's scale.
  template <class S>
  double final_value(const S& state, int player) const {
    return target == ValueTarget::Win ? (state.is_winner(player) ? 1.0 : 0.0) : state.score(player);
  }
};

inline constexpr int kModelFormat = 1;
inline constexpr std::size_t kMaxModelBytes = std::size_t{64} << 20;

std::string encode_model(const ValueModel& model);
// Throws std::runtime_error naming what is wrong with the bytes.
ValueModel decode_model(std::string_view bytes);

// Reads a model file (at most kMaxModelBytes, a regular file); throws std::runtime_error with one
// line naming the file and the problem.
ValueModel load_model(const std::filesystem::path& file);
// Writes atomically (a temporary file beside it, renamed over it); throws std::runtime_error.
void save_model(const std::filesystem::path& file, const ValueModel& model);

// The first way `file`'s stamp differs from `expected`, as a phrase ("was trained on other rules
// (sha256 1a2b... here 3c4d...)"); empty when they match.
std::string stamp_difference(const ModelStamp& file, const ModelStamp& expected);

}  // namespace parks

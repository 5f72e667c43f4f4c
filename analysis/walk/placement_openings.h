#pragma once
// The opening of a solo game of A Walk in the Park (level 1, W12): the first roll, every
// placement it allows, and each placement played out by the agent on the same later rolls.
#include <array>
#include <cstdint>

#include "analysis/counterfactual.h"
#include "engine/walk/components.h"
#include "engine/walk/state.h"

namespace parks::walk {

inline constexpr int kOpeningLevel = 1;
inline constexpr std::array<Piece, 4> kRolls = {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis};

enum class LayoutKind : std::uint8_t { Default, Random };

// Deal `deal`'s game: the landmarks of `components` (W3), or a random layout drawn as `simulate
// --layout random` draws it for the deal.
inline Config deal_config(LayoutKind kind, std::uint64_t seed, std::uint64_t deal,
                          const Components& components = default_components()) {
  Config config{components.default_layout.mask(), components.die, 1, kOpeningLevel};
  if (kind == LayoutKind::Random) {
    Rng rng = Rng::stream(seed, deal, Stream::Layout);
    config.landmarks = random_layout(rng).mask();
  }
  return config;
}

// The state after the first roll came up `roll`.
inline SoloState opening_state(const Config& config, Piece roll) {
  SoloState state = SoloState::initial(config);
  state.apply(Action::roll(roll));
  return state;
}

// Replicate r of the openings: every placement of every first roll meets the same later rolls,
// those of decision point 0 of deal r.
template <class Agents>
SoloState play_opening(const SoloState& opening, Action placement, const Agents& agents, std::uint64_t seed,
                       std::uint64_t replicate) {
  return play_branch(opening, placement, agents, seed, replicate, 0, 0);
}

}  // namespace parks::walk

#pragma once
// The learned evaluation of A Walk in the Park: an n-tuple network over the 5x5 sheet and a
// weight per planning term and rolls left.
// - Each square has one of 8 codes: empty, ibis, a path cut off from the centre or one joined to
//   it (W7), each on a landmark or not (W3). The tuples are the 5 rows and 5 columns (8^5
//   patterns each) and the 16 2x2 blocks (8^4): what a route to a landmark, a loop or an ibis
//   group needs is local. (Telling growing paths from dead ends, 7 codes, learned less.)
// - The planning terms of the heuristic (points now, the plan's extra, picks owed, bonuses,
//   visits, statues, open ends, loop chances, ibises, empty squares) are each weighted per number
//   of rolls left (0-9+), so that the value learns what a term is worth when.
// Untrained, the value is the heuristic's plan value.
#include <algorithm>
#include <array>
#include <span>

#include "agents/learned/features.h"
#include "agents/walk/heuristic.h"
#include "engine/walk/evaluation.h"
#include "engine/walk/identity.h"

namespace parks::walk {

struct WalkFeatures {
  enum Code : std::uint8_t { kEmpty, kIbis, kCutOff, kJoined, kOnLandmark, kCodes = 2 * kOnLandmark };
  static constexpr std::uint32_t kLine = kCodes * kCodes * kCodes * kCodes * kCodes;
  static constexpr std::uint32_t kBlock = kCodes * kCodes * kCodes * kCodes;
  static constexpr int kLines = 2 * kSide;
  static constexpr int kBlocks = (kSide - 1) * (kSide - 1);
  static constexpr int kRollBuckets = 10;
  static constexpr int kTerms = 11;  // the planning terms and a bias
  static constexpr std::uint32_t kLinesAt = 0;
  static constexpr std::uint32_t kBlocksAt = kLinesAt + kLines * kLine;
  static constexpr std::uint32_t kTermsAt = kBlocksAt + kBlocks * kBlock;
  static constexpr std::uint32_t kWeights = kTermsAt + kRollBuckets * kTerms;
  static constexpr std::size_t kMaxActive = kLines + kBlocks + kTerms;

  static std::array<std::uint8_t, kSquares> codes(const Sheet& sheet, Mask landmarks) {
    const Mask paths = sheet.paths(), joined = sheet.connected();
    std::array<std::uint8_t, kSquares> code{};
    for (Square s = 0; s < kSquares; ++s) {
      const Mask b = bit(s);
      const int kind = (sheet.ibises() & b) ? kIbis : (paths & b) ? ((joined & b) ? kJoined : kCutOff) : kEmpty;
      code[s] = static_cast<std::uint8_t>(kind + ((landmarks & b) ? kOnLandmark : 0));
    }
    return code;
  }

  template <int Seats, std::size_t N>
  static void extract(const BasicState<Seats>& state, int player, Features<N>& out) {
    const Sheet& sheet = state.sheet(player);
    const auto code = codes(sheet, state.landmarks());
    for (int i = 0; i < kSide; ++i) {
      std::uint32_t row = 0, col = 0;
      for (int j = 0; j < kSide; ++j) {
        row = row * kCodes + code[square(i, j)];
        col = col * kCodes + code[square(j, i)];
      }
      out.push_back({kLinesAt + static_cast<std::uint32_t>(i) * kLine + row, 1.0f});
      out.push_back({kLinesAt + static_cast<std::uint32_t>(kSide + i) * kLine + col, 1.0f});
    }
    for (int r = 0; r + 1 < kSide; ++r)
      for (int c = 0; c + 1 < kSide; ++c) {
        const std::uint32_t pattern =
            ((code[square(r, c)] * kCodes + code[square(r, c + 1)]) * kCodes + code[square(r + 1, c)]) * kCodes +
            code[square(r + 1, c + 1)];
        out.push_back({kBlocksAt + static_cast<std::uint32_t>(r * (kSide - 1) + c) * kBlock + pattern, 1.0f});
      }
    add_terms(state, player, sheet, out);
  }

  template <int Seats, std::size_t N>
  static void add_terms(const BasicState<Seats>& state, int player, const Sheet& sheet, Features<N>& out) {
    const int rolls = state.rolls_after_this_turn(player);
    const std::uint32_t at = kTermsAt + static_cast<std::uint32_t>(std::min(rolls, kRollBuckets - 1)) * kTerms;
    const Mask landmarks = state.landmarks();
    const double now = points_now(sheet, landmarks);
    const NetworkEnds ends = network_ends(sheet);
    const bool acting = state.current_player() == player;
    const float terms[kTerms] = {static_cast<float>(now),
                                 static_cast<float>(plan_value(state, player) - now),
                                 static_cast<float>(acting ? state.pending_picks() : 0),
                                 static_cast<float>(sheet.bonus_count()),
                                 static_cast<float>(popcount(sheet.visited(landmarks))),
                                 static_cast<float>(sheet.statues()),
                                 static_cast<float>(std::min(popcount(ends.frontier), 6)),
                                 static_cast<float>(std::min(popcount(ends.shared), 3)),
                                 static_cast<float>(popcount(sheet.ibises())),
                                 static_cast<float>(popcount(sheet.empty())) / 4,
                                 1.0f};
    for (int t = 0; t < kTerms; ++t)
      if (terms[t] != 0) out.push_back({at + static_cast<std::uint32_t>(t), terms[t]});
  }

  static void initial_weights(std::span<float> weights) {
    for (int b = 0; b < kRollBuckets; ++b) {
      weights[kTermsAt + b * kTerms + 0] = 1.0f;  // points now
      weights[kTermsAt + b * kTerms + 1] = 1.0f;  // the plan's extra: the heuristic's value
    }
  }
};

}  // namespace parks::walk

namespace parks {

template <int Seats>
struct Learned<walk::BasicState<Seats>> {
  static constexpr const char* kLayout = "walk-ntuple-1";
  static constexpr std::size_t kWeights = walk::WalkFeatures::kWeights;
  static constexpr std::size_t kMaxActive = walk::WalkFeatures::kMaxActive;
  template <std::size_t N>
  static void features(const walk::BasicState<Seats>& state, int player, Features<N>& out) {
    walk::WalkFeatures::extract(state, player, out);
  }
  static void initial_weights(std::span<float> weights) { walk::WalkFeatures::initial_weights(weights); }
};

}  // namespace parks

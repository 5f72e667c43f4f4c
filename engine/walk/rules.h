#pragma once
// The numbers of A Walk in the Park that the rulings fix (W8, W11, W12, W14): bonuses, caps,
// penalties, solo turn limits and ranks. Component data that is assumed (the default landmark
// squares, W3) lives in data/walk/components.json instead.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace parks::walk {

// The ten landmark bonuses, in the order of the score sheet (and of the sheet-file names).
enum class Bonus : std::uint8_t {
  Plus1,
  Plus2,
  PerIbis,
  IbisGroups,
  LargestIbisGroup,
  PerStatue,
  ExtraStatue,
  ExtraCurve,
  ExtraStraight,
  TToIbis,
};
inline constexpr int kBonuses = 10;
inline constexpr std::array<std::string_view, kBonuses> kBonusNames = {
    "plus1",      "plus2",        "per_ibis",    "ibis_groups",    "largest_ibis_group",
    "per_statue", "extra_statue", "extra_curve", "extra_straight", "t_to_ibis"};

constexpr std::uint16_t bonus_bit(Bonus b) { return static_cast<std::uint16_t>(1u << static_cast<int>(b)); }
constexpr std::string_view name(Bonus b) { return kBonusNames[static_cast<int>(b)]; }
constexpr std::optional<Bonus> bonus_named(std::string_view text) {
  for (int i = 0; i < kBonuses; ++i)
    if (kBonusNames[i] == text) return static_cast<Bonus>(i);
  return std::nullopt;
}

inline constexpr int kMaxBonuses = 6;         // W8
inline constexpr int kConversionPenalty = 3;  // W11
inline constexpr int kEndLandmarks = 6;       // W12
inline constexpr int kEndIbises = 6;          // W12
inline constexpr int kLandmarks = 8;          // W3
inline constexpr int kMaxPlayers = 6;
inline constexpr int kSoloTarget = 18;  // W14

// W12: the solo turn limit of each level.
inline constexpr std::array<int, 4> kSoloTurns = {18, 14, 12, 10};
constexpr int solo_turns(int level) { return kSoloTurns[level - 1]; }

// W14: the solo titles.
enum class Rank : std::uint8_t { None, Sightseer, Sydneysider, Botanist, LachlanMacquarie };
inline constexpr int kRanks = 5;
inline constexpr std::array<std::string_view, kRanks> kRankNames = {"none", "Sightseer", "Sydneysider", "Botanist",
                                                                    "Lachlan Macquarie"};

constexpr Rank solo_rank(int score) {
  if (score >= 25) return Rank::LachlanMacquarie;
  if (score >= 23) return Rank::Botanist;
  if (score >= 21) return Rank::Sydneysider;
  if (score >= kSoloTarget) return Rank::Sightseer;
  return Rank::None;
}
constexpr std::string_view name(Rank r) { return kRankNames[static_cast<int>(r)]; }

// Why a game ended (W12), the first that holds in this order.
enum class EndCause : std::uint8_t { SixLandmarks, SixIbises, FullGrid, TurnLimit };
inline constexpr int kEndCauses = 4;
inline constexpr std::array<std::string_view, kEndCauses> kEndCauseNames = {"six_landmarks", "six_ibises", "full_grid",
                                                                            "turn_limit"};

}  // namespace parks::walk

#pragma once
// One player's logbook (H5) as a small value type: the sun track, the canteen, the journal's
// spreads, the wildlife rows, the binoculars and the night section, as counts. Every mark the
// rules allow goes through one of its functions; what a mark triggers (a journal or wildlife
// bonus) is the state's business.
#include <emmintrin.h>  // SSE2, part of every x86-64

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

#include "engine/hike/components.h"

namespace parks::hike {

inline constexpr int kLinesPerSpread = 3;
inline constexpr int kSpreadLanes = 16;  // the spread arrays padded to one 16-byte vector
static_assert(kMaxSpreads <= kSpreadLanes);

struct Logbook {
  std::uint16_t spreads_rebought = 0;            // Acadia: spreads whose bonus was taken again tonight
  std::uint8_t suns_gained = 0, suns_spent = 0;  // outlined and crossed-out circles
  std::uint8_t water = 0;
  std::uint8_t sketched = 0;  // spreads 0..sketched-1 have a landmark
  std::array<std::uint8_t, kSpreadLanes> landmark{};
  std::array<std::uint8_t, kSpreadLanes> lines{};
  std::array<std::uint8_t, kWildlifeRows> wildlife{};     // boxes crossed out, left to right
  std::array<std::uint8_t, kMaxBinoculars> binoculars{};  // circles filled per icon
  std::array<std::uint8_t, kLandmarks> night{};           // circles filled per landmark section
  std::array<std::uint8_t, 3> canteen_score{};            // scored each night
  std::uint8_t sections_done = 0;                         // night sections resolved tonight (bit per landmark)
  std::uint8_t bonuses_used = 0;                          // park night bonuses used tonight (bit per kind)
  std::uint8_t extra_canteen = 0;                         // Glacier: points bought for tonight's canteen

  bool operator==(const Logbook&) const = default;

  int suns() const { return suns_gained - suns_spent; }
  bool complete(int spread) const { return lines[spread] == kLinesPerSpread; }
  bool available(int spread) const { return spread < sketched && lines[spread] < kLinesPerSpread; }
  bool wildlife_full(const Components& c, int row) const { return wildlife[row] >= c.wildlife_boxes[row]; }
  bool binoculars_open(int b) const { return binoculars[b] < kBinocularCircles; }
  bool night_open(const Components& c, int l) const { return night[l] < c.night_circles[l]; }
  bool journal_full(const Components& c) const { return sketched >= c.spreads(); }
  bool canteen_full(const Components& c) const { return water >= c.canteen_capacity(); }
  bool sun_track_full(const Components& c) const { return suns_gained >= c.sun_track; }

  // Spreads as bit sets: sketched with room for a line, and sketched with landmark l; one vector
  // compare each.
  std::uint16_t open_spreads() const {
    return static_cast<std::uint16_t>(~bytes_equal(lines, kLinesPerSpread) & sketched_mask());
  }
  std::uint16_t spreads_of(int l) const {
    return static_cast<std::uint16_t>(bytes_equal(landmark, l) & sketched_mask());
  }

  // Counts over the sketched spreads, each a vector compare or sum and a bit count.
  int count_sketched(int l) const { return std::popcount(spreads_of(l)); }
  int count_complete(int l) const {
    return std::popcount(static_cast<unsigned>(spreads_of(l) & bytes_equal(lines, kLinesPerSpread)));
  }
  int total_lines() const {
    const __m128i sketched_lines = _mm_and_si128(load(lines), sketched_bytes());
    const __m128i sums = _mm_sad_epu8(sketched_lines, _mm_setzero_si128());  // two 8-byte sums
    return _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
  }

  // Marks without a choice; each reports whether it could be made.
  bool gain_sun(const Components& c) {
    if (sun_track_full(c)) return false;
    ++suns_gained;
    return true;
  }
  bool gain_water(const Components& c) {
    if (canteen_full(c)) return false;
    ++water;
    return true;
  }
  void sketch(int l) { landmark[sketched++] = static_cast<std::uint8_t>(l); }

 private:
  unsigned sketched_mask() const { return (1u << sketched) - 1; }
  // 0xff in the lanes of the sketched spreads, 0 beyond.
  __m128i sketched_bytes() const {
    const __m128i lane = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    return _mm_cmpgt_epi8(_mm_set1_epi8(static_cast<char>(sketched)), lane);
  }
  static __m128i load(const std::array<std::uint8_t, kSpreadLanes>& bytes) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes.data()));
  }
  static unsigned bytes_equal(const std::array<std::uint8_t, kSpreadLanes>& bytes, int value) {
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(load(bytes),
                                                                  _mm_set1_epi8(static_cast<char>(value)))));
  }
};
// No padding, so that two logbooks are equal exactly when their bytes are, and may be compared
// as bytes.
static_assert(std::has_unique_object_representations_v<Logbook>);

// The points the lowest completed canteen row lists (0 when no row is complete).
inline int canteen_row_points(const Components& c, int water) {
  int points = 0;
  for (int r = 0, drops = 0; r < c.canteen_rows; ++r) {
    drops += c.canteen_drops[r];
    if (water < drops) break;
    points = c.canteen_points[r];
  }
  return points;
}

}  // namespace parks::hike

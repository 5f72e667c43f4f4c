#pragma once
// The components the book leaves out (H1-H7, all assumed): the dice faces, the trail tokens,
// the logbook's sizes and values, and the solo card. They come from data/hike/components.json or a
// file given with --components, so a user who owns the real components can correct them and a
// "what if" variant is a data change.
#include <array>
#include <cstdint>
#include <filesystem>
#include <istream>
#include <stdexcept>
#include <string>

#include "engine/hike/icons.h"

namespace parks::hike {

inline constexpr int kHikingDice = 4;
inline constexpr int kDieFaces = 6;
inline constexpr int kTrailTokens = 5;
inline constexpr int kMaxSites = 5;
inline constexpr int kMaxSpreads = 12;
inline constexpr int kMaxCanteenRows = 6;
inline constexpr int kMaxWildlifeBoxes = 8;
inline constexpr int kMaxShields = 16;
inline constexpr int kMaxBinoculars = 8;
inline constexpr int kBinocularCircles = 2;
inline constexpr int kMaxNightCircles = 4;
inline constexpr int kMaxSunTrack = 30;
inline constexpr int kParks = 6;

using Die = std::array<Face, kDieFaces>;

// A shield between a wildlife row and the next one down, circled once the boxes above and
// below it (in `column`) are both crossed out.
struct Shield {
  std::uint8_t upper_row = 0;
  std::uint8_t column = 0;
  std::uint8_t points = 0;
};

// H4: the sites after the trailhead, one per token in play: the 1-2 player side has 4 (the
// binoculars token stays in the box), the 3-4 player side 5.
constexpr int trail_length(int players) { return players <= 2 ? kTrailTokens - 1 : kTrailTokens; }

// A token's landmark when it shows none: the Lead Hiker names one (the binoculars token).
inline constexpr std::uint8_t kNamedLandmark = 255;

enum class NeutralHiker : std::uint8_t { FirstDie, LastDie };  // which die it removes (H7)

inline constexpr int kMaxPlayers = 4;

struct Components {
  std::array<Die, kHikingDice> hiking_dice{};
  Die lead_die{};
  // H4: the trail tokens, shuffled onto the sites each day. A token's landmark is its site's;
  // the one token without a landmark (the binoculars token) has the Lead Hiker name it instead
  // and is removed at 1-2 players.
  std::array<Face, kTrailTokens> tokens{};
  std::array<std::uint8_t, kTrailTokens> token_landmark{};  // a landmark index, or kNamedLandmark
  int binoculars_token = 0;
  int sun_track = 0;                          // circles on the sun track: suns gained in a whole game
  std::array<int, kMaxPlayers> start_suns{};  // setup: the Sun each seat starts with (turn-order compensation)
  int canteen_rows = 0;
  std::array<std::uint8_t, kMaxCanteenRows> canteen_drops{}, canteen_points{};
  int journal_columns = 0, journal_rows = 0;
  std::array<Face, 3> journal_bonus{};  // completing a forest, mountain or meadow spread
  std::array<int, kWildlifeRows> wildlife_boxes{};
  std::array<std::array<Face, kMaxWildlifeBoxes>, kWildlifeRows> wildlife_bonus{};
  int shields = 0;
  std::array<Shield, kMaxShields> shield{};
  int binoculars = 0;
  std::array<Face, kMaxBinoculars> binocular_gain{};
  std::array<int, kLandmarks> night_circles{};
  std::array<std::array<Icon, kMaxNightCircles>, kLandmarks> night_icon{};
  NeutralHiker neutral_hiker = NeutralHiker::FirstDie;
  std::array<int, kParks> solo_target{};

  int spreads() const { return journal_columns * journal_rows; }
  int canteen_capacity() const;
};

struct ComponentsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads and checks a components file; throws ComponentsError naming the file, the entry and
// the problem.
Components load_components(const std::filesystem::path& path);
// data/hike/components.json (PARKS_DATA overrides the data folder).
std::filesystem::path default_components_path();
// The default components file, read once.
const Components& default_components();
// A rule variant: the default components with a JSON merge patch (RFC 7386) from `path` on top,
// so the file lists only what differs, e.g. {"sun_track": {"start": [1, 1, 1, 1]}}. Checked
// like a whole file; throws ComponentsError naming the file.
Components load_components_patch(const std::filesystem::path& path);
// The same two from JSON text in memory; `source` names it in the messages (as the file name
// does).
Components parse_components(std::istream& in, const std::string& source);
Components parse_components_patch(std::istream& in, const std::string& source);

}  // namespace parks::hike

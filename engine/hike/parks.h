#pragma once
// The six parks (H6) as the book gives them: each one's landmark (the arrowhead's picture) and
// the Sun cost of its night bonus. What each park changes is applied where that rule lives:
// journal bonuses in Logbook::complete_bonus, night bonuses in State, scoring in score.h.
#include <array>
#include <optional>
#include <string_view>

namespace parks::hike {

enum class Park : std::uint8_t { Yosemite, DeathValley, GreatSmokyMountains, Arches, Glacier, Acadia };

inline constexpr std::array<std::string_view, 6> kParkNames = {"yosemite", "death-valley", "great-smoky-mountains",
                                                               "arches",   "glacier",      "acadia"};
inline constexpr std::array<std::string_view, 6> kParkTitles = {"Yosemite", "Death Valley", "Great Smoky Mountains",
                                                                "Arches",   "Glacier",      "Acadia"};
inline constexpr std::array<std::string_view, 6> kParkLandmarks = {"waterfall", "skull",     "cloud",
                                                                   "arch",      "snowflake", "acorn"};

inline std::optional<Park> park_named(std::string_view name) {
  for (std::size_t p = 0; p < kParkNames.size(); ++p)
    if (kParkNames[p] == name) return static_cast<Park>(p);
  return std::nullopt;
}

// The night bonuses' Sun costs (the book's park cards).
inline constexpr int kYosemiteNightCost = 2;     // two different of binoculars, pencil, water
inline constexpr int kDeathValleyNightCost = 3;  // up to 3 lines on one page
inline constexpr int kSmokyNightCost = 2;        // cross out a wildlife of your choice
inline constexpr int kArchesNightCost = 2;       // a line on a forest, a mountain and a meadow page
inline constexpr int kGlacierCanteenCost = 2;    // +3 to the round's canteen score
inline constexpr int kGlacierCanteenPoints = 3;
inline constexpr int kGlacierSketchCost = 2;  // sketch a mountain or a snowflake
inline constexpr int kGlacierWaterCost = 1;   // a water
inline constexpr int kAcadiaNightCost = 1;    // per completed forest or meadow spread, its bonus again

}  // namespace parks::hike

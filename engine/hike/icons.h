#pragma once
// The icons of Parks: Roll & Hike (H2) and the faces that show them (H3). A face shows one
// icon, two icons (gain both, in the order of your choice) or two icons with a slash (choose
// one). Every gain in the game, from a die, a trail token, a wildlife box, a binoculars row or a
// journal bonus, is a face.
#include <array>
#include <cstdint>
#include <string_view>

namespace parks::hike {

enum Icon : std::uint8_t {
  Sun,
  Water,
  Pencil,
  Binoculars,
  Forest,
  Mountain,
  Meadow,
  Arrowhead,
  Fish,
  Bird,
  Turtle,
  Deer
};
inline constexpr int kIcons = 12;
inline constexpr std::array<std::string_view, kIcons> kIconNames = {"sun",    "water",    "pencil", "binoculars",
                                                                    "forest", "mountain", "meadow", "arrowhead",
                                                                    "fish",   "bird",     "turtle", "deer"};

// The four landmarks, in icon order: forest, mountain, meadow and the park's own (the arrowhead).
inline constexpr int kLandmarks = 4;
constexpr bool is_landmark(Icon icon) { return icon >= Forest && icon <= Arrowhead; }
constexpr int landmark_of(Icon icon) { return icon - Forest; }
constexpr Icon landmark_icon(int landmark) { return static_cast<Icon>(Forest + landmark); }

// The four wildlife rows, top to bottom (H2, assumed): fish, bird, turtle, deer.
inline constexpr int kWildlifeRows = 4;
constexpr bool is_wildlife(Icon icon) { return icon >= Fish; }
constexpr int wildlife_row(Icon icon) { return icon - Fish; }
constexpr Icon wildlife_icon(int row) { return static_cast<Icon>(Fish + row); }

struct Face {
  std::array<Icon, 2> icons{};
  std::uint8_t count = 0;  // 0 (nothing), 1 or 2
  bool choice = false;     // a slash: gain one of the two

  constexpr bool operator==(const Face&) const = default;
};

constexpr Face single(Icon a) { return {{a, a}, 1, false}; }
constexpr Face both(Icon a, Icon b) { return {{a, b}, 2, false}; }
constexpr Face either(Icon a, Icon b) { return {{a, b}, 2, true}; }

}  // namespace parks::hike

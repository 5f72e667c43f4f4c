#include "engine/walk/components.h"
#include "engine/core/files.h"
#include "engine/core/install_paths.h"

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace parks::walk {

namespace {

// Whether `value` is a whole number 0..high. get<int> would turn 2.5 into 2, wrap 4294967298
// to 2, and convert 1e10 with undefined behaviour.
bool whole_number_up_to(const nlohmann::json& value, int high) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>() <= static_cast<std::uint64_t>(high);
  return value.is_number_integer() && value.get<std::int64_t>() >= 0 && value.get<std::int64_t>() <= high;
}

int face_count(const nlohmann::json& die, const char* name) {
  const auto& value = die.at(name);
  if (!value.is_number_integer())
    throw std::runtime_error(std::string("die face count must be a whole number: ") + name);
  if (!whole_number_up_to(value, 60)) throw std::runtime_error(std::string("die face count out of range: ") + name);
  return value.get<int>();
}

int square_coordinate(const nlohmann::json& value) {
  if (!value.is_number_integer()) throw std::runtime_error("a landmark square must be two whole numbers");
  if (!whole_number_up_to(value, kSide - 1)) throw std::runtime_error("landmark square outside the grid");
  return value.get<int>();
}

}  // namespace

Components load_components(const std::filesystem::path& file) {
  std::istringstream in;
  try {
    in.str(read_whole_file(file, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string("components file ") + e.what());
  }
  return parse_components(in, file.string());
}

Components parse_components(std::istream& in, const std::string& source) {
  Components components;
  try {
    const nlohmann::json data = nlohmann::json::parse(in);
    const auto& die = data.at("die");
    int i = 0;
    for (const char* face : {"curve", "straight", "t", "ibis"})
      components.die.faces[i++] = static_cast<std::uint8_t>(face_count(die, face));
    if (components.die.total() == 0) throw std::runtime_error("the die has no faces");
    const auto& landmarks = data.at("default_sheet").at("landmarks");
    if (landmarks.size() != kLandmarks) throw std::runtime_error("default_sheet needs 8 landmarks");
    for (std::size_t k = 0; k < kLandmarks; ++k) {
      const int row = square_coordinate(landmarks[k].at("square").at(0));
      const int col = square_coordinate(landmarks[k].at("square").at(1));
      components.default_layout.squares[k] = square(row, col);
      components.default_layout.names[k] = landmarks[k].at("name").get<std::string>();
    }
    if (auto error = layout_error(components.default_layout); !error.empty()) throw std::runtime_error(error);
  } catch (const std::exception& e) {
    throw std::runtime_error(source + ": " + e.what());
  }
  return components;
}

std::filesystem::path default_components_path() { return data_file("walk", "components.json"); }

const Components& default_components() {
  static const Components components = load_components(default_components_path());
  return components;
}

Layout random_layout(Rng& rng) {
  std::array<Square, kSquares - 1> pool{};
  int n = 0;
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre) pool[n++] = s;
  Layout layout;
  for (int k = 0; k < kLandmarks; ++k) {  // partial Fisher-Yates
    const int pick = k + static_cast<int>(rng.below(static_cast<std::uint32_t>(n - k)));
    std::swap(pool[k], pool[pick]);
    layout.squares[k] = pool[k];
    layout.names[k] = "landmark " + std::to_string(k + 1);
  }
  return layout;
}

std::string layout_error(const Layout& layout) {
  Mask seen = 0;
  for (Square s : layout.squares) {
    if (s < 0 || s >= kSquares) return "a landmark square is outside the grid";
    if (s == kCentre) return "a landmark cannot be on the centre square 2,2";
    if (seen & bit(s)) return "landmark squares must be distinct";
    seen |= bit(s);
  }
  return "";
}

}  // namespace parks::walk

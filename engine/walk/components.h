#pragma once
// The component data of data/walk/components.json (W2, W3) and random landmark layouts.
#include <filesystem>
#include <istream>
#include <stdexcept>
#include <string>

#include "engine/core/rng.h"
#include "engine/walk/config.h"

namespace parks::walk {

struct Components {
  Die die;
  Layout default_layout;
};

// Throws std::runtime_error with a one-line message naming the file and the problem.
Components load_components(const std::filesystem::path& file);
// The same from JSON text in memory; `source` names it in the messages (as the file name does).
Components parse_components(std::istream& in, const std::string& source);

// The components file shipped in data/ (PARKS_DATA overrides the data folder).
std::filesystem::path default_components_path();
const Components& default_components();

// 8 distinct squares other than the centre, uniformly at random (W3: "other sheets").
Layout random_layout(Rng& rng);

// Checks 8 distinct in-grid squares other than the centre; returns an error or "".
std::string layout_error(const Layout& layout);

}  // namespace parks::walk

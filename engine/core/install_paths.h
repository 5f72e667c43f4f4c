#pragma once
// Where the program finds what it ships beside itself: the component data (data/<game>/...) and
// the plot script. An installed program (cmake --install) reads PREFIX/share/parks/; a program
// run from its build folder reads the source tree it was built from.
#include <filesystem>
#include <string_view>

namespace parks {

// The data folder the program ships with: PREFIX/share/parks/data when this program (or the
// Python module holding this code) lies in PREFIX/bin, PREFIX/lib or a folder below; else the
// source tree's data/.
std::filesystem::path shipped_data_dir();

// The data folder read: $PARKS_DATA when set, else the shipped one.
std::filesystem::path data_dir();

// data_dir()/game/name, as "data/walk/components.json".
std::filesystem::path data_file(std::string_view game, std::string_view name);

// scripts/plot.py, found the same way ($PARKS_PLOT_SCRIPT, PREFIX/share/parks/plot.py, the source
// tree's).
std::filesystem::path plot_script();

}  // namespace parks

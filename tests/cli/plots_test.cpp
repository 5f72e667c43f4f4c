// Every plot of the default report, drawn: each experiment of each game at a tiny budget through
// `parks analyze --out` and scripts/plot.py (python3-matplotlib), then every plot its report.json
// declares must be a PNG that report.md shows, and report.md must link no file that is missing.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>

#include "tests/cli/run_parks.h"

namespace parks::testing {

namespace {

struct Study {
  const char* experiment;
  const char* game;
  int games;  // enough that no table of the report is empty
};

// The experiments of `parks analyze all`, one cheap agent each.
constexpr Study kStudies[] = {
    {"solo", "walk", 2},         {"bonuses", "walk", 2},         {"placements", "walk", 2},
    {"balance", "walk", 2},      {"bound", "walk", 1},           {"solo", "planner", 1},
    {"bonuses", "planner", 10},  {"placements", "planner", 10},  {"balance", "planner", 2},
    {"solo", "hike", 2},         {"bonuses", "hike", 10},        {"balance", "hike", 2},
    {"bonuses", "minipark", 10}, {"placements", "minipark", 10}, {"balance", "minipark", 2},
};

bool is_png_file(const std::filesystem::path& file) { return read_file(file).rfind("\x89PNG\r\n\x1a\n", 0) == 0; }

// The files report.md links (images and CSV tables), relative to its directory.
std::set<std::string> markdown_links(const std::string& markdown) {
  std::set<std::string> found;
  const std::regex link(R"(\]\(([^)]+)\))");
  for (auto m = std::sregex_iterator(markdown.begin(), markdown.end(), link); m != std::sregex_iterator(); ++m)
    found.insert((*m)[1].str());
  return found;
}

void check_plotted_report(const std::filesystem::path& dir) {
  const auto report = nlohmann::json::parse(read_file(dir / "report.json"));
  const std::string markdown = read_file(dir / "report.md");
  int plots = 0;
  for (const auto& section : report["sections"])
    for (const auto& plot : section["plots"]) {
      const std::string name = plot["name"].get<std::string>();
      CAPTURE(name);
      ++plots;
      CHECK(is_png_file(dir / "plots" / (name + ".png")));
      CHECK(markdown.find("](plots/" + name + ".png)") != std::string::npos);
    }
  CHECK(plots > 0);
  CHECK(markdown.find("plot not drawn") == std::string::npos);
  for (const auto& file : markdown_links(markdown)) {
    CAPTURE(file);
    CHECK(std::filesystem::exists(dir / file));
  }
}

}  // namespace

TEST_CASE("plots: every experiment of every game draws each declared plot and report.md shows exactly those") {
  const auto root = std::filesystem::temp_directory_path() / ("parks_plots_" + std::to_string(getpid()));
  std::filesystem::remove_all(root);
  for (const Study& run : kStudies) {
    const auto dir = root / (std::string(run.experiment) + "-" + run.game);
    const std::string args = std::string(run.experiment) + " " + run.game + " --games " + std::to_string(run.games) +
                             " --agents greedy --threads 1 --quiet --out " + quoted(dir);
    CAPTURE(args);
    const auto result = run_parks("analyze " + args);
    CHECK_MESSAGE(result.status == 0, result.err);  // plot.py fails on a bad table or overlapping labels
    check_plotted_report(dir);
  }
  std::filesystem::remove_all(root);
}

}  // namespace parks::testing

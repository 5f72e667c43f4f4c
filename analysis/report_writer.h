#pragma once
// Writing an experiment's Report: compact text for the terminal, one JSON object (which
// scripts/plot.py reads), CSV per table and a Markdown report whose plots are PNG files.
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analysis/experiment.h"

namespace parks {

std::string report_text(const Report& report);
// The title, run line and findings only: what `parks analyze all` prints of each report.
std::string report_summary_text(const Report& report);
nlohmann::json report_json(const Report& report);
// `dir`: the report's directory relative to the Markdown file ("" or "solo-walk/"), where its
// CSV files and plots/ are; `files`: that directory on disk. Long tables are links to their CSV
// files; a plot is an image only when its PNG exists in files/plots, else a line with the reason
// it was not drawn (plots/not_drawn.json, written by scripts/plot.py).
std::string report_markdown(const Report& report, const std::string& dir, const std::filesystem::path& files);

// Draws the plots of every report.json under a directory (scripts/plot.py); false when it fails.
using DrawPlots = std::function<bool(const std::filesystem::path&)>;

// DIR/report.json and DIR/TABLE.csv for each table, then the plots in DIR/plots by `draw` (none
// when empty), then DIR/report.md, which links only the plots drawn. Returns false when `draw`
// fails. Throws std::runtime_error naming the file that could not be written.
bool write_report(const Report& report, const std::filesystem::path& dir, const DrawPlots& draw = {});

// Several reports in DIR/EXPERIMENT-GAME/ each, and DIR/report.md holding them all after a
// table of contents with each experiment's run time; `draw` as for write_report.
bool write_reports(const std::vector<Report>& reports, const std::filesystem::path& dir, const DrawPlots& draw = {});

// The directory one report of several is written to, relative to their common directory.
std::string report_directory(const Report& report);

}  // namespace parks

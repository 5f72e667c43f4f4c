#pragma once
// Writing an experiment's Report: compact text for the terminal, one JSON object (which
// scripts/plot.py reads), CSV per table and a Markdown report whose plots are PNG files.
#include <filesystem>
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
// CSV files and plots/ are. Long tables are links to their CSV files.
std::string report_markdown(const Report& report, const std::string& dir);

// DIR/report.json, DIR/report.md and DIR/TABLE.csv for each table; the plots go to DIR/plots.
// Throws std::runtime_error naming the file that could not be written.
void write_report(const Report& report, const std::filesystem::path& dir);

// Several reports in DIR/EXPERIMENT-GAME/ each, and DIR/report.md holding them all after a
// table of contents with each experiment's run time.
void write_reports(const std::vector<Report>& reports, const std::filesystem::path& dir);

// The directory one report of several is written to, relative to their common directory.
std::string report_directory(const Report& report);

}  // namespace parks

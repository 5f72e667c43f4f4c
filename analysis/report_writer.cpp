#include "analysis/report_writer.h"

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "analysis/format.h"
#include "engine/core/files.h"

namespace parks {

namespace {

std::string run_line(const Report& report) {
  std::ostringstream out;
  out << "seed " << report.seed << ", budget " << report.budget;
  if (!report.agents.empty()) {
    out << ", agents ";
    for (std::size_t a = 0; a < report.agents.size(); ++a) out << (a ? ", " : "") << report.agents[a];
  }
  out << format(", %.1f s", report.seconds);
  if (report.interrupted) out << " (interrupted: the tables hold the finished games only)";
  return out.str();
}

void write_file(const std::filesystem::path& path, const std::string& text) { write_output(path, text); }

void make_directory(const std::filesystem::path& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir))
    throw std::runtime_error("cannot create the directory " + dir.string() + (error ? ": " + error.message() : ""));
}

// plot.py's reasons for the plots it did not draw (plots/not_drawn.json), by plot name.
std::map<std::string, std::string> not_drawn(const std::filesystem::path& dir) {
  std::map<std::string, std::string> reasons;
  std::ifstream in(dir / "plots" / "not_drawn.json");
  if (!in) return reasons;
  const auto json = nlohmann::json::parse(in, nullptr, false);
  if (json.is_object())
    for (const auto& [name, reason] : json.items())
      if (reason.is_string()) reasons[name] = reason.get<std::string>();
  return reasons;
}

bool drawn(const std::filesystem::path& png) {
  std::error_code error;
  return std::filesystem::is_regular_file(png, error) && std::filesystem::file_size(png, error) > 0;
}

// Plots are drawn by a separate script after report.json is written: a PNG left from an earlier
// run must not pass for one of this run.
void remove_plots(const Report& report, const std::filesystem::path& dir) {
  std::error_code error;
  std::filesystem::remove(dir / "plots" / "not_drawn.json", error);
  for (const auto& section : report.sections)
    for (const auto& plot : section.plots) std::filesystem::remove(dir / "plots" / (plot.name + ".png"), error);
}

void write_data(const Report& report, const std::filesystem::path& dir) {
  make_directory(dir);
  remove_plots(report, dir);
  write_file(dir / "report.json", report_json(report).dump(1) + "\n");
  for (const auto& section : report.sections)
    for (const auto& table : section.tables) write_file(dir / (table.name + ".csv"), table_csv(table));
}

const char* kNotDrawn = "no plots were drawn (--no-plots, or scripts/plot.py could not run)";

}  // namespace

std::string report_summary_text(const Report& report) {
  std::ostringstream out;
  out << report.title << "\n" << run_line(report) << "\n";
  if (!report.setup.game.empty()) out << setup_text(report.setup);
  for (const auto& sentence : report.strength) out << "agent strength: " << sentence << "\n";
  if (!report.findings.empty()) {
    out << "\n";
    for (const auto& finding : report.findings) out << "* " << finding << "\n";
  }
  return out.str();
}

std::string report_text(const Report& report) {
  std::ostringstream out;
  out << report_summary_text(report);
  for (const auto& section : report.sections) {
    out << "\n== " << section.heading << "\n";
    for (const auto& note : section.notes) out << note << "\n";
    std::string long_tables;
    for (const auto& table : section.tables) {
      if (table.files_only) long_tables += (long_tables.empty() ? "" : ", ") + table.name + ".csv";
      else out << "\n" << table_text(table);
    }
    if (!long_tables.empty()) out << "\n(with --out, also " << long_tables << ")\n";
  }
  return out.str();
}

nlohmann::json report_json(const Report& report) {
  nlohmann::json sections = nlohmann::json::array();
  for (const auto& section : report.sections) {
    nlohmann::json tables = nlohmann::json::array(), plots = nlohmann::json::array();
    for (const auto& table : section.tables) tables.push_back(table_json(table));
    for (const auto& p : section.plots) {
      nlohmann::json marks = nlohmann::json::array();
      for (const auto& m : p.marks)
        marks.push_back({{"label", m.label}, {"x", m.x}, {"row", m.row}, {"col", m.col}, {"panel", m.panel}});
      plots.push_back({{"name", p.name},
                       {"kind", p.kind},
                       {"table", p.table},
                       {"x", p.x},
                       {"y", p.y},
                       {"value", p.value},
                       {"group", p.group},
                       {"rows", p.rows},
                       {"cols", p.cols},
                       {"title", p.title},
                       {"panel", p.panel},
                       {"marks", marks}});
    }
    sections.push_back({{"heading", section.heading}, {"notes", section.notes}, {"tables", tables}, {"plots", plots}});
  }
  return with_setup({{"command", "analyze"},
                     {"experiment", report.experiment},
                     {"game", report.game},
                     {"title", report.title},
                     {"seed", report.seed},
                     {"budget", report.budget},
                     {"agents", report.agents},
                     {"seconds", report.seconds},
                     {"interrupted", report.interrupted},
                     {"agent_strength", report.strength},
                     {"findings", report.findings},
                     {"sections", sections}},
                    report.setup);
}

std::string report_markdown(const Report& report, const std::string& dir, const std::filesystem::path& files) {
  const auto reasons = not_drawn(files);
  std::ostringstream out;
  out << "## " << report.title << "\n\n`parks analyze " << report.experiment << " " << report.game
      << "`: " << run_line(report) << "\n\n";
  if (!report.setup.game.empty()) out << setup_line(report.setup) << "\n\n";
  if (report.setup.assumed_data()) out << "**" << assumed_sentence(report.setup) << "**\n\n";
  if (!report.strength.empty()) {
    out << "Agent strength:\n\n";
    for (const auto& sentence : report.strength) out << "- " << sentence << "\n";
    out << "\n";
  }
  for (const auto& finding : report.findings) out << "- " << finding << "\n";
  for (const auto& section : report.sections) {
    out << "\n### " << section.heading << "\n\n";
    for (const auto& note : section.notes) out << note << "\n";
    for (const auto& plot : section.plots) {
      if (drawn(files / "plots" / (plot.name + ".png"))) {
        out << "\n![" << plot.title << "](" << dir << "plots/" << plot.name << ".png)\n";
        continue;
      }
      const auto reason = reasons.find(plot.name);
      out << "\n*" << plot.title << ": plot not drawn (" << (reason == reasons.end() ? kNotDrawn : reason->second)
          << ")*\n";
    }
    for (const auto& table : section.tables) {
      if (table.files_only)
        out << "\n" << table.title << ": [" << table.name << ".csv](" << dir << table.name << ".csv)\n";
      else out << "\n" << table_markdown(table);
    }
  }
  return out.str();
}

bool write_report(const Report& report, const std::filesystem::path& dir, const DrawPlots& draw) {
  write_data(report, dir);
  const bool plotted = !draw || draw(dir);
  write_file(dir / "report.md", "# parks analyze\n\n" + report_markdown(report, "", dir));
  return plotted;
}

std::string report_directory(const Report& report) { return report.experiment + "-" + report.game; }

bool write_reports(const std::vector<Report>& reports, const std::filesystem::path& dir, const DrawPlots& draw) {
  make_directory(dir);
  for (const auto& report : reports) write_data(report, dir / report_directory(report));
  const bool plotted = !draw || draw(dir);
  std::ostringstream index;
  index << "# parks analyze: the default report\n\n| experiment | run time | directory |\n|---|---:|---|\n";
  for (const auto& report : reports) {
    const auto files = dir / report_directory(report);
    write_file(files / "report.md", "# parks analyze\n\n" + report_markdown(report, "", files));
    index << "| " << report.title << " | " << format("%.1f s", report.seconds) << " | [" << report_directory(report)
          << "](" << report_directory(report) << "/report.md) |\n";
  }
  for (const auto& report : reports)
    index << "\n" << report_markdown(report, report_directory(report) + "/", dir / report_directory(report));
  write_file(dir / "report.md", index.str());
  return plotted;
}

}  // namespace parks

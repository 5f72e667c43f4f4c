#pragma once
// What every `parks analyze` test checks of a Report: its tables by name, a cell's number, a
// well-formed report, the same report whatever the thread count, and the options of a tiny run.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "analysis/experiment.h"
#include "analysis/report_writer.h"

namespace parks::testing {

inline const Table& table_named(const Report& report, const std::string& name) {
  for (const auto& section : report.sections)
    for (const auto& table : section.tables)
      if (table.name == name) return table;
  FAIL("no table " << name);
  throw std::logic_error("unreachable");
}

// A numeric cell's value: the number, or the estimate's value.
inline double number(const Cell& cell) {
  if (const auto* e = std::get_if<Estimate>(&cell)) return e->value;
  return std::get<double>(cell);
}

// A title, findings, no interruption; every row has a cell per column, every estimate lies in its
// interval, and every plot names columns of a table of its own section.
inline void check_well_formed(const Report& report) {
  CHECK_FALSE(report.title.empty());
  CHECK_FALSE(report.findings.empty());
  CHECK_FALSE(report.interrupted);
  for (const auto& section : report.sections) {
    for (const auto& table : section.tables)
      for (const auto& row : table.rows) {
        REQUIRE(row.size() == table.columns.size());
        for (const auto& cell : row)
          if (const auto* e = std::get_if<Estimate>(&cell)) {
            // An estimate of no observations is not a number at all (kNoEstimate): value and bounds.
            if (std::isnan(e->value)) {
              CHECK(std::isnan(e->ci.low));
              CHECK(std::isnan(e->ci.high));
              continue;
            }
            CHECK(e->ci.low <= e->value + 1e-12);
            CHECK(e->value <= e->ci.high + 1e-12);
          }
      }
    for (const auto& plot : section.plots) {
      const auto table = std::find_if(section.tables.begin(), section.tables.end(),
                                      [&](const Table& t) { return t.name == plot.table; });
      REQUIRE_MESSAGE(table != section.tables.end(),
                      "plot " << plot.name << " names table " << plot.table << " outside its section");
      for (const auto* column : {&plot.x, &plot.y, &plot.value, &plot.group})
        if (!column->empty()) CHECK_NOTHROW(table->column(*column));
    }
  }
}

// The report's JSON without its run time: all that must not depend on the thread count.
inline nlohmann::json report_without_seconds(const Report& report) {
  nlohmann::json json = report_json(report);
  json.erase("seconds");
  return json;
}

inline void check_same_on_1_and_2_threads(Report (*experiment)(const ExperimentOptions&), ExperimentOptions options) {
  options.threads = 1;
  const nlohmann::json one = report_without_seconds(experiment(options));
  options.threads = 2;
  CHECK(one == report_without_seconds(experiment(options)));
}

inline ExperimentOptions tiny_options(std::int64_t games, std::vector<std::string> agents, int threads = 1) {
  ExperimentOptions options;
  options.games = games;
  options.seed = 7;
  options.threads = threads;
  options.progress = false;
  options.agents = std::move(agents);
  return options;
}

}  // namespace parks::testing

#pragma once
// The tables every experiment reports: typed columns, cells that are text, numbers or estimates
// with their 95% interval. One table is printed compactly on the terminal, written as CSV, as
// JSON (for scripts/plot.py) and as Markdown.
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "analysis/statistics.h"

namespace parks {

// A figure with its 95% interval.
struct Estimate {
  double value = 0;
  Interval ci;
};

// What an estimate of no observations is: not a number, so that tables print "-" and JSON null.
inline constexpr Estimate kNoEstimate{std::numeric_limits<double>::quiet_NaN(),
                                      {std::numeric_limits<double>::quiet_NaN(),
                                       std::numeric_limits<double>::quiet_NaN()}};

// The mean of `m` times `scale` (for sums of `1/scale` rollouts per observation); kNoEstimate
// without observations.
Estimate mean_estimate(const Moments& m, double scale = 1.0);
// A proportion with its Wilson interval; kNoEstimate without trials.
Estimate rate_estimate(double successes, std::int64_t trials);

// How a finding quotes an estimate: Number "1.23 [0.90, 1.56]", Signed "+1.23 [+0.90, +1.56]",
// Percent "45.0% [40.1, 49.9]", PercentagePoints "+3.1 pp [+0.4, +5.8]" (shares times 100).
enum class Quote : std::uint8_t { Number, Signed, Percent, PercentagePoints };
std::string quote(const Estimate& e, Quote style);

// A column or file name from a label: lower case, runs of other characters as one '_'.
std::string key_of(const std::string& label);

enum class Format : std::uint8_t { Text, Integer, Number, Percent };

struct Column {
  std::string name;  // a CSV/JSON key: lower case, no spaces
  Format format = Format::Number;
};

using Cell = std::variant<std::string, double, Estimate>;

struct Table {
  std::string name;  // unique within its report; the CSV file's stem
  std::string title;
  std::vector<Column> columns;
  std::vector<std::vector<Cell>> rows;
  bool files_only = false;  // long tables (histograms, grids): written by --out, not printed

  void add_row(std::vector<Cell> row);        // throws std::logic_error on a wrong cell count
  int column(const std::string& name) const;  // its index; throws std::logic_error when absent
};

std::string table_text(const Table& table);  // aligned, for the terminal
std::string table_csv(const Table& table);   // an estimate gives three columns: x, x_low, x_high
std::string table_markdown(const Table& table);
nlohmann::json table_json(const Table& table);  // an estimate is {"value", "low", "high"}

}  // namespace parks

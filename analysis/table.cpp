#include "analysis/table.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "analysis/format.h"
#include "analysis/report.h"

namespace parks {

Estimate mean_estimate(const Moments& m, double scale) {
  if (m.n == 0) return kNoEstimate;
  const Interval i = m.mean_interval();
  return {m.mean() * scale, {i.low * scale, i.high * scale}};
}

Estimate rate_estimate(double successes, std::int64_t trials) {
  if (trials == 0) return kNoEstimate;
  return {successes / trials, wilson(successes, trials)};
}

namespace {

// Below two observations a mean has no interval: the bounds are infinite.
bool too_small(const Estimate& e) { return !std::isfinite(e.ci.low) || !std::isfinite(e.ci.high); }

}  // namespace

std::string quote(const Estimate& e, Quote style) {
  if (std::isnan(e.value)) return "(no games)";
  if (too_small(e)) {
    switch (style) {
      case Quote::Number: return format("%.2f [n too small]", e.value);
      case Quote::Signed: return format("%+.2f [n too small]", e.value);
      case Quote::Percent: return format("%.1f%% [n too small]", 100 * e.value);
      case Quote::PercentagePoints: return format("%+.1f pp [n too small]", 100 * e.value);
    }
  }
  switch (style) {
    case Quote::Number: return format("%.2f [%.2f, %.2f]", e.value, e.ci.low, e.ci.high);
    case Quote::Signed: return format("%+.2f [%+.2f, %+.2f]", e.value, e.ci.low, e.ci.high);
    case Quote::Percent: return format("%.1f%% [%.1f, %.1f]", 100 * e.value, 100 * e.ci.low, 100 * e.ci.high);
    case Quote::PercentagePoints:
      return format("%+.1f pp [%+.1f, %+.1f]", 100 * e.value, 100 * e.ci.low, 100 * e.ci.high);
  }
  return {};
}

std::string key_of(const std::string& label) {
  std::string key;
  for (char c : label) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!key.empty() && key.back() != '_') key += '_';
  }
  while (!key.empty() && key.back() == '_') key.pop_back();
  return key;
}

void Table::add_row(std::vector<Cell> row) {
  if (row.size() != columns.size())
    throw std::logic_error("table " + name + ": a row of " + std::to_string(row.size()) + " cells for " +
                           std::to_string(columns.size()) + " columns");
  rows.push_back(std::move(row));
}

int Table::column(const std::string& column_name) const {
  for (std::size_t c = 0; c < columns.size(); ++c)
    if (columns[c].name == column_name) return static_cast<int>(c);
  throw std::logic_error("table " + name + " has no column " + column_name);
}

namespace {

std::string number_text(double x, Format f) {
  if (std::isnan(x)) return "-";
  switch (f) {
    case Format::Integer: return format("%.0f", x);
    case Format::Percent: return format("%.1f%%", 100 * x);
    default: return std::fabs(x) >= 1000 ? format("%.0f", x) : format("%.2f", x);
  }
}

std::string cell_text(const Cell& cell, Format f) {
  if (const auto* s = std::get_if<std::string>(&cell)) return *s;
  if (const auto* x = std::get_if<double>(&cell)) return number_text(*x, f);
  const auto& e = std::get<Estimate>(cell);
  if (std::isnan(e.value)) return "-";
  if (too_small(e)) return number_text(e.value, f) + " [n too small]";
  if (f == Format::Percent) return format("%.1f%% [%.1f, %.1f]", 100 * e.value, 100 * e.ci.low, 100 * e.ci.high);
  return format("%.2f [%.2f, %.2f]", e.value, e.ci.low, e.ci.high);
}

// CSV text: quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

// Empty for what is not a number and for the unbounded interval of fewer than two observations.
std::string csv_number(double x) { return std::isfinite(x) ? format("%.6g", x) : ""; }

bool has_estimates(const Table& table, std::size_t c) {
  return std::any_of(table.rows.begin(), table.rows.end(),
                     [&](const auto& row) { return std::holds_alternative<Estimate>(row[c]); });
}

}  // namespace

std::string table_text(const Table& table) {
  const std::size_t n = table.columns.size();
  std::vector<std::vector<std::string>> cells{{}};
  for (const auto& column : table.columns) cells[0].push_back(column.name);
  for (const auto& row : table.rows) {
    cells.emplace_back();
    for (std::size_t c = 0; c < n; ++c) cells.back().push_back(cell_text(row[c], table.columns[c].format));
  }
  std::vector<std::size_t> width(n, 0);
  for (const auto& line : cells)
    for (std::size_t c = 0; c < n; ++c) width[c] = std::max(width[c], line[c].size());
  std::ostringstream out;
  out << table.title << "\n";
  for (const auto& line : cells) {
    for (std::size_t c = 0; c < n; ++c) {
      const bool left = table.columns[c].format == Format::Text;
      const std::string pad(width[c] - line[c].size(), ' ');
      out << "  " << (left ? line[c] + (c + 1 < n ? pad : "") : pad + line[c]);
    }
    out << "\n";
  }
  return out.str();
}

std::string table_csv(const Table& table) {
  std::ostringstream out;
  const std::size_t n = table.columns.size();
  std::vector<bool> estimates(n);
  for (std::size_t c = 0; c < n; ++c) {
    estimates[c] = has_estimates(table, c);
    const std::string& name = table.columns[c].name;
    out << (c ? "," : "") << csv_field(name);
    if (estimates[c]) out << "," << csv_field(name + "_low") << "," << csv_field(name + "_high");
  }
  out << "\n";
  for (const auto& row : table.rows) {
    for (std::size_t c = 0; c < n; ++c) {
      out << (c ? "," : "");
      if (const auto* s = std::get_if<std::string>(&row[c])) out << csv_field(*s);
      else if (const auto* x = std::get_if<double>(&row[c])) out << csv_number(*x);
      else {
        const auto& e = std::get<Estimate>(row[c]);
        out << csv_number(e.value) << "," << csv_number(e.ci.low) << "," << csv_number(e.ci.high);
        continue;
      }
      if (estimates[c]) out << ",,";
    }
    out << "\n";
  }
  return out.str();
}

std::string table_markdown(const Table& table) {
  std::ostringstream out;
  out << "**" << table.title << "**\n\n|";
  for (const auto& column : table.columns) out << " " << column.name << " |";
  out << "\n|";
  for (const auto& column : table.columns) out << (column.format == Format::Text ? "---|" : "---:|");
  out << "\n";
  for (const auto& row : table.rows) {
    out << "|";
    for (std::size_t c = 0; c < row.size(); ++c) out << " " << cell_text(row[c], table.columns[c].format) << " |";
    out << "\n";
  }
  return out.str();
}

namespace {

// A cell as JSON: an integer column's numbers are integers, a number that is not defined (NaN)
// is null, and so is an estimate's bound that is not finite.
nlohmann::json cell_json(const Cell& cell, Format format) {
  if (const auto* s = std::get_if<std::string>(&cell)) return *s;
  if (const auto* x = std::get_if<double>(&cell)) {
    if (!std::isfinite(*x)) return nullptr;
    if (format == Format::Integer && *x == std::floor(*x)) return static_cast<std::int64_t>(*x);
    return *x;
  }
  const auto& e = std::get<Estimate>(cell);
  if (!std::isfinite(e.value)) return nullptr;
  return {{"value", e.value}, {"low", number_json(e.ci.low)}, {"high", number_json(e.ci.high)}};
}

}  // namespace

nlohmann::json table_json(const Table& table) {
  nlohmann::json columns = nlohmann::json::array(), rows = nlohmann::json::array();
  static constexpr const char* kFormats[] = {"text", "integer", "number", "percent"};
  for (const auto& column : table.columns)
    columns.push_back({{"name", column.name}, {"format", kFormats[static_cast<int>(column.format)]}});
  for (const auto& row : table.rows) {
    nlohmann::json cells = nlohmann::json::array();
    for (std::size_t c = 0; c < row.size(); ++c) cells.push_back(cell_json(row[c], table.columns[c].format));
    rows.push_back(std::move(cells));
  }
  return {{"name", table.name}, {"title", table.title}, {"columns", columns}, {"rows", rows}};
}

}  // namespace parks

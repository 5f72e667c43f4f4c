// parks analyze balance walk: the shipped rule variants, bad variant files, the seat tables
// (edges over the other seats sum to zero, W13), variants paired with the baseline by deal, and
// the same report for 1 and 2 threads.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "analysis/walk/experiments.h"
#include "engine/walk/components.h"
#include "tests/analysis/report_checks.h"

namespace parks::walk::balance_test {

using namespace parks::testing;

namespace {

std::filesystem::path variants_dir() { return default_components_path().parent_path() / "variants"; }

std::filesystem::path write_file(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / name;
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("analyze balance walk: the shipped variants load and differ from the W2 die") {
  const Die baseline = default_components().die;
  const Components two_ibis = load_components(variants_dir() / "two-ibis-die.json");
  CHECK(two_ibis.die.faces[static_cast<int>(Piece::Ibis)] == 2);
  CHECK(two_ibis.die.total() == baseline.total());
  CHECK(two_ibis.die != baseline);
  CHECK(two_ibis.default_layout.mask() == default_components().default_layout.mask());  // W3 unchanged
  for (const auto& entry : std::filesystem::directory_iterator(variants_dir()))
    CHECK(load_components(entry.path()).die != baseline);
}

TEST_CASE("analyze balance walk: tiny budget, seat edges sum to zero, shares sum to one, 1 and 2 threads agree") {
  const Report one = balance(tiny_options(12, {"heuristic"})), two = balance(tiny_options(12, {"heuristic"}, 2));
  check_well_formed(one);
  const Table& summary = table_named(one, "seat_summary");
  const Table& seats = table_named(one, "seats");
  CHECK(summary.rows.size() == 5u);  // 2-6 players
  CHECK(seats.rows.size() == 2u + 3 + 4 + 5 + 6);
  for (const auto& row : summary.rows) {
    double causes = 0;
    for (auto name : kEndCauseNames) causes += number(row[summary.column(std::string(name))]);
    CHECK(causes == doctest::Approx(1.0));
  }
  for (int players = 2; players <= 6; ++players) {
    double wins = 0, win_edges = 0, score_edges = 0;
    for (const auto& row : seats.rows)
      if (number(row[seats.column("players")]) == players) {
        wins += number(row[seats.column("win_rate")]);
        win_edges += number(row[seats.column("win_edge")]);
        score_edges += number(row[seats.column("score_edge")]);
      }
    CHECK(wins >= 1.0 - 1e-9);  // every game has a winner; shared wins count for each (W13)
    CHECK(wins <= players + 1e-9);
    CHECK(win_edges == doctest::Approx(0.0).epsilon(1e-9));
    CHECK(score_edges == doctest::Approx(0.0).epsilon(1e-9));
  }
  const std::size_t variants =
      static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(variants_dir()),
                                             std::filesystem::directory_iterator()));
  CHECK(table_named(one, "variants").rows.size() == 2 * (variants + 1));
  CHECK(table_named(one, "variant_differences").rows.size() == 2 * variants);
  CHECK(report_without_seconds(one) == report_without_seconds(two));
}

TEST_CASE("analyze balance walk: a variant equal to the baseline plays the same deals, so every difference is 0") {
  ExperimentOptions options = tiny_options(16, {"heuristic"}, 2);
  options.variants = {default_components_path().string()};
  const Report report = balance(options);
  const Table& differences = table_named(report, "variant_differences");
  REQUIRE(differences.rows.size() == 2u);
  for (const auto& row : differences.rows)
    for (const char* column : {"score_diff", "turns_diff"}) {
      const auto& e = std::get<Estimate>(row[differences.column(column)]);
      CHECK(e.value == 0);
      CHECK(e.ci.low == 0);
      CHECK(e.ci.high == 0);
    }
  const Table& results = table_named(report, "variants");
  CHECK(number(results.rows[0][results.column("score")]) == number(results.rows[1][results.column("score")]));
}

TEST_CASE("analyze balance walk: the two-ibis die ends more games by six ibises (W12)") {
  ExperimentOptions options = tiny_options(40, {"heuristic"}, 2);
  options.variants = {(variants_dir() / "two-ibis-die.json").string()};
  const Report report = balance(options);
  const Table& results = table_named(report, "variants");
  REQUIRE(results.rows.size() == 4u);  // baseline and variant, solo and 4 players
  for (std::size_t r = 0; r < results.rows.size(); r += 2)
    CHECK(number(results.rows[r + 1][results.column("six_ibises")]) >
          number(results.rows[r][results.column("six_ibises")]));
}

TEST_CASE("analyze balance walk: bad variant files and agent lists are one-line errors") {
  ExperimentOptions options = tiny_options(1, {"heuristic"});
  options.variants = {write_file("parks_bad_variant.json", "{\"die\": {\"curve\": 2}}").string()};
  try {
    balance(options);
    FAIL("a bad variant file was accepted");
  } catch (const std::runtime_error& e) {
    const std::string message = e.what();
    CHECK(message.find("parks_bad_variant.json") != std::string::npos);
    CHECK(message.find('\n') == std::string::npos);
  }
  options.variants = {"/nonexistent/variant.json"};
  CHECK_THROWS_AS(balance(options), std::runtime_error);
  options.variants.clear();
  options.agents = {"heuristic", "greedy"};
  CHECK_THROWS_AS(balance(options), std::invalid_argument);
}

TEST_SUITE_END();

}  // namespace parks::walk::balance_test

// The analysis framework: paired differences and estimates against hand-computed values, the
// table and report writers, the experiment context (thread counts, Ctrl-C), counterfactual
// branches sharing their streams, and `parks analyze` through the binary.
#include <doctest/doctest.h>

#include <csignal>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/counterfactual.h"
#include "analysis/merge.h"
#include "analysis/report.h"
#include "analysis/report_writer.h"
#include "engine/walk/components.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using parks::testing::check_bad_input;
using parks::testing::interrupt;
using parks::testing::read_file;
using parks::testing::Run;
using parks::testing::run_parks;
using parks::testing::start_parks;

namespace {

Table sample_table() {
  Table t{
      "sample",
      "A sample",
      {{"agent", Format::Text}, {"games", Format::Integer}, {"win_rate", Format::Percent}, {"score", Format::Number}},
      {}};
  t.add_row({std::string("heuristic, tuned"), 10.0, Estimate{0.5, {0.25, 0.75}}, Estimate{12.5, {11.0, 14.0}}});
  t.add_row({std::string("say \"hi\""), 20.0, 0.25, std::nan("")});
  return t;
}

Report sample_report() {
  Report report;
  report.experiment = "solo";
  report.game = "walk";
  report.title = "A sample report";
  report.findings = {"One finding."};
  Section section{"The section", {"A note."}, {sample_table()}, {}};
  section.plots.push_back(
      Plot{.name = "rates", .kind = "bars", .table = "sample", .x = "agent", .y = "win_rate", .title = "Win rates"});
  Table grid{
      "grid", "A grid", {{"row", Format::Integer}, {"col", Format::Integer}, {"count", Format::Integer}}, {}, true};
  grid.add_row({0.0, 1.0, 7.0});
  section.tables.push_back(grid);
  report.sections.push_back(section);
  return report;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("Paired: hand-computed mean difference and its interval") {
  // Pairs (10, 8), (12, 11), (9, 9), (15, 11): differences 2, 1, 0, 4, mean 1.75, sample
  // variance ((0.25^2 + 0.75^2 + 1.75^2 + 2.25^2) / 3 = 8.75 / 3.
  Paired p;
  p.add(10, 8);
  p.add(12, 11);
  p.add(9, 9);
  p.add(15, 11);
  CHECK(p.difference.mean() == doctest::Approx(1.75));
  CHECK(p.difference.variance() == doctest::Approx(8.75 / 3));
  const Interval i = p.difference.mean_interval();
  const double half = t95(3) * std::sqrt(8.75 / 3) / 2;  // Student's t, 3 degrees of freedom
  CHECK(i.low == doctest::Approx(1.75 - half));
  CHECK(i.high == doctest::Approx(1.75 + half));
  CHECK(p.a.mean() == doctest::Approx(11.5));
  CHECK(p.b.mean() == doctest::Approx(9.75));
  // The paired interval is narrower than the unpaired one would be: a and b move together.
  const double unpaired = t95(3) * std::sqrt(p.a.variance() / 4 + p.b.variance() / 4);
  CHECK(half < unpaired);
}

TEST_CASE("Paired: merging two halves equals adding everything to one") {
  Paired whole, first, second;
  const int xs[] = {3, -1, 4, 1, -5, 9}, ys[] = {2, 6, -5, 3, 5, -8};
  for (int k = 0; k < 6; ++k) {
    whole.add(xs[k], ys[k]);
    (k < 2 ? first : second).add(xs[k], ys[k]);
  }
  merge(first, second);
  CHECK(first.difference.n == whole.difference.n);
  CHECK(first.difference.sum == whole.difference.sum);
  CHECK(first.difference.sum_squares == whole.difference.sum_squares);
  CHECK(first.a.sum == whole.a.sum);
  CHECK(first.b.sum_squares == whole.b.sum_squares);
}

TEST_CASE("Estimates: means scaled per replicate and Wilson rates") {
  // Four decision points, each the sum of 2 replicates' differences: 2, 4, 4, 6 -> mean 2 per replicate.
  Moments sums;
  for (int x : {2, 4, 4, 6}) sums.add(x);
  const Estimate e = mean_estimate(sums, 0.5);
  CHECK(e.value == doctest::Approx(2.0));
  // Sample variance of 2, 4, 4, 6 is 8 / 3; Student's t with 3 degrees of freedom.
  const double half = 3.182446305284 * std::sqrt(8.0 / 3) / 2 * 0.5;
  CHECK(e.ci.high - e.value == doctest::Approx(half));
  CHECK(e.value - e.ci.low == doctest::Approx(half));
  const Estimate r = rate_estimate(5, 10);
  CHECK(r.value == doctest::Approx(0.5));
  CHECK(r.ci.low == doctest::Approx(0.2365931));  // Wilson, z = 1.96, by hand
  CHECK(r.ci.high == doctest::Approx(0.7634069));
  CHECK(rate_estimate(0, 7).ci.low == 0.0);
  CHECK(rate_estimate(7, 7).ci.high == 1.0);
}

TEST_CASE("quote: an estimate as findings write it, in each style") {
  const Estimate gain{1.234, {0.9, 1.56}}, loss{-0.0312, {-0.058, -0.004}}, share{0.45, {0.401, 0.499}};
  CHECK(quote(gain, Quote::Number) == "1.23 [0.90, 1.56]");
  CHECK(quote(loss, Quote::Number) == "-0.03 [-0.06, -0.00]");
  CHECK(quote(gain, Quote::Signed) == "+1.23 [+0.90, +1.56]");
  CHECK(quote(loss, Quote::Signed) == "-0.03 [-0.06, -0.00]");
  CHECK(quote(share, Quote::Percent) == "45.0% [40.1, 49.9]");
  CHECK(quote(share, Quote::PercentagePoints) == "+45.0 pp [+40.1, +49.9]");
  CHECK(quote(loss, Quote::PercentagePoints) == "-3.1 pp [-5.8, -0.4]");
  CHECK(quote(Estimate{0.031, {-0.004, 0.058}}, Quote::PercentagePoints) == "+3.1 pp [-0.4, +5.8]");
}

TEST_CASE("small samples: Student's t for two observations and no interval for one") {
  // The 95% quantiles of t by degrees of freedom, as statistical tables give them.
  CHECK(t95(1) == doctest::Approx(12.70620473617).epsilon(1e-11));  // tan(0.475 pi)
  CHECK(t95(2) == doctest::Approx(4.302652729749).epsilon(1e-11));
  CHECK(t95(7) == doctest::Approx(2.364624251593).epsilon(1e-11));
  CHECK(t95(30) == doctest::Approx(2.042272456301).epsilon(1e-11));
  CHECK(t95(31) == doctest::Approx(2.039513446396).epsilon(5e-8));  // the expansion: error below 1e-7
  CHECK(t95(60) == doctest::Approx(2.000297822014).epsilon(5e-8));
  CHECK(t95(120) == doctest::Approx(1.979930405082).epsilon(5e-8));
  CHECK(t95(1000000) == doctest::Approx(1.959966356814).epsilon(1e-10));
  // Two scores 10 and 14: sd 2.828, half-width 12.706 * 2.828 / sqrt(2) = 25.41, ten times z's.
  Moments two;
  two.add(10);
  two.add(14);
  CHECK(two.mean_interval().high - 12 == doctest::Approx(12.70620473617 * 2));
  CHECK(mean_with_interval(two) == " 12.00  [-13.41,  37.41]");
  Moments one;
  one.add(7);
  CHECK(mean_with_interval(one) == "  7.00  [n too small]   ");
  CHECK(quote(mean_estimate(one), Quote::Number) == "7.00 [n too small]");
  CHECK(quote(mean_estimate(one), Quote::Signed) == "+7.00 [n too small]");
  Table t{"t", "t", {{"mean", Format::Number}}, {}};
  t.add_row({mean_estimate(one)});
  CHECK(table_text(t).find("7.00 [n too small]") != std::string::npos);
}

TEST_CASE("key_of: labels become lower-case keys") {
  CHECK(key_of("Lachlan Macquarie") == "lachlan_macquarie");
  CHECK(key_of("  +1 point / ibis ") == "1_point_ibis");
  CHECK(key_of("Death Valley") == "death_valley");
}

TEST_CASE("Table: rows must match the columns, and columns are found by name") {
  Table t = sample_table();
  CHECK_THROWS_AS(t.add_row({1.0}), std::logic_error);
  CHECK(t.column("win_rate") == 2);
  CHECK_THROWS_AS(t.column("nope"), std::logic_error);
}

TEST_CASE("Table: text, CSV, Markdown and JSON") {
  const Table t = sample_table();
  const std::string text = table_text(t);
  CHECK(text.find("A sample") == 0);
  CHECK(text.find("50.0% [25.0, 75.0]") != std::string::npos);
  CHECK(text.find("12.50 [11.00, 14.00]") != std::string::npos);
  CHECK(text.find("25.0%") != std::string::npos);
  CHECK(text.find("  -\n") != std::string::npos);  // NaN: no figure

  // An estimate column gives value, low and high; text with a comma or a quote is quoted.
  const std::string csv = table_csv(t);
  CHECK(csv ==
        "agent,games,win_rate,win_rate_low,win_rate_high,score,score_low,score_high\n"
        "\"heuristic, tuned\",10,0.5,0.25,0.75,12.5,11,14\n"
        "\"say \"\"hi\"\"\",20,0.25,,,,,\n");

  const std::string md = table_markdown(t);
  CHECK(md.find("| agent | games | win_rate | score |") != std::string::npos);
  CHECK(md.find("|---|---:|---:|---:|") != std::string::npos);

  const nlohmann::json j = table_json(t);
  CHECK(j["name"] == "sample");
  CHECK(j["columns"][2]["format"] == "percent");
  CHECK(j["rows"][0][2]["low"] == 0.25);
  CHECK(j["rows"][1][3].is_null());
}

TEST_CASE("report writer: files, long tables kept off the terminal, and the index of several") {
  const Report report = sample_report();
  const std::string text = report_text(report);
  CHECK(text.find("* One finding.") != std::string::npos);
  CHECK(text.find("(with --out, also grid.csv)") != std::string::npos);
  CHECK(text.find("row  col") == std::string::npos);

  const auto dir = std::filesystem::temp_directory_path() / ("parks_report_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  // Stands for scripts/plot.py: draws rates.png beside every report.json.
  const DrawPlots draw = [](const std::filesystem::path& under) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(under))
      if (entry.path().filename() == "report.json") {
        std::filesystem::create_directories(entry.path().parent_path() / "plots");
        std::ofstream(entry.path().parent_path() / "plots" / "rates.png") << "png";
      }
    return true;
  };
  CHECK(write_report(report, dir / "one", draw));
  CHECK(read_file(dir / "one" / "sample.csv") == table_csv(sample_table()));
  CHECK(read_file(dir / "one" / "grid.csv") == "row,col,count\n0,1,7\n");
  const auto json = nlohmann::json::parse(read_file(dir / "one" / "report.json"));
  CHECK(json["sections"][0]["plots"][0]["table"] == "sample");
  CHECK(read_file(dir / "one" / "report.md").find("![Win rates](plots/rates.png)") != std::string::npos);

  // Written again without drawing: the PNG of the earlier run is gone and report.md says why
  // there is no plot instead of linking a missing image.
  CHECK(write_report(report, dir / "one"));
  CHECK_FALSE(std::filesystem::exists(dir / "one" / "plots" / "rates.png"));
  const std::string undrawn = read_file(dir / "one" / "report.md");
  CHECK(undrawn.find("![Win rates]") == std::string::npos);
  CHECK(undrawn.find("*Win rates: plot not drawn (") != std::string::npos);

  Report other = report;
  other.experiment = "bound";
  other.seconds = 12.25;
  CHECK(write_reports({report, other}, dir / "all", draw));
  const std::string index = read_file(dir / "all" / "report.md");
  CHECK(index.find("| A sample report | 12.2 s | [bound-walk](bound-walk/report.md) |") != std::string::npos);
  CHECK(index.find("![Win rates](solo-walk/plots/rates.png)") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "all" / "bound-walk" / "sample.csv"));

  // A file where the directory should be: a one-line error naming it.
  std::ofstream(dir / "blocked") << "x";
  CHECK_THROWS_WITH_AS(write_report(report, dir / "blocked"), doctest::Contains("blocked"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

namespace {

struct Sum {
  std::int64_t total = 0, games = 0;
  void merge(const Sum& o) { total += o.total, games += o.games; }
  template <class Archive>
  void archive(Archive& a) {
    a(total, games);
  }
};

}  // namespace

TEST_CASE("Experiment: the same result for any thread count, and nothing more after Ctrl-C") {
  const auto play = [](std::int64_t g, Sum& s) {
    Rng rng = Rng::stream(7, static_cast<std::uint64_t>(g), Stream::Chance);
    s.total += rng.below(1000);
    ++s.games;
  };
  ExperimentOptions one{0, 7, 1, false, {}, {}}, two{0, 7, 2, false, {}, {}};
  Experiment a(one, "test", 3000), b(two, "test", 3000);
  CHECK(a.run(3000, Sum{}, play).summary.total == b.run(3000, Sum{}, play).summary.total);

  Experiment c(one, "test", 2000);
  const auto stopped = c.run(1000, Sum{}, [&](std::int64_t g, Sum& s) {
    if (g == 100) std::raise(SIGINT);  // the first Ctrl-C only asks to stop
    play(g, s);
  });
  CHECK(stopped.interrupted);
  CHECK(stopped.games_played == stopped.summary.games);
  CHECK(stopped.games_played < 1000);
  CHECK(c.interrupted());
  const auto after = c.run(1000, Sum{}, play);
  CHECK(after.games_played == 0);
  CHECK(after.interrupted);
  Interrupt::install();  // the handler again, for later tests
}

TEST_CASE("counterfactual branches share their random streams") {
  using walk::SoloState;
  const walk::Config config{walk::default_components().default_layout.mask(), walk::default_components().die, 1, 1};
  SoloState start = SoloState::initial(config);
  Rng roll_rng(3);
  start.apply(sample_chance(start, roll_rng));
  ActionList<SoloState> actions;
  start.legal_actions(actions);
  REQUIRE(actions.size() >= 2);
  std::array<AnyAgent<SoloState>, 1> agents{make_agent<SoloState>("heuristic")};

  // The same (game, point, replicate) and choice: the same game.
  const SoloState once = play_branch(start, actions[0], agents, 11, 4, 2, 0);
  CHECK(once == play_branch(start, actions[0], agents, 11, 4, 2, 0));

  // Different choices meet the same rolls, turn for turn, as long as both games last.
  const auto rolls_after = [&](walk::Action choice, std::uint64_t replicate) {
    std::vector<walk::Piece> rolls;
    SoloState s = start;
    s.apply(choice);
    auto copy = agents;
    play_game(s, copy, branch_seed(11, 4, 2), replicate, [&](const SoloState& at, walk::Action) {
      if (at.phase() == walk::Phase::Draw && (rolls.empty() || static_cast<int>(rolls.size()) < at.turn()))
        rolls.push_back(at.roll());
    });
    return rolls;
  };
  const auto a = rolls_after(actions[0], 0), b = rolls_after(actions[actions.size() - 1], 0);
  const std::size_t common = std::min(a.size(), b.size());
  CHECK(common >= 10);
  CHECK(std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(common), b.begin()));
  // Another replicate rolls otherwise.
  const auto c = rolls_after(actions[0], 1);
  CHECK_FALSE(std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(std::min(common, c.size())), c.begin()));
}

TEST_CASE("parks analyze: bad input exits 2 with one line") {
  check_bad_input("analyze", "missing EXPERIMENT");
  check_bad_input("analyze solo", "missing GAME");
  check_bad_input("analyze solo chess", "no experiment 'solo chess'");
  check_bad_input("analyze luck walk", "no experiment 'luck walk'");
  check_bad_input("analyze solo walk --games 0", "--games must be between 1");
  check_bad_input("analyze solo walk --agents heuristic,wizard", "wizard");
  check_bad_input("analyze solo walk --seed -3", "--seed");
  check_bad_input("analyze solo walk --variant x.json", "--variant applies to 'balance' only");
  check_bad_input("analyze all --games 5", "'all' runs each experiment with its own budget");
  check_bad_input("analyze all chess", "unknown game 'chess'");
  check_bad_input("analyze solo walk --frobnicate", "frobnicate");
}

TEST_CASE("parks analyze solo walk --out: JSON, CSV, Markdown and PNG plots") {
  const auto dir = std::filesystem::temp_directory_path() / ("parks_analyze_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  const Run run = run_parks("analyze solo walk --games 8 --agents random,greedy --quiet --out '" + dir.string() + "'");
  REQUIRE_MESSAGE(run.status == 0, run.err);
  CHECK(run.out.find("Solo results by level") != std::string::npos);
  CHECK(run.err.find("report: ") != std::string::npos);
  const auto json = nlohmann::json::parse(read_file(dir / "report.json"));
  CHECK(json["experiment"] == "solo");
  CHECK(json["budget"] == 8);
  CHECK(json["agents"] == nlohmann::json::array({"random", "greedy"}));
  CHECK(std::filesystem::exists(dir / "levels.csv"));
  for (const auto& section : json["sections"])
    for (const auto& plot : section["plots"]) {
      const auto png = dir / "plots" / (plot["name"].get<std::string>() + ".png");
      CHECK_MESSAGE(std::filesystem::exists(png), png.string());
      CHECK(read_file(png).substr(1, 3) == "PNG");
    }
  std::filesystem::remove_all(dir);
}

TEST_CASE("parks analyze: the same JSON on 1 and 2 threads, the run time aside") {
  const auto report = [](int threads) {
    const Run run = run_parks("analyze solo walk --games 6 --agents greedy,heuristic --quiet --json --threads " +
                              std::to_string(threads));
    REQUIRE(run.status == 0);
    auto json = nlohmann::json::parse(run.out);
    json.erase("seconds");
    return json;
  };
  CHECK(report(1) == report(2));
}

TEST_CASE("parks analyze: Ctrl-C writes the finished part, marked interrupted, and exits 130") {
  const auto dir = std::filesystem::temp_directory_path() / ("parks_interrupted_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  const std::string out = dir.string() + ".out";
  // A hundred million games cannot finish: wait for the Ctrl-C handler, then press Ctrl-C.
  const pid_t child = start_parks({"analyze", "bonuses", "walk", "--games", "100000000", "--quiet", "--no-plots",
                                   "--out", dir.string()},
                                  out);
  CHECK(interrupt(child) == 130);
  const auto json = nlohmann::json::parse(read_file(dir / "report.json"));
  CHECK(json["interrupted"] == true);
  CHECK(read_file(out).find("interrupted") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "bonus_values.csv"));
  std::filesystem::remove_all(dir);
  std::filesystem::remove(out);
}

TEST_SUITE_END();

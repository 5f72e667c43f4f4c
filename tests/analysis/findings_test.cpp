// The wording rules of every study's headline findings (analysis/findings.h): a difference is
// stated only when its interval excludes 0, a K-fold comparison says what chance alone would give,
// and a best within noise of the runner-up is tied with it.
#include "analysis/findings.h"

#include <doctest/doctest.h>

#include <limits>
#include <string>
#include <vector>

#include "analysis/statistics.h"

namespace parks {

namespace {

bool holds(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

const double kInf = std::numeric_limits<double>::infinity();

}  // namespace

TEST_CASE("findings: an interval that excludes 0 is stated as it is") {
  const Estimate up{1.5, {0.5, 2.5}}, down{-1.5, {-2.5, -0.5}};
  CHECK(excludes_zero(up));
  CHECK(excludes_zero(down));
  CHECK(difference_text(up, Quote::Signed, 30) == "+1.50 [+0.50, +2.50]");
  CHECK(difference_text(down, Quote::Signed, 30, {.before = "by ", .after = " points"}) ==
        "by -1.50 [-2.50, -0.50] points");
}

TEST_CASE("findings: an interval that holds 0 says no difference was detected and the games that would resolve it") {
  const Estimate e{1.0, {-0.5, 2.5}};
  CHECK_FALSE(excludes_zero(e));
  // The half-width on 0's side is 1.5, the estimate 1: 30 (1.5 / 1)^2 = 67.5 games.
  CHECK(needed_to_resolve(e, 30) == doctest::Approx(67.5));
  CHECK(difference_text(e, Quote::Signed, 30, {.after = " points"}) ==
        "no difference detected at 30 games (+1.00 [-0.50, +2.50] points; about 68 games would resolve one of this "
        "size)");
  // The brief's case: +16.7 pp [-6.5, +39.8] at 30 games wants about 30 (23.2 / 16.7)^2 = 58.
  const std::string hike = difference_text({0.167, {-0.065, 0.398}}, Quote::PercentagePoints, 30);
  CHECK(holds(hike, "no difference detected at 30 games (+16.7 pp [-6.5, +39.8]"));
  CHECK(holds(hike, "about 58 games would resolve one of this size"));
  // Large figures keep two significant digits; the unit is the caller's.
  CHECK(holds(undetected_text({0.01, {-0.99, 1.01}}, Quote::Number, 12, {.unit = "decisions"}),
              "about 120000 decisions would"));
  CHECK(holds(undetected_text({1.0, {-1.0, 3.0}}, Quote::Number, 1, {.unit = "replicates"}), "at 1 replicate (1.00"));
}

TEST_CASE("findings: an estimate of exactly 0 and an interval of one game give no figure and no inf or nan") {
  const std::string zero = difference_text({0.0, {-0.2, 0.2}}, Quote::Signed, 40);
  CHECK(needed_to_resolve({0.0, {-0.2, 0.2}}, 40) == 0);
  CHECK(holds(zero, "no difference detected at 40 games"));
  CHECK(holds(zero, "an estimate of exactly 0 gives no size to resolve"));
  const Estimate one_game{2.0, {-kInf, kInf}};
  CHECK_FALSE(excludes_zero(one_game));
  CHECK(needed_to_resolve(one_game, 1) == 0);
  const std::string small = difference_text(one_game, Quote::Signed, 1);
  CHECK(small == "no difference detected at 1 game (+2.00 [n too small]; an interval needs 2 games or more)");
  const std::string nothing = difference_text({std::numeric_limits<double>::quiet_NaN(), {}}, Quote::Signed, 0);
  for (const std::string& text : {zero, small})
    for (const char* bad : {"inf", "nan"}) CHECK_FALSE(holds(text, bad));
  CHECK(holds(nothing, "no difference detected at 0 games"));
}

TEST_CASE("findings: two estimates over the same games share one no-difference note when both give a figure") {
  const Estimate points{0.91, {-0.25, 2.07}}, wins{0.094, {-0.051, 0.239}};
  const Wording p{.unit = "decisions", .after = " points"}, w{.unit = "decisions", .after = " of win chance"};
  // 16 (1.16 / 0.91)^2 = 26.0 and 16 (14.5 / 9.4)^2 = 38.1, rounded up.
  CHECK(pair_text(points, Quote::Signed, p, wins, Quote::PercentagePoints, w, 16) ==
        "no difference detected at 16 decisions (+0.91 [-0.25, +2.07] points, +9.4 pp [-5.1, +23.9] of win chance; "
        "about 26 and 39 decisions would resolve ones of these sizes)");
  // One stated, the other not: each on its own.
  const std::string mixed = pair_text({1.5, {0.5, 2.5}}, Quote::Signed, p, wins, Quote::PercentagePoints, w, 16);
  CHECK(mixed.rfind("+1.50 [+0.50, +2.50] points and no difference detected at 16 decisions (+9.4 pp", 0) == 0);
  // An estimate of 0 gives no figure: each on its own too.
  const std::string zero = pair_text(points, Quote::Signed, p, {0, {0, 0}}, Quote::PercentagePoints, w, 16);
  CHECK(holds(zero, "an estimate of exactly 0 gives no size to resolve"));
  CHECK(holds(zero, "about 26 decisions would resolve one of this size"));
}

TEST_CASE("findings: a mean of one observation prints n too small in text and empty bounds in CSV") {
  Moments one;
  one.add(7);
  Table table{"one", "One observation", {{"score", Format::Number}}, {}};
  table.add_row({mean_estimate(one)});
  CHECK(table_text(table).find("7.00 [n too small]") != std::string::npos);
  CHECK(table_csv(table) == "score,score_low,score_high\n7,,\n");
  for (const std::string& text : {table_text(table), table_csv(table), table_markdown(table)})
    for (const char* bad : {"inf", "nan"}) CHECK_FALSE(holds(text, bad));
}

TEST_CASE("findings: K comparisons say how many exclude 0 against the 5% chance alone gives") {
  ChanceCount chance;
  for (int k = 0; k < 40; ++k) chance.add(k < 3 ? Estimate{1, {0.5, 1.5}} : Estimate{0.1, {-0.5, 0.7}});
  chance.add({1, {-kInf, kInf}});  // no interval: not a comparison
  CHECK(chance.tested == 40);
  CHECK(chance.excluded == 3);
  CHECK(chance.text("bonuses' intervals") ==
        "3 of 40 bonuses' intervals exclude 0, about 2.0 expected by chance alone");
  CHECK(chance.clause("choices") == "; 3 of 40 choices exclude 0, about 2.0 expected by chance alone");
  // Nothing compared, nothing said.
  CHECK(ChanceCount{}.clause("seats").empty());
}

TEST_CASE("findings: two independent rates or means differ by the square-and-add interval") {
  // The solo studies' case: 6 of 20 against 3 of 20 is no difference at 20 games.
  const Estimate a = rate_estimate(6, 20), b = rate_estimate(3, 20);
  const Estimate d = difference_of(a, b);
  CHECK(d.value == doctest::Approx(0.15));
  CHECK(d.ci.low < 0);
  CHECK(d.ci.high > 0.3);
  CHECK_FALSE(excludes_zero(d));
  // Two means of symmetric half-widths 3 and 4 give a half-width of 5.
  const Estimate m = difference_of({10, {7, 13}}, {2, {-2, 6}});
  CHECK(m.value == doctest::Approx(8));
  CHECK(m.ci.low == doctest::Approx(3));
  CHECK(m.ci.high == doctest::Approx(13));
  CHECK(excludes_zero(m));
}

TEST_CASE("findings: a best within noise of the runner-up is tied with it") {
  CHECK(leader_text("heuristic", "greedy", {0.15, {-0.08, 0.37}}) == "heuristic and greedy tied at the top");
  CHECK(leader_text("heuristic", "greedy", {0.15, {0.05, 0.25}}) == "heuristic");
  // Picked on some games, the best may do worse than the runner-up on the held-out ones: tied too.
  CHECK(leader_text("4,2 X", "3,3 ibis", {-0.9, {-1.5, -0.3}}) == "4,2 X and 3,3 ibis tied at the top");
  CHECK(leader_text("fish", "cat", {0.2, {-0.1, 0.5}}, "bottom") == "fish and cat tied at the bottom");
}

TEST_CASE("findings: the top and bottom of a ranking are tied unless their lead excludes 0") {
  const std::vector<Ranked> agents = {{"greedy", rate_estimate(3, 20), 20},
                                      {"heuristic", rate_estimate(6, 20), 20},
                                      {"random", rate_estimate(0, 20), 20}};
  const auto say = [](const Ranked& r) { return r.label + " wins " + quote(r.value, Quote::Percent); };
  const std::string top = extreme_text(agents, false, say, Quote::PercentagePoints, {});
  CHECK(holds(top,
              "heuristic and greedy tied at the top: heuristic wins 30.0% [14.5, 51.9]; greedy wins 15.0% "
              "[5.2, 36.0]; no difference detected at 20 games (lead +15.0 pp"));
  CHECK(holds(top, "games would resolve one of this size)"));
  CHECK_FALSE(holds(top, "ahead of"));
  const std::string bottom = extreme_text(agents, true, say, Quote::PercentagePoints, {});
  CHECK(holds(bottom, "random and greedy tied at the bottom"));
  // Far apart, the leader is named alone with its lead.
  const std::vector<Ranked> apart = {{"a", {5, {4, 6}}, 50}, {"b", {1, {0, 2}}, 50}};
  const auto plain = [](const Ranked& r) { return r.label; };
  CHECK(extreme_text(apart, false, plain, Quote::Signed, {.after = " points"}) ==
        "a, ahead of b by +4.00 [+2.59, "
        "+5.41] points");
  CHECK(extreme_text(apart, true, plain, Quote::Signed, {}) == "b, behind a by +4.00 [+2.59, +5.41]");
  CHECK(extreme_text({apart[0]}, false, plain, Quote::Signed, {}) == "a");
}

}  // namespace parks

#include "analysis/findings.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "analysis/format.h"

namespace parks {

namespace {

bool has_interval(const Estimate& e) {
  return std::isfinite(e.value) && std::isfinite(e.ci.low) && std::isfinite(e.ci.high);
}

// "1 game" or "30 games" from the plural `unit`.
std::string counted(std::int64_t n, const std::string& unit) {
  const bool one = n == 1 && !unit.empty() && unit.back() == 's';
  return std::to_string(n) + " " + (one ? unit.substr(0, unit.size() - 1) : unit);
}

// A count to two significant figures, as "about" wants it.
std::string rounded(double x) {
  if (x >= 1e9) return "over a billion";
  const double scale = std::pow(10.0, std::max(0.0, std::floor(std::log10(x)) - 1));
  return format("%.0f", std::ceil(x / scale) * scale);
}

}  // namespace

bool excludes_zero(const Estimate& e) { return has_interval(e) && (e.ci.low > 0 || e.ci.high < 0); }

Estimate difference_of(const Estimate& a, const Estimate& b) {
  const double d = a.value - b.value;
  const double below = std::hypot(a.value - a.ci.low, b.ci.high - b.value);
  const double above = std::hypot(a.ci.high - a.value, b.value - b.ci.low);
  return {d, {d - below, d + above}};
}

double needed_to_resolve(const Estimate& e, std::int64_t n) {
  if (!has_interval(e) || e.value == 0 || n < 1) return 0;
  const double half = e.value > 0 ? e.value - e.ci.low : e.ci.high - e.value;
  const double ratio = half / std::fabs(e.value);
  return static_cast<double>(n) * ratio * ratio;
}

std::string undetected_text(const Estimate& e, Quote style, std::int64_t n, const Wording& words) {
  const std::string& unit = words.unit;
  std::string text =
      "no difference detected at " + counted(n, unit) + " (" + words.before + quote(e, style) + words.after + "; ";
  if (!has_interval(e)) return text + "an interval needs 2 " + unit + " or more)";
  if (e.value == 0) return text + "an estimate of exactly 0 gives no size to resolve)";
  const double needed = needed_to_resolve(e, n);
  return text + "about " + rounded(needed) + " " + unit + " would resolve one of this size)";
}

std::string difference_text(const Estimate& e, Quote style, std::int64_t n, const Wording& words) {
  return excludes_zero(e) ? words.before + quote(e, style) + words.after : undetected_text(e, style, n, words);
}

std::string pair_text(const Estimate& a, Quote a_style, const Wording& a_words, const Estimate& b, Quote b_style,
                      const Wording& b_words, std::int64_t n) {
  const double a_needed = excludes_zero(a) ? 0 : needed_to_resolve(a, n);
  const double b_needed = excludes_zero(b) ? 0 : needed_to_resolve(b, n);
  if (a_needed == 0 || b_needed == 0)
    return difference_text(a, a_style, n, a_words) + " and " + difference_text(b, b_style, n, b_words);
  const std::string& unit = a_words.unit;
  return "no difference detected at " + counted(n, unit) + " (" + a_words.before + quote(a, a_style) + a_words.after +
         ", " + b_words.before + quote(b, b_style) + b_words.after + "; about " + rounded(a_needed) + " and " +
         rounded(b_needed) + " " + unit + " would resolve ones of these sizes)";
}

void ChanceCount::add(const Estimate& e) {
  if (!has_interval(e)) return;
  ++tested;
  excluded += excludes_zero(e);
}

std::string ChanceCount::text(const std::string& things) const {
  return format("%d of %d %s exclude 0, about %.1f expected by chance alone", excluded, tested, things.c_str(),
                0.05 * tested);
}

std::string ChanceCount::clause(const std::string& things) const {
  return tested ? "; " + text(things) : std::string();
}

std::string leader_text(const std::string& first, const std::string& second, const Estimate& lead,
                        const std::string& place) {
  if (excludes_zero(lead) && lead.ci.low > 0) return first;
  return first + " and " + second + " tied at the " + place;
}

std::vector<std::size_t> ranking(const std::vector<Ranked>& ranked) {
  std::vector<std::size_t> order(ranked.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return ranked[a].value.value > ranked[b].value.value; });
  return order;
}

std::string extreme_text(const std::vector<Ranked>& ranked, bool lowest,
                         const std::function<std::string(const Ranked&)>& say, Quote style, const Wording& lead) {
  std::vector<std::size_t> order = ranking(ranked);
  if (lowest) std::reverse(order.begin(), order.end());
  const Ranked& first = ranked[order[0]];
  if (order.size() == 1) return say(first);
  const Ranked& second = ranked[order[1]];
  // The leader's gap over the next in line, positive when it leads in its own direction.
  const Estimate gap = lowest ? difference_of(second.value, first.value) : difference_of(first.value, second.value);
  if (excludes_zero(gap))
    return say(first) + (lowest ? ", behind " : ", ahead of ") + second.label + " by " + lead.before +
           quote(gap, style) + lead.after;
  Wording words = lead;
  words.before = "lead " + words.before;
  return leader_text(first.label, second.label, gap, lowest ? "bottom" : "top") + ": " + say(first) + "; " +
         say(second) + "; " + undetected_text(gap, style, std::min(first.n, second.n), words);
}

}  // namespace parks

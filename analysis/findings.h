#pragma once
// The rules every study's headline findings follow, so that none calls noise a finding:
// - a difference (and so a "best", a "most", a "worst") is stated only when its 95% interval
//   excludes 0; otherwise the finding says that this budget detects no difference and
//   about how many games would resolve one of the observed size;
// - a study that makes K comparisons says how many of them exclude 0 next to the 5% of K that
//   would by chance alone;
// - a best whose lead over the runner-up does not exclude 0 (on held-out games, where the best
//   comes from others) is tied with the runner-up.
// Studies compose their sentences from these pieces, so that the rules live here alone.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analysis/table.h"

namespace parks {

// Whether the 95% interval of `e` lies wholly on one side of 0; an interval that cannot be
// told (below two observations, or not a number) never does.
bool excludes_zero(const Estimate& e);

// The interval of a - b for independent estimates a and b: each side's distances to the bounds
// added in squares (Newcombe's method for rates, the usual one for means). For estimates that
// share random numbers it is wider than their paired interval, so it errs towards "tied".
Estimate difference_of(const Estimate& a, const Estimate& b);

// About how many games (whatever `n` counts) would make an interval like e's exclude 0 for an
// estimate of its size: the half-width h on 0's side shrinks as 1/sqrt(n), so n (h / |d|)^2.
// 0 when no figure follows: an estimate of exactly 0, or no interval.
double needed_to_resolve(const Estimate& e, std::int64_t n);

// What n counts (the plural: "games", "decisions") and the words around the quoted estimate.
struct Wording {
  std::string unit = "games";
  std::string before = {};  // "the lead "
  std::string after = {};   // " points"
};

// "no difference detected at 30 games (+1.2 [-0.3, +2.7]; about 80 games would resolve one of
// this size)", the estimate quoted in `style` between `words.before` and `words.after`.
std::string undetected_text(const Estimate& e, Quote style, std::int64_t n, const Wording& words = {});

// The estimate quoted (between the words) when its interval excludes 0, else undetected_text.
std::string difference_text(const Estimate& e, Quote style, std::int64_t n, const Wording& words = {});

// Two estimates over the same n, such as a choice's points and its win rate, each in its own
// style and words: each stated where its interval excludes 0; when neither does and both give a
// figure, one "no difference detected at 16 decisions (A, B; about 27 and 39 decisions would
// resolve ones of these sizes)"; the unit is `a_words`'.
std::string pair_text(const Estimate& a, Quote a_style, const Wording& a_words, const Estimate& b, Quote b_style,
                      const Wording& b_words, std::int64_t n);

// How many of K comparisons exclude 0, against the 5% of K that would by chance alone.
struct ChanceCount {
  int tested = 0;
  int excluded = 0;

  // Counts `e` when it has an interval.
  void add(const Estimate& e);
  // "3 of 40 <things> exclude 0, about 2.0 expected by chance alone".
  std::string text(const std::string& things) const;
  // "; " and the text, or "" when nothing is compared: to end a finding's list.
  std::string clause(const std::string& things) const;
};

// A ranking's leader: `first` when its lead over `second` lies above 0, else "first and second
// tied at the top" (`place`: "top", "bottom"); a lead measured on held-out games may even be
// below 0, and then the pick did not hold up either.
std::string leader_text(const std::string& first, const std::string& second, const Estimate& lead,
                        const std::string& place = "top");

// One candidate of a ranking: a choice, an agent, a park.
struct Ranked {
  std::string label;
  Estimate value;
  std::int64_t n = 0;  // what the estimate counts (games, decisions)
};

// Indices of `ranked`, the highest value first (ties in their listed order).
std::vector<std::size_t> ranking(const std::vector<Ranked>& ranked);

// The top of `ranked` (the bottom with `lowest`), each candidate said by `say` ("A, +1.2 points"):
//   clear: "say(A), ahead of B by +0.8 [+0.2, +1.4]<after>" (with `lowest`: "behind B by");
//   tied:  "A and B tied at the top: say(A); say(B); no difference detected at 30 games (lead ...)"
// where the lead is the independent difference of the two values, in `style` with `lead`'s words.
// A ranking of one is say(A).
std::string extreme_text(const std::vector<Ranked>& ranked, bool lowest,
                         const std::function<std::string(const Ranked&)>& say, Quote style, const Wording& lead);

}  // namespace parks

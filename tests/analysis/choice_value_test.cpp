// The value of a choice against its best alternative, picked on the other replicates, on a
// small hand example; and the choice value's own sums.
#include <doctest/doctest.h>

#include "analysis/choice_value.h"
#include "analysis/merge.h"

using namespace parks;

namespace {

// Three candidates on two replicates: c0 = {10, 20}, c1 = {15, 15}, c2 = {0, 30}; wins for c0 on
// replicate 1 and c2 on replicate 1.
ReplicateOutcomes<3, 2> example() {
  ReplicateOutcomes<3, 2> outcomes;
  const int scores[3][2] = {{10, 20}, {15, 15}, {0, 30}};
  const bool wins[3][2] = {{false, true}, {false, false}, {false, true}};
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 2; ++r) outcomes.record(c, r, scores[c][r], wins[c][r]);
  return outcomes;
}

}  // namespace

TEST_SUITE_BEGIN("analysis");

TEST_CASE("choice value: the best alternative is picked on the other replicate") {
  const auto outcomes = example();
  // Against c0: on replicate 0 the alternative is the best of {c1, c2} on replicate 1 (c2: 30),
  // which scored 0 there; on replicate 1 it is the best on replicate 0 (c1: 15), which scored 15.
  ChoiceValue v;
  outcomes.compare(0b001, 0b110, v);
  CHECK(v.score.a.sum == 30);
  CHECK(v.score.b.sum == 15);
  CHECK(v.better == 1);
  CHECK(v.decisions() == 1);
  CHECK(v.score_gain(2).value == doctest::Approx(7.5));  // (30 - 15) / 2 rollouts
  // Wins picked by wins then points: for replicate 0, c2 (a win on replicate 1) and no win on 0;
  // for replicate 1, c1 and c2 have no win on replicate 0 and c1 has more points: no win.
  CHECK(v.win.a.sum == 1);
  CHECK(v.win.b.sum == 0);
  CHECK(outcomes.best_held_out(0b111, Metric::Score, 0) == 2);
  CHECK(outcomes.best_held_out(0b111, Metric::Score, 1) == 1);
}

TEST_CASE("choice value: one alternative for both metrics, or none") {
  const auto outcomes = example();
  // Against c1, picked by score for the win too: replicate 0 gets c2 (30 on replicate 1) with
  // no win on 0; replicate 1 gets c0 (10 on replicate 0 beats c2's 0), which won there.
  ChoiceValue v;
  outcomes.compare(0b010, 0b101, v, WinPick::ByScore);
  CHECK(v.score.a.sum == 30);
  CHECK(v.score.b.sum == 0 + 20);
  CHECK(v.win.a.sum == 0);
  CHECK(v.win.b.sum == 1);
  CHECK(v.better == 1);
  ChoiceValue none;
  outcomes.compare(0b010, 0, none);
  CHECK(none.decisions() == 0);
}

TEST_CASE("choice value: added by hand, and merged") {
  ChoiceValue a, b;
  a.add(12, 10, 1, 0);
  a.played = 1;
  b.add(7, 9, 0, 1);
  merge(a, b);
  CHECK(a.decisions() == 2);
  CHECK(a.score.difference.sum == 0);
  CHECK(a.win.difference.sum == 0);
  CHECK(a.better == 1);
  CHECK(a.played == 1);
}

TEST_SUITE_END();

// The learned evaluation's features of Parks: Roll & Hike (agents/hike/learned.h): in range at
// every position of every park and player count, the untrained model equal to the plan
// evaluation, the player's own sheet and the rivals' seen from the player's seat, determinism.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "agents/hike/learned.h"
#include "tests/hike/test_util.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;

namespace {

using HikeLearned = Learned<State>;
using HikeFeatures = Features<HikeLearned::kMaxActive>;

inline constexpr std::array<Park, kParks> kEveryPark = {Park::Yosemite, Park::DeathValley, Park::GreatSmokyMountains,
                                                        Park::Arches,   Park::Glacier,     Park::Acadia};

HikeFeatures features_of(const State& s, int player) {
  HikeFeatures f;
  HikeLearned::features(s, player, f);
  return f;
}

const std::vector<float>& untrained() {
  static const std::vector<float> weights = [] {
    std::vector<float> w(HikeLearned::kWeights);
    HikeLearned::initial_weights(w);
    return w;
  }();
  return weights;
}

double value(const std::vector<float>& weights, const State& s, int player) {
  double v = 0;
  for (const Feature& f : features_of(s, player)) v += weights[f.index] * f.value;
  return v;
}

// Every position of a game: players pick uniformly at random, or by the plan evaluation (to
// reach full journals and wildlife rows) when `planned`.
template <class Visit>
void visit_game(GameOptions options, std::uint64_t seed, bool planned, Visit&& visit) {
  Rng rng(seed);
  State s = State::initial(C(), options);
  const PlanAgent plan;
  ActionList<State> actions;
  while (!s.is_terminal()) {
    visit(s);
    if (s.current_player() == kChancePlayer) {
      s.apply(s.sample_chance(rng));
    } else if (planned) {
      s.apply(plan.choose(s, rng));
    } else {
      s.legal_actions(actions);
      s.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
  }
  visit(s);
}

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike learned features stay in range at every position of every park and player count") {
  int positions = 0;
  std::size_t most = 0;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (Park park : kEveryPark)
      for (std::uint64_t g = 0; g < 4; ++g)
        visit_game({players, park}, 7000 + 10 * players + g, g % 2 == 1, [&](const State& s) {
          for (int p = 0; p < players; ++p) {
            const HikeFeatures f = features_of(s, p);
            ++positions;
            most = std::max(most, f.size());
            REQUIRE(f.size() <= HikeLearned::kMaxActive);
            for (const Feature& x : f) {
              REQUIRE(x.index < HikeLearned::kWeights);
              REQUIRE(std::isfinite(x.value));
            }
          }
        });
  MESSAGE("hike learned: " << positions << " positions, at most " << most << " of " << HikeLearned::kMaxActive
                           << " features active, " << HikeLearned::kWeights << " weights");
  CHECK(positions > 10000);
  CHECK(HikeLearned::kWeights * sizeof(float) < 4u << 20);  // the weights file stays small
}

TEST_CASE("hike untrained learned value is the player's plan evaluation") {
  int checked = 0;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (Park park : kEveryPark)
      visit_game({players, park}, 8000 + players, true, [&](const State& s) {
        for (int p = 0; p < players; ++p) {
          const double expected = plan_value(s, p);
          REQUIRE(value(untrained(), s, p) == doctest::Approx(expected).epsilon(1e-5));
          ++checked;
        }
      });
  CHECK(checked > 1000);
}

TEST_CASE("hike plan terms sum to the plan value and hold the points by category") {
  for (Park park : kEveryPark)
    visit_game({3, park}, 9000, true, [&](const State& s) {
      for (int p = 0; p < 3; ++p) {
        const PlanTerms t = plan_terms(s, p);
        double sum = 0;
        for (double x : t) sum += x;
        REQUIRE(sum == doctest::Approx(plan_value(s, p)).epsilon(1e-9));
        const Points points = s.points(p);
        for (int k = 0; k < kCategories; ++k) REQUIRE(t[CanteenScored + k] == points[k]);
      }
    });
}

TEST_CASE("hike untrained learned value is the score once the player's last night is done") {
  // A 3-player game at its last night, after P0's night (the canteen's third score) and before
  // the last player's: P0's points are final, P2 still has a night to score.
  bool found = false;
  for (std::uint64_t seed = 1; seed < 20 && !found; ++seed)
    visit_game({3, Park::Yosemite}, seed, true, [&](const State& s) {
      if (found || s.is_terminal() || s.nights_left(0) > 0) return;
      found = true;
      REQUIRE(s.nights_left(2) == 1);
      CHECK(learned::phase(s, 0) == learned::kPhases - 1);
      CHECK(value(untrained(), s, 0) == doctest::Approx(s.score(0)));
      CHECK(s.score(0) > 0);
      CHECK(value(untrained(), s, 2) == doctest::Approx(plan_value(s, 2)));
      CHECK(value(untrained(), s, 2) > s.score(2));  // P2's canteen is still to score tonight
    });
  CHECK(found);
}

TEST_CASE("hike learned features of two seats differ where their logbooks differ") {
  Components c = blank();
  State s = State::initial(c, {2, Park::Yosemite});
  Logbook& b0 = s.logbook_for_test(0);
  Logbook& b1 = s.logbook_for_test(1);
  set_suns(b0, 2);
  set_suns(b1, 2);
  const auto indices = [](const HikeFeatures& f) {
    std::vector<std::uint32_t> out;
    for (const Feature& x : f) out.push_back(x.index);
    return out;
  };
  // The same logbooks and no decision in hand: the two seats see the same position.
  CHECK(indices(features_of(s, 0)) == indices(features_of(s, 1)));
  b1.water = 5;
  b1.wildlife[1] = 2;
  const HikeFeatures f0 = features_of(s, 0), f1 = features_of(s, 1);
  CHECK(indices(f0) != indices(f1));
  CHECK(value(untrained(), s, 1) > value(untrained(), s, 0));
  // P0 sees P1's better sheet only in the rival's term: its own patterns are unchanged.
  State plain = State::initial(c, {2, Park::Yosemite});
  set_suns(plain.logbook_for_test(0), 2);
  set_suns(plain.logbook_for_test(1), 2);
  const HikeFeatures before = features_of(plain, 0);
  REQUIRE(before.size() == f0.size());
  int changed = 0;
  for (std::size_t i = 0; i < f0.size(); ++i) {
    CHECK(f0[i].index == before[i].index);
    if (f0[i].value != before[i].value) {
      ++changed;
      CHECK(f0[i].index % learned::kScalars == learned::kRivalTerm);
    }
  }
  CHECK(changed == 1);
}

TEST_CASE("hike learned features see the pending gains only of the player who marks them") {
  // P0 takes hiking die 4's binoculars: a binoculars gain with 5 rows to choose from is P0's.
  State s = start(C(), 2, Park::Yosemite, {0, 1, 2, 3}, {0, 0, 0, hiking(3, single(Binoculars))}, 0);
  act(s, take_die(3));
  REQUIRE(s.current_player() == 0);
  REQUIRE(s.pending().size() == 1);
  const auto pending_features = [](const HikeFeatures& f) {
    int n = 0;
    for (const Feature& x : f) n += x.index >= learned::kPendingBase && x.index < learned::kTurnBase;
    return n;
  };
  CHECK(pending_features(features_of(s, 0)) == 1);
  CHECK(pending_features(features_of(s, 1)) == 0);
  CHECK(plan_terms(s, 0)[PendingGains] == doctest::Approx(task_value(s.pending()[0])));
  CHECK(plan_terms(s, 1)[PendingGains] == 0);
}

// The solo target rewards other sketches and gains than a race against rivals (H7), so the
// journal's landmark patterns and the pending gains have weights of their own in the solo game.
TEST_CASE("hike learned features keep the solo game's landmarks and pending gains apart (H7)") {
  const auto group = [](const HikeFeatures& f, std::size_t begin, std::size_t end) {
    std::vector<std::uint32_t> in;
    for (const Feature& x : f)
      if (x.index >= begin && x.index < end) in.push_back(x.index);
    return in;
  };
  for (const Park park : kEveryPark) {
    const State solo = start(C(), 1, park, {0, 1, 2, 3}, {0, 0, 0, hiking(3, single(Binoculars))}, 0);
    const State duel = start(C(), 2, park, {0, 1, 2, 3}, {0, 0, 0, hiking(3, single(Binoculars))}, 0);
    const auto solo_marks = group(features_of(solo, 0), learned::kLandmarksBase, learned::kPendingBase);
    const auto duel_marks = group(features_of(duel, 0), learned::kLandmarksBase, learned::kPendingBase);
    REQUIRE(solo_marks.size() == 2);  // landmarks sketched, landmarks completed
    REQUIRE(duel_marks.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) CHECK(solo_marks[i] != duel_marks[i]);
    // Players 2-4 share them.
    const State trio = start(C(), 3, park, {0, 1, 2, 3}, {0, 0, 0, hiking(3, single(Binoculars))}, 0);
    CHECK(group(features_of(trio, 0), learned::kLandmarksBase, learned::kPendingBase) == duel_marks);
  }
}

TEST_CASE("hike learned features are deterministic") {
  std::vector<std::vector<std::uint32_t>> first, second;
  for (auto* out : {&first, &second})
    visit_game({4, Park::Acadia}, 31, false, [&](const State& s) {
      const State copy = s;
      for (int p = 0; p < 4; ++p) {
        std::vector<std::uint32_t> list;
        for (const Feature& x : features_of(copy, p)) {
          list.push_back(x.index);
          list.push_back(static_cast<std::uint32_t>(std::lround(x.value * 1e4)));
        }
        out->push_back(list);
      }
    });
  CHECK(first == second);
}

TEST_SUITE_END();

// The learned evaluation of Polyhedral Park Planner (agents/planner/learned.h): features in range
// at every position of every player count, the untrained model equal to the score now, the
// n-tuples unchanged by the grid's symmetries (P1, P9), each seat seen from its own park, the td
// agent's gains equal to whole-park differences, determinism.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <type_traits>
#include <vector>

#include "agents/planner/heuristic.h"
#include "agents/planner/learned.h"

using namespace parks;
using namespace parks::planner;

namespace {

using PlannerLearned = Learned<PartyState>;
using PlannerFeatures = Features<PlannerLearned::kMaxActive>;
static_assert(HasLearnedValue<SoloState> && HasLearnedValue<PartyState>);
static_assert(std::is_same_v<TdPolicy<SoloState>, learned::TdPlanAgent>);

template <int Seats>
PlannerFeatures features_of(const BasicState<Seats>& s, int player) {
  PlannerFeatures f;
  Learned<BasicState<Seats>>::features(s, player, f);
  return f;
}

const std::vector<float>& untrained() {
  static const std::vector<float> weights = [] {
    std::vector<float> w(PlannerLearned::kWeights);
    PlannerLearned::initial_weights(w);
    return w;
  }();
  return weights;
}

template <int Seats>
double value(const std::vector<float>& weights, const BasicState<Seats>& s, int player) {
  double v = 0;
  for (const Feature& f : features_of(s, player)) v += weights[f.index] * f.value;
  return v;
}

PartyState deal(std::uint64_t game, int players) {
  Rng rng = Rng::stream(11, game, Stream::Layout);
  const Deal cards = deal_cards(rng);
  std::array<Sheet, kMaxPlayers> sheets;
  for (int p = 0; p < players; ++p) sheets[p] = published_sheet(1 + static_cast<int>((game * 7 + p) % 100));
  return PartyState::initial(sheets, cards, players);
}

// Every position of a game, after each decision: players pick uniformly at random, or by the
// heuristic (fuller parks, modifications) when `planned`.
template <class Visit>
void visit_game(PartyState s, std::uint64_t seed, bool planned, Visit&& visit) {
  Rng rng(seed);
  const HeuristicPlanAgent plan;
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) {
      s.apply(s.sample_chance(rng));
      continue;
    }
    if (planned) {
      s.apply(plan.choose(s, rng));
    } else {
      ActionList<PartyState> actions;
      s.legal_actions(actions);
      s.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    if (!s.is_terminal()) visit(s);
  }
}

Park transformed(const Park& park, int symmetry) {
  Park image;
  for (int d = 0; d < kDevelopments; ++d)
    for (Board b = park.boards[d]; b;)
      image.develop(static_cast<Development>(d), learned::transform(symmetry, pop_square(b)));
  return image;
}

std::vector<std::pair<std::size_t, float>> sorted_park_features(const Park& park, const Deal& cards, int time) {
  std::vector<std::pair<std::size_t, float>> list;
  learned::park_features(park, cards, true, time, 0, [&](std::size_t i, float x) { list.emplace_back(i, x); });
  std::sort(list.begin(), list.end());
  return list;
}

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner learned features stay in range at every position of every player count") {
  int positions = 0;
  std::size_t most = 0;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (std::uint64_t g = 0; g < 4; ++g)
      visit_game(deal(10 * players + g, players), 100 + 10 * players + g, g % 2 == 1, [&](const PartyState& s) {
        for (int p = 0; p < players; ++p) {
          const PlannerFeatures f = features_of(s, p);
          ++positions;
          most = std::max(most, f.size());
          REQUIRE(f.size() <= PlannerLearned::kMaxActive);
          for (const Feature& x : f) {
            REQUIRE(x.index < PlannerLearned::kWeights);
            REQUIRE(std::isfinite(x.value));
          }
        }
      });
  MESSAGE("planner learned: " << positions << " positions, at most " << most << " of " << PlannerLearned::kMaxActive
                              << " features active, " << PlannerLearned::kWeights << " weights");
  CHECK(positions > 5000);
  CHECK(PlannerLearned::kWeights * sizeof(float) < 4u << 20);  // the weights file stays small
}

TEST_CASE("planner untrained learned value is the player's score now (P4, P6, P9)") {
  int checked = 0, scored = 0;
  for (int players : {1, 3})
    visit_game(deal(50 + players, players), 60 + players, true, [&](const PartyState& s) {
      for (int p = 0; p < players; ++p) {
        REQUIRE(value(untrained(), s, p) == doctest::Approx(s.score(p)).epsilon(1e-5));
        ++checked;
        scored += s.score(p) != 0;
      }
    });
  CHECK(checked > 200);
  CHECK(scored > 100);  // parks with points, penalties and modifications, not empty ones
}

TEST_CASE("planner learned park features are the same for the park turned or mirrored (P1, P9)") {
  int parks = 0;
  for (std::uint64_t g = 0; g < 6; ++g) {
    const PartyState start = deal(200 + g, 1);
    visit_game(start, 300 + g, g % 2 == 0, [&](const PartyState& s) {
      if (s.phase() != Phase::Roll) return;  // one park a round
      const auto expected = sorted_park_features(s.park(0), s.deal(), s.round());
      for (int g = 1; g < learned::kSymmetries; ++g)
        REQUIRE(sorted_park_features(transformed(s.park(0), g), s.deal(), s.round()) == expected);
      ++parks;
    });
  }
  CHECK(parks >= 50);
}

TEST_CASE("planner learned tuples: each card sees only the types it scores as its own (P7, P9)") {
  for (int card = 1; card <= kCards; ++card)
    for (int d = 0; d < kDevelopments; ++d) {
      const int code = learned::kCardCodes[card][d + 1];
      CHECK(code >= 1);
      if (code < 3) CHECK((kCardInfo[card].uses >> d & 1) == 1);
    }
}

TEST_CASE("planner learned features: each seat is seen from its own park and its place in the round") {
  PartyState s = deal(400, 2);
  Rng rng(401);
  CHECK(features_of(s, 0).size() == features_of(s, 1).size());
  const HeuristicPlanAgent plan;
  bool waiting = false, done = false;
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) {
      s.apply(s.sample_chance(rng));
      continue;
    }
    s.apply(plan.choose(s, rng));
    if (s.is_terminal()) break;
    const auto mine = features_of(s, 0), theirs = features_of(s, 1);
    const bool same = std::equal(mine.begin(), mine.end(), theirs.begin(), theirs.end(),
                                 [](Feature a, Feature b) { return a.index == b.index && a.value == b.value; });
    if (s.park(0) != s.park(1)) CHECK_FALSE(same);
    // Seat 1 waits while seat 0 plays the round's roll; seat 0 is done while seat 1 plays it.
    const auto standing = [&](int p) {
      for (const Feature& f : features_of(s, p))
        if (f.index >= learned::kStandingBase && f.index < learned::kDiceBase)
          return static_cast<int>((f.index - learned::kStandingBase) % learned::kStandings);
      return -1;
    };
    if (s.phase() == Phase::Use && s.seat() == 0) {
      CHECK(standing(0) == learned::kActing);
      CHECK(standing(1) == learned::kWaiting);
      waiting = true;
    }
    if (s.phase() == Phase::Use && s.seat() == 1) {
      CHECK(standing(0) == learned::kDone);
      CHECK(standing(1) == learned::kActing);
      done = true;
    }
  }
  CHECK((waiting && done));
}

TEST_CASE("planner learned features are deterministic") {
  std::vector<PartyState> positions;
  visit_game(deal(500, 3), 501, true, [&](const PartyState& s) { positions.push_back(s); });
  for (const PartyState& s : positions)
    for (int p = 0; p < 3; ++p) {
      const auto a = features_of(s, p), b = features_of(s, p);
      REQUIRE(a.size() == b.size());
      for (std::size_t i = 0; i < a.size(); ++i) REQUIRE((a[i].index == b[i].index && a[i].value == b[i].value));
    }
}

TEST_CASE("planner td agent: its gains are whole-park differences, n-tuples read through the square only") {
  ValueModel model;
  model.weights = untrained();
  Rng noise(600);
  for (float& w : model.weights) w += static_cast<float>(noise.uniform() - 0.5);
  const std::vector<float>& weights = model.weights;
  int compared = 0;
  visit_game(deal(601, 1), 602, true, [&](const PartyState& s) {
    if (s.phase() != Phase::Use || s.used() != 0) return;
    const ParkContext context = context_of(s);
    const double requirement = 7;
    const learned::LearnedPark park(model, context, s.modifications(0), {requirement, 0});
    const Gains gains = park.gains(s.park(), kAll);
    for (Board b = s.park().empty(); b;) {
      const int square = pop_square(b);
      for (int d = 0; d < kDevelopments; ++d) {
        Park next = s.park();
        next.develop(static_cast<Development>(d), square);
        double whole = 0, base = 0;
        if (context.rounds_left == 0) {  // the last round: the exact score and requirements
          whole = park.value(next), base = park.value(s.park());
        } else {
          const int time = kRounds - context.rounds_left;
          const auto total = [&](const Park& x) {
            double v = 0;
            learned::park_features(x, s.deal(), true, time, s.modifications(0),
                                   [&](std::size_t i, float f) { v += weights[i] * f; });
            for (const int card : s.deal()) v += requirement * progress(card, x);
            return v;
          };
          whole = total(next), base = total(s.park());
        }
        REQUIRE(gains[d][square] == doctest::Approx(whole - base).epsilon(1e-4));
        ++compared;
      }
    }
  });
  CHECK(compared > 500);
}

TEST_CASE("planner td agent untrained, without the requirement term, weighs placements as greedy does") {
  const auto model = std::make_shared<ValueModel>();
  model->weights = untrained();
  visit_game(deal(700, 1), 701, false, [&](const PartyState& s) {
    if (s.phase() != Phase::Use) return;
    const ParkContext context = context_of(s);
    const Gains learned = learned::LearnedPark(*model, context, s.modifications(0), {}).gains(s.park(), kAll);
    const Gains greedy = measure_gains(s, ScoreValue{}, context, kAll);
    for (int d = 0; d < kDevelopments; ++d)
      for (Board b = s.park().empty(); b;) {
        const int square = pop_square(b);
        REQUIRE(learned[d][square] == doctest::Approx(greedy[d][square]).epsilon(1e-4));
      }
  });
}

TEST_CASE("planner td agent plays legal games, the same ones on the same seed") {
  const auto model = std::make_shared<ValueModel>();
  model->weights = untrained();
  for (std::uint64_t g = 0; g < 3; ++g) {
    const auto play = [&] {
      PartyState s = deal(800 + g, 1 + static_cast<int>(g));
      learned::TdPlanAgent agent(model);
      Rng rng(900 + g);
      std::vector<Action> moves;
      while (!s.is_terminal()) {
        if (s.current_player() == kChancePlayer) {
          s.apply(s.sample_chance(rng));
          continue;
        }
        ActionList<PartyState> legal;
        s.legal_actions(legal);
        const Action a = agent.choose(s, rng);
        REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
        moves.push_back(a);
        s.apply(a);
      }
      return moves;
    };
    CHECK(play() == play());
  }
}

TEST_SUITE_END();

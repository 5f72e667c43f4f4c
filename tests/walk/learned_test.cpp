// The learned evaluation of A Walk in the Park: untrained it is the heuristic's plan value, its
// n-tuples read the sheet as drawn (W3 landmarks, W7 joined paths), and training is reproducible.
#include <doctest/doctest.h>

#include <memory>

#include "agents/agent.h"
#include "agents/learned/model_store.h"
#include "agents/learned/train.h"
#include "agents/walk/learned.h"
#include "tests/walk/test_util.h"

namespace parks::walk::testing {

namespace {

// The positions of a few random solo games, after each move.
std::vector<SoloState> random_positions(int games) {
  std::vector<SoloState> positions;
  Rng rng(11);
  RandomAgent<SoloState> random;
  for (int g = 0; g < games; ++g) {
    SoloState state = SoloState::initial({default_landmarks(), default_components().die, 1, 1});
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) state.apply(sample_chance(state, rng));
      else state.apply(random.choose(state, rng));
      positions.push_back(state);
    }
  }
  return positions;
}

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk learned: untrained, the value is the heuristic's plan value") {
  const ValueModel model = untrained_model<SoloState>();
  for (const SoloState& state : random_positions(20))
    if (!state.is_terminal())
      REQUIRE(learned_value(model, state, 0) == doctest::Approx(plan_value(state, 0)).epsilon(1e-5));
}

TEST_CASE("walk learned: a square's code tells empty, ibis, path cut off or joined (W7), landmark or not (W3)") {
  using F = WalkFeatures;
  Sheet sheet;
  const Mask landmarks = default_landmarks();
  sheet.draw_ibis(kOpera);
  sheet.draw_path(at(2, 3), kW | kE);  // joined to the centre's east side
  sheet.draw_path(at(0, 3), kN | kS);  // alone
  sheet.draw_path(at(1, 2), kS | kE);  // joined to the centre's north side
  sheet.draw_path(at(1, 3), kW | kS);  // the fig tree, joined through (1,2)
  const auto codes = F::codes(sheet, landmarks);
  CHECK(codes[kOpera] == F::kIbis + F::kOnLandmark);
  CHECK(codes[at(2, 3)] == F::kJoined);
  CHECK(codes[at(0, 3)] == F::kCutOff);
  CHECK(codes[kFig] == F::kJoined + F::kOnLandmark);
  CHECK(codes[kCentre] == F::kJoined);
  CHECK(codes[kDuck] == F::kEmpty + F::kOnLandmark);
  CHECK(codes[at(1, 1)] == F::kEmpty);
}

TEST_CASE("walk learned: the features of two seats read their own sheets") {
  PartyState state = PartyState::initial({default_landmarks(), default_components().die, 2, 1});
  Rng rng(4);
  RandomAgent<PartyState> random;
  while (state.sheet(0) == state.sheet(1)) {
    if (state.current_player() == kChancePlayer) state.apply(sample_chance(state, rng));
    else state.apply(random.choose(state, rng));
  }
  Features<Learned<PartyState>::kMaxActive> mine, theirs;
  Learned<PartyState>::features(state, 0, mine);
  Learned<PartyState>::features(state, 1, theirs);
  bool differ = mine.size() != theirs.size();
  for (std::size_t i = 0; i < std::min(mine.size(), theirs.size()); ++i)
    differ = differ || mine[i].index != theirs[i].index || mine[i].value != theirs[i].value;
  CHECK(differ);
}

TEST_CASE("walk learned: untrained, td plays a move of the best plan value") {
  const auto model = std::make_shared<const ValueModel>(untrained_model<SoloState>());
  TdAgent<SoloState> td(model);
  Rng rng(2);
  int checked = 0;
  for (const SoloState& state : random_positions(5)) {
    if (state.is_terminal() || state.current_player() == kChancePlayer) continue;
    ActionList<SoloState> actions;
    state.legal_actions(actions);
    double best = -1e300;
    for (const auto& a : actions) {
      SoloState next = state;
      next.apply(a);
      best = std::max(best, next.is_terminal() ? double(next.score(0)) : plan_value(next, 0));
    }
    SoloState chosen = state;
    chosen.apply(td.choose(state, rng));
    const double value = chosen.is_terminal() ? double(chosen.score(0)) : plan_value(chosen, 0);
    CHECK(value == doctest::Approx(best).epsilon(1e-5));
    ++checked;
  }
  CHECK(checked > 50);
}

TEST_CASE("walk learned: the same seed trains the same weights, another seed others") {
  const auto train = [](std::uint64_t seed) {
    auto model = std::make_shared<ValueModel>(untrained_model<SoloState>());
    TdTrainer<SoloState> trainer(model, {});
    for (std::uint64_t g = 0; g < 30; ++g)
      trainer.play(SoloState::initial({default_landmarks(), default_components().die, 1, 1}), seed, g);
    return model->weights;
  };
  const auto a = train(1);
  CHECK(a == train(1));
  CHECK(a != train(2));
  CHECK(a != untrained_model<SoloState>().weights);
}

TEST_SUITE_END();

}  // namespace parks::walk::testing

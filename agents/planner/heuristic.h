#pragma once
// The planner's greedy and heuristic agents. Each decision replans the rest of the round (see
// round_planner.h) and plays the plan's first step: unlocks first, then the most valuable
// placement; an empty plan ends the round. The heuristic also weighs each modification (P4) by
// how much it raises the round's plan, against its cost.
#include <array>
#include <cassert>
#include <optional>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/planner/plan_evaluation.h"
#include "agents/planner/round_planner.h"
#include "engine/planner/evaluation.h"  // the cheap evaluation, for the search's eval=cheap

namespace parks::planner {

struct ModificationCost {
  double point = 1.0;    // the point it costs at the end
  double budget = 0.3;   // the share of the 12 it uses up
  double margin = 0.25;  // a modification must beat keeping the dice by this much
  int reroll_samples = 8;
};
inline constexpr int kMaxRerollSamples = 64;

template <class Value, bool kModifies>
class PlanAgent {
 public:
  template <int Seats>
  Action choose(const BasicState<Seats>& state, Rng& rng) const {
    ActionList<BasicState<Seats>> legal;
    state.legal_actions(legal);
    const ParkContext context = context_of(state);
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const bool may_modify = kModifies && state.used() == 0;
    const Gains gains = measure_gains(state, value, context, may_modify ? kAll : reachable_squares(state, unused));
    RoundPlanner planner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed());
    const RoundPlan plan = planner.best(state.dice(), unused);
    if (may_modify)
      if (const auto modification = best_modification(state, legal, planner, plan, rng)) return *modification;
    const Action action = first_step(plan, state.dice(), unused);
    for (const Action a : legal)
      if (a == action) return action;
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];  // no plan: cannot happen with a legal state
  }

  Value value{};
  ModificationCost cost{};

 private:
  // The adjustment or reroll that most raises the round's plan, when it pays for itself.
  template <int Seats>
  std::optional<Action> best_modification(const BasicState<Seats>& state, const ActionList<BasicState<Seats>>& legal,
                                          RoundPlanner& planner, const RoundPlan& plan, Rng& rng) const {
    const double price = cost.point + cost.budget;
    double best_value = plan.value + cost.margin;
    std::optional<Action> best;
    // Below the floor by more than rounding: a plan the comparison below would take is never cut.
    constexpr double kFloorSlack = 1e-6;
    const unsigned all = kDiceSubsets - 1;
    for (const Action a : legal) {
      const Kind kind = a.kind();
      if (kind != Kind::Raise && kind != Kind::Lower) continue;
      DiceValues dice = state.dice();
      dice[std::countr_zero(a.dice())] += kind == Kind::Raise ? 1 : -1;
      const auto plan_value = planner.best_value_above(dice, all, best_value + price - kFloorSlack);
      if (!plan_value) continue;
      const double v = *plan_value - price;
      if (v > best_value) best_value = v, best = a;
    }
    if (state.num_players() > 1 || state.rerolled() || state.modifications(state.seat()) >= kMaxModifications)
      return best;
    unsigned planned = 0;
    for (const Step& step : plan.steps) planned |= step.action.dice();
    for (const unsigned reroll : {all & ~planned, all}) {
      if (!reroll) continue;
      const int n = cost.reroll_samples;
      assert(n >= 1 && n <= kMaxRerollSamples);
      std::array<DiceValues, kMaxRerollSamples> samples;
      std::array<double, kMaxRerollSamples> bounds;
      double rest = 0;  // the most the samples not yet searched can add
      for (int i = 0; i < n; ++i) {
        samples[i] = state.dice();
        for (unsigned g = reroll; g;) {
          const int k = pop_lsb(g);
          samples[i][k] = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(kFaces[k])) + 1);
        }
        rest += bounds[i] = planner.value_bound(samples[i], all);
      }
      // Each sample is searched above what it must reach for the mean to pay: once one falls
      // short, the reroll cannot, and the samples after it are not searched.
      const double needed = n * (best_value + price) - kFloorSlack;
      double total = 0;
      bool short_of_it = false;
      for (int i = 0; i < n && !short_of_it; ++i) {
        rest -= bounds[i];
        const auto value = planner.best_value_above(samples[i], all, needed - total - rest);
        if (value) total += *value;
        else short_of_it = true;
      }
      if (short_of_it) continue;
      const double v = total / n - price;
      if (v > best_value) best_value = v, best = Action::reroll(reroll);
    }
    return best;
  }
};

using GreedyPlanAgent = PlanAgent<ScoreValue, false>;
using HeuristicPlanAgent = PlanAgent<PlanValue, true>;

}  // namespace parks::planner

namespace parks {

template <int Seats>
struct Greedy<planner::BasicState<Seats>> {
  using agent = planner::GreedyPlanAgent;
};

template <int Seats>
struct Heuristic<planner::BasicState<Seats>> {
  using agent = planner::HeuristicPlanAgent;
  using evaluation = planner::PlanEvaluation;
};

}  // namespace parks

// The learned evaluation is part of the game's agents wherever they are built (`td`, eval=learned).
#include "agents/planner/learned.h"  // IWYU pragma: export

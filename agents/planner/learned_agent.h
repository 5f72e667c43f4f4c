#pragma once
// The planner's td agent. A single unlock or placement is too small to judge alone, so the agent
// plans the rest of the round as the heuristic does (round_planner.h), weighing each placement by
// how much it raises the learned value of the park once the round is over; solo it adds the
// heuristic's points for progress towards the cards' requirements (P8), which a predicted score
// cannot see. The n-tuples' share of a placement's gain is read from the readings through its
// square only.
#include <array>
#include <limits>
#include <memory>
#include <span>

#include "agents/learned/model_store.h"
#include "agents/learned/value_model.h"
#include "agents/planner/learned_features.h"
#include "agents/planner/round_planner.h"

namespace parks::planner::learned {

inline constexpr int kReadingsPerCard = kBaseTuples * kSymmetries;

// The n-tuple readings through a square: reading r is base r / kSymmetries in symmetry
// r % kSymmetries, and the square is digit `digit` of its pattern.
struct Reading {
  std::uint8_t reading = 0, digit = 0;
};
inline constexpr int kMostReadings = 24;
struct SquareReadings {
  std::array<Reading, kMostReadings> list{};
  int size = 0;
};
inline constexpr std::array<SquareReadings, kSquares> kReadings = [] {
  std::array<SquareReadings, kSquares> readings{};
  for (int b = 0; b < kBaseTuples; ++b)
    for (int g = 0; g < kSymmetries; ++g)
      for (int k = 0; k < kTupleSquares; ++k) {
        SquareReadings& through = readings[kTuples[b][g][k]];
        through.list[through.size++] = {static_cast<std::uint8_t>(b * kSymmetries + g), static_cast<std::uint8_t>(k)};
      }
  return readings;
}();

// The learned value of a park at the end of the round being planned, on the model's scale (a
// score, or solo a chance to win). A score model adds, solo, points for the requirements' progress
// (P8), which a score cannot see; a win model adds a trace of the score, to choose among moves
// that leave the win out of reach.
class LearnedPark {
 public:
  struct Terms {
    double requirement = 0;  // per card, times its progress
    double joint = 0;        // times the product of the three cards' progress
  };
  static constexpr double kScoreTrace = 1e-3;

  LearnedPark(const ValueModel& model, const ParkContext& context, int modifications, Terms terms)
      : weights_(model.weights),
        context_(context),
        modifications_(modifications),
        win_(model.target == ValueTarget::Win),
        terms_(context.solo && !win_ ? terms : Terms{}) {}

  // Exact on the last round, but for a win with several players, which rivals decide.
  double value(const Park& park) const {
    if (last() && (context_.solo || !win_)) {
      const int score = static_cast<int>(score_now(park, context_.deal, park.scoring())) - modifications_;
      int met = 0;
      for (const int card : context_.deal) met += requirement_met(card, park);
      if (win_) return (score >= target(context_.deal) && met == kCardsDealt) + kScoreTrace * score;
      return score + terms_.requirement * met + terms_.joint * (met == kCardsDealt);
    }
    double v = 0, points = 0, all = 1;  // the product of the cards' progress (none: no feature)
    int shares = 0;
    const double progressed =
        park_scalars(park, context_.deal, context_.solo, time(), modifications_, [&](std::size_t i, float x) {
          v += weights_[i] * x;
          if (i < kCardBase || i >= kGlobalBase) return;
          const auto scalar = (i - kCardBase) % kCardScalars;
          if (scalar == kPoints) points += x * kPointsScale;
          if (scalar == kProgress) all *= x, ++shares;
        });
    if (win_) return v + kScoreTrace * points;
    return v + terms_.requirement * progressed + (shares == kCardsDealt ? terms_.joint * all : 0);
  }

  // The gain of each development on each empty square of `squares` (-infinity elsewhere):
  // the scalars recomputed, the n-tuples changed through the square.
  Gains gains(const Park& park, Board squares) const {
    Gains gains;
    for (auto& row : gains) row.fill(-std::numeric_limits<float>::infinity());
    const double base = value(park);
    std::array<std::array<int, kReadingsPerCard>, kCardsDealt> patterns{};
    if (!last()) read_patterns(park, patterns);
    for (Board b = squares & park.empty(); b;) {
      const int square = pop_square(b);
      for (int d = 0; d < kDevelopments; ++d) {
        Park next = park;
        next.develop(static_cast<Development>(d), square);
        double gain = value(next) - base;
        if (!last()) gain += tuple_gain(patterns, square, d);
        gains[d][square] = static_cast<float>(gain);
      }
    }
    return gains;
  }

 private:
  bool last() const { return context_.rounds_left == 0; }
  int time() const { return kRounds - context_.rounds_left; }

  void read_patterns(const Park& park, std::array<std::array<int, kReadingsPerCard>, kCardsDealt>& patterns) const {
    const auto codes = square_codes(park);
    for (int i = 0; i < kCardsDealt; ++i) {
      int r = 0;
      card_tuples(context_.deal[i], codes,
                  [&](std::size_t index, float) { patterns[i][r++] = static_cast<int>(index % kPatterns); });
    }
  }

  // The empty square's digit turns from 0 into the card's code for `d` in every reading through it.
  double tuple_gain(const std::array<std::array<int, kReadingsPerCard>, kCardsDealt>& patterns, int square,
                    int d) const {
    double gain = 0;
    const SquareReadings& through = kReadings[square];
    for (int i = 0; i < kCardsDealt; ++i) {
      const int card = context_.deal[i];
      const int code = kCardCodes[card][d + 1];
      for (int j = 0; j < through.size; ++j) {
        const Reading reading = through.list[j];
        const int pattern = patterns[i][reading.reading];
        const std::size_t at = tuple_index(card, reading.reading / kSymmetries, pattern);
        gain += weights_[at + (static_cast<std::size_t>(code) << (2 * reading.digit))] - weights_[at];
      }
    }
    return gain;
  }

  std::span<const float> weights_;
  ParkContext context_;
  int modifications_;
  bool win_;
  Terms terms_;
};

// Replans the round at every decision with the learned gains and plays the plan's first step.
// Before the first die is used it may modify the dice (P4) as the heuristic does, when an
// adjustment raises the round's plan by more than its cost: adjustments only, since a reroll's
// worth takes many plans to estimate.
class TdPlanAgent {
 public:
  TdPlanAgent() = default;
  explicit TdPlanAgent(std::shared_ptr<const ValueModel> model) : model_(std::move(model)) {}

  template <int Seats>
  Action choose(const BasicState<Seats>& state, Rng& rng) const {
    ActionList<BasicState<Seats>> legal;
    state.legal_actions(legal);
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const bool may_adjust = adjust && state.used() == 0 && state.modifications(state.seat()) < kMaxModifications;
    const LearnedPark value(*model_, context_of(state), state.modifications(state.seat()), terms);
    const Board squares = reachable_squares(state, unused);
    const Gains gains = value.gains(state.park(), may_adjust ? squares | adjusted_squares(state) : squares);
    RoundPlanner planner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed());
    const RoundPlan plan = planner.best(state.dice(), unused);
    if (may_adjust)
      if (const Action a = best_adjustment(state, legal, planner, plan); a.kind() != Kind::End) return a;
    const Action action = first_step(plan, state.dice(), unused);
    for (const Action a : legal)
      if (a == action) return action;
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];  // no plan: cannot happen with a legal state
  }

  LearnedPark::Terms terms{40, 0};  // a score model's, solo
  bool adjust = false;
  // In points (a win model's scale is kWinScale a point, as its untrained weights'):
  double price = 1.3;    // an adjustment's point at the end and its share of the 12 (heuristic.h)
  double margin = 0.25;  // it must beat keeping the dice by this much

 private:
  // The empty squares some dice could develop with one die raised or lowered by 1.
  template <int Seats>
  static Board adjusted_squares(const BasicState<Seats>& state) {
    const DiceSums sums(state.dice());
    std::uint32_t numbers = 0;
    for (unsigned group = 1; group < kDiceSubsets; ++group)
      if (sums.sum[group] <= kMaxPrinted + 1) numbers |= 7u << sums.sum[group] >> 1;
    Board squares = 0;
    for (numbers &= (2u << kMaxPrinted) - 2; numbers;) squares |= state.sheet().by_number[pop_lsb(numbers)];
    return squares & state.park().empty();
  }

  // The adjustment whose round plan beats the plan with the dice as they are by more than its
  // cost and margin; the end action when none does.
  template <int Seats>
  Action best_adjustment(const BasicState<Seats>& state, const ActionList<BasicState<Seats>>& legal,
                         RoundPlanner& planner, const RoundPlan& plan) const {
    const double scale = model_->target == ValueTarget::Win ? kWinScale : 1;
    double best_value = plan.value + (margin + price) * scale;
    Action best = Action::end();
    for (const Action a : legal) {
      const Kind kind = a.kind();
      if (kind != Kind::Raise && kind != Kind::Lower) continue;
      DiceValues dice = state.dice();
      dice[std::countr_zero(a.dice())] += kind == Kind::Raise ? 1 : -1;
      if (const auto v = planner.best_value_above(dice, kDiceSubsets - 1, best_value)) best_value = *v, best = a;
    }
    return best;
  }

  std::shared_ptr<const ValueModel> model_;
};

}  // namespace parks::planner::learned

#pragma once
// The heuristic agent of Parks: Roll & Hike and the evaluation it plays by. The greedy agent
// sees only points scored; this evaluation also values what will score later:
// - the canteen's current row for every night still to come, and the way to the next row;
// - journal spreads on their way to their completion bonus, room for lines, and the way to the
//   final page's 5 points;
// - wildlife shields by the boxes they still need (the plan of a wildlife row);
// - binoculars rows half filled, and night circles for every night still to come;
// - unspent Sun (for the Lead Hiker die and the park's night bonus) and gains not yet marked.
// Potentials that need more dice fade as the game's sites run out. The agent plays one ply, and
// judges taking a die by the position after it has marked the die's icons its own best way, so
// it times the Lead Hiker die by what the die, the token and the free line bring against the
// Sun they cost.
#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstring>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/mcts_agent.h"
#include "engine/hike/evaluation.h"

namespace parks::hike {

struct PlanWeights {
  double sun = 0.55;          // an unspent Sun while nights are left
  double line_room = 0.6;     // an open line slot on an available spread (at most 6 counted)
  double completion = 0.5;    // share of a spread bonus's value per line drawn toward it
  double shield_step = 0.55;  // a shield's points are discounted by this per box still missing
  double night_use = 0.4;     // a night circle's icon, per night still to come
  double final_page = 1.5;    // the final page's 5 points, by the square of the share sketched
  double rivals = 0.3;        // the weight of the best rival's value

  bool operator==(const PlanWeights&) const = default;
};

// What gaining an icon is worth, roughly, before it is marked.
inline double icon_value(Icon icon) {
  switch (icon) {
    case Sun: return 0.55;
    case Water: return 0.9;
    case Pencil: return 1.0;
    case Binoculars: return 0.6;
    default: return is_landmark(icon) ? 1.2 : 1.1;  // a landmark; a wildlife box and its bonus
  }
}

inline double face_value(const Face& face) {
  if (face.count == 0) return 0;
  if (face.choice) return std::max(icon_value(face.icons[0]), icon_value(face.icons[1]));
  return icon_value(face.icons[0]) + (face.count == 2 ? icon_value(face.icons[1]) : 0);
}

inline double task_value(const Task& task) {
  switch (task.kind) {
    case TaskKind::Gain: return icon_value(static_cast<Icon>(task.a));
    case TaskKind::Choose:
      return std::max(icon_value(static_cast<Icon>(task.a)), icon_value(static_cast<Icon>(task.b)));
    case TaskKind::LinesOnPage: return task.a;
    case TaskKind::SketchOneOf: return 1.2;
    case TaskKind::NameLandmark: return 0;
    default: return 1.0;
  }
}

// The value of a completed spread's bonus for a landmark (the park's own bonus counts 1).
inline double spread_bonus_value(const Components& c, int landmark) {
  return landmark < 3 ? face_value(c.journal_bonus[landmark]) : 1.0;
}

inline double canteen_potential(const Components& c, const Logbook& b, int nights) {
  double value = nights * canteen_row_points(c, b.water);
  for (int r = 0, drops = 0; r < c.canteen_rows; ++r) {
    const int before = drops;
    drops += c.canteen_drops[r];
    if (b.water >= drops) continue;
    const double share = static_cast<double>(b.water - before) / c.canteen_drops[r];  // the way into the next row
    value += 0.6 * nights * share * (c.canteen_points[r] - (r ? c.canteen_points[r - 1] : 0));
    break;
  }
  return value;
}

inline double journal_potential(const Components& c, const Logbook& b, double time_left, const PlanWeights& w) {
  double value = 0;
  int room = 0;
  for (int s = 0; s < b.sketched; ++s) {
    if (b.complete(s)) continue;
    value += w.completion * spread_bonus_value(c, b.landmark[s]) * b.lines[s] / kLinesPerSpread * time_left;
    room += kLinesPerSpread - b.lines[s];
  }
  value += w.line_room * std::min(room, 6) * time_left;
  if (!b.journal_full(c)) {
    const double share = static_cast<double>(b.sketched) / c.spreads();
    value += w.final_page * kFinalPagePoints * share * share * std::min(1.0, 2 * time_left);
  }
  return value;
}

// w.shield_step to the power `missing`, exactly as std::pow gives it. The default step's powers
// are computed once: calling pow for every shield would be most of the evaluation's time.
inline double shield_discount(double step, int missing) {
  static const auto powers = [] {
    std::array<double, 2 * kMaxWildlifeBoxes + 1> p{};
    for (std::size_t n = 0; n < p.size(); ++n) p[n] = std::pow(PlanWeights{}.shield_step, static_cast<int>(n));
    return p;
  }();
  if (step == PlanWeights{}.shield_step && static_cast<std::size_t>(missing) < powers.size()) return powers[missing];
  return std::pow(step, missing);
}

inline double wildlife_potential(const Components& c, const Logbook& b, double time_left, const PlanWeights& w) {
  double value = 0;
  for (int s = 0; s < c.shields; ++s) {
    const Shield& shield = c.shield[s];
    const int need = shield.column + 1;
    const int missing =
        std::max(0, need - b.wildlife[shield.upper_row]) + std::max(0, need - b.wildlife[shield.upper_row + 1]);
    if (missing > 0) value += shield.points * shield_discount(w.shield_step, missing) * std::min(1.0, 3 * time_left);
  }
  return value;
}

// What a logbook's wildlife rows alone give a plan: the circled shields' points and the
// potential of the shields still open.
struct WildlifeTerms {
  int points = 0;
  double potential = 0;
};

// The wildlife terms of the last logbook asked, remembered by everything they read: the rows,
// the time left, the components and the shield step. Most marks a player makes are not in the
// wildlife rows.
class WildlifeMemo {
 public:
  const WildlifeTerms& terms(const Components& c, const Logbook& b, double time_left, const PlanWeights& w) {
    if (rows_ != b.wildlife || time_left_ != time_left || components_ != &c || step_ != w.shield_step) {
      terms_ = {shield_points(c, b), wildlife_potential(c, b, time_left, w)};
      components_ = &c;
      rows_ = b.wildlife;
      time_left_ = time_left;
      step_ = w.shield_step;
    }
    return terms_;
  }

 private:
  const Components* components_ = nullptr;  // none yet
  std::array<std::uint8_t, kWildlifeRows> rows_{};
  double time_left_ = 0, step_ = 0;
  WildlifeTerms terms_;
};

// One body, neither inlined nor specialised (noipa): the compiler fuses a multiply and an add
// into one rounding in some copies of a function and not in others, and every caller must value
// a position alike.
[[gnu::noipa]] inline double plan_value(const State& state, int player, const PlanWeights& w, WildlifeMemo& wildlife) {
  if (state.is_terminal()) return state.score(player);
  const Components& c = state.components();
  const Logbook& b = state.logbook(player);
  const int nights = state.nights_left(player);
  const double time_left = static_cast<double>(state.sites_left()) / (kRounds * state.trail_length());
  const WildlifeTerms& wild = wildlife.terms(c, b, time_left, w);
  double value = total(points(state.park(), c, b, wild.points));
  value += nights > 0 ? w.sun * b.suns() : 0;
  value += canteen_potential(c, b, nights);
  if (nights > 0) value += b.extra_canteen;  // Glacier's points bought for tonight's canteen
  value += journal_potential(c, b, time_left, w);
  value += state.park() == Park::Acadia ? 2 * wild.potential : wild.potential;
  for (int i = 0; i < c.binoculars; ++i)
    if (b.binoculars[i] == 1) value += 0.5 * face_value(c.binocular_gain[i]) * std::min(1.0, 3 * time_left);
  for (int l = 0; l < kLandmarks; ++l) {
    const int uses = nights - ((b.sections_done >> l & 1) ? 1 : 0);
    for (int i = 0; i < b.night[l]; ++i) value += w.night_use * uses * icon_value(c.night_icon[l][i]);
  }
  if (state.park() == Park::Glacier) value += nights * b.count_complete(landmark_of(Arrowhead));
  if (state.current_player() == player)
    for (const Task& task : state.pending()) value += task_value(task);
  return value;
}

inline double plan_value(const State& state, int player, const PlanWeights& w = {}) {
  WildlifeMemo wildlife;
  return plan_value(state, player, w, wildlife);
}

// Each player's plan value for the last position it was asked of while that player was not
// acting, under the memo's weights. Settling one player's gains leaves the other logbooks alone,
// so a rival's value mostly repeats; an entry holds everything plan_value reads of a player who
// is not acting.
class PlanMemo {
 public:
  explicit PlanMemo(const PlanWeights& weights = {}) : weights_(weights) {}

  double value(const State& state, int player) {
    WildlifeMemo& wildlife = wildlife_[player];
    if (state.current_player() == player) return plan_value(state, player, weights_, wildlife);  // pending gains count
    Entry& entry = entries_[player];
    if (entry.known && entry.holds(state, player)) {
      ++reused_;
      return entry.value;
    }
    entry = {state, player, plan_value(state, player, weights_, wildlife)};
    return entry.value;
  }
  const PlanWeights& weights() const { return weights_; }
  std::int64_t reused() const { return reused_; }  // values returned without computing them

 private:
  struct Entry {
    Logbook book;
    const Components* components = nullptr;
    Park park = Park::Yosemite;
    int players = 0, nights = 0, sites = 0;
    bool terminal = false, known = false;
    double value = 0;

    Entry() = default;
    Entry(const State& state, int player, double v)
        : book(state.logbook(player)),
          components(&state.components()),
          park(state.park()),
          players(state.num_players()),
          nights(state.nights_left(player)),
          sites(state.sites_left()),
          terminal(state.is_terminal()),
          known(true),
          value(v) {}
    bool holds(const State& state, int player) const {
      return sites == state.sites_left() && nights == state.nights_left(player) && terminal == state.is_terminal() &&
             components == &state.components() && park == state.park() && players == state.num_players() &&
             std::memcmp(&book, &state.logbook(player), sizeof book) == 0;
    }
  };
  PlanWeights weights_;
  std::array<Entry, kMaxPlayers> entries_{};
  std::array<WildlifeMemo, kMaxPlayers> wildlife_{};
  std::int64_t reused_ = 0;
};

// The player's plan value less a share of the best rival's.
struct PlanEvaluation {
  PlanWeights weights;
  double operator()(const State& state, int player) const {
    return against_rivals(state, player, [&](int p) { return plan_value(state, p, weights); });
  }
  // The same value, each player's plan read from `memo` (under the same weights) where it repeats.
  double operator()(const State& state, int player, PlanMemo& memo) const {
    assert(memo.weights() == weights);
    return against_rivals(state, player, [&](int p) { return memo.value(state, p); });
  }

 private:
  template <class PlanValue>
  double against_rivals(const State& state, int player, PlanValue&& value_of) const {
    const double own = value_of(player);
    if (weights.rivals == 0 || state.num_players() == 1) return own;
    double best = -1e9;
    for (int p = 0; p < state.num_players(); ++p)
      if (p != player) best = std::max(best, value_of(p));
    return std::fma(-weights.rivals, best, own);  // one rounding wherever this is inlined
  }
};

// The plan evaluation of the position after the player has marked everything pending, each
// choice made the plan evaluation's best way: so one ply judges taking a die by what it brings.
// The settled position is the last choice's best candidate, so its value is that candidate's.
// One evaluation serves one choice (OnePlyAgent): its scratch positions are built once, and
// what it remembers of plan values carries over from one candidate action to the next.
class SettledPlanEvaluation {
 public:
  double operator()(const State& state, int player) {
    if (state.current_player() != player || state.pending().empty()) return evaluation_(state, player, memo_);
    ActionList<State> actions;
    double value = 0;
    int from = -1;  // the position settled so far: `state`, then a scratch slot
    for (;;) {
      const State& position = from < 0 ? state : scratch_[from];
      if (position.current_player() != player || position.pending().empty()) return value;
      position.legal_actions(actions);
      assert(!actions.empty());  // a player with gains to mark has a way to mark them
      // The candidates go to the two slots other than `from`: the best so far and the one tried.
      const int first = from == 0 ? 1 : 0, second = from == 2 ? 1 : 2;
      int tried = first, best = -1;
      for (std::size_t i = 0; i < actions.size(); ++i) {
        State& next = scratch_[tried];
        next = position;
        next.apply(actions[i]);
        const double v = evaluation_(next, player, memo_);
        if (best < 0 || v > value) {
          value = v;
          best = tried;
          tried = tried == first ? second : first;
        }
      }
      from = best;
    }
  }

 private:
  PlanEvaluation evaluation_;
  std::array<State, 3> scratch_;
  PlanMemo memo_{evaluation_.weights};
};

using PlanAgent = OnePlyAgent<State, SettledPlanEvaluation>;

}  // namespace parks::hike

namespace parks {

template <>
struct Heuristic<hike::State> {
  using agent = hike::PlanAgent;
  using evaluation = hike::PlanEvaluation;
};

// The default search scores its leaves and priors by the learned evaluation:
// searching with the learned value (leaves and priors) beat the settled evaluation at equal time
// per move by +1.4 to +3.8 points a game at 2-4 players (docs/learning.md).
template <>
struct SearchDefaults<hike::State> {
  static constexpr const char* kSpec = "eval=learned";
};

}  // namespace parks

// The learned evaluation is part of the game's agents wherever they are built (`td`, eval=learned).
#include "agents/hike/learned.h"  // IWYU pragma: export

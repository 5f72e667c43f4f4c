#pragma once
// Clairvoyant search: a good line of a one-player game whose chance events are all known in
// advance. With the sequence fixed the game is deterministic, and a beam search plays it: at each
// chance event the beam holds the `width` best distinct positions; each is expanded through the
// move sequences up to the next chance event. The distinct positions reached are ranked by the
// policy's cheap value, the best `playouts` of them played out to the end on the known chance
// events (so the ranking sees the future), and the best `width` by playout kept. Every playout
// is a complete line, and the best one seen is the result: a lower bound on the sequence's
// optimum, since the search is not exhaustive. Guide lines (an agent's game on the same
// sequence) stay in the beam at every step, so the result is never below any of them.
//
// The policy gives `value(state)` (higher is better), `key(state)` (equal positions, equal keys),
// `worth(state, action)` (which moves to try at all), `branch_limit(state)` (how many of a
// decision's moves to expand, the best by value after the move; 0: all), and
// `playout(state, chances, moves)` (plays to the end on `chances`, appending the moves to
// `moves` when it is not null, and returns the final score; it must be deterministic).
#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <vector>

#include "engine/core/game.h"

namespace parks::search {

// clang-format off
template <class P, class S>
concept BeamPolicy = requires(const P& policy, const S& state, typename S::Action action,
                              std::span<const typename S::Action> chances, std::vector<typename S::Action>* moves) {
  { policy.value(state) } -> std::convertible_to<double>;
  { policy.key(state) } -> std::same_as<std::uint64_t>;
  { policy.worth(state, action) } -> std::same_as<bool>;
  { policy.branch_limit(state) } -> std::convertible_to<int>;
  { policy.playout(state, chances, moves) } -> std::convertible_to<double>;
};
// clang-format on

template <class Action>
struct ClairvoyantLine {
  std::vector<Action> moves;  // the player's moves in order, the chance events left out
  double score = -std::numeric_limits<double>::infinity();
};

// `MaxStepMoves`: the most moves the player makes between two chance events.
template <GameState S, BeamPolicy<S> Policy, std::size_t MaxStepMoves = 16>
class FixedSequenceBeam {
 public:
  using Action = typename S::Action;
  using Line = ClairvoyantLine<Action>;
  static constexpr int kMaxGuides = 32;

  FixedSequenceBeam(Policy policy, int width, int playouts) : policy_(std::move(policy)) {
    set_budget(width, playouts);
  }
  void set_budget(int width, int playouts) {
    width_ = std::max(1, width);
    playouts_ = std::max(width_, playouts);
  }

  // `root` waits for `chances[0]`; the game ends by the last chance event. Each guide is the
  // move list of a game played from `root` on the same chance events.
  Line search(const S& root, std::span<const Action> chances, std::span<const std::vector<Action>> guides = {}) {
    if (root.current_player() != kChancePlayer)
      throw std::invalid_argument("clairvoyant search: the root must wait for a chance event");
    if (guides.size() > kMaxGuides) throw std::invalid_argument("clairvoyant search: more than 32 guide lines");
    start(root, guides);
    for (std::size_t t = 0; t < chances.size() && !beam_.empty(); ++t) {
      candidates_.clear();
      for (std::size_t i = 0; i < beam_.size(); ++i) {
        S state = beam_[i];
        state.apply(chances[t]);
        Step step;
        expand(state, static_cast<std::int32_t>(i), step);
      }
      advance_guides(chances[t], guides);
      select(chances.subspan(t + 1));
    }
    return best_line();
  }

 private:
  struct Step {
    std::array<Action, MaxStepMoves> moves;
    std::uint8_t count = 0;
  };
  struct Candidate {
    S state;
    std::int32_t parent;  // its position in the previous beam
    Step step;
    std::uint32_t guides;  // the guide lines that reach it
  };
  struct Ranked {
    double value;
    std::uint64_t key;
    std::uint32_t index;  // into candidates_
    std::uint32_t guides;
  };
  struct Link {
    std::int32_t parent;
    Step step;
  };
  struct Guide {
    S state;
    std::size_t next = 0;  // its next move
    std::int32_t at = 0;   // its position in the beam; -1 once its game is over
  };
  // The best complete line: `step` from entry `parent` of beam `layer`, then `tail`.
  struct Best {
    double score = -std::numeric_limits<double>::infinity();
    int layer = -1;
    std::int32_t parent = 0;
    Step step;
    std::vector<Action> tail;
  };
  struct Child {
    double value;
    Action action;
  };

  void start(const S& root, std::span<const std::vector<Action>> guides) {
    beam_.assign(1, root);
    layers_.clear();
    best_ = Best{};
    guides_.assign(guides.size(), Guide{root});
  }

  // The move sequences from `state` to the next chance event or the end; where the policy limits
  // a decision's branching, only its best moves by value.
  void expand(const S& state, std::int32_t parent, Step& step) {
    if (state.current_player() < 0) return emit(state, parent, step, 0);
    if (step.count == MaxStepMoves)
      throw std::logic_error("clairvoyant search: more moves between chance events than a step holds");
    ActionList<S> actions;
    state.legal_actions(actions);
    const int limit = policy_.branch_limit(state);
    if (limit > 0 && actions.size() > static_cast<std::size_t>(limit))
      return expand_best(state, actions, limit, parent, step);
    for (const Action action : actions)
      if (policy_.worth(state, action)) expand_move(state, action, parent, step);
  }

  void expand_best(const S& state, const ActionList<S>& actions, int limit, std::int32_t parent, Step& step) {
    FixedList<Child, S::kMaxActions> children;
    for (const Action action : actions) {
      if (!policy_.worth(state, action)) continue;
      S next = state;
      next.apply(action);
      children.push_back({static_cast<double>(policy_.value(next)), action});
    }
    const auto kept = std::min(children.size(), static_cast<std::size_t>(limit));
    std::partial_sort(children.begin(), children.begin() + kept, children.end(), [](const Child& a, const Child& b) {
      return a.value != b.value ? a.value > b.value : a.action.code() < b.action.code();
    });
    for (std::size_t c = 0; c < kept; ++c) expand_move(state, children[c].action, parent, step);
  }

  void expand_move(const S& state, Action action, std::int32_t parent, Step& step) {
    S next = state;
    next.apply(action);
    step.moves[step.count++] = action;
    expand(next, parent, step);
    --step.count;
  }

  void emit(const S& state, std::int32_t parent, const Step& step, std::uint32_t guide_bits) {
    if (state.is_terminal()) return offer(static_cast<double>(state.score(0)), parent, step, {});
    candidates_.push_back({state, parent, step, guide_bits});
  }

  // A complete line: `step` from `parent` in the last beam, then `tail`.
  void offer(double score, std::int32_t parent, const Step& step, std::span<const Action> tail) {
    if (score <= best_.score) return;
    best_.score = score;
    best_.layer = static_cast<int>(layers_.size()) - 1;
    best_.parent = parent;
    best_.step = step;
    best_.tail.assign(tail.begin(), tail.end());
  }

  // Each guide plays its own moves up to the next chance event; its position joins the candidates.
  void advance_guides(Action chance, std::span<const std::vector<Action>> lines) {
    for (std::size_t g = 0; g < guides_.size(); ++g) {
      Guide& guide = guides_[g];
      if (guide.at < 0) continue;
      guide.state.apply(chance);
      Step step;
      while (guide.state.current_player() >= 0) {
        if (guide.next == lines[g].size())
          throw std::invalid_argument("clairvoyant search: a guide line ends before its game");
        if (step.count == MaxStepMoves)
          throw std::logic_error("clairvoyant search: more moves between chance events than a step holds");
        const Action move = lines[g][guide.next++];
        step.moves[step.count++] = move;
        guide.state.apply(move);
      }
      emit(guide.state, guide.at, step, std::uint32_t{1} << g);
      if (guide.state.is_terminal()) guide.at = -1;
    }
  }

  // The distinct candidates, guides first, then the best by playout among the best by value.
  void select(std::span<const Action> future) {
    ranked_.clear();
    deduplicate();
    keep_best(static_cast<std::size_t>(playouts_));
    for (Ranked& r : ranked_) {
      const Candidate& c = candidates_[r.index];
      const double score = policy_.playout(c.state, future, nullptr);
      if (score > best_.score) {
        tail_.clear();
        policy_.playout(c.state, future, &tail_);
        offer(score, c.parent, c.step, tail_);
      }
      r.value = score + kValueTieBreak * r.value;
    }
    keep_best(static_cast<std::size_t>(width_));
    beam_.clear();
    auto& links = layers_.emplace_back();
    for (std::size_t i = 0; i < ranked_.size(); ++i) {
      const Candidate& c = candidates_[ranked_[i].index];
      beam_.push_back(c.state);
      links.push_back({c.parent, c.step});
      for (std::size_t g = 0; g < guides_.size(); ++g)
        if (ranked_[i].guides & (std::uint32_t{1} << g)) guides_[g].at = static_cast<std::int32_t>(i);
    }
  }

  // Shrinks ranked_ to its best `count` (and every guide), in order.
  void keep_best(std::size_t count) {
    const auto better = [](const Ranked& a, const Ranked& b) {
      if ((a.guides != 0) != (b.guides != 0)) return a.guides != 0;
      if (a.value != b.value) return a.value > b.value;
      if (a.key != b.key) return a.key < b.key;
      return a.index < b.index;
    };
    const auto forced = static_cast<std::size_t>(std::count_if(ranked_.begin(), ranked_.end(),
                                                               [](const Ranked& r) { return r.guides != 0; }));
    const std::size_t kept = std::min(ranked_.size(), std::max(forced, count));
    std::nth_element(ranked_.begin(), ranked_.begin() + static_cast<std::ptrdiff_t>(kept), ranked_.end(), better);
    ranked_.resize(kept);
    std::sort(ranked_.begin(), ranked_.end(), better);
  }

  // One entry per distinct position (open addressing on the keys), guide bits merged.
  void deduplicate() {
    std::size_t size = 16;
    while (size < 2 * candidates_.size()) size *= 2;
    slots_.assign(size, kEmpty);
    for (std::uint32_t i = 0; i < candidates_.size(); ++i) {
      const Candidate& c = candidates_[i];
      const std::uint64_t key = policy_.key(c.state);
      for (std::size_t slot = key & (size - 1);; slot = (slot + 1) & (size - 1)) {
        if (slots_[slot] == kEmpty) {
          slots_[slot] = static_cast<std::uint32_t>(ranked_.size());
          ranked_.push_back({static_cast<double>(policy_.value(c.state)), key, i, c.guides});
          break;
        }
        Ranked& seen = ranked_[slots_[slot]];
        if (seen.key == key && candidates_[seen.index].state == c.state) {
          seen.guides |= c.guides;
          break;
        }
      }
    }
  }

  Line best_line() const {
    Line line;
    if (best_.score == -std::numeric_limits<double>::infinity()) return line;
    std::vector<const Step*> steps{&best_.step};
    for (int layer = best_.layer, at = best_.parent; layer >= 0; --layer) {
      const Link& link = layers_[static_cast<std::size_t>(layer)][static_cast<std::size_t>(at)];
      steps.push_back(&link.step);
      at = link.parent;
    }
    for (auto it = steps.rbegin(); it != steps.rend(); ++it)
      line.moves.insert(line.moves.end(), (*it)->moves.begin(), (*it)->moves.begin() + (*it)->count);
    line.moves.insert(line.moves.end(), best_.tail.begin(), best_.tail.end());
    line.score = best_.score;
    return line;
  }

  static constexpr std::uint32_t kEmpty = std::numeric_limits<std::uint32_t>::max();
  static constexpr double kValueTieBreak = 1e-3;  // equal playouts: the better position by value

  Policy policy_;
  int width_ = 1, playouts_ = 1;
  std::vector<S> beam_;
  std::vector<Candidate> candidates_;
  std::vector<Ranked> ranked_;
  std::vector<std::uint32_t> slots_;
  std::vector<std::vector<Link>> layers_;  // layers_[t][i]: how entry i of the beam after chance t was reached
  std::vector<Guide> guides_;
  std::vector<Action> tail_;
  Best best_;
};

}  // namespace parks::search

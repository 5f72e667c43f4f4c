#pragma once
// Monte Carlo tree search over the game concept, for any game of the project:
// - UCT or PUCT selection, each decision maximising the acting player's own value (max^n);
// - chance nodes: explicit children for small chance branchings, sampled outcomes with
//   progressive widening for large ones, chosen by the game's `kMaxChanceOutcomes`;
// - rollouts with any agent as the policy, optionally cut off and scored by an evaluation;
// - values normalised per tree: the win (0/1), the final score scaled by the lowest and highest
//   scores seen, or a blend of both;
// - nodes in a preallocated pool, subtree reuse across moves, budgets in iterations or seconds;
// - root parallelisation (independent trees, merged statistics; deterministic for a given seed
//   and thread count) or tree parallelisation (one shared tree with virtual loss).
#include <tbb/parallel_for.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <thread>
#include <tuple>
#include <vector>

#include "engine/core/game.h"
#include "search/selection.h"
#include "search/tree.h"

namespace parks::search {

enum class Parallel : std::uint8_t { Root, Tree };
enum class Prior : std::uint8_t { Uniform, Evaluation };

// The defaults are the strongest setting found for A Walk in the Park at 1000 iterations: PUCT
// guided by the evaluation, which also scores the leaves (a rollout cut off at once).
struct MctsConfig {
  std::int64_t iterations = 1000;  // per move, over all threads
  double seconds = 0;              // > 0: a wall-time budget per move instead of iterations
  double exploration = 1.0;
  Selection selection = Selection::Puct;
  Prior prior = Prior::Evaluation;  // PUCT priors: uniform, or a softmax of the evaluation
  double prior_temperature = 1.0;   // of that softmax, in score points
  Objective objective = Objective::Score;
  double blend = 0.5;      // Objective::Blend: the weight of the win
  int rollout_cutoff = 0;  // >= 0: rollouts stop after this many decisions and evaluate;
                           // -1: they play to the end
  int threads = 1;
  Parallel parallel = Parallel::Root;
  std::size_t max_nodes = 1 << 20;  // memory cap, over all trees
  bool reuse = true;
  double widening = 2.0;  // sampled chance: at most widening * visits^0.5 outcomes
};

// Statistics of one root action, merged over the trees that searched it.
template <class Action>
struct ActionStats {
  Action action;
  std::int64_t visits = 0;
  double win_sum = 0;
  double score_sum = 0;
  double score_square_sum = 0;

  double win_mean() const { return visits ? win_sum / visits : 0; }
  double score_mean() const { return visits ? score_sum / visits : 0; }
  double score_sd() const {
    if (visits < 2) return 0;
    const double m = score_mean();
    return std::sqrt(std::max(0.0, (score_square_sum - visits * m * m) / (visits - 1)));
  }
};

template <class Action>
struct SearchResult {
  std::vector<ActionStats<Action>> actions;  // most visited first
  std::int64_t iterations = 0;
  std::size_t nodes = 0;
};

// How a game's chance nodes are searched: all outcomes as children when there are few.
inline constexpr std::size_t kExplicitChanceLimit = 64;
inline constexpr std::uint16_t kWideningSlots = 64;

// What a rollout brings back: each player's score and win.
template <class S>
struct Outcome {
  std::array<float, S::kMaxPlayers> score{};
  std::array<float, S::kMaxPlayers> win{};
};

// What one thread needs while it walks a tree: the path of the current iteration and the range
// of scores it has seen, which scales scores into [0, 1]. Each thread writes its own at every
// step, so each has a cache line of its own: neighbours in one line would be fought over.
struct alignas(64) Walker {
  std::vector<std::uint32_t> path;
  double low = std::numeric_limits<double>::infinity();
  double high = -std::numeric_limits<double>::infinity();
};

// What plays the rollouts (`policy.choose(state, rng)`) and what scores a position for a
// player (`evaluate(state, player)`, for PUCT priors and cut-off rollouts). An evaluation may
// also value all the actions of a position at once (`evaluate.action_values(state, actions,
// values)`, returning false when it cannot), cheaper than evaluating each resulting state.
template <class Policy, class Evaluation>
struct Playout {
  Policy policy;
  Evaluation evaluate;
};

// One search tree; `Shared` trees are walked by several threads at once.
template <GameState S, class Policy, class Evaluation, bool Shared>
class Tree {
  using Action = typename S::Action;
  using C = Counter<Shared>;
  // Subtree reuse (`MctsConfig::reuse`, on by default) finds the new root by comparing states:
  // a state without equality would silently search from scratch every move.
  static_assert(std::equality_comparable<S>, "MCTS needs an exact State::operator== for subtree reuse");
  static constexpr bool kExplicitChance = S::kMaxChanceOutcomes <= kExplicitChanceLimit;

 public:
  Tree(const MctsConfig& config, std::size_t capacity) : config_(config), pool_(capacity) {}

  // Makes `state` the root: the matching node of the previous search when reuse finds it (and
  // the pool is less than half full), else a fresh tree.
  void set_root(const S& state) {
    if (!(config_.reuse && has_root_ && pool_.size() * 2 < pool_.capacity() && reroot(state))) {
      pool_.clear();
      root_ = pool_.add_node(Action{}, kChancePlayer, 1.0f);
    }
    root_state_ = state;
    has_root_ = true;
  }

  // One pass: select down the tree, expand a leaf, roll out, back the outcome up.
  void iterate(Walker& walker, Playout<Policy, Evaluation>& playout, Rng& rng) {
    S state = root_state_;
    std::uint32_t n = root_;
    walker.path.clear();
    C::add(pool_[n].visits, 1u);
    walker.path.push_back(n);
    while (!state.is_terminal()) {
      if (C::load(pool_[n].state) != Node<Action>::kExpanded && !expand(n, state, playout)) break;
      const std::uint32_t child = select(n, state, walker, rng);
      if (child == kNoNode) break;
      const std::uint32_t visits = C::add(pool_[child].visits, 1u);
      state.apply(pool_[child].action);
      walker.path.push_back(child);
      n = child;
      if (visits == 1) break;  // a new node: roll out from here
    }
    backup(walker, rollout(state, walker, playout, rng));
  }

  // Adds the root's action statistics to `stats` (matched by action).
  void collect(std::vector<ActionStats<Action>>& stats) const {
    const auto& root = pool_[root_];
    if (root.state != Node<Action>::kExpanded) return;
    for (std::uint32_t i = 0; i < root.child_count; ++i) {
      const auto& child = pool_[root.first_child + i];
      auto it = std::find_if(stats.begin(), stats.end(), [&](const auto& s) { return s.action == child.action; });
      if (it == stats.end()) it = stats.insert(stats.end(), ActionStats<Action>{child.action});
      it->visits += child.finished;
      it->win_sum += child.win_sum;
      it->score_sum += child.score_sum;
      it->score_square_sum += child.score_square_sum;
    }
  }

  std::size_t nodes() const { return pool_.size(); }

 private:
  // Children for every legal action or chance outcome; false when the pool is full (the iteration
  // then rolls out from here).
  bool expand(std::uint32_t n, const S& state, Playout<Policy, Evaluation>& playout) {
    auto& node = pool_[n];
    if (!C::claim(node.state, Node<Action>::kLeaf)) {
      std::uint8_t state_now;  // another thread is expanding or widening it: wait for that
      while ((state_now = C::load(node.state)) == Node<Action>::kBusy) std::this_thread::yield();
      return state_now == Node<Action>::kExpanded;
    }
    const int player = state.current_player();
    if (player == kChancePlayer) {
      if constexpr (kExplicitChance) {
        ChanceList<S> outcomes;
        state.chance_outcomes(outcomes);
        if (!add_children(node, outcomes.size(), [&](std::size_t i) {
              return std::pair{outcomes[i].action, static_cast<float>(outcomes[i].probability)};
            }))
          return false;
      } else {
        const std::uint32_t first = pool_.allocate(kWideningSlots);  // filled as outcomes are drawn
        if (first == kNoNode) return release(node);
        node.first_child = first;
        node.child_count = 0;
      }
    } else {
      ActionList<S> actions;
      state.legal_actions(actions);
      std::array<float, S::kMaxActions> priors;
      compute_priors(state, actions, playout, priors);
      if (!add_children(
              node, actions.size(),
              [&](std::size_t i) {
                return std::pair{actions[i], priors[i]};
              },
              player))
        return false;
    }
    C::store(node.state, Node<Action>::kExpanded);
    return true;
  }

  template <class Edge>
  bool add_children(Node<Action>& node, std::size_t count, Edge edge, int mover = kChancePlayer) {
    const std::uint32_t first = pool_.allocate(count);
    if (first == kNoNode) return release(node);
    for (std::size_t i = 0; i < count; ++i) {
      const auto [action, prior] = edge(i);
      NodePool<Action>::init(pool_[first + static_cast<std::uint32_t>(i)], action, mover, prior);
    }
    node.first_child = first;
    node.child_count = static_cast<std::uint16_t>(count);
    return true;
  }

  bool release(Node<Action>& node) {
    C::store(node.state, Node<Action>::kLeaf);
    return false;
  }

  // PUCT priors: uniform, or a softmax of the evaluation of each action's result.
  void compute_priors(const S& state, const ActionList<S>& actions, Playout<Policy, Evaluation>& playout,
                      std::array<float, S::kMaxActions>& priors) const {
    const float uniform = 1.0f / static_cast<float>(actions.size());
    std::fill(priors.begin(), priors.begin() + actions.size(), uniform);
    if (config_.selection != Selection::Puct || config_.prior != Prior::Evaluation) return;
    const int player = state.current_player();
    std::array<double, S::kMaxActions> values;
    bool valued = false;
    if constexpr (ValuesActions<Evaluation, S>) valued = playout.evaluate.action_values(state, actions, values);
    for (std::size_t i = 0; i < actions.size() && !valued; ++i) {
      S next = state;
      next.apply(actions[i]);
      values[i] = playout.evaluate(next, player);
    }
    double best = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < actions.size(); ++i) best = std::max(best, values[i] /= config_.prior_temperature);
    double total = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) total += values[i] = std::exp(values[i] - best);
    for (std::size_t i = 0; i < actions.size(); ++i) priors[i] = static_cast<float>(values[i] / total);
  }

  std::uint32_t select(std::uint32_t n, const S& state, const Walker& walker, Rng& rng) {
    const auto& node = pool_[n];
    if (state.current_player() == kChancePlayer) {
      if constexpr (kExplicitChance) return sample_child(node, rng);
      else return widen(n, state, rng);
    }
    return best_child(node, walker);
  }

  std::uint32_t sample_child(const Node<Action>& node, Rng& rng) const {
    double u = rng.uniform();
    for (std::uint32_t i = 0; i + 1 < node.child_count; ++i) {
      u -= pool_[node.first_child + i].prior;
      if (u < 0) return node.first_child + i;
    }
    return node.first_child + node.child_count - 1;
  }

  // Progressive widening: a drawn outcome gets its own child while the node has fewer than
  // widening * sqrt(visits) of them. Past that, or when another thread claimed the node to widen
  // it first, a child drawn uniformly stands in: each child is itself one draw from the outcome
  // distribution.
  std::uint32_t widen(std::uint32_t n, const S& state, Rng& rng) {
    auto& node = pool_[n];
    const Action outcome = sample_chance(state, rng);
    const std::uint16_t count = C::load(node.child_count);
    if (const std::uint32_t child = find_outcome(node, outcome, 0, count); child != kNoNode) return child;
    const double allowed = config_.widening * std::sqrt(static_cast<double>(C::load(node.visits)));
    const bool may_widen = count < kWideningSlots && (count == 0 || count < allowed);
    if (may_widen && C::claim(node.state, Node<Action>::kExpanded)) {
      const std::uint16_t index = C::load(node.child_count);  // another thread may have widened
      // ... with this very outcome: a second child for it would give it a double share of the
      // stand-in draws (and take a slot), so the first one is used.
      if (const std::uint32_t child = find_outcome(node, outcome, count, index); child != kNoNode) {
        C::store(node.state, Node<Action>::kExpanded);
        return child;
      }
      if (index < kWideningSlots) {
        NodePool<Action>::init(pool_[node.first_child + index], outcome, kChancePlayer, 0.0f);
        C::store(node.child_count, static_cast<std::uint16_t>(index + 1));  // published once ready
      }
      C::store(node.state, Node<Action>::kExpanded);
      if (index < kWideningSlots) return node.first_child + index;
    }
    const std::uint16_t ready = C::load(node.child_count);
    return ready ? node.first_child + rng.below(ready) : kNoNode;
  }

  // The child of chance node `node` among [from, to) whose outcome is `outcome`, or kNoNode.
  std::uint32_t find_outcome(const Node<Action>& node, const Action& outcome, std::uint32_t from,
                             std::uint32_t to) const {
    for (std::uint32_t i = from; i < to; ++i)
      if (pool_[node.first_child + i].action == outcome) return node.first_child + i;
    return kNoNode;
  }

  // The child with the best bound for the acting player, who chose every child's edge (max^n).
  std::uint32_t best_child(const Node<Action>& node, const Walker& walker) const {
    const Valuation valuation{config_.objective, config_.blend, walker.low, walker.high};
    const Node<Action>* children = &pool_[node.first_child];
    const std::uint32_t parent_visits = C::load(node.visits);
    const std::uint32_t best =
        config_.selection == Selection::Uct
            ? best_uct_child<Shared>(children, node.child_count, parent_visits, config_.exploration, valuation)
            : best_puct_child<Shared>(children, node.child_count, parent_visits, config_.exploration, valuation);
    return node.first_child + best;
  }

  Outcome<S> rollout(S& state, Walker& walker, Playout<Policy, Evaluation>& playout, Rng& rng) {
    int decisions = 0;
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        state.apply(sample_chance(state, rng));
      } else {
        if (config_.rollout_cutoff >= 0 && decisions++ >= config_.rollout_cutoff) break;
        state.apply(playout.policy.choose(state, rng));
      }
    }
    Outcome<S> outcome;
    for (int p = 0; p < state.num_players(); ++p) {
      if (state.is_terminal()) {
        outcome.score[p] = static_cast<float>(state.score(p));
        outcome.win[p] = state.is_winner(p) ? 1.0f : 0.0f;
      } else {
        outcome.score[p] = static_cast<float>(playout.evaluate(state, p));
      }
      walker.low = std::min<double>(walker.low, outcome.score[p]);
      walker.high = std::max<double>(walker.high, outcome.score[p]);
    }
    return outcome;
  }

  void backup(const Walker& walker, const Outcome<S>& outcome) {
    for (const std::uint32_t n : walker.path) {
      auto& node = pool_[n];
      if (node.mover < 0) continue;
      const double score = outcome.score[node.mover];
      C::add(node.win_sum, static_cast<double>(outcome.win[node.mover]));
      C::add(node.score_sum, score);
      C::add(node.score_square_sum, score * score);
      C::add(node.finished, 1u);
    }
  }

  // Finds the node of the previous tree whose position is `state` (after our move, the dice and
  // the other players' moves), by replaying the expanded part of the tree breadth first, a few
  // plies deep and a bounded number of positions. A position is compared as it is replayed, and
  // only those with children to replay are kept: a leaf's state (kilobytes in some games) is
  // never queued.
  bool reroot(const S& state) {
    constexpr int kMaxPlies = 4 * S::kMaxPlayers + 4;
    constexpr int kMaxPositions = 20000;
    if (root_state_ == state) return found(root_);
    std::deque<std::tuple<std::uint32_t, S, int>> frontier{{root_, root_state_, 0}};
    for (int replayed = 1; !frontier.empty();) {
      auto [n, position, plies] = std::move(frontier.front());
      frontier.pop_front();
      const auto& node = pool_[n];
      if (plies == kMaxPlies || node.state != Node<Action>::kExpanded) continue;
      for (std::uint32_t i = 0; i < node.child_count; ++i, ++replayed) {
        if (replayed == kMaxPositions) return false;
        const std::uint32_t child = node.first_child + i;
        S next = position;
        next.apply(pool_[child].action);
        if (next == state) return found(child);
        if (plies + 1 < kMaxPlies && pool_[child].state == Node<Action>::kExpanded)
          frontier.emplace_back(child, std::move(next), plies + 1);
      }
    }
    return false;
  }

  bool found(std::uint32_t n) {
    root_ = n;
    pool_[n].mover = kChancePlayer;  // the root's own value is never read
    return true;
  }

  const MctsConfig& config_;
  NodePool<Action> pool_;
  std::uint32_t root_ = kNoNode;
  S root_state_{};
  bool has_root_ = false;
};

// The search over one or several trees, as the config says.
template <GameState S, class Policy, class Evaluation>
class Mcts {
  using Action = typename S::Action;

 public:
  Mcts(MctsConfig config, Playout<Policy, Evaluation> playout)
      : config_(std::move(config)), playout_(std::move(playout)) {}

  SearchResult<Action> search(const S& state, Rng& rng) {
    const std::uint64_t base = rng();
    SearchResult<Action> result;
    if (config_.parallel == Parallel::Tree && config_.threads > 1) search_shared(state, base, result);
    else search_roots(state, base, result);
    std::stable_sort(result.actions.begin(), result.actions.end(), [](const auto& a, const auto& b) {
      return a.visits != b.visits ? a.visits > b.visits : a.score_mean() > b.score_mean();
    });
    return result;
  }

  const MctsConfig& config() const { return config_; }

 private:
  static constexpr std::size_t kMinTreeNodes = 64 * S::kMaxActions;  // room for a few expansions
  using OwnTree = Tree<S, Policy, Evaluation, false>;
  using SharedTree = Tree<S, Policy, Evaluation, true>;

  static Rng worker_rng(std::uint64_t base, int worker) {
    std::uint64_t key = base + static_cast<std::uint64_t>(worker);
    return Rng(splitmix64(key));
  }

  // Root parallelisation: `threads` independent trees, each with its share of the budget.
  void search_roots(const S& state, std::uint64_t base, SearchResult<Action>& result) {
    const int trees = std::max(1, config_.threads);
    if (static_cast<int>(roots_.size()) != trees) {
      roots_.clear();
      const std::size_t share = std::max(config_.max_nodes / trees, kMinTreeNodes);
      for (int t = 0; t < trees; ++t) roots_.push_back(std::make_unique<OwnTree>(config_, share));
      walkers_.assign(trees, Walker{});
    }
    std::vector<std::int64_t> done(trees, 0);
    const auto work = [&](int t) {
      Rng rng = worker_rng(base, t);
      Playout playout = playout_;
      OwnTree& tree = *roots_[t];
      tree.set_root(state);
      const std::int64_t share = (config_.iterations + trees - 1 - t) / trees;
      done[t] = run_budget(share, [&] { tree.iterate(walkers_[t], playout, rng); });
    };
    if (trees == 1) work(0);
    else tbb::parallel_for(0, trees, work);
    for (int t = 0; t < trees; ++t) {
      roots_[t]->collect(result.actions);
      result.iterations += done[t];
      result.nodes += roots_[t]->nodes();
    }
  }

  // Tree parallelisation: one tree, threads descend it together with virtual loss. The budget
  // is shared, so which thread runs which iteration (and the move) may vary between runs.
  void search_shared(const S& state, std::uint64_t base, SearchResult<Action>& result) {
    if (!shared_) shared_ = std::make_unique<SharedTree>(config_, config_.max_nodes);
    shared_->set_root(state);
    std::atomic<std::int64_t> remaining{config_.iterations};
    std::vector<std::int64_t> done(config_.threads, 0);
    tbb::parallel_for(0, config_.threads, [&](int t) {
      Rng rng = worker_rng(base, t);
      Playout playout = playout_;
      Walker walker;
      if (config_.seconds > 0) done[t] = run_budget(0, [&] { shared_->iterate(walker, playout, rng); });
      else
        while (remaining.fetch_sub(1, std::memory_order_relaxed) > 0) {
          shared_->iterate(walker, playout, rng);
          ++done[t];
        }
    });
    shared_->collect(result.actions);
    for (const std::int64_t d : done) result.iterations += d;
    result.nodes = shared_->nodes();
  }

  template <class Step>
  std::int64_t run_budget(std::int64_t iterations, Step step) const {
    if (config_.seconds <= 0) {
      for (std::int64_t i = 0; i < iterations; ++i) step();
      return iterations;
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(config_.seconds);
    std::int64_t i = 0;
    do {
      for (int k = 0; k < 16; ++k, ++i) step();
    } while (std::chrono::steady_clock::now() < deadline);
    return i;
  }

  MctsConfig config_;
  Playout<Policy, Evaluation> playout_;
  std::vector<std::unique_ptr<OwnTree>> roots_;
  std::vector<Walker> walkers_;
  std::unique_ptr<SharedTree> shared_;
};

}  // namespace parks::search

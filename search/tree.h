#pragma once
// The search tree's storage: nodes in one preallocated pool (no allocation per node while
// searching; the pool's size is the memory cap), children in contiguous runs. Statistics are
// updated through `Counter`, which is plain arithmetic for a tree owned by one thread and
// relaxed atomics for a tree shared by several (tree parallelisation).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace parks::search {

inline constexpr std::uint32_t kNoNode = ~std::uint32_t{0};

template <class Action>
struct Node {
  Action action;       // the edge from the parent: a decision or a chance outcome
  std::int8_t mover;   // who chose that edge: the parent's player, or chance (-1)
  std::uint8_t state;  // kLeaf, kBusy (being expanded or widened) or kExpanded
  std::uint16_t child_count;
  std::uint32_t first_child;
  float prior;             // PUCT prior of a decision, or probability of a chance outcome
  std::uint32_t visits;    // counted on the way down, so visits in flight are counted too
  std::uint32_t finished;  // visits whose outcome has been backed up
  double win_sum;          // the mover's wins (0..1) over the finished visits
  double score_sum;        // the mover's final scores over the finished visits
  double score_square_sum;

  static constexpr std::uint8_t kLeaf = 0, kBusy = 1, kExpanded = 2;
};

// Every game's action fits 4 bytes and its node 48: the pool's node count is the memory cap
// (`max_nodes`), so a node that grew unnoticed would cost memory and cache in every search.
inline constexpr std::size_t kNodeBytes = 48;
static_assert(sizeof(Node<std::uint32_t>) == kNodeBytes);

// Plain updates for a tree owned by one thread, relaxed atomic ones when threads share it.
template <bool Shared>
struct Counter {
  // Adds `amount` and returns the new value.
  template <class T>
  static T add(T& field, T amount) {
    if constexpr (Shared) return std::atomic_ref<T>(field).fetch_add(amount, std::memory_order_relaxed) + amount;
    else return field += amount;
  }
  template <class T>
  static T load(const T& field) {
    if constexpr (Shared) return std::atomic_ref<T>(const_cast<T&>(field)).load(std::memory_order_acquire);
    else return field;
  }
  template <class T>
  static void store(T& field, T value) {
    if constexpr (Shared) std::atomic_ref<T>(field).store(value, std::memory_order_release);
    else field = value;
  }
  // Moves `state` from `from` to busy; false if another thread got there first.
  static bool claim(std::uint8_t& state, std::uint8_t from) {
    if constexpr (Shared) {
      return std::atomic_ref<std::uint8_t>(state).compare_exchange_strong(from, 1, std::memory_order_acq_rel);
    } else {
      if (state != from) return false;
      state = 1;
      return true;
    }
  }
};

// Node storage handed back by a finished pool and taken by the next one on the same thread, so
// that a search per game does not page in fresh memory for every game.
template <class N>
class RecycledNodes {
 public:
  static std::unique_ptr<N[]> take(std::size_t capacity) {
    auto& cache = shelf();
    for (auto it = cache.begin(); it != cache.end(); ++it)
      if (it->second == capacity) {
        auto nodes = std::move(it->first);
        cache.erase(it);
        return nodes;
      }
    return std::unique_ptr<N[]>(new N[capacity]);  // default-initialised: touched only when used
  }
  static void give_back(std::unique_ptr<N[]> nodes, std::size_t capacity) {
    auto& cache = shelf();
    if (nodes && cache.size() < kShelfSize) cache.emplace_back(std::move(nodes), capacity);
  }

 private:
  static constexpr std::size_t kShelfSize = 4;
  static std::vector<std::pair<std::unique_ptr<N[]>, std::size_t>>& shelf() {
    thread_local std::vector<std::pair<std::unique_ptr<N[]>, std::size_t>> cache;
    return cache;
  }
};

template <class Action>
class NodePool {
 public:
  using N = Node<Action>;
  static_assert(sizeof(N) == kNodeBytes, "a game's action grew the search node past 48 bytes");

  explicit NodePool(std::size_t capacity) : nodes_(RecycledNodes<N>::take(capacity)), capacity_(capacity) {}
  ~NodePool() { RecycledNodes<N>::give_back(std::move(nodes_), capacity_); }
  NodePool(const NodePool&) = delete;
  NodePool& operator=(const NodePool&) = delete;

  N& operator[](std::uint32_t i) { return nodes_[i]; }
  const N& operator[](std::uint32_t i) const { return nodes_[i]; }
  std::size_t capacity() const { return capacity_; }
  std::size_t size() const { return std::min(capacity_, size_.load(std::memory_order_relaxed)); }
  void clear() { size_.store(0, std::memory_order_relaxed); }

  // Reserves `n` consecutive nodes; kNoNode when the pool is full.
  std::uint32_t allocate(std::size_t n) {
    const std::size_t first = size_.fetch_add(n, std::memory_order_relaxed);
    if (first + n > capacity_) return kNoNode;
    return static_cast<std::uint32_t>(first);
  }

  std::uint32_t add_node(Action action, int mover, float prior) {
    const std::uint32_t i = allocate(1);
    if (i != kNoNode) init(nodes_[i], action, mover, prior);
    return i;
  }

  static void init(N& node, Action action, int mover, float prior) {
    node.action = action;
    node.mover = static_cast<std::int8_t>(mover);
    node.state = N::kLeaf;
    node.child_count = 0;
    node.first_child = kNoNode;
    node.prior = prior;
    node.visits = node.finished = 0;
    node.win_sum = node.score_sum = node.score_square_sum = 0;
  }

 private:
  std::unique_ptr<N[]> nodes_;
  std::size_t capacity_;
  std::atomic<std::size_t> size_{0};
};

}  // namespace parks::search

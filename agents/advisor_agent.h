#pragma once
// The advisor as a player: at each decision it plays what `parks advise` would advise (every legal
// move played out by a policy agent in all seats, on common random numbers, racing to a playout
// cap per move) and takes the best. It lets a tournament measure, in paired games, what
// following the advice gains over playing the policy alone. Knows no game.
#include <cstdint>
#include <variant>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "agents/random_agent.h"
#include "analysis/advice.h"

namespace parks {

template <GameState S>
class AdvisorAgent {
 public:
  using Policy = std::variant<RandomAgent<S>, GreedyAgent<S>, HeuristicAgent<S>>;

  AdvisorAgent() = default;
  AdvisorAgent(Policy policy, std::int64_t playouts) : policy_(std::move(policy)), playouts_(playouts) {}

  // The advice's seed comes from the seat's own stream, so the same game plays the same moves.
  typename S::Action choose(const S& state, Rng& rng) const {
    AdviceConfig config;
    config.seconds = 0;
    config.max_playouts = playouts_;
    config.threads = 1;
    config.seed = rng();
    config.objective = state.num_players() == 1 ? AdviceObjective::Score : AdviceObjective::Win;
    const std::vector<Policy> seats(static_cast<std::size_t>(state.num_players()), policy_);
    return advise(state, seats, config).moves.front();
  }

 private:
  Policy policy_;
  std::int64_t playouts_ = 64;
};

}  // namespace parks

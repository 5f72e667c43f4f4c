#pragma once
// For the Walk analysis tests: the heuristic agent that logs the roll of each turn it draws, to
// check that counterfactual branches meet the same rolls.
#include <utility>
#include <vector>

#include "agents/walk/heuristic.h"
#include "engine/walk/state.h"

namespace parks::testing {

using RollLog = std::vector<std::pair<int, walk::Piece>>;  // (turn, roll)

struct RollLogger {
  RollLog* rolls;
  HeuristicAgent<walk::SoloState> agent;
  walk::Action choose(const walk::SoloState& state, Rng& rng) const {
    if (state.phase() == walk::Phase::Draw && (rolls->empty() || rolls->back().first != state.turn()))
      rolls->push_back({state.turn(), state.roll()});
    return agent.choose(state, rng);
  }
};

}  // namespace parks::testing

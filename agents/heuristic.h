#pragma once
// Each game names its own heuristic agent and the evaluation it plays by, by specialising
// `Heuristic<State>` next to them.
namespace parks {

template <class S>
struct Heuristic;  // { using agent = ...; using evaluation = ...; }

template <class S>
using HeuristicAgent = typename Heuristic<S>::agent;

template <class S>
using HeuristicEvaluation = typename Heuristic<S>::evaluation;

}  // namespace parks

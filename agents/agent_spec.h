#pragma once
// Agent specs as written on the command line: a name, then for MCTS its settings, e.g.
// `mcts:iters=2000,c=0.7,rollout=greedy,threads=2,objective=win`.
#include <string>

#include "search/mcts.h"

namespace parks {

struct AgentSpec {
  std::string text;                   // as given, for reports
  std::string name;                   // random, greedy, heuristic or mcts
  search::MctsConfig mcts;            // name == "mcts"
  std::string rollout = "heuristic";  // the rollout policy: random, greedy or heuristic
  std::string evaluation = "plan";    // priors and cut-offs: the heuristic's plan or the cheap one
};

// Throws std::invalid_argument with a one-line message naming the bad part.
AgentSpec parse_agent_spec(const std::string& text);

// The keys an MCTS spec takes, for help texts.
extern const char* const kMctsSpecHelp;

}  // namespace parks

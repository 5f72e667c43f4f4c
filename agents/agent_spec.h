#pragma once
// Agent specs as written on the command line: a name, then for MCTS its settings, e.g.
// `mcts:iters=2000,c=0.7,rollout=greedy,threads=2,objective=win`, or `td:weights=FILE`.
#include <string>

#include "search/mcts.h"

namespace parks {

struct AgentSpec {
  std::string text;                   // as given, for reports
  std::string name;                   // random, greedy, heuristic, td or mcts
  search::MctsConfig mcts;            // name == "mcts"
  std::string rollout = "heuristic";  // the rollout policy: random, greedy, heuristic or td
  std::string evaluation = "plan";    // priors and cut-offs: the heuristic's plan, the cheap one or learned
  std::string weights;                // td and eval=learned: the weights file (empty: the shipped one)

  bool learned() const { return name == "td" || evaluation == "learned" || rollout == "td"; }
};

// Throws std::invalid_argument with a one-line message naming the bad part. An MCTS spec's keys
// are applied over `base`: a game's own defaults (SearchDefaults in agents/mcts_agent.h).
AgentSpec parse_agent_spec(const std::string& text, const AgentSpec& base = {});

// The keys an MCTS spec takes, for help texts.
extern const char* const kMctsSpecHelp;

}  // namespace parks

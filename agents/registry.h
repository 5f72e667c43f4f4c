#pragma once
// The agent registry: every agent parks plays is a kind, one file (agents/kinds/random.h is the
// smallest), entered in AgentKinds below. A kind gives
//   kName, kSettings (what may follow "name:", "" for none but label=), kHelp (one paragraph),
//   read(spec, settings)          the text after "name:", into the spec (agent_spec.h helpers),
//   Agent<S>, make<S>(spec)       its agent for a game's state type S.
// The spec parser, the --help texts, `parks agents` (the table of docs/cli.md) and AnyAgent all come from
// the list; a game's hot loop sees a std::variant of the kinds' agents, with no virtual calls.
#include <string>
#include <variant>

#include "agents/kinds/advisor.h"
#include "agents/kinds/exec.h"
#include "agents/kinds/greedy.h"
#include "agents/kinds/heuristic.h"
#include "agents/kinds/mcts.h"
#include "agents/kinds/random.h"
#include "agents/kinds/td.h"

namespace parks {

template <class... Kinds>
struct AgentList {
  template <GameState S>
  using Variant = std::variant<typename Kinds::template Agent<S>...>;

  // Calls f.template operator()<Kind>() for each kind, in order, until one returns true.
  template <class F>
  static bool find(F&& f) {
    return (f.template operator()<Kinds>() || ...);
  }
};

using AgentKinds = AgentList<RandomKind, GreedyKind, HeuristicKind, TdKind, MctsKind, AdvisorKind, ExecKind>;

}  // namespace parks

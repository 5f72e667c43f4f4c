#pragma once
// Agent specs as written on the command line: a name, then for MCTS its settings, e.g.
// `mcts:iters=2000,c=0.7,rollout=greedy,threads=2,objective=win`, or `td:weights=FILE`, or a
// program outside, `exec:CMD` (docs/protocol.md). Any agent takes `label=NAME`, its name in
// reports (`heuristic:label=h2`, `exec:time=2,label=py:python3 bot.py`), so that one agent can
// enter a tournament twice.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "search/mcts.h"

namespace parks {

class ExternalBot;

struct AgentSpec {
  std::string text;                   // as given
  std::string label;                  // label=: the name in reports instead of the text
  std::string name;                   // the kind (agents/registry.h): random, greedy, ..., exec
  search::MctsConfig mcts;            // name == "mcts"
  std::string rollout = "heuristic";  // the rollout policy (advisor: policy=): random, greedy, heuristic or td
  std::int64_t playouts = 64;         // advisor: the playout cap per move
  std::string evaluation = "plan";    // priors and cut-offs: the heuristic's plan, the cheap one or learned
  std::string weights;                // td and eval=learned: the weights file (empty: the shipped one)
  std::vector<std::string> command;   // exec: the program and its arguments
  double seconds = 10;                // exec: the limit on each answer
  std::shared_ptr<ExternalBot> bot;   // exec: a bot the caller made (a Python callable), no command

  const std::string& shown() const { return label.empty() ? text : label; }

  bool learned() const { return name == "td" || evaluation == "learned" || rollout == "td"; }
};

// Throws std::invalid_argument with a one-line message naming the bad part. An MCTS spec's keys
// are applied over `base`: a game's own defaults (SearchDefaults in agents/mcts_agent.h). The
// agent's kind (agents/registry.h) reads what follows its name.
AgentSpec parse_agent_spec(const std::string& text, const AgentSpec& base = {});

// What follows "name:" in a spec; none without the ':'.
using Settings = std::optional<std::string>;
// The readers the kinds use: label= alone; td's; mcts's; exec's (a command, maybe after time=
// and label=); the advisor's. Each throws std::invalid_argument naming the bad part.
void read_label_only(AgentSpec& spec, const Settings& settings);
void read_td_settings(AgentSpec& spec, const Settings& settings);
void read_mcts_settings(AgentSpec& spec, const Settings& settings);
void read_exec_settings(AgentSpec& spec, const Settings& settings);
void read_advisor_settings(AgentSpec& spec, const Settings& settings);

// The registered agents: "random, greedy, ..."; and a table of each spec and what it plays
// (Markdown for docs/cli.md, or indented text for --help and `parks agents`).
std::string agent_names();
std::string agent_table(bool markdown);

// The keys an MCTS spec takes, for help texts and errors.
extern const char* const kMctsSpecHelp;

}  // namespace parks

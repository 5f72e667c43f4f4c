#pragma once
// Every registered game behind one run-time interface, for callers that cannot be templates over
// a state type: the Python module (`import parks`). A state is seen through its vocabulary
// (engine/core/vocabulary.h): action ids and texts, observations as JSON, and its record (the
// moves since the deal), which is its exact JSON form.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "agents/agent_spec.h"
#include "analysis/advice.h"
#include "analysis/runner.h"
#include "engine/core/record.h"

namespace parks::cli {

struct ArenaAction {
  int id;  // -1 for a chance outcome
  std::string text;
};

class ArenaState {
 public:
  virtual ~ArenaState() = default;
  virtual std::unique_ptr<ArenaState> clone() const = 0;

  virtual int num_players() const = 0;
  virtual int num_distinct_actions() const = 0;
  virtual int current_player() const = 0;  // a seat, kChancePlayer or kTerminalPlayer
  virtual bool is_terminal() const = 0;
  virtual std::vector<ArenaAction> legal_actions() const = 0;  // the acting seat's
  // The chance event's outcomes with their probabilities; none for a game that samples them.
  virtual std::optional<std::vector<std::pair<std::string, double>>> chance_outcomes() const = 0;
  // An outcome of the chance event drawn with the game's probabilities from `seed`.
  virtual std::string sample_chance(std::uint64_t seed) const = 0;
  // Throw std::invalid_argument naming the action when it is not legal here.
  virtual void apply_id(int id) = 0;
  virtual void apply_text(const std::string& text) = 0;

  virtual std::vector<double> scores() const = 0;
  virtual std::vector<bool> winners() const = 0;
  virtual nlohmann::json observation(int player) const = 0;
  virtual const GameRecord& record() const = 0;
  virtual std::string text() const = 0;  // the acting seat's observation (seat 0's at chance), indented
  // The position drawn for a person at the table: the game's own drawing with its legend (its
  // `draw_text(state)`), else the observation.
  virtual std::string drawing() const = 0;
  // The advisor (analysis/advice.h) for the acting seat, every seat played on by `policy`; the
  // moves as text. Throws std::invalid_argument when no seat acts.
  virtual Advice<std::string> advise(const AgentSpec& policy, const AdviceConfig& config) const = 0;
};

// A built-in agent playing through the interface: its move in a state of its game.
class ArenaAgent {
 public:
  virtual ~ArenaAgent() = default;
  virtual std::string choose(const ArenaState& state, std::uint64_t seed) = 0;  // the action's text
};

class ArenaGame {
 public:
  virtual ~ArenaGame() = default;
  virtual const std::string& name() const = 0;
  virtual std::string title() const = 0;
  virtual const std::vector<std::string>& options() const = 0;  // as given, e.g. {"--players", "3"}
  virtual std::uint64_t seed() const = 0;
  virtual int num_players() const = 0;
  virtual int num_distinct_actions() const = 0;
  virtual std::unique_ptr<ArenaState> new_initial_state(std::int64_t deal) const = 0;
  // The state a record's moves lead to; throws std::invalid_argument when one is not legal.
  virtual std::unique_ptr<ArenaState> replay(const std::vector<std::string>& moves, std::int64_t deal) const = 0;
  virtual std::unique_ptr<ArenaAgent> make_agent(const AgentSpec& spec) const = 0;
  // The tournament `parks tournament --json` runs and prints, as JSON (with each agent's decision
  // time when `timing`).
  virtual nlohmann::json tournament(const std::vector<AgentSpec>& agents, const RunOptions& run, bool timing) const = 0;
  virtual nlohmann::json simulate(const AgentSpec& agent, const RunOptions& run) const = 0;
};

// A position read from a file: its game (the options the file gives) and its state.
struct TablePosition {
  std::unique_ptr<ArenaGame> game;
  std::unique_ptr<ArenaState> state;
};

}  // namespace parks::cli

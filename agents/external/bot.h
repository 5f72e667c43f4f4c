#pragma once
// A bot outside the engine: a program on the other end of a pipe (exec:CMD) or a Python
// callable. It sees a decision as JSON (docs/protocol.md: the observation and the legal actions,
// with text and ids) and answers with one of them. One bot object serves every copy of its agent,
// from any worker thread.
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace parks {

// A bot that crashed, hung, or answered something that is not a legal move. The message is one
// line: the agent, the game, the decision and what the bot sent.
class AgentFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Which decision a request is, for the bot and for error messages.
struct DecisionContext {
  std::string game;        // the game's command-line name
  std::uint64_t deal = 0;  // the game's number in the run
  int decision = 0;        // the seat's decisions so far in this game
  int num_distinct_actions = 0;
};

class ExternalBot {
 public:
  virtual ~ExternalBot() = default;
  // The spec as given, naming the bot in errors.
  virtual const std::string& label() const = 0;
  // The bot's reply to a decision request (a JSON object); throws AgentFailure when there is none.
  // Messages keep their keys in the order docs/protocol.md shows.
  virtual nlohmann::json decide(const nlohmann::ordered_json& request, const DecisionContext& context) = 0;
  // Tells the bot a game it played has ended; a bot need not answer.
  virtual void game_over(const nlohmann::ordered_json& message) = 0;
};

// "agent 'exec:bot' (walk, game 3, decision 7): " for the start of an AgentFailure's message.
inline std::string failure_prefix(const std::string& label, const DecisionContext& context) {
  std::string prefix = "agent '";
  prefix.append(label).append("' (").append(context.game).append(", game ");
  prefix.append(std::to_string(context.deal)).append(", decision ").append(std::to_string(context.decision));
  return prefix.append("): ");
}

}  // namespace parks

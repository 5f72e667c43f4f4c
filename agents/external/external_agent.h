#pragma once
// An agent whose decisions are made outside the engine (agents/external/bot.h): each decision
// goes to the bot as the acting seat's observation and its legal actions, and the answer must
// name one of them, by id (`{"action": 12}`) or by text (`{"text": "curve NE at 1,3"}`).
#include <memory>
#include <string>

#include "agents/external/bot.h"
#include "engine/core/identity.h"
#include "engine/core/vocabulary.h"

namespace parks {

// The game's command-line name, for the bot and for errors.
template <class S>
std::string game_name() {
  if constexpr (requires { RulesIdentity<S>::kGame; }) return RulesIdentity<S>::kGame;
  else return "game";
}

// What a bot is asked at a decision (docs/protocol.md).
template <HasVocabulary S>
nlohmann::ordered_json decision_request(const S& state, const DecisionContext& context, std::uint64_t seed) {
  const int seat = state.current_player();
  ActionList<S> actions;
  state.legal_actions(actions);
  nlohmann::ordered_json legal = nlohmann::ordered_json::array();
  for (const auto& action : actions) legal.push_back({{"id", action_id(action)}, {"text", to_string(action)}});
  return {{"type", "decide"},
          {"game", context.game},
          {"deal", context.deal},
          {"decision", context.decision},
          {"seat", seat},
          {"players", state.num_players()},
          {"seed", seed},
          {"legal", std::move(legal)},
          {"observation", observation_json(state, seat)}};
}

// The legal action a reply names; throws AgentFailure saying what is wrong with it.
template <HasVocabulary S>
typename S::Action chosen_action(const S& state, const nlohmann::json& reply, const std::string& prefix) {
  const auto fail = [&](const std::string& problem) ->
      typename S::Action { throw AgentFailure(prefix + problem + ": " + reply.dump()); };
  if (!reply.is_object()) return fail("the answer is not a JSON object");
  if (const auto id = reply.find("action"); id != reply.end()) {
    if (!id->is_number_integer()) return fail("\"action\" is not an integer id");
    const auto action = legal_action_with_id(state, id->get<int>());
    return action ? *action : fail("action " + id->dump() + " is not a legal action's id");
  }
  if (const auto text = reply.find("text"); text != reply.end()) {
    if (!text->is_string()) return fail("\"text\" is not a string");
    const auto action = parse_action(state, text->get<std::string>());
    return action ? *action : fail("\"" + text->get<std::string>() + "\" is not a legal action's text");
  }
  return fail("the answer names no action (\"action\": ID or \"text\": TEXT)");
}

template <HasVocabulary S>
class ExternalAgent {
 public:
  explicit ExternalAgent(std::shared_ptr<ExternalBot> bot) : bot_(std::move(bot)) {}

  void begin_game(std::uint64_t deal) { context_ = {game_name<S>(), deal, 0, S::kNumDistinctActions}; }

  typename S::Action choose(const S& state, Rng& rng) {
    ++context_.decision;
    // 53 bits: an integer every JSON reader holds exactly.
    const auto request = decision_request(state, context_, rng() >> 11);
    const nlohmann::json reply = bot_->decide(request, context_);
    return chosen_action(state, reply, failure_prefix(bot_->label(), context_));
  }

  void end_game(const S& state, int seat) {
    nlohmann::ordered_json scores = nlohmann::ordered_json::array(), winners = nlohmann::ordered_json::array();
    for (int p = 0; p < state.num_players(); ++p) {
      scores.push_back(state.score(p));
      winners.push_back(state.is_winner(p));
    }
    bot_->game_over({{"type", "game_over"},
                     {"game", context_.game},
                     {"deal", context_.deal},
                     {"seat", seat},
                     {"scores", std::move(scores)},
                     {"winners", std::move(winners)}});
  }

  const ExternalBot& bot() const { return *bot_; }

 private:
  std::shared_ptr<ExternalBot> bot_;
  DecisionContext context_{game_name<S>(), 0, 0, S::kNumDistinctActions};
};

}  // namespace parks

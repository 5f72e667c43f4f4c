#pragma once
// td: one ply over the game's learned value (agents/learned/).
#include <memory>
#include <stdexcept>

#include "agents/agent_spec.h"
#include "agents/learned/model_store.h"
#include "agents/learned/td_agent.h"

namespace parks {

// The learned model a spec plays with (its weights=, or the game's shipped weights); throws
// std::invalid_argument with one line when the game has none or the file does not fit.
template <GameState S>
std::shared_ptr<const ValueModel> learned_model(const AgentSpec& spec) {
  if constexpr (HasLearnedValue<S>) {
    try {
      return shared_model<S>(spec.weights);
    } catch (const std::runtime_error& e) {
      throw std::invalid_argument("agent '" + spec.text + "': " + e.what());
    }
  } else {
    throw std::invalid_argument("agent '" + spec.text + "': this game has no learned evaluation");
  }
}

struct TdKind {
  static constexpr const char* kName = "td";
  static constexpr const char* kSettings = "weights=FILE";
  static constexpr const char* kHelp =
      "one ply over a learned value: the action whose resulting position the game's learned evaluation values "
      "highest (the shipped `data/GAME/value.weights`, or FILE from `parks train`); see docs/learning.md";
  static void read(AgentSpec& spec, const Settings& settings) { read_td_settings(spec, settings); }
  template <GameState S>
  using Agent = TdPolicy<S>;
  template <GameState S>
  static Agent<S> make(const AgentSpec& spec) {
    return TdPolicy<S>(learned_model<S>(spec));
  }
};

}  // namespace parks

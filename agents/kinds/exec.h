#pragma once
// exec: a program outside parks (docs/protocol.md), or a bot the caller made (a Python callable).
#include <memory>
#include <stdexcept>

#include "agents/agent_spec.h"
#include "agents/external/external_agent.h"
#include "agents/external/process_bot.h"

namespace parks {

// A game without a vocabulary (engine/core/vocabulary.h) cannot be shown to an external bot.
template <GameState S>
struct NoExternalAgent {
  typename S::Action choose(const S&, Rng&) { throw std::logic_error("this game has no vocabulary for bots"); }
};

template <GameState S>
struct ExternalSlotOf {
  using type = NoExternalAgent<S>;
};
template <HasVocabulary S>
struct ExternalSlotOf<S> {
  using type = ExternalAgent<S>;
};

struct ExecKind {
  static constexpr const char* kName = "exec";
  static constexpr const char* kSettings = "CMD";
  static constexpr const char* kHelp =
      "your own program, in any language, asked each decision over its stdin and stdout "
      "(docs/protocol.md); CMD is split as a shell splits words; "
      "`exec:time=SECONDS,label=NAME:CMD` sets its limit per answer (default 10 s) and its name in reports";
  static void read(AgentSpec& spec, const Settings& settings) { read_exec_settings(spec, settings); }
  template <GameState S>
  using Agent = typename ExternalSlotOf<S>::type;
  template <GameState S>
  static Agent<S> make(const AgentSpec& spec) {
    if constexpr (HasVocabulary<S>) {
      if (spec.bot) return ExternalAgent<S>(spec.bot);
      return ExternalAgent<S>(std::make_shared<ProcessBot>(spec.shown(), spec.command, spec.seconds));
    } else {
      throw std::invalid_argument("agent '" + spec.text + "': this game has no vocabulary for external bots");
    }
  }
};

}  // namespace parks

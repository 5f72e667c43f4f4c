#pragma once
// One run of simulate or tournament for a game's setup, as the command line and the Python
// module both play it: the agents made from their specs, the games played, the summary returned.
#include <vector>

#include "agents/agent.h"
#include "analysis/game_log.h"
#include "analysis/report_setup.h"
#include "analysis/runner.h"
#include "analysis/tournament.h"
#include "cli/commands.h"

namespace parks::cli {

// A learned agent's weights must have been trained on the components the run reads.
template <GameState State>
void check_weights_fit(const AgentSpec& given, const Setup& described) {
  const AgentSpec spec = with_game_defaults<State>(given);
  if (!spec.learned()) return;
  const auto model = learned_model<State>(spec);
  if (const std::string why = components_difference(*model, described.components_sha256); !why.empty())
    throw UsageError("agent '" + spec.text + "': its weights " + why +
                     (given.learned() ? ""
                                      : " (the game's default mcts plays by them; mcts:eval=plan with no rollout=td "
                                        "does not)"));
}

// `spec` in every seat, for each game of `run` (written to `log`, when given).
template <class GameSetup>
RunResult<typename GameSetup::Summary> simulate_run(const GameSetup& setup, const AgentSpec& spec,
                                                    const RunOptions& run, GameLog* log = nullptr) {
  const Setup described = setup.describe();
  return setup.dispatch([&]<class State>() {
    check_weights_fit<State>(spec, described);
    const AnyAgent<State> prototype = make_agent<State>(spec);
    const auto make_agents = [&] { return agent_in_every_seat(prototype, setup.players); };
    using Summary = typename GameSetup::Summary;
    return run_games(run, Summary(setup.players), setup.template state_maker<State>(run.seed), make_agents, log);
  });
}

// Every agent of `specs` on the same deals, in every seating of the design.
template <class GameSetup>
RunResult<TournamentSummary> tournament_run(const GameSetup& setup, const std::vector<AgentSpec>& specs,
                                            const RunOptions& run, GameLog* log = nullptr) {
  const Setup described = setup.describe();
  return setup.dispatch([&]<class State>() {
    std::vector<AnyAgent<State>> prototypes;
    for (const auto& spec : specs) {
      check_weights_fit<State>(spec, described);
      prototypes.push_back(make_agent<State>(spec));
    }
    return run_tournament(
        run, static_cast<int>(specs.size()), setup.players, setup.template state_maker<State>(run.seed),
        [&](int k) { return prototypes[static_cast<std::size_t>(k)]; }, log);
  });
}

}  // namespace parks::cli

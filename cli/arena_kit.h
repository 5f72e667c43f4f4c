#pragma once
// A registered game behind the run-time interface of cli/arena.h: the adapter templates over a
// game's setup and state type.
#include <memory>
#include <stdexcept>

#include "agents/agent.h"
#include "analysis/report_setup.h"
#include "analysis/tournament.h"
#include "cli/arena.h"
#include "cli/commands.h"
#include "cli/game_runs.h"

namespace parks::cli {

template <class GameSetup, class State>
class ArenaStateOf final : public ArenaState {
 public:
  ArenaStateOf(std::shared_ptr<const GameSetup> setup, State state, GameRecord record)
      : setup_(std::move(setup)), state_(std::move(state)), record_(std::move(record)) {}

  std::unique_ptr<ArenaState> clone() const override { return std::make_unique<ArenaStateOf>(*this); }
  int num_players() const override { return state_.num_players(); }
  int num_distinct_actions() const override { return State::kNumDistinctActions; }
  int current_player() const override { return state_.current_player(); }
  bool is_terminal() const override { return state_.is_terminal(); }

  std::vector<ArenaAction> legal_actions() const override {
    std::vector<ArenaAction> legal;
    if (state_.current_player() < 0) return legal;
    ActionList<State> actions;
    state_.legal_actions(actions);
    for (const auto& action : actions) legal.push_back({action_id(action), to_string(action)});
    return legal;
  }

  std::optional<std::vector<std::pair<std::string, double>>> chance_outcomes() const override {
    std::vector<std::pair<std::string, double>> outcomes;
    if constexpr (ListsChance<State>) {
      if (state_.current_player() != kChancePlayer) return outcomes;
      ChanceList<State> list;
      state_.chance_outcomes(list);
      for (const auto& outcome : list) outcomes.emplace_back(to_string(outcome.action), outcome.probability);
      return outcomes;
    } else {
      if (state_.current_player() != kChancePlayer) return outcomes;
      return std::nullopt;
    }
  }

  std::string sample_chance(std::uint64_t seed) const override {
    if (state_.current_player() != kChancePlayer) throw std::invalid_argument("the state is not at a chance event");
    Rng rng(seed);
    return to_string(parks::sample_chance(state_, rng));
  }

  void apply_id(int id) override {
    const auto action = legal_action_with_id(state_, id);
    if (!action) throw std::invalid_argument("action " + std::to_string(id) + " is not legal here");
    apply(*action);
  }
  void apply_text(const std::string& text) override {
    const auto action = parse_action(state_, text);
    if (!action) throw std::invalid_argument("'" + text + "' is not a legal action or chance outcome here");
    apply(*action);
  }

  std::vector<double> scores() const override {
    std::vector<double> scores;
    for (int p = 0; p < state_.num_players(); ++p) scores.push_back(static_cast<double>(state_.score(p)));
    return scores;
  }
  std::vector<bool> winners() const override {
    std::vector<bool> winners;
    for (int p = 0; p < state_.num_players(); ++p) winners.push_back(state_.is_terminal() && state_.is_winner(p));
    return winners;
  }
  nlohmann::json observation(int player) const override {
    if (player < 0 || player >= state_.num_players())
      throw std::invalid_argument("player " + std::to_string(player) + " is not a seat of this game");
    return observation_json(state_, player);
  }
  const GameRecord& record() const override { return record_; }
  std::string text() const override {
    const int player = state_.current_player();
    return observation_json(state_, player >= 0 ? player : 0).dump(1);
  }
  std::string drawing() const override {
    if constexpr (requires { draw_text(state_); }) return draw_text(state_);
    else return text();
  }

  Advice<std::string> advise(const AgentSpec& policy, const AdviceConfig& config) const override {
    if (state_.current_player() < 0)
      throw std::invalid_argument(state_.is_terminal()
                                      ? "the game is over: there is no move to advise"
                                      : "the position waits for chance (a roll or a draw), not a move");
    check_weights_fit<State>(policy, setup_->describe());
    const std::vector<AnyAgent<State>> agents(static_cast<std::size_t>(state_.num_players()),
                                              parks::make_agent<State>(policy));
    const auto advice = parks::advise(state_, agents, config);
    return parks::renamed(advice, [](const typename State::Action& move) { return to_string(move); });
  }

  const State& state() const { return state_; }
  const GameSetup& setup() const { return *setup_; }

 private:
  void apply(typename State::Action action) {
    record_.moves.push_back(to_string(action));
    state_.apply(action);
  }

  std::shared_ptr<const GameSetup> setup_;  // holds the components the state points into
  State state_;
  GameRecord record_;
};

template <class GameSetup, class State>
class ArenaAgentOf final : public ArenaAgent {
 public:
  explicit ArenaAgentOf(AnyAgent<State> agent) : agent_(std::move(agent)) {}

  std::string choose(const ArenaState& state, std::uint64_t seed) override {
    const auto* own = dynamic_cast<const ArenaStateOf<GameSetup, State>*>(&state);
    if (!own) throw std::invalid_argument("the state is not of this agent's game");
    if (own->current_player() < 0) throw std::invalid_argument("no player acts in this state");
    Rng rng(seed);
    return to_string(act(agent_, own->state(), rng));
  }

 private:
  AnyAgent<State> agent_;
};

template <class GameSetup>
class ArenaGameOf final : public ArenaGame {
 public:
  ArenaGameOf(std::string name, GameSetup setup, std::vector<std::string> options, std::uint64_t seed)
      : ArenaGameOf(std::move(name), std::make_shared<const GameSetup>(std::move(setup)), std::move(options), seed) {}
  ArenaGameOf(std::string name, std::shared_ptr<const GameSetup> setup, std::vector<std::string> options,
              std::uint64_t seed)
      : name_(std::move(name)), setup_(std::move(setup)), options_(std::move(options)), seed_(seed) {}

  const std::string& name() const override { return name_; }
  std::string title() const override { return setup_->title(); }
  const std::vector<std::string>& options() const override { return options_; }
  std::uint64_t seed() const override { return seed_; }
  int num_players() const override { return setup_->players; }
  int num_distinct_actions() const override {
    return setup_->dispatch([]<class State>() { return State::kNumDistinctActions; });
  }

  std::unique_ptr<ArenaState> new_initial_state(std::int64_t deal) const override {
    return setup_->dispatch([&]<class State>() -> std::unique_ptr<ArenaState> {
      return std::make_unique<ArenaStateOf<GameSetup, State>>(setup_, setup_->template state_maker<State>(seed_)(deal),
                                                              GameRecord{name_, options_, seed_, deal, {}});
    });
  }

  std::unique_ptr<ArenaState> replay(const std::vector<std::string>& moves, std::int64_t deal) const override {
    auto state = new_initial_state(deal);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      try {
        state->apply_text(moves[i]);
      } catch (const std::invalid_argument&) {
        throw std::invalid_argument("move " + std::to_string(i + 1) + " '" + moves[i] + "' is not legal there");
      }
    }
    return state;
  }

  std::unique_ptr<ArenaAgent> make_agent(const AgentSpec& spec) const override {
    return setup_->dispatch([&]<class State>() -> std::unique_ptr<ArenaAgent> {
      check_weights_fit<State>(spec, setup_->describe());
      return std::make_unique<ArenaAgentOf<GameSetup, State>>(parks::make_agent<State>(spec));
    });
  }

  nlohmann::json tournament(const std::vector<AgentSpec>& specs, const RunOptions& run, bool timing) const override {
    const SeatingDesign seating(static_cast<int>(specs.size()), setup_->players);
    TournamentInfo info{setup_->title(), {}, setup_->players, run.games, run.seed, seating.description(),
                        seating.size()};
    for (const auto& spec : specs) info.agents.push_back(spec.shown());
    info.game = name_;
    info.timing = timing;
    const auto result = tournament_run(*setup_, specs, run);
    return with_setup(result.summary.json(info, result.interrupted), setup_->describe());
  }

  nlohmann::json simulate(const AgentSpec& spec, const RunOptions& run) const override {
    const auto info = setup_->run_info(spec.shown(), run);
    const auto result = simulate_run(*setup_, spec, run);
    return with_setup(result.summary.json(info, result.interrupted), setup_->describe());
  }

 private:
  std::string name_;
  std::shared_ptr<const GameSetup> setup_;
  std::vector<std::string> options_;
  std::uint64_t seed_;
};

// A position read from a file (GameEntry::read_position): the game its options make and the
// state read, which points into `setup` (both hold it). Its record has no deal (-1).
template <class GameSetup, class State>
TablePosition table_position(const std::string& name, std::shared_ptr<const GameSetup> setup,
                             std::vector<std::string> options, State state) {
  GameRecord record{name, options, 0, -1, {}};
  auto game = std::make_unique<ArenaGameOf<GameSetup>>(name, setup, std::move(options), 0);
  return {std::move(game),
          std::make_unique<ArenaStateOf<GameSetup, State>>(std::move(setup), std::move(state), std::move(record))};
}

// The game's own state behind a run-time one, or null when it is of another game or state type.
template <class GameSetup, class State>
const ArenaStateOf<GameSetup, State>* typed_state(const ArenaState& state) {
  return dynamic_cast<const ArenaStateOf<GameSetup, State>*>(&state);
}

}  // namespace parks::cli

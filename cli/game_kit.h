#pragma once
// Builds a game's registry entry from its setup type. A setup (cli/<game>/setup.h) holds what
// its options chose and gives: `players`, `title()`, `describe()` (what results rest on),
// `state_maker<State>(seed)` (the state deal g starts from), `dispatch(run)` (calls
// `run.template operator()<State>()` with the state type its options choose), the simulate
// summary type `Summary` and `run_info(agent, run)` (that summary's report header).
#include <fstream>
#include <iostream>

#include "agents/agent.h"
#include "analysis/conformance.h"
#include "analysis/tournament.h"
#include "cli/arena_kit.h"
#include "cli/job_options.h"
#include "cli/registry.h"
#include "cli/train_kit.h"

namespace parks::cli {

// A game's setup type and the functions that read it from the command line.
template <class GameSetup>
struct GameOptions {
  void (*add)(po::options_description&);
  GameSetup (*read)(const po::variables_map&);

  // The setup that `args` (game options only) choose, as the probes need it.
  GameSetup parse(const std::vector<std::string>& args) const {
    po::options_description options;
    add(options);
    po::variables_map vm;
    po::store(read_options(args, options), vm);
    po::notify(vm);
    return read(vm);
  }
};

// The game's options as given on the command line, as `parks replay` reads them back.
inline std::vector<std::string> given_game_options(void (*add)(po::options_description&), const po::variables_map& vm) {
  po::options_description game;
  add(game);
  std::vector<std::string> args;
  for (const auto& option : game.options()) {
    const std::string& name = option->long_name();
    if (!vm.count(name) || vm[name].defaulted()) continue;
    args.push_back("--" + name);
    if (const std::string value = option_text(vm[name]); !value.empty()) args.push_back(value);
  }
  return args;
}

// A bot that fails stops its own process's run; under mpirun the others would report a partial
// run as if stopped by Ctrl-C. External bots play in one process.
inline void refuse_bots_under_mpi(const std::vector<AgentSpec>& specs) {
  for (const auto& spec : specs)
    if (spec.name == "exec" && Cluster::current().size() > 1)
      throw UsageError("agent '" + spec.text + "': exec agents play in one process: run without mpirun");
}

// --games-out and --record, when given: the run's game log (analysis/game_log.h).
inline std::unique_ptr<GameLog> open_game_log(const po::variables_map& vm, const Setup& described,
                                              std::vector<std::string> game_options, std::vector<std::string> agents,
                                              std::uint64_t seed) {
  const auto file = [&](const char* flag) { return vm.count(flag) ? vm[flag].as<std::string>() : std::string(); };
  if (file("games-out").empty() && file("record").empty()) return nullptr;
  if (Cluster::current().size() > 1)
    throw UsageError("--games-out and --record are written by one process: run them without mpirun");
  try {
    return std::make_unique<GameLog>(LogHeader{described.game, std::move(game_options), seed, std::move(agents)},
                                     file("games-out"), file("record"), vm.count("resume") > 0);
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
}

// The header of a plain report: title, agent, players, games and seed.
template <class GameSetup>
RunInfo basic_run_info(const GameSetup& setup, const std::string& agent, const RunOptions& run) {
  return {setup.title(), agent, setup.players, run.games, run.seed};
}

// parks simulate GAME: `spec` in every seat; the summary, then what it rests on.
template <class GameSetup>
int simulate_game(const po::variables_map& vm, const GameSetup& setup, const RunOptions& run, const AgentSpec& spec,
                  std::vector<std::string> game_options = {}) {
  const Setup described = setup.describe();
  start_job(run.label, vm, {{"components", described.components_sha256}});
  const auto info = setup.run_info(spec.shown(), run);
  refuse_bots_under_mpi({spec});
  const auto log = open_game_log(vm, described, std::move(game_options), {spec.shown()}, run.seed);
  const auto result = simulate_run(setup, spec, run, log.get());
  if (log) log->finish();
  if (vm.count("json"))
    std::cout << with_setup(result.summary.json(info, result.interrupted), described).dump(2) << "\n";
  else std::cout << result.summary.text(info, result.interrupted) << "\n" << setup_text(described);
  return result.interrupted ? kInterrupted : 0;
}

inline SeatingDesign seating_design(int agents, int players) {
  try {
    return SeatingDesign(agents, players);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--agents: ") + e.what());
  }
}

// parks tournament GAME: every agent on the same deals, in every seating of the design.
template <class GameSetup>
int tournament_game(const po::variables_map& vm, const GameSetup& setup, const RunOptions& run,
                    const std::vector<AgentSpec>& specs, std::vector<std::string> game_options = {}) {
  const SeatingDesign seating = seating_design(static_cast<int>(specs.size()), setup.players);
  // A checkpoint's blocks hold whole deals: another design makes them other games.
  const parks::Setup described = setup.describe();
  start_job(run.label, vm, {{"seating", seating.description()}, {"components", described.components_sha256}});
  TournamentInfo info{setup.title(), {}, setup.players, run.games, run.seed, seating.description(), seating.size()};
  for (const auto& spec : specs) info.agents.push_back(spec.shown());
  info.game = described.game;
  info.timing = vm.count("timing") > 0;
  refuse_bots_under_mpi(specs);
  const auto log = open_game_log(vm, described, std::move(game_options), info.agents, run.seed);
  const auto result = tournament_run(setup, specs, run, log.get());
  if (log) log->finish();
  if (vm.count("json"))
    std::cout << with_setup(result.summary.json(info, result.interrupted), described).dump(2) << "\n";
  else std::cout << result.summary.text(info, result.interrupted) << "\n" << setup_text(described);
  // Written whole at the end (a temporary file renamed over it): an interrupted or failed run
  // leaves the file as it was.
  if (vm.count("csv") && Cluster::current().rank() == 0)
    write_output(vm["csv"].as<std::string>(), setup_csv_comment(described) + result.summary.csv(info));
  return result.interrupted ? kInterrupted : 0;
}

// The decisions of the first random games, for timing legal_actions.
template <GameState State, class MakeState>
std::vector<State> sample_decisions(MakeState make_state) {
  std::vector<State> positions;
  Rng rng(3);
  RandomAgent<State> random;
  for (std::int64_t game = 0; positions.size() < 4096; ++game) {
    State state = make_state(game);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        state.apply(sample_chance(state, rng));
      } else {
        positions.push_back(state);
        state.apply(random.choose(state, rng));
      }
    }
  }
  return positions;
}

// Plays deal g with `Agent` itself in every seat (no variant between the game and the agent, so
// a benchmark times the agent alone): seat 0's score.
template <class State, class Agent, class GameSetup>
std::function<double(std::int64_t)> seat_player(const GameSetup& setup) {
  // The maker refers to its setup, which must live as long as the closure.
  const auto held = std::make_shared<const GameSetup>(setup);
  return [held, make_state = held->template state_maker<State>(7)](std::int64_t g) {
    std::array<Agent, State::kMaxPlayers> agents{};
    return static_cast<double>(play_game(make_state(g), agents, 7, static_cast<std::uint64_t>(g)).score(0));
  };
}

// What tests and benchmarks ask of the game (cli/registry.h).
template <class GameSetup>
GameProbe game_probe(GameOptions<GameSetup> options) {
  using Options = GameProbe::Options;
  GameProbe probe;
  probe.conformance = [options](const Options& args, int games) {
    const GameSetup setup = options.parse(args);
    return setup.dispatch([&]<class State>() {
      return conformance::check_game<State>(setup.title(), setup.template state_maker<State>(1), games);
    });
  };
  probe.player = [options](const Options& args, const std::string& agent) {
    const GameSetup setup = options.parse(args);
    return setup.dispatch([&]<class State>() -> std::function<double(std::int64_t)> {
      if (agent == "random") return seat_player<State, RandomAgent<State>>(setup);
      if (agent == "greedy") return seat_player<State, GreedyAgent<State>>(setup);
      return seat_player<State, HeuristicAgent<State>>(setup);
    });
  };
  // A state may refer to its setup's components (Mini Park's tiles, Roll & Hike's components): the
  // closures below hold the setup as long as they hold states made from it.
  probe.move_generator = [options](const Options& args) {
    const auto setup = std::make_shared<const GameSetup>(options.parse(args));
    return setup->dispatch([&]<class State>() -> std::function<std::int64_t(std::int64_t)> {
      return [setup, positions = sample_decisions<State>(setup->template state_maker<State>(7))](std::int64_t calls) {
        std::int64_t listed = 0;
        for (std::int64_t i = 0; i < calls; ++i) {
          ActionList<State> list;
          positions[static_cast<std::size_t>(i) % positions.size()].legal_actions(list);
          listed += static_cast<std::int64_t>(list.size());
        }
        return listed;
      };
    });
  };
  probe.searcher = [options](const Options& args, int threads) {
    const auto setup = std::make_shared<const GameSetup>(options.parse(args));
    return setup->dispatch([&]<class State>() -> std::function<std::int64_t()> {
      const State state = conformance::decision_after(setup->template state_maker<State>(7)(0), 10);
      auto agent = std::make_shared<MctsAgent<State>>(
          std::get<MctsAgent<State>>(make_agent<State>("mcts:iters=2000,reuse=0,threads=" + std::to_string(threads))));
      return [setup, state, agent, rng = Rng(1)]() mutable { return agent->analyse(state, rng).iterations; };
    });
  };
  probe.simulate = [options](const Options& args, std::int64_t games, int threads) {
    const GameSetup setup = options.parse(args);
    return setup.dispatch([&]<class State>() {
      RunOptions run{games, 7, threads, false, "bench"};
      const auto random = [&] { return agent_in_every_seat(make_agent<State>("random"), setup.players); };
      using Summary = typename GameSetup::Summary;
      return run_games(run, Summary(setup.players), setup.template state_maker<State>(7), random).summary.games();
    });
  };
  return probe;
}

// A recorded game played again (GameEntry::replay).
template <class GameSetup>
std::string replay_game(GameOptions<GameSetup> options, const GameRecord& record, const nlohmann::json& line) {
  GameSetup setup;
  try {
    setup = options.parse(record.options);
  } catch (const std::exception& e) {
    throw std::invalid_argument(std::string("its options: ") + e.what());
  }
  return setup.dispatch([&]<class State>() {
    State state = setup.template state_maker<State>(record.seed)(record.deal);
    std::string text =
        setup.title() + ", seed " + std::to_string(record.seed) + ", deal " + std::to_string(record.deal) + "\n";
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
      const int player = state.current_player();
      const auto action = parse_action(state, record.moves[i]);
      if (!action)
        throw std::invalid_argument("move " + std::to_string(i + 1) + " '" + record.moves[i] + "' is not " +
                                    (state.is_terminal() ? "possible: the game is over" : "legal there"));
      state.apply(*action);
      text +=
          format("%5zu  %-7s  %s\n", i + 1, player == kChancePlayer ? "chance" : format("seat %d", player + 1).c_str(),
                 record.moves[i].c_str());
    }
    if (!state.is_terminal()) throw std::invalid_argument("the moves end before the game does");
    text += "scores:";
    for (int p = 0; p < state.num_players(); ++p) {
      const auto score = static_cast<double>(state.score(p));
      const auto& scores = line.value("scores", nlohmann::json::array());
      const auto& winners = line.value("winners", nlohmann::json::array());
      if (scores.size() != static_cast<std::size_t>(state.num_players()) || scores[p] != score ||
          winners.size() != scores.size() || winners[p] != state.is_winner(p))
        throw std::invalid_argument(format("seat %d ends with %g points%s, the record says %s and %s", p + 1, score,
                                           state.is_winner(p) ? " and wins" : "", scores.dump().c_str(),
                                           winners.dump().c_str()));
      text += format(" seat %d %g%s", p + 1, score, state.is_winner(p) ? " (wins)" : "");
    }
    return text + "\n";
  });
}

// The setups of `parks train`: the options' own, or one per combination of the --mix values.
template <class GameSetup>
std::vector<GameSetup> mixed_setups(const GameOptions<GameSetup>& options, const po::variables_map& vm,
                                    const std::vector<Mix>& mixes) {
  if (mixes.empty()) return {options.read(vm)};
  std::vector<std::vector<std::string>> settings{given_game_options(options.add, vm)};
  for (const Mix& mix : mixes) {
    if (vm.count(mix.option) && !vm[mix.option].defaulted())
      throw UsageError("give --" + mix.option + " or --mix " + mix.option + "=..., not both");
    std::vector<std::vector<std::string>> next;
    for (const auto& args : settings)
      for (const std::string& value : mix.values) {
        next.push_back(args);
        next.back().insert(next.back().end(), {"--" + mix.option, value});
      }
    settings = std::move(next);
  }
  std::vector<GameSetup> setups;
  for (const auto& args : settings) {
    try {
      setups.push_back(options.parse(args));
    } catch (const std::exception& e) {
      std::string setting;
      for (const std::string& arg : args) setting += (setting.empty() ? "" : " ") + arg;
      throw UsageError("--mix: " + setting + ": " + e.what());
    }
  }
  return setups;
}

// The entry's commands and probes for a game whose setup is `GameSetup`.
template <class GameSetup>
void add_game_kit(GameEntry& entry, GameOptions<GameSetup> options) {
  entry.add_options = options.add;
  entry.simulate = [options](const po::variables_map& vm, const RunOptions& run, const AgentSpec& spec) {
    const GameSetup setup = options.read(vm);
    return simulate_game(vm, setup, run, spec, given_game_options(options.add, vm));
  };
  entry.tournament = [options](const po::variables_map& vm, const RunOptions& run,
                               const std::vector<AgentSpec>& specs) {
    const GameSetup setup = options.read(vm);
    return tournament_game(vm, setup, run, specs, given_game_options(options.add, vm));
  };
  entry.arena = [options, name = entry.name](const std::vector<std::string>& args, std::uint64_t seed) {
    return std::unique_ptr<ArenaGame>(std::make_unique<ArenaGameOf<GameSetup>>(name, options.parse(args), args, seed));
  };
  entry.replay = [options](const GameRecord& record, const nlohmann::json& line) {
    return replay_game(options, record, line);
  };
  entry.probe = game_probe(options);
  GameSetup{}.dispatch([]<class State>() {
    static_assert(HasVocabulary<State>, "a game registers its vocabulary (engine/core/vocabulary.h)");
  });
  // The default setup's state type tells: learned values are per game, not per variant.
  const bool learns = GameSetup{}.dispatch([]<class State>() { return HasLearnedValue<State>; });
  if (learns)
    entry.train = [options](const po::variables_map& vm, const TrainOptions& train) {
      return train_game(mixed_setups(options, vm, train.mixes), train);
    };
}

}  // namespace parks::cli

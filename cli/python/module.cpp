// `import parks`: every registered game, its states, the built-in agents and tournaments from
// Python (after pyspiel). A state speaks the game's vocabulary: action ids for masks, texts for
// people, observations as dicts, and its record (the moves since the deal) as its JSON form.
// Python callables play in tournaments beside built-in agents: each gets the request an exec bot
// gets (docs/protocol.md) as a dict and returns an action id, a text, or {"action": id}.
#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <signal.h>

#include <map>
#include <memory>
#include <mutex>

#include "agents/external/bot.h"
#include "analysis/job.h"
#include "analysis/progress.h"
#include "cli/commands.h"
#include "cli/registry.h"
#include "engine/core/game.h"

namespace py = pybind11;

namespace parks::cli {
namespace {

template <class Json>
py::object to_python(const Json& json) {
  return py::module_::import("json").attr("loads")(json.dump(-1, ' ', false, Json::error_handler_t::replace));
}

nlohmann::json from_python(const py::handle& object) {
  return nlohmann::json::parse(py::module_::import("json").attr("dumps")(object).cast<std::string>());
}

// Keyword options as the command line gives them: players=3 is --players 3, expansions=True is
// --expansions (False leaves it out).
std::vector<std::string> option_args(const py::kwargs& options) {
  std::vector<std::string> args;
  for (const auto& [key, value] : options) {
    std::string name = "--" + py::str(key).cast<std::string>();
    for (char& c : name)
      if (c == '_') c = '-';
    if (py::isinstance<py::bool_>(value)) {
      if (value.cast<bool>()) args.push_back(name);
      continue;
    }
    args.push_back(name);
    args.push_back(py::str(value).cast<std::string>());
  }
  return args;
}

const GameEntry& entry_named(const std::string& name) {
  const GameEntry* game = find_game(name);
  if (!game || !game->arena) throw py::value_error("unknown game '" + name + "' (known: " + game_names() + ")");
  return *game;
}

std::shared_ptr<ArenaGame> load_game(const std::string& name, std::uint64_t seed, const py::kwargs& options) {
  const GameEntry& game = entry_named(name);
  try {
    return game.arena(option_args(options), seed);
  } catch (const std::exception& e) {
    throw py::value_error(name + ": " + e.what());
  }
}

// A Python callable as an external bot: called with the GIL held, from any worker thread.
class CallableBot final : public ExternalBot {
 public:
  CallableBot(std::string label, py::function function) : label_(std::move(label)), function_(std::move(function)) {}
  ~CallableBot() override {
    py::gil_scoped_acquire gil;
    function_ = py::function();
  }

  const std::string& label() const override { return label_; }

  nlohmann::json decide(const nlohmann::ordered_json& request, const DecisionContext& context) override {
    py::gil_scoped_acquire gil;
    try {
      const py::object answer = function_(to_python(request));
      if (py::isinstance<py::bool_>(answer))  // a bool is an int to Python, never an action
        return nlohmann::json{{"answer", answer.cast<bool>()}};
      if (py::isinstance<py::int_>(answer)) return from_python(py::dict(py::arg("action") = answer));
      if (py::isinstance<py::str>(answer)) return nlohmann::json{{"text", answer.cast<std::string>()}};
      return from_python(answer);
    } catch (const py::error_already_set& e) {
      throw AgentFailure(failure_prefix(label_, context) + "the callable raised " + e.what());
    } catch (const std::exception& e) {
      throw AgentFailure(failure_prefix(label_, context) + "its answer cannot be read: " + e.what());
    }
  }

  void game_over(const nlohmann::ordered_json&) override {}

 private:
  std::string label_;
  py::function function_;
};

// Agents as given: spec strings, or (label, callable) pairs and callables named by __name__.
std::vector<AgentSpec> agent_specs(const py::list& agents) {
  std::vector<AgentSpec> specs;
  for (const auto& agent : agents) {
    if (py::isinstance<py::str>(agent)) {
      try {
        specs.push_back(parse_agent_spec(agent.cast<std::string>()));
      } catch (const std::invalid_argument& e) {
        throw py::value_error(e.what());
      }
      continue;
    }
    py::function function;
    std::string label;
    if (py::isinstance<py::tuple>(agent) && py::len(agent) == 2) {
      label = py::str(agent[py::int_(0)]).cast<std::string>();
      function = agent[py::int_(1)].cast<py::function>();
    } else if (PyCallable_Check(agent.ptr())) {
      function = agent.cast<py::function>();
      label = py::hasattr(agent, "__name__") ? py::str(agent.attr("__name__")).cast<std::string>() : "python";
    } else {
      throw py::type_error("an agent is a spec string, a callable or a (label, callable) pair");
    }
    AgentSpec spec;
    spec.text = spec.label = label;
    spec.name = "exec";  // the exec kind plays a bot made here as one it starts
    spec.bot = std::make_shared<CallableBot>(label, std::move(function));
    specs.push_back(std::move(spec));
  }
  return specs;
}

// A run from Python, one at a time: the interpreter's Ctrl-C and SIGTERM handlers (with their
// flags) come back once it ends, as a run installs its own to stop cleanly; a run stopped by
// Ctrl-C raises KeyboardInterrupt.
template <class Run>
nlohmann::json run_released(Run run) {
  static std::mutex one_run;
  std::lock_guard lock(one_run);
  struct sigaction interrupt {
  }, terminate{};
  ::sigaction(SIGINT, nullptr, &interrupt);
  ::sigaction(SIGTERM, nullptr, &terminate);
  nlohmann::json result;
  std::exception_ptr failure;
  {
    py::gil_scoped_release release;
    try {
      Job::start({});
      result = run();
    } catch (...) {
      failure = std::current_exception();
    }
  }
  ::sigaction(SIGINT, &interrupt, nullptr);
  ::sigaction(SIGTERM, &terminate, nullptr);
  if (failure) {
    try {
      std::rethrow_exception(failure);
    } catch (const AgentFailure& e) {
      throw py::value_error(e.what());
    } catch (const std::invalid_argument& e) {
      throw py::value_error(e.what());
    }
  }
  if (result.value("interrupted", false)) {
    PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }
  return result;
}

RunOptions run_options(std::int64_t games, std::uint64_t seed, int threads) {
  if (games < 1) throw py::value_error("games must be 1 or more");
  if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
  RunOptions run{games, seed, threads, false, "python"};
  return run;
}

void bind_state(py::module_& m) {
  py::class_<ArenaState>(m, "State", "A position of a game: its vocabulary, observation and record.")
      .def("current_player", &ArenaState::current_player, "the acting seat, parks.CHANCE or parks.TERMINAL")
      .def("is_chance_node", [](const ArenaState& s) { return s.current_player() == kChancePlayer; })
      .def("is_terminal", &ArenaState::is_terminal)
      .def("num_players", &ArenaState::num_players)
      .def(
          "legal_actions",
          [](const ArenaState& s) {
            std::vector<int> ids;
            for (const auto& action : s.legal_actions()) ids.push_back(action.id);
            return ids;
          },
          "the acting seat's legal action ids")
      .def(
          "legal_actions_text",
          [](const ArenaState& s) {
            std::vector<std::pair<int, std::string>> legal;
            for (const auto& action : s.legal_actions()) legal.emplace_back(action.id, action.text);
            return legal;
          },
          "(id, text) of each legal action")
      .def(
          "legal_actions_mask",
          [](const ArenaState& s) {
            std::vector<std::uint8_t> mask(static_cast<std::size_t>(s.num_distinct_actions()), 0);
            for (const auto& action : s.legal_actions()) mask.at(static_cast<std::size_t>(action.id)) = 1;
            return py::bytes(reinterpret_cast<const char*>(mask.data()), mask.size());
          },
          "bytes of the game's num_distinct_actions(): 1 at each legal action's id")
      .def("chance_outcomes", &ArenaState::chance_outcomes,
           "(text, probability) of each outcome of the chance event; None when the game samples them")
      .def("sample_chance", &ArenaState::sample_chance, py::arg("seed"), "an outcome's text, drawn from seed")
      .def(
          "apply_action", [](ArenaState& s, int id) { s.apply_id(id); }, py::arg("id"))
      .def(
          "apply", [](ArenaState& s, const std::string& text) { s.apply_text(text); }, py::arg("text"),
          "applies a legal action or a chance outcome given by its text")
      .def("action_to_string",
           [](const ArenaState& s, int id) {
             for (const auto& action : s.legal_actions())
               if (action.id == id) return action.text;
             throw py::value_error("action " + std::to_string(id) + " is not legal here");
           })
      .def("clone", &ArenaState::clone)
      .def("scores", &ArenaState::scores)
      .def("returns", &ArenaState::scores, "the scores (pyspiel's name)")
      .def("winners", &ArenaState::winners)
      .def(
          "observation", [](const ArenaState& s, int player) { return to_python(s.observation(player)); },
          py::arg("player"), "what player may see, as a dict")
      .def(
          "history", [](const ArenaState& s) { return s.record().moves; }, "the text of every move since the deal")
      .def(
          "to_json", [](const ArenaState& s) { return to_json(s.record()).dump(); },
          "the state as JSON: the record of its deal and moves, which replays to it exactly")
      .def("__str__", &ArenaState::text);
}

void bind_game(py::module_& m) {
  py::class_<ArenaAgent>(m, "Agent", "A built-in agent: step(state, seed) gives its move's text.")
      .def("step", &ArenaAgent::choose, py::arg("state"), py::arg("seed") = 0);
  py::class_<ArenaGame, std::shared_ptr<ArenaGame>>(m, "Game", "A game with its options and seed.")
      .def_property_readonly("name", &ArenaGame::name)
      .def_property_readonly("title", &ArenaGame::title)
      .def("num_players", &ArenaGame::num_players)
      .def("num_distinct_actions", &ArenaGame::num_distinct_actions)
      .def("new_initial_state", &ArenaGame::new_initial_state, py::arg("deal") = 0)
      .def(
          "state_from_json",
          [](const ArenaGame& game, const std::string& text) {
            const auto json = nlohmann::json::parse(text, nullptr, false);
            if (json.is_discarded()) throw py::value_error("not JSON");
            const GameRecord record = record_from_json(json);
            if (record.game != game.name())
              throw py::value_error("a record of " + record.game + ", not " + game.name());
            if (record.seed != game.seed() || record.options != game.options())
              throw py::value_error("the record was dealt with other options or another seed: load_game(\"" +
                                    record.game + "\", seed=" + std::to_string(record.seed) + ", ...) reads it");
            return game.replay(record.moves, record.deal);
          },
          py::arg("json"))
      .def(
          "agent",
          [](const ArenaGame& game, const std::string& spec) {
            try {
              return game.make_agent(parse_agent_spec(spec));
            } catch (const std::invalid_argument& e) {
              throw py::value_error(e.what());
            }
          },
          py::arg("spec"), "a built-in agent by its spec: random, greedy, heuristic, td, mcts:iters=200, ...")
      .def(
          "tournament",
          [](const ArenaGame& game, const py::list& agents, std::int64_t games, std::uint64_t seed, int threads,
             bool timing) {
            const auto specs = agent_specs(agents);
            if (specs.size() < 2) throw py::value_error("a tournament needs at least two agents");
            const RunOptions run = run_options(games, seed, threads);
            return to_python(run_released([&] { return game.tournament(specs, run, timing); }));
          },
          py::arg("agents"), py::arg("games") = 100, py::arg("seed") = 1, py::arg("threads") = 1,
          py::arg("timing") = false,
          "every agent on the same deals in every seating: the dict `parks tournament --json` prints "
          "(timing=True: with each agent's decision time under 'seconds')")
      .def(
          "simulate",
          [](const ArenaGame& game, const py::object& agent, std::int64_t games, std::uint64_t seed, int threads) {
            py::list one;
            one.append(agent);
            const auto specs = agent_specs(one);
            const RunOptions run = run_options(games, seed, threads);
            return to_python(run_released([&] { return game.simulate(specs[0], run); }));
          },
          py::arg("agent"), py::arg("games") = 100, py::arg("seed") = 1, py::arg("threads") = 1,
          "one agent in every seat: the dict `parks simulate --json` prints");
}

}  // namespace
}  // namespace parks::cli

PYBIND11_MODULE(parks, m) {
  using namespace parks::cli;
  m.doc() = "parks: the park games, their states and agents, and tournaments (docs/python.md)";
  m.attr("CHANCE") = parks::kChancePlayer;
  m.attr("TERMINAL") = parks::kTerminalPlayer;
  bind_state(m);
  bind_game(m);
  m.def("load_game", &load_game, py::arg("name"), py::arg("seed") = 1,
        "a game by name with its options as keywords: load_game('hike', players=3, park='acadia')");
  m.def("games", [] {
    std::vector<std::string> names;
    for (const auto& game : games()) names.push_back(game.name);
    return names;
  });
}

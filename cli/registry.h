#pragma once
// The game registry: every game parks plays is one entry, registered from its own folder
// (cli/<game>/register.cpp, one PARKS_REGISTER_GAME line). The commands, the help texts, the
// benchmarks and the conformance suite know games only through it; CONTRIBUTING.md gives the
// steps to add one.
#include <boost/program_options.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "analysis/experiment.h"
#include "analysis/runner.h"
#include "cli/arena.h"
#include "cli/commands.h"
#include "cli/position_file.h"
#include "engine/core/record.h"

namespace parks::cli {

namespace po = boost::program_options;

// A named setting of the game's options (its player count, mostly): the suite checks every
// variant, the bench plays the first.
struct Variant {
  std::string label;              // "solo", "3p"
  std::vector<std::string> args;  // the options that make it, e.g. {"--players", "3"}
};

// What a test or a benchmark can ask of a game without knowing its types. Each function takes
// the variant's options and returns a closure over the state type they choose, so that a
// benchmark pays one indirect call per game or per batch.
struct TrainOptions;  // cli/train_kit.h

struct GameProbe {
  using Options = std::vector<std::string>;
  // The failures of the conformance checks (analysis/conformance.h) over `games` random games;
  // empty when every check holds.
  std::function<std::vector<std::string>(const Options&, int games)> conformance;
  // Plays deal g with `agent` (random, greedy or heuristic) in every seat: seat 0's score.
  std::function<std::function<double(std::int64_t g)>(const Options&, const std::string& agent)> player;
  // `calls` legal_actions calls over a fixed sample of decisions: the actions listed.
  std::function<std::function<std::int64_t(std::int64_t calls)>(const Options&)> move_generator;
  // One default MCTS search from the bench position (ten random moves into deal 0) on `threads`
  // threads: its iterations.
  std::function<std::function<std::int64_t()>(const Options&, int threads)> searcher;
  // The simulate runner with random agents on `threads` threads: the games played.
  std::function<std::int64_t(const Options&, std::int64_t games, int threads)> simulate;
};

struct GameEntry {
  std::string name = {};   // the command-line name: walk
  std::string title = {};  // A Walk in the Park
  std::vector<Variant> variants = {};
  void (*add_options)(po::options_description&) = nullptr;  // simulate's and tournament's game options
  // simulate and tournament on the game, after the shared options are read.
  std::function<int(const po::variables_map&, const RunOptions&, const AgentSpec&)> simulate = {};
  std::function<int(const po::variables_map&, const RunOptions&, const std::vector<AgentSpec>&)> tournament = {};
  std::function<std::vector<ExperimentEntry>()> studies = {};  // parks analyze
  // parks train GAME, after its options are read; empty when the game has no learned evaluation.
  std::function<int(const po::variables_map&, const TrainOptions&)> train = {};
  Command advise = nullptr;        // parks advise GAME, if the game reads a position
  Command score = nullptr;         // parks score GAME FILE, if the game scores a position file
  std::string position_help = {};  // what advise and score read, for their help
  // parks replay: plays a record's moves again from its deal, checking each move is legal there
  // and the scores and winners are those recorded (`line`); the game as text. Throws
  // std::invalid_argument naming the first thing that does not match.
  std::function<std::string(const GameRecord&, const nlohmann::json& line)> replay = {};
  // The game with `options` (its command-line options, e.g. {"--players", "3"}) and the run's
  // seed, behind the run-time interface (the Python module); throws UsageError on bad options.
  std::function<std::unique_ptr<ArenaGame>(const std::vector<std::string>& options, std::uint64_t seed)> arena = {};
  // The game's position files (cli/position_file.h, keys in docs/<game>.md): `read_position` gives
  // the game and state a file describes (throws UsageError naming the line); `write_position`
  // writes any state of the game (a recorded one too) in the form read_position reads back.
  std::function<TablePosition(const PositionFile&)> read_position = {};
  std::function<std::string(const ArenaState&)> write_position = {};
  GameProbe probe = {};
};

// The registered games, by name.
const std::vector<GameEntry>& games();
const GameEntry* find_game(const std::string& name);
bool register_game(GameEntry entry);

// "walk, planner, ...": the games with the command (all when `has` is empty).
std::string game_names(const std::function<bool(const GameEntry&)>& has = {});

}  // namespace parks::cli

// Registers a game from its folder: PARKS_REGISTER_GAME(walk_entry()); in one source file.
#define PARKS_REGISTER_GAME(entry) \
  static const bool parks_game_registered_ [[maybe_unused]] = ::parks::cli::register_game(entry)

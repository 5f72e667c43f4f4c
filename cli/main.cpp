// parks: the command-line entry. `parks COMMAND GAME [options]`.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>

#include "agents/agent_spec.h"
#include "analysis/format.h"
#include "analysis/job.h"
#include "analysis/report_setup.h"
#include "cli/cluster_join.h"
#include "cli/commands.h"
#include "cli/registry.h"
#include "cli/suggest.h"

namespace {

using namespace parks::cli;
using GameCommand = int (*)(const GameEntry&, const Args&);

int advise_game(const GameEntry& game, const Args& args) {
  return game.read_position ? advise(game, args) : game.advise(args);
}
int score_game(const GameEntry& game, const Args& args) { return game.score(args); }

// The commands on one game, what they do, and which games have them.
struct CommandEntry {
  const char* name;
  const char* help;
  GameCommand run;
  bool (*has)(const GameEntry&);
};

const CommandEntry kCommands[] = {
    {"simulate", "play many games with one agent and print win rate, scores, ranks", simulate,
     [](const GameEntry&) { return true; }},
    {"tournament", "compare agents on the same dealt games: scores, win rates, ratings", tournament,
     [](const GameEntry&) { return true; }},
    {"advise", "rank the moves of a position: each played out on the same dice, with paired intervals", advise_game,
     [](const GameEntry& g) { return g.advise != nullptr || static_cast<bool>(g.read_position); }},
    {"play", "play at the terminal against agents: moves as text, hint, undo, save and load", play,
     [](const GameEntry& g) { return static_cast<bool>(g.arena); }},
    {"score", "score a position file", score_game, [](const GameEntry& g) { return g.score != nullptr; }},
    {"check", "run the conformance checks every game passes", check, [](const GameEntry&) { return true; }},
    {"train", "learn the game's value by self-play (td, mcts:eval=learned)", train,
     [](const GameEntry& g) { return static_cast<bool>(g.train); }},
};

std::string usage() {
  std::string text = "usage: parks COMMAND GAME [options]   (parks COMMAND GAME --help for its options)\ncommands:\n";
  char line[200];
  for (const auto& c : kCommands) {
    std::snprintf(line, sizeof line, "  %-10s %s (%s)\n", c.name, c.help, game_names(c.has).c_str());
    text += line;
  }
  text +=
      "  analyze    strategy studies: solo, bonuses, placements, balance, bound; 'parks analyze all' for the default report\n";
  text += "  agents     list the agents and their specs (--markdown: the table of docs/cli.md)\n";
  text += "  show       draw a position file or a recorded game's position as text (--svg: a picture)\n";
  text += "  replay     play recorded games again (simulate/tournament --record FILE), checking every move and score\n";
  text += "games:\n";
  for (const auto& game : games()) text += "  " + game.name + " (" + game.title + ")\n";
  text +=
      "parks --version prints the version. Component data (dice, sheets, tiles) is read from PREFIX/share/parks/data/GAME/\n"
      "when installed, else from data/GAME/ in the source tree, or from PARKS_DATA/GAME/ when the environment\n"
      "variable PARKS_DATA names another folder.\n";
  return text;
}

// Whether everything printed reached its destination: a full disk or a closed pipe shows only
// when the buffers are flushed. Under mpirun only the first process prints; the others' streams
// have no buffer on purpose.
bool output_written() {
  if (parks::Cluster::current().rank() != 0) return true;
  std::cout.flush();
  return std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout);
}

int fail_output(const std::string& name) {
  std::cerr << "parks " << name << ": cannot write the output: " << std::strerror(errno) << "\n";
  return kWriteFailed;
}

// Runs a command, then saves its job's last checkpoint; bad flags, values, files and specs end
// it with one line and status 2.
template <class Run>
int guarded(const std::string& name, Run run) {
  try {
    const int status = run();
    parks::Job::current().save();
    return output_written() ? status : fail_output(name);
  } catch (const std::exception& e) {
    std::cerr << "parks " << name << ": " << parks::one_line(e.what()) << "\n";
  }
  return kBadInput;
}

int run_command(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << usage();
    return kBadInput;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    std::cout << usage();
    return 0;
  }
  if (name == "--version") {
    std::cout << "parks " << parks::version() << "\n";
    return 0;
  }
  if (name == "analyze") return guarded(name, [&] { return analyze(Args(argv + 2, argv + argc)); });
  if (name == "replay") return guarded(name, [&] { return replay(Args(argv + 2, argv + argc)); });
  if (name == "show") return guarded(name, [&] { return show(Args(argv + 2, argv + argc)); });
  if (name == "agents") {  // the agent registry (agents/registry.h); docs/cli.md's table is its --markdown
    std::cout << parks::agent_table(argc > 2 && std::string(argv[2]) == "--markdown");
    return 0;
  }
  const CommandEntry* command = nullptr;
  for (const auto& c : kCommands)
    if (name == c.name) command = &c;
  if (!command) {
    std::vector<std::string> names = {"analyze", "replay", "show", "agents"};
    for (const auto& c : kCommands) names.push_back(c.name);
    std::cerr << "parks: unknown command '" << name << "'" << did_you_mean(name, names)
              << " (parks --help lists them)\n";
    return kBadInput;
  }
  const std::string known = game_names(command->has);
  const std::string game = argc > 2 ? argv[2] : "";
  if (game == "--help" || game == "-h") {
    std::cout << "usage: parks " << name << " GAME [options]   (games: " << known << "; parks " << name
              << " GAME --help for the options)\n";
    return 0;
  }
  if (game.empty() || game[0] == '-') {
    std::cerr << "parks " << name << ": missing GAME (" << known << ")\n";
    return kBadInput;
  }
  const GameEntry* entry = find_game(game);
  if (!entry || !command->has(*entry)) {
    std::vector<std::string> names;
    for (const auto& g : games())
      if (command->has(g)) names.push_back(g.name);
    std::cerr << "parks " << name << ": unknown game '" << game << "'" << did_you_mean(game, names) << " (" << name
              << " knows " << known << ")\n";
    return kBadInput;
  }
  return guarded(name, [&] { return command->run(*entry, Args(argv + 3, argv + argc)); });
}

}  // namespace

// Under mpirun every process runs the command and the first one alone prints: the others play
// their share of each run silently.
int main(int argc, char** argv) {
  parks::Cluster::join(join_cluster(argc, argv));
  if (parks::Cluster::current().rank() != 0) {
    std::cout.rdbuf(nullptr);
    std::cerr.rdbuf(nullptr);
  }
  const int status = run_command(argc, argv);
  parks::Cluster::join(std::make_unique<parks::Cluster>());  // leaves the MPI job
  return status;
}

// parks: the command-line entry. `parks COMMAND GAME [options]`.
#include <cstdio>
#include <iostream>
#include <map>

#include "analysis/job.h"
#include "analysis/report_setup.h"
#include "cli/cluster_join.h"
#include "cli/commands.h"

namespace {

using namespace parks::cli;
using Command = int (*)(const Args&);

// Each command and the games it knows.
const std::map<std::string, std::map<std::string, Command>> kCommands = {
    {"simulate", {{"walk", simulate_walk}, {"planner", simulate_planner}, {"minipark", simulate_minipark}, {"hike", simulate_hike}}},
    {"tournament", {{"walk", tournament_walk}, {"planner", tournament_planner}, {"minipark", tournament_minipark}, {"hike", tournament_hike}}},
    {"advise", {{"walk", advise_walk}}},
    {"score", {{"walk", score_walk}, {"planner", score_planner}}},
};

constexpr const char* kUsage =
    "usage: parks COMMAND GAME [options]   (parks COMMAND GAME --help for its options)\n"
    "commands:\n"
    "  simulate   play many games with one agent and print win rate, scores, ranks   (walk, planner, minipark, hike)\n"
    "  tournament compare agents on the same dealt games: scores, win rates, ratings (walk, planner, minipark, hike)\n"
    "  advise     rank the moves for a roll on a sheet, by search                    (walk)\n"
    "  score      score a sheet file                                                 (walk, planner)\n"
    "  analyze    strategy studies: solo, bonuses, placements, balance, bound; 'parks analyze all' for the default report\n"
    "games: walk (A Walk in the Park), planner (Polyhedral Park Planner), minipark (Mini Park),\n"
    "       hike (Parks: Roll & Hike)\n"
    "parks --version prints the version. Component data (dice, sheets, tiles) is read from data/GAME/ in the\n"
    "source tree, or from PARKS_DATA/GAME/ when the environment variable PARKS_DATA names another folder.\n";

std::string games_of(const std::map<std::string, Command>& games) {
  std::string names;
  for (const auto& [name, _] : games) names += (names.empty() ? "" : ", ") + name;
  return names;
}

// Runs a command, then saves its job's last checkpoint; bad flags, values, files and specs end
// it with one line and status 2.
template <class Run>
int guarded(const std::string& name, Run run) {
  try {
    const int status = run();
    parks::Job::current().save();
    return status;
  } catch (const std::exception& e) {
    std::cerr << "parks " << name << ": " << e.what() << "\n";
  }
  return kBadInput;
}

int run_command(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << kUsage;
    return kBadInput;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    std::cout << kUsage;
    return 0;
  }
  if (name == "--version") {
    std::cout << "parks " << parks::version() << "\n";
    return 0;
  }
  if (name == "analyze") return guarded(name, [&] { return analyze(Args(argv + 2, argv + argc)); });
  const auto command = kCommands.find(name);
  if (command == kCommands.end()) {
    std::cerr << "parks: unknown command '" << name << "' (parks --help lists them)\n";
    return kBadInput;
  }
  const auto& games = command->second;
  const std::string game = argc > 2 ? argv[2] : "";
  if (game == "--help" || game == "-h") {
    std::cout << "usage: parks " << name << " GAME [options]   (games: " << games_of(games) << "; parks " << name
              << " GAME --help for the options)\n";
    return 0;
  }
  if (game.empty() || game[0] == '-') {
    std::cerr << "parks " << name << ": missing GAME (" << games_of(games) << ")\n";
    return kBadInput;
  }
  const auto run = games.find(game);
  if (run == games.end()) {
    std::cerr << "parks " << name << ": unknown game '" << game << "' (" << name << " knows " << games_of(games) << ")\n";
    return kBadInput;
  }
  return guarded(name, [&] { return run->second(Args(argv + 3, argv + argc)); });
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

// parks analyze EXPERIMENT GAME: the strategy studies (analysis/<game>/), printed as compact
// tables and, with --out, written as JSON, CSV and a Markdown report with PNG plots.
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <new>

#include "agents/agent_spec.h"
#include "analysis/cluster.h"
#include "analysis/report_writer.h"
#include "analysis/strength.h"
#include "analysis/tournament.h"
#include "cli/job_options.h"
#include "cli/registry.h"
#include "engine/core/install_paths.h"

namespace parks::cli {

namespace {

std::vector<ExperimentEntry> all_entries() {
  std::vector<ExperimentEntry> entries;
  for (const GameEntry& game : games())
    if (game.studies)
      for (auto& entry : game.studies()) entries.push_back(std::move(entry));
  return entries;
}

std::string usage(const std::vector<ExperimentEntry>& entries) {
  std::string text =
      "usage: parks analyze EXPERIMENT GAME [options]   or   parks analyze all [GAME] [options]\n"
      "'all' runs every experiment (of GAME) at its default budget and prints the findings: the default report.\n"
      "experiments:\n";
  for (const auto& e : entries) text += "  " + e.experiment + " " + e.game + ": " + e.help + "\n";
  return text;
}

std::string pairs(const std::vector<ExperimentEntry>& entries) {
  std::string text;
  for (const auto& e : entries) text += (text.empty() ? "" : ", ") + e.experiment + " " + e.game;
  return text;
}

// The help of a data flag: the games whose studies read their component file through it.
std::string data_flag_help(const std::vector<ExperimentEntry>& entries, const std::string& flag,
                           const std::string& file) {
  std::string games;
  for (const auto& e : entries)
    if (e.data_flag == flag && games.find(e.game) == std::string::npos) games += (games.empty() ? "" : ", ") + e.game;
  return games + ": the file the study plays (default data/GAME/" + file + "; PARKS_DATA overrides data/)";
}

std::vector<std::string> read_agent_list(const std::string& list) {
  std::vector<std::string> agents = split_agent_list(list);
  for (const auto& text : agents) {
    try {
      if (parse_agent_spec(text).name == "exec" && Cluster::current().size() > 1)
        throw UsageError("agent '" + text + "': exec agents play in one process: run without mpirun");
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  if (agents.empty()) throw UsageError("--agents is empty");
  return agents;
}

// The data and narrowing flags given that `entry` does not take: "" when it takes them all.
std::string refused_flag(const ExperimentEntry& entry, const po::variables_map& vm) {
  for (const char* flag : {"components", "tiles"})
    if (vm.count(flag) && entry.data_flag != flag)
      return "--" + std::string(flag) + " does not apply to '" + entry.experiment + " " + entry.game + "'" +
             (entry.data_flag.empty() ? " (it reads no component file of its own)"
                                      : " (its flag is --" + entry.data_flag + ")");
  for (const char* flag : {"players", "level", "park"}) {
    if (!vm.count(flag) || std::find(entry.narrows.begin(), entry.narrows.end(), flag) != entry.narrows.end()) continue;
    std::string takes;
    for (const auto& n : entry.narrows) takes += (takes.empty() ? "" : ", ") + ("--" + n);
    return "--" + std::string(flag) + " does not apply to '" + entry.experiment + " " + entry.game + "'" +
           (takes.empty() ? " (it narrows to nothing)" : " (it narrows with " + takes + ")");
  }
  return "";
}

// The data flags (--components, --tiles) and narrowing flags (--players, --level, --park).
void read_study_flags(const po::variables_map& vm, ExperimentOptions& run) {
  for (const char* flag : {"components", "tiles"})
    if (vm.count(flag)) run.components = vm[flag].as<std::string>();
  if (vm.count("players")) run.players = vm["players"].as<int>();
  if (vm.count("level")) run.level = vm["level"].as<int>();
  if (vm.count("park")) run.park = vm["park"].as<std::string>();
}

// What each chosen study rests on; a component file that cannot be read is refused here, before
// any game.
std::vector<Setup> study_setups(const std::vector<const ExperimentEntry*>& chosen, const ExperimentOptions& run) {
  std::vector<Setup> setups;
  for (const ExperimentEntry* entry : chosen) {
    try {
      setups.push_back(entry->setup(run));
    } catch (const std::exception& e) {  // a component file or --park the study cannot play
      throw UsageError(e.what());
    }
  }
  return setups;
}

ExperimentOptions entry_options(const ExperimentEntry& entry, ExperimentOptions options) {
  if (options.games == 0) options.games = entry.default_games;
  if (options.agents.empty()) options.agents = entry.default_agents;
  return options;
}

Report run_entry(const ExperimentEntry& entry, const ExperimentOptions& options, const Setup& setup,
                 std::vector<std::string> strength) {
  const auto start = std::chrono::steady_clock::now();
  Report report;
  try {
    report = entry.run(options);
  } catch (const std::bad_alloc&) {  // studies that keep a record per game
    throw UsageError("--games " + std::to_string(options.games) + " needs more memory than there is for '" +
                     entry.experiment + " " + entry.game + "': use a smaller budget");
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  report.experiment = entry.experiment;
  report.game = entry.game;
  report.seed = options.seed;
  report.budget = options.games;
  report.agents = options.agents;
  report.setup = setup;
  report.strength = std::move(strength);
  for (auto& finding : report.findings) finding = marked_finding(setup, finding);
  return report;
}

}  // namespace

// Draws the plots of every report.json under `dir` with scripts/plot.py. Debian's python3 first:
// python3-matplotlib is installed for it, and a python3 earlier on the PATH may lack it.
bool draw_plots(const std::filesystem::path& dir) {
  std::string python = std::filesystem::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
  std::string script = plot_script().string(), path = dir.string();
  char* argv[] = {python.data(), script.data(), path.data(), nullptr};
  pid_t child = 0;
  if (posix_spawnp(&child, argv[0], nullptr, nullptr, argv, environ) != 0) return false;
  int status = 0;
  return waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int analyze(const Args& args) {
  const auto entries = all_entries();
  po::options_description options("options");
  // clang-format off
  options.add_options()
      ("experiment", po::value<std::string>(), "solo, bonuses, placements, balance, bound or all")
      ("game", po::value<std::string>(), ("the game: " + game_names()).c_str())
      ("games", po::value<std::int64_t>(), "the experiment's budget (see above; default: its own)")
      ("agents", po::value<std::string>(), "comma-separated agent specs (default: the experiment's own)")
      ("variant", po::value<std::vector<std::string>>(), "balance: a rule-variant data file (repeatable)")
      ("components", po::value<std::string>(), data_flag_help(entries, "components", "components.json").c_str())
      ("tiles", po::value<std::string>(), data_flag_help(entries, "tiles", "tiles.json").c_str())
      ("players", po::value<int>(), "narrow a study to one player count (where it loops over them)")
      ("level", po::value<int>(), "narrow a study to one solo level (where it loops over them)")
      ("park", po::value<std::string>(), "narrow a study to one park (where it loops over them)")
      ("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)")
      ("seed", po::value<std::string>()->default_value("1"), "seed; the same seed gives the same report")
      ("out", po::value<std::string>(), "write JSON, CSV, report.md and PNG plots to this directory")
      ("no-plots", "with --out: skip the PNG plots (no python3-matplotlib needed)")
      ("json", "print the report as one JSON object")
      ("quiet", "no progress on stderr");
  // clang-format on
  add_checkpoint_options(options);
  po::positional_options_description positional;
  positional.add("experiment", 1).add("game", 1);
  const auto vm = parse(args, usage(entries), options, positional);
  if (!vm) return 0;
  if (!vm->count("experiment")) throw UsageError("missing EXPERIMENT (" + pairs(entries) + ", or all)");
  const std::string experiment = (*vm)["experiment"].as<std::string>();
  const std::string game = vm->count("game") ? (*vm)["game"].as<std::string>() : "";

  ExperimentOptions run;
  run.seed = read_seed(*vm);
  check_range<int>(*vm, "threads", 0, 4096);
  run.threads = (*vm)["threads"].as<int>();
  run.progress = !vm->count("quiet");
  if (vm->count("games")) {
    check_range<std::int64_t>(*vm, "games", 1, BlockPlan::kMaxGames);
    run.games = (*vm)["games"].as<std::int64_t>();
  }
  if (vm->count("agents")) run.agents = read_agent_list((*vm)["agents"].as<std::string>());
  if (vm->count("variant")) run.variants = (*vm)["variant"].as<std::vector<std::string>>();
  read_study_flags(*vm, run);

  std::vector<const ExperimentEntry*> chosen;
  for (const auto& e : entries)
    if ((experiment == "all" || e.experiment == experiment) && (game.empty() || e.game == game)) chosen.push_back(&e);
  if (experiment == "all") {
    if (vm->count("games") || vm->count("agents") || vm->count("variant"))
      throw UsageError("'all' runs each experiment with its own budget and agents: drop --games, --agents, --variant");
    if (chosen.empty())
      throw UsageError("unknown game '" + game + "' (" +
                       game_names([](const GameEntry& g) { return bool(g.studies); }) + ")");
  } else {
    if (game.empty()) throw UsageError("missing GAME after '" + experiment + "' (" + pairs(entries) + ")");
    if (chosen.empty()) throw UsageError("no experiment '" + experiment + " " + game + "' (" + pairs(entries) + ")");
    if (!run.variants.empty() && experiment != "balance") throw UsageError("--variant applies to 'balance' only");
  }
  for (const ExperimentEntry* entry : chosen)
    if (const std::string refused = refused_flag(*entry, *vm); !refused.empty()) throw UsageError(refused);
  const std::vector<Setup> setups = study_setups(chosen, run);
  std::vector<std::vector<std::string>> strengths;  // read before any game: a broken table stops the run here
  for (std::size_t e = 0; e < chosen.size(); ++e)
    strengths.push_back(agent_strength(setups[e], entry_options(*chosen[e], run).agents));

  std::vector<Checkpoint::Field> data;
  for (const Setup& setup : setups) data.push_back({"components " + setup.game, setup.components_sha256});
  start_job("analyze", *vm, data);
  std::vector<Report> reports;
  bool interrupted = false;
  for (std::size_t e = 0; e < chosen.size() && !interrupted; ++e) {
    const ExperimentEntry* entry = chosen[e];
    if (run.progress && chosen.size() > 1) std::cerr << "analyze " << entry->experiment << " " << entry->game << "\n";
    reports.push_back(run_entry(*entry, entry_options(*entry, run), setups[e], std::move(strengths[e])));
    interrupted = reports.back().interrupted;
  }
  if (vm->count("json")) {
    if (reports.size() == 1) {
      std::cout << report_json(reports.front()).dump(2) << "\n";
    } else {
      nlohmann::json all = {{"schema", kSchema}, {"command", "analyze"}, {"experiment", "all"}};
      for (const auto& report : reports) all["reports"].push_back(report_json(report));
      std::cout << all.dump(2) << "\n";
    }
  } else {
    // Several reports: their findings only; the tables are in the --out files.
    for (std::size_t r = 0; r < reports.size(); ++r)
      std::cout << (r ? "\n" : "") << (reports.size() == 1 ? report_text(reports[r]) : report_summary_text(reports[r]));
  }
  if (vm->count("out") && Cluster::current().rank() == 0) {
    const std::filesystem::path dir = (*vm)["out"].as<std::string>();
    const DrawPlots draw = vm->count("no-plots") ? DrawPlots{} : DrawPlots{draw_plots};
    const bool drawn =
        experiment == "all" ? write_reports(reports, dir, draw) : write_report(reports.front(), dir, draw);
    if (!drawn) {
      std::cerr
          << "parks analyze: the tables are in " << dir.string()
          << " but scripts/plot.py failed to draw the plots (python3-matplotlib missing? scripts/setup installs it)\n";
      return 1;
    }
    std::cerr << "report: " << (dir / "report.md").string() << "\n";
  }
  return interrupted ? kInterrupted : 0;
}

}  // namespace parks::cli

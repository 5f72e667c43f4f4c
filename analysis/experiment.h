#pragma once
// What `parks analyze` runs: an experiment for one game takes its options and returns a
// Report (findings, then sections of tables and the plots drawn from them). The Experiment
// context runs its Monte Carlo parts on the shared runner with one progress line for the
// whole experiment, and after Ctrl-C skips what is left, so the report keeps what was finished.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/format.h"
#include "analysis/report_setup.h"
#include "analysis/runner.h"
#include "analysis/table.h"

namespace parks {

// A reference drawn over a plot's data: on a histogram or lines, a vertical line at `x` with its
// label (a target score, a break-even); on a heat map, the outlined cell (row, col), its label in
// the legend (a landmark, the booth).
struct PlotMark {
  std::string label = {};
  double x = 0;
  int row = 0, col = 0;
  std::string panel = {};  // the one panel it is drawn in (a value of `panel`, or a heat map's `group`); empty: all
};

// A chart scripts/plot.py draws from a table of the same section.
//   bars:      y (an estimate, drawn with its interval) against the labels in x, one bar per
//              value of `group` side by side (horizontal bars when the labels are long);
//   histogram: y (counts or shares) against the values in x, one series per `group`;
//   lines:     y (an estimate, with its band) against the numbers in x, one line per `group`
//              (one panel per group past four groups);
//   heatmap:   `value` at grid cell (x = column, y = row) of a rows x cols grid, one panel per
//              value of `group`.
// Built with designated initializers (Plot{.name = ..., .kind = ...}); what a kind does not use
// stays empty.
struct Plot {
  std::string name = {};  // the PNG's stem, unique within the report
  std::string kind = {};
  std::string table = {};
  std::string x = {}, y = {}, value = {}, group = {};
  int rows = 0, cols = 0;  // heatmap grid
  std::string title = {};
  // Bars, histogram, lines: small multiples with shared axes, one panel per value of this column,
  // or "a,b" for a grid of panels (rows by column a, columns by column b); empty: one panel.
  std::string panel = {};
  std::vector<PlotMark> marks = {};
};

struct Section {
  std::string heading;
  std::vector<std::string> notes;  // sentences printed under the heading
  std::vector<Table> tables;
  std::vector<Plot> plots;
};

struct Report {
  std::string experiment;  // solo, bonuses, placements, balance, bound
  std::string game;        // the game's registry name (cli/registry.h)
  std::string title;
  std::uint64_t seed = 1;
  std::int64_t budget = 0;            // --games as given
  std::vector<std::string> agents;    // the agent specs it played
  std::vector<std::string> findings;  // the headline, one sentence each
  std::vector<std::string> strength;  // how strong each agent that played is (analysis/strength.h)
  std::vector<Section> sections;
  double seconds = 0;
  bool interrupted = false;
  Setup setup;  // what the study rests on
};

struct ExperimentOptions {
  std::int64_t games = 0;  // the experiment's budget; what a game means is in its help
  std::uint64_t seed = 1;
  int threads = 0;
  bool progress = true;
  std::vector<std::string> agents;    // agent specs; empty: the experiment's own
  std::vector<std::string> variants;  // balance: rule-variant data files
  std::string components = {};        // --components or --tiles: the game's component file; empty: the shipped one
  std::optional<int> players = {}, level = {};  // --players, --level: the one value a study narrows to
  std::optional<std::string> park = {};         // --park
};

// The values first..last a study loops over (player counts, levels), or only the one asked for
// with `--flag`, which must be among them.
inline std::vector<int> narrowed(const std::optional<int>& asked, int first, int last, const char* flag) {
  if (asked && (*asked < first || *asked > last))
    throw std::invalid_argument(format("--%s must be between %d and %d for this study, got %d", flag, first, last,
                                       *asked));
  if (asked) return {*asked};
  std::vector<int> values;
  for (int v = first; v <= last; ++v) values.push_back(v);
  return values;
}

// The component data of `file`, read by `load` once for the process: studies ask for it from
// every game they play.
template <class Data, class Load>
const Data& loaded_once(const std::string& file, Load load) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<const Data>> loaded;
  const std::lock_guard lock(mutex);
  auto& data = loaded[file];
  if (!data) data = std::make_unique<const Data>(load(file));
  return *data;
}

// The Monte Carlo side of a running experiment.
class Experiment {
 public:
  // `planned_games`: every game the experiment will play, for the progress line's time estimate.
  Experiment(const ExperimentOptions& options, const std::string& label, std::int64_t planned_games)
      : options_(options),
        progress_(std::make_unique<Progress>(label, planned_games,
                                             options.progress && Cluster::current().rank() == 0)) {
    Interrupt::install();
  }

  const ExperimentOptions& options() const { return options_; }

  // Runs `play(g, summary)` for g = 0..games-1 as run_indexed does; once stopped by Ctrl-C it
  // plays nothing more and returns an empty summary.
  template <class Summary, class Play>
  RunResult<Summary> run(std::int64_t games, const Summary& empty, Play play) {
    if (stopped_) return {empty, 0, true};
    RunOptions run{games, options_.seed, options_.threads, false, ""};
    run.shared_progress = progress_.get();
    auto result = run_indexed(run, empty, play);
    stopped_ = result.interrupted;
    return result;
  }

  bool interrupted() const { return stopped_; }

 private:
  ExperimentOptions options_;
  std::unique_ptr<Progress> progress_;
  bool stopped_ = false;
};

// One experiment of one game, as the CLI lists it.
struct ExperimentEntry {
  std::string experiment;
  std::string game;
  std::int64_t default_games;
  std::string help;  // what --games counts and what the report holds
  std::vector<std::string> default_agents;
  std::function<Report(const ExperimentOptions&)> run;
  std::vector<std::string> narrows = {};  // the narrowing flags it takes: players, level, park
  std::string data_flag = {};             // the flag naming its component file (components, tiles), if any
  std::function<Setup(const ExperimentOptions&)> setup = {};  // what a run with these options rests on
};

}  // namespace parks

// parks train GAME: learns the game's value by self-play (cli/train_kit.h).
#include <algorithm>
#include <cmath>
#include <iostream>

#include "analysis/format.h"
#include "analysis/report_writer.h"
#include "cli/commands.h"
#include "cli/job_options.h"
#include "cli/registry.h"
#include "cli/train_kit.h"

namespace parks::cli {

namespace {

Estimate score_estimate(const CurvePoint& p) {
  const double n = static_cast<double>(p.deals);
  const double mean = n > 0 ? p.score_sum / n : 0;
  const double variance = n > 1 ? std::max(0.0, (p.score_square_sum - n * mean * mean) / (n - 1)) : 0;
  const double half = n > 1 ? 1.96 * std::sqrt(variance / n) : 0;
  return {mean, {mean - half, mean + half}};
}

Estimate win_estimate(const CurvePoint& p) {
  return rate_estimate(static_cast<std::int64_t>(std::llround(p.wins)), p.deals);
}

// Each --mix NAME=V1,V2,...: a game option and its distinct values; the game checks the values.
std::vector<Mix> read_mixes(const po::variables_map& vm) {
  std::vector<Mix> mixes;
  if (!vm.count("mix")) return mixes;
  for (const std::string& text : vm["mix"].as<std::vector<std::string>>()) {
    const std::size_t equals = text.find('=');
    if (equals == 0 || equals == std::string::npos || equals + 1 == text.size())
      throw UsageError("--mix must be OPTION=VALUE,VALUE,... (e.g. players=2,3,4,5), got '" + text + "'");
    Mix mix{text.substr(0, equals), {}};
    for (std::size_t start = equals + 1;;) {
      const std::size_t comma = text.find(',', start);
      std::string value = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (value.empty()) throw UsageError("--mix " + text + ": an empty value");
      if (std::find(mix.values.begin(), mix.values.end(), value) != mix.values.end())
        throw UsageError("--mix " + text + ": '" + value + "' twice");
      mix.values.push_back(std::move(value));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    for (const Mix& other : mixes)
      if (other.option == mix.option) throw UsageError("--mix names --" + mix.option + " twice");
    mixes.push_back(std::move(mix));
  }
  return mixes;
}

bool mixed(const po::variables_map& vm, const std::string& name) {
  if (!vm.count("mix")) return false;
  for (const std::string& text : vm["mix"].as<std::vector<std::string>>())
    if (text.compare(0, name.size() + 1, name + "=") == 0) return true;
  return false;
}

// Every option that changes the weights, as given or defaulted: a resumed run must match it.
std::string training_identity(const std::string& game, const po::variables_map& vm) {
  std::string identity = "parks train " + game;
  for (const auto& [name, value] : vm) {
    if (name == "games" || name == "threads" || name == "quiet" || name == "out" || name == "resume" ||
        name == "save-every" || mixed(vm, name))
      continue;
    if (name == "mix")
      for (const std::string& mix : value.as<std::vector<std::string>>()) identity += " --mix " + mix;
    else identity += " --" + name + " " + option_text(value);
  }
  return identity;
}

TrainOptions read_train_options(const std::string& game, const po::variables_map& vm) {
  check_range<std::int64_t>(vm, "games", 1, std::int64_t{1} << 40);
  check_range<std::int64_t>(vm, "eval-every", 1, std::int64_t{1} << 40);
  check_range<int>(vm, "eval-deals", 1, 1000000);
  check_range<double>(vm, "rate", 1e-6, 1.0);
  check_range<double>(vm, "exploration", 0.0, 1.0);
  check_range<int>(vm, "threads", 0, 4096);
  check_range<double>(vm, "save-every", 1, 86400);
  if (!vm.count("out")) throw UsageError("--out DIR is required: the weights go to DIR/value.weights");
  TrainOptions o;
  o.games = vm["games"].as<std::int64_t>();
  o.seed = read_seed(vm);
  const std::string method = vm["method"].as<std::string>();
  if (method != "td" && method != "mc") throw UsageError("--method must be 'td' or 'mc', got '" + method + "'");
  o.settings = {vm["rate"].as<double>(), vm["exploration"].as<double>(), method == "td"};
  const std::string target = vm["target"].as<std::string>();
  if (target != "score" && target != "win") throw UsageError("--target must be 'score' or 'win', got '" + target + "'");
  o.target = target == "win" ? ValueTarget::Win : ValueTarget::Score;
  o.eval_every = vm["eval-every"].as<std::int64_t>();
  o.eval_deals = vm["eval-deals"].as<int>();
  o.out = vm["out"].as<std::string>();
  o.resume = vm.count("resume") > 0;
  o.progress = !vm.count("quiet");
  o.threads = vm["threads"].as<int>();
  o.save_every = vm["save-every"].as<double>();
  o.mixes = read_mixes(vm);
  o.identity = training_identity(game, vm);
  return o;
}

}  // namespace

std::string curve_line(const CurvePoint& point) {
  return format("after %lld training games: held-out win rate %s, score %s (%lld deals)",
                static_cast<long long>(point.games), quote(win_estimate(point), Quote::Percent).c_str(),
                quote(score_estimate(point), Quote::Number).c_str(), static_cast<long long>(point.deals));
}

void write_training_report(const ValueModel& model, const std::string& title, const Setup& setup,
                           const std::filesystem::path& dir) {
  Report report;
  report.experiment = "train";
  report.game = setup.game;
  report.title = "Learning curve: " + title;
  report.budget = model.games;
  report.agents = {"td"};
  report.setup = setup;
  Table curve{"learning_curve",
              "The td agent on held-out deals (multiplayer: one td seat, the heuristic in the others)",
              {{"training_games", Format::Integer},
               {"deals", Format::Integer},
               {"win_rate", Format::Percent},
               {"mean_score", Format::Number}},
              {}};
  for (const CurvePoint& p : model.curve)
    curve.add_row({static_cast<double>(p.games), static_cast<double>(p.deals), win_estimate(p), score_estimate(p)});
  if (!model.curve.empty()) {
    const CurvePoint& first = model.curve.front();
    const CurvePoint& last = model.curve.back();
    report.findings.push_back(format("After %lld training games the td agent wins %s of held-out deals (untrained: %s)",
                                     static_cast<long long>(last.games),
                                     quote(win_estimate(last), Quote::Percent).c_str(),
                                     quote(win_estimate(first), Quote::Percent).c_str()));
  }
  Section section{"Learning curve", {"Trained by: " + model.command}, {curve}, {}};
  section.plots.push_back(Plot{.name = "win_rate",
                               .kind = "lines",
                               .table = "learning_curve",
                               .x = "training_games",
                               .y = "win_rate",
                               .title = "Held-out win rate against training games"});
  section.plots.push_back(Plot{.name = "mean_score",
                               .kind = "lines",
                               .table = "learning_curve",
                               .x = "training_games",
                               .y = "mean_score",
                               .title = "Held-out mean score against training games"});
  report.sections.push_back(section);
  if (!write_report(report, dir, draw_plots))
    std::cerr << "parks train: scripts/plot.py could not draw the learning curve plots\n";
}

int train(const GameEntry& game, const Args& args) {
  if (!game.train) throw UsageError("parks train " + game.name + ": this game has no learned evaluation");
  po::options_description options("parks train " + game.name + " [options]");
  // clang-format off
  options.add_options()
      ("games", po::value<std::int64_t>()->default_value(100000), "self-play training games (in all, counting a resumed run's)")
      ("seed", po::value<std::string>()->default_value("1"), "seed; the same seed gives the same weights")
      ("rate", po::value<double>()->default_value(0.05), "learning rate: the share of the error a step corrects")
      ("exploration", po::value<double>()->default_value(0.02), "share of uniformly random training moves")
      ("method", po::value<std::string>()->default_value("td"), "td: each afterstate learns the next one's value (TD(0)); mc: the final result (Monte Carlo)")
      ("target", po::value<std::string>()->default_value("score"), "what the value predicts: score (the final score) or win (solo: the chance to win)")
      ("eval-every", po::value<std::int64_t>()->default_value(10000), "training games between two held-out checks")
      ("eval-deals", po::value<int>()->default_value(500), "held-out deals per check (never used in training)")
      ("out", po::value<std::string>(), "directory for value.weights and the learning-curve report (required)")
      ("resume", "continue the training saved in --out")
      ("save-every", po::value<double>()->default_value(60), "least seconds between two saves of the weights")
      ("threads", po::value<int>()->default_value(0), "threads for the held-out checks (0: all cores); training is one thread")
      ("quiet", "no progress on stderr")
      ("mix", po::value<std::vector<std::string>>()->composing(), "OPTION=V1,V2,...: train one value over several settings of a game option, game after game in turn (e.g. --mix players=2,3,4,5 --mix park=yosemite,arches: every combination); the held-out deals are split evenly among the settings");
  // clang-format on
  game.add_options(options);
  const auto vm = parse(args,
                        "Learns the game's value by self-play temporal-difference learning and writes the weights "
                        "(DIR/value.weights) and a learning curve (DIR/report.md). Play them with --agent "
                        "td:weights=DIR/value.weights or mcts:eval=learned,weights=DIR/value.weights.",
                        options, {});
  if (!vm) return 0;
  return game.train(*vm, read_train_options(game.name, *vm));
}

}  // namespace parks::cli

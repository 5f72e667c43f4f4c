#pragma once
// parks train GAME: self-play TD learning of the game's value (agents/learned/train.h), with a
// learning curve on held-out deals, saves that can be resumed, and a report (DIR/report.md, its
// table and plot) next to the weights (DIR/value.weights).
#include <tbb/global_control.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "agents/learned/model_store.h"
#include "agents/learned/train.h"
#include "analysis/interrupt.h"
#include "analysis/progress.h"
#include "cli/options.h"

namespace parks::cli {

struct TrainOptions {
  std::int64_t games = 0;
  std::uint64_t seed = 1;
  TrainSettings settings;
  ValueTarget target = ValueTarget::Score;
  std::int64_t eval_every = 0;  // training games between two held-out checks
  int eval_deals = 0;
  std::filesystem::path out;  // the report's directory; the weights are out/value.weights
  bool resume = false;
  bool progress = true;
  int threads = 0;
  double save_every = 60;  // seconds
  std::string identity;    // the command without what may change on resuming
};

// Writes the report of a model's learning curve into `dir` (cli/train.cpp).
void write_training_report(const ValueModel& model, const std::string& title, const Setup& setup,
                           const std::filesystem::path& dir);
std::string curve_line(const CurvePoint& point);

template <HasLearnedValue State, class GameSetup>
CurvePoint check_held_out(const std::shared_ptr<ValueModel>& model, const GameSetup& setup, const TrainOptions& o) {
  const auto snapshot = std::make_shared<const ValueModel>(*model);
  const auto make_state = setup.template state_maker<State>(kHeldOutSeed);
  const HeldOutResult r = held_out<State>(snapshot, o.eval_deals, [&](int deal) { return make_state(deal); });
  return {model->games, r.games, r.wins, r.score_sum, r.score_square_sum};
}

// The model to go on from: the saved one when resuming (same identity, same stamp), else new.
// Its stamp names the components the run reads (`components_sha256`), so weights trained on
// other components are refused where the shipped ones are read.
template <HasLearnedValue State>
std::shared_ptr<ValueModel> starting_model(const TrainOptions& o, const std::string& components_sha256) {
  const auto weights = o.out / "value.weights";
  ModelStamp stamp = current_stamp<State>();
  if (!components_sha256.empty()) stamp.components = components_sha256;
  if (!o.resume) {
    if (std::filesystem::exists(weights))
      throw UsageError("'" + weights.string() + "' already exists: continue it with --resume, or remove it");
    auto model = std::make_shared<ValueModel>(untrained_model<State>(o.target));
    model->stamp = stamp;
    model->command = o.identity;
    return model;
  }
  ValueModel saved;
  try {
    saved = load_model(weights);
  } catch (const std::runtime_error& e) {
    throw UsageError(std::string("--resume: ") + e.what());
  }
  if (const std::string why = stamp_difference(saved.stamp, stamp); !why.empty())
    throw UsageError("--resume: '" + weights.string() + "' " + why);
  if (saved.command != o.identity)
    throw UsageError("--resume: '" + weights.string() + "' was trained by '" + saved.command + "', not '" + o.identity +
                     "'");
  if (saved.games > o.games)
    throw UsageError("--resume: '" + weights.string() + "' has " + std::to_string(saved.games) +
                     " games already, more than --games " + std::to_string(o.games));
  return std::make_shared<ValueModel>(std::move(saved));
}

template <class GameSetup>
int train_game(const GameSetup& setup, const TrainOptions& o) {
  return setup.dispatch([&]<class State>() -> int {
    if constexpr (!HasLearnedValue<State>) {
      throw UsageError("this game has no learned evaluation");
    } else {
      std::optional<tbb::global_control> threads;
      if (o.threads > 0) threads.emplace(tbb::global_control::max_allowed_parallelism, o.threads);
      std::error_code error;
      std::filesystem::create_directories(o.out, error);
      if (error) throw UsageError("--out '" + o.out.string() + "' cannot be made: " + error.message());
      const Setup described = setup.describe();
      const auto model = starting_model<State>(o, described.components_sha256);
      const auto save = [&] { save_model(o.out / "value.weights", *model); };
      const auto check = [&] {
        model->curve.push_back(check_held_out<State>(model, setup, o));
        std::cout << curve_line(model->curve.back()) << std::endl;
        save();
      };
      if (model->curve.empty()) check();
      TdTrainer<State> trainer(model, o.settings);
      const auto make_state = setup.template state_maker<State>(o.seed ^ kTrainSalt);
      Interrupt::install();
      bool stopped = false;
      {
        Progress progress("train " + std::string(RulesIdentity<State>::kGame), o.games - model->games, o.progress);
        auto last_save = std::chrono::steady_clock::now();
        while (model->games < o.games && !(stopped = Interrupt::requested())) {
          trainer.play(make_state(model->games), o.seed, static_cast<std::uint64_t>(model->games));
          ++model->games;
          progress.advance();
          if (model->games % o.eval_every == 0 || model->games == o.games) check();
          else if (std::chrono::steady_clock::now() - last_save > std::chrono::duration<double>(o.save_every)) save();
          else continue;
          last_save = std::chrono::steady_clock::now();
        }
      }
      save();
      write_training_report(*model, setup.title(), described, o.out);
      if (stopped)
        std::cout << "stopped after " << model->games
                  << " training games, saved: continue with the same command and --resume\n";
      return stopped ? kInterrupted : 0;
    }
  });
}

}  // namespace parks::cli

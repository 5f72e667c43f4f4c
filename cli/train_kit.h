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
#include <typeindex>
#include <vector>

#include "agents/learned/model_store.h"
#include "agents/learned/train.h"
#include "analysis/interrupt.h"
#include "analysis/progress.h"
#include "cli/options.h"

namespace parks::cli {

// A game option trained over several values (--mix players=2,3,4,5).
struct Mix {
  std::string option;
  std::vector<std::string> values;
};

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
  std::vector<Mix> mixes;  // every combination of their values, game after game in turn
  std::string identity;    // the command without what may change on resuming
};

// Writes the report of a model's learning curve into `dir` (cli/train.cpp).
void write_training_report(const ValueModel& model, const std::string& title, const Setup& setup,
                           const std::filesystem::path& dir);
std::string curve_line(const CurvePoint& point);

// The held-out deals are split evenly among the settings; the point adds them up.
template <HasLearnedValue State, class GameSetup>
CurvePoint check_held_out(const std::shared_ptr<ValueModel>& model, const std::vector<GameSetup>& setups,
                          const TrainOptions& o) {
  const auto snapshot = std::make_shared<const ValueModel>(*model);
  const int settings = static_cast<int>(setups.size());
  CurvePoint point{model->games, 0, 0, 0, 0};
  for (int k = 0; k < settings; ++k) {
    const int deals = o.eval_deals / settings + (k < o.eval_deals % settings ? 1 : 0);
    const auto make_state = setups[k].template state_maker<State>(kHeldOutSeed);
    const HeldOutResult r = held_out<State>(snapshot, deals, [&](int deal) { return make_state(deal); });
    point.deals += r.games;
    point.wins += r.wins;
    point.score_sum += r.score_sum;
    point.score_square_sum += r.score_square_sum;
  }
  return point;
}

// One learned value serves every setting of a state type, so the settings trained together must
// share it (A Walk in the Park's solo and multiplayer states are two games to it).
template <class GameSetup>
void check_one_state_type(const std::vector<GameSetup>& setups) {
  const auto type = [](const GameSetup& s) {
    return s.dispatch([]<class State>() { return std::type_index(typeid(State)); });
  };
  for (const GameSetup& s : setups)
    if (type(s) != type(setups.front()))
      throw UsageError("--mix: '" + setups.front().title() + "' and '" + s.title() +
                       "' are different games to the learned value; train them apart");
}

inline std::string training_title(const std::string& first, const std::vector<Mix>& mixes) {
  if (mixes.empty()) return first;
  std::string title = first + "; game after game in turn over every combination of";
  for (std::size_t m = 0; m < mixes.size(); ++m) {
    title += (m ? " and " : " ") + mixes[m].option;
    for (std::size_t v = 0; v < mixes[m].values.size(); ++v) title += (v ? ", " : " ") + mixes[m].values[v];
  }
  return title;
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

// Trains on `setups` (one, or every combination of the --mix values), game g on setups[g % size].
template <class GameSetup>
int train_game(const std::vector<GameSetup>& setups, const TrainOptions& o) {
  check_one_state_type(setups);
  return setups.front().dispatch([&]<class State>() -> int {
    if constexpr (!HasLearnedValue<State>) {
      throw UsageError("this game has no learned evaluation");
    } else {
      std::optional<tbb::global_control> threads;
      if (o.threads > 0) threads.emplace(tbb::global_control::max_allowed_parallelism, o.threads);
      std::error_code error;
      std::filesystem::create_directories(o.out, error);
      if (error) throw UsageError("--out '" + o.out.string() + "' cannot be made: " + error.message());
      Setup described = setups.front().describe();
      if (setups.size() > 1) described.players.reset();
      const auto model = starting_model<State>(o, described.components_sha256);
      const auto save = [&] { save_model(o.out / "value.weights", *model); };
      const auto check = [&] {
        model->curve.push_back(check_held_out<State>(model, setups, o));
        std::cout << curve_line(model->curve.back()) << std::endl;
        save();
      };
      if (model->curve.empty()) check();
      TdTrainer<State> trainer(model, o.settings);
      std::vector<decltype(setups.front().template state_maker<State>(0))> makers;
      for (const GameSetup& setup : setups) makers.push_back(setup.template state_maker<State>(o.seed ^ kTrainSalt));
      Interrupt::install();
      bool stopped = false;
      {
        Progress progress("train " + std::string(RulesIdentity<State>::kGame), o.games - model->games, o.progress);
        auto last_save = std::chrono::steady_clock::now();
        while (model->games < o.games && !(stopped = Interrupt::requested())) {
          const auto& make_state = makers[static_cast<std::size_t>(model->games) % makers.size()];
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
      write_training_report(*model, training_title(setups.front().title(), o.mixes), described, o.out);
      if (stopped)
        std::cout << "stopped after " << model->games
                  << " training games, saved: continue with the same command and --resume\n";
      return stopped ? kInterrupted : 0;
    }
  });
}

}  // namespace parks::cli

#pragma once
// The learned models a run plays with: loaded once per file and shared by every agent, checked
// against the game's feature layout, rules and components before any game is played.
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "agents/learned/features.h"
#include "agents/learned/value_model.h"
#include "engine/core/identity.h"
#include "engine/core/install_paths.h"
#include "engine/core/sha256.h"

namespace parks {

// The stamp of a model trained now on this build's rules and the shipped components.
// A game without a component file (an empty path) has "none".
template <class S>
ModelStamp current_stamp() {
  using Id = RulesIdentity<S>;
  const std::filesystem::path file = Id::components_file();
  if (file.empty()) return {Id::kGame, Learned<S>::kLayout, sha256_hex(Id::kRevision), "none"};
  const auto components = sha256_file(file);
  if (!components) throw std::runtime_error("cannot read '" + file.string() + "'");
  return {Id::kGame, Learned<S>::kLayout, sha256_hex(Id::kRevision), *components};
}

// The shipped weights: data/<game>/value.weights (PARKS_DATA overrides data/).
template <class S>
std::filesystem::path shipped_weights() {
  return data_file(RulesIdentity<S>::kGame, "value.weights");
}

// An untrained model of the game's layout: its initial weights, which value positions as the
// game's evaluation does. A win model starts from them scaled down to about a win's range: the
// same moves are best, and learning brings the values to the probabilities.
inline constexpr float kWinScale = 1.0f / 20;

template <HasLearnedValue S>
ValueModel untrained_model(ValueTarget target = ValueTarget::Score) {
  ValueModel model;
  model.stamp = current_stamp<S>();
  model.target = target;
  model.weights.assign(Learned<S>::kWeights, 0.0f);
  Learned<S>::initial_weights(model.weights);
  if (target == ValueTarget::Win)
    for (float& w : model.weights) w *= kWinScale;
  return model;
}

// The model in `file` (the shipped weights when empty), loaded once; throws std::runtime_error
// with one line when the file cannot be read or was trained on another feature layout or other
// rules. Its components are checked by the commands that know which ones a run reads
// (`components_difference`).
template <HasLearnedValue S>
std::shared_ptr<const ValueModel> shared_model(const std::string& file) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const ValueModel>> loaded;
  const std::string path = file.empty() ? shipped_weights<S>().string() : file;
  const std::lock_guard lock(mutex);
  if (const auto it = loaded.find(path); it != loaded.end()) return it->second;
  auto model = std::make_shared<ValueModel>(load_model(path));
  ModelStamp expected = current_stamp<S>();
  expected.components = model->stamp.components;
  if (const std::string why = stamp_difference(model->stamp, expected); !why.empty())
    throw std::runtime_error("weights file '" + path + "' " + why + ": retrain with parks train " +
                             RulesIdentity<S>::kGame);
  if (model->weights.size() != Learned<S>::kWeights)
    throw std::runtime_error("weights file '" + path + "' holds " + std::to_string(model->weights.size()) +
                             " weights, the layout has " + std::to_string(Learned<S>::kWeights));
  return loaded.emplace(path, std::move(model)).first->second;
}

// Why `model` does not fit a run on the components whose digest is `components_sha256` ("" for
// a game without a component file); empty when it fits.
inline std::string components_difference(const ValueModel& model, const std::string& components_sha256) {
  const std::string run = components_sha256.empty() ? "none" : components_sha256;
  if (model.stamp.components == run) return "";
  return "was trained on components " + model.stamp.components.substr(0, 16) + ", this run reads " + run.substr(0, 16) +
         ": train on them with parks train and its --components option";
}

}  // namespace parks

// The learned models' weights files: what is written is read back exactly, and a damaged, foreign
// or hostile file is refused with one line naming what is wrong.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "agents/learned/value_model.h"

namespace parks {

namespace {

ValueModel sample_model() {
  ValueModel model;
  model.stamp = {"walk", "walk-ntuple-1", std::string(64, 'a'), std::string(64, 'b')};
  model.target = ValueTarget::Win;
  model.games = 1234;
  model.command = "parks train walk --seed 3";
  model.curve = {{0, 10, 4, 170.5, 2900.25}, {1000, 10, 6.5, 180, 3300}};
  model.weights = {0.5f, -1.25f, 3e-7f, 1e20f};
  return model;
}

std::string error_of(const std::string& bytes) {
  try {
    decode_model(bytes);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  return text.replace(text.find(from), from.size(), to);
}

}  // namespace

TEST_SUITE_BEGIN("core");

TEST_CASE("value model: a weights file reads back exactly what was written") {
  const ValueModel model = sample_model();
  const ValueModel back = decode_model(encode_model(model));
  CHECK(back.stamp == model.stamp);
  CHECK(back.target == ValueTarget::Win);
  CHECK(back.games == 1234);
  CHECK(back.command == model.command);
  CHECK(back.curve == model.curve);
  CHECK(back.weights == model.weights);
  CHECK(encode_model(back) == encode_model(model));
}

TEST_CASE("value model: damaged or foreign bytes are refused, naming the problem") {
  const std::string good = encode_model(sample_model());
  CHECK(error_of(good.substr(0, good.size() - 1)).find("bytes of weights") != std::string::npos);
  std::string flipped = good;
  flipped.back() ^= 1;
  CHECK(error_of(flipped).find("SHA-256") != std::string::npos);
  CHECK(error_of(replaced(good, "parks-value 1", "parks-value 9")).find("format 9") != std::string::npos);
  CHECK(error_of(replaced(good, "target win", "target best")).find("target 'best'") != std::string::npos);
  CHECK(error_of(replaced(good, "games 1234", "games -5")).find("not a count") != std::string::npos);
  CHECK(error_of(replaced(good, "weights 4", "weights 99999999999")).find("not a count") != std::string::npos);
  CHECK(error_of(replaced(good, "curve 0,10", "curve x,10")).find("learning-curve") != std::string::npos);
  CHECK(error_of("no header at all").find("no header") != std::string::npos);
  CHECK(error_of(replaced(good, "command ", "game ")).find("twice") != std::string::npos);
}

TEST_CASE("value model: a stamp names the first difference: game, layout, rules, components") {
  const ModelStamp a = sample_model().stamp;
  CHECK(stamp_difference(a, a).empty());
  ModelStamp b = a;
  b.rules = std::string(64, 'c');
  CHECK(stamp_difference(a, b).find("rules") != std::string::npos);
  b = a;
  b.components = std::string(64, 'd');
  CHECK(stamp_difference(a, b).find("components") != std::string::npos);
  b = a;
  b.layout = "walk-ntuple-2";
  CHECK(stamp_difference(a, b).find("layout") != std::string::npos);
  b = a;
  b.game = "hike";
  CHECK(stamp_difference(a, b).find("'walk', not 'hike'") != std::string::npos);
}

TEST_CASE("value model: a learning step at rate 1 reaches its target, a smaller one goes part of the way") {
  ValueModel model;
  model.weights.assign(8, 0.0f);
  Features<4> features;
  features.push_back({1, 1.0f});
  features.push_back({5, 2.0f});
  model.learn(features, 10.0, 1.0);
  CHECK(model.value(features) == doctest::Approx(10.0));
  model.learn(features, 20.0, 0.5);
  CHECK(model.value(features) == doctest::Approx(15.0));
  CHECK(model.weights[0] == 0.0f);
}

TEST_CASE("value model: files that are not regular or are too large are refused before reading") {
  const auto dir = std::filesystem::temp_directory_path() / ("value_model_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto fifo = dir / "fifo";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(load_model(fifo), doctest::Contains("not a readable file"), std::runtime_error);
  CHECK_THROWS_WITH_AS(load_model(dir), doctest::Contains("not a readable file"), std::runtime_error);
  const auto saved = dir / "value.weights";
  save_model(saved, sample_model());
  CHECK(load_model(saved).weights == sample_model().weights);
  std::filesystem::resize_file(saved, kMaxModelBytes + 8192);
  CHECK_THROWS_WITH_AS(load_model(saved), doctest::Contains("larger than"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

TEST_SUITE_END();

}  // namespace parks

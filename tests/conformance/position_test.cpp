// Position files in every game that reads them: any decision reached by play is written and read
// back as the same position, and every shipped example loads and gets stable advice.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "cli/table.h"
#include "engine/core/rng.h"

namespace parks::cli {

namespace {

std::vector<std::string> move_texts(const ArenaState& state) {
  std::vector<std::string> texts;
  for (const auto& action : state.legal_actions()) texts.push_back(action.text);
  return texts;
}

void check_round_trip(const GameEntry& game, const ArenaState& state) {
  const std::string text = game.write_position(state);
  CAPTURE(text);
  const TablePosition back = game.read_position(PositionFile(text, "'written'"));
  CHECK(game.write_position(*back.state) == text);
  CHECK(back.state->current_player() == state.current_player());
  CHECK(move_texts(*back.state) == move_texts(state));
  CHECK(back.state->scores() == state.scores());
  for (int p = 0; p < state.num_players(); ++p) CHECK(back.state->observation(p) == state.observation(p));
}

std::vector<std::filesystem::path> examples_of(const GameEntry& game) {
  std::vector<std::filesystem::path> files;
  const auto folder = std::filesystem::path(PARKS_TEST_DATA).parent_path().parent_path() / "examples" / game.name;
  if (!std::filesystem::is_directory(folder)) return files;
  for (const auto& file : std::filesystem::directory_iterator(folder))
    if (file.path().filename().string().rfind("position", 0) == 0) files.push_back(file.path());
  std::sort(files.begin(), files.end());
  return files;
}

bool reads_positions(const GameEntry& game) { return game.read_position && game.write_position; }

}  // namespace

TEST_SUITE_BEGIN("conformance");

TEST_CASE("conformance: every decision of random games is written as a position file and read back the same") {
  for (const GameEntry& game : games()) {
    if (!reads_positions(game)) continue;
    for (const Variant& variant : game.variants) {
      CAPTURE(game.name);
      CAPTURE(variant.label);
      const auto arena = game.arena(variant.args, 11);
      Rng rng(5);
      int decisions = 0;
      for (std::int64_t deal = 0; deal < 2; ++deal) {
        auto state = arena->new_initial_state(deal);
        while (!state->is_terminal()) {
          if (state->current_player() == kChancePlayer) {
            state->apply_text(state->sample_chance(rng()));
            continue;
          }
          if (decisions++ % 3 == 0) check_round_trip(game, *state);
          const auto legal = state->legal_actions();
          state->apply_id(legal[rng.below(static_cast<std::uint32_t>(legal.size()))].id);
        }
      }
      CHECK(decisions > 0);
    }
  }
}

TEST_CASE("conformance: every game reads positions and ships at least five example positions") {
  for (const char* name : {"walk", "planner", "hike", "minipark"}) {
    CAPTURE(name);
    const GameEntry* game = find_game(name);
    REQUIRE(game);
    CHECK(reads_positions(*game));
    CHECK(examples_of(*game).size() >= 5);
  }
}

// Advice on the same position with other seeds: the same best move, or each run marks the other's
// best as tied with its own (the playouts cannot tell them apart).
TEST_CASE("conformance: the advice on every example position has the same best move over seeds or says tied") {
  for (const GameEntry& game : games()) {
    if (!reads_positions(game)) continue;
    for (const auto& file : examples_of(game)) {
      CAPTURE(file.string());
      const TablePosition position = load_position(file.string(), game.name);
      REQUIRE(position.state->current_player() >= 0);
      std::vector<Advice<std::string>> runs;
      for (std::uint64_t seed : {1, 2, 3}) {
        AdviceConfig config;
        config.seconds = 0;
        config.max_playouts = 160;
        config.seed = seed;
        config.threads = 2;
        config.objective = position.state->num_players() == 1 ? AdviceObjective::Score : AdviceObjective::Win;
        runs.push_back(position.state->advise(parse_agent_spec("greedy"), config));
        CHECK(runs.back().moves.size() == position.state->legal_actions().size());
      }
      const auto tied_in = [](const Advice<std::string>& run, const std::string& move) {
        for (std::size_t i = 0; i < run.moves.size(); ++i)
          if (run.moves[i] == move) return i == 0 || run.samples[i].tied;
        return false;
      };
      for (const auto& a : runs)
        for (const auto& b : runs) {
          if (a.moves.front() == b.moves.front()) continue;
          const std::string why = b.moves.front() + " best with one seed, clearly below " + a.moves.front();
          CHECK_MESSAGE(tied_in(a, b.moves.front()), why);
        }
    }
  }
}

// A budget too short for one round cuts the round wherever the clock says; whatever the cut, every
// move keeps at least two playouts and the totals add up.
TEST_CASE("conformance: advice cut short by its time budget still ranks every move on its own playouts") {
  for (const GameEntry& game : games()) {
    if (!reads_positions(game)) continue;
    for (const auto& file : examples_of(game)) {
      CAPTURE(file.string());
      const TablePosition position = load_position(file.string(), game.name);
      AdviceConfig config;
      config.seconds = 1e-4;
      config.threads = 2;
      const auto advice = position.state->advise(parse_agent_spec("greedy"), config);
      REQUIRE(advice.moves.size() == position.state->legal_actions().size());
      if (advice.moves.size() < 2) continue;
      std::int64_t playouts = 0;
      for (const auto& sample : advice.samples) {
        CHECK(sample.playouts >= 2);
        playouts += sample.playouts;
      }
      CHECK(playouts == advice.playouts);
      CHECK(advice.looks >= 1);
    }
  }
}

TEST_CASE("conformance: advice with the same seed and playout cap is the same whatever the thread count") {
  for (const GameEntry& game : games()) {
    if (!reads_positions(game)) continue;
    const auto files = examples_of(game);
    if (files.empty()) continue;
    CAPTURE(game.name);
    const TablePosition position = load_position(files.front().string(), game.name);
    AdviceConfig config;
    config.seconds = 0;
    config.max_playouts = 48;
    config.threads = 1;
    const auto one = position.state->advise(parse_agent_spec("greedy"), config);
    config.threads = 2;
    const auto two = position.state->advise(parse_agent_spec("greedy"), config);
    CHECK(one.moves == two.moves);
    CHECK(one.playouts == two.playouts);
    for (std::size_t i = 0; i < one.moves.size(); ++i) CHECK(one.samples[i].score_mean == two.samples[i].score_mean);
  }
}

}  // namespace parks::cli

// Position files of A Walk in the Park (cli/walk/position.h): the examples load, every state
// reached by play is written and read back as the same position, a mistyped file is refused
// with one line naming its line, and the advisor's answer on an example does not hang on the seed.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "cli/arena_kit.h"
#include "cli/table.h"
#include "cli/walk/position.h"
#include "cli/walk/setup.h"
#include "engine/core/rng.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using namespace parks::cli;
using parks::testing::kSource;

namespace {

TablePosition read_text(const std::string& text) { return read_walk_position(PositionFile(text, "'test'")); }

// The one-line message that reading `text` fails with, or "" when it reads.
std::string error_of(const std::string& text) {
  try {
    read_text(text);
  } catch (const UsageError& e) {
    const std::string what = e.what();
    CHECK(what.find('\n') == std::string::npos);
    return what;
  }
  return "";
}

std::vector<std::filesystem::path> example_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kSource / "examples" / "walk"))
    if (entry.path().filename().string().rfind("position-", 0) == 0) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

template <class State>
std::vector<std::string> legal_texts(const State& state) {
  std::vector<std::string> texts;
  if (state.current_player() < 0) return texts;
  ActionList<State> actions;
  state.legal_actions(actions);
  for (const auto& action : actions) texts.push_back(walk::to_string(action));
  return texts;
}

// What two states show and will do: every seat's observation, score and legal moves, the state
// itself but for what play leaves behind unread, and the same random continuation to the end.
template <class State>
void check_same(const State& a, const State& b) {
  REQUIRE(a.current_player() == b.current_player());
  CHECK(legal_texts(a) == legal_texts(b));
  for (int p = 0; p < a.num_players(); ++p) {
    CHECK(walk::observation_json(a, p) == walk::observation_json(b, p));
    CHECK(a.score(p) == b.score(p));
  }
  // Equal as states once what play left behind and never reads again is copied over: the last
  // roll between turns, the last bonus path's piece, the T-as-ibis flag once the roll is drawn.
  const auto pa = a.progress();
  auto pb = b.progress();
  const bool in_turn = a.phase() != walk::Phase::Roll && a.phase() != walk::Phase::Over;
  if (!in_turn) pb.roll = pa.roll;
  if (a.phase() != walk::Phase::BonusPath) pb.bonus_piece = pa.bonus_piece;
  if (!in_turn || pa.drawn) pb.ibis_for_t = pa.ibis_for_t;
  State c = b;
  c.set_progress(pb);
  CHECK(c == a);
  State x = a, y = b;
  Rng rng(7);
  while (!x.is_terminal()) {
    REQUIRE(x.current_player() == y.current_player());
    if (x.current_player() == kChancePlayer) {
      const auto roll = x.sample_chance(rng);
      x.apply(roll);
      y.apply(roll);
      continue;
    }
    ActionList<State> xs, ys;
    x.legal_actions(xs);
    y.legal_actions(ys);
    REQUIRE(std::equal(xs.begin(), xs.end(), ys.begin(), ys.end()));
    const auto action = xs[rng.below(static_cast<std::uint32_t>(xs.size()))];
    x.apply(action);
    y.apply(action);
  }
  REQUIRE(y.is_terminal());
  for (int p = 0; p < a.num_players(); ++p) CHECK(x.score(p) == y.score(p));
}

// Plays random games with `options` and writes and reads back every state on the way.
template <class State>
int round_trips(const std::vector<std::string>& options, int games, std::uint64_t seed) {
  const auto setup =
      std::make_shared<const WalkSetup>(GameOptions<WalkSetup>{add_walk_options, read_walk_options}.parse(options));
  const auto make = setup->template state_maker<State>(seed);
  Rng rng(seed);
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    State state = make(g);
    while (true) {
      const TablePosition position = table_position<WalkSetup, State>("walk", setup, options, state);
      const std::string text = write_walk_position(*position.state);
      INFO(text);
      const TablePosition back = read_text(text);
      const auto* typed = typed_state<WalkSetup, State>(*back.state);
      REQUIRE(typed != nullptr);
      CHECK(write_walk_position(*back.state) == text);
      check_same(state, typed->state());
      ++checked;
      if (state.is_terminal()) break;
      ActionList<State> actions;
      if (state.current_player() == kChancePlayer) {
        state.apply(state.sample_chance(rng));
      } else {
        state.legal_actions(actions);
        state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
      }
    }
  }
  return checked;
}

const std::string kSoloDraw =
    "game: walk\n"
    "level: 1\n"
    "roll: T\n"
    "sheet:\n"
    "  grid\n"
    "  .  .  .  .  .\n"
    "  .  .  .  .  .\n"
    "  .  EW +  .  .\n"
    "  .  .  .  .  .\n"
    "  .  .  .  .  .\n";

const std::string kSoloIbis =
    "game: walk\n"
    "level: 1\n"
    "roll: T\n"
    "sheet:\n"
    "  grid\n"
    "  .  .  .  .  .\n"
    "  .  .  .  .  .\n"
    "  .  X  +  .  .\n"
    "  .  .  .  .  .\n"
    "  .  .  .  .  .\n";

}  // namespace

TEST_SUITE_BEGIN("walk");

TEST_CASE("walk position: every example loads as a decision and draws with its legend") {
  const auto files = example_files();
  CHECK(files.size() >= 5);
  std::vector<std::string> phases;
  for (const auto& file : files) {
    INFO(file.string());
    const TablePosition position = load_position(file.string(), "walk");
    CHECK(position.state->current_player() >= 0);
    CHECK(position.state->drawing().find("Squares are row,col") != std::string::npos);
    phases.push_back(position.state->observation(0).at("phase").get<std::string>());
  }
  // W8, W11, W12: every kind of decision the game has.
  for (const char* phase : {"draw", "pick", "bonus path", "finish"})
    CHECK_MESSAGE(std::find(phases.begin(), phases.end(), phase) != phases.end(), "no example of " << phase);
}

TEST_CASE("walk position: a typed solo position is the state the rules reach") {
  const TablePosition position = read_text(kSoloDraw);
  const auto* solo = typed_state<WalkSetup, walk::SoloState>(*position.state);
  REQUIRE(solo != nullptr);
  CHECK(solo->state().turn() == 1);  // one roll drawn: turn 2
  CHECK(solo->state().phase() == walk::Phase::Draw);
  CHECK(solo->state().roll() == walk::Piece::T);
  CHECK(solo->state().turn_limit() == 18);  // W12: level 1
}

TEST_CASE("walk position: solo states from play read back the same") {
  CHECK(round_trips<walk::SoloState>({"--players", "1"}, 12, 1) > 300);
  CHECK(round_trips<walk::SoloState>({"--players", "1", "--level", "4", "--layout", "random"}, 6, 2) > 100);
}

TEST_CASE("walk position: multiplayer states from play read back the same") {
  CHECK(round_trips<walk::PartyState>({"--players", "3"}, 6, 3) > 300);
  CHECK(round_trips<walk::PartyState>({"--players", "6", "--layout", "random"}, 2, 4) > 200);
}

TEST_CASE("walk position: mistyped files are refused naming the line") {
  CHECK(error_of(kSoloDraw + "colour: red\n") == "'test' line 11: unknown key 'colour'");
  CHECK(error_of("game: walk\nplayers: 9\n") == "'test' line 2: 'players:' must be 1 to 6, got 9");
  CHECK(error_of("game: walk\nplayers: 2\nlevel: 3\n") ==
        "'test' line 3: 'level:' is for a solo game (players: 1): several players have no turn limit (W12)");
  CHECK(error_of("game: walk\nsheet:\n  grid\n  . . . . .\n  . . . . .\n  . . + . .\n  . . . . .\n  . . . . .\n") ==
        "'test': missing 'roll:'");
  CHECK(
      error_of(kSoloDraw + "turn: 5\n")
          .find(
              "line 4: the sheet shows 1 rolls drawn (its filled squares less the centre and the bonus paths), but at turn 5 it would show 4") !=
      std::string::npos);
  CHECK(error_of("game: walk\nroll: dice\nsheet:\n  grid\n  . . . . .\n  . . . . .\n  . . + . .\n  . . . . .\n"
                 "  . . . . .\n") == "'test' line 2: 'roll:' must be curve, straight, T or ibis, got 'dice'");
  CHECK(error_of("game: walk\nroll: T\nsheet:\n  grid\n  . . . . .\n  . . . . .\n  . . + . .\n  . . . . .\n"
                 "  . QQ . . .\n") == "'test' line 9: in 'sheet:', bad token 'QQ' at 4,1");
}

TEST_CASE("walk position: positions the rules cannot reach are refused") {
  // W10: a T drawn as an ibis needs the bonus.
  CHECK(error_of(kSoloDraw + "t_as_ibis: yes\n") ==
        "'test' line 11: 't_as_ibis: yes' needs the t_to_ibis bonus ticked on the acting sheet (W10)");
  // W8: a pick needs a visit to pay for it.
  CHECK(error_of(kSoloDraw + "phase: pick\n") ==
        "'test' line 4: the sheet visits 0 landmarks but ticks 0 bonuses and owes 1 picks: each visit gives one "
        "pick while fewer than 6 bonuses are ticked (W8)");
  // W11: nothing to convert, so the turn is over.
  CHECK(error_of(kSoloIbis + "phase: finish\n") ==
        "'test' line 11: the acting sheet has no curve or straight it may still convert (W11): its turn is over");
  // W12: the game goes on.
  CHECK(error_of("game: walk\nphase: over\nturn: 1\nsheet:\n  grid\n  . . . . .\n  . . . . .\n  . EW + . .\n"
                 "  . . . . .\n  . . . . .\n")
            .find("'phase: over' but the game goes on") != std::string::npos);
  // W13: with several players each sheet says which visits were first.
  const std::string two =
      "game: walk\nplayers: 2\nseat: 2\nroll: curve\n"
      "sheet 1:\n  grid\n  . . . . .\n  . . . . .\n  EW EW + . .\n  . . . . .\n  . . . . .\n"
      "sheet 2:\n  grid\n  . . . . .\n  . . . . .\n  . . + . .\n  . . . . .\n  . . . . .\n";
  CHECK(error_of(two).find("line 5: sheet 1 visits 2,0: add a line 'first ...'") != std::string::npos);
  CHECK(error_of(two).find("(W13)") != std::string::npos);
  const std::string first = two.substr(0, two.find("sheet 2:")) + "  first 2,0\n" + two.substr(two.find("sheet 2:"));
  CHECK(error_of(first) ==
        "'test' line 13: sheet 2 shows 0 rolls drawn (its filled squares less the centre and "
        "the bonus paths), but beside the other sheets at turn 2 it would show 1: every seat "
        "draws every roll (W12)");
  const std::string wrong_first =
      two.substr(0, two.find("sheet 2:")) + "  first 4,4\n" + two.substr(two.find("sheet 2:"));
  CHECK(error_of(wrong_first) == "'test' line 12: 'first' lists 4,4, not a landmark (W3)");
  const std::string no_seat = "game: walk\nplayers: 2\nroll: curve\n" + first.substr(first.find("sheet 1:"));
  CHECK(error_of(no_seat).find("'test': missing 'seat:'") == 0);
}

TEST_CASE("walk position: the advice on an example does not hang on the seed") {
  const TablePosition position =
      load_position((kSource / "examples" / "walk" / "position-solo-draw.txt").string(), "walk");
  AdviceConfig config;
  config.seconds = 0;
  config.max_playouts = 200;
  std::vector<Advice<std::string>> advice;
  for (std::uint64_t seed : {1, 2, 3}) {
    config.seed = seed;
    advice.push_back(position.state->advise(parse_agent_spec("heuristic"), config));
  }
  const std::string& best = advice[0].moves.front();
  for (const auto& a : advice) {
    REQUIRE(!a.moves.empty());
    const auto at = std::find(a.moves.begin(), a.moves.end(), best) - a.moves.begin();
    CHECK_MESSAGE((at == 0 || a.samples[static_cast<std::size_t>(at)].tied), best << " is ranked " << at + 1);
  }
}

TEST_SUITE_END();

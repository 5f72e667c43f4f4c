// Mini Park position files (docs/minipark.md, "Position files"): the table replayed into a state
// and back, the file form read and written, the examples, the one-line errors, and the advice.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cli/minipark/position.h"
#include "engine/minipark/drawing.h"
#include "engine/minipark/table.h"
#include "tests/cli/run_parks.h"
#include "tests/minipark/game_util.h"

using namespace parks;
using namespace parks::minipark;

TEST_SUITE_BEGIN("minipark");

namespace {

using parks::cli::PositionFile;

cli::TablePosition read_text(const std::string& text, const std::string& where = "'f'") {
  return cli::read_minipark_position(PositionFile(text, where));
}

const std::string k5Offer = "offer: Wooded Island, Fountain, Pavilion, Arched Bridge, Construction Zone";
const std::string k3Offer = "offer: Monument, Arched Bridge, Construction Zone";

// Plays random games of the game `options` (a position file's option keys) sets, calling `visit`
// on every state after the setup.
template <class Visit>
void random_states(const std::string& options, int games, std::uint64_t seed, Visit visit) {
  const auto position = read_text("game: minipark\n" + options +
                                  "\nplayer: 1\nstart: tree none turn 0 at 0,0\nface-up 0: bush straight\n"
                                  "face-up 1: bench straight\n");
  const auto& game = position.game;
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    auto state = game->new_initial_state(g);
    for (int ply = 0; !state->is_terminal(); ++ply) {
      const State* typed = cli::minipark_state(*state);
      REQUIRE(typed);
      if (typed->phase() != Phase::Setup) visit(*state, *typed);
      if (state->current_player() == kChancePlayer) {
        state->apply_text(state->sample_chance(rng()));
      } else {
        const auto legal = state->legal_actions();
        state->apply_id(legal[rng.below(static_cast<std::uint32_t>(legal.size()))].id);
      }
    }
    visit(*state, *cli::minipark_state(*state));
  }
}

// Everything a player sees of a run-time state: its file, moves, seat, scores and observations.
std::string seen(const cli::ArenaState& state) {
  std::string text = cli::write_minipark_position(state) + std::to_string(state.current_player()) + "\n";
  for (const auto& action : state.legal_actions()) text += action.text + ";";
  for (int p = 0; p < state.num_players(); ++p)
    text += std::to_string(state.scores()[static_cast<std::size_t>(p)]) + state.observation(p).dump();
  return text;
}

}  // namespace

TEST_CASE("position: the table replays into the same state at every point of random games") {
  int states = 0, stacked = 0;
  std::set<Phase> phases;
  for (const std::string& options :
       std::vector<std::string>{"players: 3", "players: 2\nrules: advanced", "players: 5\nexpansions: yes\n" + k5Offer,
                                "players: 3\nrules: advanced\nexpansions: yes\n" + k3Offer,
                                "players: 2\nexpansions: yes\noffer: Arched Bridge, Construction Zone"}) {
    CAPTURE(options);
    random_states(options, 4, 11, [&](const cli::ArenaState&, const State& state) {
      const State again = State::at_table(state.park().tiles(), state.options(), state.table());
      CHECK(again == state);
      ++states;
      stacked += state.stacks() > 0;
      phases.insert(state.phase());
    });
  }
  CHECK(states > 500);
  CHECK(stacked > 0);  // a hammer tile over a placed tile (the expansion)
  for (const Phase phase :
       {Phase::Turn, Phase::Draw, Phase::PlaceDrawn, Phase::Refill, Phase::Reveal, Phase::Expansion, Phase::Over})
    CHECK_MESSAGE(phases.count(phase), static_cast<int>(phase));
}

TEST_CASE("position: a file written at any decision reads back to the same position") {
  int states = 0;
  for (const std::string& options :
       std::vector<std::string>{"players: 4", "players: 3\nrules: advanced\nexpansions: yes\n" + k3Offer,
                                "players: 5\nexpansions: yes\n" + k5Offer}) {
    CAPTURE(options);
    random_states(options, 2, 7, [&](const cli::ArenaState& state, const State&) {
      const std::string text = cli::write_minipark_position(state);
      const auto again = read_text(text);
      CHECK(cli::write_minipark_position(*again.state) == text);
      CHECK(seen(*again.state) == seen(state));
      ++states;
    });
  }
  CHECK(states > 200);
}

TEST_CASE("position: every example loads and its drawing names the cells of its moves") {
  const auto folder = parks::testing::kSource / "examples" / "minipark";
  int examples = 0;
  std::set<std::string> decisions;
  for (const auto& file : std::filesystem::directory_iterator(folder)) {
    const std::string name = file.path().filename().string();
    if (name.rfind("position-", 0) != 0) continue;
    CAPTURE(name);
    const auto position = read_text(parks::testing::read_file(file.path()), name);
    REQUIRE(cli::minipark_state(*position.state));
    REQUIRE(position.state->current_player() >= 0);
    const std::string drawing = position.state->drawing();
    for (const auto& action : position.state->legal_actions()) {
      const auto at = action.text.find(" at ");
      if (at != std::string::npos) CHECK(drawing.find(action.text.substr(at + 4)) != std::string::npos);
      decisions.insert(action.text.substr(0, action.text.find(' ', 6)));
    }
    ++examples;
  }
  CHECK(examples >= 5);
  // Every kind of decision: a face-up tile, the draw, a character, the drawn tile, an offered tile.
  for (const char* kind : {"place face-up", "draw", "character", "place drawn", "place offer"})
    CHECK_MESSAGE(decisions.count(kind), kind);
}

namespace {

const std::string kGood = R"(game: minipark
players: 2
rules: basic
expansions: no
player: 2
start: bench straight turn 0 at 0,0
move 1: bush straight turn 0 at 0,1   # player 1
face-up 0: tree none
face-up 1: lake none 2 fish
)";

std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

void check_error(const std::string& text, const std::string& message) {
  CAPTURE(text);
  CHECK_THROWS_WITH_AS(read_text(text), message.c_str(), std::runtime_error);
}

}  // namespace

TEST_CASE("position: a small file reads as written") {
  const auto position = read_text(kGood);
  const State& state = *cli::minipark_state(*position.state);
  CHECK(state.phase() == Phase::Turn);
  CHECK(state.turn_player() == 1);
  CHECK(state.park().size() == 2);
  CHECK(state.score(0) == 1);  // M3: one point per neighbour
  CHECK(state.unseen() == 30 - 4);
}

TEST_CASE("position: bad files give one line naming the line") {
  check_error(with(kGood, "player: 2", "playr: 2"), "'f' line 5: unknown key 'playr' (did you mean player?)");
  check_error(with(kGood, "players: 2", "players: 7"), "'f' line 2: 'players:' must be 2 to 5, got 7");
  check_error(with(kGood, "rules: basic", "rules: expert"), "'f' line 3: 'rules:' is basic or advanced, got 'expert'");
  check_error(with(kGood, "player: 2", "player: 1"),
              "'f' line 5: it is player 2's turn: 1 move is over, and move m is player ((m - 1) mod 2) + 1's");
  check_error(with(kGood, "bush straight turn 0", "bush stright turn 0"),
              "'f' line 7: no tile 'bush stright' in the tile set (did you mean bush straight?)");
  check_error(with(kGood, "turn 0 at 0,1", "turn 0 at 0,1 x"),
              "'f' line 7: a tile laid is 'NAME turn R at X,Y', got "
              "'bush straight turn 0 at 0,1 x'");
  // M3: the straight road of the start tile runs south into the new tile, which must meet it.
  check_error(with(kGood, "bush straight turn 0 at 0,1", "bush straight turn 1 at 0,1"),
              "'f' line 7: 'bush straight' turn 1 does not fit at 0,1: its roads must meet its neighbours' roads, and "
              "no road may end on a side without one (M3)");
  check_error(with(kGood, "at 0,1", "at 0,2"),
              "'f' line 7: 0,2 borders no tile laid before move 1: a tile is laid next to the park (M3)");
  check_error(with(kGood, "at 0,1", "at 1,2147483647"),
              "'f' line 7: the cell 1,2147483647 lies farther from the start tile than any park reaches");
  check_error(with(kGood, "at 0,1", "at -2147483648,0"),
              "'f' line 7: the cell -2147483648,0 lies farther from the start tile than any park reaches");
  check_error(with(kGood, "move 1:", "move 2:"),
              "'f' line 7: nothing on move 1: every move from 1 lays a tile or places a character");
  check_error(with(kGood, "face-up 0: tree none", "face-up 0: lake none 2 fish"),
              "'f' line 9: more 'lake none 2 fish' tiles than the tile set holds (1), counting the park, face-up, "
              "drawn and set-aside tiles");
  check_error(with(kGood, "face-up 1: lake none 2 fish", "face-up 1: empty\n")
                  .replace(kGood.find("face-up 0: tree none"), 20, "face-up 0: empty"),
              "'f' line 8: face-up 0 is empty while the stack holds 28 tiles: a face-up tile taken is replaced");
  // M6: the cat stands on a bush.
  check_error(with(kGood, "face-up 0", "move 2: character cat at 0,0\nface-up 0"),
              "'f' line 8: the cat stands on a bush, and 0,0 holds 'bench straight' (M6)");
  check_error(with(kGood, "face-up 0", "move 2: character cat at 0,1 objective bird\nface-up 0"),
              "'f' line 8: objective cards are in the advanced rules only");
  check_error(with(with(kGood, "face-up 0", "move 2: character cat at 0,1\nmove 3: character bird at 0,0\nface-up 0"),
                   "player: 2", "player: 2"),
              "'f' line 9: the bird stands on a tree, and 0,0 holds 'bench straight' (M6)");
  check_error(with(kGood, "face-up 0", "move 2: character cat at 0,1\nmove 4: character child at 0,0\nface-up 0"),
              "'f' line 9: nothing on move 3: every move from 1 lays a tile or places a character");
  check_error(with(kGood, "face-up 0", "drawn: tree none\nset aside: tree none\nface-up 0"),
              "'f' line 9: more 'tree none' tiles than the tile set holds (2), counting the park, face-up, drawn and "
              "set-aside tiles");
  check_error(with(kGood, "face-up 0", "offer: Fountain\nface-up 0"),
              "'f' line 8: 'Fountain' is an expansion tile: the game is played without the expansion");
}

TEST_CASE("position: a basic player places one character and the second is refused") {
  // M6: one character each in basic rules.
  const std::string text = with(with(kGood, "face-up 0",
                                     "move 2: character cat at 0,1\nmove 3: tree none turn 0 at 1,0\n"
                                     "move 4: character working man at 0,0\nface-up 0"),
                                "face-up 0: tree none", "face-up 0: lake none 1 fish");
  check_error(text, "'f' line 10: player 2 (move 4) places more characters than the rules allow (1 each, M6)");
}

TEST_CASE("position: the advice on an example is the same for seeds 1 2 and 3 or marked tied") {
  const auto file = parks::testing::kSource / "examples" / "minipark" / "position-drawn-tile.txt";
  std::vector<nlohmann::json> runs;
  for (int seed = 1; seed <= 3; ++seed) {
    const auto run =
        parks::testing::run_parks("advise minipark " + parks::testing::quoted(file) +
                                  " --time 0 --playouts 60 --threads 1 --json --seed " + std::to_string(seed));
    REQUIRE_MESSAGE(run.status == 0, run.err);
    runs.push_back(nlohmann::json::parse(run.out));
  }
  const std::string best = runs[0]["moves"][0]["move"];
  for (const auto& run : runs) {
    bool same_or_tied = run["moves"][0]["move"] == best;
    for (const auto& move : run["moves"])
      if (move["move"] == best) same_or_tied = same_or_tied || move["tied"].get<bool>();
    CHECK_MESSAGE(same_or_tied, run.dump());
  }
}

TEST_SUITE_END();

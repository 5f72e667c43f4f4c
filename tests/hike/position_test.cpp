// Roll & Hike position files (docs/hike.md, "Position files"): every example reads as a decision
// and is drawn; writing a state and reading it back gives the same state at every decision of
// random games in every park at 1-4 players; bad files fail with a one-line message naming the
// line; the advice on an example is stable across seeds.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "agents/agent_spec.h"
#include "agents/random_agent.h"
#include "cli/arena_kit.h"
#include "cli/commands.h"
#include "cli/hike/position.h"
#include "cli/hike/setup.h"
#include "cli/table.h"
#include "engine/hike/drawing.h"
#include "tests/cli/run_parks.h"
#include "tests/hike/playout_checker.h"

using namespace parks;
using namespace parks::hike;
using parks::cli::HikeSetup;
using parks::cli::PositionFile;

namespace {

const std::filesystem::path kExamples = std::filesystem::path(PARKS_TEST_DATA) / ".." / ".." / "examples" / "hike";

std::shared_ptr<const HikeSetup> hike_setup(int players, Park park) {
  const std::vector<std::string> options = {"--players", std::to_string(players), "--park",
                                            std::string(kParkNames[static_cast<int>(park)])};
  return std::make_shared<const HikeSetup>(
      cli::GameOptions<HikeSetup>{cli::add_hike_options, cli::read_hike_options}.parse(options));
}

std::string write(const std::shared_ptr<const HikeSetup>& setup, const State& state) {
  const auto position = cli::table_position<HikeSetup, State>("hike", setup, {}, state);
  return cli::write_hike_position(*position.state);
}

cli::TablePosition read(const std::string& text) { return cli::read_hike_position(PositionFile(text, "'test'")); }

const State& state_of(const cli::TablePosition& position) {
  const auto* typed = cli::typed_state<HikeSetup, State>(*position.state);
  REQUIRE(typed);
  return typed->state();
}

// The message a bad file fails with.
std::string failure(const std::string& text) {
  try {
    read(text);
  } catch (const cli::UsageError& e) {
    return e.what();
  }
  return "(read without error)";
}

// A two-player Yosemite day turn: the keys the bad-input cases change one at a time.
const std::string kDay =
    "game: hike\n"
    "park: yosemite\n"
    "players: 2\n"
    "round: 2\n"
    "phase: day\n"
    "site: 1\n"
    "trail: forest meadow arrowhead mountain\n"
    "dice: fish/bird, taken, arrowhead, sun+water\n"
    "lead die: water+water\n"
    "turn: 1\n"
    "player 1:\n"
    "  suns: 4 gained, 1 spent\n"
    "  water: 3\n"
    "  journal: arrowhead 2, forest 1\n"
    "  canteen scores: 1\n"
    "player 2:\n"
    "  suns: 5 gained\n"
    "  journal: arrowhead 2, meadow 0\n"
    "  canteen scores: 0\n";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike position: every example reads as a decision and is drawn") {
  int examples = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("position-", 0) != 0) continue;
    CAPTURE(name);
    ++examples;
    const auto position = cli::load_position(entry.path().string(), "hike");
    const State& state = state_of(position);
    CHECK(state.current_player() >= 0);
    ActionList<State> actions;
    state.legal_actions(actions);
    CHECK(actions.size() >= 2);
    const std::string drawing = position.state->drawing();
    CHECK(drawing.find("Legend:") != std::string::npos);
    for (const auto& action : actions) CHECK(drawing.find(to_string(action)) != std::string::npos);
    // The file and what the writer writes of it read back to the same state.
    const auto again = read(cli::write_hike_position(*position.state));
    CHECK(State::from_parts(state.components(), state_of(again).parts()) == state);
  }
  CHECK(examples >= 5);
}

TEST_CASE("hike position: the examples cover every kind of decision") {
  std::set<std::string> kinds;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples)) {
    if (entry.path().filename().string().rfind("position-", 0) != 0) continue;
    const auto position = cli::load_position(entry.path().string(), "hike");  // owns the state
    const State& state = state_of(position);
    ActionList<State> actions;
    state.legal_actions(actions);
    for (const auto& action : actions) {
      if (action.kind == ActionKind::Resolve)
        kinds.insert("resolve " + std::to_string(static_cast<int>(state.pending()[action.a].kind)));
      else kinds.insert("kind " + std::to_string(static_cast<int>(action.kind)));
    }
  }
  // Taking a die, the Lead Hiker die, a night section, a night bonus, ending the night; a pending
  // icon, slash, free line, wildlife and landmark to name.
  for (const char* kind : {"kind 0", "kind 1", "kind 3", "kind 4", "kind 5", "resolve 0", "resolve 1", "resolve 2",
                           "resolve 4", "resolve 7"})
    CHECK_MESSAGE(kinds.count(kind), kind);
}

TEST_CASE("hike position: write then read gives the same state at every decision of random games") {
  int decisions = 0, chance_states = 0;
  for (int players = 1; players <= kMaxPlayers; ++players) {
    for (const Park park : parks::hike::testing::kAllParks) {
      const auto setup = hike_setup(players, park);
      for (std::uint64_t game = 0; game < 2; ++game) {
        State state = State::initial(*setup->components, setup->options);
        Rng rng(7919 * game + 31 * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(park));
        RandomAgent<State> random;
        for (;;) {
          const std::string text = write(setup, state);
          CAPTURE(text);
          const auto position = read(text);
          if (state.current_player() >= 0) {
            ++decisions;
            REQUIRE(State::from_parts(state.components(), state_of(position).parts()) == state);
          } else {
            ++chance_states;  // a chance node's stale bookkeeping is not written: the text is
            CHECK(cli::write_hike_position(*position.state) == text);
          }
          if (state.is_terminal()) break;
          state.apply(state.current_player() == kChancePlayer ? sample_chance(state, rng) : random.choose(state, rng));
        }
      }
    }
  }
  MESSAGE("hike positions written and read: " << decisions << " decisions, " << chance_states << " chance states");
  CHECK(decisions > 1000);
}

TEST_CASE("hike position: bad files fail naming the line") {
  REQUIRE(failure(kDay) == "(read without error)");
  CHECK(failure(kDay + "weather: rain\n") == "'test' line 20: unknown key 'weather'");
  CHECK(failure(replaced(kDay, "round: 2", "round: 4")) == "'test' line 4: 'round:' must be 1 to 3, got 4");
  CHECK(failure(replaced(kDay, "players: 2", "players: two")) ==
        "'test' line 3: 'players:' must be a whole number, got 'two'");
  CHECK(failure(replaced(kDay, "park: yosemite", "park: yosemity")) ==
        "'test' line 2: unknown park 'yosemity' (did you mean yosemite?)");
  CHECK(failure(replaced(kDay, "turn: 1\n", "")) == "'test': missing 'turn:'");
  // H4: the binoculars token stays in the box at 1-2 players.
  CHECK(failure(replaced(kDay, "mountain\n", "binoculars\n")) ==
        "'test' line 7: the binoculars token stays in the box at 1-2 players (H4)");
  CHECK(failure(replaced(kDay, "meadow arrowhead", "meadow forest")) ==
        "'test' line 7: token 'forest' is on the trail twice");
  CHECK(failure(replaced(kDay, "sun+water", "sun")) ==
        "'test' line 8: hiking die 4: 'sun' is not a face of it (sun+water, forest/mountain, deer, fish, pencil, "
        "binoculars)");
  CHECK(failure(replaced(kDay, "site: 1", "site: 4")) ==
        "'test' line 6: at day the group is at site 0 to 3 (0 is the trailhead, 4 the trail's end), got 4");
  // H5: the sun track only fills, from the seat's starting Sun.
  CHECK(failure(replaced(kDay, "5 gained", "1 gained")) ==
        "'test' line 16: player 2: suns gained must be 2 to 15, got 1");
  CHECK(
      failure(replaced(kDay, "arrowhead 2, meadow 0", "meadow 2")) ==
      "'test' line 16: player 2: the journal's first spread is the park's landmark, the arrowhead (sketched at setup)");
  CHECK(failure(replaced(kDay, "  canteen scores: 0\n", "")) ==
        "'test' line 16: player 2: 'canteen scores:' lists one score per night scored: 1 here, got 0");
  // A canteen scores at most the row its water reaches.
  CHECK(failure(replaced(kDay, "canteen scores: 1", "canteen scores: 3")) ==
        "'test' line 11: player 1: night 1's canteen score must be 0 to 1, got 3");
  // No choice: the last hiking die is taken for a player who cannot pay a Sun for the Lead Hiker die.
  CHECK(failure(replaced(kDay, "fish/bird, taken, arrowhead, sun+water", "taken, taken, taken, taken")) ==
        "'test' line 8: a day turn with every hiking die taken: the Lead Hiker die is taken at once");
  CHECK(failure(replaced(replaced(kDay, "fish/bird, taken, arrowhead", "taken, taken, taken"), "4 gained, 1 spent",
                         "1 gained, 1 spent")) ==
        "'test' line 5: no choice here: the only move is 'take die 4', which the engine makes by itself");
  CHECK(failure(replaced(kDay, "  water: 3\n", "  water: 3\n  wildlife: fish 2, bird 1, fish 3\n")) ==
        "'test' line 11: player 1: wildlife: 'fish' is given twice");
  CHECK(failure(replaced(kDay, "  water: 3\n", "  water: 3\n  night: forest 1, forest 0\n")) ==
        "'test' line 11: player 1: night: 'forest' is given twice");
  CHECK(failure(replaced(kDay, "turn: 1", "turn: 1\npending:\n  mark pencil")) ==
        "'test' line 11: 'pending:' only at die taken, lead taken, free lines or night");
}

TEST_CASE("hike position: pending tasks read back in the engine's words") {
  const std::string die_taken = replaced(replaced(kDay, "phase: day", "phase: die taken"), "turn: 1",
                                         "turn: 1\npending:\n  choose fish/bird\n  mark pencil level 1");
  const auto position = read(die_taken);  // owns the state
  const State& state = state_of(position);
  REQUIRE(state.pending().size() == 2);
  CHECK(task_words(state.pending()[0]) == "choose fish/bird from hiking die");
  CHECK(task_words(state.pending()[1]) == "mark pencil from bonus level 1");
  CHECK(failure(replaced(die_taken, "mark pencil", "mark sun")) ==
        "'test' line 11: pending 'mark sun level 1': suns and water are marked at once: never pending");
  CHECK(failure(replaced(die_taken, "mark pencil", "draw pencil"))
            .find("'test' line 11: pending 'draw pencil level 1': "
                  "not a task") == 0);
  CHECK(failure(replaced(die_taken, "choose fish/bird", "choose fish/bird level 2")) ==
        "'test' line 11: 'mark pencil level 1': tasks are listed by level, the lowest first");
}

TEST_CASE("hike position: the advice on an example is stable across seeds") {
  const auto position = cli::load_position((kExamples / "position-day.txt").string(), "hike");
  const AgentSpec policy = parse_agent_spec("heuristic");
  std::vector<Advice<std::string>> advice;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    AdviceConfig config;
    config.seconds = 0;
    config.max_playouts = 200;
    config.seed = seed;
    advice.push_back(position.state->advise(policy, config));
  }
  for (const auto& other : advice) {
    REQUIRE(!other.moves.empty());
    if (other.moves.front() == advice.front().moves.front()) continue;
    // A different best move: then the two are within each other's interval.
    bool tied = false;
    for (std::size_t i = 0; i < other.moves.size(); ++i)
      tied = tied || (other.moves[i] == advice.front().moves.front() && other.samples[i].tied);
    CHECK_MESSAGE(tied, other.moves.front() << " against " << advice.front().moves.front());
  }
}

TEST_CASE("hike position: parks advise ranks an example and refuses a bad file in one line") {
  using parks::testing::quoted;
  const auto example = kExamples / "position-free-lines.txt";
  const auto run = parks::testing::run_parks("advise hike " + quoted(example) + " --time 0 --playouts 64");
  CHECK(run.status == 0);
  CHECK(run.out.find("[2 forest]") != std::string::npos);          // the drawing: the group at site 2
  CHECK(run.out.find("resolve 1 option 2") != std::string::npos);  // a free line on spread 2
  const auto bad = std::filesystem::temp_directory_path() / ("hike_position_" + std::to_string(getpid()) + ".txt");
  {
    std::ofstream out(bad);
    out << replaced(kDay, "dice: fish/bird", "dice: fish/deer");
  }
  parks::testing::check_bad_input("advise hike " + quoted(bad),
                                  "line 8: hiking die 1: 'fish/deer' is not a face of it");
  std::filesystem::remove(bad);
}

TEST_SUITE_END();

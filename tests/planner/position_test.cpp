// Polyhedral Park Planner's position files (docs/planner.md, "Position files"): the examples
// read, every state met in play writes and reads back equal, each mistake a person can type is
// refused on one line naming it, and parks advise gives the examples a stable answer.
// Rulings are cited by id (docs/rules.md).
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/arena_kit.h"
#include "cli/planner/position.h"
#include "cli/planner/setup.h"
#include "cli/table.h"
#include "tests/cli/run_parks.h"

using namespace parks;
using namespace parks::cli;
using namespace parks::planner;

using parks::testing::kSource;
using parks::testing::Run;
using parks::testing::run_parks;

namespace {

std::vector<std::filesystem::path> example_positions() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kSource / "examples" / "planner"))
    if (entry.path().filename().string().starts_with("position-")) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TablePosition read_text(const std::string& text) { return read_planner_position(PositionFile(text, "'test'")); }

// The message read_planner_position gives for `text`, or "" when it reads.
std::string error_of(const std::string& text) {
  try {
    read_text(text);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

template <class State>
const State& state_of(const TablePosition& position) {
  const auto* typed = typed_state<PlannerSetup, State>(*position.state);
  REQUIRE(typed != nullptr);
  return typed->state();
}

// A solo position at the start of round 3 on sheet 12, as a person types it; tests change a line.
const std::string kSolo =
    "game: planner\n"
    "players: 1\n"
    "cards: 2 6 11\n"
    "round: 3\n"
    "rolled: 3 1 6 1 7 12\n"
    "dice: 3 1 6 1 7 12\n"
    "raised: none\n"
    "lowered: none\n"
    "rerolled: none\n"
    "used: none\n"
    "circled: none\n"
    "placed: none\n"
    "sheet: 12\n"
    "modifications: 1\n"
    "park:\n"
    "  .  .  .  .  .  .  .  .  .\n"
    "  .  .  .  .  .  .  .  .  .\n"
    "  .  .  .  .  .  .  .  .  .\n"
    "  .  .  .  P  B  .  .  .  .\n"
    "  .  .  W  P  i  .  .  .  .\n"
    "  .  .  .  T  .  .  .  .  .\n"
    "  .  .  .  .  .  .  .  .  .\n"
    "  .  .  .  .  .  .  .  .  .\n"
    "  .  .  .  .  .  .  .  .  .\n";

std::string with_line(std::string text, const std::string& old_line, const std::string& new_line) {
  const auto at = text.find(old_line + "\n");
  REQUIRE_MESSAGE(at != std::string::npos, old_line);
  return text.replace(at, old_line.size(), new_line);
}

// Plays `games` games of random moves from `options`; at every state met, the written position
// read back is the same state (decisions and rerolls), or the same position (a round's roll).
template <class State>
int round_trips(const std::vector<std::string>& options, int games) {
  const auto setup = std::make_shared<const PlannerSetup>(
      GameOptions<PlannerSetup>{add_planner_options, read_planner_options}.parse(options));
  int checked = 0;
  Rng rng(7);
  for (int g = 0; g < games; ++g) {
    State state = setup->template state_maker<State>(11)(g);
    while (!state.is_terminal()) {
      const ArenaStateOf<PlannerSetup, State> arena(setup, state, GameRecord{});
      const std::string text = write_planner_position(arena);
      const TablePosition back = read_text(text);
      const State& read = state_of<State>(back);
      if (state.phase() == Phase::Use || state.phase() == Phase::Reroll) {
        CHECK_MESSAGE(read == state, text);
        ++checked;
      } else {  // stale dice of the last round are not part of the position
        CHECK(write_planner_position(*back.state) == text);
      }
      if (state.current_player() == kChancePlayer) {
        const Action roll = parks::sample_chance(state, rng);
        state.apply(roll);
        if (read.phase() == Phase::Roll) {
          State after = read;
          after.apply(roll);
          CHECK(after == state);
        }
        continue;
      }
      ActionList<State> actions;
      state.legal_actions(actions);
      state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    const ArenaStateOf<PlannerSetup, State> over(setup, state, GameRecord{});
    const std::string text = write_planner_position(over);
    CHECK(write_planner_position(*read_text(text).state) == text);
  }
  return checked;
}

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner position: every example reads and draws its seat to act") {
  const auto files = example_positions();
  CHECK(files.size() >= 5);
  for (const auto& file : files) {
    INFO(file.string());
    const TablePosition position = load_position(file.string(), "planner");
    CHECK(position.state->current_player() >= 0);
    CHECK_FALSE(position.state->legal_actions().empty());
    CHECK(position.state->drawing().find("Legend") != std::string::npos);
    // What the file says and what it reads as are one position.
    const std::string text = write_planner_position(*position.state);
    CHECK(write_planner_position(*read_text(text).state) == text);
  }
}

TEST_CASE("planner position: the examples cover every kind of decision (P4 P5)") {
  bool raise = false, reroll = false, unlock = false, place = false, party = false;
  for (const auto& file : example_positions()) {
    const TablePosition position = load_position(file.string(), "planner");
    const auto legal = position.state->legal_actions();
    for (const auto& action : legal) {
      raise = raise || action.text.starts_with("raise") || action.text.starts_with("lower");
      reroll = reroll || action.text.starts_with("reroll");
      unlock = unlock || action.text.starts_with("unlock");
      place = place || action.text.starts_with("place");
    }
    party = party || position.game->num_players() > 1;
  }
  CHECK(raise);
  CHECK(reroll);
  CHECK(unlock);
  CHECK(place);
  CHECK(party);
}

TEST_CASE("planner position: solo states of random play write and read back equal") {
  CHECK(round_trips<SoloState>({"--players", "1"}, 12) >= 200);
}

TEST_CASE("planner position: three and six seat states on generated sheets read back equal") {
  CHECK(round_trips<PartyState>({"--players", "3"}, 4) >= 200);
  CHECK(round_trips<PartyState>({"--players", "6", "--sheet", "generated"}, 1) >= 100);
}

TEST_CASE("planner position: the typed solo position reads as the state it describes") {
  const TablePosition position = read_text(kSolo);
  const SoloState& state = state_of<SoloState>(position);
  CHECK(state.round() == 2);
  CHECK(state.phase() == Phase::Use);
  CHECK(state.modifications(0) == 1);
  CHECK(state.sheet().id == 12);
  CHECK(count(state.park().developed()) == 5);
  CHECK(state.dice() == DiceValues{3, 1, 6, 1, 7, 12});
  CHECK(position.game->options() == std::vector<std::string>{"--players", "1", "--cards", "2,6,11", "--sheet", "12"});
}

TEST_CASE("planner position: a whole park file pasted under park reads as its keys would") {
  const std::string pasted =
      "game: planner\n"
      "round: 3\n"
      "rolled: 3 1 6 1 7 12\n"
      "park:\n"
      "  sheet 12\n"
      "  park\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  .  .  .  P  B  .  .  .  .\n"
      "  .  .  W  P  i  .  .  .  .\n"
      "  .  .  .  T  .  .  .  .  .\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  .  .  .  .  .  .  .  .  .\n"
      "  cards 11 2 6\n"
      "  modifications 1\n";
  CHECK(state_of<SoloState>(read_text(pasted)) == state_of<SoloState>(read_text(kSolo)));
  CHECK(error_of(with_line(pasted, "round: 3", "round: 3\ncards: 1 2 3")) ==
        "'test' line 5: the park file under 'park:' has cards 2,6,11, not the game's 1,2,3");
}

TEST_CASE("planner position: unknown keys and bad numbers are refused on their line") {
  CHECK(error_of(with_line(kSolo, "placed: none", "place: none")) ==
        "'test' line 12: unknown key 'place' (did you mean placed?)");
  CHECK(error_of(with_line(kSolo, "round: 3", "round: 11")) == "'test' line 4: 'round:' must be 1 to 10, got 11");
  CHECK(error_of(with_line(kSolo, "modifications: 1", "modifications: 13")) ==
        "'test' line 14: 'modifications:' must be 0 to 12, got 13");
  CHECK(error_of(with_line(kSolo, "dice: 3 1 6 1 7 12", "dice: 3 1 9 1 7 12")) ==
        "'test' line 6: d8 shows 9: its faces are 1-8 (P3)");
  CHECK(error_of(with_line(kSolo, "used: none", "used: d4 d7")) ==
        "'test' line 10: 'd7' is not a die: the dice are d4 d6 d8 d10 d12 d20");
  CHECK(error_of(with_line(kSolo, "players: 1", "players: 2")) ==
        "'test' line 13: unknown key 'sheet' (did you mean sheet 1 or sheet 2?)");
  CHECK(error_of(with_line(kSolo, "  .  .  W  P  i  .  .  .  .", "  .  .  W  P  T  .  .  .  .")) ==
        "'test' line 15: 'park:' row 4: the centre (4,4) is the info booth: write 'i' there, got 'T'");
  CHECK(error_of(with_line(kSolo, "sheet: 12", "")) ==
        "'test': missing 'sheet:' (a published sheet 1-100) or 'numbers:' (its 81 printed numbers)");
}

TEST_CASE("planner position: dice the rules cannot show are refused (P4)") {
  CHECK(error_of(with_line(kSolo, "dice: 3 1 6 1 7 12", "dice: 4 1 6 1 7 12")) ==
        "'test' line 6: d4 shows 4 and rolled 3: add it to 'raised:' (P4)");
  const std::string raised =
      with_line(with_line(kSolo, "dice: 3 1 6 1 7 12", "dice: 4 1 6 1 7 11"), "raised: none", "raised: d4 d20");
  CHECK(error_of(raised) == "'test' line 6: d20 shows 11 and rolled 12: add it to 'lowered:' (P4)");
  const std::string both =
      with_line(with_line(raised, "raised: d4 d20", "raised: d4"), "lowered: none", "lowered: d20");
  CHECK(error_of(both) ==
        "'test' line 14: this round's dice took at least 2 modifications (raised, lowered, "
        "rerolled), more than the 1 given (P4)");
  CHECK(error_of(with_line(both, "modifications: 1", "modifications: 2")) == "");
  CHECK(error_of(with_line(with_line(both, "modifications: 1", "modifications: 2"), "raised: d4", "raised: d4 d20")) ==
        "'test' line 6: d20 is both raised and lowered: a die is adjusted one way in a round (P4)");
  CHECK(error_of(with_line(kSolo, "raised: none", "raised: d6")) ==
        "'test' line 6: d6 shows 1 and rolled 1: it is not raised (P4)");
}

TEST_CASE("planner position: a reroll is solo only and comes before the dice are used (P4)") {
  const std::string rerolled =
      with_line(with_line(kSolo, "rerolled: none", "rerolled: d20"), "modifications: 1", "modifications: 2");
  CHECK(state_of<SoloState>(read_text(rerolled)).rerolled());
  const std::string free_reroll =
      with_line(with_line(kSolo, "rerolled: none", "rerolled: d20"), "modifications: 1", "modifications: 0");
  CHECK(error_of(free_reroll)
            .ends_with("at least 1 modifications (raised, lowered, rerolled), more than the 0 given (P4)"));
  const std::string rerolling =
      with_line(with_line(kSolo, "rerolled: none", "rerolling: d4+d20"), "modifications: 1", "modifications: 2");
  const TablePosition waiting = read_text(rerolling);
  CHECK(waiting.state->current_player() == kChancePlayer);
  CHECK(state_of<SoloState>(waiting).phase() == Phase::Reroll);
  CHECK(error_of(with_line(rerolling, "used: none", "used: d6")) ==
        "'test' line 10: 'used:' while the reroll's dice are unread: dice are used after it (P4)");
}

TEST_CASE("planner position: dice used circled and placed must agree (P5)") {
  const auto with_uses = [](const std::string& used, const std::string& circled, const std::string& placed) {
    return with_line(with_line(with_line(kSolo, "used: none", "used: " + used), "circled: none", "circled: " + circled),
                     "placed: none", "placed: " + placed);
  };
  // d4 3 and d6 1 sum 4: one tree group; d8 6 is a path group.
  CHECK(error_of(with_uses("d4 d6 d8", "tree d4+d6, path with d8", "none")) == "");
  CHECK(error_of(with_uses("d4 d6", "tree d4+d8", "none")) ==
        "'test' line 11: tree's dice d4+d8 (sum 9) do not split into groups of 1-4 (P5)");
  CHECK(error_of(with_uses("d4", "tree d4, path d4", "none")) ==
        "'test' line 11: d4 is circled for two types: a die is used once (P5)");
  CHECK(error_of(with_uses("none", "tree d4", "none")) ==
        "'test' line 10: d4 is circled, so it is used: add it to 'used:'");
  CHECK(error_of(with_uses("d4 d8", "tree d4", "none")) ==
        "'test' line 10: d8 is used but not circled: name the types placed under 'placed:'");
  CHECK(error_of(with_uses("d4", "tree d4", "path")) ==
        "'test' line 12: path is placed but has no dice circled: a type is placed once unlocked (P5)");
  CHECK(error_of(with_uses("d4 d6", "tree d4", "tree")) == "");
}

TEST_CASE("planner position: a round that could not end by the rules is refused (P5)") {
  // Every die used, tree circled but never placed: the tree is owed and no die is left.
  const std::string owed = with_line(with_line(kSolo, "used: none", "used: d4 d6 d8 d10 d12 d20"), "circled: none",
                                     "circled: tree d4, path d8, bench d6+d10+d12+d20");
  CHECK(
      error_of(owed).ends_with("the round cannot end from here: the dice left cannot place every type unlocked on "
                               "an empty square printed with its group's sum (P5)"));
}

TEST_CASE("planner position: seats and developments fit the rounds played (P5)") {
  const std::string early = with_line(kSolo, "round: 3", "round: 1");
  CHECK(
      error_of(early).ends_with("5 developments, more than 0 rounds played allow (0: a round unlocks with one die "
                                "or more, P5)"));
  const std::string over = with_line(kSolo, "round: 3", "round: over");
  CHECK(error_of(over) == "'test' line 6: 'dice:' describes a round in play, but the game is over");
}

TEST_CASE("planner position: a multiplayer file numbers its seats and names the seat to act") {
  std::string party = with_line(kSolo, "players: 1", "players: 2");
  party = with_line(party, "rerolled: none", "seat: 2");
  for (const char* key : {"sheet", "modifications", "park"}) {
    const std::string k = key;
    party = with_line(party, k + (k == "park" ? ":" : (k == "sheet" ? ": 12" : ": 1")),
                      k + " 1" + (k == "park" ? ":" : (k == "sheet" ? ": 12" : ": 1")));
  }
  party += "sheet 2: 40\nmodifications 2: 0\npark 2:\n";
  for (int r = 0; r < 9; ++r) party += r == 4 ? "  . . . . i . . . .\n" : "  . . . . . . . . .\n";
  const TablePosition position = read_text(party);
  const PartyState& state = state_of<PartyState>(position);
  CHECK(state.num_players() == 2);
  CHECK(state.seat() == 1);
  CHECK(state.sheet(1).id == 40);
  CHECK(error_of(with_line(party, "seat: 2", "rerolled: d4")) == "'test': missing 'seat:' (the seat to act, 1-2)");
  CHECK(error_of(with_line(party, "seat: 2", "seat: 2\nrerolled: d4")) ==
        "'test' line 10: a reroll is for solo games only (P4)");
}

TEST_CASE("planner position: parks advise ranks an example the same under seeds 1 2 and 3") {
  const std::string file = (kSource / "examples" / "planner" / "position-place.txt").string();
  std::vector<std::string> tops;
  bool tied = false;
  for (const char* seed : {"1", "2", "3"}) {
    const Run run = run_parks("advise planner '" + file + "' --time 0 --playouts 200 --json --seed " + seed);
    REQUIRE(run.status == 0);
    const auto j = nlohmann::json::parse(run.out);
    REQUIRE(j["moves"].size() >= 2);
    tops.push_back(j["moves"][0]["move"]);
    tied = tied || j["moves"][1]["tied"].get<bool>();
  }
  CHECK((tied || (tops[0] == tops[1] && tops[1] == tops[2])));
}

TEST_CASE("planner position: parks advise refuses a position waiting for the roll") {
  const std::string text =
      with_line(with_line(with_line(kSolo, "rolled: 3 1 6 1 7 12", ""), "dice: 3 1 6 1 7 12", ""), "raised: none", "");
  const std::string waiting =
      with_line(with_line(with_line(with_line(with_line(text, "lowered: none", ""), "rerolled: none", ""), "used: none",
                                    ""),
                          "circled: none", ""),
                "placed: none", "");
  const TablePosition position = read_text(waiting);
  CHECK(position.state->current_player() == kChancePlayer);
  CHECK(state_of<SoloState>(position).phase() == Phase::Roll);
}

TEST_CASE("planner position: parks advise refuses a bad file with one line and exit 2") {
  const auto path = std::filesystem::temp_directory_path() / ("planner_position_" + std::to_string(getpid()) + ".txt");
  {
    std::ofstream out(path);
    out << with_line(kSolo, "dice: 3 1 6 1 7 12", "dice: 3 1 6 1 7 21");
  }
  const Run run = run_parks("advise planner '" + path.string() + "' --time 0 --playouts 10");
  std::filesystem::remove(path);
  CHECK(run.status == 2);
  CHECK(run.out.empty());
  CHECK(run.err.find("line 6: d20 shows 21: its faces are 1-20 (P3)") != std::string::npos);
  CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
}

TEST_CASE("planner position: the example in docs/planner.md reads") {
  const std::string doc = parks::testing::read_file(kSource / "docs" / "planner.md");
  const auto start = doc.find("game: planner\n", doc.find("## Position files"));
  REQUIRE(start != std::string::npos);
  const TablePosition position = read_text(doc.substr(start, doc.find("```", start) - start));
  CHECK(state_of<SoloState>(position).rerolled());
  CHECK_FALSE(position.state->legal_actions().empty());
}

TEST_SUITE_END();

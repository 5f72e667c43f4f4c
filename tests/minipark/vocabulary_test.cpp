// Mini Park's vocabulary (engine/core/vocabulary.h): action ids and texts that read back as the
// same action in random games, golden texts and ids, and what a player's observation shows
// (docs/minipark.md, "Actions as text and ids").
// In comments P1, P2, ... are seats 0, 1, ...; (x, y) cells with x east and y south of the start.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "engine/core/vocabulary.h"
#include "engine/minipark/observation.h"
#include "engine/minipark/state.h"
#include "tests/minipark/game_util.h"

using namespace parks;
using namespace parks::minipark;
using namespace parks::minipark::testing;

static_assert(HasVocabulary<State>);
static_assert(ListsChance<State>);  // so no parse_chance: a chance outcome's text is read against the list

TEST_SUITE_BEGIN("minipark");

namespace {

const std::vector<std::string> kGarbage = {"",
                                           "place",
                                           "draw ",
                                           " draw",
                                           "DRAW",
                                           "draw\n",
                                           "place face-up 0 turn 0 at 44,44",
                                           "place face-up 9 turn 0 at 1,0",
                                           "place face-up 0 turn 4 at 1,0",
                                           "character dragon on slot 0",
                                           "character cat on slot 99",
                                           "reveal tile 99",
                                           "reveal tile -1",
                                           "reveal objective dragon"};

bool is_typable(const std::string& text) {
  return !text.empty() && std::none_of(text.begin(), text.end(),
                                       [](char c) { return c == '\n' || c == '\r' || (c >= 'A' && c <= 'Z'); });
}

// The first thing found wrong with one action, or nothing (one CHECK per node keeps a few
// hundred games fast).
std::string problem(bool ok, const std::string& what, const std::string& text) {
  return ok ? std::string() : what + ": '" + text + "'";
}

// A decision: every legal action has an id in range and a text of its own, and both lead back
// to it; every placement is within the ids' reach of the start tile.
void check_decision(const State& s) {
  const auto actions = legal(s);
  REQUIRE_FALSE(actions.empty());
  std::set<int> ids;
  std::set<std::string> texts;
  std::string wrong;
  for (const Action a : actions) {
    const int id = action_id(a);
    const std::string text = to_string(a);
    const Cell cell = a.cell();
    if (a.kind() == ActionKind::Place && wrong.empty())
      wrong = problem(std::abs(cell.x) + std::abs(cell.y) <= kReach, "beyond reach", text);
    if (wrong.empty()) wrong = problem(id >= 0 && id < State::kNumDistinctActions, "id out of range", text);
    if (wrong.empty()) wrong = problem(is_typable(text), "not typable", text);
    if (wrong.empty()) wrong = problem(parse_action(s, text) == a, "text does not read back", text);
    if (wrong.empty()) wrong = problem(legal_action_with_id(s, id) == a, "id does not lead back", text);
    ids.insert(id);
    texts.insert(text);
  }
  CHECK_MESSAGE(wrong.empty(), wrong);
  CHECK(ids.size() == actions.size());
  CHECK(texts.size() == actions.size());
}

// A chance node: every outcome has a text of its own that reads back, and none has an id.
void check_chance(const State& s, Action drawn) {
  const auto list = outcomes(s);
  std::set<std::string> texts;
  std::string wrong;
  for (const auto& o : list) {
    const std::string text = to_string(o.action);
    if (wrong.empty()) wrong = problem(is_typable(text), "not typable", text);
    if (wrong.empty()) wrong = problem(parse_action(s, text) == o.action, "text does not read back", text);
    if (wrong.empty()) wrong = problem(action_id(o.action) == -1, "a chance outcome with an id", text);
    texts.insert(text);
  }
  CHECK_MESSAGE(wrong.empty(), wrong);
  CHECK(texts.size() == list.size());
  CHECK(parse_action(s, to_string(drawn)) == drawn);
  CHECK(parse_action(s, "draw") == std::nullopt);
  CHECK(legal_action_with_id(s, kDrawId) == std::nullopt);
}

// Text that names no action of any state.
bool garbage_reads_as_nothing(const State& s) {
  return std::all_of(kGarbage.begin(), kGarbage.end(), [&](const std::string& text) { return !parse_action(s, text); });
}

}  // namespace

TEST_CASE("minipark vocabulary: in random games every action's id and text lead back to it") {
  int decisions = 0, chance_nodes = 0;
  for (int players = 2; players <= 5; ++players) {
    for (bool advanced : {false, true}) {
      for (bool expansions : {false, true}) {
        const GameOptions options{players, advanced ? Rules::Advanced : Rules::Basic, expansions};
        for (std::uint64_t g = 0; g < 20; ++g) {
          CAPTURE(players);
          CAPTURE(advanced);
          CAPTURE(expansions);
          CAPTURE(g);
          State s = State::initial(default_tiles(), options);
          Rng rng(9000 + g);
          while (!s.is_terminal()) {
            CHECK(garbage_reads_as_nothing(s));
            if (s.current_player() == kChancePlayer) {
              const Action drawn = sample_chance(s, rng);
              check_chance(s, drawn);
              ++chance_nodes;
              s.apply(drawn);
            } else {
              check_decision(s);
              ++decisions;
              const auto actions = legal(s);
              s.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
            }
          }
          CHECK(parse_action(s, "draw") == std::nullopt);
          CHECK(legal_action_with_id(s, kDrawId) == std::nullopt);
        }
      }
    }
  }
  CHECK(decisions > 5000);
  CHECK(chance_nodes > 5000);
}

TEST_CASE("minipark vocabulary: golden texts") {
  CHECK(to_string(place(FaceUp1, 2, 3, -1)) == "place face-up 1 turn 2 at 3,-1");
  CHECK(to_string(place(FaceUp0, 0, 0, 1)) == "place face-up 0 turn 0 at 0,1");
  CHECK(to_string(place(Drawn, 1, -4, 0)) == "place drawn turn 1 at -4,0");
  CHECK(to_string(place(Offer + 2, 3, -2, 0)) == "place offer 2 turn 3 at -2,0");
  CHECK(to_string(Action::draw()) == "draw");
  CHECK(to_string(Action::character(WorkingMan, 5)) == "character working man on slot 5");
  CHECK(to_string(Action::character(Cyclist, 0)) == "character cyclist on slot 0");
  CHECK(to_string(Action::reveal_tile(12)) == "reveal tile 12");
  CHECK(to_string(Action::reveal_objective(Cat)) == "reveal objective cat");
}

TEST_CASE("minipark vocabulary: golden ids and the id space's bounds") {
  static_assert(kReach == 44 && kSpan == 89 && kCells == 3961);
  static_assert(State::kNumDistinctActions == 127041);
  CHECK(action_id(place(FaceUp0, 0, 0, 0)) == 1980);  // the middle of the first block of cells
  CHECK(action_id(place(FaceUp1, 2, 3, -1)) == 25837);
  CHECK(action_id(place(Drawn, 0, 0, 1)) == 33712);
  CHECK(action_id(place(Offer + 2, 3, -2, 0)) == 92993);
  CHECK(action_id(Action::draw()) == 126752);
  CHECK(action_id(Action::character(WorkingMan, 5)) == 126806);
  CHECK(action_id(Action::character(Cyclist, kMaxSlots - 1)) == State::kNumDistinctActions - 1);
  // The first and last placements: source 0, turn 0, the cell at the far west (u = v = 0 would be
  // (-44, 0)) and the last source's last turn at the far east.
  CHECK(action_id(place(FaceUp0, 0, -kReach, 0)) == 0);
  CHECK(action_id(place(kSources - 1, 3, kReach, 0)) == kDrawId - 1);
  // Every cell within reach has its own id, and together they fill one block.
  std::set<int> ids;
  for (int x = -kReach; x <= kReach; ++x)
    for (int y = -kReach; y <= kReach; ++y)
      if (std::abs(x) + std::abs(y) <= kReach) ids.insert(action_id(place(FaceUp0, 0, x, y)));
  CHECK(ids.size() == static_cast<std::size_t>(kCells));
  CHECK(*ids.begin() == 0);
  CHECK(*ids.rbegin() == kCells - 1);
}

TEST_CASE("minipark vocabulary: a decision's action is found by its text and id, and others are not") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Bench, Tree, Lake);
  CHECK(parse_action(s, "place face-up 0 turn 0 at 1,0") == place(FaceUp0, 0, 1, 0));
  CHECK(legal_action_with_id(s, action_id(place(FaceUp0, 0, 1, 0))) == place(FaceUp0, 0, 1, 0));
  CHECK(parse_action(s, "character working man on slot 0") == Action::character(WorkingMan, 0));
  CHECK(parse_action(s, "draw") == Action::draw());
  // Not legal here: a cell two steps away, the drawn tile before a draw, a tree for the child.
  CHECK(parse_action(s, "place face-up 0 turn 0 at 2,0") == std::nullopt);
  CHECK(parse_action(s, "place drawn turn 0 at 1,0") == std::nullopt);
  CHECK(parse_action(s, "character child on slot 0") == std::nullopt);
  CHECK(legal_action_with_id(s, action_id(place(FaceUp0, 0, 2, 0))) == std::nullopt);
  CHECK(legal_action_with_id(s, -1) == std::nullopt);
  CHECK(legal_action_with_id(s, State::kNumDistinctActions) == std::nullopt);
  act(s, Action::draw());
  CHECK(parse_action(s, "reveal tile 3") == Action::reveal_tile(3));  // a road from the stack
  CHECK(parse_action(s, "reveal tile 7") == std::nullopt);            // the set has 4 types
  CHECK(legal_action_with_id(s, kDrawId) == std::nullopt);            // chance acts
}

TEST_CASE("minipark vocabulary: the observation shows the park, the face-up tiles, the stack's counts and the points") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2, Road = 3;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, false});
  setup(s, Bench, Tree, Lake);
  act(s, place(FaceUp0, 0, 1, 0));  // P1: the tree east of the start, 1 point (M3)
  reveal(s, Road);

  const nlohmann::json o = observation_json(s, 1);
  CHECK(o["player"] == 1);
  CHECK(o["players"] == 2);
  CHECK(o["rules"] == "basic");
  CHECK(o["expansions"] == false);
  CHECK(o["phase"] == "turn");
  CHECK(o["turn_player"] == 1);
  CHECK(o["to_act"] == 1);
  CHECK(o["turns"] == 1);
  CHECK(o["round"] == 1);
  REQUIRE(o["park"].size() == 2);
  CHECK(o["park"][0] ==
        nlohmann::json{
            {"slot", 0}, {"type", Bench}, {"name", "bench"}, {"turn", 0}, {"at", {0, 0}}, {"placed_by", nullptr}});
  CHECK(o["park"][1] ==
        nlohmann::json{{"slot", 1}, {"type", Tree}, {"name", "tree"}, {"turn", 0}, {"at", {1, 0}}, {"placed_by", 0}});
  CHECK(o["face_up"] ==
        nlohmann::json::array({{{"type", Road}, {"name", "road"}}, {{"type", Lake}, {"name", "lake"}}}));
  CHECK(o["drawn"] == nullptr);
  CHECK(o["stack"] == 5);  // 9 base tiles less the start, two face up, the refill
  CHECK(o["unseen"] == nlohmann::json::array({{{"type", Bench}, {"name", "bench"}, {"count", 1}},
                                              {{"type", Tree}, {"name", "tree"}, {"count", 1}},
                                              {{"type", Lake}, {"name", "lake"}, {"count", 1}},
                                              {{"type", Road}, {"name", "road"}, {"count", 2}}}));
  CHECK(o["set_aside"] == 0);
  CHECK(o["offer"].empty());
  REQUIRE(o["characters"].size() == kCharacters);
  CHECK(o["characters"][Cat] == nlohmann::json{{"name", "cat"}, {"slot", nullptr}, {"owner", nullptr}});
  CHECK(o["scores"][0] == nlohmann::json{{"seat", 0}, {"points", 1}, {"characters_taken", 0}, {"characters_left", 1}});
  CHECK(o["scores"][1]["points"] == 0);
  // Everyone sees the same: only the "player" key differs.
  nlohmann::json other = observation_json(s, 0);
  CHECK(other["player"] == 0);
  other["player"] = 1;
  CHECK(other == o);

  act(s, Action::character(Bird, 1));  // P2's bird on the tree
  const nlohmann::json marked = observation_json(s, 0);
  CHECK(marked["characters"][Bird] ==
        nlohmann::json{{"name", "bird"}, {"slot", 1}, {"at", {1, 0}}, {"owner", 1}, {"round", 1}});
  CHECK(marked["scores"][1]["characters_left"] == 0);

  act(s, Action::draw());  // P1 draws: the tile to come is not known
  const nlohmann::json drawing = observation_json(s, 0);
  CHECK(drawing["phase"] == "draw");
  CHECK(drawing["to_act"] == "chance");
  CHECK(drawing["drawn"] == nullptr);
  CHECK(drawing["stack"] == 5);
  reveal(s, Bench);
  const nlohmann::json drawn = observation_json(s, 0);
  CHECK(drawn["phase"] == "place drawn");
  CHECK(drawn["drawn"] == nlohmann::json{{"type", Bench}, {"name", "bench"}});
  CHECK(drawn["stack"] == 4);
}

TEST_CASE("minipark vocabulary: the observation shows an objective card only once its character is taken (M5)") {
  const TileSet tiles = make_set({{"bench", 2}, {"tree", 2}, {"lake", 2}, {"road", 3}});
  constexpr int Bench = 0, Tree = 1, Lake = 2;
  State s = State::initial(tiles, GameOptions{2, Rules::Advanced, false});
  setup(s, Bench, Tree, Lake);
  const nlohmann::json before = observation_json(s, 0);
  CHECK(before["rules"] == "advanced");
  for (const auto& character : before["characters"]) CHECK(character["objective"] == nullptr);

  act(s, Action::character(WorkingMan, 0));  // P1 on the start bench: its objective card is drawn
  const nlohmann::json revealing = observation_json(s, 1);
  CHECK(revealing["phase"] == "reveal");
  CHECK(revealing["to_act"] == "chance");
  CHECK(revealing["characters"][WorkingMan]["owner"] == 0);
  CHECK(revealing["characters"][WorkingMan]["objective"] == nullptr);

  chance(s, Action::reveal_objective(Cat));
  const nlohmann::json after = observation_json(s, 1);
  CHECK(after["characters"][WorkingMan]["objective"] == "cat");
  for (int c = 0; c < kCharacters; ++c)
    if (c != WorkingMan) CHECK(after["characters"][c]["objective"] == nullptr);
}

TEST_CASE("minipark vocabulary: the observation of a finished game gives the tally and the winners") {
  const GameOptions options{3, Rules::Advanced, true};
  State s = State::initial(default_tiles(), options);
  Rng rng(77);
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) {
      s.apply(sample_chance(s, rng));
    } else {
      const auto actions = legal(s);
      s.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
  }
  const nlohmann::json o = observation_json(s, 2);
  CHECK(o["phase"] == "over");
  CHECK(o["to_act"] == nullptr);
  CHECK(o["stack"] == 0);
  CHECK(o["unseen"].empty());
  for (int p = 0; p < 3; ++p) {
    const auto& score = o["scores"][p];
    CHECK(score["points"] == s.score(p));
    CHECK(score["placement"].get<int>() + score["characters"].get<int>() + score["objectives"].get<int>() ==
          s.score(p));
    CHECK(score["winner"] == s.is_winner(p));
  }
}

TEST_SUITE_END();

// A Walk in the Park's vocabulary (engine/core/vocabulary.h): action ids and texts that read
// back as the same action in random games, golden texts and ids, and what a player's
// observation shows (docs/walk.md, "Actions as text and ids").
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine/core/vocabulary.h"
#include "engine/walk/components.h"
#include "engine/walk/observation.h"
#include "engine/walk/state.h"
#include "tests/walk/test_util.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

static_assert(HasVocabulary<SoloState>);
static_assert(HasVocabulary<PartyState>);
static_assert(ListsChance<SoloState> && ListsChance<PartyState>);  // the die is listed: no parse_chance
static_assert(SoloState::kNumDistinctActions == 511 && PartyState::kNumDistinctActions == 511);

TEST_SUITE_BEGIN("walk");

namespace {

const std::vector<std::string> kGarbage = {"",
                                           "end",
                                           "end turn ",
                                           " end turn",
                                           "END TURN",
                                           "end turn\n",
                                           "curve NE at 5,0",
                                           "curve NE at -1,0",
                                           "curve NS at 0,0",
                                           "curve ne at 0,0",
                                           "ibis at 2,2",
                                           "convert at 0,0 opening Q",
                                           "pick plus3",
                                           "roll cross",
                                           "roll"};

bool is_one_line(const std::string& text) { return !text.empty() && text.find_first_of("\r\n") == std::string::npos; }

// The first thing found wrong at one decision, or nothing (one CHECK per node keeps a few
// hundred games fast).
template <class State>
std::string decision_problem(const State& state) {
  const auto actions = legal(state);
  if (actions.empty()) return "no legal action";
  std::set<int> ids;
  std::set<std::string> texts;
  for (const Action& a : actions) {
    const std::string text = to_string(a);
    const int id = action_id(a);
    if (!is_one_line(text)) return "not one line: '" + text + "'";
    if (id < 0 || id >= State::kNumDistinctActions) return "id out of range: '" + text + "'";
    if (!ids.insert(id).second) return "id repeated: '" + text + "'";
    if (!texts.insert(text).second) return "text repeated: '" + text + "'";
    if (parse_action(state, text) != a) return "text does not read back: '" + text + "'";
    if (legal_action_with_id(state, id) != a) return "id does not read back: '" + text + "'";
  }
  return "";
}

// At a chance node: every listed roll has a text of its own that reads back, and no id.
template <class State>
std::string chance_problem(const State& state, Action sampled) {
  ChanceList<State> outcomes;
  state.chance_outcomes(outcomes);
  std::set<std::string> texts;
  for (const auto& outcome : outcomes) {
    const std::string text = to_string(outcome.action);
    if (!is_one_line(text) || !texts.insert(text).second) return "bad roll text: '" + text + "'";
    if (action_id(outcome.action) != -1) return "a roll has an id: '" + text + "'";
    if (parse_action(state, text) != outcome.action) return "roll does not read back: '" + text + "'";
  }
  if (parse_action(state, to_string(sampled)) != sampled) return "sampled roll does not read back";
  return "";
}

template <class State>
std::string garbage_problem(const State& state) {
  for (const std::string& text : kGarbage)
    if (parse_action(state, text)) return "garbage read as an action: '" + text + "'";
  if (legal_action_with_id(state, -1) || legal_action_with_id(state, State::kNumDistinctActions))
    return "an id out of range names an action";
  return "";
}

// Plays `games` random games from `config`, checking the vocabulary at every node; returns the
// number of decisions checked, and adds the kinds of action played to `kinds`.
template <class State>
int check_random_games(Config config, std::uint64_t seed, int games, bool random_layouts,
                       std::set<Action::Kind>& kinds) {
  int decisions = 0;
  for (int game = 0; game < games; ++game) {
    Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(game), Stream::Agent);
    if (random_layouts) config.landmarks = random_layout(rng).mask();
    State state = State::initial(config);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        const Action roll = state.sample_chance(rng);
        const std::string problem = chance_problem(state, roll) + garbage_problem(state);
        CHECK_MESSAGE(problem.empty(), "game " << game << ": " << problem);
        if (!problem.empty()) return decisions;
        state.apply(roll);
        continue;
      }
      const std::string problem = decision_problem(state) + garbage_problem(state);
      CHECK_MESSAGE(problem.empty(), "game " << game << ": " << problem);
      if (!problem.empty()) return decisions;
      ++decisions;
      const auto actions = legal(state);
      const Action chosen = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
      kinds.insert(chosen.kind());
      state.apply(chosen);
    }
    CHECK(garbage_problem(state).empty());
    CHECK_FALSE(parse_action(state, "end turn"));  // a finished game has no actions
  }
  return decisions;
}

}  // namespace

TEST_CASE("walk vocabulary: random solo games at every level have distinct ids and texts that read back") {
  int decisions = 0;
  std::set<Action::Kind> kinds;
  for (int level = 1; level <= 4; ++level)
    decisions += check_random_games<SoloState>(solo_config(level), 4100 + level, 40, level % 2 == 0, kinds);
  CHECK(decisions > 160 * 10);
  CHECK(kinds.size() == 4);  // placements, conversions, picks and ends of turn were all played
}

TEST_CASE("walk vocabulary: random 2-6 player games have distinct ids and texts that read back") {
  int decisions = 0;
  std::set<Action::Kind> kinds;
  for (int players = 2; players <= kMaxPlayers; ++players)
    decisions += check_random_games<PartyState>(party_config(players), 4200 + players, 30, players % 2 == 1, kinds);
  CHECK(decisions > 150 * 20);
  CHECK(kinds.size() == 4);
}

TEST_CASE("walk vocabulary: golden texts and ids") {
  const Action curve = Action::place(at(1, 3), kN | kE);
  CHECK(to_string(curve) == "curve NE at 1,3");
  CHECK(action_id(curve) == 8 * 16 + 3);
  const Action tee = Action::place(at(0, 2), kN | kS | kW);
  CHECK(to_string(tee) == "T NSW at 0,2");
  CHECK(action_id(tee) == 2 * 16 + 13);
  const Action straight = Action::place(at(3, 0), kE | kW);
  CHECK(to_string(straight) == "straight EW at 3,0");
  CHECK(action_id(straight) == 15 * 16 + 10);
  const Action ibis = Action::place(at(4, 4), 0);
  CHECK(to_string(ibis) == "ibis at 4,4");
  CHECK(action_id(ibis) == 24 * 16);
  const Action convert = Action::convert(at(1, 3), North);
  CHECK(to_string(convert) == "convert at 1,3 opening N");
  CHECK(action_id(convert) == 400 + 8 * 4);
  CHECK(to_string(Action::pick(Bonus::Plus2)) == "pick plus2");
  CHECK(action_id(Action::pick(Bonus::Plus2)) == 501);
  CHECK(to_string(Action::pick(Bonus::TToIbis)) == "pick t_to_ibis");
  CHECK(action_id(Action::pick(Bonus::TToIbis)) == 509);
  CHECK(to_string(Action::end_turn()) == "end turn");
  CHECK(action_id(Action::end_turn()) == 510);
  CHECK(to_string(Action::roll(Piece::T)) == "roll T");
  CHECK(action_id(Action::roll(Piece::T)) == -1);
}

TEST_CASE("walk vocabulary: a roll and a drawing read back from text at the table") {
  SoloState state = SoloState::initial(solo_config());
  CHECK(parse_action(state, "roll curve") == Action::roll(Piece::Curve));
  CHECK_FALSE(parse_action(state, "curve NE at 1,3"));  // chance's turn: a drawing is no outcome
  state.apply(Action::roll(Piece::Curve));
  CHECK(parse_action(state, "curve NE at 1,3") == Action::place(at(1, 3), kN | kE));
  CHECK_FALSE(parse_action(state, "straight NS at 1,3"));  // the roll is a curve
  CHECK_FALSE(parse_action(state, "roll curve"));
  CHECK(legal_action_with_id(state, 8 * 16 + 3) == Action::place(at(1, 3), kN | kE));
  CHECK_FALSE(legal_action_with_id(state, 8 * 16 + 5));  // a straight NS
  CHECK_FALSE(legal_action_with_id(state, 510));         // no ending before the drawing
}

TEST_CASE("walk vocabulary: the observation of the book's 2-player example (W15)") {
  const Sheet top = sheet_of(kTopRows, {Bonus::Plus2, Bonus::PerIbis, Bonus::IbisGroups, Bonus::PerStatue,
                                        Bonus::ExtraCurve, Bonus::TToIbis});
  const Sheet bottom =
      sheet_of(kBottomRows, {Bonus::PerIbis, Bonus::LargestIbisGroup, Bonus::PerStatue, Bonus::ExtraStraight});
  PartyState state = PartyState::initial(party_config(2));
  state.set_sheet(0, top, mask_of({kOpera, kChair, kFig, kGovernment}));
  state.set_sheet(1, bottom, mask_of({kDuck, kCalyx}));
  state.set_turn(9);

  const nlohmann::json o = observation_json(state, 1);
  CHECK(o["player"] == 1);
  CHECK(o["players"] == 2);
  CHECK(o["phase"] == "roll");
  CHECK(o["to_act"] == "chance");
  CHECK(o["turns_completed"] == 9);
  CHECK(o["turn_limit"].is_null());
  CHECK(o["roll"].is_null());
  CHECK(o["outcome"].is_null());
  CHECK(o["die"] == nlohmann::json({{"curve", 2}, {"straight", 2}, {"T", 1}, {"ibis", 1}}));
  CHECK(o["landmarks"] == nlohmann::json({"0,1", "0,4", "1,3", "2,0", "3,1", "3,4", "4,0", "4,3"}));
  REQUIRE(o["sheets"].size() == 2);

  const nlohmann::json& t = o["sheets"][0];
  CHECK(t["seat"] == 0);
  CHECK(t["grid"][2] == nlohmann::json({"ES", "EW", "+", "NEW", "NSW"}));
  CHECK(t["grid"][4] == nlohmann::json({"NE", "X", ".", ".", "."}));
  CHECK(t["bonuses"] == nlohmann::json({"plus2", "per_ibis", "ibis_groups", "per_statue", "extra_curve", "t_to_ibis"}));
  CHECK(t["converted"].empty());
  CHECK(t["visited"] == nlohmann::json({"0,1", "0,4", "1,3", "2,0", "3,4", "4,0"}));
  CHECK(t["first_visits"] == nlohmann::json({"0,1", "0,4", "1,3", "3,4"}));
  CHECK(t["loops"] == 1);
  CHECK(t["statues"] == 1);
  CHECK(t["ibis_groups"] == 2);
  CHECK(t["score"]["total"] == 11);
  CHECK(t["score"]["statue_points"] == 0);  // the bottom sheet has more statues (W13)

  const nlohmann::json& b = o["sheets"][1];
  CHECK(b["first_visits"] == nlohmann::json({"2,0", "4,3"}));
  CHECK(b["largest_ibis_group"] == 2);
  CHECK(b["score"]["total"] == 10);
}

TEST_CASE("walk vocabulary: the observation in a solo turn and at its end") {
  SoloState state = SoloState::initial(solo_config(2));
  state.apply(Action::roll(Piece::T));
  nlohmann::json o = observation_json(state, 0);
  CHECK(o["phase"] == "draw");
  CHECK(o["to_act"] == 0);
  CHECK(o["roll"] == "T");
  CHECK(o["turn_limit"] == 14);
  CHECK(o["turns_completed"] == 0);
  CHECK(o["sheets"][0]["grid"][2][2] == "+");

  state = solo_with(all_ne_curves(), 2);  // a full grid ends the game at the turn's end (W12)
  state.apply(Action::roll(Piece::Curve));
  CHECK(observation_json(state, 0)["phase"] == "finish");  // the roll is not drawn, a conversion may be
  play(state, Action::end_turn());
  REQUIRE(state.is_terminal());
  o = observation_json(state, 0);
  CHECK(o["phase"] == "over");
  CHECK(o["to_act"].is_null());
  CHECK(o["outcome"]["end_cause"] == "full_grid");
  CHECK(o["outcome"]["winners"].empty());
  CHECK(o["outcome"]["rank"] == "none");
}

TEST_SUITE_END();

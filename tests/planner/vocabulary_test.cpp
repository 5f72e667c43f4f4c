// Polyhedral Park Planner's vocabulary (engine/core/vocabulary.h): action ids and texts that read
// back as the same action in random games, the text of sampled rolls read back, golden texts
// and ids, and what a player's observation shows (docs/planner.md, "Actions as text and ids").
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine/core/vocabulary.h"
#include "engine/planner/cards.h"
#include "engine/planner/observation.h"
#include "engine/planner/sheet.h"
#include "engine/planner/state.h"
#include "tests/planner/rules_util.h"
#include "tests/planner/test_util.h"

using namespace planner_test;

static_assert(HasVocabulary<SoloState>);
static_assert(HasVocabulary<PartyState>);
static_assert(SamplesChance<SoloState> && !ListsChance<SoloState>);  // so parse_chance reads rolls
static_assert(SoloState::kNumDistinctActions == 20740 && PartyState::kNumDistinctActions == 20740);

TEST_SUITE_BEGIN("planner");

namespace {

const std::vector<std::string> kGarbage = {"",
                                           "end ",
                                           " end",
                                           "END",
                                           "end\n",
                                           "raise d7",
                                           "place tree with d6 at (9,9)",
                                           "place tree with d6 at (4,4)",
                                           "unlock lake with d4",
                                           "reroll",
                                           "roll",
                                           "roll 1 1 1 1 1",
                                           "roll 1 1 1 1 1 1 1",
                                           "roll 5 1 1 1 1 1",
                                           "roll 0 1 1 1 1 1",
                                           "roll -1 1 1 1 1 1",
                                           "roll 1 1 1 1 1 21",
                                           "roll 01 1 1 1 1 1",
                                           "roll  1 1 1 1 1 1",
                                           "roll 1 1 1 1 1 1 ",
                                           "roll 1,1,1,1,1,1",
                                           "roll one 1 1 1 1 1"};

bool is_typable(const std::string& text) { return !text.empty() && text.find_first_of("\r\n") == std::string::npos; }

// The first thing found wrong at one decision, or nothing (one CHECK per node keeps a few
// hundred games fast). Every action's id and text are checked distinct; reading back (a search of
// the whole list, with the move generator run again for an id) is checked for every action at
// one decision in kFullEvery (garbage too) and for an even spread of kSpread actions at the
// others: since texts and ids are distinct, a search can only find the action itself.
constexpr int kFullEvery = 8;
constexpr std::size_t kSpread = 12;

template <class S>
std::string decision_problem(const S& state, bool full) {
  const auto actions = legal(state);
  if (actions.empty()) return "no legal action";
  std::set<int> ids;
  std::set<std::string> texts;
  const std::size_t stride = full ? 1 : std::max<std::size_t>(1, actions.size() / kSpread);
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action a = actions[i];
    const std::string text = to_string(a);
    const int id = action_id(a);
    if (!is_typable(text)) return "not one line: '" + text + "'";
    if (id < 0 || id >= S::kNumDistinctActions) return "id out of range: '" + text + "'";
    if (!ids.insert(id).second) return "id repeated: '" + text + "'";
    if (!texts.insert(text).second) return "text repeated: '" + text + "'";
    if (i % stride != 0) continue;
    if (parse_action(state, text) != a) return "text does not read back: '" + text + "'";
    if (legal_action_with_id(state, id) != a) return "id does not read back: '" + text + "'";
  }
  return "";
}

// At a roll or reroll: the sampled outcome reads back; the same values with a kept die changed
// (a reroll rolls only its dice, P4) do not.
template <class S>
std::string chance_problem(const S& state, Action sampled) {
  const std::string text = to_string(sampled);
  if (action_id(sampled) != -1) return "a roll has an id: '" + text + "'";
  if (parse_action(state, text) != sampled) return "roll does not read back: '" + text + "'";
  for (int k = 0; k < kDice; ++k) {
    if (state.rolling(k)) continue;
    DiceValues changed{};
    for (int j = 0; j < kDice; ++j) changed[j] = static_cast<std::uint8_t>(sampled.value(j));
    changed[k] = static_cast<std::uint8_t>(changed[k] % kFaces[k] + 1);
    if (parse_chance(state, to_string(Action::roll(changed)))) return "a kept die rerolled: '" + text + "'";
  }
  return "";
}

template <class S>
std::string garbage_problem(const S& state) {
  for (const std::string& text : kGarbage)
    if (parse_action(state, text)) return "garbage read as an action: '" + text + "'";
  if (legal_action_with_id(state, -1) || legal_action_with_id(state, S::kNumDistinctActions))
    return "an id out of range names an action";
  return "";
}

struct Seen {
  std::set<Kind> kinds;
  int decisions = 0, rerolls = 0;
};

// Plays `games` random games of `players` on varied sheets and deals, checking the vocabulary at
// every node.
template <class S>
void check_random_games(int players, std::uint64_t seed, int games, Seen& seen) {
  for (int game = 0; game < games; ++game) {
    Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(game), Stream::Agent);
    const Sheet sheet = game % 2 ? generate_sheet(rng) : published_sheet(1 + game % kPublishedSheets);
    S state = S::initial(sheet, deal_cards(rng), players);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        seen.rerolls += state.phase() == Phase::Reroll;
        const Action roll = state.sample_chance(rng);
        const std::string problem = chance_problem(state, roll) + garbage_problem(state);
        CHECK_MESSAGE(problem.empty(), "game " << game << ": " << problem);
        if (!problem.empty()) return;
        state.apply(roll);
        continue;
      }
      const bool full = seen.decisions % kFullEvery == 0;
      const std::string problem = decision_problem(state, full) + (full ? garbage_problem(state) : "");
      CHECK_MESSAGE(problem.empty(), "game " << game << ": " << problem);
      if (!problem.empty()) return;
      ++seen.decisions;
      const auto actions = legal(state);
      const Action chosen = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
      seen.kinds.insert(chosen.kind());
      state.apply(chosen);
    }
    CHECK(garbage_problem(state).empty());
    CHECK_FALSE(parse_action(state, "end"));  // a finished game has no actions
    CHECK_FALSE(parse_action(state, "roll 1 1 1 1 1 1"));
  }
}

}  // namespace

TEST_CASE("planner vocabulary: random solo games have distinct ids and texts that read back") {
  Seen seen;
  check_random_games<SoloState>(1, 5100, 160, seen);
  CHECK(seen.kinds.size() == 6);  // every kind of decision was played
  CHECK(seen.rerolls > 0);        // and sampled rerolls were read back
  CHECK(seen.decisions > 160 * 20);
}

TEST_CASE("planner vocabulary: random 2-6 player games have distinct ids and texts that read back") {
  Seen seen;
  for (int players = 2; players <= kMaxPlayers; ++players)
    check_random_games<PartyState>(players, 5200 + players, 30, seen);
  CHECK(seen.kinds.size() == 5);  // all but the reroll, which is solo only (P4)
  CHECK(seen.rerolls == 0);
}

TEST_CASE("planner vocabulary: golden texts and ids") {
  CHECK(to_string(Action::end()) == "end");
  CHECK(action_id(Action::end()) == 0);
  CHECK(to_string(Action::raise(D10)) == "raise d10");
  CHECK(action_id(Action::raise(D10)) == 1 + 3);
  CHECK(to_string(Action::lower(D4)) == "lower d4");
  CHECK(action_id(Action::lower(D4)) == 7);
  CHECK(to_string(Action::reroll(dice_of({D4, D20}))) == "reroll d4+d20");
  CHECK(action_id(Action::reroll(dice_of({D4, D20}))) == 13 + 33 - 1);
  CHECK(action_id(Action::reroll(kAllDice)) == 75);
  const Action unlock = Action::unlock(Development::Path, dice_of({D4, D8}));
  CHECK(to_string(unlock) == "unlock path with d4+d8");
  CHECK(action_id(unlock) == 76 + 63 + 5 - 1);
  const Action place = Action::place(Development::Tree, dice_of({D6}), square_of(2, 3));
  CHECK(to_string(place) == "place tree with d6 at (2,3)");
  CHECK(action_id(place) == 328 + 1 * 81 + 21);
  const Action last = Action::place(Development::Bench, kAllDice, square_of(8, 8));
  CHECK(to_string(last) == "place bench with d4+d6+d8+d10+d12+d20 at (8,8)");
  CHECK(action_id(last) == SoloState::kNumDistinctActions - 1);
  const Action roll = roll_of({3, 1, 6, 1, 7, 12});
  CHECK(to_string(roll) == "roll 3 1 6 1 7 12");
  CHECK(action_id(roll) == -1);
}

TEST_CASE("planner vocabulary P3, P4: a roll and a reroll read back from text") {
  SoloState state = solo();
  CHECK(parse_chance(state, "roll 3 1 6 1 7 12") == roll_of({3, 1, 6, 1, 7, 12}));
  CHECK(parse_action(state, "roll 4 6 8 10 12 20") == roll_of({4, 6, 8, 10, 12, 20}));  // each die's top face
  CHECK_FALSE(parse_chance(state, "roll 3 7 6 1 7 12"));                                // a d6 shows no 7
  state.apply(roll_of({3, 1, 6, 1, 7, 12}));
  CHECK_FALSE(parse_chance(state, "roll 3 1 6 1 7 12"));  // a decision, not a roll
  CHECK(parse_action(state, "raise d6") == Action::raise(D6));
  play(state, Action::reroll(dice_of({D6, D20})));
  REQUIRE(state.phase() == Phase::Reroll);
  CHECK(parse_action(state, "roll 3 5 6 1 7 2") == roll_of({3, 5, 6, 1, 7, 2}));
  CHECK_FALSE(parse_chance(state, "roll 4 5 6 1 7 2"));  // the d4 keeps its 3
}

TEST_CASE("planner vocabulary: the observation of a solo round in progress") {
  SoloState state = solo(1);
  state.apply(roll_of({3, 1, 6, 1, 7, 12}));
  play(state, Action::raise(D6));
  const nlohmann::json o = observation_json(state, 0);
  CHECK(o["player"] == 0);
  CHECK(o["players"] == 1);
  CHECK(o["phase"] == "use");
  CHECK(o["to_act"] == 0);
  CHECK(o["rounds_completed"] == 0);
  CHECK(o["rounds"] == 10);
  REQUIRE(o["cards"].size() == 3);
  CHECK(o["cards"][0]["card"] == 1);
  CHECK(o["cards"][0]["name"] == "A Long and Winding Road");
  CHECK(o["cards"][2]["target"] == 14);
  CHECK(o["solo_target"] == 11 + 12 + 14);  // P8
  CHECK(o["outcome"].is_null());

  const nlohmann::json& round = o["round"];
  CHECK(round["rolled"] == nlohmann::json({{"d4", 3}, {"d6", 1}, {"d8", 6}, {"d10", 1}, {"d12", 7}, {"d20", 12}}));
  CHECK(round["dice"]["d6"] == 2);
  CHECK(round["raised"] == nlohmann::json({"d6"}));
  CHECK(round["lowered"].empty());
  CHECK(round["used"].empty());
  CHECK(round["unlocked"].empty());

  const nlohmann::json& seat = o["seats"][0];
  CHECK(seat["sheet"] == 1);
  CHECK(seat["numbers"][4][4] == 0);  // the info booth
  CHECK(seat["numbers"][0][0] == published_sheet(1).numbers()[0][0]);
  CHECK(seat["park"][4][4] == "i");
  CHECK(seat["park"][0][0] == ".");
  CHECK(seat["modifications"] == 1);
  CHECK(seat["score"]["penalty"] == 1);  // P4: a point per modification
}

TEST_CASE("planner vocabulary: the observation shows every seat's park and the unlocks") {
  PartyState state = party(2);
  state.apply(roll_of({1, 2, 3, 4, 5, 6}));
  play(state, Action::unlock(Development::Tree, dice_of({D4})));
  const int square = empty_square_printed(state, 2);
  play(state, Action::place(Development::Tree, dice_of({D6}), square));
  const nlohmann::json o = observation_json(state, 1);
  CHECK(o["player"] == 1);
  CHECK(o["to_act"] == 0);
  CHECK(o["solo_target"].is_null());
  CHECK(o["round"]["circled"] == nlohmann::json({{"tree", {"d4"}}}));
  CHECK(o["round"]["used"] == nlohmann::json({"d4", "d6"}));
  CHECK(o["round"]["placed"] == nlohmann::json({"tree"}));
  REQUIRE(o["seats"].size() == 2);
  CHECK(o["seats"][0]["park"][row_of(square)][column_of(square)] == "T");
  CHECK(o["seats"][0]["developed"] == 1);
  CHECK(o["seats"][1]["developed"] == 0);
}

TEST_SUITE_END();

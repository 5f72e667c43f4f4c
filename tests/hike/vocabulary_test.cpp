// The vocabulary of Parks: Roll & Hike (engine/hike/vocabulary.h, engine/hike/observation.h): ids
// and texts of every action met in random games, chance texts read back, golden texts and ids,
// and the observation of known positions. Positions are built as in the rules tests
// (tests/hike/test_util.h lists the default components' faces).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine/core/vocabulary.h"
#include "engine/hike/state.h"
#include "tests/hike/playout_checker.h"
#include "tests/hike/test_util.h"

using namespace parks;
using namespace parks::hike;
using namespace parks::hike::testing;

static_assert(HasVocabulary<State>);
static_assert(State::kNumDistinctActions == 706);

namespace {

struct VocabularyCoverage {
  int decisions = 0, chance_events = 0, failures = 0;
  std::set<int> ids_seen;
  std::set<ActionKind> kinds_seen;
};

void fail(VocabularyCoverage& coverage, const std::string& what) {
  if (++coverage.failures <= 10) MESSAGE(what);
}

// One decision: ids in range and distinct, texts distinct and read back, ids read back, the
// observation's choices the legal texts.
void check_decision(const State& state, VocabularyCoverage& coverage) {
  ++coverage.decisions;
  const auto actions = legal(state);
  std::set<int> ids;
  std::set<std::string> texts;
  for (const Action& a : actions) {
    const int id = action_id(a);
    const std::string text = to_string(a);
    coverage.ids_seen.insert(id);
    coverage.kinds_seen.insert(a.kind);
    if (id < 0 || id >= State::kNumDistinctActions) fail(coverage, "id out of range: " + text);
    if (!ids.insert(id).second) fail(coverage, "two actions with id " + std::to_string(id));
    if (!texts.insert(text).second) fail(coverage, "two actions with text " + text);
    if (text.find('\n') != std::string::npos) fail(coverage, "a newline in " + text);
    if (parse_action(state, text) != a) fail(coverage, "text not read back: " + text);
    if (legal_action_with_id(state, id) != a) fail(coverage, "id not read back: " + text);
  }
  for (const char* garbage : {"", "garbage", "take die 9", "resolve 0 option 1", "shuffle 0", "end night "})
    if (parse_action(state, garbage)) fail(coverage, std::string("garbage read as an action: ") + garbage);
  if (legal_action_with_id(state, -1) || legal_action_with_id(state, State::kNumDistinctActions))
    fail(coverage, "an id out of range read as an action");
  const auto observation = observation_json(state, state.current_player());
  std::vector<std::string> shown;
  for (const auto& choice : observation.at("choices")) shown.push_back(choice.at("action").get<std::string>());
  std::vector<std::string> listed;
  for (const Action& a : actions) listed.push_back(to_string(a));
  if (shown != listed) fail(coverage, "the observation's choices are not the legal actions");
}

// One chance event: the sampled outcome's text read back, texts of no outcome refused.
void check_chance(const State& state, Action outcome, VocabularyCoverage& coverage) {
  ++coverage.chance_events;
  const std::string text = to_string(outcome);
  if (parse_chance(state, text) != outcome) fail(coverage, "chance text not read back: " + text);
  if (parse_action(state, text) != outcome) fail(coverage, "chance text not read back by parse_action: " + text);
  const int permutations = state.trail_length() == 4 ? 24 : 120;
  for (const std::string& garbage :
       {std::string("shuffle ") + std::to_string(permutations), std::string("shuffle -0"), std::string("shuffle 01"),
        std::string("roll 0 1 1 1 lead 1"), std::string("roll 1 1 1 7 lead 1"), std::string("roll 1 1 1 1 1"),
        std::string("roll 1 1 1 1 lead 1 "), std::string("take lead"), text + " 0"})
    if (parse_chance(state, garbage)) fail(coverage, "garbage read as an outcome: " + garbage);
}

void play_checked(GameOptions options, std::uint64_t seed, VocabularyCoverage& coverage) {
  Rng rng(seed);
  State state = State::initial(default_components(), options);
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      const Action outcome = state.sample_chance(rng);
      check_chance(state, outcome, coverage);
      state.apply(outcome);
      continue;
    }
    check_decision(state, coverage);
    const auto actions = legal(state);
    state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
  }
  const auto observation = observation_json(state, 0);
  const bool over = observation.at("phase").get<std::string>() == "over";
  if (!over || !observation.at("to_act").is_null() || !observation.contains("winners"))
    fail(coverage, "the final observation");
}

}  // namespace

TEST_SUITE_BEGIN("hike");

TEST_CASE("hike vocabulary: random games give every action a distinct id and text that read back") {
  VocabularyCoverage coverage;
  for (int players = 1; players <= 4; ++players)
    for (Park park : kAllParks)
      for (std::uint64_t g = 0; g < 10; ++g)
        play_checked(GameOptions{players, park}, 7000 + 100 * players + g, coverage);
  MESSAGE("hike vocabulary: " << coverage.decisions << " decisions, " << coverage.chance_events << " chance events, "
                              << coverage.ids_seen.size() << " distinct ids");
  CHECK(coverage.failures == 0);
  CHECK(coverage.kinds_seen.size() == 6);  // every player action kind met
  CHECK(*coverage.ids_seen.rbegin() < State::kNumDistinctActions);
}

TEST_CASE("hike vocabulary: golden texts and ids") {
  CHECK(to_string(take_die(0)) == "take die 1");
  CHECK(to_string(take_die(3)) == "take die 4");
  CHECK(to_string(take_lead()) == "take lead");
  CHECK(to_string(resolve(0, 2)) == "resolve 1 option 3");
  CHECK(to_string(night_section(0)) == "night section forest");
  CHECK(to_string(night_section(3)) == "night section arrowhead");
  CHECK(to_string(night_bonus(1)) == "night bonus 2");
  CHECK(to_string(end_night()) == "end night");
  CHECK(to_string(shuffle(17)) == "shuffle 17");
  CHECK(to_string(roll(roll_code({2, 0, 3, 0}, 4))) == "roll 3 1 4 1 lead 5");
  CHECK(to_string(roll(7775)) == "roll 6 6 6 6 lead 6");

  CHECK(action_id(take_die(0)) == 0);
  CHECK(action_id(take_die(3)) == 3);
  CHECK(action_id(take_lead()) == 4);
  CHECK(action_id(night_section(0)) == 5);
  CHECK(action_id(night_section(3)) == 8);
  CHECK(action_id(night_bonus(0)) == 9);
  CHECK(action_id(night_bonus(kMaxSpreads - 1)) == 20);  // an Acadia spread
  CHECK(action_id(end_night()) == 21);
  CHECK(action_id(resolve(0, 0)) == 22);
  CHECK(action_id(resolve(1, 2)) == 22 + 12 + 2);
  CHECK(action_id(resolve(kMaxPending - 1, kMaxTaskOptions - 1)) == State::kNumDistinctActions - 1);
  CHECK(action_id(shuffle(3)) == -1);  // chance outcomes have no id
}

TEST_CASE("hike vocabulary: chance texts read back only as outcomes of the current event") {
  State two = State::initial(C(), {2, Park::Yosemite});
  CHECK(parse_chance(two, "shuffle 0") == shuffle(0));
  CHECK(parse_chance(two, "shuffle 23") == shuffle(23));
  CHECK_FALSE(parse_chance(two, "shuffle 24"));  // 4 tokens at 2 players (H4): 24 orders
  CHECK_FALSE(parse_chance(two, "roll 1 1 1 1 lead 1"));
  const State three = State::initial(C(), {3, Park::Yosemite});
  CHECK(parse_chance(three, "shuffle 119") == shuffle(119));  // 5 tokens at 3 players
  CHECK_FALSE(parse_chance(three, "shuffle 120"));
  for (const char* garbage :
       {"shuffle", "shuffle  1", "shuffle 1 ", " shuffle 1", "shuffle x", "shuffle 007", "SHUFFLE 1"})
    CHECK_FALSE(parse_chance(three, garbage));

  two.apply(shuffle(0));
  CHECK(parse_chance(two, "roll 3 1 4 1 lead 5") == roll(roll_code({2, 0, 3, 0}, 4)));
  CHECK(parse_chance(two, "roll 6 6 6 6 lead 6") == roll(7775));
  for (const char* garbage : {"roll 3 1 4 1 5", "roll 3 1 4 1 lead 7", "roll 0 1 4 1 lead 5", "roll 3 1 4 lead 5",
                              "roll 3 1 4 1 lead 5 6", "shuffle 0"})
    CHECK_FALSE(parse_chance(two, garbage));
  two.apply(roll(0));
  CHECK_FALSE(parse_chance(two, "roll 1 1 1 1 lead 1"));  // a decision, not a chance event
  CHECK(parse_action(two, "take die 2") == take_die(1));
  CHECK(legal_action_with_id(two, 1) == take_die(1));
}

TEST_CASE("hike vocabulary: the observation of a day turn and its pending tasks") {
  State s = State::initial(C(), {2, Park::Yosemite});
  auto o = observation_json(s, 1);
  CHECK(o["player"] == 1);
  CHECK(o["phase"] == "shuffle");
  CHECK(o["to_act"] == "chance");
  CHECK(o["trail"].empty());  // the tokens are laid by the shuffle
  CHECK_FALSE(o.contains("dice"));
  CHECK_FALSE(o.contains("choices"));

  s = start(C(), 2, Park::Yosemite, {kForestToken, kMountainToken, kMeadowToken, kArrowheadToken},
            {hiking(0, either(Fish, Bird)), 0, 0, 0}, lead(both(Arrowhead, Pencil)));
  o = observation_json(s, 0);
  CHECK(o["park"] == "yosemite");
  CHECK(o["park_landmark"] == "waterfall");
  CHECK(o["round"] == 1);
  CHECK(o["phase"] == "day");
  CHECK(o["to_act"] == 0);
  CHECK(o["day_player"] == 0);
  CHECK(o["site"] == 0);
  CHECK(o["sites_left"] == 12);
  REQUIRE(o["trail"].size() == 4);
  CHECK(o["trail"][0] == nlohmann::json{{"site", 1}, {"token", "forest"}, {"landmark", "forest"}});
  CHECK(o["trail"][3]["token"] == "arrowhead");
  CHECK(o["dice"][0] == nlohmann::json{{"die", 1}, {"face", 5}, {"shows", "fish/bird"}});
  CHECK(o["dice"][1]["shows"] == "sun");
  CHECK(o["lead_die"]["shows"] == "arrowhead+pencil");
  CHECK(o["lead_cost"] == 4);
  CHECK(o["choices"][0] == nlohmann::json{{"action", "take die 1"}, {"means", "hiking die 1 (fish/bird)"}});
  CHECK(o["pending"].empty());
  const auto& book = o["logbooks"][0];
  CHECK(book["suns"] == C().start_suns[0]);
  CHECK(book["journal"] == nlohmann::json::parse(R"([{"spread": 1, "landmark": "arrowhead", "lines": 0}])"));
  CHECK(book["wildlife"][0] == nlohmann::json{{"row", "fish"}, {"crossed", 0}, {"boxes", 5}});
  CHECK(book["points"]["total"] == 0);
  CHECK(book["nights_left"] == 3);
  CHECK_FALSE(book.contains("tonight"));
  CHECK_FALSE(o.contains("solo_target"));

  act(s, take_die(0));  // fish/bird: both rows open, so a choice
  o = observation_json(s, 1);
  CHECK(o["phase"] == "die taken");
  CHECK(o["to_act"] == 0);
  CHECK(o["pending"] ==
        nlohmann::json::parse(R"([{"task": 1, "asks": "choose fish or bird", "from": "hiking die", "level": 0}])"));
  CHECK(o["choices"] == nlohmann::json::parse(R"([
      {"action": "resolve 1 option 1", "means": "choose fish or bird: take fish"},
      {"action": "resolve 1 option 2", "means": "choose fish or bird: take bird"}])"));
  CHECK(o["dice"][0] == nlohmann::json{{"die", 1}, {"taken", true}});
}

TEST_CASE("hike vocabulary: the observation of a night in Glacier") {
  static const Components blank_c = blank();
  State s = first_night(blank_c, 2, Park::Glacier, 5);
  auto o = observation_json(s, 0);
  CHECK(o["phase"] == "night");
  CHECK_FALSE(o.contains("dice"));
  std::vector<std::string> texts;
  for (const auto& choice : o["choices"]) texts.push_back(choice["action"]);
  CHECK(texts == std::vector<std::string>{"night section forest", "night section meadow", "night bonus 1",
                                          "night bonus 2", "night bonus 3"});
  CHECK(o["choices"][0]["means"] == "gain the forest night circles' icons: pencil");
  CHECK(o["choices"][2]["means"] == "+3 canteen points tonight, for 2 suns");
  CHECK(o["choices"][3]["means"] == "sketch mountain or arrowhead, for 2 suns");
  CHECK(o["logbooks"][0]["tonight"]["bonuses_bought"].empty());
  CHECK(o["logbooks"][0]["night"][0]["filled"] == 1);

  act(s, night_bonus(0));
  o = observation_json(s, 0);
  CHECK(o["logbooks"][0]["suns"] == 3);
  CHECK(o["logbooks"][0]["tonight"] ==
        nlohmann::json::parse(R"({"sections_resolved": [], "bonuses_bought": [1], "canteen_bonus": 3})"));
}

TEST_SUITE_END();

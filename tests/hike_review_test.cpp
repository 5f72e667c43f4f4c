// Parks: Roll & Hike regressions from the outside review: a components file whose wildlife
// bonuses chain (each box's bonus crosses more wildlife) stays within the pending tasks' bound;
// a slash offers only the sides that can be used (Death Valley's water counting as a Sun);
// loader messages stay one line and quote huge numbers right; the plan agent counts Glacier's
// bought canteen points.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "agents/hike/plan_evaluation.h"
#include "agents/random_agent.h"
#include "engine/hike/state.h"

using namespace parks;
using namespace parks::hike;

namespace {

// Every box of every row 8 long, each bonus crossing two more wildlife.
Components chaining_components() {
  Components c = default_components();
  for (int r = 0; r < kWildlifeRows; ++r) {
    c.wildlife_boxes[r] = kMaxWildlifeBoxes;
    for (int b = 0; b < kMaxWildlifeBoxes; ++b)
      c.wildlife_bonus[r][b] = both(wildlife_icon(r), wildlife_icon((r + 1) % kWildlifeRows));
  }
  c.shields = 0;
  return c;
}

std::string load_error(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / "hike_review_components.json";
  std::ofstream(path) << text;
  std::string message;
  try {
    load_components(path);
  } catch (const ComponentsError& e) {
    message = e.what();
  }
  std::filesystem::remove(path);
  return message;
}

// The default file with `from` replaced by `to` once.
std::string default_file_with(const std::string& from, const std::string& to) {
  std::ifstream in(std::string(PARKS_DATA_DIR) + "/hike/components.json");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("hike review: chaining wildlife bonuses stay within the pending tasks' bound, every game ends") {
  const Components c = chaining_components();
  std::size_t most = 0;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (int park = 0; park < kParks; ++park)
      for (int game = 0; game < 8; ++game) {
        State s = State::initial(c, {players, static_cast<Park>(park)});
        Rng rng(static_cast<std::uint64_t>(1000 * players + 10 * park + game));
        RandomAgent<State> random;
        while (!s.is_terminal()) {
          s.apply(s.current_player() == kChancePlayer ? s.sample_chance(rng) : random.choose(s, rng));
          most = std::max(most, s.pending().size());
        }
        CHECK(s.round() == kRounds);
      }
  CHECK(most > 24);  // the old fixed bound
  CHECK(most <= static_cast<std::size_t>(kMaxPending));
}

TEST_CASE("hike review: a slash offers only a side that can be used") {
  Components c = default_components();
  c.hiking_dice[0][0] = either(Water, Pencil);
  for (const Park park : {Park::Yosemite, Park::DeathValley}) {
    CAPTURE(static_cast<int>(park));
    State s = State::initial(c, {2, park});
    s.apply(shuffle(0));
    s.logbook_for_test(0).water = static_cast<std::uint8_t>(c.canteen_capacity());  // a full canteen
    s.apply(roll(0));
    s.apply(take_die(0));
    if (park == Park::DeathValley) {
      // Water scarcity: the die's water would be a Sun, so both sides can be used.
      ActionList<State> actions;
      s.legal_actions(actions);
      CHECK(actions.size() == 2);
      s.apply(resolve(0, 0));
      CHECK(s.logbook(0).suns() == 2);
      CHECK(s.logbook(0).lines[0] == 0);
    } else {
      // The water cannot go in the canteen: the pencil is the only choice, made at once.
      CHECK(s.pending().empty());
      CHECK(s.logbook(0).lines[0] == 1);
      CHECK(s.logbook(0).suns() == 1);
    }
  }
}

TEST_CASE("hike review: loader messages quote huge numbers and stay on one line") {
  const std::string huge = load_error(default_file_with("\"circles\": 15", "\"circles\": 18446744073709551615"));
  CHECK(huge.find("got 18446744073709551615") != std::string::npos);
  const std::string key = load_error(default_file_with("\"circles\": 15", "\"circles\": 15, \"two\\nlines\": 1"));
  CHECK(key.find("unknown key") != std::string::npos);
  CHECK(key.find('\n') == std::string::npos);
}

TEST_CASE("hike review: the plan evaluation counts Glacier's canteen points bought for tonight") {
  State s = State::initial(default_components(), {2, Park::Glacier});
  s.apply(shuffle(0));
  s.apply(roll(0));
  const double before = plan_value(s, 0);
  s.logbook_for_test(0).extra_canteen = kGlacierCanteenPoints;
  CHECK(plan_value(s, 0) == doctest::Approx(before + kGlacierCanteenPoints));
}

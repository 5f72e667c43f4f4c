// A Walk in the Park: the die (docs/rules.md W2) and the landmark layouts (W3), built in code or
// loaded from component files, and the loader's refusals.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/walk/components.h"
#include "engine/walk/sheet_file.h"
#include "engine/walk/state.h"
#include "tests/walk/test_util.h"

using namespace parks;
using namespace parks::walk;
using namespace parks::walk::testing;

TEST_SUITE_BEGIN("walk");

// ---------------------------------------------------------------------------------------------
// W2: the die.

TEST_CASE("walk W2: the die has curve x2, straight x2, T x1, ibis x1") {
  const Die die = default_components().die;
  CHECK(die == Die{});
  CHECK(die.faces[static_cast<int>(Piece::Curve)] == 2);
  CHECK(die.faces[static_cast<int>(Piece::Straight)] == 2);
  CHECK(die.faces[static_cast<int>(Piece::T)] == 1);
  CHECK(die.faces[static_cast<int>(Piece::Ibis)] == 1);
  CHECK(die.total() == 6);
}

TEST_CASE("walk W2: chance outcomes are 2/6, 2/6, 1/6, 1/6 and sum to 1") {
  const SoloState state = SoloState::initial(Config{default_landmarks(), default_components().die, 1, 1});
  REQUIRE(state.current_player() == kChancePlayer);
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  REQUIRE(outcomes.size() == 4u);
  CHECK(outcomes[0].action == Action::roll(Piece::Curve));
  CHECK(outcomes[0].probability == doctest::Approx(2.0 / 6));
  CHECK(outcomes[1].action == Action::roll(Piece::Straight));
  CHECK(outcomes[1].probability == doctest::Approx(2.0 / 6));
  CHECK(outcomes[2].action == Action::roll(Piece::T));
  CHECK(outcomes[2].probability == doctest::Approx(1.0 / 6));
  CHECK(outcomes[3].action == Action::roll(Piece::Ibis));
  CHECK(outcomes[3].probability == doctest::Approx(1.0 / 6));
  double sum = 0;
  for (const auto& o : outcomes) sum += o.probability;
  CHECK(sum == doctest::Approx(1.0).epsilon(1e-12));
}

TEST_CASE("walk W2: sampled rolls follow the die's frequencies") {
  const SoloState state = SoloState::initial(solo_config());
  Rng rng(2024);
  constexpr int kDraws = 60000;
  std::array<int, 4> counts{};
  for (int i = 0; i < kDraws; ++i) {
    const Action roll = sample_chance(state, rng);
    REQUIRE(roll.kind() == Action::Kind::Roll);
    ++counts[static_cast<int>(roll.piece())];
  }
  // Expected 20000, 20000, 10000, 10000; standard deviations about 115 and 91, so +-600 is
  // more than 5 sigma.
  CHECK(std::abs(counts[0] - 20000) < 600);
  CHECK(std::abs(counts[1] - 20000) < 600);
  CHECK(std::abs(counts[2] - 10000) < 600);
  CHECK(std::abs(counts[3] - 10000) < 600);
}

TEST_CASE("walk W2: a die given as data changes the outcomes (faces without count are left out)") {
  Die die;
  die.faces = {0, 3, 0, 1};
  const SoloState state = SoloState::initial(Config{default_landmarks(), die, 1, 1});
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  REQUIRE(outcomes.size() == 2u);
  CHECK(outcomes[0].action == Action::roll(Piece::Straight));
  CHECK(outcomes[0].probability == doctest::Approx(0.75));
  CHECK(outcomes[1].action == Action::roll(Piece::Ibis));
  CHECK(outcomes[1].probability == doctest::Approx(0.25));
  Rng rng(3);
  int ibises = 0;
  for (int i = 0; i < 4000; ++i) {
    const Action roll = state.sample_chance(rng);
    REQUIRE((roll == Action::roll(Piece::Straight) || roll == Action::roll(Piece::Ibis)));
    ibises += roll == Action::roll(Piece::Ibis);
  }
  CHECK(std::abs(ibises - 1000) < 150);  // sd about 27
}

// ---------------------------------------------------------------------------------------------
// W3: landmark layouts.

TEST_CASE("walk W3: the default sheet has the 8 listed landmark squares") {
  const Layout& layout = default_components().default_layout;
  const std::array<Square, 8> squares = {kOpera, kChair, kFig, kDuck, kPalm, kGovernment, kLion, kCalyx};
  const std::array<const char*, 8> names = {"Opera House", "Mrs Macquarie's Chair", "Fig Tree",  "Duck Pond",
                                            "Palm Grove",  "Government House",      "Lion Gate", "The Calyx"};
  for (int k = 0; k < 8; ++k) {
    CHECK(layout.squares[k] == squares[k]);
    CHECK(layout.names[k] == names[k]);
  }
  CHECK(layout.mask() == mask_of({at(0, 1), at(0, 4), at(1, 3), at(2, 0), at(3, 1), at(3, 4), at(4, 0), at(4, 3)}));
  CHECK(layout_error(layout).empty());
}

TEST_CASE("walk W3: random layouts are 8 distinct squares other than the centre") {
  std::array<int, kSquares> hits{};
  constexpr int kLayouts = 24000;
  for (int seed = 0; seed < kLayouts; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    const Layout layout = random_layout(rng);
    CHECK(layout_error(layout).empty());
    REQUIRE(popcount(layout.mask()) == 8);
    CHECK((layout.mask() & bit(kCentre)) == 0);
    for (Square s : layout.squares) {
      REQUIRE(s >= 0);
      REQUIRE(s < kSquares);
      ++hits[s];
    }
  }
  // Each of the 24 other squares is a landmark in 1/3 of the layouts: 8000 expected, sd 73.
  CHECK(hits[kCentre] == 0);
  for (Square s = 0; s < kSquares; ++s)
    if (s != kCentre) CHECK(std::abs(hits[s] - 8000) < 500);
}

TEST_CASE("walk W3: a random layout is reproducible from its seed") {
  Rng a(77), b(77);
  for (int i = 0; i < 20; ++i) CHECK(random_layout(a).squares == random_layout(b).squares);
  int differing = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    Rng x(seed), y(seed + 1000);
    differing += random_layout(x).mask() != random_layout(y).mask();
  }
  CHECK(differing >= 19);  // two random layouts coincide with probability 1/735471
  // The simulator's per-game layout stream is a pure function of (seed, game).
  Rng s1 = Rng::stream(5, 12, Stream::Layout), s2 = Rng::stream(5, 12, Stream::Layout);
  CHECK(random_layout(s1).squares == random_layout(s2).squares);
}

TEST_CASE("walk W3: layout_error rejects the centre, duplicates and squares off the grid") {
  Layout layout = default_components().default_layout;
  REQUIRE(layout_error(layout).empty());
  Layout centre = layout;
  centre.squares[3] = kCentre;
  CHECK_FALSE(layout_error(centre).empty());
  Layout duplicate = layout;
  duplicate.squares[5] = duplicate.squares[0];
  CHECK_FALSE(layout_error(duplicate).empty());
  Layout outside = layout;
  outside.squares[7] = 25;
  CHECK_FALSE(layout_error(outside).empty());
  outside.squares[7] = -1;
  CHECK_FALSE(layout_error(outside).empty());
}

TEST_CASE("walk W2, W3: component data loads from a file") {
  const Components c = load_components(std::string(PARKS_TEST_DATA) + "/custom_data/walk/components.json");
  CHECK(c.die.faces == std::array<std::uint8_t, 4>{2, 2, 1, 0});
  CHECK(c.die.total() == 5);
  CHECK(c.default_layout.mask() ==
        mask_of({at(0, 0), at(0, 2), at(1, 1), at(1, 4), at(3, 0), at(3, 3), at(4, 2), at(4, 4)}));
  CHECK(c.default_layout.names[0] == "A");
  CHECK(c.default_layout.names[7] == "H");
  // A die without ibis faces never rolls an ibis.
  const SoloState state = SoloState::initial(Config{c.default_layout.mask(), c.die, 1, 1});
  ChanceList<SoloState> outcomes;
  state.chance_outcomes(outcomes);
  CHECK(outcomes.size() == 3u);
  Rng rng(1);
  for (int i = 0; i < 2000; ++i) CHECK(state.sample_chance(rng) != Action::roll(Piece::Ibis));
}

TEST_CASE("walk W2, W3: bad component files are refused with the file's name") {
  for (const char* name : {"components_no_faces.json", "components_seven_landmarks.json", "components_centre.json",
                           "components_duplicate.json", "components_outside.json", "components_negative_face.json",
                           "components_missing_die.json", "components_not_json.json", "no_such_file.json"}) {
    CAPTURE(name);
    bool thrown = false;
    try {
      load_components(std::string(PARKS_TEST_DATA) + "/walk/components/" + name);
    } catch (const std::runtime_error& e) {
      thrown = true;
      CHECK(std::string(e.what()).find(name) != std::string::npos);
    }
    CHECK(thrown);
  }
}

TEST_CASE("walk W3: the shipped components file is the default") {
  const Components shipped = load_components(default_components_path());
  CHECK(shipped.default_layout.squares == default_components().default_layout.squares);
  CHECK(shipped.die == default_components().die);
}

// The die's face counts and the landmark squares must be whole numbers in range: get<int> would
// convert a float beyond int's range (1e10) with undefined behaviour, wrap 4294967298 to 2 and
// truncate 2.5 to 2.
TEST_CASE("walk W2, W3: face counts and squares must be whole numbers in range (fuzz bug)") {
  const auto error = [](const std::string& text) {
    std::istringstream in(text);
    try {
      parse_components(in, "bad.json");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(error(R"({"die": {"curve": 1e10}})") == "bad.json: die face count must be a whole number: curve");
  CHECK(error(R"({"die": {"curve": 2, "straight": 2.5}})") ==
        "bad.json: die face count must be a whole number: straight");
  CHECK(error(R"({"die": {"curve": 4294967298}})") == "bad.json: die face count out of range: curve");
  const std::string die = R"({"die": {"curve": 2, "straight": 2, "t": 1, "ibis": 1}, "default_sheet": {"landmarks": [)";
  const std::string rest =
      R"(, {"name": "b", "square": [0, 2]}, {"name": "c", "square": [0, 3]}, {"name": "d", "square": [0, 4]},
      {"name": "e", "square": [1, 0]}, {"name": "f", "square": [1, 1]}, {"name": "g", "square": [1, 2]}, {"name": "h", "square": [1, 3]}]}})";
  CHECK(error(die + R"({"name": "a", "square": [0, 1]})" + rest) == "(no error)");
  CHECK(error(die + R"({"name": "a", "square": [-9223372036854775809, 1]})" + rest) ==
        "bad.json: a landmark square must be two whole numbers");
  CHECK(error(die + R"({"name": "a", "square": [4294967296, 1]})" + rest) ==
        "bad.json: landmark square outside the grid");
  CHECK(error(die + R"({"name": "a", "square": [0, 1.0]})" + rest) ==
        "bad.json: a landmark square must be two whole numbers");
}

TEST_SUITE_END();

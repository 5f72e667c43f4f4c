// The conformance suite: every registered game, in every variant it registers, passes the same
// checks (analysis/conformance.h). A game is in the suite by being in the registry.
#include <doctest/doctest.h>

#include <vector>

#include "analysis/conformance.h"
#include "cli/registry.h"

namespace parks::cli {

TEST_SUITE_BEGIN("conformance");

TEST_CASE("conformance: the registry holds the four games, each with its commands and a variant") {
  for (const char* name : {"walk", "planner", "minipark", "hike"}) {
    const GameEntry* game = find_game(name);
    REQUIRE_MESSAGE(game, name);
    CHECK(!game->variants.empty());
    CHECK(game->simulate);
    CHECK(game->tournament);
    CHECK(game->studies);
  }
  CHECK_THROWS_AS(register_game(GameEntry{.name = "walk"}), std::logic_error);
}

TEST_CASE("conformance: every variant of every registered game passes every check") {
  for (const GameEntry& game : games()) {
    for (const Variant& variant : game.variants) {
      CAPTURE(game.name);
      CAPTURE(variant.label);
      const auto failures = game.probe.conformance(variant.args, 20);
      for (const auto& failure : failures) FAIL_CHECK(failure);
      CHECK(failures.empty());
    }
  }
}

// A sampled decision refers to its setup's components (Mini Park's tiles): the generator must
// keep them alive after the probe returns (the sanitizer build catches a dangling one).
TEST_CASE("conformance: the benchmark move generator of every game lists actions at each sampled decision") {
  for (const GameEntry& game : games()) {
    CAPTURE(game.name);
    const auto generate = game.probe.move_generator(game.variants.front().args);
    std::vector<int> churn(1 << 16, 7);  // new allocations over any freed components
    CHECK(churn.back() == 7);
    // generate(k) lists the first k decisions: each difference is one decision's actions.
    for (int k = 1; k <= 64; ++k) CHECK(generate(k) > generate(k - 1));
  }
}

// A coin game with one flaw chosen at compile time, for the checks to catch.
enum class Flaw { None, ChanceSum, Duplicate, Endless };

template <Flaw F>
struct Coin {
  struct Action {
    std::uint8_t code = 0;
    bool operator==(const Action&) const = default;
  };
  static constexpr std::size_t kMaxActions = 2, kMaxChanceOutcomes = 2;
  static constexpr int kMaxPlayers = 1;
  int flips = 0, heads = 0;
  bool flipping = false;

  int num_players() const { return 1; }
  bool is_terminal() const { return F != Flaw::Endless && flips == 3; }
  int current_player() const { return is_terminal() ? kTerminalPlayer : flipping ? kChancePlayer : 0; }
  void legal_actions(ActionList<Coin>& actions) const {
    actions.push_back({0});
    actions.push_back({F == Flaw::Duplicate ? std::uint8_t{0} : std::uint8_t{1}});
  }
  void chance_outcomes(ChanceList<Coin>& outcomes) const {
    outcomes.push_back({{0}, 0.5});
    outcomes.push_back({{1}, F == Flaw::ChanceSum ? 0.4 : 0.5});
  }
  void apply(Action a) {
    if (flipping) heads += a.code, ++flips;
    flipping = !flipping;
  }
  int score(int) const { return heads; }
  bool is_winner(int) const { return heads >= 2; }
  bool operator==(const Coin&) const = default;
};

template <Flaw F>
double evaluate(const Coin<F>& coin, int) {
  return coin.heads;
}

struct FirstAction {
  template <class S>
  typename S::Action choose(const S& state, Rng&) const {
    ActionList<S> actions;
    state.legal_actions(actions);
    return actions[0];
  }
};

struct CoinValue {
  template <class S>
  double operator()(const S& coin, int) const {
    return coin.heads + 0.5 * (3 - coin.flips);
  }
};

}  // namespace parks::cli

template <parks::cli::Flaw F>
struct parks::Heuristic<parks::cli::Coin<F>> {
  using agent = parks::cli::FirstAction;
  using evaluation = parks::cli::CoinValue;
};

namespace parks::cli {

template <Flaw F>
std::vector<std::string> coin_failures() {
  return conformance::check_game<Coin<F>>(
      "coin", [](std::int64_t) { return Coin<F>{}; }, 2);
}

bool mentions(const std::vector<std::string>& failures, const std::string& words) {
  for (const auto& f : failures)
    if (f.find(words) != std::string::npos) return true;
  return false;
}

TEST_CASE("conformance: the checks pass a sound game and catch each flaw") {
  CHECK(coin_failures<Flaw::None>().empty());
  CHECK(mentions(coin_failures<Flaw::ChanceSum>(), "chance probabilities sum to"));
  CHECK(mentions(coin_failures<Flaw::Duplicate>(), "an action listed twice"));
  CHECK(mentions(coin_failures<Flaw::Endless>(), "did not end"));
}

TEST_SUITE_END();

}  // namespace parks::cli

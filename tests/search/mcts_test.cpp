// The generic MCTS on A Walk in the Park: forced moves, chance-node expectations against an
// exact expectimax, determinism of root parallelisation, subtree reuse, and agent specs.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <sstream>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/tournament.h"
#include "engine/walk/sheet_file.h"
#include "tests/search/toy_games.h"

using namespace parks;
using namespace parks::walk;

namespace {

// A solo state at the start of turn `turn` (1-based) of level 1, from a sheet in file format.
SoloState position(const std::string& text, int turn) {
  std::istringstream in(text);
  const SheetFile file = parse_sheet(in, default_components());
  SoloState state = SoloState::initial({file.layout.mask(), Die{}, 1, 1});
  state.set_sheet(0, file.sheet, file.sheet.visited(file.layout.mask()));
  state.set_turn(turn - 1);
  return state;
}

MctsAgent<SoloState> mcts(const std::string& spec) {
  return std::get<MctsAgent<SoloState>>(make_agent<SoloState>(spec));
}

// The exact solo value under best play (expectimax over every action and roll).
double exact_value(const SoloState& state) {
  if (state.is_terminal()) return state.score(0);
  if (state.current_player() == kChancePlayer) {
    ChanceList<SoloState> outcomes;
    state.chance_outcomes(outcomes);
    double value = 0;
    for (const auto& o : outcomes) {
      SoloState next = state;
      next.apply(o.action);
      value += o.probability * exact_value(next);
    }
    return value;
  }
  ActionList<SoloState> actions;
  state.legal_actions(actions);
  double best = -1e9;
  for (const auto action : actions) {
    SoloState next = state;
    next.apply(action);
    best = std::max(best, exact_value(next));
  }
  return best;
}

// Two empty squares left (2,3 and 4,4), 16 turns done of 18, five landmarks visited and five
// bonuses ticked, no conversion left to make. A path open to the west at 2,3 visits the sixth
// landmark (a pick, and the game ends); an ibis scores for per_ibis. NE curves never join.
const char* kEndgame = R"(
landmarks 0,1 0,2 2,0 3,2 4,2 2,3 0,4 4,0
grid
NES NE SW NE  NE
NE  NE NS X   NES
EW  EW +  .   NE
NE  NE NS NE  NE
NE  NE NE NE  .
bonuses plus1 plus2 per_ibis per_statue extra_statue
converted curve straight
)";

}  // namespace

TEST_SUITE_BEGIN("search");

TEST_CASE("MCTS visits the sixth landmark when that is the win (W12, W14)") {
  // Turn 18 of 18: five visits and bonuses plus2 plus1, per_ibis (4), ibis_groups (3) and
  // largest_ibis_group (2) make 17. Only a straight EW at 2,3 joins the centre for the sixth
  // visit; no straight can close a loop and no conversion joins anything.
  const char* text = R"(
landmarks 2,0 0,1 0,2 4,1 4,2 2,3 0,4 4,4
grid
X  ES SW .  X
X  .  NS X  .
EW EW +  .  .
.  .  NS .  .
.  NE NW .  .
bonuses plus2 plus1 per_ibis ibis_groups largest_ibis_group
)";
  SoloState state = position(text, 18);
  REQUIRE(state.score(0) == 17);
  REQUIRE(popcount(state.sheet(0).visited(state.landmarks())) == 5);
  state.apply(Action::roll(Piece::Straight));
  Rng rng(3);
  auto agent = mcts("mcts:iters=3000,objective=win,threads=1");
  const Action move = agent.choose(state, rng);
  SoloState after = state;
  after.apply(move);
  while (!after.is_terminal()) {  // a pick may follow: let the search finish the turn
    after.apply(agent.choose(after, rng));
  }
  CHECK(move == Action::place(square(2, 3), 0b1010));
  CHECK(after.is_winner(0));
}

TEST_CASE("MCTS does not draw the sixth ibis that ends a losing game (W10, W12)") {
  // Turn 8 of 18, four visits, five ibises in four groups: 4 + plus2 + 5 + 4 = 15. An ibis for
  // the T (t_to_ibis) ends the game at 17 at most, a loss; a T keeps eleven turns to play.
  const char* text = R"(
landmarks default
grid
X  ES SW .  X
X  .  NS NS .
EW EW +  NW .
.  ES NW .  .
X  .  .  .  X
bonuses plus2 per_ibis t_to_ibis ibis_groups
)";
  SoloState state = position(text, 8);
  REQUIRE(popcount(state.sheet(0).ibises()) == 5);
  REQUIRE(state.score(0) == 15);
  state.apply(Action::roll(Piece::T));
  Rng rng(5);
  auto agent = mcts("mcts:iters=2000,objective=win,threads=1");
  const Action move = agent.choose(state, rng);
  CHECK(move.sides() != 0);  // a T, not the ibis
  SoloState ibis = state;
  ibis.apply(Action::place(square(4, 3), 0));
  while (!ibis.is_terminal()) ibis.apply(Action::end_turn());
  CHECK_FALSE(ibis.is_winner(0));
}

TEST_CASE("chance nodes: MCTS values converge to the exact expectation") {
  SoloState state = position(kEndgame, 17);
  REQUIRE(state.score(0) == 5);  // 5 visits, 1 statue, 5 bonus points, -6 for the conversions
  state.apply(Action::roll(Piece::Straight));
  ActionList<SoloState> actions;
  state.legal_actions(actions);
  REQUIRE(actions.size() == 4u);  // a straight NS or EW at 2,3 or at 4,4

  auto agent = mcts("mcts:iters=40000,objective=score,cutoff=none,rollout=random,select=uct,c=0.5,threads=1");
  Rng rng(11);
  const auto result = agent.analyse(state, rng);
  for (const auto& stats : result.actions) {
    SoloState next = state;
    next.apply(stats.action);
    CAPTURE(to_string(stats.action));
    CAPTURE(stats.visits);
    // Below each move the last roll is an explicit chance node (2/6 2/6 1/6 1/6).
    if (stats.visits >= 2000) CHECK(stats.score_mean() == doctest::Approx(exact_value(next)).epsilon(0.01));
  }
  // The best move visits the sixth landmark now (7) rather than leave it to the roll (6.83).
  CHECK(result.actions.front().action == Action::place(square(2, 3), 0b1010));
  SoloState later = state;
  later.apply(Action::place(square(4, 4), 0b1010));
  CHECK(exact_value(later) == doctest::Approx(5.0 / 6 * 7 + 1.0 / 6 * 6));
}

TEST_CASE("root parallelisation: the same seed and thread count give the same search") {
  SoloState state = SoloState::initial({default_components().default_layout.mask(), Die{}, 1, 1});
  state.apply(Action::roll(Piece::Curve));
  const auto run = [&](std::uint64_t seed) {
    auto agent = mcts("mcts:iters=800,threads=2");
    Rng rng(seed);
    return agent.analyse(state, rng);
  };
  const auto a = run(9), b = run(9), c = run(10);
  REQUIRE(a.actions.size() == b.actions.size());
  for (std::size_t i = 0; i < a.actions.size(); ++i) {
    CHECK(a.actions[i].action == b.actions[i].action);
    CHECK(a.actions[i].visits == b.actions[i].visits);
    CHECK(a.actions[i].score_sum == b.actions[i].score_sum);
  }
  bool differs = false;
  for (std::size_t i = 0; i < a.actions.size() && i < c.actions.size(); ++i)
    differs |= a.actions[i].visits != c.actions[i].visits;
  CHECK(differs);
}

TEST_CASE("tree parallelisation searches one shared tree to the budget") {
  SoloState state = SoloState::initial({default_components().default_layout.mask(), Die{}, 1, 1});
  state.apply(Action::roll(Piece::Straight));
  auto agent = mcts("mcts:iters=2000,threads=2,parallel=tree");
  Rng rng(1);
  const auto result = agent.analyse(state, rng);
  std::int64_t visits = 0;
  for (const auto& a : result.actions) visits += a.visits;
  CHECK(result.iterations == 2000);
  CHECK(visits == 2000);
}

TEST_CASE("subtree reuse: the next search starts from the matching node") {
  SoloState state = SoloState::initial({default_components().default_layout.mask(), Die{}, 1, 1});
  state.apply(Action::roll(Piece::Curve));
  auto agent = mcts("mcts:iters=3000,threads=1");
  Rng rng(2);
  const auto first = agent.analyse(state, rng);
  state.apply(first.actions.front().action);
  while (state.current_player() == 0) state.apply(Action::end_turn());
  state.apply(Action::roll(Piece::Straight));
  const auto second = agent.analyse(state, rng);
  std::int64_t visits = 0;
  for (const auto& a : second.actions) visits += a.visits;
  CHECK(visits > 3000);  // the reused subtree's visits plus this search's
}

TEST_CASE("agent specs: names, keys and values") {
  const AgentSpec spec = parse_agent_spec("mcts:iters=2000,c=0.7,rollout=greedy,threads=2,objective=win");
  CHECK(spec.name == "mcts");
  CHECK(spec.mcts.iterations == 2000);
  CHECK(spec.mcts.exploration == doctest::Approx(0.7));
  CHECK(spec.rollout == "greedy");
  CHECK(spec.mcts.threads == 2);
  CHECK(spec.mcts.objective == search::Objective::Win);
  CHECK(spec.mcts.rollout_cutoff == -1);  // a win needs the end of the game
  CHECK(parse_agent_spec("heuristic").name == "heuristic");
  CHECK(parse_agent_spec("mcts").mcts.rollout_cutoff == 0);                  // leaves scored at once
  CHECK(parse_agent_spec("mcts:rollout=random").mcts.rollout_cutoff == -1);  // a named policy plays on
  CHECK(parse_agent_spec("mcts:rollout=greedy,cutoff=3").mcts.rollout_cutoff == 3);

  for (const char* bad : {"nobody",
                          "mcts:",
                          "mcts:iters",
                          "mcts:iters=",
                          "mcts:iters=0",
                          "mcts:iters=abc",
                          "mcts:c=-1",
                          "mcts:color=red",
                          "mcts:select=best",
                          "mcts:iters=10,",
                          "random:iters=5",
                          "mcts:objective=win,cutoff=3",
                          "mcts:threads=1000",
                          "mcts:time=0",
                          "mcts:iters=1,iters=2",
                          "mcts:rollout=greedy,cutoff=0",
                          "mcts:blend=0.3",
                          "mcts:select=uct,prior=eval",
                          "mcts:prior=uniform,temp=2",
                          "mcts:select=uct,cutoff=none,eval=cheap",
                          "mcts:nodes=999999999999"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(parse_agent_spec(bad), std::invalid_argument);
  }
}

TEST_CASE("agent lists split on commas that start a new agent") {
  const auto specs = split_agent_list("random,mcts:iters=100,c=0.5,greedy,mcts:iters=50");
  REQUIRE(specs.size() == 4u);
  CHECK(specs[1] == "mcts:iters=100,c=0.5");
  CHECK(specs[3] == "mcts:iters=50");
}

namespace {

// A random-rollout search over a toy game, through the generic MCTS with no game heuristic.
template <class S>
search::SearchResult<typename S::Action> search_toy(const S& state, const std::string& settings, std::uint64_t seed) {
  search::MctsConfig config;
  config.iterations = 20000;
  config.selection = search::Selection::Uct;
  config.rollout_cutoff = -1;
  config.exploration = 0.5;
  if (settings == "tree") {
    config.threads = 2;
    config.parallel = search::Parallel::Tree;
  }
  struct NoEvaluation {
    double operator()(const S&, int) const { return 0; }
  };
  search::Mcts<S, RandomAgent<S>, NoEvaluation> mcts(config, {RandomAgent<S>{}, NoEvaluation{}});
  Rng rng(seed);
  return mcts.search(state, rng);
}

// The lottery's value found by search_toy, checked over many searches: one search's is a noisy
// estimate. Over 2000 searches with one thread and 1000 with two on one tree (seeds 1.., 20000
// iterations), the value of playing averaged 61.1 and 60.9, with a standard deviation of 1.2 in
// both, for two reasons:
// - the chance node holds at most 64 (kWideningSlots) of the 100 outcomes, each child one draw,
//   so its value is the mean of max(50, x) over a sample of 64 of them: unbiased (62.28 +- 0.03
//   measured), but with a standard deviation of 15.9 * sqrt(36 / (64 * 99)) = 1.2 at any budget.
//   With two threads the sample also depends on the interleaving, so a seed varies between runs;
// - the returns include the exploring visits (keeping 50 after a high draw...): on average they
//   fall short of the sample's value by 1.17 with one thread and 1.35 with two (virtual loss
//   sends a thread to the other child while a visit is in flight), +- 0.01.
// So one search within 3% of 62.25 failed for 40% of the seeds; the tests passed by the luck of
// theirs (seed 3 with two threads failed in 7 of 150 runs under ASan). The mean of n searches
// is expected in [62.25 - 1.5, 62.25], with a standard error of 1.2 / sqrt(n), and must be
// within 5 standard errors of that range: a bias of 5% (3.1) still fails. Besides, 17% of the
// searches keep the sure 55: when playing's first rollouts (random choices after the draw,
// 49.75 on average) score below 55, the sure 55 tops the range of scores seen, and an
// exploration constant of 0.5 does not bring the search back within the budget. Such a search
// says nothing of the chance node; at least half of them must play (more than 16 of 32 keep 55
// with probability 5e-6).
void check_lottery(const std::string& settings) {
  constexpr int kSearches = 32;
  constexpr double kExact = 62.25, kExploration = 1.5, kSpread = 1.2;
  int played = 0;
  double sum = 0;
  for (int seed = 1; seed <= kSearches; ++seed) {
    const auto result = search_toy(parks::testing::Lottery{}, settings, seed);
    REQUIRE(result.actions.size() == 2u);
    const auto& best = result.actions.front();
    if (best.action.code != 1) continue;  // kept the sure 55
    ++played;
    sum += best.score_mean();
  }
  CAPTURE(played);
  REQUIRE(played >= kSearches / 2);  // playing (62.25) beats the sure 55
  const double mean = sum / played;
  const double tolerance = 5 * kSpread / std::sqrt(static_cast<double>(played));
  CAPTURE(mean);
  CHECK(mean > kExact - kExploration - tolerance);
  CHECK(mean < kExact + tolerance);
}

}  // namespace

TEST_CASE("sampled chance: progressive widening estimates a 100-outcome expectation") { check_lottery(""); }

TEST_CASE("max^n: each player maximises its own score") {
  const auto result = search_toy(parks::testing::Sequential{}, "", 2);
  CHECK(result.actions.front().action.code == 1);
  CHECK(result.actions.front().score_mean() == doctest::Approx(2).epsilon(0.05));
}

TEST_CASE("tree parallelisation with virtual loss finds the same answers") {
  check_lottery("tree");
  const auto sequential = search_toy(parks::testing::Sequential{}, "tree", 4);
  CHECK(sequential.actions.front().action.code == 1);
}

// The message quotes the spec with its control characters escaped, so that a spec holding a
// line break still gives a one-line error.
TEST_CASE("agent specs: a line break in a spec still gives a one-line message") {
  const std::vector<std::string> specs = {"mcts:ti\nme=0.5", "mcts:iters=\n5", "wiz\nard", std::string("mcts:c=\0", 8)};
  for (const std::string& bad : specs) {
    CAPTURE(bad);
    std::string message;
    try {
      parse_agent_spec(bad);
    } catch (const std::invalid_argument& e) {
      message = e.what();
    }
    CHECK_FALSE(message.empty());
    CHECK(message.find('\n') == std::string::npos);
  }
  CHECK_THROWS_WITH_AS(parse_agent_spec("mcts:ti\nme=0.5"), doctest::Contains("unknown key 'ti\\x0ame'"),
                       std::invalid_argument);
}

// Found while writing the bad-input table: from_chars reads "nan", which compares false with
// both bounds, so time=nan, c=nan, blend=nan... were accepted.
TEST_CASE("agent specs: NaN is out of every range") {
  for (const char* bad :
       {"mcts:time=nan", "mcts:c=nan", "mcts:c=-nan", "mcts:widening=NAN", "mcts:select=puct,prior=eval,temp=nan"}) {
    CAPTURE(bad);
    CHECK_THROWS_WITH_AS(parse_agent_spec(bad), doctest::Contains("out of range"), std::invalid_argument);
  }
}

TEST_SUITE_END();

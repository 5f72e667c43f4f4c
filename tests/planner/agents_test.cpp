// Polyhedral Park Planner: the agents and the search on it (P4, P5, P8), and the common random
// numbers of keyed chance events.
#include <doctest/doctest.h>

#include <bit>
#include <limits>
#include <optional>
#include <vector>

#include "agents/agent.h"
#include "agents/planner/heuristic.h"
#include "agents/random_agent.h"
#include "analysis/planner/summary.h"
#include "analysis/runner.h"
#include "cli/planner/setup.h"

using namespace parks;
using namespace parks::planner;

namespace {

static_assert(GameState<SoloState> && GameState<PartyState>);
static_assert(SamplesChance<SoloState> && !ListsChance<SoloState>);  // 921,600 rolls: sampled

SoloState solo_deal(std::uint64_t game) {
  Rng rng = Rng::stream(5, game, Stream::Layout);
  const Deal cards = deal_cards(rng);
  return SoloState::initial(published_sheet(1 + static_cast<int>(game % kPublishedSheets)), cards, 1);
}

// Plays a game with `Agent`, checking at every decision that the agent's own round plan starts
// with a legal action (the agent never falls back on a random move).
template <class Agent>
void check_plans_are_legal(std::uint64_t game) {
  SoloState state = solo_deal(game);
  Agent agent;
  Rng chance(game), seat(game + 1);
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(state.sample_chance(chance));
      continue;
    }
    ActionList<SoloState> legal;
    state.legal_actions(legal);
    const unsigned unused = ~state.used() & (kDiceSubsets - 1);
    const Gains gains = measure_gains(state, agent.value, context_of(state), reachable_squares(state, unused));
    const RoundPlan plan = RoundPlanner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed())
                               .best(state.dice(), unused);
    const Action step = first_step(plan, state.dice(), unused);
    CHECK_MESSAGE(std::find(legal.begin(), legal.end(), step) != legal.end(), "round ", state.round());
    state.apply(agent.choose(state, seat));
  }
}

// Plays deal `game` with `agent`, asking `visit(state, seat_rng)` first at every decision: the
// move it returns is played, else the agent's own.
template <class Agent, class Visit>
void play_deal(std::uint64_t game, const Agent& agent, Visit visit) {
  SoloState state = solo_deal(game);
  Rng chance(game), seat(game + 1);
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(state.sample_chance(chance));
      continue;
    }
    const std::optional<Action> move = visit(state, seat);
    state.apply(move ? *move : agent.choose(state, seat));
  }
}

}  // namespace

TEST_SUITE_BEGIN("planner");

TEST_CASE("planner agents: the round plan's first step is always legal (P5)") {
  for (std::uint64_t game = 0; game < 6; ++game) {
    check_plans_are_legal<GreedyPlanAgent>(game);
    check_plans_are_legal<HeuristicPlanAgent>(game);
  }
}

TEST_CASE("planner agents: heuristic beats greedy beats random on the same deals") {
  const RunOptions run{48, 3, 0, false, "test"};
  const auto mean = [&]<class Agent>() {
    const auto result = run_games(
        run, PlannerSummary(1), [](std::int64_t g) { return solo_deal(static_cast<std::uint64_t>(g)); },
        [] { return std::array<Agent, 1>{}; });
    return result.summary.scores(0).mean();
  };
  const double random = mean.operator()<RandomAgent<SoloState>>();
  const double greedy = mean.operator()<GreedyAgent<SoloState>>();
  const double heuristic = mean.operator()<HeuristicAgent<SoloState>>();
  CHECK(random < 0);  // it spends all 12 modifications and strands regions (P4, P6)
  CHECK(greedy > random + 30);
  CHECK(heuristic > greedy + 4);
}

TEST_CASE("planner greedy never modifies, the heuristic modifies only within P4's 12") {
  for (std::uint64_t game = 0; game < 4; ++game) {
    std::array<GreedyAgent<SoloState>, 1> greedy{};
    std::array<HeuristicAgent<SoloState>, 1> heuristic{};
    CHECK(play_game(solo_deal(game), greedy, 9, game).modifications(0) == 0);
    CHECK(play_game(solo_deal(game), heuristic, 9, game).modifications(0) <= kMaxModifications);
  }
}

TEST_CASE("planner: a reroll leaves the later rounds' rolls unchanged (keyed chance streams)") {
  // Two games from the same seed: one agent rerolls every round it can, one never modifies. The
  // first roll of every round is the same in both.
  struct NoModification {  // the first use of the dice, or the end (P5 ends a round only then)
    Action choose(const SoloState& state, Rng&) {
      ActionList<SoloState> legal;
      state.legal_actions(legal);
      for (const Action a : legal)
        if (a.kind() != Kind::Raise && a.kind() != Kind::Lower && a.kind() != Kind::Reroll) return a;
      return legal[0];
    }
  };
  struct RerollFirst {
    Action choose(const SoloState& state, Rng& rng) {
      ActionList<SoloState> legal;
      state.legal_actions(legal);
      for (const Action a : legal)
        if (a.kind() == Kind::Reroll && a.dice() == kDiceSubsets - 1) return a;
      return NoModification{}.choose(state, rng);
    }
  };
  const auto first_rolls = [](auto agent) {
    std::array<DiceValues, kRounds> rolls{};
    SoloState state = solo_deal(1);
    Rng game_stream = Rng::stream(4, 1, Stream::Chance), event, seat(1);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        const bool roll = state.phase() == Phase::Roll;
        state.apply(sample_chance(state, chance_stream(state, game_stream, event, 4, 1)));
        if (roll) rolls[state.round()] = state.rolled();
      } else {
        state.apply(agent.choose(state, seat));
      }
    }
    return std::pair(rolls, state.modifications(0));
  };
  const auto [rerolled, modifications] = first_rolls(RerollFirst{});
  const auto [kept, none] = first_rolls(NoModification{});
  CHECK(modifications == kRounds);  // one reroll a round (P4)
  CHECK(none == 0);
  CHECK(rerolled == kept);
}

TEST_CASE("planner MCTS: legal moves, the same seed gives the same move, evaluations end at the score") {
  SoloState state = solo_deal(2);
  Rng rng(1);
  state.apply(state.sample_chance(rng));
  auto first = std::get<MctsAgent<SoloState>>(make_agent<SoloState>("mcts:iters=300"));
  auto second = first;
  Rng a(7), b(7);
  const auto result = first.analyse(state, a);
  REQUIRE_FALSE(result.actions.empty());
  CHECK(result.iterations == 300);
  ActionList<SoloState> legal;
  state.legal_actions(legal);
  for (const auto& stats : result.actions) CHECK(std::find(legal.begin(), legal.end(), stats.action) != legal.end());
  CHECK(second.analyse(state, b).actions.front().action == result.actions.front().action);

  // Played to the end, the search's evaluation of the finished game is its score.
  std::array<HeuristicAgent<SoloState>, 1> heuristic{};
  const SoloState end = play_game(solo_deal(2), heuristic, 3, 2);
  CHECK(PlanEvaluation{}(end, 0) == end.score(0));
}

TEST_CASE("planner MCTS: the whole game, solo and with two players") {
  for (const int players : {1, 2}) {
    std::array<AnyAgent<PartyState>, PartyState::kMaxPlayers> agents;
    for (int p = 0; p < players; ++p) agents[p] = make_agent<PartyState>("mcts:iters=40");
    Rng rng = Rng::stream(5, 0, Stream::Layout);
    const PartyState end = play_game(PartyState::initial(published_sheet(9), deal_cards(rng), players), agents, 8, 0);
    CHECK(end.is_terminal());
    CHECK(end.round() == kRounds);
    for (int p = 0; p < players; ++p) CHECK(count(end.park(p).developed()) > 5);
  }
}

TEST_CASE("planner setup: players get different sheets, or copies of a fixed one (the book lets them agree)") {
  cli::PlannerSetup setup;
  setup.players = 4;
  for (const auto sheets : {cli::PlannerSetup::Sheets::Random, cli::PlannerSetup::Sheets::Generated}) {
    setup.sheets = sheets;
    const PartyState state = setup.state_maker<PartyState>(3)(0);
    for (int p = 0; p < 4; ++p)
      for (int q = p + 1; q < 4; ++q) CHECK_FALSE(state.sheet(p) == state.sheet(q));
    CHECK(setup.state_maker<PartyState>(3)(0) == state);  // a function of (seed, game)
  }
  setup.sheets = cli::PlannerSetup::Sheets::Fixed;
  setup.sheet_number = 37;
  const PartyState state = setup.state_maker<PartyState>(3)(5);
  for (int p = 0; p < 4; ++p) CHECK(state.sheet(p).id == 37);
}

TEST_CASE("planner round planner: equal dice go to separate groups (P5, one die = one value)") {
  // Dice 2 1 1 9 3 9 on a fresh park where every tree placement gains 1: unlock trees with one
  // die, then place the other five singly (two 1s, a 3, two 9s): 5.
  const Sheet& sheet = published_sheet(1);
  Gains gains;
  for (auto& row : gains) row.fill(-std::numeric_limits<float>::infinity());
  gains[static_cast<int>(Development::Tree)].fill(1.0f);
  const Park park;
  RoundPlanner planner(sheet, park.empty(), gains, Circled{}, 0);
  const RoundPlan plan = planner.best({2, 1, 1, 9, 3, 9}, kDiceSubsets - 1);
  CHECK(plan.value == 5);
  CHECK(plan.steps.size() == 6);
}

// Every plan the bounds cut is no better than one found, so the search finds the plan the
// exhaustive search finds: on the heuristic's decisions and on dice a reroll might bring (P5).
TEST_CASE("planner round planner: the bounds cut no better plan") {
  HeuristicPlanAgent agent;
  int compared = 0;
  const auto compare = [&](const auto& state, const Gains& gains, const DiceValues& dice, unsigned unused) {
    const auto search = [&] {
      return RoundPlanner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed());
    };
    const RoundPlan cut = search().best(dice, unused);
    const RoundPlan every = search().exhaustive().best(dice, unused);
    CHECK(cut.value == every.value);
    REQUIRE(cut.steps.size() == every.steps.size());
    for (std::size_t i = 0; i < cut.steps.size(); ++i) CHECK(cut.steps[i].action == every.steps[i].action);
    // P5: the plan uses as many dice as the round can, its unlocks' joins included.
    unsigned planned = 0;
    for (const Step& step : cut.steps) planned |= step.action.dice();
    const DiceSums sums(dice);
    const unsigned used = ~unused & (kDiceSubsets - 1);
    CHECK(std::popcount(planned) == RoundReach(state.sheet(), state.park().empty(), sums, UnlockSplits(sums), used,
                                               state.circled(), state.placed())
                                        .most());
    // Searched above a floor, the same value when the best beats it, and nothing when it does not.
    for (const double floor : {every.value - 1.5, every.value - 1e-6, every.value, every.value + 0.5}) {
      const auto above = search().best_value_above(dice, unused, floor);
      CHECK(above.has_value() == (every.value > floor));
      if (above) CHECK(*above == every.value);
    }
    ++compared;
  };
  for (std::uint64_t game = 0; game < 2; ++game) {
    SoloState state = solo_deal(game);
    Rng chance(game), seat(game + 1), dice_rng(game + 2);
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        state.apply(state.sample_chance(chance));
        continue;
      }
      const unsigned unused = ~state.used() & (kDiceSubsets - 1);
      // As the agent measures them: only the squares the dice reach gain, the others never do.
      compare(state, measure_gains(state, agent.value, context_of(state), reachable_squares(state, unused)),
              state.dice(), unused);
      if (state.used() == 0) {  // dice a reroll might bring, on gains for every square
        DiceValues dice;
        for (int k = 0; k < kDice; ++k)
          dice[k] = static_cast<std::uint8_t>(dice_rng.below(static_cast<std::uint32_t>(kFaces[k])) + 1);
        compare(state, measure_gains(state, agent.value, context_of(state), kAll), dice, unused);
      }
      state.apply(agent.choose(state, seat));
    }
  }
  CHECK(compared > 40);
}

// The gains one thread keeps between decisions are those measured afresh: the park and the
// context change between calls, and the squares asked for grow and shrink.
TEST_CASE("planner agents: gains kept between decisions equal gains measured afresh") {
  const auto afresh = [](const SoloState& state, const PlanValue& value, Board squares) {
    const ParkContext context = context_of(state);
    const double base = value(state.park(), context);
    std::vector<float> gains;
    for (Board b = squares & state.park().empty(); b;) {
      const int square = pop_square(b);
      for (int d = 0; d < kDevelopments; ++d) {
        Park next = state.park();
        next.develop(static_cast<Development>(d), square);
        gains.push_back(static_cast<float>(value(next, context) - base));
      }
    }
    return gains;
  };
  const auto kept = [](const SoloState& state, const PlanValue& value, Board squares) {
    const Gains gains = measure_gains(state, value, context_of(state), squares);
    std::vector<float> listed;
    int elsewhere = 0;
    for (int square = 0; square < kSquares; ++square)
      for (int d = 0; d < kDevelopments; ++d) {
        if (bit(square) & squares & state.park().empty()) listed.push_back(gains[d][square]);
        else elsewhere += gains[d][square] != -std::numeric_limits<float>::infinity();
      }
    CHECK(elsewhere == 0);
    return listed;
  };
  HeuristicPlanAgent agent;
  PlanValue other;
  other.weights.promise = 0.5;
  int checked = 0;
  std::vector<SoloState> seen;
  for (std::uint64_t game = 0; game < 3; ++game)
    play_deal(game, agent, [&](const SoloState& state, Rng&) {
      const Board some = reachable_squares(state, ~state.used() & (kDiceSubsets - 1));
      for (const Board squares : {some, kAll, some, kBorder, kAll}) {
        CHECK(kept(state, agent.value, squares) == afresh(state, agent.value, squares));
        CHECK(kept(state, other, squares) == afresh(state, other, squares));  // other weights: other gains
        ++checked;
      }
      seen.push_back(state);
      return std::optional<Action>();
    });
  CHECK(checked > 100);
  // Parks seen long ago, whose kept gains other parks have since pushed out or share a slot with.
  for (const SoloState& state : seen) CHECK(kept(state, agent.value, kAll) == afresh(state, agent.value, kAll));
  CHECK(seen.size() > 1 << kGainsMemoBits);
}

// The plan value of a park with one development more, recomputed only in the terms the
// development changes, is the value computed whole, to the last bit: parks of random and of
// heuristic games, every card dealt, solo and not, every horizon.
TEST_CASE("planner agents: the developed values equal the plan value computed whole") {
  PlanValue promising;
  promising.weights.promise = 0.5;
  promising.weights.requirement = 3;
  const auto check_park = [&](const Park& park, const Deal& deal) {
    int compared = 0;
    for (const PlanValue& value : {PlanValue{}, promising})
      for (const bool solo : {true, false})
        for (const int rounds_left : {0, 4, kRounds - 1}) {
          const ParkContext context{deal, solo, rounds_left};
          const PlanTerms terms = value.terms(park, context);
          CHECK(value.total(terms, context) == value(park, context));
          for (Board b = park.empty(); b;) {
            const int square = pop_square(b);
            const auto developed = value.developed_values(park, context, terms, square);
            for (int d = 0; d < kDevelopments; ++d) {
              Park next = park;
              next.develop(static_cast<Development>(d), square);
              CHECK(developed[d] == value(next, context));
              ++compared;
            }
          }
        }
    return compared;
  };
  HeuristicPlanAgent heuristic;
  long compared = 0;
  const auto play = [&]<class State>(State state, std::uint64_t game) {
    RandomAgent<State> random;
    Rng chance(game), seat(game + 1);
    for (int decision = 0; !state.is_terminal();) {
      if (state.current_player() == kChancePlayer) {
        state.apply(state.sample_chance(chance));
        continue;
      }
      if (decision++ % 5 == 0) compared += check_park(state.park(), state.deal());
      state.apply(game % 3 == 0 ? heuristic.choose(state, seat) : random.choose(state, seat));
    }
  };
  std::uint64_t cards_seen = 0;
  for (std::uint64_t game = 0; game < 24; ++game) {
    Rng rng = Rng::stream(5, game, Stream::Layout);
    const Deal cards = deal_cards(rng);
    const Sheet sheet = published_sheet(1 + static_cast<int>(game % kPublishedSheets));
    if (game % 2) play(PartyState::initial(sheet, cards, 2), game);
    else play(SoloState::initial(sheet, cards, 1), game);
    for (int card : cards) cards_seen |= 1ull << card;
  }
  CHECK(cards_seen == ((1ull << (kCards + 1)) - 2));  // every card was dealt
  CHECK(compared > 10000);
}

namespace {

// The heuristic's move at a round's start as its rule reads, every plan searched in full: each
// adjustment's plan, and each reroll's mean plan over its samples, against the plan as the dice
// are, net of the modification's price and margin.
Action modification_by_full_searches(const SoloState& state, const HeuristicPlanAgent& agent, Rng& rng) {
  constexpr unsigned kAllDice = kDiceSubsets - 1;
  ActionList<SoloState> legal;
  state.legal_actions(legal);
  const Gains gains = measure_gains(state, agent.value, context_of(state), kAll);
  const auto full = [&](const DiceValues& dice) {
    return RoundPlanner(state.sheet(), state.park().empty(), gains, state.circled(), state.placed())
        .best(dice, kAllDice);
  };
  const RoundPlan plan = full(state.dice());
  const double price = agent.cost.point + agent.cost.budget;
  double best_value = plan.value + agent.cost.margin;
  std::optional<Action> best;
  for (const Action a : legal) {
    if (a.kind() != Kind::Raise && a.kind() != Kind::Lower) continue;
    DiceValues dice = state.dice();
    dice[std::countr_zero(a.dice())] += a.kind() == Kind::Raise ? 1 : -1;
    if (const double v = full(dice).value - price; v > best_value) best_value = v, best = a;
  }
  if (!state.rerolled() && state.modifications(0) < kMaxModifications) {
    unsigned planned = 0;
    for (const Step& step : plan.steps) planned |= step.action.dice();
    for (const unsigned reroll : {kAllDice & ~planned, kAllDice}) {
      if (!reroll) continue;
      double total = 0;
      for (int i = 0; i < agent.cost.reroll_samples; ++i) {
        DiceValues dice = state.dice();
        for (unsigned g = reroll; g; g &= g - 1) {
          const int k = std::countr_zero(g);
          dice[k] = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(kFaces[k])) + 1);
        }
        total += full(dice).value;
      }
      if (const double v = total / agent.cost.reroll_samples - price; v > best_value)
        best_value = v, best = Action::reroll(reroll);
    }
  }
  return best ? *best : first_step(plan, state.dice(), kAllDice);
}

}  // namespace

// The heuristic cuts the searches of modifications that cannot pay and of reroll samples once
// the mean cannot reach the plan; its moves are those of the full searches (P4).
TEST_CASE("planner heuristic: modifications judged by cut searches are those full searches take") {
  HeuristicPlanAgent usual, eager;
  eager.cost = {0.0, 0.0, -3.0, usual.cost.reroll_samples};  // modifies more often
  int compared = 0, modified = 0;
  for (const HeuristicPlanAgent* agent : {&usual, &eager})
    for (std::uint64_t game = 0; game < 4; ++game)
      play_deal(game, *agent, [&](const SoloState& state, Rng& seat) -> std::optional<Action> {
        if (state.used() != 0) return std::nullopt;
        Rng reference = seat;
        const Action expected = modification_by_full_searches(state, *agent, reference);
        const Action chosen = agent->choose(state, seat);
        CHECK_MESSAGE(chosen == expected, "game ", game, " round ", state.round(), ": ", to_string(chosen), " against ",
                      to_string(expected));
        ++compared;
        modified += chosen.kind() == Kind::Raise || chosen.kind() == Kind::Lower || chosen.kind() == Kind::Reroll;
        return chosen;
      });
  CHECK(compared > 80);
  CHECK(modified > 10);
}

TEST_SUITE_END();

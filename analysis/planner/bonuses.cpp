// parks analyze bonuses planner: what a modification (P4) is worth, by counterfactual paired
// rollouts from the first move of a round (keep the dice, or modify them, then the same agent
// plays on with the same future rolls), and each card's difficulty on random deals.
#include "analysis/choice_value.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/merge.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"

namespace parks::planner {

namespace {

enum ModificationKind { kAdjust, kReroll, kKinds };
constexpr std::array<const char*, kKinds> kKindNames = {"adjust a die", "reroll"};
constexpr std::array<const char*, 2> kChoiceNames = {"declines it", "takes it"};
constexpr int kPhases = 3;
constexpr std::array<const char*, kPhases> kPhaseNames = {"rounds 1-3", "rounds 4-7", "rounds 8-10"};
constexpr int phase_of(int round) { return round < 3 ? 0 : round < 7 ? 1 : 2; }

bool is_modification(Action a) {
  return a.kind() == Kind::Raise || a.kind() == Kind::Lower || a.kind() == Kind::Reroll;
}

// The heuristic's round planner without modifications (the dice kept), and with them at no
// cost and no margin: the modification that most raises the round's plan.
using KeepPlanAgent = PlanAgent<PlanValue, false>;
HeuristicPlanAgent eager_modifier() {
  HeuristicPlanAgent agent;
  agent.cost = {0.0, 0.0, -1e9, agent.cost.reroll_samples};
  return agent;
}

// Final score and win of the modify branch (the choice) against the keep branch.
using Value = ChoiceValue;

struct CardTally {
  Moments points, over_target;
  std::int64_t met = 0, short_of_target = 0;
  template <class Archive>
  void archive(Archive& a) {
    a(points, over_target, met, short_of_target);
  }
};

struct BonusSummary {
  std::array<std::array<std::array<Value, kRounds>, 2>, kKinds> values{};  // [kind][the agent takes it][round]
  std::int64_t spent = 0;  // points with all 12 modifications used: nothing to compare
  std::array<CardTally, kCards + 1> cards{};

  void add_game(const SoloState& final) {
    const ScoreCard card = final.score_card(0);
    for (int i = 0; i < kCardsDealt; ++i) {
      CardTally& t = cards[final.deal()[i]];
      const int over = card.points[i] - kCardInfo[final.deal()[i]].target;
      t.points.add(card.points[i]);
      t.over_target.add(over);
      t.met += card.met[i];
      t.short_of_target += over < 0;
    }
  }
  template <class Archive>
  void archive(Archive& a) {
    a(values, spent, cards);
  }
  // The values over the kinds, choices and rounds the filters accept.
  template <class Keep>
  Value total(Keep keep) const {
    Value v;
    for (int k = 0; k < kKinds; ++k)
      for (int t = 0; t < 2; ++t)
        for (int r = 0; r < kRounds; ++r)
          if (keep(k, t, r)) merge(v, values[k][t][r]);
    return v;
  }
};

// Game g branches at the first move of round g mod 10: the agent's move, and the other of keep
// and modify as the heuristic's planner would play it; the agent plays on in both branches.
void play_point(std::uint64_t seed, std::int64_t g, const AnyAgent<SoloState>& prototype, BonusSummary& summary) {
  const auto game = static_cast<std::uint64_t>(g);
  const int round = static_cast<int>(g % kRounds);
  auto agents = agent_in_every_seat(prototype, 1);
  const auto point = play_until(game_state<SoloState>(seed, game, std::nullopt, 1), agents, seed, game,
                                [round](const SoloState& s, Action) { return round_start(s, round); });
  const SoloState& state = point->state;  // every round starts with a move
  const Action choice = point->choice;
  Rng planner_rng = Rng::stream(seed, game, Stream::Branch, 1);  // the planner's reroll samples
  const bool takes = is_modification(choice);
  const Action keep = takes ? KeepPlanAgent{}.choose(state, planner_rng) : choice;
  const Action modify = takes ? choice : eager_modifier().choose(state, planner_rng);
  if (!is_modification(modify)) {  // all 12 spent (P4)
    ++summary.spent;
    summary.add_game(play_branch(state, choice, agents, seed, game, 0, 0));
    return;
  }
  const SoloState kept = play_branch(state, keep, agents, seed, game, 0, 0);
  const SoloState modified = play_branch(state, modify, agents, seed, game, 0, 0);
  summary.add_game(takes ? modified : kept);
  Value& v = summary.values[modify.kind() == Kind::Reroll ? kReroll : kAdjust][takes][round];
  v.add(static_cast<std::int64_t>(modified.score(0)), static_cast<std::int64_t>(kept.score(0)), modified.is_winner(0),
        kept.is_winner(0));
}

std::vector<Cell> value_cells(const Value& v) {
  return {double(v.score.difference.n), mean_estimate(v.score.difference), mean_estimate(v.win.difference),
          mean_estimate(v.score.a), mean_estimate(v.score.b)};
}

std::vector<Column> value_columns() {
  return {{"points", Format::Integer},
          {"score_difference", Format::Number},
          {"win_rate_difference", Format::Percent},
          {"score_modified", Format::Number},
          {"score_kept", Format::Number}};
}

// The hardest requirement and the card furthest below its target, each tied with the next in line
// unless its gap excludes 0, and how many cards' intervals about their targets exclude 0.
void add_card_findings(const BonusSummary& s, Report& report) {
  std::vector<Ranked> met, over;
  ChanceCount chance;
  for (int c = 1; c <= kCards; ++c) {
    const CardTally& t = s.cards[c];
    if (!t.points.n) continue;
    const std::string name(kCardInfo[c].name);
    met.push_back({name, rate_estimate(t.met, t.points.n), t.points.n});
    over.push_back({name, mean_estimate(t.over_target), t.points.n});
    chance.add(mean_estimate(t.over_target));
  }
  if (met.empty()) return;
  const auto card = [](const std::string& name) {
    for (int c = 1; c <= kCards; ++c)
      if (kCardInfo[c].name == name) return c;
    return 0;
  };
  const auto say_met = [&](const Ranked& r) {
    return r.label + "'s, met in " + quote(r.value, Quote::Percent) + " of the parks it is dealt in";
  };
  const auto say_over = [&](const Ranked& r) {
    return r.label + ", " + difference_text(r.value, Quote::Signed, r.n, {.unit = "parks", .after = " points"}) +
           format(" against its target of %d", kCardInfo[card(r.label)].target);
  };
  report.findings.push_back("Hardest solo requirement: " +
                            extreme_text(met, true, say_met, Quote::PercentagePoints, {.unit = "parks"}) + ".");
  report.findings.push_back("Card furthest below its target: " +
                            extreme_text(over, true, say_over, Quote::Signed, {.unit = "parks", .after = " points"}) +
                            chance.clause("cards' intervals about their targets") + ".");
}

Table value_table(const std::string& name, const std::string& title, Column key, bool files_only = false) {
  Table t{name, title, {key, {"agent", Format::Text}}, {}, files_only};
  for (const auto& c : value_columns()) t.columns.push_back(c);
  return t;
}

// A row `keys` + the values the filter `keep(kind, takes, round)` accepts.
template <class Keep>
void add_value_row(Table& table, std::vector<Cell> keys, const BonusSummary& s, Keep keep) {
  for (auto& cell : value_cells(s.total(keep))) keys.push_back(std::move(cell));
  table.add_row(std::move(keys));
}

struct ModificationTables {
  Table by_kind =
      value_table("modification_value", "Modify minus keep, by the kind of modification and the agent's own choice",
                  {"modification", Format::Text});
  Table by_phase = value_table("modification_by_phase", "Modify minus keep, by game phase", {"phase", Format::Text});
  Table by_round =
      value_table("modification_by_round", "Modify minus keep, by round", {"round", Format::Integer}, true);

  explicit ModificationTables(const BonusSummary& s) {
    for (int takes = 1; takes >= 0; --takes) {
      const std::string choice = kChoiceNames[takes];
      for (int k = 0; k <= kKinds; ++k)  // kKinds: either kind
        add_value_row(by_kind, {std::string(k == kKinds ? "any" : kKindNames[k]), choice}, s,
                      [&](int kind, int t, int) { return t == takes && (k == kKinds || kind == k); });
      for (int p = 0; p < kPhases; ++p)
        add_value_row(by_phase, {std::string(kPhaseNames[p]), choice}, s,
                      [&](int, int t, int r) { return t == takes && phase_of(r) == p; });
      for (int r = 0; r < kRounds; ++r)
        add_value_row(by_round, {double(r + 1), choice}, s,
                      [&](int, int t, int round) { return t == takes && round == r; });
    }
  }
};

Table card_table(const BonusSummary& s) {
  Table cards{"card_difficulty",
              "Each card on random deals (P7), from the agent's own games",
              {{"card", Format::Integer},
               {"name", Format::Text},
               {"target", Format::Integer},
               {"parks", Format::Integer},
               {"points", Format::Number},
               {"over_target", Format::Number},
               {"short_of_target", Format::Percent},
               {"requirement_met", Format::Percent}},
              {}};
  for (int c = 1; c <= kCards; ++c) {
    const CardTally& t = s.cards[c];
    if (!t.points.n) continue;
    cards.add_row({double(c), std::string(kCardInfo[c].name), double(kCardInfo[c].target), double(t.points.n),
                   mean_estimate(t.points), mean_estimate(t.over_target), rate_estimate(t.short_of_target, t.points.n),
                   rate_estimate(t.met, t.points.n)});
  }
  return cards;
}

void add_modification_findings(const BonusSummary& s, const std::string& agent, Report& report) {
  for (int takes = 1; takes >= 0; --takes) {
    const Value v = s.total([&](int, int t, int) { return t == takes; });
    if (!v.score.difference.n) continue;
    const std::int64_t n = v.score.difference.n;
    const Wording points{.unit = "decision points", .after = " final points"};
    const Wording wins{.unit = "decision points", .after = " of win rate"};
    report.findings.push_back(
        format(takes ? "A modification %s takes (its 1-point cost included), against keeping the dice: "
                     : "The best modification %s declines, against keeping the dice: ",
               agent.c_str()) +
        pair_text(mean_estimate(v.score.difference), Quote::Signed, points, mean_estimate(v.win.difference),
                  Quote::PercentagePoints, wins, n) +
        ".");
  }
}

}  // namespace

Report bonuses(const ExperimentOptions& options) {
  const std::string& agent = single_agent(options.agents, "bonuses planner");
  const AnyAgent<SoloState> prototype = make_agent<SoloState>(agent);
  Experiment experiment(options, "analyze bonuses planner", options.games);
  const BonusSummary s =
      experiment
          .run(options.games, BonusSummary{},
               [&](std::int64_t g, BonusSummary& summary) { play_point(options.seed, g, prototype, summary); })
          .summary;
  const ModificationTables tables(s);
  const Table cards = card_table(s);

  Report report;
  report.title = "Polyhedral Park Planner: the value of a modification and each card's difficulty";
  add_modification_findings(s, agent, report);
  add_card_findings(s, report);

  Section modifications{
      "The value of a modification",
      {"Counterfactual paired rollouts (P4): game g (a P7 deal, a random published sheet) is played by " + agent +
           " to the first move of round (g mod 10) + 1; from there one branch keeps the dice and the other modifies "
           "them, and " +
           agent + " plays both to the end on the same future rolls.",
       "The modification is the agent's own when it takes one, else the one that most raises the heuristic's round plan "
       "(an adjustment, or a reroll valued by the planner's samples); keeping plays the heuristic's best round without "
       "modifications when the agent modifies. Differences are modify minus keep and include the modification's 1-point cost.",
       "--games counts decision points (one per game); " + std::to_string(s.spent) +
           " points had all 12 modifications spent and are left out."},
      {tables.by_kind, tables.by_phase, tables.by_round},
      {}};
  modifications.plots.push_back(Plot{.name = "modification_value",
                                     .kind = "bars",
                                     .table = "modification_value",
                                     .x = "modification",
                                     .y = "score_difference",
                                     .group = "agent",
                                     .title = "Final score change from a modification (95% intervals)"});
  modifications.plots.push_back(Plot{.name = "modification_by_round",
                                     .kind = "lines",
                                     .table = "modification_by_round",
                                     .x = "round",
                                     .y = "score_difference",
                                     .group = "agent",
                                     .title = "Final score change from a modification by round"});
  Section difficulty{
      "Card difficulty",
      {"Each card's points (scoring regions only, P6) against its solo target and how often its solo requirement is met "
       "(P9), in the agent's own games on random deals: the branch that follows the agent's choice, a game as the agent plays it."},
      {cards},
      {}};
  difficulty.plots.push_back(Plot{.name = "card_over_target",
                                  .kind = "bars",
                                  .table = "card_difficulty",
                                  .x = "name",
                                  .y = "over_target",
                                  .title = "Card points over the card's solo target (95% intervals)"});
  difficulty.plots.push_back(Plot{.name = "card_requirement_met",
                                  .kind = "bars",
                                  .table = "card_difficulty",
                                  .x = "name",
                                  .y = "requirement_met",
                                  .title = "Solo requirement met (95% intervals)"});
  report.sections = {std::move(modifications), std::move(difficulty)};
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

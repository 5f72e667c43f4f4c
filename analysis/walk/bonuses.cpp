// parks analyze bonuses walk: what each landmark bonus (W8-W10) and each conversion (W11) is
// worth, by counterfactual paired rollouts from the decision points of the agent's own games.
// Solo level 1 on the default layout (W3, W14): one sheet, so a choice changes only its own
// score and "win" means 18 points or more.
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/choice_value.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/merge.h"
#include "analysis/walk/experiments.h"
#include "engine/walk/components.h"

namespace parks::walk {

namespace {

constexpr int kLevel = 1;
constexpr int kReplicates = 8;  // rollouts per candidate and point
constexpr int kPhases = 3;
constexpr std::array<const char*, kPhases> kPhaseNames = {"early", "middle", "late"};
constexpr std::array<const char*, 2> kConversionNames = {"curve to T", "straight to T"};
// Decision points of game g: its pick and its conversion point branch on these streams; the
// choice of the conversion point is drawn from the third.
constexpr std::uint64_t kPickPoint = 0, kConversionPoint = 1, kSelection = 2;
// A conversion point holds "end the turn" and at most two conversions per drawn square.
constexpr int kMaxConversionChoices = 1 + 2 * (kSquares - 1);

using PickOutcomes = ReplicateOutcomes<kBonuses, kReplicates>;
using ConversionOutcomes = ReplicateOutcomes<kMaxConversionChoices, kReplicates>;

// Turns 1-6, 7-12, 13-18 of level 1; turn() counts the turns completed.
int phase_of(const SoloState& state) { return std::min(kPhases - 1, state.turn() * kPhases / solo_turns(kLevel)); }

struct BonusSummary {
  std::array<ChoiceValue, kBonuses> all{};
  std::array<std::array<ChoiceValue, kMaxBonuses>, kBonuses> by_pick{};
  std::array<std::array<ChoiceValue, kPhases>, kBonuses> by_phase{};
  std::array<std::int64_t, kBonuses> agent_picks{};  // points where the agent itself picked it
  std::array<ChoiceValue, 2> conversion_all{};
  std::array<std::array<ChoiceValue, kPhases>, 2> conversion_by_phase{};
  std::int64_t pick_points = 0, conversion_points = 0;

  template <class Archive>
  void archive(Archive& a) {
    a(all, by_pick, by_phase, agent_picks, conversion_all, conversion_by_phase, pick_points, conversion_points);
  }
};

// A state where the agent moved, and its move.
struct DecisionPoint {
  SoloState state;
  Action choice = Action::end_turn();
  int seen = 0;
};

// Game g played by the agent, with its (g mod 6 + 1)-th pick (none if it makes fewer) and one
// of its end-of-turn conversion points drawn uniformly (reservoir sampling).
struct SourceGame {
  DecisionPoint pick, conversion;
};

template <class Agents>
SourceGame play_source(const Config& config, Agents agents, std::uint64_t seed, std::uint64_t g) {
  SourceGame source;
  const int wanted_pick = static_cast<int>(g % kMaxBonuses);
  Rng selection = Rng::stream(seed, g, Stream::Branch, kSelection);
  play_game(SoloState::initial(config), agents, seed, g, [&](const SoloState& state, Action action) {
    if (state.phase() == Phase::Pick && state.sheet(0).bonus_count() == wanted_pick && !source.pick.seen) {
      source.pick = {state, action, 1};
    } else if (state.phase() == Phase::Finish &&
               selection.below(static_cast<std::uint32_t>(++source.conversion.seen)) == 0) {
      source.conversion = {state, action, source.conversion.seen};
    }
  });
  return source;
}

template <class Agents>
void value_pick(const DecisionPoint& point, const Agents& agents, std::uint64_t seed, std::uint64_t g,
                BonusSummary& summary) {
  PickOutcomes outcomes;
  ActionList<SoloState> actions;
  point.state.legal_actions(actions);
  ChoiceSet available = 0;
  for (const Action a : actions) {
    const int b = static_cast<int>(a.bonus());
    outcomes.play(b, point.state, a, agents, seed, g, kPickPoint);
    available |= ChoiceSet{1} << b;
  }
  const int pick = point.state.sheet(0).bonus_count(), phase = phase_of(point.state);
  for (ChoiceSet s = available; s; s &= s - 1) {
    const int b = std::countr_zero(s);
    ChoiceValue cell;
    outcomes.compare(ChoiceSet{1} << b, available & ~(ChoiceSet{1} << b), cell);
    merge(summary.all[b], cell);
    merge(summary.by_pick[b][pick], cell);
    merge(summary.by_phase[b][phase], cell);
  }
  ++summary.agent_picks[static_cast<int>(point.choice.bonus())];
  ++summary.pick_points;
}

template <class Agents>
void value_conversion(const DecisionPoint& point, const Agents& agents, std::uint64_t seed, std::uint64_t g,
                      BonusSummary& summary) {
  ConversionOutcomes outcomes;
  ActionList<SoloState> actions;
  point.state.legal_actions(actions);
  std::array<ChoiceSet, 2> converts{};  // by the piece converted: curve, straight
  ChoiceSet end_turn = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action a = actions[i];
    outcomes.play(static_cast<int>(i), point.state, a, agents, seed, g, kConversionPoint);
    if (a.kind() == Action::Kind::EndTurn) end_turn = ChoiceSet{1} << i;
    else converts[piece_of(point.state.sheet(0).sides_at(a.square())) == Piece::Curve ? 0 : 1] |= ChoiceSet{1} << i;
  }
  const int phase = phase_of(point.state);
  for (int k = 0; k < 2; ++k) {
    if (!converts[k]) continue;
    ChoiceValue cell;
    outcomes.compare(converts[k], end_turn, cell);
    merge(summary.conversion_all[k], cell);
    merge(summary.conversion_by_phase[k][phase], cell);
  }
  ++summary.conversion_points;
}

BonusSummary run_points(Experiment& experiment, const std::string& agent) {
  const Components& components = study_components(experiment.options());
  const Config config{components.default_layout.mask(), components.die, 1, kLevel};
  const AnyAgent<SoloState> prototype = make_agent<SoloState>(agent);
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(experiment.options().games, BonusSummary{},
           [&](std::int64_t game, BonusSummary& summary) {
             const auto g = static_cast<std::uint64_t>(game);
             const auto agents = agent_in_every_seat(prototype, 1);
             const SourceGame source = play_source(config, agents, seed, g);
             if (source.pick.seen) value_pick(source.pick, agents, seed, g, summary);
             if (source.conversion.seen) value_conversion(source.conversion, agents, seed, g, summary);
           })
      .summary;
}

Estimate score_gain(const ChoiceValue& c) { return c.score_gain(kReplicates); }
Estimate win_gain(const ChoiceValue& c) { return c.win_gain(kReplicates); }

std::vector<Column> value_columns(std::vector<Column> keys) {
  for (Column c :
       {Column{"points", Format::Integer}, Column{"score_gain", Format::Number}, Column{"win_gain", Format::Percent}})
    keys.push_back(c);
  return keys;
}

std::vector<Cell> value_row(std::vector<Cell> keys, const ChoiceValue& c) {
  keys.insert(keys.end(), {double(c.score.difference.n), score_gain(c), win_gain(c)});
  return keys;
}

// The bonuses, best first: by mean score gain.
std::array<int, kBonuses> bonus_order(const BonusSummary& s) {
  std::array<int, kBonuses> order{};
  for (int b = 0; b < kBonuses; ++b) order[b] = b;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return s.all[a].score.difference.sum * s.all[b].score.difference.n >
           s.all[b].score.difference.sum * s.all[a].score.difference.n;
  });
  return order;
}

struct BonusTables {
  Table overall{"bonus_values",
                "Each bonus against the best alternative pick at the same point",
                {{"bonus", Format::Text},
                 {"points", Format::Integer},
                 {"agent_picks", Format::Percent},
                 {"score", Format::Number},
                 {"score_gain", Format::Number},
                 {"win_gain", Format::Percent}},
                {}};
  Table by_pick{"bonus_by_pick",
                "Each bonus against the best alternative, by pick number",
                value_columns({{"bonus", Format::Text}, {"pick", Format::Integer}}),
                {},
                true};
  Table by_phase{"bonus_by_phase",
                 "Each bonus against the best alternative, by game phase",
                 value_columns({{"bonus", Format::Text}, {"phase", Format::Text}}),
                 {},
                 true};

  void add(const BonusSummary& s, int b) {
    const ChoiceValue& c = s.all[b];
    const std::string bonus(name(static_cast<Bonus>(b)));
    if (!c.decisions()) return;
    overall.add_row({bonus, double(c.decisions()), rate_estimate(s.agent_picks[b], c.decisions()).value,
                     mean_estimate(c.score.a, 1.0 / kReplicates), score_gain(c), win_gain(c)});
    for (int k = 0; k < kMaxBonuses; ++k)
      if (s.by_pick[b][k].decisions()) by_pick.add_row(value_row({bonus, double(k + 1)}, s.by_pick[b][k]));
    for (int p = 0; p < kPhases; ++p)
      if (s.by_phase[b][p].decisions()) by_phase.add_row(value_row({bonus, kPhaseNames[p]}, s.by_phase[b][p]));
  }
};

// A choice's value against its alternative, each part stated only when its interval excludes 0.
std::string value_text(const ChoiceValue& c, const std::string& unit) {
  const std::int64_t n = c.decisions();
  return pair_text(score_gain(c), Quote::Signed, {.unit = unit, .after = " points"}, win_gain(c),
                   Quote::PercentagePoints, {.unit = unit, .after = " of win rate"}, n);
}

// The best and the worst bonus, each tied with the next in line unless its lead excludes 0, and
// how many bonuses' intervals exclude 0.
void add_bonus_findings(const BonusSummary& s, std::vector<std::string>& findings) {
  std::vector<Ranked> bonuses;
  ChanceCount chance;
  for (int b = 0; b < kBonuses; ++b) {
    if (!s.all[b].decisions()) continue;
    bonuses.push_back({std::string(name(Bonus(b))), score_gain(s.all[b]), s.all[b].decisions()});
    chance.add(score_gain(s.all[b]));
  }
  if (bonuses.empty()) return;
  const auto say = [&](const Ranked& r) {
    for (int b = 0; b < kBonuses; ++b)
      if (name(Bonus(b)) == r.label) return r.label + ", " + value_text(s.all[b], "pick points");
    return r.label;
  };
  const Wording lead{.unit = "pick points", .after = " points"};
  findings.push_back(format("Each bonus against the best alternative pick (%lld pick points), best: ",
                            static_cast<long long>(s.pick_points)) +
                     extreme_text(bonuses, false, say, Quote::Signed, lead) + ".");
  findings.push_back("Worst bonus: " + extreme_text(bonuses, true, say, Quote::Signed, lead) +
                     chance.clause("bonuses' score intervals") + ".");
}

Section bonus_section(const BonusSummary& s, std::vector<std::string>& findings) {
  const std::array<int, kBonuses> order = bonus_order(s);
  BonusTables tables;
  for (const int b : order) tables.add(s, b);
  if (s.pick_points) add_bonus_findings(s, findings);
  Section section{
      "Landmark bonuses (W8-W10)",
      {"Solo level 1 on the default layout (W3, W14): one sheet, so a pick changes only its own score; a win is 18 "
       "points or more.",
       format("Game g, played by the agent, offers its (g mod 6 + 1)-th pick (none if it makes fewer): every bonus "
              "still available there is picked and the game played on by the same agent %d times on the same rolls "
              "(common random numbers).",
              kReplicates),
       "score_gain: per point, the mean over its replicates of (final score with this bonus) - (with the best other "
       "bonus), the best other chosen on the point's other replicates (leave one out: choosing and scoring on the same "
       "rollouts would favour the alternative by the winner's curse); the interval is over points.",
       "0 means as good as the best alternative, so most bonuses are below 0. win_gain: the same for the win, the best "
       "alternative by wins then points. score: the mean final score after this pick. agent_picks: how often the "
       "agent chose it there."},
      {tables.overall, tables.by_pick, tables.by_phase},
      {}};
  section.plots.push_back(Plot{.name = "bonus_values",
                               .kind = "bars",
                               .table = "bonus_values",
                               .x = "bonus",
                               .y = "score_gain",
                               .title = "Points against the best alternative pick (95% intervals)"});
  section.plots.push_back(Plot{.name = "bonus_by_pick",
                               .kind = "lines",
                               .table = "bonus_by_pick",
                               .x = "pick",
                               .y = "score_gain",
                               .group = "bonus",
                               .title = "Points against the best alternative, by pick number"});
  section.plots.push_back(Plot{.name = "bonus_by_phase",
                               .kind = "bars",
                               .table = "bonus_by_phase",
                               .x = "bonus",
                               .y = "score_gain",
                               .group = "phase",
                               .title = "Points against the best alternative, by game phase"});
  return section;
}

Section conversion_section(const BonusSummary& s, std::vector<std::string>& findings) {
  Table table{"conversions",
              "The best conversion against ending the turn, at the agent's end-of-turn points",
              value_columns({{"conversion", Format::Text}, {"phase", Format::Text}}),
              {}};
  for (int k = 0; k < 2; ++k) {
    if (!s.conversion_all[k].score.difference.n) continue;
    table.add_row(value_row({kConversionNames[k], "all"}, s.conversion_all[k]));
    for (int p = 0; p < kPhases; ++p)
      if (s.conversion_by_phase[k][p].score.difference.n)
        table.add_row(value_row({kConversionNames[k], kPhaseNames[p]}, s.conversion_by_phase[k][p]));
    findings.push_back(format("Converting a %s (W11) at an end-of-turn point against ending the turn: ",
                              k ? "straight" : "curve") +
                       value_text(s.conversion_all[k], "end-of-turn points") + ".");
  }
  Section section{
      "Conversions (W11)",
      {format("Game g offers one of its end-of-turn points, drawn uniformly (%lld points): every legal conversion and "
              "ending the turn are each played on %d times on the same rolls.",
              static_cast<long long>(s.conversion_points), kReplicates),
       "score_gain: the best curve (or straight) conversion, chosen on the other replicates, minus ending the turn; "
       "it includes the 3-point penalty. Conversions offered before a drawing (W12, a nearly full sheet) are not "
       "sampled."},
      {table},
      {}};
  section.plots.push_back(Plot{.name = "conversions",
                               .kind = "bars",
                               .table = "conversions",
                               .x = "phase",
                               .y = "score_gain",
                               .group = "conversion",
                               .title = "The best conversion against ending the turn (95% intervals)"});
  return section;
}

}  // namespace

Report bonuses(const ExperimentOptions& options) {
  if (options.agents.size() != 1)
    throw std::invalid_argument(format("bonuses walk values one agent's picks: give one agent, not %d",
                                       static_cast<int>(options.agents.size())));
  Experiment experiment(options, "analyze bonuses walk", options.games);
  const BonusSummary summary = run_points(experiment, options.agents.front());
  Report report;
  report.title = "A Walk in the Park: the value of each landmark bonus and of a conversion (solo, level 1)";
  report.sections.push_back(bonus_section(summary, report.findings));
  report.sections.push_back(conversion_section(summary, report.findings));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::walk

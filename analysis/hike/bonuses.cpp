// parks analyze bonuses hike: what the choices of Parks: Roll & Hike are worth, all estimated by
// counterfactual paired rollouts (play_branch). Solo games are played by the agent; from each
// game one decision point of each kind is drawn at random:
// - the Lead Hiker die, when it can be bought instead of a hiking die (by the Sun it costs);
// - a wildlife row, when a slash die or a bonus lets the player choose the row;
// - a binoculars row, when binoculars can fill more than one;
// - the journal bonuses: a line that completes a spread (and so gains its bonus at once);
// - each park's night bonus, when the player could buy it or end the night.
// Every option of the point is played to the end twice by the same agent (two replicates, each
// with its own dice shared by all options); a candidate is compared with its best alternative,
// chosen on the other replicate so that the winner's curse does not count against it.
#include <algorithm>
#include <array>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "analysis/choice_value.h"
#include "analysis/counterfactual.h"
#include "analysis/findings.h"
#include "analysis/hike/experiments.h"
#include "analysis/merge.h"

namespace parks::hike {

namespace {

enum Kind : int { LeadDie, WildlifeRow, BinocularsRow, SpreadLine, NightBonus };
constexpr int kKinds = 5;
constexpr int kReplicates = 2;
constexpr int kNightVariants = 3;  // Yosemite's pairs and Glacier's three bonuses at most

// The summary's slots: what a candidate choice is.
constexpr int kLeadBase = 0;
constexpr int kWildlifeBase = kLeadBase + kHikingDice;  // by the Sun paid, 1-4
constexpr int kBinocularsBase = kWildlifeBase + kWildlifeRows;
constexpr int kSpreadBase = kBinocularsBase + kMaxBinoculars;  // by park and landmark
constexpr int kNightBase = kSpreadBase + kParks * kLandmarks;  // by park and night bonus
constexpr int kSlots = kNightBase + kParks * kNightVariants;
constexpr int kAlternativeOnly = -1;

constexpr int kMeadow = landmark_of(Meadow);

int spread_slot(Park park, int landmark) { return kSpreadBase + static_cast<int>(park) * kLandmarks + landmark; }
int night_slot(Park park, int variant) { return kNightBase + static_cast<int>(park) * kNightVariants + variant; }

// A choice at a decision point: its summary slot (kAlternativeOnly: not valued itself), and
// whether it may serve as the alternative a candidate is compared with.
struct Option {
  Action action;
  int slot;
  bool alternative;
};
using Options = FixedList<Option, State::kMaxActions>;

bool has_candidate(const Options& options) {
  return std::any_of(options.begin(), options.end(), [](const Option& o) { return o.slot != kAlternativeOnly; });
}

// The Lead Hiker die against every hiking die left.
Options lead_options(const State& state, const ActionList<State>& actions) {
  Options options;
  if (state.phase() != Phase::Day || !state.pending().empty()) return options;
  const bool lead =
      std::any_of(actions.begin(), actions.end(), [](Action a) { return a.kind == ActionKind::TakeLead; });
  if (!lead || actions.size() < 2) return options;
  for (const Action a : actions)
    options.push_back(a.kind == ActionKind::TakeLead ? Option{a, kLeadBase + state.lead_cost() - 1, false}
                                                     : Option{a, kAlternativeOnly, true});
  return options;
}

// Each night bonus the player can buy against ending the night without it.
Options night_options(const State& state, const ActionList<State>& actions) {
  Options options;
  if (state.phase() != Phase::Night || !state.pending().empty()) return options;
  const bool can_end =
      std::any_of(actions.begin(), actions.end(), [](Action a) { return a.kind == ActionKind::EndNight; });
  if (!can_end) return options;
  for (const Action a : actions) {
    if (a.kind == ActionKind::EndNight) options.push_back({a, kAlternativeOnly, true});
    if (a.kind != ActionKind::NightBonus) continue;
    // Acadia's bonus takes a completed forest or meadow spread's bonus again: valued by the landmark.
    const bool acadia = state.park() == Park::Acadia;
    const int variant = acadia ? state.logbook(state.current_player()).landmark[a.a] == kMeadow : a.a;
    options.push_back({a, night_slot(state.park(), variant), false});
  }
  return options;
}

constexpr int kNotThisKind = -2;

// The slot of option `option` of a pending task for a decision of `kind`.
int task_slot(Kind kind, const State& state, const Task& task, int option) {
  switch (kind) {
    case WildlifeRow:
      if (task.kind == TaskKind::CrossWildlife) return kWildlifeBase + option;
      if (task.kind == TaskKind::Choose && is_wildlife(static_cast<Icon>(task.a)) &&
          is_wildlife(static_cast<Icon>(task.b)))
        return kWildlifeBase + wildlife_row(static_cast<Icon>(option ? task.b : task.a));
      return kNotThisKind;
    case BinocularsRow:
      return task.kind == TaskKind::Gain && task.a == Binoculars ? kBinocularsBase + option : kNotThisKind;
    case SpreadLine: {
      if (!(task.kind == TaskKind::LineOn || (task.kind == TaskKind::Gain && task.a == Pencil))) return kNotThisKind;
      const Logbook& book = state.logbook(state.current_player());
      return book.lines[option] == kLinesPerSpread - 1 ? spread_slot(state.park(), book.landmark[option])
                                                       : kAlternativeOnly;
    }
    default: return kNotThisKind;
  }
}

// The options of the first pending task that makes a decision of `kind`.
Options task_options(Kind kind, const State& state, const ActionList<State>& actions) {
  Options options;
  for (const Action a : actions) {
    if (a.kind != ActionKind::Resolve || (!options.empty() && a.a != options[0].action.a)) continue;
    const int slot = task_slot(kind, state, state.pending()[a.a], a.b);
    if (slot != kNotThisKind) options.push_back({a, slot, true});
  }
  if (options.size() < 2) options.clear();
  return options;
}

// The options of a decision of `kind` at `state`; empty when the state is none.
Options options_at(Kind kind, const State& state) {
  ActionList<State> actions;
  state.legal_actions(actions);
  Options options = kind == LeadDie      ? lead_options(state, actions)
                    : kind == NightBonus ? night_options(state, actions)
                                         : task_options(kind, state, actions);
  if (!has_candidate(options)) options.clear();
  return options;
}

struct BonusSummary {
  std::array<ChoiceValue, kSlots> slots{};
  std::array<std::int64_t, kKinds> points{};

  template <class Archive>
  void archive(Archive& a) {
    a(slots, points);
  }
};

using Outcomes = ReplicateOutcomes<static_cast<int>(State::kMaxActions), kReplicates>;

// Each candidate of the point against the best alternative other than itself, picked on the other
// replicate by score (for the win too).
template <class Agents>
void value_point(const State& state, const Options& options, const Agents& agents, std::uint64_t seed,
                 std::uint64_t game, Kind kind, BonusSummary& summary) {
  Outcomes outcomes;
  ChoiceSet alternatives = 0;
  for (int o = 0; o < static_cast<int>(options.size()); ++o) {
    outcomes.play(o, state, options[o].action, agents, seed, game, kind, state.current_player());
    if (options[o].alternative) alternatives |= ChoiceSet{1} << o;
  }
  ++summary.points[kind];
  for (int o = 0; o < static_cast<int>(options.size()); ++o)
    if (options[o].slot != kAlternativeOnly)
      outcomes.compare(ChoiceSet{1} << o, alternatives & ~(ChoiceSet{1} << o), summary.slots[options[o].slot],
                       WinPick::ByScore);
}

// One decision state per kind, drawn uniformly from a game's decisions of that kind.
struct DrawnPoint {
  State state;
  std::uint32_t seen = 0;
};

void play_and_value(const Components& components, const AnyAgent<State>& prototype, Park park, std::uint64_t seed,
                    std::uint64_t game, BonusSummary& summary) {
  std::array<DrawnPoint, kKinds> drawn{};
  Rng draw = Rng::stream(seed, game, Stream::Branch, kKinds);  // apart from the branches' streams 0..kKinds-1
  auto agents = agent_in_every_seat(prototype, 1);
  play_game(State::initial(components, {1, park}), agents, seed, game, [&](const State& state, Action) {
    for (int k = 0; k < kKinds; ++k)
      if (!options_at(static_cast<Kind>(k), state).empty() && draw.below(++drawn[k].seen) == 0) drawn[k].state = state;
  });
  for (int k = 0; k < kKinds; ++k)
    if (drawn[k].seen)
      value_point(drawn[k].state, options_at(static_cast<Kind>(k), drawn[k].state), agents, seed, game,
                  static_cast<Kind>(k), summary);
}

// ---- the report ----

std::string face_text(const Face& face) {
  std::string text(kIconNames[face.icons[0]]);
  if (face.count == 2) text += (face.choice ? "/" : "+") + std::string(kIconNames[face.icons[1]]);
  return text;
}

std::string night_label(Park park, int variant) {
  switch (park) {
    case Park::Yosemite:
      return std::array{"2 Sun: binoculars and pencil", "2 Sun: binoculars and water",
                        "2 Sun: pencil and water"}[variant];
    case Park::DeathValley: return "3 Sun: up to 3 lines on one page";
    case Park::GreatSmokyMountains: return "2 Sun: a wildlife of your choice";
    case Park::Arches: return "2 Sun: a line on a forest, mountain and meadow page";
    case Park::Glacier:
      return std::array{"2 Sun: +3 canteen points", "2 Sun: sketch a mountain or snowflake", "1 Sun: a water"}[variant];
    case Park::Acadia:
      return variant == 0 ? "1 Sun: a forest spread's bonus again" : "1 Sun: a meadow spread's bonus again";
  }
  return "";
}

std::vector<Column> value_columns(std::vector<Column> keys) {
  for (Column c : {Column{"points", Format::Integer}, Column{"value", Format::Number},
                   Column{"win_difference", Format::Percent}, Column{"better_share", Format::Percent}})
    keys.push_back(c);
  return keys;
}

Estimate score_value(const ChoiceValue& v) { return v.score_gain(kReplicates); }
Estimate win_value(const ChoiceValue& v) { return v.win_gain(kReplicates); }

// Adds the row `keys` + the value of `v`, if any point valued it.
void add_value_row(Table& table, std::vector<Cell> keys, const ChoiceValue& v) {
  const std::int64_t n = v.score.difference.n;
  if (n == 0) return;
  for (Cell c : {Cell(double(n)), Cell(score_value(v)), Cell(win_value(v)), Cell(rate_estimate(v.better, n))})
    keys.push_back(c);
  table.add_row(std::move(keys));
}

struct Labelled {
  std::string label;
  const ChoiceValue* value;
};

// "+1.23 [+0.90, +1.56] points and +3.0 pp [+0.4, +5.8] of solo win chance", each part stated
// only when its interval excludes 0.
std::string worth(const ChoiceValue& v) {
  const std::int64_t n = v.score.difference.n;
  return pair_text(score_value(v), Quote::Signed, {.unit = "decisions", .after = " points"}, win_value(v),
                   Quote::PercentagePoints, {.unit = "decisions", .after = " of solo win chance"}, n);
}

// The best and worst of the valued choices, as one finding: "Topic: best A, ...; worst B, ...;
// k of K intervals exclude 0 ...", each tied with the next in line unless its lead excludes 0.
void add_extremes(Report& report, const std::string& topic, const std::vector<Labelled>& choices) {
  std::vector<Ranked> ranked;
  std::vector<const ChoiceValue*> values;
  ChanceCount chance;
  for (const Labelled& c : choices) {
    if (c.value->score.difference.n == 0) continue;
    ranked.push_back({c.label, score_value(*c.value), c.value->score.difference.n});
    values.push_back(c.value);
    chance.add(score_value(*c.value));
  }
  if (ranked.empty()) return;
  const auto say = [&](const Ranked& r) {  // r is an element of `ranked`, whose index is the value's
    return r.label + ", " + worth(*values[static_cast<std::size_t>(&r - ranked.data())]);
  };
  const Wording points{.unit = "decisions", .after = " points"};
  std::string text = topic + ": best " + extreme_text(ranked, false, say, Quote::Signed, points);
  // Of two, the worst is the best's runner-up, already named.
  if (ranked.size() > 2) text += "; worst " + extreme_text(ranked, true, say, Quote::Signed, points);
  report.findings.push_back(text + chance.clause("choices' intervals") + ".");
}

// The Lead Hiker die, wildlife rows and binoculars rows; their findings.
Section choice_section(const BonusSummary& s, const Components& c, const std::string& method, Report& report) {
  Table lead{"lead_die",
             "The Lead Hiker die against the best hiking die, by the Sun it costs",
             value_columns({{"sun_paid", Format::Integer}}),
             {}};
  std::vector<Labelled> leads;
  for (int cost = 1; cost <= kHikingDice; ++cost) {
    add_value_row(lead, {double(cost)}, s.slots[kLeadBase + cost - 1]);
    leads.push_back({"for " + std::to_string(cost) + " Sun", &s.slots[kLeadBase + cost - 1]});
  }
  Table wildlife{"wildlife_rows",
                 "A wildlife row against the best other row open to the same choice",
                 value_columns({{"row", Format::Text}}),
                 {}};
  std::vector<Labelled> rows;
  for (int r = 0; r < kWildlifeRows; ++r) {
    const std::string name(kIconNames[wildlife_icon(r)]);
    add_value_row(wildlife, {name}, s.slots[kWildlifeBase + r]);
    rows.push_back({name, &s.slots[kWildlifeBase + r]});
  }
  Table binoculars{"binoculars_rows",
                   "A binoculars circle against the best other circle",
                   value_columns({{"row", Format::Text}}),
                   {}};
  for (int b = 0; b < c.binoculars; ++b)
    add_value_row(binoculars, {face_text(c.binocular_gain[b])}, s.slots[kBinocularsBase + b]);
  add_extremes(report, "The Lead Hiker die against the best hiking die", leads);
  add_extremes(report, "A wildlife row against the best other row", rows);
  return {"The Lead Hiker die, wildlife and binoculars",
          {method},
          {lead, wildlife, binoculars},
          {Plot{.name = "lead_die_value",
                .kind = "bars",
                .table = "lead_die",
                .x = "sun_paid",
                .y = "value",
                .title = "The Lead Hiker die against the best hiking die (points, 95% intervals)"},
           Plot{.name = "wildlife_row_value",
                .kind = "bars",
                .table = "wildlife_rows",
                .x = "row",
                .y = "value",
                .title = "A wildlife row against the best other row (points, 95% intervals)"},
           Plot{.name = "binoculars_row_value",
                .kind = "bars",
                .table = "binoculars_rows",
                .x = "row",
                .y = "value",
                .title = "A binoculars circle against the best other (points, 95% intervals)"}}};
}

// The journal bonuses (by park, and the shared landmarks' over all parks) and the night bonuses.
struct JournalTables {
  // The shared landmarks' journal bonuses over all parks (Great Smoky Mountains' meadow bonus is its own).
  Table journal{"journal_bonuses",
                "Completing a spread (its bonus at once) against the best other line, all parks",
                value_columns({{"spread", Format::Text}}),
                {}};
  Table by_park{"journal_bonuses_by_park",
                "Completing a spread against the best other line, by park",
                value_columns({{"park", Format::Text}, {"spread", Format::Text}}),
                {},
                true};
  Table park_journal{
      "park_journal_bonus",
      "Completing a spread of the park's own landmark (the park's journal bonus) against the best other line",
      value_columns({{"park", Format::Text}, {"landmark", Format::Text}}),
      {}};
  Table night{"park_night_bonus",
              "Buying the park's night bonus against ending the night without it",
              value_columns({{"park", Format::Text}, {"bonus", Format::Text}}),
              {}};
  std::array<ChoiceValue, 3> shared{};
  std::vector<Labelled> park_spreads, night_bonuses;

  void add_park(const BonusSummary& s, int p) {
    const auto park = static_cast<Park>(p);
    const std::string title(kParkTitles[p]);
    for (int l = 0; l < kLandmarks; ++l) {
      const ChoiceValue& v = s.slots[spread_slot(park, l)];
      const std::string landmark(l == landmark_of(Arrowhead) ? kParkLandmarks[p] : kIconNames[landmark_icon(l)]);
      add_value_row(by_park, {title, landmark}, v);
      if (l < 3) merge(shared[l], v);
    }
    const ChoiceValue& own = s.slots[spread_slot(park, landmark_of(Arrowhead))];
    add_value_row(park_journal, {title, std::string(kParkLandmarks[p])}, own);
    park_spreads.push_back({title + " (" + std::string(kParkLandmarks[p]) + ")", &own});
    for (int v = 0; v < kNightVariants; ++v) {
      const ChoiceValue& value = s.slots[night_slot(park, v)];
      add_value_row(night, {title, night_label(park, v)}, value);
      night_bonuses.push_back({title + " (" + night_label(park, v) + ")", &value});
    }
  }
  void add_shared(const Components& c) {
    for (int l = 0; l < 3; ++l) {
      const std::string name(kIconNames[landmark_icon(l)]);
      add_value_row(journal, {name + " (" + face_text(c.journal_bonus[l]) + ")"}, shared[l]);
    }
  }
};

Section park_section(const BonusSummary& s, const Components& c, Report& report) {
  JournalTables t;
  for (int p = 0; p < kParks; ++p) t.add_park(s, p);
  t.add_shared(c);
  add_extremes(report, "The park's journal bonus (the line completing its spread) against the best other line",
               t.park_spreads);
  add_extremes(report, "The park's night bonus against ending the night", t.night_bonuses);
  return {
      "Journal and night bonuses",
      {"Journal bonuses are not actions: they are valued through the line that completes a spread (and so gains the bonus "
       "at once) against the best other place for that line. Night bonuses: buying it (the agent plays on) against ending "
       "the night, at nights where the player could do either."},
      {t.journal, t.park_journal, t.night, t.by_park},
      {Plot{.name = "journal_bonus_value",
            .kind = "bars",
            .table = "journal_bonuses",
            .x = "spread",
            .y = "value",
            .title = "Completing a spread against the best other line (points, 95% intervals)"},
       Plot{.name = "park_journal_bonus_value",
            .kind = "bars",
            .table = "park_journal_bonus",
            .x = "park",
            .y = "value",
            .title = "Completing the park's own spread (points, 95% intervals)"},
       Plot{.name = "night_bonus_value",
            .kind = "bars",
            .table = "park_night_bonus",
            .x = "bonus",
            .y = "value",
            .group = "park",
            .title = "Night bonuses against ending the night (points, 95% intervals)"}}};
}

std::string method_text(const BonusSummary& s, std::int64_t games) {
  const auto count = [](std::int64_t n) { return std::to_string(n); };
  return "Counterfactual paired rollouts: " + count(games) +
         " solo games by the agent, one park after another; from each, "
         "one decision of each kind drawn at random (" +
         count(s.points[LeadDie]) + " Lead Hiker, " + count(s.points[WildlifeRow]) + " wildlife, " +
         count(s.points[BinocularsRow]) + " binoculars, " + count(s.points[SpreadLine]) + " journal, " +
         count(s.points[NightBonus]) + " night decisions). Every option is played to the end " + count(kReplicates) +
         " times by the same agent, each replicate on its own dice shared by all options. value: the mean final score "
         "difference against the best alternative (chosen on the other replicate); win_difference: the same for the solo win "
         "(the park's target, H7); better_share: the share of decisions where the choice scored more.";
}

Report bonus_report(const BonusSummary& s, std::int64_t games, const Components& c) {
  Report report;
  report.title = "Parks: Roll & Hike: what the Lead Hiker die, wildlife rows, binoculars and park bonuses are worth";
  Section choices = choice_section(s, c, method_text(s, games), report);
  Section parks = park_section(s, c, report);
  report.sections = {std::move(choices), std::move(parks)};
  return report;
}

}  // namespace

Report bonuses(const ExperimentOptions& options) {
  if (options.agents.size() != 1)
    throw std::invalid_argument("bonuses hike takes one agent (it plays the games and every rollout), got " +
                                std::to_string(options.agents.size()));
  const AnyAgent<State> prototype = make_agent<State>(options.agents[0]);
  const Components& components = study_components(options);
  Experiment experiment(options, "analyze bonuses hike", options.games);
  const auto result = experiment.run(options.games, BonusSummary{}, [&](std::int64_t g, BonusSummary& summary) {
    const auto park = static_cast<Park>(g % kParks);
    play_and_value(components, prototype, park, options.seed, static_cast<std::uint64_t>(g), summary);
  });
  Report report = bonus_report(result.summary, result.games_played, components);
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::hike

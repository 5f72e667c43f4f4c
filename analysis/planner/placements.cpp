// parks analyze placements planner: where to build. Counterfactual paired rollouts: at one
// placement of the agent's, the same development goes instead to other squares the dice can
// reach, and the agent plays on with the same future rolls; the value of a square is its final
// score against the agent's own choice, by printed number and by distance from the booth. The
// heat map shows where the agent's own games develop.
#include <algorithm>
#include <cmath>

#include "analysis/choice_value.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"

namespace parks::planner {

namespace {

// One other square per decision point: several would share the agent's branch and their
// differences would be correlated, which the intervals (over independent games) do not allow.
constexpr int kAlternatives = 1;
constexpr int kRings = 4;  // distance 1 (the booth's vicinity) to 4 (the border)
constexpr std::array<int, kMaxPrinted + 1> kSquaresPrinted = {0, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4,
                                                              3, 3, 2, 2, 2, 2, 2, 2, 2, 2};  // P2
constexpr int ring_squares(int ring) { return 8 * ring; }

// The alternative square (the choice valued) against the agent's own.
using Value = ChoiceValue;

struct PlacementSummary {
  std::array<Value, kMaxPrinted + 1> by_number{};
  std::array<Value, kRings + 1> by_ring{};
  std::array<std::int64_t, kMaxPrinted + 1> developed_by_number{};
  std::array<std::array<std::int64_t, kSquares>, kDevelopments> developed{};  // the agent's final parks
  std::int64_t games = 0, points = 0;

  void add_park(const SoloState& final) {
    ++games;
    const Park& park = final.park(0);
    for (int d = 0; d < kDevelopments; ++d)
      for (Board b = park.of(static_cast<Development>(d)); b;) ++developed[d][pop_square(b)];
    for (Board b = park.developed(); b;) ++developed_by_number[final.sheet(0).number(pop_square(b))];
  }
  template <class Archive>
  void archive(Archive& a) {
    a(by_number, by_ring, developed_by_number, developed, games, points);
  }
};

// The legal placements of development `d` on squares other than `taken`, one per square.
ActionList<SoloState> other_squares(const SoloState& state, Development d, int taken) {
  ActionList<SoloState> legal, others;
  state.legal_actions(legal);
  Board seen = bit(taken);
  for (const Action a : legal)
    if (a.kind() == Kind::Place && a.development() == d && !(seen & bit(a.square()))) {
      seen |= bit(a.square());
      others.push_back(a);
    }
  return others;
}

// Game g branches at the agent's first placement in round g mod 10 (if it places that round):
// its own square and another drawn at random, each played on by the agent.
void play_point(std::uint64_t seed, std::int64_t g, const AnyAgent<SoloState>& prototype, PlacementSummary& summary) {
  const auto game = static_cast<std::uint64_t>(g);
  const int round = static_cast<int>(g % kRounds);
  auto agents = agent_in_every_seat(prototype, 1);
  const auto point = play_until(game_state<SoloState>(seed, game, std::nullopt, 1), agents, seed, game,
                                [round](const SoloState& s, Action a) {
                                  return s.round() > round || (s.round() == round && a.kind() == Kind::Place);
                                });
  if (!point || point->state.round() != round) {  // no placement that round: the agent's game, unbranched
    summary.add_park(point ? play_branch(point->state, point->choice, agents, seed, game, 0, 0)
                           : play_game(game_state<SoloState>(seed, game, std::nullopt, 1), agents, seed, game));
    return;
  }
  const SoloState& state = point->state;
  const SoloState own = play_branch(state, point->choice, agents, seed, game, 0, 0);
  summary.add_park(own);
  ++summary.points;
  ActionList<SoloState> others = other_squares(state, point->choice.development(), point->choice.square());
  Rng draw = Rng::stream(seed, game, Stream::Branch, 1);
  for (int k = 0; k < kAlternatives && !others.empty(); ++k) {
    const std::size_t pick = draw.below(static_cast<std::uint32_t>(others.size()));
    const Action alternative = others[pick];
    others[pick] = others[others.size() - 1];
    others.pop_back();
    const SoloState end = play_branch(state, alternative, agents, seed, game, 0, 0);
    const int square = alternative.square();
    for (Value* v : {&summary.by_number[state.sheet().number(square)], &summary.by_ring[ring_of(square)]}) {
      v->add(static_cast<std::int64_t>(end.score(0)), static_cast<std::int64_t>(own.score(0)), end.is_winner(0),
             own.is_winner(0));
    }
  }
}

std::vector<Column> alternative_columns() {
  return {{"alternatives", Format::Integer},
          {"score_difference", Format::Number},
          {"win_rate_difference", Format::Percent}};
}

std::vector<Cell> alternative_cells(const Value& v) {
  return {double(v.score.difference.n), mean_estimate(v.score.difference), mean_estimate(v.win.difference)};
}

// The mean of `a` minus the mean of `b`, independent samples, with Welch's 95% interval (unbounded
// below two observations on either side).
Estimate mean_difference(const Moments& a, const Moments& b) {
  const double value = a.mean() - b.mean();
  if (a.n < 2 || b.n < 2) return {value, {-INFINITY, INFINITY}};
  const double va = a.variance() / double(a.n), vb = b.variance() / double(b.n);
  if (va + vb == 0) return {value, {value, value}};
  const double df = (va + vb) * (va + vb) / (va * va / double(a.n - 1) + vb * vb / double(b.n - 1));
  const double half = t95(std::max<std::int64_t>(1, static_cast<std::int64_t>(df))) * std::sqrt(va + vb);
  return {value, {value - half, value + half}};
}

// How much less moving the agent's placement to a square of number `n` costs than moving it to a
// square of any other number: every alternative loses against the agent's own choice, so what
// tells the numbers apart is the loss against the other numbers' loss.
Estimate against_other_numbers(const PlacementSummary& s, int n) {
  Moments others;
  for (int m = 1; m <= kMaxPrinted; ++m)
    if (m != n) {
      const Moments& d = s.by_number[m].score.difference;
      others = {others.n + d.n, others.sum + d.sum, others.sum_squares + d.sum_squares};
    }
  return mean_difference(s.by_number[n].score.difference, others);
}

std::array<std::int64_t, kRings + 1> developed_by_ring(const PlacementSummary& s) {
  std::array<std::int64_t, kRings + 1> developed{};
  for (int sq = 0; sq < kSquares; ++sq)
    if (sq != kBoothSquare)
      for (int d = 0; d < kDevelopments; ++d) developed[ring_of(sq)] += s.developed[d][sq];
  return developed;
}

struct ValueTables {
  Table rings{"by_distance",
              "Another square instead of the agent's, by distance from the booth",
              {{"distance", Format::Integer}, {"squares", Format::Integer}, {"developed", Format::Percent}},
              {}};
  Table numbers{"by_number",
                "Another square instead of the agent's, by printed number",
                {{"number", Format::Integer}, {"squares", Format::Integer}, {"developed", Format::Percent}},
                {}};

  ValueTables(const PlacementSummary& s, const std::array<std::int64_t, kRings + 1>& developed) {
    for (Table* t : {&rings, &numbers})
      for (const auto& c : alternative_columns()) t->columns.push_back(c);
    for (int r = 1; r <= kRings; ++r)
      add(rings, {double(r), double(ring_squares(r)), rate(developed[r], s.games * ring_squares(r))}, s.by_ring[r]);
    numbers.columns.push_back({"against_other_numbers", Format::Number});
    for (int n = 1; n <= kMaxPrinted; ++n) {
      add(numbers,
          {double(n), double(kSquaresPrinted[n]), rate(s.developed_by_number[n], s.games * kSquaresPrinted[n])},
          s.by_number[n], {against_other_numbers(s, n)});
    }
  }
  static void add(Table& table, std::vector<Cell> row, const Value& v, std::vector<Cell> more = {}) {
    for (auto& cell : alternative_cells(v)) row.push_back(std::move(cell));
    for (auto& cell : more) row.push_back(std::move(cell));
    table.add_row(std::move(row));
  }
};

// What every sheet prints in the same place (P1, P2): the booth, and around it the vicinity,
// whose squares always show 17-20 (the other numbers differ from sheet to sheet).
std::vector<PlotMark> fixed_squares() {
  std::vector<PlotMark> marks{{.label = "booth (P1)", .row = row_of(kBoothSquare), .col = column_of(kBoothSquare)}};
  for (Board b = kVicinity; b;) {
    const int sq = pop_square(b);
    marks.push_back({.label = "vicinity: printed 17-20 (P2)", .row = row_of(sq), .col = column_of(sq)});
  }
  return marks;
}

Table heat_table(const PlacementSummary& s) {
  Table heat{"heat_map",
             "The share of the agent's games that develop each square, by development",
             {{"development", Format::Text},
              {"row", Format::Integer},
              {"column", Format::Integer},
              {"share", Format::Percent}},
             {},
             true};
  for (int d = -1; d < kDevelopments; ++d)  // -1: any development
    for (int sq = 0; sq < kSquares; ++sq) {
      std::int64_t k = 0;
      for (int e = 0; e < kDevelopments; ++e)
        if (d < 0 || d == e) k += s.developed[e][sq];
      heat.add_row({std::string(d < 0 ? "any" : kDevelopmentNames[d]), double(row_of(sq)), double(column_of(sq)),
                    rate(k, s.games)});
    }
  return heat;
}

void add_findings(const PlacementSummary& s, const std::array<std::int64_t, kRings + 1>& developed,
                  const std::string& agent, std::vector<std::string>& findings) {
  std::vector<Ranked> rings;
  ChanceCount chance;
  for (int r = 1; r <= kRings; ++r) {
    const Moments& d = s.by_ring[r].score.difference;
    if (!d.n) continue;
    rings.push_back({format("distance %d", r), mean_estimate(d), d.n});
    chance.add(mean_estimate(d));
  }
  if (rings.empty()) return;
  const auto say = [](const Ranked& r) {
    return r.label + ", " + difference_text(r.value, Quote::Signed, r.n, {.unit = "placements", .after = " points"});
  };
  const Wording points{.unit = "placements", .after = " points"};
  std::string text = "Moving " + agent +
                     "'s placement to a random other square it could reach, by distance from the booth: least "
                     "costly at " +
                     extreme_text(rings, false, say, Quote::Signed, points);
  // Of two, the most costly is the least costly's runner-up, already named.
  if (rings.size() > 2) text += "; most costly at " + extreme_text(rings, true, say, Quote::Signed, points);
  findings.push_back(text + chance.clause("distances' intervals") + ".");
  const double vicinity = rate(developed[1], s.games * ring_squares(1));
  const double border = rate(developed[kRings], s.games * ring_squares(kRings));
  findings.push_back(
      format("%s develops %.1f%% of the booth's vicinity squares and %.1f%% of the border squares by the end.",
             agent.c_str(), 100 * vicinity, 100 * border));
}

}  // namespace

Report placements(const ExperimentOptions& options) {
  const std::string& agent = single_agent(options.agents, "placements planner");
  const AnyAgent<SoloState> prototype = make_agent<SoloState>(agent);
  Experiment experiment(options, "analyze placements planner", options.games);
  const PlacementSummary s =
      experiment
          .run(options.games, PlacementSummary{},
               [&](std::int64_t g, PlacementSummary& summary) { play_point(options.seed, g, prototype, summary); })
          .summary;
  const auto developed = developed_by_ring(s);
  const ValueTables tables(s, developed);
  const Table heat = heat_table(s);
  Report report;
  report.title = "Polyhedral Park Planner: where to develop, by printed number and distance from the booth";
  add_findings(s, developed, agent, report.findings);
  Section values{
      "The value of a square",
      {"Counterfactual paired rollouts: game g (a P7 deal, a random published sheet) is played by " + agent +
           " to its first placement in round (g mod 10) + 1; from there the same development goes to the agent's square "
           "and to one other square drawn at random from those the dice can legally develop, and " +
           agent +
           " plays both branches to the end on the same future rolls (one pair per game: independent observations).",
       "Score and win-rate differences are the other square's final result minus the agent's own choice (negative: worse "
       "than the agent's square), grouped by the other square's printed number and its distance from the booth "
       "(1 = the booth's vicinity, P1; 4 = the border). Developed: the share of such squares the agent's own games "
       "develop by the end. Against_other_numbers: the score difference of the squares of that number minus that of "
       "the squares of every other number (Welch interval): every other square loses to the agent's own, and this "
       "says which numbers lose less. --games counts games (" +
           std::to_string(s.points) + " had a placement in their round)."},
      {tables.rings, tables.numbers},
      {}};
  values.plots.push_back(Plot{.name = "value_by_distance",
                              .kind = "bars",
                              .table = "by_distance",
                              .x = "distance",
                              .y = "score_difference",
                              .title = "Final score of another square minus the agent's, by distance from the booth"});
  values.plots.push_back(Plot{.name = "value_by_number",
                              .kind = "bars",
                              .table = "by_number",
                              .x = "number",
                              .y = "against_other_numbers",
                              .title =
                                  "A square of this printed number instead of the agent's, against one of any other "
                                  "number (points, 95% intervals; above 0: costs less)"});
  Section heat_section{
      "Where the agent develops",
      {"The share of the agent's games (the branch following its own choice, or the whole game when it did not place in "
       "its round) that end with each square developed, on random published sheets; the booth (4,4) is never "
       "developed (P1)."},
      {heat},
      {}};
  heat_section.plots.push_back(Plot{.name = "heat_map",
                                    .kind = "heatmap",
                                    .table = "heat_map",
                                    .x = "column",
                                    .y = "row",
                                    .value = "share",
                                    .group = "development",
                                    .rows = kSide,
                                    .cols = kSide,
                                    .title = "Where the agent develops (share of games), by (row, column)",
                                    .marks = fixed_squares()});
  report.sections = {std::move(values), std::move(heat_section)};
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

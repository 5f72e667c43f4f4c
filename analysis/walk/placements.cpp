// parks analyze placements walk: the value of every opening square and rotation for each first
// roll, by counterfactual paired rollouts, and where the agent draws each die result over whole
// games; on the default landmarks (W3) and on random layouts. Solo level 1 (W12, W14).
#include <cctype>
#include <stdexcept>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/merge.h"
#include "analysis/report.h"
#include "analysis/walk/experiments.h"
#include "analysis/walk/placement_openings.h"

namespace parks::walk {

namespace {

constexpr int kHeatGames = 8;  // whole games by the agent per replicate, for the heat maps
constexpr int kKinds = 2;
constexpr std::array<const char*, kKinds> kLayoutNames = {"default", "random"};

// Rolls index the tables by their Piece value.
static_assert(kRolls[0] == Piece::Curve && kRolls[1] == Piece::Straight && kRolls[2] == Piece::T &&
              kRolls[3] == Piece::Ibis);

struct Opening {
  Piece roll;
  Action placement;
};

// Every placement of every first roll, rolls in kRolls order (they do not depend on the layout).
std::vector<Opening> all_openings() {
  std::vector<Opening> openings;
  for (const Piece roll : kRolls) {
    ActionList<SoloState> actions;
    opening_state(deal_config(LayoutKind::Default, 0, 0), roll).legal_actions(actions);
    for (const Action a : actions) openings.push_back({roll, a});
  }
  return openings;
}

struct PlacementSummary {
  AppendedRecords<std::int16_t> scores;  // per replicate, in replicate order: one final score per opening
  std::array<std::array<std::int64_t, kSquares>, kRolls.size()> drawn{};  // [roll][square], by the agent

  template <class Archive>
  void archive(Archive& a) {
    a(scores, drawn);
  }
};

// Replicate r: every opening played out on deal r's later rolls, and kHeatGames whole games.
template <class Agents>
void play_replicate(const Components& components, LayoutKind kind, const std::vector<Opening>& openings,
                    const Agents& agents, std::uint64_t seed, std::uint64_t r, PlacementSummary& summary) {
  const Config config = deal_config(kind, seed, r, components);
  std::array<SoloState, kRolls.size()> starts;
  for (std::size_t p = 0; p < kRolls.size(); ++p) starts[p] = opening_state(config, kRolls[p]);
  for (const Opening& o : openings)
    summary.scores.items.push_back(static_cast<std::int16_t>(
        play_opening(starts[static_cast<int>(o.roll)], o.placement, agents, seed, r).score(0)));
  for (std::uint64_t k = 0; k < kHeatGames; ++k) {
    const std::uint64_t deal = r * kHeatGames + k;
    Agents players = agents;
    play_game(SoloState::initial(deal_config(kind, seed, deal, components)), players, seed, deal,
              [&](const SoloState& state, Action action) {
                // A T drawn as an ibis (W10) counts under T: the heat maps follow the die.
                if (state.phase() == Phase::Draw && action.kind() == Action::Kind::Place)
                  ++summary.drawn[static_cast<int>(state.roll())][action.square()];
              });
  }
}

std::string placement_text(Action a) {
  const std::string at = format("%d,%d", row_of(a.square()), col_of(a.square()));
  return (a.sides() ? sides_token(a.sides()) : std::string("ibis")) + " at " + at;
}

// The final scores of every opening on every replicate; half of the replicates choose the best
// opening, the other half value it (choosing and valuing on the same rollouts would flatter it).
class OpeningScores {
 public:
  enum class Half : std::uint8_t { All, Choose, Value };

  OpeningScores(const std::vector<std::int16_t>& scores, std::size_t openings) : scores_(scores), openings_(openings) {}

  std::int64_t replicates(Half half = Half::All) const {
    const auto all = static_cast<std::int64_t>(scores_.size() / openings_);
    return half == Half::All ? all : half == Half::Choose ? (all + 1) / 2 : all / 2;
  }
  Moments moments(std::size_t o, Half half = Half::All) const {
    Moments m;
    for_each(half, [&](std::size_t r) { m.add(at(r, o)); });
    return m;
  }
  std::int64_t wins(std::size_t o, Half half = Half::All) const {
    std::int64_t n = 0;
    for_each(half, [&](std::size_t r) { n += at(r, o) >= kSoloTarget; });
    return n;
  }
  Paired paired(std::size_t a, std::size_t b, Half half) const {
    Paired p;
    for_each(half, [&](std::size_t r) { p.add(at(r, a), at(r, b)); });
    return p;
  }

 private:
  int at(std::size_t r, std::size_t o) const { return scores_[r * openings_ + o]; }
  // Even replicates choose, odd ones value.
  template <class F>
  void for_each(Half half, F f) const {
    const auto all = static_cast<std::size_t>(replicates());
    const std::size_t first = half == Half::Value ? 1 : 0, step = half == Half::All ? 1 : 2;
    for (std::size_t r = first; r < all; r += step) f(r);
  }

  const std::vector<std::int16_t>& scores_;
  std::size_t openings_;
};

// One layout's tables, filled one first roll at a time.
class LayoutTables {
 public:
  using Half = OpeningScores::Half;

  LayoutTables(const std::string& layout, const std::vector<Opening>& openings, const PlacementSummary& s)
      : layout_(layout),
        openings_(openings),
        summary_(s),
        scores_(s.scores.items, openings.size()),
        all_(openings.size()),
        choose_(openings.size()) {
    for (std::size_t o = 0; o < openings.size(); ++o)
      all_[o] = scores_.moments(o), choose_[o] = scores_.moments(o, Half::Choose);
  }

  const OpeningScores& scores() const { return scores_; }
  // "Default landmarks: 1 of 4 first rolls' held-out leads exclude 0, ..."; empty when no lead
  // has an interval.
  std::string chance_finding() const {
    if (!leads_.tested) return {};
    std::string text = layout_ + " landmarks: " + leads_.text("first rolls' held-out leads") + ".";
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
  }
  std::vector<Table> tables() const { return {best_, values_, squares_, drawn_}; }
  const Table& squares() const { return squares_; }
  const Table& drawn() const { return drawn_; }

  // First roll kRolls[p]: every opening's row, the best rotation on each square, the heat map,
  // and the best opening against the runner-up as a finding.
  void add_roll(std::size_t p, std::vector<std::string>& findings) {
    const std::size_t n = openings_.size();
    const std::string roll(piece_name(kRolls[p]));
    std::array<std::size_t, kSquares> best_on;
    best_on.fill(n);
    std::size_t first = n, second = n;
    for (std::size_t o = 0; o < n; ++o) {
      if (openings_[o].roll != kRolls[p]) continue;
      values_.add_row(value_row(roll, o));
      std::size_t& on = best_on[openings_[o].placement.square()];
      if (better(all_, o, on)) on = o;
      if (better(choose_, o, first)) second = first, first = o;
      else if (better(choose_, o, second)) second = o;
    }
    std::int64_t total = 0;
    for (const std::int64_t count : summary_.drawn[p]) total += count;
    for (Square q = 0; q < kSquares; ++q) {
      if (best_on[q] != n) squares_.add_row(value_row(roll, best_on[q]));
      if (q != kCentre)
        drawn_.add_row({roll, double(row_of(q)), double(col_of(q)), double(summary_.drawn[p][q]),
                        rate(summary_.drawn[p][q], total)});  // descriptive: drawings within a game are not independent
    }
    add_best(roll, first, second, findings);
  }

 private:
  void add_best(const std::string& roll, std::size_t first, std::size_t second, std::vector<std::string>& findings) {
    const Estimate score = mean_estimate(scores_.moments(first, Half::Value));
    const Estimate win = rate_estimate(scores_.wins(first, Half::Value), scores_.replicates(Half::Value));
    const Estimate lead = mean_estimate(scores_.paired(first, second, Half::Value).difference);
    const std::string best_text = placement_text(openings_[first].placement);
    const std::string next_text = placement_text(openings_[second].placement);
    best_.add_row({roll, best_text, score, win, next_text, lead});
    leads_.add(lead);
    const std::string head = "With the " + layout_ + " landmarks and a first roll " + roll + ", ";
    const std::string method = " (chosen on half the replicates, valued on the other half): ";
    const std::string results = quote(score, Quote::Number) + " points, a win rate of " + quote(win, Quote::Percent);
    if (leader_text(best_text, next_text, lead) == best_text) {
      findings.push_back(head + "the best opening is " + best_text + method + results + " and " +
                         quote(lead, Quote::Signed) + " points against the runner-up, " + next_text + ".");
      return;
    }
    const Wording words{.unit = "replicates", .before = "lead ", .after = " points"};
    const std::string verdict =
        lead.ci.high < 0
            ? next_text + " does better on the held-out half (lead " + quote(lead, Quote::Signed) + " points)"
            : undetected_text(lead, Quote::Signed, scores_.replicates(Half::Value), words);
    findings.push_back(head + "the openings " + leader_text(best_text, next_text, lead) + method + best_text +
                       " gives " + results + "; " + verdict + ".");
  }
  std::vector<Cell> value_row(const std::string& roll, std::size_t o) const {
    const Action a = openings_[o].placement;
    return {roll,
            double(row_of(a.square())),
            double(col_of(a.square())),
            a.sides() ? sides_token(a.sides()) : std::string("X"),
            mean_estimate(all_[o]),
            rate_estimate(scores_.wins(o), scores_.replicates())};
  }
  // A higher total on `m`; the first listed wins a tie; `than` == n: none yet.
  bool better(const std::vector<Moments>& m, std::size_t o, std::size_t than) const {
    return than == openings_.size() || m[o].sum > m[than].sum;
  }
  static std::vector<Column> value_columns() {
    return {{"roll", Format::Text},     {"row", Format::Integer},  {"col", Format::Integer},
            {"rotation", Format::Text}, {"score", Format::Number}, {"win_rate", Format::Percent}};
  }

  std::string layout_;
  const std::vector<Opening>& openings_;
  const PlacementSummary& summary_;
  OpeningScores scores_;
  std::vector<Moments> all_, choose_;
  ChanceCount leads_;
  Table best_{"openings_" + layout_,
              "The best opening for each first roll, " + layout_ + " landmarks",
              {{"roll", Format::Text},
               {"best", Format::Text},
               {"score", Format::Number},
               {"win_rate", Format::Percent},
               {"next_best", Format::Text},
               {"lead", Format::Number}},
              {}};
  Table values_{"opening_values_" + layout_,
                "Every opening square and rotation, " + layout_ + " landmarks",
                value_columns(),
                {},
                true};
  Table squares_{"opening_squares_" + layout_,
                 "The best rotation on each square, " + layout_ + " landmarks",
                 value_columns(),
                 {},
                 true};
  Table drawn_{"drawings_" + layout_,
               "Where the agent draws each die result, " + layout_ + " landmarks",
               {{"roll", Format::Text},
                {"row", Format::Integer},
                {"col", Format::Integer},
                {"count", Format::Integer},
                {"share", Format::Percent}},
               {},
               true};
};

// What the heat maps outline: the pre-drawn centre (W1), and the landmarks when every game has the
// same ones (W3).
std::vector<PlotMark> sheet_marks(LayoutKind kind, const Components& components) {
  std::vector<PlotMark> marks{
      {.label = "centre: pre-drawn crossing (W1)", .row = row_of(kCentre), .col = col_of(kCentre)}};
  if (kind == LayoutKind::Default)
    for (const Square square : components.default_layout.squares)
      marks.push_back({.label = "landmark (W3)", .row = row_of(square), .col = col_of(square)});
  return marks;
}

Section layout_section(LayoutKind kind, const std::vector<Opening>& openings, const PlacementSummary& s,
                       const Components& components, std::vector<std::string>& findings) {
  const std::string layout = kLayoutNames[static_cast<int>(kind)];
  LayoutTables tables(layout, openings, s);
  for (std::size_t p = 0; p < kRolls.size() && tables.scores().replicates(OpeningScores::Half::Value); ++p)
    tables.add_roll(p, findings);
  if (const std::string chance = tables.chance_finding(); !chance.empty()) findings.push_back(chance);
  Section section{
      layout + " landmarks",
      {format("%lld replicates. Replicate r: for each first roll, every square and rotation is drawn and the game "
              "played on by the agent on the same later rolls (common random numbers: one roll sequence per "
              "replicate, shared by every opening).",
              static_cast<long long>(tables.scores().replicates())),
       "score: the mean final score; win_rate: 18 points or more (W14). The best and next best openings are chosen on "
       "the even replicates and valued on the odd ones (choosing and valuing on the same rollouts would flatter the "
       "best); lead: their paired difference. The long tables use every replicate.",
       format("Heat maps: %d whole games by the agent per replicate; a T drawn as an ibis (W10) counts under T, "
              "bonus paths (W8) are not counted.",
              kHeatGames)},
      tables.tables(),
      {}};
  if (kind == LayoutKind::Random)
    section.notes.push_back(
        "Each replicate and each heat-map game has its own random layout (W3: 8 distinct "
        "squares other than the centre), so the values average over layouts.");
  section.plots.push_back(Plot{.name = "opening_squares_" + layout,
                               .kind = "heatmap",
                               .table = tables.squares().name,
                               .x = "col",
                               .y = "row",
                               .value = "score",
                               .group = "roll",
                               .rows = kSide,
                               .cols = kSide,
                               .title = "Mean final score of the best rotation on each opening square (row, column), " +
                                        layout + " landmarks",
                               .marks = sheet_marks(kind, components)});
  section.plots.push_back(Plot{.name = "drawings_" + layout,
                               .kind = "heatmap",
                               .table = tables.drawn().name,
                               .x = "col",
                               .y = "row",
                               .value = "share",
                               .group = "roll",
                               .rows = kSide,
                               .cols = kSide,
                               .title = "Where the agent draws each die result (row, column), " + layout + " landmarks",
                               .marks = sheet_marks(kind, components)});
  return section;
}

}  // namespace

Report placements(const ExperimentOptions& options) {
  if (options.games < 2)
    throw std::invalid_argument(
        "placements walk needs --games 2 or more: half the replicates choose the best "
        "opening, the other half value it");
  if (options.agents.size() != 1)
    throw std::invalid_argument(format("placements walk follows one agent's play: give one agent, not %d",
                                       static_cast<int>(options.agents.size())));
  Experiment experiment(options, "analyze placements walk", kKinds * options.games);
  const std::vector<Opening> openings = all_openings();
  const AnyAgent<SoloState> prototype = make_agent<SoloState>(options.agents.front());
  Report report;
  report.title = "A Walk in the Park: opening squares and where the agent builds (solo, level 1)";
  const Components& components = study_components(options);
  for (const LayoutKind kind : {LayoutKind::Default, LayoutKind::Random}) {
    const PlacementSummary summary =
        experiment
            .run(options.games, PlacementSummary{},
                 [&](std::int64_t r, PlacementSummary& s) {
                   play_replicate(components, kind, openings, agent_in_every_seat(prototype, 1), options.seed,
                                  static_cast<std::uint64_t>(r), s);
                 })
            .summary;
    report.sections.push_back(layout_section(kind, openings, summary, components, report.findings));
  }
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::walk

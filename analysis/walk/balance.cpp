// parks analyze balance walk: seat advantage in multiplayer A Walk in the Park (2-6 players),
// game length and end triggers (W12), and rule variants (components files with another die or
// landmark layout) against the baseline on the same seeds.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/seat_balance.h"
#include "analysis/variants.h"
#include "analysis/walk/experiments.h"
#include "analysis/walk/summary.h"
#include "engine/walk/components.h"

namespace parks::walk {

namespace {

constexpr int kMinPlayers = 2;
constexpr int kVariantPlayers = 4;  // the multiplayer game the variants are compared in, beside solo level 1

struct SeatSummary {
  explicit SeatSummary(int players) : walk(players), edges(players) {}

  template <int Seats>
  void add(const BasicState<Seats>& state) {
    walk.add(state);
    edges.add(state);
    int winners = 0;
    for (int p = 0; p < edges.players(); ++p) winners += state.is_winner(p);
    shared_wins += winners > 1;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(walk, edges, shared_wins);
  }

  WalkSummary walk;
  SeatEdges edges;
  std::int64_t shared_wins = 0;  // games whose win is shared after the tie-breaks (W13)
};

// The same deals with the baseline components and with a variant's, paired game by game.
struct VariantSummary {
  explicit VariantSummary(int players) : players(players), baseline(players), variant(players) {}

  template <int Seats>
  void add(const BasicState<Seats>& base, const BasicState<Seats>& changed) {
    baseline.add(base);
    variant.add(changed);
    score.add(total_score(changed), total_score(base));
    win.add(changed.is_winner(0), base.is_winner(0));
    turns.add(changed.turn(), base.turn());
  }
  template <class Archive>
  void archive(Archive& a) {
    a(players, baseline, variant, score, win, turns);
  }
  template <int Seats>
  int total_score(const BasicState<Seats>& state) const {
    int total = 0;
    for (int p = 0; p < players; ++p) total += state.score(p);
    return total;
  }

  int players;
  WalkSummary baseline, variant;
  Paired score;  // the players' total score: variant, baseline
  Paired win;    // solo: won (18 points, W14)
  Paired turns;
};

using Variant = RuleVariant<Components>;

Config config_of(const Components& components, int players) {
  return {components.default_layout.mask(), components.die, players, 1};
}

// The variant files given, or those shipped in data/walk/variants.
std::vector<Variant> load_variants(const std::vector<std::string>& files) {
  return parks::load_variants(files, default_components_path().parent_path() / "variants",
                              [](const std::filesystem::path& path) { return load_components(path); });
}

template <class State>
AnyAgent<State> one_agent(const ExperimentOptions& options) {
  return make_agent<State>(options.agents.front());
}

SeatSummary play_seats(Experiment& experiment, int players) {
  const Config config = config_of(study_components(experiment.options()), players);
  const auto prototype = one_agent<PartyState>(experiment.options());
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(players);
  return experiment
      .run(experiment.options().games, SeatSummary(players),
           [&](std::int64_t g, SeatSummary& summary) {
             auto agents = agent_in_every_seat(prototype, players);
             summary.add(play_game(PartyState::initial(config), agents, seed, static_cast<std::uint64_t>(g)));
           })
      .summary;
}

// Deal g with the baseline and with the variant: the same seed and game index, so the same
// random numbers for the die and the agents.
template <class State>
VariantSummary play_variant(Experiment& experiment, const Components& variant, int players) {
  const Config base = config_of(study_components(experiment.options()), players), changed = config_of(variant, players);
  const auto prototype = one_agent<State>(experiment.options());
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(players);  // as the seat games
  return experiment
      .run(experiment.options().games, VariantSummary(players),
           [&](std::int64_t g, VariantSummary& summary) {
             const auto game = static_cast<std::uint64_t>(g);
             auto agents = agent_in_every_seat(prototype, players);
             const State a = play_game(State::initial(base), agents, seed, game);
             agents = agent_in_every_seat(prototype, players);
             summary.add(a, play_game(State::initial(changed), agents, seed, game));
           })
      .summary;
}

double share(std::int64_t k, std::int64_t n) { return n ? double(k) / double(n) : 0.0; }

std::vector<Cell> end_cause_cells(const WalkSummary& s) {
  std::vector<Cell> cells;
  for (int c = 0; c < kEndCauses; ++c) cells.push_back(share(s.end_cause_count(EndCause(c)), s.games()));
  return cells;
}

std::vector<Column> end_cause_columns() {
  std::vector<Column> columns;
  for (auto name : kEndCauseNames) columns.push_back({std::string(name), Format::Percent});
  return columns;
}

Table seat_summary_table() {
  Table summary{"seat_summary",
                "By player count: game length, end triggers (W12), shared wins, first and last seat's edge",
                {{"players", Format::Integer}, {"games", Format::Integer}, {"turns", Format::Number}},
                {}};
  for (const auto& c : end_cause_columns()) summary.columns.push_back(c);
  summary.columns.insert(summary.columns.end(), {{"shared_wins", Format::Percent},
                                                 {"first_seat_win_edge", Format::Percent},
                                                 {"last_seat_win_edge", Format::Percent}});
  return summary;
}

void add_summary_row(Table& summary, const SeatSummary& s) {
  const int players = s.edges.players();
  const std::int64_t n = s.walk.games();
  std::vector<Cell> row{double(players), double(n), mean_estimate(s.walk.turns())};
  for (auto& cell : end_cause_cells(s.walk)) row.push_back(cell);
  row.insert(row.end(), {share(s.shared_wins, n), s.edges.win_edge(0), s.edges.win_edge(players - 1)});
  summary.add_row(std::move(row));
}

Section seat_section(Experiment& experiment, const std::vector<int>& counts, std::vector<std::string>& findings) {
  Table summary = seat_summary_table();
  SeatBalanceReport seats;
  std::vector<Estimate> turns;
  for (const int players : counts) {
    const SeatSummary s = play_seats(experiment, players);
    if (s.walk.games() == 0) break;
    seats.add(SeatBalanceReport::setup_label(players), s.edges);
    add_summary_row(summary, s);
    turns.push_back(mean_estimate(s.walk.turns()));
  }
  if (const std::string finding = seats.finding(); !finding.empty()) findings.push_back(finding);
  if (turns.size() == kMaxPlayers - kMinPlayers + 1)
    findings.push_back(format("Games last %s turns with %d players and %s with %d.",
                              quote(turns.front(), Quote::Number).c_str(), kMinPlayers,
                              quote(turns.back(), Quote::Number).c_str(), kMaxPlayers));
  return {"Seat order, game length and end triggers",
          {"Deal g of each player count is played by the same agent in every seat: all players draw the same roll each "
           "turn and no tie-break looks at seats (W13).",
           SeatBalanceReport::note()},
          {summary, seats.table()},
          SeatBalanceReport::plots()};
}

void add_variant_rows(Table& results, Table& differences, const std::string& name, const VariantSummary& s,
                      bool baseline_row) {
  const std::int64_t n = s.variant.games();
  const bool solo = s.players == 1;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const auto result_row = [&](const std::string& label, const WalkSummary& w, const Moments& score,
                              const Moments& won) {
    std::vector<Cell> row{label, double(s.players), double(n), mean_estimate(score, 1.0 / s.players)};
    row.push_back(solo ? Cell(rate_estimate(won.sum, n)) : Cell(nan));
    row.push_back(mean_estimate(w.turns()));
    for (auto& cell : end_cause_cells(w)) row.push_back(cell);
    results.add_row(std::move(row));
  };
  if (baseline_row) result_row("baseline", s.baseline, s.score.b, s.win.b);
  result_row(name, s.variant, s.score.a, s.win.a);
  differences.add_row({name, double(s.players), double(n), mean_estimate(s.score.difference, 1.0 / s.players),
                       solo ? Cell(mean_estimate(s.win.difference)) : Cell(nan), mean_estimate(s.turns.difference)});
}

// A variant against the baseline at one player count: each change stated only when its interval
// excludes 0; `chance` counts the intervals.
std::string variant_finding(const std::string& name, const VariantSummary& s, ChanceCount& chance) {
  const std::int64_t n = s.variant.games();
  const Estimate score = mean_estimate(s.score.difference, 1.0 / s.players);
  const Estimate turns = mean_estimate(s.turns.difference);
  chance.add(score);
  chance.add(turns);
  if (s.players == 1) {
    const Estimate win = mean_estimate(s.win.difference);
    chance.add(win);
    return name + ", solo level 1, against the baseline: win rate " + difference_text(win, Quote::PercentagePoints, n) +
           "; score " + difference_text(score, Quote::Signed, n) + ".";
  }
  const Estimate ibis = rate_estimate(s.variant.end_cause_count(EndCause::SixIbises), n);
  const Estimate baseline_ibis = rate_estimate(s.baseline.end_cause_count(EndCause::SixIbises), n);
  return format("%s, %d players, against the baseline: score per player ", name.c_str(), s.players) +
         difference_text(score, Quote::Signed, n) + "; game length " +
         difference_text(turns, Quote::Signed, n, {.after = " turns"}) +
         format("; six ibises end %.1f%% of games against %.1f%%: ", 100 * ibis.value, 100 * baseline_ibis.value) +
         difference_text(difference_of(ibis, baseline_ibis), Quote::PercentagePoints, n) + ".";
}

Section variant_section(Experiment& experiment, const std::vector<Variant>& variants, const std::vector<int>& counts,
                        std::vector<std::string>& findings) {
  Table results{"variants",
                "The baseline and each variant: mean score per player, solo win rate, length, end triggers",
                {{"rules", Format::Text},
                 {"players", Format::Integer},
                 {"games", Format::Integer},
                 {"score", Format::Number},
                 {"win_rate", Format::Percent},
                 {"turns", Format::Number}},
                {}};
  for (const auto& c : end_cause_columns()) results.columns.push_back(c);
  Table differences{"variant_differences",
                    "Variant minus baseline on the same deals (paired)",
                    {{"variant", Format::Text},
                     {"players", Format::Integer},
                     {"games", Format::Integer},
                     {"score_diff", Format::Number},
                     {"win_rate_diff", Format::Percent},
                     {"turns_diff", Format::Number}},
                    {}};
  ChanceCount chance;  // every difference interval of the table
  for (const int players : counts) {
    for (std::size_t v = 0; v < variants.size(); ++v) {
      const VariantSummary s = players == 1 ? play_variant<SoloState>(experiment, variants[v].rules, 1)
                                            : play_variant<PartyState>(experiment, variants[v].rules, players);
      if (s.variant.games() == 0) break;
      add_variant_rows(results, differences, variants[v].name, s, v == 0);
      findings.push_back(variant_finding(variants[v].name, s, chance));
    }
  }
  if (chance.tested > 1) findings.push_back("Rule variants against the baseline: " + chance.text("intervals") + ".");
  Section section{
      "Rule variants against the baseline",
      {"Each variant is a components file (die faces and landmark squares, like data/walk/components.json). Deal g is "
       "played with the baseline and with the variant from the same seed and game index, so the die and the agents draw "
       "the same random numbers; differences are paired by deal. Solo is level 1 (18 turns, win at 18 points, W12, W14); "
       "the score of a multiplayer game is its mean per player. Win rates apply to solo only."},
      {results, differences},
      {}};
  section.plots.push_back(Plot{.name = "variant_score_diff",
                               .kind = "bars",
                               .table = "variant_differences",
                               .x = "variant",
                               .y = "score_diff",
                               .group = "players",
                               .title = "Score change per player against the baseline (paired, 95% intervals)"});
  section.plots.push_back(Plot{.name = "variant_turns_diff",
                               .kind = "bars",
                               .table = "variant_differences",
                               .x = "variant",
                               .y = "turns_diff",
                               .group = "players",
                               .title = "Game length change against the baseline (paired, 95% intervals)"});
  return section;
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  if (options.agents.size() != 1)
    throw std::invalid_argument("balance walk: plays one agent in every seat; give one --agents spec");
  const std::vector<Variant> variants = load_variants(options.variants);
  // --players N: the seats and the variants at N players only.
  const std::vector<int> seat_counts = narrowed(options.players, kMinPlayers, kMaxPlayers, "players");
  const std::vector<int> variant_counts = options.players ? seat_counts : std::vector<int>{1, kVariantPlayers};
  // Seat games: one deal per seat count; variants: one per variant and player count.
  const auto per_deal = static_cast<std::int64_t>(seat_counts.size() + variants.size() * variant_counts.size());
  Experiment experiment(options, "analyze balance walk", per_deal * options.games);
  Report report;
  report.title = "A Walk in the Park: seat balance, game length and rule variants";
  report.sections.push_back(seat_section(experiment, seat_counts, report.findings));
  if (!variants.empty())
    report.sections.push_back(variant_section(experiment, variants, variant_counts, report.findings));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::walk

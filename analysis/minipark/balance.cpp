// parks analyze balance minipark: the turn-order advantage for 2-5 players in basic and advanced
// rules, how games end, and tile-set variants played on the same seeds as the default tiles.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/minipark/decisions.h"
#include "analysis/minipark/experiments.h"
#include "analysis/seat_balance.h"
#include "analysis/variants.h"

namespace parks::minipark {

namespace {

using TileSetEntry = RuleVariant<TileSet>;

// The study's tiles first (the shipped ones, or --tiles), then each variant; a bad file throws its
// one-line TileFileError.
std::vector<TileSetEntry> tile_sets(const ExperimentOptions& options) {
  const std::string base =
      options.components.empty() ? "default" : std::filesystem::path(options.components).stem().string();
  std::vector<TileSetEntry> sets{{base, study_tiles(options)}};
  for (auto& variant : load_variants(options.variants, default_tiles_path().parent_path() / "variants",
                                     [](const std::filesystem::path& file) { return load_tiles(file); }))
    sets.push_back(std::move(variant));
  return sets;
}

std::int64_t winning_score(const State& s) {
  int best = 0;
  for (int p = 0; p < s.num_players(); ++p) best = std::max(best, static_cast<int>(s.score(p)));
  return best;
}

// The first seat's score edge over the other seats' mean in this game, times (players - 1).
std::int64_t first_seat_edge(const State& s) {
  std::int64_t total = 0;
  for (int p = 0; p < s.num_players(); ++p) total += static_cast<std::int64_t>(s.score(p));
  return s.num_players() * static_cast<std::int64_t>(s.score(0)) - total;
}

// The games of one tile set at one player count and rules.
struct GameStats {
  SeatEdges edges;
  Moments turns, placed, set_aside, face_up_left, winning_score;
  std::int64_t all_placed = 0, equal_turns = 0;

  explicit GameStats(int players = 2) : edges(players) {}
  void add(const State& s) {
    edges.add(s);
    winning_score.add(minipark::winning_score(s));
    turns.add(s.turns());
    placed.add(s.park().size());
    set_aside.add(s.set_aside());
    face_up_left.add((s.face_up(0) != kNoTile) + (s.face_up(1) != kNoTile));
    all_placed += s.park().size() == s.park().tiles().base_tiles();
    equal_turns += s.turns() % s.num_players() == 0;  // every player had as many turns
  }
  std::int64_t games() const { return edges.games(); }
  template <class Archive>
  void archive(Archive& a) {
    a(edges, turns, placed, set_aside, face_up_left, winning_score, all_placed, equal_turns);
  }
};

// One player count and rules: each tile set's games, and each against the default tiles' game
// of the same seed.
struct SetupSummary {
  std::vector<GameStats> sets;
  std::vector<Paired> winning_vs_default, edge_vs_default, turns_vs_default;  // edge: the first seat's, times (P - 1)

  SetupSummary(std::size_t tile_sets, int players)
      : sets(tile_sets, GameStats(players)),
        winning_vs_default(tile_sets),
        edge_vs_default(tile_sets),
        turns_vs_default(tile_sets) {}
  template <class Archive>
  void archive(Archive& a) {
    a(sets, winning_vs_default, edge_vs_default, turns_vs_default);
  }
  void add(std::size_t t, const State& end, const State& baseline) {
    sets[t].add(end);
    winning_vs_default[t].add(winning_score(end), winning_score(baseline));
    edge_vs_default[t].add(first_seat_edge(end), first_seat_edge(baseline));
    turns_vs_default[t].add(end.turns(), baseline.turns());
  }
};

std::string setup_name(const GameOptions& setup) { return format("%dp %s", setup.players, rules_name(setup.rules)); }

SetupSummary measure(Experiment& experiment, const AnyAgent<State>& agent, const std::vector<TileSetEntry>& sets,
                     const GameOptions& setup) {
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(experiment.options().games, SetupSummary(sets.size(), setup.players),
           [&](std::int64_t g, SetupSummary& summary) {
             const auto game = static_cast<std::uint64_t>(g);
             std::optional<State> baseline;
             for (std::size_t t = 0; t < sets.size(); ++t) {
               MiniAgents agents = agent_in_every_seat(agent, setup.players);
               const State end = play_game(State::initial(sets[t].rules, setup), agents, seed, game);
               if (!baseline) baseline = end;
               summary.add(t, end, *baseline);
             }
           })
      .summary;
}

// A paired difference of first-seat edges, scaled back to points.
Estimate edge_estimate(const Moments& scaled, int players) { return mean_estimate(scaled, 1.0 / (players - 1)); }

struct Tables {
  SeatBalanceReport seats;
  ChanceCount variant_chance;  // every interval of the variants table
  Table length{"length",
               "Game length and end: turns (characters included), tiles placed, tiles left over",
               {{"players", Format::Integer},
                {"rules", Format::Text},
                {"turns", Format::Number},
                {"tiles_placed", Format::Number},
                {"set_aside", Format::Number},
                {"face_up_left", Format::Number},
                {"all_placed", Format::Percent},
                {"equal_turns", Format::Percent}},
               {}};
  Table variants{"variants",
                 "Tile variants against the default tiles on the same seeds (variant minus default)",
                 {{"tiles", Format::Text},
                  {"setup", Format::Text},
                  {"first_seat_win", Format::Percent},
                  {"first_seat_edge", Format::Number},
                  {"winning_score_change", Format::Number},
                  {"first_seat_edge_change", Format::Number},
                  {"turns_change", Format::Number}},
                 {}};
};

void add_rows(Tables& tables, const SetupSummary& summary, const std::vector<TileSetEntry>& sets,
              const GameOptions& setup) {
  const GameStats& s = summary.sets[0];
  tables.seats.add(SeatBalanceReport::setup_label(setup.players, std::string(rules_name(setup.rules)) + " rules"),
                   s.edges);
  tables.length.add_row({double(setup.players), rules_name(setup.rules), mean_estimate(s.turns),
                         mean_estimate(s.placed), mean_estimate(s.set_aside), mean_estimate(s.face_up_left),
                         rate_estimate(s.all_placed, s.games()), rate_estimate(s.equal_turns, s.games())});
  for (std::size_t t = 1; t < sets.size(); ++t) {
    const GameStats& v = summary.sets[t];
    for (const Estimate& e : {mean_estimate(summary.winning_vs_default[t].difference),
                              edge_estimate(summary.edge_vs_default[t].difference, setup.players),
                              mean_estimate(summary.turns_vs_default[t].difference)})
      tables.variant_chance.add(e);
    tables.variants.add_row({sets[t].name, setup_name(setup), v.edges.win_rate(0), v.edges.score_edge(0),
                             mean_estimate(summary.winning_vs_default[t].difference),
                             edge_estimate(summary.edge_vs_default[t].difference, setup.players),
                             mean_estimate(summary.turns_vs_default[t].difference)});
  }
}

std::string length_finding(const SetupSummary& summary, const GameOptions& setup) {
  const GameStats& s = summary.sets[0];
  const Estimate turns = mean_estimate(s.turns), all = rate_estimate(s.all_placed, s.games()),
                 equal = rate_estimate(s.equal_turns, s.games());
  return format(
      "%d-player %s games last %s turns; every tile is placed in %s of them, and the last turn completes a "
      "round in %s (otherwise the first seats have a turn more).",
      setup.players, rules_name(setup.rules), quote(turns, Quote::Number).c_str(), quote(all, Quote::Percent).c_str(),
      quote(equal, Quote::Percent).c_str());
}

// A tile variant against the default tiles, each change stated only when its interval excludes 0.
std::string variant_finding(const SetupSummary& summary, const std::string& name, std::size_t t,
                            const GameOptions& setup) {
  const std::int64_t n = summary.sets[0].games();
  return format("Tiles '%s' (%d players, %s rules), on the same seeds as the default tiles: winning score ",
                name.c_str(), setup.players, rules_name(setup.rules)) +
         difference_text(mean_estimate(summary.winning_vs_default[t].difference), Quote::Signed, n) +
         "; the first seat's score edge over the other seats' mean " +
         difference_text(edge_estimate(summary.edge_vs_default[t].difference, setup.players), Quote::Signed, n) +
         "; the game's length " +
         difference_text(mean_estimate(summary.turns_vs_default[t].difference), Quote::Signed, n, {.after = " turns"}) +
         ".";
}

std::vector<Section> sections(const Tables& tables, std::int64_t games, bool with_variants) {
  const std::string seeds = format(
      "Each player count and rules plays %lld games (the agent in every seat, no expansion "
      "tiles); game g has the same seed whatever the tiles, so a tile variant meets the "
      "default tiles' draws where the two sets agree.",
      static_cast<long long>(games));
  std::vector<Section> out{
      {"Turn-order advantage", {seeds, SeatBalanceReport::note()}, {tables.seats.table()}, SeatBalanceReport::plots()},
      {"Game length and how games end",
       {"The game ends when the stack is empty and no face-up tile fits (M3). all_placed: every base tile was placed; "
        "face_up_left: face-up tiles that fit nowhere at the end; set_aside: drawn tiles that fit nowhere; equal_turns: "
        "the last turn completed a round."},
       {tables.length},
       {}}};
  if (with_variants)
    out.push_back(
        {"Tile variants",
         {"Changes are paired: each game against the default tiles' game of the same seed. first_seat_edge: the first "
          "seat's score edge over the other seats' mean with the variant's tiles; first_seat_edge_change: its paired "
          "change against the default tiles."},
         {tables.variants},
         {Plot{.name = "variant_winning_score",
               .kind = "bars",
               .table = "variants",
               .x = "setup",
               .y = "winning_score_change",
               .group = "tiles",
               .title = "Change of the winning score against the default tiles (95% intervals)"}}});
  return out;
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  const AnyAgent<State> agent = single_agent(options, "balance");
  const std::vector<TileSetEntry> sets = tile_sets(options);
  const std::vector<int> counts = narrowed(options.players, 2, kMaxPlayers, "players");
  const int headline_players = options.players ? *options.players : kPlayers;  // the findings' player count
  const auto setups = static_cast<std::int64_t>(2 * counts.size());
  Experiment experiment(options, "analyze balance minipark",
                        setups * options.games * static_cast<std::int64_t>(sets.size()));
  Report report;
  report.title = "Mini Park: turn-order advantage, game length and tile variants";
  Tables tables;
  std::vector<std::string> headline;
  for (const Rules rules : {Rules::Basic, Rules::Advanced}) {
    for (const int players : counts) {
      const GameOptions setup{players, rules, false};
      const SetupSummary summary = measure(experiment, agent, sets, setup);
      if (!summary.sets[0].games()) continue;  // stopped by Ctrl-C
      add_rows(tables, summary, sets, setup);
      if (players != headline_players) continue;
      headline.push_back(length_finding(summary, setup));
      for (std::size_t t = 1; t < sets.size(); ++t)
        headline.push_back(variant_finding(summary, sets[t].name, t, setup));
    }
  }
  if (const std::string finding = tables.seats.finding(); !finding.empty()) report.findings.push_back(finding);
  report.findings.insert(report.findings.end(), headline.begin(), headline.end());
  if (tables.variant_chance.tested > 1)
    report.findings.push_back("Tile variants against the default tiles, every player count and rules: " +
                              tables.variant_chance.text("changes' intervals") + ".");
  report.sections = sections(tables, options.games, sets.size() > 1);
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::minipark

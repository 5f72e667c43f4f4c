// parks analyze balance minipark: the turn-order advantage for 2-5 players in basic and advanced
// rules, how games end, and tile-set variants played on the same seeds as the default tiles.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "analysis/format.h"
#include "analysis/minipark/decisions.h"
#include "analysis/minipark/experiments.h"

namespace parks::minipark {

namespace {

// A tile set and its name (the file's stem).
struct TileSetEntry {
  std::string name;
  TileSet tiles;
};

std::vector<std::filesystem::path> shipped_variants() {
  const std::filesystem::path dir = default_tiles_path().parent_path() / "variants";
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(dir))
    for (const auto& entry : std::filesystem::directory_iterator(dir))
      if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The study's tiles first (the shipped ones, or --tiles), then each variant; a bad file throws its
// one-line TileFileError.
std::vector<TileSetEntry> tile_sets(const ExperimentOptions& options) {
  const std::string base =
      options.components.empty() ? "default" : std::filesystem::path(options.components).stem().string();
  std::vector<TileSetEntry> sets{{base, study_tiles(options)}};
  std::vector<std::filesystem::path> files(options.variants.begin(), options.variants.end());
  if (files.empty()) files = shipped_variants();
  for (const auto& file : files) sets.push_back({file.stem().string(), load_tiles(file)});
  return sets;
}

// The games of one tile set at one player count and rules.
struct GameStats {
  std::int64_t games = 0;
  std::array<Moments, kMaxPlayers> scores{};
  std::array<std::int64_t, kMaxPlayers> wins{};
  Paired first_vs_last;  // the first and the last seat's scores in the same game
  Moments turns, placed, set_aside, face_up_left, winning_score;
  std::int64_t all_placed = 0, equal_turns = 0;

  void add(const State& s) {
    const int n = s.num_players();
    ++games;
    int best = 0;
    for (int p = 0; p < n; ++p) {
      scores[p].add(static_cast<std::int64_t>(s.score(p)));
      wins[p] += s.is_winner(p);
      best = std::max(best, static_cast<int>(s.score(p)));
    }
    first_vs_last.add(static_cast<std::int64_t>(s.score(0)), static_cast<std::int64_t>(s.score(n - 1)));
    winning_score.add(best);
    turns.add(s.turns());
    placed.add(s.park().size());
    set_aside.add(s.set_aside());
    face_up_left.add((s.face_up(0) != kNoTile) + (s.face_up(1) != kNoTile));
    all_placed += s.park().size() == s.park().tiles().base_tiles();
    equal_turns += s.turns() % n == 0;  // every player had as many turns
  }
  void merge(const GameStats& o) {
    games += o.games;
    for (int p = 0; p < kMaxPlayers; ++p) scores[p].merge(o.scores[p]), wins[p] += o.wins[p];
    first_vs_last.merge(o.first_vs_last);
    for (auto [mine, theirs] : {std::pair{&turns, &o.turns}, {&placed, &o.placed}, {&set_aside, &o.set_aside},
                                {&face_up_left, &o.face_up_left}, {&winning_score, &o.winning_score}})
      mine->merge(*theirs);
    all_placed += o.all_placed;
    equal_turns += o.equal_turns;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(games, scores, wins, first_vs_last, turns, placed, set_aside, face_up_left, winning_score, all_placed, equal_turns);
  }
};

// One player count and rules: each tile set's games, and each against the default tiles' game
// of the same seed.
struct SetupSummary {
  std::vector<GameStats> sets;
  std::vector<Paired> winning_vs_default, gap_vs_default, turns_vs_default;

  explicit SetupSummary(std::size_t tile_sets)
      : sets(tile_sets), winning_vs_default(tile_sets), gap_vs_default(tile_sets), turns_vs_default(tile_sets) {}
  void merge(const SetupSummary& o) {
    for (std::size_t t = 0; t < sets.size(); ++t) {
      sets[t].merge(o.sets[t]);
      winning_vs_default[t].merge(o.winning_vs_default[t]);
      gap_vs_default[t].merge(o.gap_vs_default[t]);
      turns_vs_default[t].merge(o.turns_vs_default[t]);
    }
  }
  template <class Archive>
  void archive(Archive& a) {
    a(sets, winning_vs_default, gap_vs_default, turns_vs_default);
  }
};

std::string setup_name(const GameOptions& setup) { return format("%dp %s", setup.players, rules_name(setup.rules)); }

std::int64_t winning_score(const State& s) {
  int best = 0;
  for (int p = 0; p < s.num_players(); ++p) best = std::max(best, static_cast<int>(s.score(p)));
  return best;
}

std::int64_t seat_gap(const State& s) { return static_cast<std::int64_t>(s.score(0) - s.score(s.num_players() - 1)); }

SetupSummary measure(Experiment& experiment, const AnyAgent<State>& agent, const std::vector<TileSetEntry>& sets,
                     const GameOptions& setup) {
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(experiment.options().games, SetupSummary(sets.size()),
           [&](std::int64_t g, SetupSummary& summary) {
             const auto game = static_cast<std::uint64_t>(g);
             std::optional<State> baseline;
             for (std::size_t t = 0; t < sets.size(); ++t) {
               MiniAgents agents = agent_in_every_seat(agent, setup.players);
               const State end = play_game(State::initial(sets[t].tiles, setup), agents, seed, game);
               summary.sets[t].add(end);
               if (!baseline) baseline = end;
               summary.winning_vs_default[t].add(winning_score(end), winning_score(*baseline));
               summary.gap_vs_default[t].add(seat_gap(end), seat_gap(*baseline));
               summary.turns_vs_default[t].add(end.turns(), baseline->turns());
             }
           })
      .summary;
}

struct Tables {
  Table advantage{"advantage", "Turn-order advantage: the best and worst seat, and the first seat's edge over the last", {
      {"players", Format::Integer}, {"rules", Format::Text}, {"games", Format::Integer}, {"best_seat", Format::Integer},
      {"best_win", Format::Percent}, {"worst_seat", Format::Integer}, {"worst_win", Format::Percent},
      {"first_minus_last", Format::Number}}, {}};
  Table seats{"seats", "Win rate and score by seat (ties share the win)", {
      {"setup", Format::Text}, {"players", Format::Integer}, {"rules", Format::Text}, {"seat", Format::Integer},
      {"win_rate", Format::Percent}, {"score", Format::Number}}, {}, true};
  Table length{"length", "Game length and end: turns (characters included), tiles placed, tiles left over", {
      {"players", Format::Integer}, {"rules", Format::Text}, {"turns", Format::Number}, {"tiles_placed", Format::Number},
      {"set_aside", Format::Number}, {"face_up_left", Format::Number}, {"all_placed", Format::Percent},
      {"equal_turns", Format::Percent}}, {}};
  Table variants{"variants", "Tile variants against the default tiles on the same seeds (variant minus default)", {
      {"tiles", Format::Text}, {"setup", Format::Text}, {"first_seat_win", Format::Percent},
      {"first_minus_last", Format::Number}, {"winning_score_change", Format::Number}, {"seat_gap_change", Format::Number},
      {"turns_change", Format::Number}}, {}};
};

void add_rows(Tables& tables, const SetupSummary& summary, const std::vector<TileSetEntry>& sets, const GameOptions& setup) {
  const GameStats& s = summary.sets[0];
  const char* rules = rules_name(setup.rules);
  const double players = setup.players;
  int best = 0, worst = 0;
  for (int p = 0; p < setup.players; ++p) {
    tables.seats.add_row({setup_name(setup), players, rules, double(p + 1), rate_estimate(s.wins[p], s.games),
                          mean_estimate(s.scores[p])});
    if (s.wins[p] > s.wins[best]) best = p;
    if (s.wins[p] < s.wins[worst]) worst = p;
  }
  tables.advantage.add_row({players, rules, double(s.games), double(best + 1), rate_estimate(s.wins[best], s.games),
                            double(worst + 1), rate_estimate(s.wins[worst], s.games), mean_estimate(s.first_vs_last.difference)});
  tables.length.add_row({players, rules, mean_estimate(s.turns), mean_estimate(s.placed), mean_estimate(s.set_aside),
                         mean_estimate(s.face_up_left), rate_estimate(s.all_placed, s.games), rate_estimate(s.equal_turns, s.games)});
  for (std::size_t t = 1; t < sets.size(); ++t) {
    const GameStats& v = summary.sets[t];
    tables.variants.add_row({sets[t].name, setup_name(setup), rate_estimate(v.wins[0], v.games), mean_estimate(v.first_vs_last.difference),
                             mean_estimate(summary.winning_vs_default[t].difference),
                             mean_estimate(summary.gap_vs_default[t].difference),
                             mean_estimate(summary.turns_vs_default[t].difference)});
  }
}

std::string seat_finding(const SetupSummary& summary, const GameOptions& setup) {
  const GameStats& s = summary.sets[0];
  int best = 0, worst = 0;
  for (int p = 1; p < setup.players; ++p) {
    if (s.wins[p] > s.wins[best]) best = p;
    if (s.wins[p] < s.wins[worst]) worst = p;
  }
  const Estimate b = rate_estimate(s.wins[best], s.games), w = rate_estimate(s.wins[worst], s.games);
  return format("With %d players (%s rules) seat %d wins %s of games and seat %d %s; "
                "the first seat scores %s points against the last in the same games.",
                setup.players, rules_name(setup.rules), best + 1, quote(b, Quote::Percent).c_str(), worst + 1,
                quote(w, Quote::Percent).c_str(), quote(mean_estimate(s.first_vs_last.difference), Quote::Signed).c_str());
}

std::string length_finding(const SetupSummary& summary, const GameOptions& setup) {
  const GameStats& s = summary.sets[0];
  const Estimate turns = mean_estimate(s.turns), all = rate_estimate(s.all_placed, s.games),
                 equal = rate_estimate(s.equal_turns, s.games);
  return format("%d-player %s games last %s turns; every tile is placed in %s of them, and the last turn completes a "
                "round in %s (otherwise the first seats have a turn more).",
                setup.players, rules_name(setup.rules), quote(turns, Quote::Number).c_str(), quote(all, Quote::Percent).c_str(),
                quote(equal, Quote::Percent).c_str());
}

// The player count and rules where the first seat's edge over the last is largest.
std::string largest_gap_finding(const Table& advantage) {
  const int gap = advantage.column("first_minus_last");
  const auto& row = *std::max_element(advantage.rows.begin(), advantage.rows.end(), [gap](const auto& a, const auto& b) {
    return std::fabs(std::get<Estimate>(a[gap]).value) < std::fabs(std::get<Estimate>(b[gap]).value);
  });
  return format("The first seat's largest score edge over the last is with %.0f players (%s rules): %s points.",
                std::get<double>(row[0]), std::get<std::string>(row[1]).c_str(),
                quote(std::get<Estimate>(row[gap]), Quote::Signed).c_str());
}

std::string variant_finding(const SetupSummary& summary, const std::string& name, std::size_t t, const GameOptions& setup) {
  return format("Tiles '%s' (%d players, %s rules) change the winning score by %s, the first seat's edge over the last "
                "by %s and the game's length by %s turns, on the same seeds as the default tiles.",
                name.c_str(), setup.players, rules_name(setup.rules),
                quote(mean_estimate(summary.winning_vs_default[t].difference), Quote::Signed).c_str(),
                quote(mean_estimate(summary.gap_vs_default[t].difference), Quote::Signed).c_str(),
                quote(mean_estimate(summary.turns_vs_default[t].difference), Quote::Signed).c_str());
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  const AnyAgent<State> agent = single_agent(options, "balance");
  const std::vector<TileSetEntry> sets = tile_sets(options);
  const std::vector<int> counts = narrowed(options.players, 2, kMaxPlayers, "players");
  const int headline_players = options.players ? *options.players : kPlayers;  // the findings' player count
  const auto setups = static_cast<std::int64_t>(2 * counts.size());
  Experiment experiment(options, "analyze balance minipark", setups * options.games * static_cast<std::int64_t>(sets.size()));
  Report report;
  report.title = "Mini Park: turn-order advantage, game length and tile variants";
  Tables tables;
  for (const Rules rules : {Rules::Basic, Rules::Advanced}) {
    for (const int players : counts) {
      const GameOptions setup{players, rules, false};
      const SetupSummary summary = measure(experiment, agent, sets, setup);
      if (!summary.sets[0].games) continue;  // stopped by Ctrl-C
      add_rows(tables, summary, sets, setup);
      if (players == headline_players) {
        report.findings.push_back(seat_finding(summary, setup));
        report.findings.push_back(length_finding(summary, setup));
        for (std::size_t t = 1; t < sets.size(); ++t) report.findings.push_back(variant_finding(summary, sets[t].name, t, setup));
      }
    }
  }
  if (!tables.advantage.rows.empty()) report.findings.push_back(largest_gap_finding(tables.advantage));
  const std::string seeds = format("Each player count and rules plays %lld games (the agent in every seat, no expansion "
                                   "tiles); game g has the same seed whatever the tiles, so a tile variant meets the "
                                   "default tiles' draws where the two sets agree.",
                                   static_cast<long long>(options.games));
  Section seat{"Turn-order advantage", {seeds, "first_minus_last: the first seat's score minus the last seat's in the same "
                                               "game (paired), with its 95% interval."},
               {tables.advantage, tables.seats}, {}};
  seat.plots.push_back({"win_rate_by_seat", "bars", "seats", "seat", "win_rate", "", "setup", 0, 0,
                        "Win rate by seat (95% intervals)"});
  Section length{"Game length and how games end", {
      "The game ends when the stack is empty and no face-up tile fits (M3). all_placed: every base tile was placed; "
      "face_up_left: face-up tiles that fit nowhere at the end; set_aside: drawn tiles that fit nowhere; equal_turns: "
      "the last turn completed a round."}, {tables.length}, {}};
  report.sections.push_back(std::move(seat));
  report.sections.push_back(std::move(length));
  if (sets.size() > 1) {
    Section variants{"Tile variants", {"Changes are paired: each game against the default tiles' game of the same seed."},
                     {tables.variants}, {}};
    variants.plots.push_back({"variant_winning_score", "bars", "variants", "setup", "winning_score_change", "", "tiles", 0, 0,
                              "Change of the winning score against the default tiles (95% intervals)"});
    report.sections.push_back(std::move(variants));
  }
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::minipark

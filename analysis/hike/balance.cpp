// parks analyze balance hike: the turn-order advantage with the book's Sun compensation, at 1-4
// players, and rule variants against the baseline. Game g is played in park g mod 6 under the
// baseline and under every variant on the same dice (a seed fixes every roll whatever the
// players do), so each variant's effect is a paired difference.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "agents/agent.h"
#include "agents/hike/plan_evaluation.h"
#include "analysis/format.h"
#include "analysis/hike/experiments.h"
#include "analysis/hike/rules_variant.h"

namespace parks::hike {

namespace {

struct SeatResults {
  Moments score, dice, leads;
  Moments score_vs_first;  // this seat's score minus seat 1's in the same game
  std::int64_t wins = 0;
  Paired score_vs_baseline, win_vs_baseline;

  void merge(const SeatResults& o) {
    for (auto [mine, theirs] : {std::pair{&score, &o.score}, {&dice, &o.dice}, {&leads, &o.leads},
                                {&score_vs_first, &o.score_vs_first}})
      mine->merge(*theirs);
    wins += o.wins;
    score_vs_baseline.merge(o.score_vs_baseline);
    win_vs_baseline.merge(o.win_vs_baseline);
  }
  template <class Archive>
  void archive(Archive& a) {
    a(score, dice, leads, score_vs_first, wins, score_vs_baseline, win_vs_baseline);
  }
};

// Per rule set (the baseline first) and seat.
struct BalanceSummary {
  std::vector<std::array<SeatResults, kMaxPlayers>> rules;

  explicit BalanceSummary(std::size_t rule_sets = 0) : rules(rule_sets) {}
  void merge(const BalanceSummary& o) {
    for (std::size_t r = 0; r < rules.size(); ++r)
      for (int p = 0; p < kMaxPlayers; ++p) rules[r][p].merge(o.rules[r][p]);
  }
  template <class Archive>
  void archive(Archive& a) {
    a(rules);
  }
};

void add_game(const State& end, const State& baseline, std::array<SeatResults, kMaxPlayers>& seats) {
  for (int p = 0; p < end.num_players(); ++p) {
    SeatResults& s = seats[p];
    const auto score = static_cast<std::int64_t>(end.score(p));
    s.score.add(score);
    s.dice.add(end.dice_taken(p) + end.leads_taken(p));
    s.leads.add(end.leads_taken(p));
    s.score_vs_first.add(score - static_cast<std::int64_t>(end.score(0)));
    s.wins += end.is_winner(p);  // ties count as a win for each tied player
    s.score_vs_baseline.add(score, static_cast<std::int64_t>(baseline.score(p)));
    s.win_vs_baseline.add(end.is_winner(p), baseline.is_winner(p));
  }
}

RunResult<BalanceSummary> play_players(Experiment& experiment, const std::vector<RulesVariant>& rules, const AnyAgent<State>& prototype,
                            int players, std::int64_t games) {
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(players);
  const std::vector<Park> parks = study_parks(experiment.options());
  return experiment
      .run(games, BalanceSummary(rules.size()),
           [&](std::int64_t g, BalanceSummary& summary) {
             const Park park = parks[static_cast<std::size_t>(g) % parks.size()];
             State baseline;
             for (std::size_t r = 0; r < rules.size(); ++r) {
               auto agents = agent_in_every_seat(prototype, players);
               const State end = play_game(rules[r].initial(players, park), agents, seed, static_cast<std::uint64_t>(g));
               if (r == 0) baseline = end;
               add_game(end, baseline, summary.rules[r]);
             }
           });
}

// The baseline, then the variants; variants patch the shipped components, so a run on other
// components (--components) plays its baseline alone.
std::vector<RulesVariant> rule_sets(const ExperimentOptions& options) {
  if (!options.components.empty()) {
    if (!options.variants.empty())
      throw std::invalid_argument("--variant patches the shipped components file: drop --components or --variant");
    return {{"baseline", std::make_shared<const Components>(study_components(options))}};
  }
  std::vector<RulesVariant> rules{baseline_rules()};
  const auto files = options.variants.empty() ? shipped_variants()
                                              : std::vector<std::filesystem::path>(options.variants.begin(), options.variants.end());
  for (const auto& file : files) rules.push_back(load_rules_variant(file));
  return rules;
}

int start_suns(const RulesVariant& rules, int seat) { return rules.components->start_suns[seat]; }

// Whether the variant played every game of the seat exactly as the baseline did.
bool unchanged(const SeatResults& s) {
  return s.score_vs_baseline.difference.sum_squares == 0 && s.win_vs_baseline.difference.sum_squares == 0;
}

// "solo" or "3p seat 2".
std::string seat_label(int players, int seat) {
  return players == 1 ? "solo" : format("%dp seat %d", players, seat + 1);
}

// "seat 1 wins 45.0% [40.1, 49.9] and seat 2 41.0% [..]" for the first and last seat.
std::string seat_finding(int players, const std::array<SeatResults, kMaxPlayers>& seats, std::int64_t games) {
  const SeatResults& last = seats[players - 1];
  return format("With %d players (the book's Sun compensation), seat 1 wins %s of games and seat %d %s; seat %d scores %s "
                "points against seat 1 in the same game.",
                players, quote(rate_estimate(seats[0].wins, games), Quote::Percent).c_str(), players,
                quote(rate_estimate(last.wins, games), Quote::Percent).c_str(), players,
                quote(mean_estimate(last.score_vs_first), Quote::Signed).c_str());
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  if (options.agents.size() != 1)
    throw std::invalid_argument("balance hike takes one agent (it plays every seat), got " + std::to_string(options.agents.size()));
  const std::vector<RulesVariant> rules = rule_sets(options);
  const AnyAgent<State> prototype = make_agent<State>(options.agents[0]);
  const std::vector<int> counts = narrowed(options.players, 1, kMaxPlayers, "players");
  study_parks(options);  // an unknown --park is refused before any game
  const auto runs = static_cast<std::int64_t>(counts.size() * rules.size());
  Experiment experiment(options, "analyze balance hike", runs * options.games);
  std::array<BalanceSummary, kMaxPlayers + 1> by_players;
  std::array<std::int64_t, kMaxPlayers + 1> played{};
  for (const int players : counts) {
    const auto result = play_players(experiment, rules, prototype, players, options.games);
    by_players[players] = result.summary;
    played[players] = result.games_played;
  }

  Report report;
  report.title = "Parks: Roll & Hike: turn order, Sun compensation and rule variants";
  Table seats{"seats", "By seat (seat 1 plays first), the book's rules: solo wins are the park's target (H7)", {
      {"players", Format::Integer}, {"seat", Format::Integer}, {"start_suns", Format::Integer}, {"win_rate", Format::Percent},
      {"score", Format::Number}, {"vs_seat_1", Format::Number}, {"dice", Format::Number}, {"lead_dice", Format::Number}}, {}};
  Table variants{"variants", "Rule variants against the baseline on the same dice (paired differences)", {
      {"variant", Format::Text}, {"game", Format::Text}, {"start_suns", Format::Integer},
      {"win_rate", Format::Percent}, {"win_difference", Format::Percent}, {"score", Format::Number},
      {"score_difference", Format::Number}}, {}};
  for (const int players : counts) {
    const std::int64_t n = played[players];
    for (int p = 0; p < players; ++p) {
      const SeatResults& s = by_players[players].rules[0][p];
      seats.add_row({double(players), double(p + 1), double(start_suns(rules[0], p)), rate_estimate(s.wins, n),
                     mean_estimate(s.score), mean_estimate(s.score_vs_first), mean_estimate(s.dice), mean_estimate(s.leads)});
    }
    if (players > 1 && n) report.findings.push_back(seat_finding(players, by_players[players].rules[0], n));
  }
  int unchanged_rows = 0;
  for (std::size_t r = 1; r < rules.size(); ++r) {
    const SeatResults* largest = nullptr;
    int largest_players = 0, largest_seat = 0;
    for (const int players : counts)
      for (int p = 0; p < players; ++p) {
        const SeatResults& s = by_players[players].rules[r][p];
        const std::int64_t n = played[players];
        if (unchanged(s)) {
          ++unchanged_rows;
          continue;
        }
        variants.add_row({rules[r].name, seat_label(players, p), double(start_suns(rules[r], p)),
                          rate_estimate(s.wins, n), mean_estimate(s.win_vs_baseline.difference), mean_estimate(s.score),
                          mean_estimate(s.score_vs_baseline.difference)});
        if (n && (!largest || std::abs(s.win_vs_baseline.difference.mean()) > std::abs(largest->win_vs_baseline.difference.mean())))
          largest = &s, largest_players = players, largest_seat = p + 1;
      }
    if (largest)
      report.findings.push_back(format("Variant %s moves the win rate most at %d player%s, seat %d: %s (%s instead of %s).",
                                       rules[r].name.c_str(), largest_players, largest_players > 1 ? "s" : "", largest_seat,
                                       quote(mean_estimate(largest->win_vs_baseline.difference), Quote::PercentagePoints).c_str(),
                                       quote(rate_estimate(largest->wins, played[largest_players]), Quote::Percent).c_str(),
                                       quote(rate_estimate(largest->win_vs_baseline.b.sum, played[largest_players]), Quote::Percent).c_str()));
  }
  Section seat_section{"Seat advantage with the Sun compensation", {
      "Game g is played in park g mod 6 by the agent in every seat; a win is the highest score (ties count for each "
      "tied player), solo the park's target. vs_seat_1: the seat's score minus seat 1's in the same game. Every game "
      "lasts 3 days (4 sites a day at 1-2 players, 5 at 3-4): dice and lead_dice are the dice each seat takes."}, {seats}, {}};
  seat_section.plots.push_back({"win_rate_by_seat", "bars", "seats", "seat", "win_rate", "", "players", 0, 0,
                                "Win rate by seat and player count (95% intervals)"});
  seat_section.plots.push_back({"score_vs_seat_1", "bars", "seats", "seat", "vs_seat_1", "", "players", 0, 0,
                                "Score against seat 1 in the same game (95% intervals)"});
  report.sections.push_back(std::move(seat_section));
  if (rules.size() > 1) {
    Section variant_section{"Rule variants", {
        "Each variant plays the baseline's games (the same seeds, parks and dice); win_difference and score_difference are "
        "the paired differences variant minus baseline. Variant files are patches over the components file listing what "
        "differs, e.g. {\"sun_track\": {\"start\": [1, 1, 1, 1]}} for the Sun each seat starts with. A seat whose every game the variant leaves exactly as it was has no row (" +
        std::to_string(unchanged_rows) + " such rows)."}, {variants}, {}};
    variant_section.plots.push_back({"variant_win_difference", "bars", "variants", "game", "win_difference", "", "variant",
                                     0, 0, "Win rate change against the baseline (95% intervals)"});
    report.sections.push_back(std::move(variant_section));
  }
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::hike

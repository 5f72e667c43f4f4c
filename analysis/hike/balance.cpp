// parks analyze balance hike: the turn-order advantage with the book's Sun compensation, at 1-4
// players, and rule variants against the baseline. Game g is played in park g mod 6 under the
// baseline and under every variant on the same dice (a seed fixes every roll whatever the
// players do), so each variant's effect is a paired difference.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <vector>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/hike/experiments.h"
#include "analysis/hike/rules_variant.h"
#include "analysis/seat_balance.h"
#include "analysis/variants.h"

namespace parks::hike {

namespace {

struct SeatResults {
  Moments score, dice, leads;
  std::int64_t wins = 0;  // in units of 1/kWinShareUnit: a tied win is shared
  Paired score_vs_baseline, win_vs_baseline;

  template <class Archive>
  void archive(Archive& a) {
    a(score, dice, leads, wins, score_vs_baseline, win_vs_baseline);
  }
};

// Per rule set (the baseline first) and seat, and the baseline's seat edges.
struct BalanceSummary {
  std::vector<std::array<SeatResults, kMaxPlayers>> rules;
  SeatEdges edges;

  BalanceSummary(std::size_t rule_sets, int players) : rules(rule_sets), edges(players) {}
  template <class Archive>
  void archive(Archive& a) {
    a(rules, edges);
  }
};

// A seat's win rate, or its change, from counts in units of 1/kWinShareUnit.
Estimate share_rate(std::int64_t units, std::int64_t games) {
  return rate_estimate(static_cast<double>(units) / kWinShareUnit, games);
}
Estimate share_change(const Moments& difference) { return mean_estimate(difference, 1.0 / kWinShareUnit); }

void add_game(const State& end, const State& baseline, std::array<SeatResults, kMaxPlayers>& seats) {
  for (int p = 0; p < end.num_players(); ++p) {
    SeatResults& s = seats[p];
    const auto score = static_cast<std::int64_t>(end.score(p));
    s.score.add(score);
    s.dice.add(end.dice_taken(p) + end.leads_taken(p));
    s.leads.add(end.leads_taken(p));
    s.wins += win_share(end, end.num_players(), p);
    s.score_vs_baseline.add(score, static_cast<std::int64_t>(baseline.score(p)));
    s.win_vs_baseline.add(win_share(end, end.num_players(), p), win_share(baseline, baseline.num_players(), p));
  }
}

RunResult<BalanceSummary> play_players(Experiment& experiment, const std::vector<RulesVariant>& rules,
                                       const AnyAgent<State>& prototype, int players) {
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(players);
  const std::vector<Park> parks = study_parks(experiment.options());
  return experiment.run(experiment.options().games, BalanceSummary(rules.size(), players),
                        [&](std::int64_t g, BalanceSummary& summary) {
                          const Park park = parks[static_cast<std::size_t>(g) % parks.size()];
                          State baseline;
                          for (std::size_t r = 0; r < rules.size(); ++r) {
                            auto agents = agent_in_every_seat(prototype, players);
                            const State end =
                                play_game(rules[r].initial(players, park), agents, seed, static_cast<std::uint64_t>(g));
                            if (r == 0) baseline = end, summary.edges.add(end);
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
  for (const auto& file : variant_files(options.variants, default_components_path().parent_path() / "variants"))
    rules.push_back(load_rules_variant(file));
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

// Every player count's games under every rule set.
struct Measured {
  std::array<std::optional<BalanceSummary>, kMaxPlayers + 1> by_players;
  std::array<std::int64_t, kMaxPlayers + 1> played{};
};

Section seat_section(const Measured& m, const std::vector<int>& counts, const RulesVariant& baseline,
                     std::vector<std::string>& findings) {
  SeatBalanceReport seats;
  Table play{"seat_play",
             "The dice each seat takes and the Sun it starts with (the book's rules)",
             {{"players", Format::Integer},
              {"seat", Format::Integer},
              {"start_suns", Format::Integer},
              {"dice", Format::Number},
              {"lead_dice", Format::Number}},
             {}};
  for (const int players : counts) {
    const BalanceSummary& s = *m.by_players[players];
    seats.add(SeatBalanceReport::setup_label(players), s.edges);
    for (int p = 0; p < players && m.played[players]; ++p)
      play.add_row({double(players), double(p + 1), double(start_suns(baseline, p)), mean_estimate(s.rules[0][p].dice),
                    mean_estimate(s.rules[0][p].leads)});
  }
  if (const std::string finding = seats.finding(); !finding.empty()) findings.push_back(finding);
  return {
      "Seat advantage with the Sun compensation",
      {"Game g is played in park g mod 6 by the agent in every seat; a win is the highest score (a tie "
       "shares it among the tied players), solo the park's target (H7). Every game lasts 3 days (4 sites a day at 1-2 players, 5 at 3-4): "
       "dice and lead_dice are the dice each seat takes.",
       SeatBalanceReport::note()},
      {seats.table(), play},
      SeatBalanceReport::plots()};
}

// The seat whose win rate variant `r` moves most, as a finding stated only when its interval
// excludes 0, with how many of the variant's seats' intervals do; empty when it moves none.
std::string variant_finding(const Measured& m, const std::vector<int>& counts, const RulesVariant& variant,
                            std::size_t r) {
  const SeatResults* largest = nullptr;
  int largest_players = 0, largest_seat = 0;
  ChanceCount chance;
  for (const int players : counts)
    for (int p = 0; p < players; ++p) {
      const SeatResults& s = m.by_players[players]->rules[r][p];
      if (unchanged(s) || !m.played[players]) continue;
      chance.add(share_change(s.win_vs_baseline.difference));
      if (!largest ||
          std::abs(s.win_vs_baseline.difference.mean()) > std::abs(largest->win_vs_baseline.difference.mean()))
        largest = &s, largest_players = players, largest_seat = p + 1;
    }
  if (!largest) return {};
  const std::int64_t n = m.played[largest_players];
  const Estimate change = share_change(largest->win_vs_baseline.difference);
  const std::string seat =
      format("%d player%s, seat %d", largest_players, largest_players > 1 ? "s" : "", largest_seat);
  const std::string rates = quote(share_rate(largest->wins, n), Quote::Percent) + " instead of " +
                            quote(share_rate(largest->win_vs_baseline.b.sum, n), Quote::Percent);
  const std::string tally = chance.clause("seats' win-rate intervals");
  if (!excludes_zero(change))
    return "Variant " + variant.name + ": no seat's win rate moves detectably; the largest change, at " + seat + " (" +
           rates + "): " + undetected_text(change, Quote::PercentagePoints, n) + tally + ".";
  return format("Variant %s moves the win rate most at %s: %s (%s)%s.", variant.name.c_str(), seat.c_str(),
                quote(change, Quote::PercentagePoints).c_str(), rates.c_str(), tally.c_str());
}

Section variant_section(const Measured& m, const std::vector<int>& counts, const std::vector<RulesVariant>& rules,
                        std::vector<std::string>& findings) {
  Table variants{"variants",
                 "Rule variants against the baseline on the same dice (paired differences)",
                 {{"variant", Format::Text},
                  {"game", Format::Text},
                  {"start_suns", Format::Integer},
                  {"win_rate", Format::Percent},
                  {"win_difference", Format::Percent},
                  {"score", Format::Number},
                  {"score_difference", Format::Number}},
                 {}};
  int unchanged_rows = 0;
  for (std::size_t r = 1; r < rules.size(); ++r) {
    for (const int players : counts)
      for (int p = 0; p < players; ++p) {
        const SeatResults& s = m.by_players[players]->rules[r][p];
        if (unchanged(s)) {
          ++unchanged_rows;
          continue;
        }
        variants.add_row({rules[r].name, seat_label(players, p), double(start_suns(rules[r], p)),
                          share_rate(s.wins, m.played[players]), share_change(s.win_vs_baseline.difference),
                          mean_estimate(s.score), mean_estimate(s.score_vs_baseline.difference)});
      }
    if (const std::string finding = variant_finding(m, counts, rules[r], r); !finding.empty())
      findings.push_back(finding);
  }
  return {
      "Rule variants",
      {"Each variant plays the baseline's games (the same seeds, parks and dice); win_difference and score_difference are "
       "the paired differences variant minus baseline. Variant files are patches over the components file listing what "
       "differs, e.g. {\"sun_track\": {\"start\": [1, 1, 1, 1]}} for the Sun each seat starts with. A seat whose every "
       "game the variant leaves exactly as it was has no row (" +
       std::to_string(unchanged_rows) + " such rows)."},
      {variants},
      {Plot{.name = "variant_win_difference",
            .kind = "bars",
            .table = "variants",
            .x = "game",
            .y = "win_difference",
            .group = "variant",
            .title = "Win rate change against the baseline (95% intervals)"}}};
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  if (options.agents.size() != 1)
    throw std::invalid_argument("balance hike takes one agent (it plays every seat), got " +
                                std::to_string(options.agents.size()));
  const std::vector<RulesVariant> rules = rule_sets(options);
  const AnyAgent<State> prototype = make_agent<State>(options.agents[0]);
  const std::vector<int> counts = narrowed(options.players, 1, kMaxPlayers, "players");
  study_parks(options);  // an unknown --park is refused before any game
  const auto runs = static_cast<std::int64_t>(counts.size() * rules.size());
  Experiment experiment(options, "analyze balance hike", runs * options.games);
  Measured measured;
  for (const int players : counts) {
    const auto result = play_players(experiment, rules, prototype, players);
    measured.by_players[players] = result.summary;
    measured.played[players] = result.games_played;
  }
  Report report;
  report.title = "Parks: Roll & Hike: turn order, Sun compensation and rule variants";
  report.sections.push_back(seat_section(measured, counts, rules[0], report.findings));
  if (rules.size() > 1) report.sections.push_back(variant_section(measured, counts, rules, report.findings));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::hike

// parks analyze solo planner: each agent's solo results (P8) on every deal P7 keeps, on the
// same sheets and rolls for every agent; the easiest and hardest deals of the screening are
// then measured again on fresh games, so that their intervals are not those of the winners of
// 196 noisy draws.
#include <algorithm>
#include <numeric>

#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/histogram.h"
#include "analysis/merge.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"

namespace parks::planner {

namespace {

constexpr int kExtremes = 3;        // easiest and hardest deals measured again
constexpr int kConfirmFactor = 12;  // their fresh games per screening game

struct DealTally {
  Moments score, margin;  // margin: score minus the deal's target
  std::int64_t wins = 0, reached = 0, met = 0;

  template <class Archive>
  void archive(Archive& a) {
    a(score, margin, wins, reached, met);
  }
  // Ascending difficulty order: the win rate, then the margin.
  std::pair<double, double> ease() const { return {rate(wins, score.n), margin.mean()}; }
};

struct GameResult {
  std::int64_t game;
  int score;
  bool win;
  template <class Archive>
  void archive(Archive& a) {
    a(game, score, win);
  }
};

struct SoloSummary {
  std::vector<DealTally> deals = std::vector<DealTally>(valid_deals().size());
  DealTally all;
  std::array<Moments, kCards + 1> card_points{}, card_margin{};
  std::array<std::int64_t, kCards + 1> card_met{};
  ScoreHistogram<-60, 140> histogram;  // simulate planner's range
  ScoreHistogram<-200, 140> margins;   // score minus the deal's target: 0 or more reaches it
  AppendedRecords<GameResult> games;   // in game order, for pairing agents

  void add(std::size_t deal, std::int64_t game, const SoloState& state) {
    const ScoreCard card = state.score_card(0);
    const int margin = card.total() - target(state.deal());
    for (DealTally* t : {&deals[deal], &all}) {
      t->score.add(card.total());
      t->margin.add(margin);
      t->wins += solo_win(card, state.deal());
      t->reached += margin >= 0;
      t->met += card.all_met();
    }
    for (int i = 0; i < kCardsDealt; ++i) {
      const int c = state.deal()[i];
      card_points[c].add(card.points[i]);
      card_margin[c].add(card.points[i] - kCardInfo[c].target);
      card_met[c] += card.met[i];
    }
    histogram.add(card.total());
    margins.add(margin);
    games.items.push_back({game, card.total(), solo_win(card, state.deal())});
  }
  template <class Archive>
  void archive(Archive& a) {
    a(deals, all, card_points, card_margin, card_met, histogram, margins, games);
  }
};

// Replicates [first, first + replicates) of each of `deals` (indices into valid_deals()); game
// r * 196 + d is replicate r of deal d whatever the agent, so agents share sheets and rolls.
SoloSummary play_deals(Experiment& experiment, const AnyAgent<SoloState>& prototype,
                       const std::vector<std::size_t>& deals, std::int64_t first, std::int64_t replicates) {
  const auto per_replicate = static_cast<std::int64_t>(deals.size());
  const auto all_deals = static_cast<std::int64_t>(valid_deals().size());
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(per_replicate * replicates, SoloSummary{},
           [&](std::int64_t i, SoloSummary& summary) {
             const std::size_t deal = deals[static_cast<std::size_t>(i % per_replicate)];
             const std::int64_t game = (first + i / per_replicate) * all_deals + static_cast<std::int64_t>(deal);
             auto agents = agent_in_every_seat(prototype, 1);
             const auto start = game_state<SoloState>(seed, static_cast<std::uint64_t>(game), valid_deals()[deal], 1);
             summary.add(deal, game, play_game(start, agents, seed, static_cast<std::uint64_t>(game)));
           })
      .summary;
}

// The deals played, hardest first.
std::vector<std::size_t> by_difficulty(const SoloSummary& s) {
  std::vector<std::size_t> order;
  for (std::size_t d = 0; d < s.deals.size(); ++d)
    if (s.deals[d].score.n) order.push_back(d);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return s.deals[a].ease() < s.deals[b].ease(); });
  return order;
}

// The hardest kExtremes deals, then the easiest kExtremes (easiest first).
std::vector<std::size_t> extremes(const std::vector<std::size_t>& order) {
  const std::size_t k = std::min<std::size_t>(kExtremes, order.size() / 2);
  std::vector<std::size_t> chosen(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(k));
  chosen.insert(chosen.end(), order.rbegin(), order.rbegin() + static_cast<std::ptrdiff_t>(k));
  return chosen;
}

std::string card_names(const Deal& deal) {
  return std::string(kCardInfo[deal[0]].name) + " / " + std::string(kCardInfo[deal[1]].name) + " / " +
         std::string(kCardInfo[deal[2]].name);
}

// Score and win differences of `a` minus `b` on the games both played.
Paired pair_scores(const SoloSummary& a, const SoloSummary& b, Paired& wins) {
  Paired scores;
  for (std::size_t i = 0, j = 0; i < a.games.items.size() && j < b.games.items.size();) {
    if (a.games.items[i].game < b.games.items[j].game) ++i;
    else if (b.games.items[j].game < a.games.items[i].game) ++j;
    else {
      scores.add(a.games.items[i].score, b.games.items[j].score);
      wins.add(a.games.items[i].win, b.games.items[j].win);
      ++i, ++j;
    }
  }
  return scores;
}

std::vector<Cell> deal_cells(const DealTally& t) {
  return {double(t.score.n), rate_estimate(t.wins, t.score.n), mean_estimate(t.score), mean_estimate(t.margin),
          rate_estimate(t.met, t.score.n).value};
}

std::vector<Column> deal_columns() {
  return {{"games", Format::Integer},
          {"win_rate", Format::Percent},
          {"score", Format::Number},
          {"margin", Format::Number},
          {"requirements_met", Format::Percent}};
}

struct SoloTables {
  Table summary{"agents",
                "Solo results over the 196 deals P7 keeps (each equally often, as P7 deals them)",
                {{"agent", Format::Text},
                 {"games", Format::Integer},
                 {"win_rate", Format::Percent},
                 {"target_reached", Format::Percent},
                 {"requirements_met", Format::Percent},
                 {"score", Format::Number},
                 {"margin", Format::Number}},
                {}};
  Table pairs{"agent_differences",
              "Paired differences on the same deals, sheets and rolls",
              {{"agent", Format::Text},
               {"versus", Format::Text},
               {"games", Format::Integer},
               {"score_difference", Format::Number},
               {"win_rate_difference", Format::Percent}},
              {}};
  Table cards{"cards",
              "Each card's points and solo requirement when dealt (P9)",
              {{"agent", Format::Text},
               {"card", Format::Integer},
               {"name", Format::Text},
               {"target", Format::Integer},
               {"points", Format::Number},
               {"over_target", Format::Number},
               {"requirement_met", Format::Percent}},
              {}};
  Table extreme = with_deal_columns({"extreme_deals",
                                     "The hardest and easiest deals of the screening, measured again on fresh games",
                                     {{"agent", Format::Text},
                                      {"extreme", Format::Text},
                                      {"rank", Format::Text},
                                      {"deal", Format::Text},
                                      {"cards", Format::Text},
                                      {"target", Format::Integer},
                                      {"screening_win_rate", Format::Percent}},
                                     {}});
  Table deals = with_deal_columns(
      {"deals",
       "Every deal's screening results",
       {{"agent", Format::Text}, {"deal", Format::Text}, {"cards", Format::Text}, {"target", Format::Integer}},
       {},
       true});
  ChanceCount pair_chance;  // the paired differences' intervals, score and win
  Table histogram{"score_histogram",
                  "Final scores: the share of games per score",
                  {{"agent", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}},
                  {},
                  true};
  Table margins{"margin_histogram",
                "Final score minus the deal's target: the share of games per margin",
                {{"agent", Format::Text}, {"score_minus_target", Format::Integer}, {"share", Format::Percent}},
                {},
                true};

  static Table with_deal_columns(Table t) {
    for (const auto& c : deal_columns()) t.columns.push_back(c);
    return t;
  }

  // Agent `agent`'s screening: its rows in every table but the extremes, and its findings;
  // `first` is the first agent's screening, which the others are paired with.
  void add_screening(const std::string& agent, const SoloSummary& s, const std::string& first_agent,
                     const SoloSummary* first, std::vector<std::string>& findings) {
    const DealTally& t = s.all;
    const std::int64_t n = t.score.n;
    summary.add_row({agent, double(n), rate_estimate(t.wins, n), rate_estimate(t.reached, n).value,
                     rate_estimate(t.met, n).value, mean_estimate(t.score), mean_estimate(t.margin)});
    if (n)
      findings.push_back(format(
          "%s wins %s of solo games over the 196 deals P7 keeps, scoring %s points, %s against the target.",
          agent.c_str(), quote(rate_estimate(t.wins, n), Quote::Percent).c_str(),
          quote(mean_estimate(t.score), Quote::Number).c_str(), quote(mean_estimate(t.margin), Quote::Signed).c_str()));
    for (int c = 1; c <= kCards; ++c)
      if (s.card_points[c].n)
        cards.add_row({agent, double(c), std::string(kCardInfo[c].name), double(kCardInfo[c].target),
                       mean_estimate(s.card_points[c]), mean_estimate(s.card_margin[c]),
                       rate_estimate(s.card_met[c], s.card_points[c].n)});
    add_deal_rows(agent, s);
    add_histogram_rows(histogram, {agent}, s.histogram, n);
    add_histogram_rows(margins, {agent}, s.margins, n);
    if (first) add_pair(agent, s, first_agent, *first, findings);
  }

  void add_deal_rows(const std::string& agent, const SoloSummary& s) {
    for (std::size_t d = 0; d < s.deals.size(); ++d) {
      if (!s.deals[d].score.n) continue;
      const Deal& deal = valid_deals()[d];
      std::vector<Cell> row{agent, deal_name(deal), card_names(deal), double(target(deal))};
      for (auto& cell : deal_cells(s.deals[d])) row.push_back(std::move(cell));
      deals.add_row(std::move(row));
    }
  }

  void add_pair(const std::string& agent, const SoloSummary& s, const std::string& first_agent,
                const SoloSummary& first, std::vector<std::string>& findings) {
    Paired wins;
    const Paired scores = pair_scores(s, first, wins);
    pairs.add_row({agent, first_agent, double(scores.difference.n), mean_estimate(scores.difference),
                   mean_estimate(wins.difference)});
    if (!scores.difference.n) return;
    const std::int64_t n = scores.difference.n;
    pair_chance.add(mean_estimate(scores.difference));
    pair_chance.add(mean_estimate(wins.difference));
    findings.push_back("On the same deals, sheets and rolls, " + agent + " against " + first_agent + ": score " +
                       difference_text(mean_estimate(scores.difference), Quote::Signed, n, {.after = " points"}) +
                       "; win rate " + difference_text(mean_estimate(wins.difference), Quote::PercentagePoints, n) +
                       ".");
  }

  // The extreme deals `chosen` (hardest first, then easiest) measured again on `fresh` games; the
  // strongest agent's hardest and easiest as findings.
  void add_extremes(const std::string& agent, const std::vector<std::size_t>& chosen, const SoloSummary& screened,
                    const SoloSummary& fresh, bool strongest, std::vector<std::string>& findings) {
    const std::size_t half = chosen.size() / 2;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const std::size_t d = chosen[i];
      const Deal& deal = valid_deals()[d];
      const std::string rank = i < half ? format("hardest %d", int(i + 1)) : format("easiest %d", int(i - half + 1));
      std::vector<Cell> row{agent,
                            std::string(i < half ? "hardest" : "easiest"),
                            rank,
                            deal_name(deal),
                            card_names(deal),
                            double(target(deal)),
                            screened.deals[d].ease().first};
      for (auto& cell : deal_cells(fresh.deals[d])) row.push_back(std::move(cell));
      extreme.add_row(std::move(row));
    }
    if (!strongest) return;
    for (const std::size_t i : {std::size_t{0}, half})
      if (i < chosen.size() && fresh.deals[chosen[i]].score.n)
        findings.push_back(extreme_finding(agent, chosen, i, i + 1 < (i ? chosen.size() : half), screened, fresh));
  }

  // The hardest (i = 0) or easiest deal, picked on the screening, as the fresh games confirm it:
  // tied with the next in line (i + 1, when `has_next`) unless its fresh lead lies above 0, on
  // the key that ranked them (the win rate, or the margin when the screening's win rates agree).
  static std::string extreme_finding(const std::string& agent, const std::vector<std::size_t>& chosen, std::size_t i,
                                     bool has_next, const SoloSummary& screened, const SoloSummary& fresh) {
    const char* rank = i == 0 ? "hardest" : "easiest";
    const auto said = [&](std::size_t k) {
      const Deal& deal = valid_deals()[chosen[k]];
      const DealTally& t = fresh.deals[chosen[k]];
      return format("%s (%s, target %d) wins %s, margin over the target ", deal_name(deal).c_str(),
                    card_names(deal).c_str(), target(deal),
                    quote(rate_estimate(t.wins, t.score.n), Quote::Percent).c_str()) +
             difference_text(mean_estimate(t.margin), Quote::Signed, t.score.n, {.after = " points"});
    };
    const DealTally& t = fresh.deals[chosen[i]];
    const std::string games = format(" on %lld fresh games", static_cast<long long>(t.score.n));
    if (!has_next) return format("The %s deal for %s%s: ", rank, agent.c_str(), games.c_str()) + said(i) + ".";
    const DealTally& u = fresh.deals[chosen[i + 1]];
    const bool by_wins = screened.deals[chosen[i]].ease().first != screened.deals[chosen[i + 1]].ease().first;
    const Estimate a = by_wins ? rate_estimate(t.wins, t.score.n) : mean_estimate(t.margin);
    const Estimate b = by_wins ? rate_estimate(u.wins, u.score.n) : mean_estimate(u.margin);
    const Estimate lead = i == 0 ? difference_of(b, a) : difference_of(a, b);  // positive: the pick holds
    const std::string first = deal_name(valid_deals()[chosen[i]]), second = deal_name(valid_deals()[chosen[i + 1]]);
    if (leader_text(first, second, lead) == first)
      return format("The %s deal for %s%s: ", rank, agent.c_str(), games.c_str()) + said(i) + "; next, " + said(i + 1) +
             ".";
    const Quote style = by_wins ? Quote::PercentagePoints : Quote::Signed;
    return format("The %s deals for %s are tied%s: ", rank, agent.c_str(), games.c_str()) + said(i) + "; " +
           said(i + 1) + "; " +
           undetected_text(lead, style, std::min(t.score.n, u.score.n),
                           {.before = by_wins ? "win-rate gap " : "margin gap ", .after = by_wins ? "" : " points"}) +
           ".";
  }
};

std::vector<Section> solo_sections(const SoloTables& t, std::int64_t games, std::int64_t confirm) {
  const auto deal_count = static_cast<std::int64_t>(valid_deals().size());
  Section results{
      "Win rate and score by agent",
      {"Solo play (P8): a win needs the total to reach the sum of the three cards' targets and every card's requirement met.",
       "Of the " + std::to_string(kAllDeals) + " three-card deals, " + std::to_string(kAllDeals - deal_count) +
           " ask for two development types or fewer; P7 redeals them, so they are never played and have no row. Each of "
           "the other " +
           std::to_string(deal_count) + " is played --games times per agent (" + std::to_string(games) +
           " here), each game on a random published sheet; game g has the same deal, sheet and rolls for every agent "
           "(common random numbers).",
       "Margin: the final score minus the deal's target. Intervals are 95% (Wilson for rates, normal for means)."},
      {t.summary},
      {}};
  if (!t.pairs.rows.empty()) results.tables.push_back(t.pairs);
  results.tables.push_back(t.histogram);
  results.tables.push_back(t.margins);
  results.plots = {Plot{.name = "solo_win_rate",
                        .kind = "bars",
                        .table = "agents",
                        .x = "agent",
                        .y = "win_rate",
                        .title = "Solo win rate over all deals (95% intervals)"},
                   Plot{.name = "margin_histogram",
                        .kind = "histogram",
                        .table = "margin_histogram",
                        .x = "score_minus_target",
                        .y = "share",
                        .title = "Final score minus the deal's target (a win also needs every requirement met)",
                        .panel = "agent",
                        .marks = {{.label = "target reached: 0", .x = -0.5}}}};
  Section cards{"Cards",
                {"Each card's mean points (in scoring regions, P6), its points over its solo target, and how often "
                 "its solo requirement is met (P9), over the games it is dealt in."},
                {t.cards},
                {Plot{.name = "card_points_over_target",
                      .kind = "bars",
                      .table = "cards",
                      .x = "name",
                      .y = "over_target",
                      .group = "agent",
                      .title = "Card points over the card's solo target (95% intervals)"},
                 Plot{.name = "card_requirement_met",
                      .kind = "bars",
                      .table = "cards",
                      .x = "name",
                      .y = "requirement_met",
                      .group = "agent",
                      .title = "Solo requirement met (95% intervals)"}}};
  Section deals{
      "Easiest and hardest deals",
      {"Deals are ranked by win rate, then by margin (most deals are rarely won, so the margin separates them).",
       "The " + std::to_string(kExtremes) + " hardest and " + std::to_string(kExtremes) +
           " easiest of the screening are played again on " + std::to_string(confirm) +
           " fresh games each (replicates the screening did not use): their intervals carry no selection bias. Every "
           "deal's screening figures are in deals.csv."},
      {t.extreme, t.deals},
      {Plot{.name = "extreme_deals",
            .kind = "bars",
            .table = "extreme_deals",
            .x = "deal",
            .y = "win_rate",
            .group = "extreme",
            .title = "Each agent's hardest and easiest deals (cards): win rate on fresh games (95% intervals)",
            .panel = "agent"}}};
  return {std::move(results), std::move(cards), std::move(deals)};
}

}  // namespace

Report solo(const ExperimentOptions& options) {
  const auto& agents = options.agents;
  const auto deal_count = static_cast<std::int64_t>(valid_deals().size());
  const std::int64_t confirm = kConfirmFactor * options.games;
  Experiment experiment(options, "analyze solo planner",
                        static_cast<std::int64_t>(agents.size()) *
                            (deal_count * options.games + 2 * kExtremes * confirm));
  std::vector<AnyAgent<SoloState>> prototypes;
  for (const auto& agent : agents) prototypes.push_back(make_agent<SoloState>(agent));
  std::vector<std::size_t> every_deal(valid_deals().size());
  std::iota(every_deal.begin(), every_deal.end(), std::size_t{0});
  std::vector<SoloSummary> screened;
  for (const auto& prototype : prototypes)
    screened.push_back(play_deals(experiment, prototype, every_deal, 0, options.games));

  Report report;
  report.title = "Polyhedral Park Planner: solo win rates and scores by deal and card";
  SoloTables tables;
  std::size_t strongest = 0;
  for (std::size_t a = 0; a < agents.size(); ++a) {
    tables.add_screening(agents[a], screened[a], agents[0], a ? &screened[0] : nullptr, report.findings);
    if (screened[a].all.score.mean() > screened[strongest].all.score.mean()) strongest = a;
  }
  if (agents.size() > 2)
    report.findings.push_back("Agents paired with " + agents[0] + ": " + tables.pair_chance.text("intervals") + ".");
  for (std::size_t a = 0; a < agents.size(); ++a) {
    const std::vector<std::size_t> chosen = extremes(by_difficulty(screened[a]));
    if (chosen.empty()) continue;
    const SoloSummary fresh = play_deals(experiment, prototypes[a], chosen, options.games, confirm);
    tables.add_extremes(agents[a], chosen, screened[a], fresh, a == strongest, report.findings);
  }
  report.sections = solo_sections(tables, options.games, confirm);
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

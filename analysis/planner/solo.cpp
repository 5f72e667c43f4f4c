// parks analyze solo planner: each agent's solo results (P8) on every deal P7 keeps, on the
// same sheets and rolls for every agent; the easiest and hardest deals of the screening are
// then measured again on fresh games, so that their intervals are not those of the winners of
// 196 noisy draws.
#include <algorithm>
#include <numeric>

#include "analysis/format.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"

namespace parks::planner {

namespace {

constexpr int kMinScore = -60, kMaxScore = 140;  // the histogram clamps into this range
constexpr int kExtremes = 3;                     // easiest and hardest deals measured again
constexpr int kConfirmFactor = 12;               // their fresh games per screening game

struct DealTally {
  Moments score, margin;  // margin: score minus the deal's target
  std::int64_t wins = 0, reached = 0, met = 0;

  void merge(const DealTally& o) {
    score.merge(o.score);
    margin.merge(o.margin);
    wins += o.wins, reached += o.reached, met += o.met;
  }
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
  std::array<std::int64_t, kMaxScore - kMinScore + 1> histogram{};
  std::vector<GameResult> games;  // in game order, for pairing agents

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
    ++histogram[std::clamp(card.total(), kMinScore, kMaxScore) - kMinScore];
    games.push_back({game, card.total(), solo_win(card, state.deal())});
  }
  void merge(const SoloSummary& o) {
    for (std::size_t d = 0; d < deals.size(); ++d) deals[d].merge(o.deals[d]);
    all.merge(o.all);
    for (int c = 0; c <= kCards; ++c) {
      card_points[c].merge(o.card_points[c]);
      card_margin[c].merge(o.card_margin[c]);
      card_met[c] += o.card_met[c];
    }
    for (std::size_t s = 0; s < histogram.size(); ++s) histogram[s] += o.histogram[s];
    games.insert(games.end(), o.games.begin(), o.games.end());
  }
  template <class Archive>
  void archive(Archive& a) {
    a(deals, all, card_points, card_margin, card_met, histogram, games);
  }
};

// Replicates [first, first + replicates) of each of `deals` (indices into valid_deals()); game
// r * 196 + d is replicate r of deal d whatever the agent, so agents share sheets and rolls.
SoloSummary play_deals(Experiment& experiment, const AnyAgent<SoloState>& prototype, const std::vector<std::size_t>& deals,
                       std::int64_t first, std::int64_t replicates) {
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
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return s.deals[a].ease() < s.deals[b].ease(); });
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
  for (std::size_t i = 0, j = 0; i < a.games.size() && j < b.games.size();) {
    if (a.games[i].game < b.games[j].game) ++i;
    else if (b.games[j].game < a.games[i].game) ++j;
    else {
      scores.add(a.games[i].score, b.games[j].score);
      wins.add(a.games[i].win, b.games[j].win);
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
  return {{"games", Format::Integer}, {"win_rate", Format::Percent}, {"score", Format::Number},
          {"margin", Format::Number}, {"requirements_met", Format::Percent}};
}

}  // namespace

Report solo(const ExperimentOptions& options) {
  const auto& agents = options.agents;
  const auto deal_count = static_cast<std::int64_t>(valid_deals().size());
  const std::int64_t confirm = kConfirmFactor * options.games;
  Experiment experiment(options, "analyze solo planner",
                        static_cast<std::int64_t>(agents.size()) * (deal_count * options.games + 2 * kExtremes * confirm));
  std::vector<AnyAgent<SoloState>> prototypes;
  for (const auto& agent : agents) prototypes.push_back(make_agent<SoloState>(agent));

  Table summary_table{"agents", "Solo results over the 196 deals P7 keeps (each equally often, as P7 deals them)", {
      {"agent", Format::Text}, {"games", Format::Integer}, {"win_rate", Format::Percent}, {"target_reached", Format::Percent},
      {"requirements_met", Format::Percent}, {"score", Format::Number}, {"margin", Format::Number}}, {}};
  Table pairs{"agent_differences", "Paired differences on the same deals, sheets and rolls", {
      {"agent", Format::Text}, {"versus", Format::Text}, {"games", Format::Integer}, {"score_difference", Format::Number},
      {"win_rate_difference", Format::Percent}}, {}};
  Table cards{"cards", "Each card's points and solo requirement when dealt (P9)", {
      {"agent", Format::Text}, {"card", Format::Integer}, {"name", Format::Text}, {"target", Format::Integer},
      {"points", Format::Number}, {"over_target", Format::Number}, {"requirement_met", Format::Percent}}, {}};
  Table extreme{"extreme_deals", "The hardest and easiest deals of the screening, measured again on fresh games", {
      {"agent", Format::Text}, {"rank", Format::Text}, {"deal", Format::Text}, {"cards", Format::Text},
      {"target", Format::Integer}, {"screening_win_rate", Format::Percent}}, {}};
  for (const auto& c : deal_columns()) extreme.columns.push_back(c);
  Table deals{"deals", "Every deal's screening results", {
      {"agent", Format::Text}, {"deal", Format::Text}, {"cards", Format::Text}, {"target", Format::Integer}}, {}, true};
  for (const auto& c : deal_columns()) deals.columns.push_back(c);
  Table histogram{"score_histogram", "Final scores: the share of games per score", {
      {"agent", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}}, {}, true};

  Report report;
  report.title = "Polyhedral Park Planner: solo win rates and scores by deal and card";
  std::vector<SoloSummary> screened;
  std::vector<std::size_t> every_deal(valid_deals().size());
  std::iota(every_deal.begin(), every_deal.end(), std::size_t{0});
  for (const auto& prototype : prototypes) screened.push_back(play_deals(experiment, prototype, every_deal, 0, options.games));

  std::size_t strongest = 0;
  for (std::size_t a = 0; a < agents.size(); ++a) {
    const SoloSummary& s = screened[a];
    const DealTally& t = s.all;
    const std::int64_t n = t.score.n;
    summary_table.add_row({agents[a], double(n), rate_estimate(t.wins, n), rate_estimate(t.reached, n).value,
                           rate_estimate(t.met, n).value, mean_estimate(t.score), mean_estimate(t.margin)});
    if (t.score.mean() > screened[strongest].all.score.mean()) strongest = a;
    if (n)
      report.findings.push_back(format("%s wins %s of solo games over the 196 deals P7 keeps, scoring %s points, %s against the target.",
                                       agents[a].c_str(), quote(rate_estimate(t.wins, n), Quote::Percent).c_str(),
                                       quote(mean_estimate(t.score), Quote::Number).c_str(),
                                       quote(mean_estimate(t.margin), Quote::Signed).c_str()));
    for (int c = 1; c <= kCards; ++c)
      if (s.card_points[c].n)
        cards.add_row({agents[a], double(c), std::string(kCardInfo[c].name), double(kCardInfo[c].target),
                       mean_estimate(s.card_points[c]), mean_estimate(s.card_margin[c]), rate_estimate(s.card_met[c], s.card_points[c].n)});
    for (std::size_t d = 0; d < s.deals.size(); ++d) {
      if (!s.deals[d].score.n) continue;
      const Deal& deal = valid_deals()[d];
      std::vector<Cell> row{agents[a], deal_name(deal), card_names(deal), double(target(deal))};
      for (auto& cell : deal_cells(s.deals[d])) row.push_back(std::move(cell));
      deals.add_row(std::move(row));
    }
    for (int score = kMinScore; score <= kMaxScore; ++score)
      if (const std::int64_t k = s.histogram[score - kMinScore]) histogram.add_row({agents[a], double(score), rate(k, n)});
    if (a == 0) continue;
    Paired wins;
    const Paired scores = pair_scores(s, screened[0], wins);
    pairs.add_row({agents[a], agents[0], double(scores.difference.n), mean_estimate(scores.difference), mean_estimate(wins.difference)});
    if (scores.difference.n)
      report.findings.push_back(format("On the same deals, sheets and rolls %s scores %s points more than %s and wins %s more often.",
                                       agents[a].c_str(), quote(mean_estimate(scores.difference), Quote::Signed).c_str(),
                                       agents[0].c_str(), quote(mean_estimate(wins.difference), Quote::PercentagePoints).c_str()));
  }

  for (std::size_t a = 0; a < agents.size(); ++a) {
    const std::vector<std::size_t> chosen = extremes(by_difficulty(screened[a]));
    if (chosen.empty()) continue;
    const SoloSummary fresh = play_deals(experiment, prototypes[a], chosen, options.games, kConfirmFactor * options.games);
    const std::size_t half = chosen.size() / 2;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const std::size_t d = chosen[i];
      const Deal& deal = valid_deals()[d];
      const std::string rank = i < half ? format("hardest %d", int(i + 1)) : format("easiest %d", int(i - half + 1));
      std::vector<Cell> row{agents[a], rank, deal_name(deal), card_names(deal), double(target(deal)),
                            screened[a].deals[d].ease().first};
      for (auto& cell : deal_cells(fresh.deals[d])) row.push_back(std::move(cell));
      extreme.add_row(std::move(row));
      if (a != strongest || (i != 0 && i != half) || !fresh.deals[d].score.n) continue;
      const DealTally& t = fresh.deals[d];
      report.findings.push_back(format("The %s deal for %s is %s (%s, target %d): it wins %s and scores %s against the target on %lld fresh games.",
                                       i == 0 ? "hardest" : "easiest", agents[a].c_str(), deal_name(deal).c_str(),
                                       card_names(deal).c_str(), target(deal),
                                       quote(rate_estimate(t.wins, t.score.n), Quote::Percent).c_str(),
                                       quote(mean_estimate(t.margin), Quote::Signed).c_str(), static_cast<long long>(t.score.n)));
    }
  }

  Section results{"Win rate and score by agent", {
      "Solo play (P8): a win needs the total to reach the sum of the three cards' targets and every card's requirement met.",
      "Of the " + std::to_string(kAllDeals) + " three-card deals, " + std::to_string(kAllDeals - deal_count) +
          " ask for two development types or fewer; P7 redeals them, so they are never played and have no row. Each of "
          "the other " + std::to_string(deal_count) + " is played --games times per agent (" + std::to_string(options.games) +
          " here), each game on a random published sheet; game g has the same deal, sheet and rolls for every agent "
          "(common random numbers).",
      "Margin: the final score minus the deal's target. Intervals are 95% (Wilson for rates, normal for means)."},
      {summary_table}, {}};
  if (!pairs.rows.empty()) results.tables.push_back(pairs);
  results.tables.push_back(histogram);
  results.plots.push_back({"solo_win_rate", "bars", "agents", "agent", "win_rate", "", "", 0, 0, "Solo win rate over all deals (95% intervals)"});
  results.plots.push_back({"score_histogram", "histogram", "score_histogram", "score", "share", "", "agent", 0, 0, "Final score distribution"});
  Section card_section{"Cards", {"Each card's mean points (in scoring regions, P6), its points over its solo target, and how often "
                                 "its solo requirement is met (P9), over the games it is dealt in."},
                       {cards}, {}};
  card_section.plots.push_back({"card_points_over_target", "bars", "cards", "name", "over_target", "", "agent", 0, 0,
                                "Card points over the card's solo target (95% intervals)"});
  card_section.plots.push_back({"card_requirement_met", "bars", "cards", "name", "requirement_met", "", "agent", 0, 0,
                                "Solo requirement met (95% intervals)"});
  Section deal_section{"Easiest and hardest deals", {
      "Deals are ranked by win rate, then by margin (most deals are rarely won, so the margin separates them).",
      "The " + std::to_string(kExtremes) + " hardest and " + std::to_string(kExtremes) +
          " easiest of the screening are played again on " + std::to_string(confirm) +
          " fresh games each (replicates the screening did not use): their intervals carry no selection bias. Every "
          "deal's screening figures are in deals.csv."},
      {extreme, deals}, {}};
  deal_section.plots.push_back({"extreme_deals", "bars", "extreme_deals", "deal", "win_rate", "", "agent", 0, 0,
                                "Hardest and easiest deals: win rate on fresh games (95% intervals)"});
  report.sections = {std::move(results), std::move(card_section), std::move(deal_section)};
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

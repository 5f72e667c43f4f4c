// parks analyze balance planner: seat advantage with 2-4 players (win rate and score by seat,
// and each seat's score against seat 1's on the same rolls), how games are decided (the
// tie-breakers of the multiplayer rules) and what a park holds at the end. Every game lasts
// 10 rounds: the Planner has no end trigger.
#include <stdexcept>

#include "analysis/format.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"

namespace parks::planner {

namespace {

constexpr int kFewestPlayers = 2, kMostPlayers = 4;

enum Decider { kByScore, kByPenalty, kByLowestCard, kShared, kDeciders };
constexpr std::array<const char*, kDeciders> kDeciderNames = {"score", "penalty", "lowest_card", "shared"};

// What settled the game: the top total alone, the fewest penalty points among the tied, the
// highest lowest card among those, or a shared win.
Decider decider(const PartyState& state) {
  std::array<ScoreCard, kMaxPlayers> cards;
  for (int p = 0; p < state.num_players(); ++p) cards[p] = state.score_card(p);
  int top_total = -1000, tied_total = 0;
  for (int p = 0; p < state.num_players(); ++p) top_total = std::max(top_total, cards[p].total());
  int top_penalty = -1000, tied_penalty = 0;
  for (int p = 0; p < state.num_players(); ++p)
    if (cards[p].total() == top_total) ++tied_total, top_penalty = std::max(top_penalty, -cards[p].penalty());
  int top_lowest = -1000, tied_lowest = 0;
  for (int p = 0; p < state.num_players(); ++p)
    if (cards[p].total() == top_total && -cards[p].penalty() == top_penalty) ++tied_penalty, top_lowest = std::max(top_lowest, cards[p].lowest_card());
  for (int p = 0; p < state.num_players(); ++p)
    if (cards[p].total() == top_total && -cards[p].penalty() == top_penalty && cards[p].lowest_card() == top_lowest) ++tied_lowest;
  return tied_total == 1 ? kByScore : tied_penalty == 1 ? kByPenalty : tied_lowest == 1 ? kByLowestCard : kShared;
}

struct BalanceSummary {
  std::array<Moments, kMaxPlayers> scores{};
  std::array<std::int64_t, kMaxPlayers> wins{};
  std::array<Paired, kMaxPlayers> versus_first{};  // seat p's score against seat 1's
  std::array<std::int64_t, kDeciders> decided{};
  Moments developments, modifications, isolated;  // per park
  std::int64_t games = 0;

  void add(const PartyState& state) {
    ++games;
    ++decided[decider(state)];
    for (int p = 0; p < state.num_players(); ++p) {
      const ScoreCard card = state.score_card(p);
      scores[p].add(card.total());
      wins[p] += state.is_winner(p);
      versus_first[p].add(card.total(), state.score_card(0).total());
      developments.add(count(state.park(p).developed()));
      modifications.add(card.modifications);
      isolated.add(card.isolated_regions);
    }
  }
  void merge(const BalanceSummary& o) {
    for (int p = 0; p < kMaxPlayers; ++p) scores[p].merge(o.scores[p]), wins[p] += o.wins[p], versus_first[p].merge(o.versus_first[p]);
    for (int d = 0; d < kDeciders; ++d) decided[d] += o.decided[d];
    developments.merge(o.developments), modifications.merge(o.modifications), isolated.merge(o.isolated);
    games += o.games;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(scores, wins, versus_first, decided, developments, modifications, isolated, games);
  }
};

}  // namespace

Report balance(const ExperimentOptions& options) {
  if (!options.variants.empty())
    throw std::invalid_argument("balance planner takes no --variant: the Planner's rules (cards, dice, unlock ranges) are "
                                "fixed in the engine and its only data file holds the park sheets");
  const std::string& agent = single_agent(options.agents, "balance planner");
  const AnyAgent<PartyState> prototype = make_agent<PartyState>(agent);
  const std::vector<int> counts = narrowed(options.players, kFewestPlayers, kMostPlayers, "players");
  Experiment experiment(options, "analyze balance planner", static_cast<std::int64_t>(counts.size()) * options.games);

  Table seats{"seats", "Win rate and score by seat (simultaneous rounds: a fair seat wins 1/players, shared wins counted for each)", {
      {"players", Format::Integer}, {"seat", Format::Integer}, {"games", Format::Integer}, {"win_rate", Format::Percent},
      {"fair_share", Format::Percent}, {"score", Format::Number}, {"score_vs_seat_1", Format::Number}}, {}};
  Table endings{"endings", "How games are decided and what a park holds after the 10 rounds", {
      {"players", Format::Integer}, {"games", Format::Integer}}, {}};
  for (const char* name : kDeciderNames) endings.columns.push_back({std::string("decided_by_") + name, Format::Percent});
  for (const char* name : {"developments", "modifications", "isolated_regions"}) endings.columns.push_back({name, Format::Number});

  Report report;
  report.title = "Polyhedral Park Planner: seat balance with 2-4 players";
  for (const int players : counts) {
    // Game g of each player count has its own deal and sheets: the seed is shifted by the count.
    const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(players);
    const BalanceSummary s = experiment
                                 .run(options.games, BalanceSummary{},
                                      [&](std::int64_t g, BalanceSummary& summary) {
                                        const auto game = static_cast<std::uint64_t>(g);
                                        auto agents = agent_in_every_seat(prototype, players);
                                        summary.add(play_game(game_state<PartyState>(seed, game, std::nullopt, players),
                                                              agents, seed, game));
                                      })
                                 .summary;
    int widest = 1;
    for (int p = 0; p < players; ++p) {
      seats.add_row({double(players), double(p + 1), double(s.games), rate_estimate(s.wins[p], s.games), 1.0 / players,
                     mean_estimate(s.scores[p]), mean_estimate(s.versus_first[p].difference)});
      if (p && std::abs(s.versus_first[p].difference.mean()) > std::abs(s.versus_first[widest].difference.mean())) widest = p;
    }
    std::vector<Cell> row{double(players), double(s.games)};
    for (int d = 0; d < kDeciders; ++d) row.push_back(rate_estimate(s.decided[d], s.games));
    for (const Moments* m : {&s.developments, &s.modifications, &s.isolated}) row.push_back(mean_estimate(*m));
    endings.add_row(std::move(row));
    if (!s.games) continue;
    report.findings.push_back(format("%d players: seat 1 wins %s (fair share %.1f%%); the largest seat gap is seat %d "
                                     "minus seat 1, %s points on the same rolls; %.1f%% of games end in a shared win.",
                                     players, quote(rate_estimate(s.wins[0], s.games), Quote::Percent).c_str(), 100.0 / players,
                                     widest + 1, quote(mean_estimate(s.versus_first[widest].difference), Quote::Signed).c_str(),
                                     100 * rate(s.decided[kShared], s.games)));
  }

  Section section{"Seat advantage", {
      "Game g of each player count: a P7 deal, a different random published sheet for each seat, " + agent +
          " in every seat; the seats share each round's roll (rolls are common to all players) and play it on their own "
          "sheets, so a seat's only difference is its sheet. Ties: the highest total wins, then the fewest penalty points, "
          "then the highest lowest card; players still tied share the win. Every game lasts 10 rounds (no end trigger).",
      "score_vs_seat_1: the paired difference of the seat's score and seat 1's in the same games (the finding names the largest of several such gaps, so one outside its interval now and then is chance). --games counts games "
      "per player count (2, 3 and 4). The Planner takes no rule variants (--variant is an error): its rules are fixed "
      "in the engine and its only data file holds the park sheets."},
      {seats, endings}, {}};
  section.plots.push_back({"seat_win_rate", "bars", "seats", "seat", "win_rate", "", "players", 0, 0, "Win rate by seat (95% intervals)"});
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

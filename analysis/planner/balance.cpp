// parks analyze balance planner: seat advantage with 2-4 players (win rate and score by seat,
// and each seat's edge over the other seats' mean on the same rolls), how games are decided (the
// tie-breakers of the multiplayer rules) and what a park holds at the end. Every game lasts
// 10 rounds: the Planner has no end trigger.
#include <stdexcept>

#include "analysis/format.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/games.h"
#include "analysis/report.h"
#include "analysis/seat_balance.h"

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
    if (cards[p].total() == top_total && -cards[p].penalty() == top_penalty)
      ++tied_penalty, top_lowest = std::max(top_lowest, cards[p].lowest_card());
  for (int p = 0; p < state.num_players(); ++p)
    if (cards[p].total() == top_total && -cards[p].penalty() == top_penalty && cards[p].lowest_card() == top_lowest)
      ++tied_lowest;
  return tied_total == 1 ? kByScore : tied_penalty == 1 ? kByPenalty : tied_lowest == 1 ? kByLowestCard : kShared;
}

struct BalanceSummary {
  SeatEdges edges;
  std::array<std::int64_t, kDeciders> decided{};
  Moments developments, modifications, isolated;  // per park

  explicit BalanceSummary(int players = kFewestPlayers) : edges(players) {}
  void add(const PartyState& state) {
    edges.add(state);
    ++decided[decider(state)];
    for (int p = 0; p < state.num_players(); ++p) {
      const ScoreCard card = state.score_card(p);
      developments.add(count(state.park(p).developed()));
      modifications.add(card.modifications);
      isolated.add(card.isolated_regions);
    }
  }
  std::int64_t games() const { return edges.games(); }
  template <class Archive>
  void archive(Archive& a) {
    a(edges, decided, developments, modifications, isolated);
  }
};

// Game g of each player count has its own deal and sheets: the seed is shifted by the count.
BalanceSummary play_players(Experiment& experiment, const AnyAgent<PartyState>& prototype, int players) {
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(players);
  return experiment
      .run(experiment.options().games, BalanceSummary(players),
           [&](std::int64_t g, BalanceSummary& summary) {
             const auto game = static_cast<std::uint64_t>(g);
             auto agents = agent_in_every_seat(prototype, players);
             summary.add(play_game(game_state<PartyState>(seed, game, std::nullopt, players), agents, seed, game));
           })
      .summary;
}

Table endings_table() {
  Table endings{"endings",
                "How games are decided and what a park holds after the 10 rounds",
                {{"players", Format::Integer}, {"games", Format::Integer}},
                {}};
  for (const char* name : kDeciderNames)
    endings.columns.push_back({std::string("decided_by_") + name, Format::Percent});
  for (const char* name : {"developments", "modifications", "isolated_regions"})
    endings.columns.push_back({name, Format::Number});
  return endings;
}

void add_ending_row(Table& endings, int players, const BalanceSummary& s) {
  std::vector<Cell> row{double(players), double(s.games())};
  for (int d = 0; d < kDeciders; ++d) row.push_back(rate_estimate(s.decided[d], s.games()));
  for (const Moments* m : {&s.developments, &s.modifications, &s.isolated}) row.push_back(mean_estimate(*m));
  endings.add_row(std::move(row));
}

}  // namespace

Report balance(const ExperimentOptions& options) {
  if (!options.variants.empty())
    throw std::invalid_argument(
        "balance planner takes no --variant: the Planner's rules (cards, dice, unlock ranges) are "
        "fixed in the engine and its only data file holds the park sheets");
  const std::string& agent = single_agent(options.agents, "balance planner");
  const AnyAgent<PartyState> prototype = make_agent<PartyState>(agent);
  const std::vector<int> counts = narrowed(options.players, kFewestPlayers, kMostPlayers, "players");
  Experiment experiment(options, "analyze balance planner", static_cast<std::int64_t>(counts.size()) * options.games);
  SeatBalanceReport seats;
  Table endings = endings_table();
  for (const int players : counts) {
    const BalanceSummary s = play_players(experiment, prototype, players);
    seats.add(SeatBalanceReport::setup_label(players), s.edges);
    add_ending_row(endings, players, s);
  }
  Report report;
  report.title = "Polyhedral Park Planner: seat balance with 2-4 players";
  if (const std::string finding = seats.finding(); !finding.empty()) report.findings.push_back(finding);
  report.sections.push_back(
      {"Seat advantage",
       {"Game g of each player count: a P7 deal, a different random published sheet for each seat, " + agent +
            " in every seat; the seats share each round's roll (rolls are common to all players) and play it on their own "
            "sheets, so a seat's only difference is its sheet. Ties: the highest total wins, then the fewest penalty points, "
            "then the highest lowest card; players still tied share the win. Every game lasts 10 rounds (no end trigger).",
        SeatBalanceReport::note(),
        "--games counts games per player count (2, 3 and 4). The Planner takes no rule variants (--variant is an error): "
        "its rules are fixed in the engine and its only data file holds the park sheets."},
       {seats.table(), endings},
       SeatBalanceReport::plots()});
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::planner

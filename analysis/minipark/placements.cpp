// parks analyze placements minipark: what a placement is worth by how many sides of the park it
// touches and how many roads it joins, from counterfactual paired rollouts.
#include <bit>

#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/minipark/decisions.h"
#include "analysis/minipark/experiments.h"
#include "analysis/report.h"

namespace parks::minipark {

namespace {

inline constexpr int kSides = 5;  // 0-4 sides touched (a placed tile touches 1-4, M3)

// A placement's contact with the park: the placed tiles it touches and the roads it joins.
struct Contact {
  int sides = 0, roads = 0;
};

// A base tile laid on an opening (not an expansion tile, whose placement scores nothing).
std::optional<Contact> contact(const State& state, Action action) {
  if (action.kind() != ActionKind::Place || action.source() >= Offer) return std::nullopt;
  const Park& park = state.park();
  const int opening = park.opening_at(action.cell());
  if (opening < 0) return std::nullopt;
  const int type = action.source() == Drawn ? state.drawn() : state.face_up(action.source());
  const EdgeMask faced = park.openings()[opening].faced;
  return Contact{std::popcount(faced),
                 std::popcount(static_cast<EdgeMask>(park.tiles().turned(type, action.turn()).edges & faced))};
}

struct PlacementSummary {
  std::array<std::array<Paired, kSides>, kSides> score_vs_played{}, win_vs_played{};  // [sides][roads]
  std::array<Paired, kSides> score_vs_one_side{}, win_vs_one_side{};                  // [sides]
  std::array<std::array<std::int64_t, kSides>, kSides> played{};                      // every placement the agents made
  std::int64_t placements = 0;

  template <class Archive>
  void archive(Archive& a) {
    a(score_vs_played, win_vs_played, score_vs_one_side, win_vs_one_side, played, placements);
  }
  std::int64_t played_with_sides(int k) const {
    std::int64_t n = 0;
    for (std::int64_t count : played[k]) n += count;
    return n;
  }
};

// Bit k set when the played tile could be placed touching k sides (the tile it came with: a
// face-up one or the one drawn).
unsigned sides_available(const State& state, Action played) {
  if (!contact(state, played)) return 0;
  ActionList<State> actions;
  state.legal_actions(actions);
  unsigned bits = 0;
  for (const Action a : actions)
    if (a.kind() == ActionKind::Place && a.source() == played.source())
      if (const auto c = contact(state, a)) bits |= 1u << c->sides;
  return bits;
}

// The best-rated placement of the played tile in a class.
struct ClassBest {
  std::optional<Action> move;
  double value = -1e300;
};

// At a decision drawn for its placements touching k sides: the best of them joining m roads,
// for each m, against the agent's own move; the best of them against the best touching one side.
void study(const Decision& decision, int k, Branches& branches, PlacementSummary& summary) {
  const RankedMoves moves(decision.state);
  std::array<ClassBest, kSides> by_roads{};
  ClassBest touching_k, touching_one;
  for (std::size_t i = 0; i < moves.actions().size(); ++i) {
    const Action a = moves.actions()[i];
    if (a.kind() != ActionKind::Place || a.source() != decision.played.source()) continue;
    const auto c = contact(decision.state, a);
    if (!c || (c->sides != k && c->sides != 1)) continue;
    const auto consider = [&](ClassBest& best) {
      if (moves.value(i) > best.value + 1e-9) best = {a, moves.value(i)};
    };
    if (c->sides == k) consider(by_roads[c->roads]), consider(touching_k);
    if (c->sides == 1) consider(touching_one);
  }
  const Outcome played = branches.outcome(decision.played);
  for (int m = 0; m <= k; ++m)
    if (by_roads[m].move) {
      const Outcome o = branches.outcome(*by_roads[m].move);
      summary.score_vs_played[k][m].add(o.score, played.score);
      summary.win_vs_played[k][m].add(o.won, played.won);
    }
  if (k == 1 || !touching_k.move || !touching_one.move) return;
  const Outcome o = branches.outcome(*touching_k.move), one = branches.outcome(*touching_one.move);
  summary.score_vs_one_side[k].add(o.score, one.score);
  summary.win_vs_one_side[k].add(o.won, one.won);
}

// Game g, and for each k one of its placements drawn among those where the tile could touch k sides.
PlacementSummary measure_placements(Experiment& experiment, const AnyAgent<State>& agent, Rules rules) {
  const GameOptions setup{kPlayers, rules, false};
  const TileSet& tiles = study_tiles(experiment.options());
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(experiment.options().games, PlacementSummary{},
           [&](std::int64_t g, PlacementSummary& summary) {
             const MiniAgents agents = agent_in_every_seat(agent, kPlayers);
             const auto game = static_cast<std::uint64_t>(g);
             const auto record = [&](const State& s, Action a) {
               if (const auto c = contact(s, a)) ++summary.played[c->sides][c->roads], ++summary.placements;
             };
             const auto decisions =
                 sample_decisions<kSides>(State::initial(tiles, setup), agents, seed, game, sides_available, record);
             for (int k = 1; k < kSides; ++k) {
               if (!decisions[k]) continue;
               Branches branches(*decisions[k], agents, seed, game);
               study(*decisions[k], k, branches, summary);
             }
           })
      .summary;
}

std::string sides_finding(const PlacementSummary& s, Rules rules) {
  std::string text = format("In %s rules, on the placer's final score, placing the tile to touch", rules_name(rules));
  bool any = false;
  for (int k = 2; k < kSides; ++k) {
    const Moments& d = s.score_vs_one_side[k].difference;
    if (d.n < kMinDecisions) continue;
    text += format("%s %d sides instead of 1: ", any ? ";" : "", k) +
            difference_text(mean_estimate(d), Quote::Signed, d.n, {.unit = "decisions"}) +
            format(" (%d of it at once, M3)", k - 1);
    any = true;
  }
  return any ? text + "."
             : format("In %s rules no placement decision offered a choice of sides touched.", rules_name(rules));
}

std::string played_finding(const PlacementSummary& s, Rules rules) {
  std::string text = format("In %s rules the agents' placements touch", rules_name(rules));
  for (int k = 1; k < kSides; ++k) {
    // A plain share: the placements of one game are not independent trials.
    text += format("%s %d side%s in %.1f%%", k > 1 ? "," : "", k, k > 1 ? "s" : "",
                   100 * rate(s.played_with_sides(k), s.placements));
  }
  return text + format(" of %lld placements.", static_cast<long long>(s.placements));
}

Table sides_table() {
  return {"by_sides",
          "The best placement touching k sides vs the best touching one side (same tile, same decision)",
          {{"rules", Format::Text},
           {"sides", Format::Integer},
           {"decisions", Format::Integer},
           {"agent_share", Format::Percent},
           {"points_now", Format::Integer},
           {"score_diff", Format::Number},
           {"win_diff", Format::Percent}},
          {}};
}

Table grid_table() {
  return {"by_sides_and_roads",
          "The best placement by sides touched and roads joined vs the agent's own placement",
          {{"rules", Format::Text},
           {"sides", Format::Integer},
           {"roads", Format::Integer},
           {"decisions", Format::Integer},
           {"agent_share", Format::Percent},
           {"score_vs_played", Format::Number},
           {"win_vs_played", Format::Percent}},
          {},
          true};
}

}  // namespace

Report placements(const ExperimentOptions& options) {
  const AnyAgent<State> agent = single_agent(options, "placements");
  Experiment experiment(options, "analyze placements minipark", 2 * options.games);
  Report report;
  report.title = "Mini Park: the value of a placement by the sides it touches and the roads it joins";
  Table sides = sides_table(), grid = grid_table();
  for (const Rules rules : {Rules::Basic, Rules::Advanced}) {
    const PlacementSummary s = measure_placements(experiment, agent, rules);
    for (int k = 1; k < kSides; ++k) {
      const Paired& d = s.score_vs_one_side[k];
      if (d.difference.n >= kMinDecisions)
        sides.add_row({rules_name(rules), double(k), double(d.difference.n), rate(s.played_with_sides(k), s.placements),
                       double(k - 1), mean_estimate(d.difference), win_difference(s.win_vs_one_side[k])});
      for (int m = 0; m <= k; ++m) {
        const Paired& v = s.score_vs_played[k][m];
        if (v.difference.n >= kMinDecisions)
          grid.add_row({rules_name(rules), double(k), double(m), double(v.difference.n),
                        rate(s.played[k][m], s.placements), mean_estimate(v.difference),
                        win_difference(s.win_vs_played[k][m])});
      }
    }
    report.findings.push_back(sides_finding(s, rules));
    report.findings.push_back(played_finding(s, rules));
  }
  Section section{
      "Placement value by adjacency (counterfactual paired rollouts)",
      {format("Each of the %lld games per rules (%d players, the agent in every seat) ",
              static_cast<long long>(options.games), kPlayers) +
       "is played through, and for each k = 1-4 one of its tile placements where the tile could touch k sides is "
       "drawn at random. From there the same tile is placed in other ways and every branch plays on to the end with "
       "the same agents and the same future tiles. by_sides: the best placement (by the heuristic's evaluation) "
       "touching k sides against the best touching one, where both exist; points_now is the difference scored at once (1 per neighbour, M3), the rest is what the park's "
       "shape gives later. by_sides_and_roads: the best placement of each class against the agent's own. "
       "agent_share: the share of all the agents' placements in that class; a class seen at fewer than two decisions has no row. Differences are the placer's final "
       "score and win (ties share the win), with 95% intervals."},
      {sides, grid},
      {}};
  section.plots.push_back(Plot{.name = "value_by_sides",
                               .kind = "bars",
                               .table = "by_sides",
                               .x = "sides",
                               .y = "score_diff",
                               .group = "rules",
                               .title = "Final points of touching k sides instead of one (95% intervals)"});
  section.plots.push_back(Plot{.name = "value_by_sides_and_roads",
                               .kind = "heatmap",
                               .table = "by_sides_and_roads",
                               .x = "roads",
                               .y = "sides",
                               .value = "score_vs_played",
                               .group = "rules",
                               .rows = kSides,
                               .cols = kSides,
                               .title = "Final points vs the agent's placement, by sides (rows) and roads (columns)"});
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::minipark

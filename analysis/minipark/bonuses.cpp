// parks analyze bonuses minipark: what taking each character is worth, in basic and advanced
// rules and by the round it is taken, from counterfactual paired rollouts.
#include "analysis/choice_value.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/merge.h"
#include "analysis/minipark/decisions.h"
#include "analysis/minipark/experiments.h"

namespace parks::minipark {

namespace {

// One character at one game phase: take it vs the best alternative, on the same future draws.
// `played`: decisions where the agent itself took this character.
using CharacterValue = ChoiceValue;

struct CharacterSummary {
  std::array<std::array<CharacterValue, kStages>, kCharacters> cells{};

  template <class Archive>
  void archive(Archive& a) {
    a(cells);
  }
  CharacterValue total(int c) const {
    CharacterValue sum;
    for (const auto& cell : cells[c]) merge(sum, cell);
    return sum;
  }
};

bool is_character(Action a, int c) { return a.kind() == ActionKind::Character && a.character() == c; }

// Bit c set when the player to move may place character c (M6).
unsigned takeable_characters(const State& state) {
  const int quota = character_quota(state.num_players(), state.options().rules);
  if (state.phase() != Phase::Turn || state.characters_taken(state.turn_player()) >= quota) return 0;
  ActionList<State> actions;
  state.legal_actions(actions);
  unsigned bits = 0;
  for (const Action a : actions)
    if (a.kind() == ActionKind::Character) bits |= 1u << a.character();
  return bits;
}

// Character c at a decision where it can be taken: its best slot (by the heuristic's evaluation)
// against the best move that does not take it, played on with the same future draws.
void study(const Decision& decision, int c, Branches& branches, CharacterSummary& summary) {
  const RankedMoves moves(decision.state);
  const auto take = moves.best([c](Action a) { return is_character(a, c); });
  const auto other = moves.best([c](Action a) { return !is_character(a, c); });
  if (!take || !other) return;
  const Outcome with = branches.outcome(*take), without = branches.outcome(*other);
  CharacterValue& cell = summary.cells[c][stage_of(round_of(decision.state))];
  cell.add(with.score, without.score, with.won, without.won);
  cell.played += is_character(decision.played, c);
}

// Game g, and for each character one decision drawn among those where it can be taken.
CharacterSummary measure(Experiment& experiment, const AnyAgent<State>& agent, Rules rules) {
  const GameOptions setup{kPlayers, rules, false};
  const TileSet& tiles = study_tiles(experiment.options());
  const std::uint64_t seed = experiment.options().seed;
  return experiment
      .run(experiment.options().games, CharacterSummary{},
           [&](std::int64_t g, CharacterSummary& summary) {
             const MiniAgents agents = agent_in_every_seat(agent, kPlayers);
             const auto game = static_cast<std::uint64_t>(g);
             const auto decisions =
                 sample_decisions<kCharacters>(State::initial(tiles, setup), agents, seed, game,
                                               [](const State& s, Action) { return takeable_characters(s); });
             for (int c = 0; c < kCharacters; ++c) {
               if (!decisions[c]) continue;
               Branches branches(*decisions[c], agents, seed, game);
               study(*decisions[c], c, branches, summary);
             }
           })
      .summary;
}

std::vector<parks::Cell> value_cells(const CharacterValue& v) {
  return {double(v.score.difference.n), rate(v.played, v.score.difference.n), mean_estimate(v.score.difference),
          win_difference(v.win)};
}

// The most and least valuable characters of one rules' table, as a sentence: each tied with the
// next in line unless its lead excludes 0, each value stated only when its interval excludes 0,
// and how many characters' intervals exclude 0.
std::string extremes(const CharacterSummary& s, Rules rules) {
  std::vector<Ranked> ranked;
  std::vector<int> characters;
  ChanceCount chance;
  for (int c = 0; c < kCharacters; ++c) {
    const Moments& d = s.total(c).score.difference;
    if (d.n < kMinDecisions) continue;
    ranked.push_back({kCharacterNames[c], mean_estimate(d), d.n});
    characters.push_back(c);
    chance.add(mean_estimate(d));
  }
  if (ranked.empty())
    return format("In %s rules no character could be studied (no decision where one could be taken).",
                  rules_name(rules));
  const auto say = [&](const Ranked& r) {  // r is an element of `ranked`, whose index is the character's
    const CharacterValue v = s.total(characters[static_cast<std::size_t>(&r - ranked.data())]);
    return "the " + r.label + ", " +
           pair_text(r.value, Quote::Signed, {.unit = "decisions", .after = " final points"}, win_difference(v.win),
                     Quote::PercentagePoints, {.unit = "decisions", .after = " of win chance"}, r.n);
  };
  const Wording points{.unit = "decisions", .after = " points"};
  std::string text =
      format("In %s rules, against the best alternative move, the most valuable character: ", rules_name(rules)) +
      extreme_text(ranked, false, say, Quote::Signed, points);
  // Of two, the least is the most valuable's runner-up, already named.
  if (ranked.size() > 2) text += "; the least: " + extreme_text(ranked, true, say, Quote::Signed, points);
  return text + chance.clause("characters' intervals") + ".";
}

Table character_table() {
  return {"characters",
          "Taking the character vs the best alternative move (all rounds)",
          {{"rules", Format::Text},
           {"character", Format::Text},
           {"decisions", Format::Integer},
           {"agent_took", Format::Percent},
           {"score_diff", Format::Number},
           {"win_diff", Format::Percent}},
          {}};
}

Table round_table(Rules rules) {
  const std::string name = rules_name(rules);
  return {"by_round_" + name,
          "Taking the character vs the best alternative, by the round of the decision (" + name + " rules)",
          {{"character", Format::Text},
           {"round", Format::Text},
           {"round_taken", Format::Integer},
           {"decisions", Format::Integer},
           {"agent_took", Format::Percent},
           {"score_diff", Format::Number},
           {"win_diff", Format::Percent}},
          {},
          true};
}

}  // namespace

Report bonuses(const ExperimentOptions& options) {
  const AnyAgent<State> agent = single_agent(options, "bonuses");
  Experiment experiment(options, "analyze bonuses minipark", 2 * options.games);
  Report report;
  report.title = "Mini Park: the value of each character, by rules and by the round it is taken";
  Table characters = character_table();
  Section section{
      "Character values (counterfactual paired rollouts)",
      {format("Each of the %lld games per rules (%d players, the agent in every seat) ",
              static_cast<long long>(options.games), kPlayers) +
       "is played through, and for each character one decision where the player to move may place it (M6) is "
       "drawn at random. There two branches play on to the end with the same agents "
       "and the same future tiles: the character on its best slot, and the best move that does not take it (a "
       "tile, a draw or another character), both as the heuristic's evaluation ranks them. score_diff and win_diff "
       "are the mover's mean final-score and win differences (ties share the win) with 95% intervals; agent_took "
       "is how often the agent itself took the character there. A cell seen at fewer than two decisions has no row."},
      {},
      {}};
  for (const Rules rules : {Rules::Basic, Rules::Advanced}) {
    const CharacterSummary summary = measure(experiment, agent, rules);
    Table by_round = round_table(rules);
    for (int c = 0; c < kCharacters; ++c) {
      const CharacterValue total = summary.total(c);
      if (total.score.difference.n < kMinDecisions) continue;
      std::vector<parks::Cell> row{rules_name(rules), kCharacterNames[c]};
      for (parks::Cell& cell : value_cells(total)) row.push_back(std::move(cell));
      characters.add_row(std::move(row));
      for (int s = 0; s < kStages; ++s) {
        const CharacterValue& v = summary.cells[c][s];
        if (v.score.difference.n < kMinDecisions) continue;
        std::vector<parks::Cell> cells{kCharacterNames[c], kStageNames[s], double(kStageFirstRound[s])};
        for (parks::Cell& cell : value_cells(v)) cells.push_back(std::move(cell));
        by_round.add_row(std::move(cells));
      }
    }
    report.findings.push_back(extremes(summary, rules));
    section.plots.push_back(Plot{.name = "character_value_by_round_" + std::string(rules_name(rules)),
                                 .kind = "lines",
                                 .table = by_round.name,
                                 .x = "round_taken",
                                 .y = "score_diff",
                                 .group = "character",
                                 .title = std::string("Character value by the round taken, ") + rules_name(rules) +
                                          " rules (95% bands; rounds 4-5, 6-8 and 9+ pooled at their first)"});
    section.tables.push_back(std::move(by_round));
  }
  section.plots.insert(section.plots.begin(),
                       Plot{.name = "character_value",
                            .kind = "bars",
                            .table = "characters",
                            .x = "character",
                            .y = "score_diff",
                            .group = "rules",
                            .title = "Final points from taking the character vs the best alternative"});
  section.tables.insert(section.tables.begin(), std::move(characters));
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::minipark

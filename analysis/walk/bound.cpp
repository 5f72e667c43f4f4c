// parks analyze bound walk: the clairvoyant bound of solo play. On each deal's roll sequence (the
// one `solo walk` plays, so every comparison is paired) searches that know every roll find a
// line, and each agent plays its own game on the same rolls beside it.
#include <algorithm>
#include <array>
#include <span>
#include <stdexcept>
#include <string>

#include "agents/agent.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/histogram.h"
#include "analysis/walk/bound_search.h"
#include "analysis/walk/experiments.h"
#include "engine/walk/components.h"

namespace parks::walk {

namespace {

constexpr int kBeamWidth = 8;  // positions kept between turns
constexpr int kPlayouts = 32;  // positions played out per turn to rank them
// MCTS on the known rolls, iterations a decision. Its line and the nested search's find most of
// the clairvoyant line (the beam alone fell below the best agent, which does not know the rolls).
// On level-1 deals the final line won about as often at 100 iterations as at 300 (84% of 50
// deals, 85% of 40) at a third of the cost, and 100 keeps the default report (60 deals a level,
// levels 1-4) at the time the beam alone took at 250 deals on levels 1-2.
constexpr std::int64_t kClairvoyantIterations = 100;
// Its objective: the blend counts the win (18 points, W14) and, where no line wins, the score;
// on the known rolls it did as well as the score alone, and the win alone did worse.
constexpr search::Objective kClairvoyantObjective = search::Objective::Blend;
constexpr std::array<int, 4> kLevels = {1, 2, 3, 4};
constexpr int kMaxHistogramScore = 60;

using ScoreCounts = ScoreHistogram<0, kMaxHistogramScore>;

// The scores of the two searches on the known rolls, whose lines guide the beam.
struct KnownRollsScores {
  int mcts = 0, nested = 0;
};

// One level's deals: the search's score paired with each agent's on the same rolls.
struct BoundSummary {
  explicit BoundSummary(std::size_t agents)
      : score_gaps(agents), win_gaps(agents), at_bound(agents), histograms(agents + 1) {}

  void add(int bound, const KnownRollsScores& known, const std::vector<int>& scores) {
    mcts_scores.add(known.mcts);
    mcts_wins += known.mcts >= kSoloTarget;
    nested_scores.add(known.nested);
    nested_wins += known.nested >= kSoloTarget;
    beam_improved += bound > std::max(known.mcts, known.nested);
    int best_agent = scores.front();
    for (std::size_t a = 0; a < scores.size(); ++a) {
      score_gaps[a].add(bound, scores[a]);
      win_gaps[a].add(bound >= kSoloTarget, scores[a] >= kSoloTarget);
      at_bound[a] += scores[a] == bound;
      histograms[a + 1].add(scores[a]);
      best_agent = std::max(best_agent, scores[a]);
    }
    histograms[0].add(bound);
    beyond_agents += bound > best_agent;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(score_gaps, win_gaps, at_bound, histograms, beyond_agents, mcts_scores, mcts_wins, nested_scores, nested_wins,
      beam_improved);
  }

  std::int64_t games() const { return score_gaps.front().a.n; }
  const Moments& bound_scores() const { return score_gaps.front().a; }
  std::int64_t bound_wins() const { return win_gaps.front().a.sum; }

  std::vector<Paired> score_gaps;       // (search, agent a)
  std::vector<Paired> win_gaps;         // (search won, agent a won)
  std::vector<std::int64_t> at_bound;   // deals where agent a scored what the search found
  std::vector<ScoreCounts> histograms;  // the search's, then each agent's
  std::int64_t beyond_agents = 0;       // deals where the search beat every agent
  Moments mcts_scores, nested_scores;   // the lines of the searches on the known rolls, before the beam
  std::int64_t mcts_wins = 0, nested_wins = 0;
  std::int64_t beam_improved = 0;  // deals where the beam found more than both
};

// A line's score, once its replay proves it legal and its score reached; a guide's loss is a bug.
void checked_score(const Config& config, std::span<const Action> rolls, const search::ClairvoyantLine<Action>& line,
                   std::span<const std::vector<Action>> guides) {
  if (replay_line(config, rolls, line.moves).score(0) != line.score)
    throw std::logic_error("bound walk: a line's replay does not reach its score");
  for (const auto& guide : guides)
    if (line.score < replay_line(config, rolls, guide).score(0))
      throw std::logic_error("bound walk: the search lost a guide line");
}

// MCTS's and the nested search's games on the known rolls, added to the beam's guides. Each has
// its own stream, apart from the agent's (seat 0), so the agents' games do not change with them.
KnownRollsScores known_rolls_lines(const Config& config, std::span<const Action> rolls, std::uint64_t seed,
                                   std::uint64_t game, std::vector<std::vector<Action>>& guides) {
  const auto mcts = clairvoyant_mcts_config(kClairvoyantIterations, kClairvoyantObjective);
  const auto tree = clairvoyant_mcts_line(config, rolls, mcts, Rng::stream(seed, game, Stream::Agent, 1)());
  const auto nested = clairvoyant_nested_line(config, rolls, Rng::stream(seed, game, Stream::Agent, 2)());
  checked_score(config, rolls, tree, {});
  checked_score(config, rolls, nested, {});
  guides.push_back(tree.moves);
  guides.push_back(nested.moves);
  return {static_cast<int>(tree.score), static_cast<int>(nested.score)};
}

// Deal g of `level`: the agents' games on its rolls, the two searches' on the known rolls, then
// the beam guided by them all.
BoundSummary play_level(Experiment& experiment, const std::vector<AnyAgent<SoloState>>& prototypes, int level) {
  const Components& components = study_components(experiment.options());
  const Config config{components.default_layout.mask(), components.die, 1, level};
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(level);  // as solo walk
  return experiment
      .run(experiment.options().games, BoundSummary(prototypes.size()),
           [&](std::int64_t g, BoundSummary& summary) {
             const auto game = static_cast<std::uint64_t>(g);
             std::vector<std::vector<Action>> lines(prototypes.size());
             std::vector<int> scores(prototypes.size());
             for (std::size_t a = 0; a < prototypes.size(); ++a) {
               auto agents = agent_in_every_seat(prototypes[a], 1);
               auto record = [&](const SoloState&, Action move) { lines[a].push_back(move); };
               scores[a] = play_game(SoloState::initial(config), agents, seed, game, record).score(0);
             }
             const auto rolls = solo_rolls(config, seed, game);
             const KnownRollsScores known = known_rolls_lines(config, rolls, seed, game, lines);
             const auto line = clairvoyant_line(config, rolls, lines, kBeamWidth, kPlayouts);
             checked_score(config, rolls, line, lines);
             summary.add(static_cast<int>(line.score), known, scores);
           })
      .summary;
}

struct Tables {
  Table lines{"bound",
              "Solo win rate and score: the clairvoyant search and each agent on the same rolls",
              {{"level", Format::Integer},
               {"line", Format::Text},
               {"games", Format::Integer},
               {"win_rate", Format::Percent},
               {"score", Format::Number}},
              {}};
  Table gaps{"gap",
             "The gap to the clairvoyant line, paired by deal (search minus agent)",
             {{"level", Format::Integer},
              {"agent", Format::Text},
              {"score_gap", Format::Number},
              {"win_rate_gap", Format::Percent},
              {"at_bound", Format::Percent}},
             {}};
  Table histogram{
      "score_histogram",
      "Final scores: the share of deals per score",
      {{"level", Format::Integer}, {"line", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}},
      {},
      true};
};

void add_histogram(Table& table, int level, const std::string& line, const ScoreCounts& counts, std::int64_t games) {
  add_histogram_rows(table, {double(level), line}, counts, games);
}

// Whether the best agent is measurably below the line: a paired gap whose interval excludes 0.
std::string measurably_below(int level, const std::string& agent, const Estimate& win, const Estimate& score,
                             std::int64_t deals) {
  const bool wins = win.ci.low > 0, points = score.ci.low > 0;
  const char* verdict = wins && points ? "measurably below the clairvoyant line in both win rate and score"
                        : wins         ? "measurably below the clairvoyant line in win rate only"
                        : points       ? "measurably below the clairvoyant line in score only"
                                       : "not measurably below the clairvoyant line";
  const Wording gap{.unit = "deals"};
  return format("Level %d: %s is %s (an interval above 0 is measurable); paired gaps in win rate ", level,
                agent.c_str(), verdict) +
         difference_text(win, Quote::PercentagePoints, deals, gap) + ", in points " +
         difference_text(score, Quote::Number, deals, gap) + ".";
}

// "the best agent, A," or, when its lead in score over the next agent does not exclude 0, "A and
// B tied at the top (no difference detected ...); A" (independent means: the shared rolls would
// only narrow the interval).
std::string best_agent_text(const BoundSummary& s, const std::vector<std::string>& agents, std::size_t best) {
  std::size_t next = best;
  for (std::size_t a = 0; a < agents.size(); ++a)
    if (a != best && (next == best || s.score_gaps[a].b.sum > s.score_gaps[next].b.sum)) next = a;
  if (next == best) return "the agent, " + agents[best] + ",";
  const Estimate lead = difference_of(mean_estimate(s.score_gaps[best].b), mean_estimate(s.score_gaps[next].b));
  if (leader_text(agents[best], agents[next], lead) == agents[best]) return "the best agent, " + agents[best] + ",";
  return leader_text(agents[best], agents[next], lead) + " (" +
         undetected_text(lead, Quote::Signed, s.games(), {.unit = "deals", .before = "lead ", .after = " points"}) +
         "); " + agents[best];
}

// The level's rows and its headline: the search's win rate against the best agent's.
void report_level(Tables& tables, std::vector<std::string>& findings, int level, const BoundSummary& s,
                  const std::vector<std::string>& agents) {
  const std::int64_t n = s.games();
  if (n == 0) return;
  const Estimate bound_rate = rate_estimate(s.bound_wins(), n), bound_score = mean_estimate(s.bound_scores());
  tables.lines.add_row({double(level), std::string("clairvoyant search"), double(n), bound_rate, bound_score});
  add_histogram(tables.histogram, level, "clairvoyant", s.histograms[0], n);
  std::size_t best = 0;
  for (std::size_t a = 0; a < agents.size(); ++a) {
    const Paired& score = s.score_gaps[a];
    const Paired& win = s.win_gaps[a];
    tables.lines.add_row({double(level), agents[a], double(n), rate_estimate(win.b.sum, n), mean_estimate(score.b)});
    tables.gaps.add_row({double(level), agents[a], mean_estimate(score.difference), mean_estimate(win.difference),
                         double(s.at_bound[a]) / double(n)});
    add_histogram(tables.histogram, level, agents[a], s.histograms[a + 1], n);
    if (score.b.sum > s.score_gaps[best].b.sum) best = a;
  }
  const Paired& score = s.score_gaps[best];
  const Paired& win = s.win_gaps[best];
  findings.push_back(
      format("Level %d (%d turns): knowing every roll, the search wins %s of deals and scores %s; ", level,
             solo_turns(level), quote(bound_rate, Quote::Percent).c_str(), quote(bound_score, Quote::Number).c_str()) +
      best_agent_text(s, agents, best) +
      format(" wins %s and scores %s; its gap to the search: ",
             quote(rate_estimate(win.b.sum, n), Quote::Percent).c_str(),
             quote(mean_estimate(score.b), Quote::Number).c_str()) +
      difference_text(mean_estimate(win.difference), Quote::PercentagePoints, n,
                      {.unit = "deals", .after = " of win rate"}) +
      ", " + difference_text(mean_estimate(score.difference), Quote::Number, n, {.unit = "deals", .after = " points"}) +
      ".");
  findings.push_back(measurably_below(level, agents[best], mean_estimate(win.difference),
                                      mean_estimate(score.difference), n));
  findings.push_back(format(
      "Level %d: on the known rolls MCTS alone wins %s and scores %s, the nested search alone wins %s and scores %s; "
      "the beam they guide found more than both on %s of deals, and the line beat every agent's on %s.",
      level, quote(rate_estimate(s.mcts_wins, n), Quote::Percent).c_str(),
      quote(mean_estimate(s.mcts_scores), Quote::Number).c_str(),
      quote(rate_estimate(s.nested_wins, n), Quote::Percent).c_str(),
      quote(mean_estimate(s.nested_scores), Quote::Number).c_str(),
      quote(rate_estimate(s.beam_improved, n), Quote::Percent).c_str(),
      quote(rate_estimate(s.beyond_agents, n), Quote::Percent).c_str()));
}

}  // namespace

Report bound(const ExperimentOptions& options) {
  if (options.agents.empty()) throw std::invalid_argument("bound walk: no agents to compare with the bound");
  if (options.agents.size() + 2 > static_cast<std::size_t>(WalkBeam::kMaxGuides))  // and the two searches' lines
    throw std::invalid_argument("bound walk: at most 30 agents");
  std::vector<AnyAgent<SoloState>> prototypes;
  for (const auto& spec : options.agents) prototypes.push_back(make_agent<SoloState>(spec));

  const std::vector<int> levels = narrowed(options.level, kLevels.front(), kLevels.back(), "level");
  Experiment experiment(options, "analyze bound walk", static_cast<std::int64_t>(levels.size()) * options.games);
  Report report;
  report.title = "A Walk in the Park: the clairvoyant bound of solo play";
  Tables tables;
  for (const int level : levels)
    report_level(tables, report.findings, level, play_level(experiment, prototypes, level), options.agents);

  Section section{
      "The clairvoyant bound against the agents",
      {"Deal g rolls the same die sequence as in `solo walk` (seed + level, game g) for the search and every agent, so "
       "each gap is a paired difference with its 95% interval. The win is 18 points at every level (W14), with fewer "
       "turns at each level (W12).",
       "The search knows the whole roll sequence, and three searches play it. MCTS plays the deal with each roll the "
       "one outcome of its chance node: the best agent's search (PUCT guided by the heuristic's planning value, the "
       "heuristic agent's rollouts played to the end), with " +
           std::to_string(kClairvoyantIterations) +
           " iterations a decision and the blend of win and score as its objective. A nested Monte Carlo search "
           "(level 1) plays out every move of each decision with the heuristic agent on the known rolls and follows "
           "the best line seen. Then a beam, guided by those two lines and the agents' games, tries to improve on "
           "them: it keeps " +
           std::to_string(kBeamWidth) +
           " positions between turns; each is expanded through the move sequences of the next turn (a conversion, W11, "
           "only when it visits a landmark or draws a statue at once; a bonus path on its 8 best squares), the " +
           std::to_string(kPlayouts) +
           " best new positions by the heuristic agent's planning value are played out by that agent on the known "
           "rolls, and the best playouts kept. The best playout is the line reported. The guides stay in the beam, so "
           "the line is never below the searches' or any agent's; every line is replayed move by move to check it "
           "legal and its score reached.",
       "Any complete line on a deal's rolls is a lower bound on the best score of that sequence, so the clairvoyant "
       "win rate shown is a lower estimate of the true clairvoyant win rate, which bounds every strategy's: a strategy "
       "that does not know the rolls can do no better on any sequence. An agent whose paired gap has an interval "
       "above 0 is measurably below that bound."},
      {tables.lines, tables.gaps, tables.histogram},
      {}};
  section.plots.push_back(Plot{.name = "bound_win_rate",
                               .kind = "bars",
                               .table = "bound",
                               .x = "line",
                               .y = "win_rate",
                               .group = "level",
                               .title = "Solo win rate: the clairvoyant search and the agents (95% intervals)"});
  section.plots.push_back(Plot{.name = "bound_score_gap",
                               .kind = "bars",
                               .table = "gap",
                               .x = "agent",
                               .y = "score_gap",
                               .group = "level",
                               .title = "Points below the clairvoyant line, by agent (paired, 95% intervals)"});
  section.plots.push_back(Plot{.name = "bound_score_histogram",
                               .kind = "histogram",
                               .table = "score_histogram",
                               .x = "score",
                               .y = "share",
                               .title = "Final scores: the clairvoyant search and the agents, by level",
                               .panel = "level,line",
                               .marks = {{.label = format("win: %d points", kSoloTarget), .x = kSoloTarget - 0.5}}});
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::walk

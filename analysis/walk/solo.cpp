// parks analyze solo walk: each agent's solo results at levels 1-4, on the same rolls.
#include "analysis/walk/experiments.h"

#include <algorithm>

#include "agents/agent.h"
#include "agents/walk/heuristic.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/histogram.h"
#include "analysis/walk/summary.h"
#include "engine/walk/components.h"

namespace parks::walk {

namespace {

// `games` solo games of `agent` at `level`; deal g has the same rolls for every agent.
WalkSummary play_level(Experiment& experiment, const std::string& agent, int level, std::int64_t games) {
  const Components& components = study_components(experiment.options());
  const Config config{components.default_layout.mask(), components.die, 1, level};
  const AnyAgent<SoloState> prototype = make_agent<SoloState>(agent);
  const std::uint64_t seed = experiment.options().seed + static_cast<std::uint64_t>(level);
  return experiment
      .run(games, WalkSummary(1),
           [&](std::int64_t g, WalkSummary& summary) {
             auto agents = agent_in_every_seat(prototype, 1);
             summary.add(play_game(SoloState::initial(config), agents, seed, static_cast<std::uint64_t>(g)));
           })
      .summary;
}

Table levels_table() {
  Table levels{"levels",
               "Solo results by level (18 points win, W14), the same rolls for every agent",
               {{"level", Format::Integer},
                {"agent", Format::Text},
                {"games", Format::Integer},
                {"win_rate", Format::Percent},
                {"score", Format::Number}},
               {}};
  for (int r = 0; r < kRanks; ++r)
    levels.columns.push_back({"rank_" + key_of(std::string(kRankNames[r])), Format::Percent});
  return levels;
}

void add_level_row(Table& levels, int level, const std::string& agent, const WalkSummary& s) {
  std::vector<Cell> row{double(level), agent, double(s.games()), rate_estimate(s.wins(0), s.games()),
                        mean_estimate(s.scores(0))};
  for (int r = 0; r < kRanks; ++r) row.push_back(rate_estimate(s.rank_count(Rank(r)), s.games()).value);
  levels.add_row(std::move(row));
}

// Solo wins from kSoloTarget points (W14): the line sits between the last losing and first winning score.
PlotMark win_line() { return {.label = format("win: %d points", kSoloTarget), .x = kSoloTarget - 0.5}; }

// One agent's results at a level.
struct Standing {
  std::string agent;
  Estimate score, win;
  std::int64_t games;
};

// The agent with the best mean score, or the top two tied when the lead does not exclude 0 (an
// interval of independent means: the shared rolls would only narrow it).
std::string best_agent_finding(int level, std::vector<Standing> standings) {
  std::stable_sort(standings.begin(), standings.end(),
                   [](const Standing& a, const Standing& b) { return a.score.value > b.score.value; });
  const Standing& best = standings[0];
  const std::string head = format("Level %d (%d turns): ", level, solo_turns(level));
  const auto results = [](const Standing& s) {
    return s.agent + " scores " + quote(s.score, Quote::Number) + " and wins " + quote(s.win, Quote::Percent);
  };
  if (standings.size() == 1) return head + "the one agent, " + results(best) + ".";
  const Standing& next = standings[1];
  const Estimate lead = difference_of(best.score, next.score);
  if (excludes_zero(lead))
    return head + "the best agent, " + results(best) + "; it leads " + next.agent + " by " +
           quote(lead, Quote::Signed) + " points.";
  return head + leader_text(best.agent, next.agent, lead) + ": " + results(best) + ", " + results(next) + "; " +
         undetected_text(lead, Quote::Signed, std::min(best.games, next.games),
                         {.before = "lead ", .after = " points"}) +
         ".";
}

// Every agent at one level: the rows, the histogram table and plot, and the best agent's finding.
void study_level(Experiment& experiment, int level, Table& levels, Section& section,
                 std::vector<std::string>& findings) {
  Table histogram{format("score_histogram_level_%d", level),
                  format("Level %d: the share of games per final score", level),
                  {{"agent", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}},
                  {},
                  true};
  std::vector<Standing> standings;
  for (const auto& agent : experiment.options().agents) {
    const WalkSummary s = play_level(experiment, agent, level, experiment.options().games);
    add_level_row(levels, level, agent, s);
    add_histogram_rows(histogram, {agent}, s.histogram(), s.games());
    if (s.games())
      standings.push_back({agent, mean_estimate(s.scores(0)), rate_estimate(s.wins(0), s.games()), s.games()});
  }
  if (!standings.empty()) findings.push_back(best_agent_finding(level, standings));
  section.plots.push_back(Plot{.name = histogram.name,
                               .kind = "histogram",
                               .table = histogram.name,
                               .x = "score",
                               .y = "share",
                               .title = format("Level %d: final score distribution by agent", level),
                               .panel = "agent",
                               .marks = {win_line()}});
  section.tables.push_back(std::move(histogram));
}

}  // namespace

Report solo(const ExperimentOptions& options) {
  const std::vector<int> played = narrowed(options.level, 1, 4, "level");
  const auto runs = static_cast<std::int64_t>(played.size() * options.agents.size());
  Experiment experiment(options, "analyze solo walk", runs * options.games);
  Table levels = levels_table();
  Report report;
  report.title = "A Walk in the Park: solo win rates and ranks by level";
  Section section{
      "Win rate, score and rank by level",
      {format("Levels 1-4 allow %d, %d, %d and %d turns (W14); ranks: Sightseer 18+, Sydneysider 21+, Botanist 23+, "
              "Lachlan Macquarie 25+. Deal g rolls the same die sequence for every agent (common random numbers).",
              solo_turns(1), solo_turns(2), solo_turns(3), solo_turns(4))},
      {},
      {}};
  section.plots.push_back(Plot{.name = "win_rate_by_level",
                               .kind = "bars",
                               .table = "levels",
                               .x = "level",
                               .y = "win_rate",
                               .group = "agent",
                               .title = "Solo win rate by level (95% intervals)"});
  for (const int level : played) study_level(experiment, level, levels, section, report.findings);
  section.tables.insert(section.tables.begin(), std::move(levels));
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::walk

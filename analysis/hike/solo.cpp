// parks analyze solo hike: each agent's solo games in each of the six parks against the park's
// target (H7), on the same dice: a seed fixes every roll whatever the player does, so the parks
// and the agents are compared on common random numbers.
#include <array>
#include <stdexcept>
#include <vector>

#include "agents/agent.h"
#include "agents/hike/heuristic.h"
#include "analysis/findings.h"
#include "analysis/format.h"
#include "analysis/hike/experiments.h"
#include "analysis/hike/summary.h"
#include "analysis/histogram.h"
#include "analysis/merge.h"
#include "analysis/report.h"

namespace parks::hike {

namespace {

// Solo scores stay far below the top (a full journal, every canteen row and shield come to ~150).
using SoloHistogram = ScoreHistogram<0, 255>;
inline constexpr std::size_t kMaxAgents = 16;

struct SoloSummary {
  HikeSummary games{1};
  SoloHistogram score_count;

  void add(const State& state) {
    games.add(state);
    score_count.add(static_cast<int>(state.score(0)));
  }
  template <class Archive>
  void archive(Archive& a) {
    a(games, score_count);
  }
};

// Every agent's games in one park, game g on the same dice for all; `vs[i * n + j]` holds the
// paired score differences of agents i and j.
struct ParkSummary {
  std::vector<SoloSummary> agents;
  std::vector<Moments> vs;

  explicit ParkSummary(std::size_t n = 0) : agents(n), vs(n * n) {}
  template <class Archive>
  void archive(Archive& a) {
    a(agents, vs);
  }
};

ParkSummary play_park(Experiment& experiment, const std::vector<AnyAgent<State>>& prototypes, Park park,
                      std::int64_t games) {
  const GameOptions options{1, park};
  const Components& components = study_components(experiment.options());
  const std::size_t n = prototypes.size();
  return experiment
      .run(games, ParkSummary(n),
           [&](std::int64_t g, ParkSummary& summary) {
             std::array<std::int64_t, kMaxAgents> scores{};
             for (std::size_t a = 0; a < n; ++a) {
               auto agents = agent_in_every_seat(prototypes[a], 1);
               const State end = play_game(State::initial(components, options), agents, experiment.options().seed,
                                           static_cast<std::uint64_t>(g));
               summary.agents[a].add(end);
               scores[a] = static_cast<std::int64_t>(end.score(0));
             }
             for (std::size_t i = 0; i < n; ++i)
               for (std::size_t j = 0; j < n; ++j) summary.vs[i * n + j].add(scores[i] - scores[j]);
           })
      .summary;
}

// The best agent's easiest and hardest park, and its lead over the next best on the same dice;
// the best is tied with the next unless that lead lies above 0, and a park is the easiest (the
// hardest) only when it is ahead of the next park.
void add_findings(Report& report, const std::vector<std::string>& agents, const std::vector<Park>& parks,
                  const std::vector<ParkSummary>& by_park, std::size_t best, std::size_t runner_up) {
  if (by_park.empty() || by_park[0].agents[best].games.games() == 0) return;
  std::vector<Ranked> rates;
  for (std::size_t p = 0; p < by_park.size(); ++p) {
    const HikeSummary& s = by_park[p].agents[best].games;
    rates.push_back({std::string(kParkTitles[static_cast<std::size_t>(parks[p])]), rate_estimate(s.wins(0), s.games()),
                     s.games()});
  }
  Moments lead;
  if (runner_up != best)
    for (const ParkSummary& park : by_park) merge(lead, park.vs[best * agents.size() + runner_up]);
  const Estimate lead_points = mean_estimate(lead);
  const bool clear = leader_text(agents[best], agents[runner_up], lead_points) == agents[best];
  const std::string subject = runner_up == best ? "The agent, " + agents[best] + ","
                              : clear           ? "The best agent, " + agents[best] + ","
                                                : agents[best] + " (tied at the top with " + agents[runner_up] + ")";
  const auto say = [](const Ranked& r) { return r.label + ": " + quote(r.value, Quote::Percent); };
  const Wording gap{.after = " of the target rate"};
  if (rates.size() == 1) report.findings.push_back(subject + " reaches the solo target in " + say(rates[0]) + ".");
  else
    report.findings.push_back(subject + " reaches the solo target most often in " +
                              extreme_text(rates, false, say, Quote::PercentagePoints, gap) + "; least often in " +
                              extreme_text(rates, true, say, Quote::PercentagePoints, gap) + ".");
  if (runner_up == best) return;
  if (clear)
    report.findings.push_back(format("On the same dice %s scores %s points more than %s (all parks).",
                                     agents[best].c_str(), quote(lead_points, Quote::Signed).c_str(),
                                     agents[runner_up].c_str()));
  else
    report.findings.push_back("On the same dice (all parks), " +
                              leader_text(agents[best], agents[runner_up], lead_points) + ": " +
                              undetected_text(lead_points, Quote::Signed, lead.n,
                                              {.before = agents[best] + "'s lead ", .after = " points"}) +
                              ".");
}

// Agent a's rows of the parks table, its category and histogram tables and their plots; its
// mean score over the parks.
double add_agent(const std::vector<std::string>& agents, std::size_t a, const std::vector<Park>& parks_played,
                 const std::vector<ParkSummary>& by_park, const Components& components, Table& parks,
                 Section& section) {
  const std::string& agent = agents[a];
  Table categories{"categories_" + key_of(agent),
                   "Points by category, " + agent,
                   {{"park", Format::Text}, {"category", Format::Text}, {"points", Format::Number}},
                   {},
                   true};
  Table histogram{"score_histogram_" + key_of(agent),
                  "Final scores, " + agent + ": the share of games per score",
                  {{"park", Format::Text}, {"score", Format::Integer}, {"share", Format::Percent}},
                  {},
                  true};
  double mean_score = 0;
  std::vector<PlotMark> targets;
  for (std::size_t i = 0; i < parks_played.size(); ++i) {
    const auto p = static_cast<std::size_t>(parks_played[i]);
    const std::string park(kParkTitles[p]);
    const SoloSummary& s = by_park[i].agents[a];
    const std::int64_t n = s.games.games();
    parks.add_row({park, agent, double(components.solo_target[p]), double(n), rate_estimate(s.games.wins(0), n),
                   mean_estimate(s.games.scores(0))});
    for (int c = 0; c < kCategories; ++c)
      categories.add_row({park, std::string(kCategoryNames[c]), mean_estimate(s.games.category(0, c))});
    add_histogram_rows(histogram, {park}, s.score_count, n);
    targets.push_back({.label = format("target: %d", components.solo_target[p]),
                       .x = components.solo_target[p] - 0.5,
                       .panel = park});
    mean_score += s.games.scores(0).mean() / static_cast<double>(parks_played.size());
  }
  section.tables.push_back(categories);
  section.tables.push_back(histogram);
  section.plots.push_back(Plot{.name = "categories_" + key_of(agent),
                               .kind = "bars",
                               .table = categories.name,
                               .x = "park",
                               .y = "points",
                               .group = "category",
                               .title = "Points by category, " + agent + " (95% intervals)"});
  section.plots.push_back(Plot{.name = "score_histogram_" + key_of(agent),
                               .kind = "histogram",
                               .table = histogram.name,
                               .x = "score",
                               .y = "share",
                               .title = "Final score distribution by park, " + agent + " (a win reaches the target)",
                               .panel = "park",
                               .marks = std::move(targets)});
  return mean_score;
}

}  // namespace

Report solo(const ExperimentOptions& options) {
  const auto& agents = options.agents;
  if (agents.size() > kMaxAgents) throw std::invalid_argument("solo hike compares at most 16 agents");
  std::vector<AnyAgent<State>> prototypes;
  for (const auto& agent : agents) prototypes.push_back(make_agent<State>(agent));
  const std::vector<Park> parks_played = study_parks(options);
  const Components& components = study_components(options);
  Experiment experiment(options, "analyze solo hike", static_cast<std::int64_t>(parks_played.size()) * options.games);
  std::vector<ParkSummary> by_park;
  for (const Park park : parks_played) by_park.push_back(play_park(experiment, prototypes, park, options.games));

  Table parks{"parks",
              "Solo results by park (win: the park's target score, H7), the same dice for every agent and park",
              {{"park", Format::Text},
               {"agent", Format::Text},
               {"target", Format::Integer},
               {"games", Format::Integer},
               {"win_rate", Format::Percent},
               {"score", Format::Number}},
              {}};
  Report report;
  report.title = "Parks: Roll & Hike: solo win rates and scores by park";
  Section section{
      "Win rate and score by park",
      {"Solo rules (H7, assumed): a neutral hiker removes a die after each pick; the player wins at the park's target "
       "score (data/hike/components.json). Game g rolls the same dice in every park and for every agent.",
       "Points by category (canteen, journal, wildlife, park scoring) and the score histograms are in the files."},
      {},
      {}};
  std::vector<double> mean_score(agents.size());
  for (std::size_t a = 0; a < agents.size(); ++a)
    mean_score[a] = add_agent(agents, a, parks_played, by_park, components, parks, section);
  std::size_t best = 0, runner_up = 0;
  for (std::size_t a = 0; a < agents.size(); ++a)
    if (mean_score[a] > mean_score[best]) best = a;
  for (std::size_t a = 0; a < agents.size(); ++a)
    if (a != best && (runner_up == best || mean_score[a] > mean_score[runner_up])) runner_up = a;
  section.tables.insert(section.tables.begin(), parks);
  section.plots.insert(section.plots.begin(), Plot{.name = "win_rate_by_park",
                                                   .kind = "bars",
                                                   .table = "parks",
                                                   .x = "park",
                                                   .y = "win_rate",
                                                   .group = "agent",
                                                   .title = "Solo win rate by park (95% intervals)"});
  add_findings(report, agents, parks_played, by_park, best, runner_up);
  report.sections.push_back(std::move(section));
  report.interrupted = experiment.interrupted();
  return report;
}

}  // namespace parks::hike

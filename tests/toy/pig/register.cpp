// Pig in the game registry: its options, its setup, one study, and a position file for advise
// and score. Everything a game gives the registry, in one file.
#include <fstream>
#include <iostream>
#include <sstream>

#include "analysis/seat_summary.h"
#include "cli/game_kit.h"
#include "tests/toy/pig/state.h"

namespace parks::cli {
namespace {

struct PigSetup {
  using Summary = SeatSummary;
  int players = 2;
  int goal = 50;

  template <class State>
  auto state_maker(std::uint64_t) const {
    return [*this](std::int64_t) { return State::initial(players, goal); };
  }
  std::string title() const { return "Pig: " + std::to_string(players) + " players, to " + std::to_string(goal); }
  SeatRunInfo run_info(const std::string& agent, const RunOptions& run) const {
    return {{title(), agent, players, run.games, run.seed}, "pig"};
  }
  Setup describe() const { return {.game = "pig", .name = "Pig", .players = players}; }
  template <class Run>
  auto dispatch(Run run) const {
    return run.template operator()<pig::State>();
  }
};

void add_pig_options(po::options_description& options) {
  // clang-format off
  options.add_options()("players", po::value<int>()->default_value(2), "players 2-4")(
      "goal", po::value<int>()->default_value(50), "points that win, 10-200");
  // clang-format on
}

PigSetup read_pig_options(const po::variables_map& vm) {
  check_range<int>(vm, "players", 2, pig::kMaxPlayers);
  check_range<int>(vm, "goal", 10, 200);
  return {vm["players"].as<int>(), vm["goal"].as<int>()};
}

// The first seat's edge: win rates and scores by seat with the heuristic in every seat.
Report seat_balance(const ExperimentOptions& options) {
  Experiment experiment(options, "analyze balance pig", options.games);
  const AnyAgent<pig::State> agent = make_agent<pig::State>(options.agents.front());
  const auto result = experiment.run(options.games, SeatSummary(2), [&](std::int64_t g, SeatSummary& summary) {
    auto agents = agent_in_every_seat(agent, 2);
    summary.add(play_game(pig::State::initial(2, 50), agents, options.seed, static_cast<std::uint64_t>(g)));
  });
  Table seats;
  seats.name = "seats";
  seats.title = "win rate and score by seat";
  seats.columns = {{"seat", Format::Integer}, {"win_rate", Format::Percent}, {"score", Format::Number}};
  for (int p = 0; p < 2; ++p)
    seats.add_row({double(p + 1), rate_estimate(result.summary.wins(p), result.summary.games()),
                   mean_estimate(result.summary.scores(p))});
  Report report;
  report.title = "Pig: the first player's edge";
  report.findings.push_back("The first player wins " +
                            quote(rate_estimate(result.summary.wins(0), result.summary.games()), Quote::Percent) +
                            " of 2-player games to 50.");
  Section section;
  section.heading = "Seats";
  section.tables = {seats};
  report.sections.push_back(section);
  report.interrupted = experiment.interrupted();
  return report;
}

std::vector<ExperimentEntry> pig_studies() {
  ExperimentEntry balance{"balance",     "pig",       2000, "the first player's edge at 2 players; --games",
                          {"heuristic"}, seat_balance};
  balance.setup = [](const ExperimentOptions&) { return Setup{.game = "pig", .name = "Pig", .players = 2}; };
  return {balance};
}

// A position file: "players N", "goal G", "banked S1 S2 ...", "turn P" (1-based), "total T".
pig::State read_position(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw UsageError("cannot open position file '" + file + "'");
  int players = 2, goal = 50, turn = 1, total = 0;
  std::array<int, pig::kMaxPlayers> banked{};
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    std::istringstream words(line);
    std::string key;
    if (!(words >> key)) continue;
    bool ok = true;
    if (key == "players") ok = bool(words >> players) && players >= 2 && players <= pig::kMaxPlayers;
    else if (key == "goal") ok = bool(words >> goal) && goal >= 10 && goal <= 200;
    else if (key == "turn") ok = bool(words >> turn) && turn >= 1 && turn <= players;
    else if (key == "total") ok = bool(words >> total) && total >= 0 && total < 1000;
    else if (key == "banked")
      for (int p = 0; p < players && ok; ++p) ok = bool(words >> banked[p]) && banked[p] >= 0;
    else ok = false;
    if (!ok) throw UsageError(file + ": line " + std::to_string(number) + ": cannot read '" + line + "'");
  }
  pig::State state = pig::State::initial(players, goal);
  state.set_position(banked, turn - 1, total);
  return state;
}

std::optional<po::variables_map> parse_position_args(const Args& args, const std::string& command) {
  return parse_score(args, "pig " + command);
}

int score_pig(const Args& args) {
  const auto vm = parse_position_args(args, "score");
  if (!vm) return 0;
  const pig::State state = read_position((*vm)["file"].as<std::string>());
  for (int p = 0; p < state.num_players(); ++p)
    std::cout << "player " << p + 1 << ": " << state.score(p) << (state.is_winner(p) ? " (won)" : "") << "\n";
  return 0;
}

int advise_pig(const Args& args) {
  const auto vm = parse_position_args(args, "advise");
  if (!vm) return 0;
  const pig::State state = read_position((*vm)["file"].as<std::string>());
  if (state.is_terminal()) throw UsageError("the game is over: nothing to advise");
  auto agent = std::get<MctsAgent<pig::State>>(make_agent<pig::State>("mcts:iters=3000,threads=1"));
  Rng rng(1);
  for (const auto& stats : agent.analyse(state, rng).actions)
    std::cout << (stats.action.code == pig::kRoll ? "roll" : "hold") << ": " << stats.visits << " visits, win "
              << format("%.3f", stats.win_mean()) << "\n";
  return 0;
}

GameEntry pig_entry() {
  GameEntry entry{.name = "pig",
                  .title = "Pig (a test game)",
                  .variants = {{"2p", {"--players", "2"}}, {"4p to 30", {"--players", "4", "--goal", "30"}}},
                  .studies = pig_studies,
                  .advise = advise_pig,
                  .score = score_pig,
                  .position_help = "a position file: players, goal, banked, turn, total"};
  add_game_kit(entry, GameOptions<PigSetup>{add_pig_options, read_pig_options});
  return entry;
}

PARKS_REGISTER_GAME(pig_entry());

}  // namespace
}  // namespace parks::cli

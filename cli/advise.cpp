// parks advise GAME POSITION: the moves of the decision in a position file, ranked by what each
// is worth when every seat plays on with the policy agent, with each move's paired difference to
// the best (analysis/advice.h).
#include <iostream>

#include "analysis/format.h"
#include "analysis/report.h"
#include "cli/options.h"
#include "cli/table.h"

namespace parks::cli {

namespace {

struct AdviseOptions {
  AgentSpec policy;
  AdviceConfig config;
  int top = 0;
  bool json = false;
};

std::string interval_text(double mean, Interval i, const char* number) {
  if (!std::isfinite(i.low) || !std::isfinite(i.high)) return format(number, mean) + " [n too small]";
  return format(number, mean) + " [" + format(number, i.low) + ", " + format(number, i.high) + "]";
}

nlohmann::json advice_json(const GameEntry& game, const std::string& file, const ArenaState& state,
                           const Advice<std::string>& advice, const AdviseOptions& options) {
  nlohmann::json j{{"schema", kSchema},
                   {"command", "advise"},
                   {"game", game.name},
                   {"parks_version", version()},
                   {"position", file},
                   {"seat", advice.seat + 1},
                   {"policy", options.policy.shown()},
                   {"objective", options.config.objective == AdviceObjective::Win ? "win" : "score"},
                   {"seed", options.config.seed},
                   {"separated", advice.separated},
                   {"stopped", advice.stopped},
                   {"playouts", advice.playouts},
                   {"rounds", advice.rounds},
                   {"moves", nlohmann::json::array()}};
  (void)state;
  const auto bound = [](double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(nullptr); };
  for (std::size_t i = 0; i < advice.moves.size(); ++i) {
    const MoveSample& s = advice.samples[i];
    j["moves"].push_back(
        {{"rank", i + 1},
         {"move", advice.moves[i]},
         {"playouts", s.playouts},
         {"score", {{"mean", s.score_mean}, {"low", bound(s.score.low)}, {"high", bound(s.score.high)}}},
         {"win", {{"mean", s.win_mean}, {"low", s.win.low}, {"high", s.win.high}}},
         {"difference",
          {{"mean", s.difference_mean}, {"low", bound(s.difference.low)}, {"high", bound(s.difference.high)}}},
         {"tied", s.tied},
         {"same", s.same},
         {"set_aside", s.set_aside}});
  }
  return j;
}

void print_advice(const ArenaGame& game, const ArenaState& state, const Advice<std::string>& advice,
                  const AdviseOptions& options) {
  const bool win = options.config.objective == AdviceObjective::Win;
  std::cout << game.title() << "\n" << state.drawing() << "\n";
  std::cout << format("Seat %d to move: %zu legal moves, ranked by %s.\n", advice.seat + 1, advice.moves.size(),
                      win ? "win chance" : "expected final score");
  std::int64_t most = 0;
  for (const MoveSample& s : advice.samples) most = std::max(most, s.playouts);
  std::cout << format(
      "Each move was played to the end %s times at most by '%s' in every seat; playout i of every\n"
      "move meets the same dice and draws, so 'vs best' is a paired difference.\n",
      std::to_string(most).c_str(), options.policy.shown().c_str());
  std::cout << format("Result: %s (%s playouts, %d %s, in %.1f s).\n\n", advice.stopped.c_str(),
                      std::to_string(advice.playouts).c_str(), advice.looks, advice.looks == 1 ? "look" : "looks",
                      advice.seconds);
  const std::size_t shown =
      options.top > 0 ? std::min<std::size_t>(options.top, advice.moves.size()) : advice.moves.size();
  int width = 4;
  for (std::size_t i = 0; i < shown; ++i) width = std::max(width, static_cast<int>(advice.moves[i].size()));
  std::cout << format("%-4s  %-*s  %8s  %-22s  %-22s  %s\n", "rank", width, "move", "playouts", "final score (95% CI)",
                      state.num_players() == 1 ? "solo target (95% CI)" : "win chance (95% CI)",
                      win ? "vs best: win chance (95% CI)" : "vs best: points (95% CI)");
  for (std::size_t i = 0; i < shown; ++i) {
    const MoveSample& s = advice.samples[i];
    std::string versus = "best";
    if (i > 0) {
      versus =
          win ? interval_text(100 * s.difference_mean, {100 * s.difference.low, 100 * s.difference.high}, "%+.1f%%")
              : interval_text(s.difference_mean, s.difference, "%+.2f");
      versus += s.same ? "  same" : s.tied ? "  tied" : s.set_aside ? "  set aside" : "";
    }
    std::cout << format("%-4zu  %-*s  %8s  %-22s  %-22s  %s\n", i + 1, width, advice.moves[i].c_str(),
                        std::to_string(s.playouts).c_str(), interval_text(s.score_mean, s.score, "%.2f").c_str(),
                        interval_text(100 * s.win_mean, {100 * s.win.low, 100 * s.win.high}, "%.1f%%").c_str(),
                        versus.c_str());
  }
  if (shown < advice.moves.size())
    std::cout << format("(%zu more moves: --top 0 lists them all)\n", advice.moves.size() - shown);
  std::cout << "\nTerms: 'vs best' is a move's result minus the best move's over the playouts both have. Its\n"
               "interval is a simultaneous 95% one: the search checks its figures now and then (a 'look'), and\n"
               "every interval is widened so that all of them, over every move and every look, hold the true\n"
               "differences together 95% of the time. 'tied': the interval holds 0, the playouts cannot tell the\n"
               "move from the best. 'same': it ended exactly as the best did in every playout. 'set aside': it\n"
               "stopped playing at a look that found it below the best (its figures are from then). The best is\n"
               "'separated' when no other move is tied with it.";
  if (state.num_players() == 1)
    std::cout << " 'solo target': the chance of reaching the score\nthe solo game sets as a win.";
  std::cout << "\n";
}

AdviseOptions read_options(const po::variables_map& vm, int players) {
  check_range<double>(vm, "time", 0, 86400);
  check_range<std::int64_t>(vm, "playouts", 0, 100'000'000);
  check_range<int>(vm, "threads", 1, 256);
  check_range<int>(vm, "top", 0, 100000);
  AdviseOptions options;
  options.policy = parse_agent_spec(vm["policy"].as<std::string>());
  options.config.seconds = vm["time"].as<double>();
  options.config.max_playouts = vm["playouts"].as<std::int64_t>();
  if (options.config.seconds == 0 && options.config.max_playouts == 0)
    throw UsageError("--time 0 needs a --playouts cap");
  if (options.config.max_playouts == 0) options.config.max_playouts = 100'000'000;
  options.config.min_playouts = std::min(options.config.min_playouts, options.config.max_playouts);
  options.config.round = std::min(options.config.round, options.config.max_playouts);
  options.config.seed = read_seed(vm);
  options.config.threads = vm["threads"].as<int>();
  const std::string objective = vm.count("objective") ? vm["objective"].as<std::string>()
                                : players == 1        ? "score"
                                                      : "win";
  if (objective != "score" && objective != "win")
    throw UsageError("--objective must be score or win, got '" + objective + "'");
  options.config.objective = objective == "win" ? AdviceObjective::Win : AdviceObjective::Score;
  options.top = vm["top"].as<int>();
  options.json = vm.count("json") > 0;
  return options;
}

}  // namespace

int advise(const GameEntry& game, const Args& args) {
  po::options_description options("parks advise " + game.name + " POSITION [options]");
  // clang-format off
  options.add_options()
      ("position", po::value<std::string>(), "the position file (docs/coach.md and the game's page; examples/<game>/)")
      ("time", po::value<double>()->default_value(3), "seconds to search (the first two playouts of every move always finish); it stops sooner once the best move is separated")
      ("playouts", po::value<std::int64_t>()->default_value(0), "playouts per move at most (0: no cap); with --time 0, the same advice on any machine")
      ("policy", po::value<std::string>()->default_value("heuristic"), "the agent that plays on after each move, in every seat")
      ("objective", po::value<std::string>(), "rank by score or win (default: score solo, win with opponents)")
      ("top", po::value<int>()->default_value(10), "moves to list (0: all)")
      ("threads", po::value<int>()->default_value(2), "playout threads")
      ("seed", po::value<std::string>()->default_value("1"), "seed of the playouts' dice and draws")
      ("json", "print one JSON object");
  // clang-format on
  po::positional_options_description positional;
  positional.add("position", 1);
  const auto vm = parse(args,
                        "Ranks the moves of a position: each is played to the end by the policy, every move on the\n"
                        "same dice and draws, until the best is separated from the rest or the time ends.",
                        options, positional);
  if (!vm) return 0;
  if (!vm->count("position")) throw UsageError("missing POSITION (parks advise " + game.name + " FILE)");
  const std::string file = (*vm)["position"].as<std::string>();
  const TablePosition position = load_position(file, game.name);
  const AdviseOptions settings = read_options(*vm, position.game->num_players());
  position.game->make_agent(settings.policy);  // an unknown or unfitting policy fails before the search
  Advice<std::string> advice;
  try {
    advice = position.state->advise(settings.policy, settings.config);
  } catch (const std::invalid_argument& e) {
    throw UsageError("'" + file + "': " + e.what());
  }
  if (settings.json) std::cout << advice_json(game, file, *position.state, advice, settings).dump(2) << "\n";
  else print_advice(*position.game, *position.state, advice, settings);
  return 0;
}

}  // namespace parks::cli

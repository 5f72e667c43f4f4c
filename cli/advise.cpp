// parks advise walk: the best moves for a roll on a sheet at the table, by search.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "analysis/statistics.h"
#include "cli/walk_setup.h"
#include "engine/walk/sheet_file.h"

namespace parks::cli {

namespace {

std::optional<walk::Piece> piece_named(const std::string& name) {
  if (name == "curve") return walk::Piece::Curve;
  if (name == "straight") return walk::Piece::Straight;
  if (name == "t" || name == "T") return walk::Piece::T;
  if (name == "ibis") return walk::Piece::Ibis;
  return std::nullopt;
}

// Each turn fills one square with its roll; the bonus paths fill one more each.
int turns_drawn(const walk::Sheet& sheet) {
  const int filled = popcount(~sheet.empty() & walk::kAll) - 1;  // the centre is not drawn
  return filled - sheet.has(walk::Bonus::ExtraCurve) - sheet.has(walk::Bonus::ExtraStraight);
}

}  // namespace

int advise(const Args& args) {
  po::options_description options("parks advise walk --sheet FILE --roll curve|straight|t|ibis [options]");
  options.add_options()
      ("game", po::value<std::string>(), "the game: walk")
      ("sheet", po::value<std::string>(), "the sheet so far, in the `parks score` format")
      ("roll", po::value<std::string>(), "the die: curve, straight, t or ibis")
      ("turn", po::value<int>(), "this turn's number, 1-based (default: from the squares filled)")
      ("level", po::value<int>()->default_value(1), "solo level 1-4")
      ("budget", po::value<std::int64_t>()->default_value(20000), "search iterations (about a second on 2 cores)")
      ("top", po::value<int>()->default_value(8), "how many moves to list")
      ("threads", po::value<int>()->default_value(2), "search threads (root parallel)")
      ("seed", po::value<std::uint64_t>()->default_value(1), "seed of the search")
      ("json", "print one JSON object");
  po::positional_options_description positional;
  positional.add("game", 1);
  const auto vm = parse(args, "Ranks the moves for a roll by search: expected final score and solo win chance.",
                        options, positional);
  if (!vm) return 0;
  require_game(*vm, "advise");
  if (!vm->count("sheet")) throw UsageError("missing --sheet FILE");
  if (!vm->count("roll")) throw UsageError("missing --roll curve|straight|t|ibis");
  const auto roll = piece_named((*vm)["roll"].as<std::string>());
  if (!roll) throw UsageError("--roll must be curve, straight, t or ibis, got '" + (*vm)["roll"].as<std::string>() + "'");
  check_range<int>(*vm, "level", 1, 4);
  check_range<std::int64_t>(*vm, "budget", 1, 100'000'000);
  check_range<int>(*vm, "top", 1, 200);
  check_range<int>(*vm, "threads", 1, 256);
  const int level = (*vm)["level"].as<int>();

  const auto file = (*vm)["sheet"].as<std::string>();
  std::ifstream in(file);
  if (!in) throw UsageError("cannot open sheet file '" + file + "'");
  walk::SheetFile sheet;
  try {
    sheet = walk::parse_sheet(in, walk::default_components());
  } catch (const walk::SheetError& e) {
    throw UsageError(file + ": " + e.what());
  }
  const int turn = vm->count("turn") ? (*vm)["turn"].as<int>() : turns_drawn(sheet.sheet) + 1;
  if (turn < 1 || turn > walk::solo_turns(level))
    throw UsageError("turn " + std::to_string(turn) + " is outside level " + std::to_string(level) + "'s " +
                     std::to_string(walk::solo_turns(level)) + " turns");
  if (!sheet.sheet.empty()) throw UsageError(file + ": the grid has no empty square left to draw in");

  walk::SoloState state = walk::SoloState::initial({sheet.layout.mask(), walk::default_components().die, 1, level});
  state.set_sheet(0, sheet.sheet, sheet.sheet.visited(sheet.layout.mask()));
  state.set_turn(turn - 1);
  state.apply(walk::Action::roll(*roll));

  AgentSpec spec = parse_agent_spec("mcts");
  spec.mcts.iterations = (*vm)["budget"].as<std::int64_t>();
  spec.mcts.threads = (*vm)["threads"].as<int>();
  spec.mcts.objective = search::Objective::Blend;  // rank by both, report both
  spec.mcts.rollout_cutoff = -1;                   // heuristic play to the end: final scores and wins
  MctsAgent<walk::SoloState> agent = std::get<MctsAgent<walk::SoloState>>(make_agent<walk::SoloState>(spec));
  Rng rng((*vm)["seed"].as<std::uint64_t>());
  const auto result = agent.analyse(state, rng);

  const int top = std::min<int>((*vm)["top"].as<int>(), static_cast<int>(result.actions.size()));
  if (vm->count("json")) {
    nlohmann::json j;
    j["turn"] = turn;
    j["level"] = level;
    j["roll"] = (*vm)["roll"].as<std::string>();
    j["iterations"] = result.iterations;
    for (int i = 0; i < top; ++i) {
      const auto& a = result.actions[i];
      const Interval win = wilson(static_cast<std::int64_t>(a.win_sum + 0.5), a.visits);
      const double half = kZ95 * a.score_sd() / std::sqrt(static_cast<double>(std::max<std::int64_t>(1, a.visits)));
      nlohmann::json move;
      move["move"] = walk::to_string(a.action);
      move["visits"] = a.visits;
      move["score_mean"] = a.score_mean();
      move["score_mean_ci95"] = {a.score_mean() - half, a.score_mean() + half};
      move["win_probability"] = a.win_mean();
      move["win_probability_ci95"] = {win.low, win.high};
      j["moves"].push_back(move);
    }
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::printf("A Walk in the Park, solo level %d, turn %d of %d, roll %s: %lld iterations\n", level, turn,
              walk::solo_turns(level), std::string(walk::piece_name(*roll)).c_str(),
              static_cast<long long>(result.iterations));
  std::printf("%-4s %-32s %7s  %-22s  %-24s\n", "rank", "move", "visits", "final score (95% CI)", "win chance (95% CI)");
  for (int i = 0; i < top; ++i) {
    const auto& a = result.actions[i];
    const Interval win = wilson(static_cast<std::int64_t>(a.win_sum + 0.5), a.visits);
    const double half = kZ95 * a.score_sd() / std::sqrt(static_cast<double>(std::max<std::int64_t>(1, a.visits)));
    std::printf("%-4d %-32s %7lld  %5.2f [%5.2f, %5.2f]    %5.1f%% [%4.1f%%, %4.1f%%]\n", i + 1,
                walk::to_string(a.action).c_str(), static_cast<long long>(a.visits), a.score_mean(),
                a.score_mean() - half, a.score_mean() + half, 100 * a.win_mean(), 100 * win.low, 100 * win.high);
  }
  return 0;
}

}  // namespace parks::cli

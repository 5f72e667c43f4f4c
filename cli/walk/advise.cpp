// parks advise walk: the best moves for a roll on a sheet at the table. The search ranks the
// moves; then each of the top moves is played out many times by the heuristic on the same rolls
// (common random numbers), which gives its expected final score and win chance with honest
// intervals: what the move is worth if you play on as well as the heuristic does.
#include <iostream>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "analysis/report.h"
#include "analysis/statistics.h"
#include "cli/walk/setup.h"
#include "cli/walk/sheet_input.h"

namespace parks::cli {

namespace {

std::optional<walk::Piece> piece_named(const std::string& name) {
  if (name == "curve") return walk::Piece::Curve;
  if (name == "straight") return walk::Piece::Straight;
  if (name == "t" || name == "T") return walk::Piece::T;
  if (name == "ibis") return walk::Piece::Ibis;
  return std::nullopt;
}

struct MoveRow {
  walk::Action action;
  std::int64_t visits;
  Moments score;
  std::int64_t wins = 0;
};

// Plays `move` and then the heuristic to the end, `playouts` times; playout i rolls the same
// dice for every move.
MoveRow play_out(const walk::SoloState& state, walk::Action move, std::int64_t visits, int playouts,
                 std::uint64_t seed) {
  MoveRow row{move, visits, {}, 0};
  std::array<HeuristicAgent<walk::SoloState>, 1> heuristic{};
  for (int i = 0; i < playouts; ++i) {
    walk::SoloState next = state;
    next.apply(move);
    const walk::SoloState end = play_game(next, heuristic, seed, static_cast<std::uint64_t>(i));
    row.score.add(end.score(0));
    row.wins += end.is_winner(0);
  }
  return row;
}

walk::SoloState position(const walk::SheetFile& sheet, int level, int turn, walk::Piece roll) {
  walk::SoloState state = walk::SoloState::initial({sheet.layout.mask(), walk::default_components().die, 1, level});
  state.set_sheet(0, sheet.sheet, sheet.sheet.visited(sheet.layout.mask()));
  state.set_turn(turn - 1);
  state.apply(walk::Action::roll(roll));
  return state;
}

void check_position(const std::string& file, const walk::SheetFile& sheet, int level, int turn) {
  const walk::Sheet& s = sheet.sheet;
  if (popcount(s.visited(sheet.layout.mask())) >= walk::kEndLandmarks || popcount(s.ibises()) >= walk::kEndIbises)
    throw UsageError(file + ": the game is over (6 landmarks visited or 6 ibises drawn, W12)");
  if (!s.empty()) throw UsageError(file + ": the grid has no empty square left to draw in");
  const int limit = walk::solo_turns(level);
  if (turn < 1 || turn > limit)
    throw UsageError("turn " + std::to_string(turn) + " is outside level " + std::to_string(level) + "'s " +
                     std::to_string(limit) + " turns");
  if (walk::rolls_drawn(s) > turn - 1)
    throw UsageError(file + ": the sheet shows " + std::to_string(walk::rolls_drawn(s)) + " drawings, more than " +
                     std::to_string(turn - 1) + " turns before turn " + std::to_string(turn));
}

}  // namespace

int advise_walk(const Args& args) {
  po::options_description options("parks advise walk --sheet FILE --roll curve|straight|t|ibis [options]");
  // clang-format off
  options.add_options()
      ("sheet", po::value<std::string>(), "the sheet so far, in the `parks score` format")
      ("roll", po::value<std::string>(), "the die: curve, straight, t or ibis")
      ("turn", po::value<int>(), "this turn's number, 1-based (default: one more than the squares drawn)")
      ("level", po::value<int>()->default_value(1), "solo level 1-4")
      ("budget", po::value<std::int64_t>()->default_value(20000), "search iterations (about a second on 2 cores)")
      ("top", po::value<int>()->default_value(6), "how many moves to list and play out")
      ("playouts", po::value<int>()->default_value(400), "heuristic playouts per listed move")
      ("threads", po::value<int>()->default_value(2), "search threads (root parallel)")
      ("seed", po::value<std::string>()->default_value("1"), "seed of the search and the playouts")
      ("json", "print one JSON object");
  // clang-format on
  po::positional_options_description positional;
  const auto vm =
      parse(args, "Ranks the moves for a roll by search, then plays the best ones out.", options, positional);
  if (!vm) return 0;
  if (!vm->count("sheet")) throw UsageError("missing --sheet FILE");
  if (!vm->count("roll")) throw UsageError("missing --roll curve|straight|t|ibis");
  const auto roll = piece_named((*vm)["roll"].as<std::string>());
  if (!roll)
    throw UsageError("--roll must be curve, straight, t or ibis, got '" + (*vm)["roll"].as<std::string>() + "'");
  check_range<int>(*vm, "level", 1, 4);
  check_range<std::int64_t>(*vm, "budget", 1, 100'000'000);
  check_range<int>(*vm, "top", 1, 200);
  check_range<int>(*vm, "playouts", 1, 1'000'000);
  check_range<int>(*vm, "threads", 1, 256);
  const int level = (*vm)["level"].as<int>();
  const std::uint64_t seed = read_seed(*vm);

  const auto file = (*vm)["sheet"].as<std::string>();
  const walk::SheetFile sheet = read_sheet_file(file);
  const int turn = vm->count("turn") ? (*vm)["turn"].as<int>() : walk::rolls_drawn(sheet.sheet) + 1;
  check_position(file, sheet, level, turn);
  const walk::SoloState state = position(sheet, level, turn, *roll);

  // Ranks by score and win, played to the end.
  const AgentSpec spec =
      parse_agent_spec("mcts:objective=blend,iters=" + std::to_string((*vm)["budget"].as<std::int64_t>()) +
                       ",threads=" + std::to_string((*vm)["threads"].as<int>()));
  auto agent = std::get<MctsAgent<walk::SoloState>>(make_agent<walk::SoloState>(spec));
  Rng rng(seed);
  const auto result = agent.analyse(state, rng);

  std::vector<MoveRow> rows;
  const int top = std::min<int>((*vm)["top"].as<int>(), static_cast<int>(result.actions.size()));
  for (int i = 0; i < top; ++i)
    rows.push_back(play_out(state, result.actions[i].action, result.actions[i].visits, (*vm)["playouts"].as<int>(),
                            seed));

  if (vm->count("json")) {
    nlohmann::json j{{"schema", kSchema},
                     {"command", "advise"},
                     {"game", "walk"},
                     {"parks_version", version()},
                     {"seed", seed},
                     {"position", {{"turn", turn}, {"level", level}, {"roll", (*vm)["roll"].as<std::string>()}}},
                     {"search", {{"iterations", result.iterations}, {"nodes", result.nodes}}},
                     {"moves", nlohmann::json::array()}};
    for (const auto& row : rows)
      j["moves"].push_back({{"move", walk::to_string(row.action)},
                            {"visits", row.visits},
                            {"score", moments_json(row.score)},
                            {"wins", rate_json(static_cast<double>(row.wins), row.score.n)}});
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::printf("A Walk in the Park, solo level %d, turn %d of %d, roll %s: %lld search iterations, %zu nodes\n", level,
              turn, walk::solo_turns(level), std::string(walk::piece_name(*roll)).c_str(),
              static_cast<long long>(result.iterations), result.nodes);
  std::printf("each move then played out %d times by the heuristic, on the same rolls\n\n",
              (*vm)["playouts"].as<int>());
  std::printf("%-4s %-30s %7s  %-22s  %-22s\n", "rank", "move", "visits", "final score (95% CI)",
              "win chance (95% CI)");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& row = rows[i];
    const Interval win = wilson(static_cast<double>(row.wins), row.score.n);
    std::printf("%-4zu %-30s %7lld  %5.2f %s    %5.1f%% [%4.1f%%, %4.1f%%]\n", i + 1,
                walk::to_string(row.action).c_str(), static_cast<long long>(row.visits), row.score.mean(),
                mean_bounds(row.score, "[%5.2f, %5.2f]").c_str(), 100.0 * row.wins / row.score.n, 100 * win.low,
                100 * win.high);
  }
  return 0;
}

}  // namespace parks::cli

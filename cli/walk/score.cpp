// parks score walk FILE [--json]: the score of a sheet typed from paper.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "analysis/report_setup.h"
#include "cli/options.h"
#include "cli/walk/setup.h"
#include "cli/walk/sheet_input.h"
#include "engine/walk/state.h"

namespace parks::cli {

namespace {

nlohmann::json bonus_list(const walk::Sheet& sheet) {
  nlohmann::json list = nlohmann::json::array();
  for (int b = 0; b < walk::kBonuses; ++b)
    if (sheet.has(static_cast<walk::Bonus>(b))) list.push_back(walk::kBonusNames[b]);
  return list;
}

// The names of the visited landmarks, in the layout's order.
std::string visited_names(const walk::SheetFile& file) {
  std::string names;
  for (int k = 0; k < walk::kLandmarks; ++k)
    if (file.sheet.connected() & walk::bit(file.layout.squares[k])) {
      if (!names.empty()) names += ", ";
      names += file.layout.names[k];
    }
  return names.empty() ? "-" : names;
}

void print_text(const std::string& file, const walk::SheetFile& sheet_file, const walk::ScoreBreakdown& b) {
  const walk::Sheet& sheet = sheet_file.sheet;
  std::string bonuses;
  for (const auto& name : bonus_list(sheet)) {
    if (!bonuses.empty()) bonuses += ' ';
    bonuses += name.get<std::string>();
  }
  const walk::Rank rank = walk::solo_rank(b.total);
  std::printf("A Walk in the Park, solo score of %s\n", file.c_str());
  std::printf("  landmarks visited   %3d   %+3d   %s\n", b.visited, b.visited, visited_names(sheet_file).c_str());
  std::printf("  statues             %3d   %+3d\n", b.statues, b.statue_points);
  std::printf("  ibises              %3d\n", b.ibises);
  std::printf("  ibis groups         %3d   (largest %d)\n", b.groups.count, b.groups.largest);
  std::printf("  bonuses             %3d   %+3d   %s\n", static_cast<int>(sheet.bonus_count()), b.bonus_points,
              bonuses.empty() ? "-" : bonuses.c_str());
  std::printf("  conversions         %3d   %+3d\n", sheet.conversions(), -b.penalty);
  std::printf("  total                     %3d   %s (%s)\n", b.total, b.total >= walk::kSoloTarget ? "win" : "loss",
              std::string(walk::name(rank)).c_str());
}

}  // namespace

int score_walk(const Args& args) {
  const auto vm = parse_score(args, "walk");
  if (!vm) return 0;
  const auto file = (*vm)["file"].as<std::string>();
  const walk::SheetFile sheet = read_sheet_file(file);
  // W12: a solo game draws one roll a turn, for 18 turns at most.
  if (walk::rolls_drawn(sheet.sheet) > walk::solo_turns(1))
    throw UsageError(file + ": " + std::to_string(walk::rolls_drawn(sheet.sheet)) +
                     " rolls drawn (bonus paths aside), more than a solo game's " +
                     std::to_string(walk::solo_turns(1)) + " turns (W12)");
  walk::SoloState state = walk::SoloState::initial({sheet.layout.mask(), walk::Die{}, 1, 1});
  state.set_sheet(0, sheet.sheet, sheet.sheet.visited(sheet.layout.mask()));
  const walk::ScoreBreakdown b = state.breakdown(0);
  if (vm->count("json")) {
    nlohmann::json j{{"schema", kSchema},
                     {"command", "score"},
                     {"game", "walk"},
                     {"parks_version", version()},
                     {"file", file},
                     {"total", b.total},
                     {"target", walk::kSoloTarget},
                     {"win", b.total >= walk::kSoloTarget}};
    j["extras"] = {{"visited", b.visited},
                   {"statues", b.statues},
                   {"ibises", b.ibises},
                   {"ibis_groups", b.groups.count},
                   {"largest_ibis_group", b.groups.largest},
                   {"bonuses", bonus_list(sheet.sheet)},
                   {"bonus_points", b.bonus_points},
                   {"conversions", sheet.sheet.conversions()},
                   {"penalty", b.penalty},
                   {"rank", walk::name(walk::solo_rank(b.total))}};
    std::cout << j.dump() << "\n";
  } else {
    print_text(file, sheet, b);
  }
  return 0;
}

}  // namespace parks::cli

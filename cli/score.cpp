// parks score GAME FILE [--json]: the score of a sheet typed from paper.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "analysis/report_setup.h"
#include "cli/options.h"
#include "cli/sheet_input.h"
#include "engine/planner/park_file.h"
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

namespace {

std::optional<po::variables_map> parse_score(const Args& args, const std::string& game) {
  po::options_description options("parks score " + game + " FILE [--json]");
  options.add_options()("file", po::value<std::string>(), "the sheet file")("json", "print one JSON object");
  po::positional_options_description positional;
  positional.add("file", 1);
  auto vm = parse(args, "Scores a sheet file (format in README.md).", options, positional);
  if (vm && !vm->count("file")) throw UsageError("missing FILE (parks score " + game + " FILE)");
  return vm;
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
    nlohmann::json j;
    j["visited"] = b.visited;
    j["statues"] = b.statues;
    j["ibises"] = b.ibises;
    j["ibis_groups"] = b.groups.count;
    j["largest_ibis_group"] = b.groups.largest;
    j["bonuses"] = bonus_list(sheet.sheet);
    j["bonus_points"] = b.bonus_points;
    j["conversions"] = sheet.sheet.conversions();
    j["penalty"] = b.penalty;
    j["total"] = b.total;
    j["win"] = b.total >= walk::kSoloTarget;
    j["rank"] = walk::name(walk::solo_rank(b.total));
    j["schema"] = kSchema;
  j["parks_version"] = version();
  std::cout << j.dump() << "\n";
  } else {
    print_text(file, sheet, b);
  }
  return 0;
}

namespace {

planner::ParkFile read_park_file(const std::string& path) {
  if (!std::filesystem::is_regular_file(path)) throw UsageError("park file '" + path + "' is not a readable file");
  std::ifstream in(path);
  if (!in) throw UsageError("cannot open park file '" + path + "'");
  try {
    return planner::parse_park_file(in);
  } catch (const planner::ParkFileError& e) {
    throw UsageError(path + ": " + e.what());
  }
}

// Card 1's chain search has a step limit (it runs inside search); a typed park dense enough to
// reach it gets a score that may fall short, and the reader is told so.
bool card1_capped(const planner::ParkFile& park) {
  if (std::find(park.deal.begin(), park.deal.end(), 1) == park.deal.end()) return false;
  planner::ChainStats stats;
  planner::longest_closed_path(park.park.paths() & park.park.scoring(), stats);
  return stats.capped;
}

void print_planner_text(const std::string& file, const planner::ParkFile& park, const planner::ScoreCard& card) {
  using namespace planner;
  const std::string sheet = park.sheet.id ? "sheet " + std::to_string(park.sheet.id) : "a custom sheet";
  std::printf("Polyhedral Park Planner, score of %s (%s)\n", file.c_str(), sheet.c_str());
  for (int i = 0; i < kCardsDealt; ++i) {
    const int c = park.deal[i];
    std::printf("  card %2d  %-30s %+4d   solo target %2d   requirement %s\n", c, std::string(kCardInfo[c].name).c_str(),
                card.points[i], kCardInfo[c].target, card.met[i] ? "met" : "NOT met");
  }
  std::printf("  isolated regions %2d                    %+4d   (P6: 3 each)\n", card.isolated_regions,
              -kIsolatedRegionPenalty * card.isolated_regions);
  std::printf("  modifications    %2d                    %+4d   (P4: 1 each)\n", card.modifications, -card.modifications);
  std::printf("  total                                  %4d\n", card.total());
  std::printf("  solo: target %d %s, requirements %s: %s\n", target(park.deal),
              card.total() >= target(park.deal) ? "reached" : "missed", card.all_met() ? "all met" : "not all met",
              solo_win(card, park.deal) ? "win" : "loss");
  if (card1_capped(park))
    std::printf("  card 1: the chain search stopped at its limit of %lld steps; the longest closed chain may be longer\n",
                static_cast<long long>(kChainBudget));
}

}  // namespace

int score_planner(const Args& args) {
  const auto vm = parse_score(args, "planner");
  if (!vm) return 0;
  const auto file = (*vm)["file"].as<std::string>();
  const planner::ParkFile park = read_park_file(file);
  const planner::ScoreCard card = planner::score_card(park.park, park.deal, park.modifications);
  if (!vm->count("json")) {
    print_planner_text(file, park, card);
    return 0;
  }
  nlohmann::json j;
  j["sheet"] = park.sheet.id;
  for (int i = 0; i < planner::kCardsDealt; ++i) {
    const int c = park.deal[i];
    j["cards"].push_back({{"card", c},
                          {"name", planner::kCardInfo[c].name},
                          {"points", card.points[i]},
                          {"target", planner::kCardInfo[c].target},
                          {"requirement_met", static_cast<bool>(card.met[i])}});
  }
  j["isolated_regions"] = card.isolated_regions;
  j["modifications"] = card.modifications;
  j["penalty"] = card.penalty();
  j["total"] = card.total();
  j["target"] = planner::target(park.deal);
  j["requirements_met"] = card.all_met();
  j["win"] = planner::solo_win(card, park.deal);
  j["card1_search_capped"] = card1_capped(park);
  j["schema"] = kSchema;
  j["parks_version"] = version();
  std::cout << j.dump() << "\n";
  return 0;
}

}  // namespace parks::cli

// parks score planner FILE [--json]: the score of a park typed from paper.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "analysis/report_setup.h"
#include "cli/planner/setup.h"
#include "engine/core/files.h"
#include "engine/planner/park_file.h"

namespace parks::cli {

namespace {

planner::ParkFile read_park_file(const std::string& path) {
  std::istringstream in;
  try {
    in.str(read_whole_file(path, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw UsageError(std::string("park file ") + e.what());
  }
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
    std::printf("  card %2d  %-30s %+4d   solo target %2d   requirement %s\n", c,
                std::string(kCardInfo[c].name).c_str(), card.points[i], kCardInfo[c].target,
                card.met[i] ? "met" : "NOT met");
  }
  std::printf("  isolated regions %2d                    %+4d   (P6: 3 each)\n", card.isolated_regions,
              -kIsolatedRegionPenalty * card.isolated_regions);
  std::printf("  modifications    %2d                    %+4d   (P4: 1 each)\n", card.modifications,
              -card.modifications);
  std::printf("  total                                  %4d\n", card.total());
  std::printf("  solo: target %d %s, requirements %s: %s\n", target(park.deal),
              card.total() >= target(park.deal) ? "reached" : "missed", card.all_met() ? "all met" : "not all met",
              solo_win(card, park.deal) ? "win" : "loss");
  if (card1_capped(park))
    std::printf(
        "  card 1: the chain search stopped at its limit of %lld steps; the longest closed chain may be longer\n",
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
  nlohmann::json j{{"schema", kSchema},
                   {"command", "score"},
                   {"game", "planner"},
                   {"parks_version", version()},
                   {"file", file},
                   {"total", card.total()},
                   {"target", planner::target(park.deal)},
                   {"win", planner::solo_win(card, park.deal)}};
  nlohmann::json cards = nlohmann::json::array();
  for (int i = 0; i < planner::kCardsDealt; ++i) {
    const int c = park.deal[i];
    cards.push_back({{"card", c},
                     {"name", planner::kCardInfo[c].name},
                     {"points", card.points[i]},
                     {"target", planner::kCardInfo[c].target},
                     {"requirement_met", static_cast<bool>(card.met[i])}});
  }
  j["extras"] = {{"sheet", park.sheet.id},
                 {"cards", cards},
                 {"isolated_regions", card.isolated_regions},
                 {"modifications", card.modifications},
                 {"penalty", card.penalty()},
                 {"requirements_met", card.all_met()},
                 {"card1_search_capped", card1_capped(park)}};
  std::cout << j.dump() << "\n";
  return 0;
}

}  // namespace parks::cli

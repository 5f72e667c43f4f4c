#pragma once
// What simulate and tournament share for Polyhedral Park Planner: the game options (players,
// cards, sheet), the state of deal g, the report title, and the choice of state type.
#include <charconv>
#include <optional>
#include <sstream>
#include <string>

#include "agents/planner/heuristic.h"
#include "analysis/planner/experiments.h"
#include "analysis/planner/summary.h"
#include "analysis/runner.h"
#include "cli/game_kit.h"
#include "engine/planner/drawing.h"
#include "engine/planner/state.h"

namespace parks::cli {

struct PlannerSetup {
  using Summary = planner::PlannerSummary;  // what simulate reports

  enum class Sheets { Random, Generated, Fixed };  // published ones drawn, P2 shuffles, or one for all

  int players = 1;
  std::optional<planner::Deal> cards;  // else a P7 deal per game
  Sheets sheets = Sheets::Random;
  int sheet_number = 0;  // Sheets::Fixed: the published sheet every seat plays

  // Game `deal`: its cards, then each seat's sheet: different published sheets, different
  // generated ones, or copies of the fixed one.
  template <class State>
  auto state_maker(std::uint64_t seed) const {
    return [=, this](std::int64_t deal) {
      Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(deal), Stream::Layout);
      const planner::Deal dealt = cards ? *cards : planner::deal_cards(rng);
      std::array<planner::Sheet, State::kMaxPlayers> sheets;
      std::array<int, planner::kPublishedSheets> deck{};
      for (int k = 0; k < planner::kPublishedSheets; ++k) deck[k] = k + 1;
      for (int p = 0; p < players; ++p) {
        if (this->sheets == Sheets::Generated) {
          sheets[p] = planner::generate_sheet(rng);
        } else if (this->sheets == Sheets::Fixed) {
          sheets[p] = planner::published_sheet(sheet_number);
        } else {  // drawn without replacement
          std::swap(deck[p], deck[p + rng.below(static_cast<std::uint32_t>(planner::kPublishedSheets - p))]);
          sheets[p] = planner::published_sheet(deck[p]);
        }
      }
      return State::initial(sheets, dealt, players);
    };
  }

  std::string title() const {
    const std::string mode = players == 1 ? "solo" : std::to_string(players) + " players";
    const std::string deal = cards ? "cards " + planner::deal_name(*cards) : "random deals (P7)";
    const std::string each = players == 1 ? "" : (sheets == Sheets::Fixed ? " for every player" : " each");
    const std::string sheet = sheets == Sheets::Fixed       ? "sheet " + std::to_string(sheet_number) + each
                              : sheets == Sheets::Generated ? "a generated sheet" + each + " per game"
                                                            : "a random published sheet" + each + " per game";
    return "Polyhedral Park Planner: " + mode + ", " + deal + ", " + sheet;
  }

  RunInfo run_info(const std::string& agent, const RunOptions& run) const { return basic_run_info(*this, agent, run); }

  Setup describe() const {
    Setup setup = planner::data_setup(planner::default_sheets_path());
    setup.players = players;
    setup.cards = cards ? planner::deal_name(*cards) : "random";
    setup.sheet = sheets == Sheets::Fixed       ? std::to_string(sheet_number)
                  : sheets == Sheets::Generated ? "generated"
                                                : "random";
    return setup;
  }

  template <class Run>
  auto dispatch(Run run) const {
    return players == 1 ? run.template operator()<planner::SoloState>()
                        : run.template operator()<planner::PartyState>();
  }
};

inline void add_planner_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("players", po::value<int>()->default_value(1), "players 1-6 (solo: P8 targets and requirements)")
      ("cards", po::value<std::string>(), "the three cards, e.g. 1,5,12 (default: a P7 deal per game)")
      ("sheet", po::value<std::string>()->default_value("random"),
       "sheet 1-100 (every player on copies of it), random (a different published sheet per player and game) "
       "or generated (a new P2 shuffle per player and game); the published sheets are read from "
       "data/planner/sheets.json (PARKS_DATA overrides data/)");
  // clang-format on
}

inline planner::Deal read_cards(const std::string& text) {
  std::array<int, planner::kCardsDealt> cards{};
  std::istringstream in(text);
  char comma = ',';
  for (int i = 0; i < planner::kCardsDealt; ++i) {
    if ((i && !(in >> comma)) || comma != ',' || !(in >> cards[i]))
      throw UsageError("--cards must be three card numbers like 1,5,12, got '" + text + "'");
  }
  if (!(in >> std::ws).eof()) throw UsageError("--cards must be three card numbers like 1,5,12, got '" + text + "'");
  try {
    return planner::make_deal(cards);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--cards: ") + e.what());
  }
}

inline PlannerSetup read_planner_options(const po::variables_map& vm) {
  PlannerSetup setup;
  check_range<int>(vm, "players", 1, planner::kMaxPlayers);
  setup.players = vm["players"].as<int>();
  if (vm.count("cards")) setup.cards = read_cards(vm["cards"].as<std::string>());
  const std::string sheet = vm["sheet"].as<std::string>();
  if (sheet == "generated") {
    setup.sheets = PlannerSetup::Sheets::Generated;
  } else if (sheet != "random") {
    int k = 0;
    const auto [stop, error] = std::from_chars(sheet.data(), sheet.data() + sheet.size(), k);
    if (error != std::errc{} || stop != sheet.data() + sheet.size() || k < 1 || k > planner::kPublishedSheets)
      throw UsageError("--sheet must be 1-100, random or generated, got '" + sheet + "'");
    setup.sheets = PlannerSetup::Sheets::Fixed;
    setup.sheet_number = k;
  }
  planner::published_sheet(1);  // a missing or broken sheets file is reported before the run
  return setup;
}

}  // namespace parks::cli

namespace parks::cli {

int score_planner(const Args& args);  // cli/planner/score.cpp

}  // namespace parks::cli

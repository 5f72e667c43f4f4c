// Reading a Polyhedral Park Planner position file (docs/planner.md, "Position files"): the
// cards, each seat's sheet, park and modifications, and the acting seat's round so far. Every
// value is checked against the rules (P3-P5) as far as the position shows them.
#include "cli/planner/position.h"

#include <bit>
#include <charconv>
#include <memory>
#include <optional>
#include <sstream>

#include "cli/arena_kit.h"
#include "cli/planner/position_parts.h"
#include "cli/planner/setup.h"
#include "engine/planner/park_file.h"

namespace parks::cli {

namespace {

using namespace planner;

// One seat as the file gives it.
struct SeatRead {
  Sheet sheet;
  Park park;
  int modifications = 0;
  const PositionLine* modifications_line = nullptr;  // the line a count is checked against
  const PositionLine* park_line = nullptr;
};

// What the park block's first word says it is: a whole park file pasted in, or only its grid.
bool is_park_file(const std::vector<std::string>& block) {
  for (const auto& row : block) {
    const auto words = PositionFile::words(row);
    if (words.empty()) continue;
    for (const char* key : {"sheet", "numbers", "park", "cards", "modifications"})
      if (words[0] == key) return true;
    return false;
  }
  return false;
}

std::vector<std::vector<std::string>> grid_rows(const PositionFile& file, const PositionLine& line,
                                                const std::string& what) {
  if (line.block.size() != static_cast<std::size_t>(kSide))
    file.fail(line, "'" + line.key + ":' takes the 9 rows of " + what + " on the indented lines below it, got " +
                        std::to_string(line.block.size()));
  std::vector<std::vector<std::string>> rows;
  for (int r = 0; r < kSide; ++r) {
    const auto words = PositionFile::words(line.block[static_cast<std::size_t>(r)]);
    if (words.size() != static_cast<std::size_t>(kSide))
      file.fail(line, "'" + line.key + ":' row " + std::to_string(r) + " needs 9 entries, got " +
                          std::to_string(words.size()));
    rows.push_back(words);
  }
  return rows;
}

Park read_park_grid(const PositionFile& file, const PositionLine& line) {
  Park park;
  const auto rows = grid_rows(file, line, "the park");
  for (int r = 0; r < kSide; ++r)
    for (int c = 0; c < kSide; ++c) try {
        read_park_token(rows[r][c], square_of(r, c), park);
      } catch (const std::invalid_argument& e) {
        file.fail(line, "'" + line.key + ":' row " + std::to_string(r) + ": " + e.what());
      }
  return park;
}

Sheet read_numbers(const PositionFile& file, const PositionLine& line) {
  Numbers numbers{};
  const auto rows = grid_rows(file, line, "the sheet's printed numbers");
  try {
    for (int r = 0; r < kSide; ++r)
      for (int c = 0; c < kSide; ++c) numbers[r][c] = read_sheet_number(rows[r][c], square_of(r, c));
    return make_sheet(numbers);
  } catch (const std::invalid_argument& e) {
    file.fail(line, "'" + line.key + ":' " + e.what() + " (P2)");
  }
}

Sheet read_sheet_number_line(const PositionFile& file, const PositionLine& line) {
  const int k = file.integer(line, 1, kPublishedSheets);
  try {
    return published_sheet(k);
  } catch (const std::exception& e) {
    file.fail(line, e.what());
  }
}

std::optional<Deal> read_deal_line(const PositionFile& file, const PositionLine& line) {
  const auto words = PositionFile::words(line.value);
  std::array<int, kCardsDealt> cards{};
  if (words.size() != static_cast<std::size_t>(kCardsDealt))
    file.fail(line, "'cards:' takes the three cards dealt, like 'cards: 2 6 11', got '" + line.value + "'");
  for (int i = 0; i < kCardsDealt; ++i) {
    const auto& w = words[static_cast<std::size_t>(i)];
    const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), cards[i]);
    if (error != std::errc{} || end != w.data() + w.size()) file.fail(line, "card '" + w + "' is not a number 1-12");
  }
  try {
    return make_deal(cards);
  } catch (const std::invalid_argument& e) {
    file.fail(line, std::string("'cards:' ") + e.what());
  }
}

// A whole park file pasted under `park:`: its sheet, park, cards and modifications.
ParkFile read_pasted_park_file(const PositionFile& file, const PositionLine& line) {
  std::string text;
  for (const auto& row : line.block) text += row + "\n";
  std::istringstream in(text);
  try {
    return parse_park_file(in);
  } catch (const ParkFileError& e) {
    file.fail(line, "the park file under '" + line.key + ":', its " + e.what());
  }
}

SeatRead read_seat(const PositionFile& file, int players, int p, std::optional<Deal>& deal) {
  SeatRead seat;
  const PositionLine& park = file.need(seat_key("park", players, p));
  seat.park_line = &park;
  const PositionLine* sheet = file.find(seat_key("sheet", players, p));
  const PositionLine* numbers = file.find(seat_key("numbers", players, p));
  const PositionLine* modifications = file.find(seat_key("modifications", players, p));
  if (!park.value.empty())
    file.fail(park, "'" + park.key + ":' takes the park's 9 rows on the indented lines below it, not on its own line");
  if (is_park_file(park.block)) {
    const ParkFile pasted = read_pasted_park_file(file, park);
    for (const PositionLine* twice : {sheet, numbers, modifications})
      if (twice)
        file.fail(*twice, "'" + twice->key + ":' is given in the park file under '" + park.key + ":' (line " +
                              std::to_string(park.number) + ") too");
    if (deal && *deal != pasted.deal)
      file.fail(park, "the park file under '" + park.key + ":' has cards " + deal_name(pasted.deal) +
                          ", not the game's " + deal_name(*deal));
    deal = pasted.deal;
    seat.sheet = pasted.sheet;
    seat.park = pasted.park;
    seat.modifications = pasted.modifications;
    seat.modifications_line = &park;
    return seat;
  }
  if (sheet && numbers)
    file.fail(*numbers, "give the sheet once: '" + sheet->key + ":' (line " + std::to_string(sheet->number) + ") or '" +
                            numbers->key + ":', not both");
  if (!sheet && !numbers)
    file.fail("missing '" + seat_key("sheet", players, p) + ":' (a published sheet 1-100) or '" +
              seat_key("numbers", players, p) + ":' (its 81 printed numbers)");
  seat.sheet = sheet ? read_sheet_number_line(file, *sheet) : read_numbers(file, *numbers);
  seat.park = read_park_grid(file, park);
  seat.modifications_line = &file.need(seat_key("modifications", players, p));
  seat.modifications = file.integer(*seat.modifications_line, 0, kMaxModifications);
  return seat;
}

std::vector<std::string> known_keys(int players) {
  std::vector<std::string> keys = {"players", "cards",    "round",     "seat", "rolled",  "dice",  "raised",
                                   "lowered", "rerolled", "rerolling", "used", "circled", "placed"};
  for (int p = 0; p < players; ++p)
    for (const char* key : {"sheet", "numbers", "park", "modifications"}) keys.push_back(seat_key(key, players, p));
  return keys;
}

// The options the game is built with: the players and the cards (the sheets are in the state).
std::vector<std::string> game_options(const std::vector<SeatRead>& seats, const Deal& deal) {
  std::vector<std::string> options = {"--players", std::to_string(seats.size()), "--cards", deal_name(deal)};
  // The title names the sheet when every seat plays a copy of one published sheet.
  const int id = seats.front().sheet.id;
  bool same = id != 0;
  for (const auto& seat : seats) same = same && seat.sheet.id == id;
  if (same) options.insert(options.end(), {"--sheet", std::to_string(id)});
  return options;
}

template <class State>
TablePosition make_position(const std::shared_ptr<const PlannerSetup>& setup, std::vector<std::string> options,
                            const std::vector<SeatRead>& seats, const Deal& deal, const typename State::Round& round) {
  std::array<Sheet, State::kMaxPlayers> sheets;
  for (std::size_t p = 0; p < seats.size(); ++p) sheets[p] = seats[p].sheet;
  State state = State::initial(sheets, deal, static_cast<int>(seats.size()));
  for (std::size_t p = 0; p < seats.size(); ++p)
    state.set_seat(static_cast<int>(p), seats[p].park, seats[p].modifications);
  state.set_round(round);
  return table_position<PlannerSetup, State>("planner", setup, std::move(options), state);
}

// P5: a round places at most five developments (one die or more unlocks); the seats before the
// acting one have played the current round, the others not yet.
void check_developments(const PositionFile& file, const std::vector<SeatRead>& seats, const RoundRead& round) {
  for (std::size_t p = 0; p < seats.size(); ++p) {
    const int seat = static_cast<int>(p);
    int rounds = round.round;  // completed
    if (round.phase == Phase::Over ||
        ((round.phase == Phase::Use || round.phase == Phase::Reroll) && seat < round.seat))
      rounds = std::min(round.round + 1, kRounds);
    int most = (kDice - 1) * rounds;
    if ((round.phase == Phase::Use) && seat == round.seat) most += std::popcount(round.used & ~round.circled_dice());
    const int developed = count(seats[p].park.developed());
    if (developed > most)
      file.fail(*seats[p].park_line, std::to_string(developed) + " developments, more than " + std::to_string(rounds) +
                                         " rounds played allow (" + std::to_string(most) +
                                         ": a round unlocks with one die or more, P5)");
  }
}

}  // namespace

TablePosition read_planner_position(const PositionFile& file) {
  const PositionLine* players_line = file.find("players");
  const int players = players_line ? file.integer(*players_line, 1, kMaxPlayers) : 1;
  file.allow_only(known_keys(players));
  std::optional<Deal> deal;
  if (const auto* cards = file.find("cards")) deal = read_deal_line(file, *cards);
  std::vector<SeatRead> seats;
  for (int p = 0; p < players; ++p) seats.push_back(read_seat(file, players, p, deal));
  if (!deal) file.fail("missing 'cards:' (the three cards dealt, like 'cards: 2 6 11')");
  const RoundRead round = read_round(file, players);
  if (round.phase == Phase::Use || round.phase == Phase::Reroll) {
    const SeatRead& acting = seats[static_cast<std::size_t>(round.seat)];
    check_modifications(file, round, acting.modifications, *acting.modifications_line);
    check_round_can_end(file, round, acting.sheet, acting.park);
  }
  check_developments(file, seats, round);
  auto options = game_options(seats, *deal);
  const auto setup = std::make_shared<const PlannerSetup>(
      GameOptions<PlannerSetup>{add_planner_options, read_planner_options}.parse(options));
  return setup->dispatch([&]<class State>() {
    return make_position<State>(setup, std::move(options), seats, *deal, round.state_round<State>());
  });
}

}  // namespace parks::cli

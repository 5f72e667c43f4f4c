#include "engine/planner/observation.h"

#include <array>
#include <nlohmann/json.hpp>

#include <string>
#include "engine/core/observation_json.h"

namespace parks::planner {

namespace {

using nlohmann::json;

constexpr std::array<const char*, kDice> kDieNames = {"d4", "d6", "d8", "d10", "d12", "d20"};

std::string phase_name(Phase phase) {
  static constexpr std::array<const char*, 4> kNames = {"roll", "use", "reroll", "over"};
  return kNames[static_cast<int>(phase)];
}

std::string development_name(int d) { return std::string(kDevelopmentNames[d]); }

// The dice of a 6-bit subset by name, in die order.
json dice_json(unsigned dice) {
  json names = json::array();
  for (int k = 0; k < kDice; ++k)
    if (dice >> k & 1) names.push_back(kDieNames[k]);
  return names;
}

json values_json(const DiceValues& values) {
  json out = json::object();
  for (int k = 0; k < kDice; ++k) out[kDieNames[k]] = values[k];
  return out;
}

json developments_json(std::uint8_t types) {
  json names = json::array();
  for (int d = 0; d < kDevelopments; ++d)
    if (types >> d & 1) names.push_back(development_name(d));
  return names;
}

// 9 rows of 9 park-file tokens: "." empty, "i" the info booth, else T P W B.
json park_json(const Park& park) {
  json rows = json::array();
  for (int r = 0; r < kSide; ++r) {
    json row = json::array();
    for (int c = 0; c < kSide; ++c) {
      const int s = square_of(r, c);
      std::string token = s == kBoothSquare ? "i" : ".";
      for (int d = 0; d < kDevelopments; ++d)
        if (park.boards[d] & bit(s)) token = std::string(1, kDevelopmentTokens[d]);
      row.push_back(token);
    }
    rows.push_back(row);
  }
  return rows;
}

json numbers_json(const Sheet& sheet) {
  json rows = json::array();
  for (const auto& row : sheet.numbers()) rows.push_back(row);
  return rows;
}

json deal_json(const Deal& deal) {
  json cards = json::array();
  for (int card : deal)
    cards.push_back({{"card", card}, {"name", std::string(kCardInfo[card].name)}, {"target", kCardInfo[card].target}});
  return cards;
}

json score_json(const ScoreCard& card) {
  return {{"total", card.total()},
          {"card_points", card.points},
          {"requirements_met", card.met},
          {"isolated_regions", card.isolated_regions},
          {"penalty", card.penalty()}};
}

template <int Seats>
json seat_json(const BasicState<Seats>& state, int p) {
  const Sheet& sheet = state.sheet(p);
  return {{"seat", p},
          {"sheet", sheet.id ? json(sheet.id) : json(nullptr)},
          {"numbers", numbers_json(sheet)},
          {"park", park_json(state.park(p))},
          {"developed", count(state.park(p).developed())},
          {"modifications", state.modifications(p)},
          {"score", score_json(state.score_card(p))}};
}

// The acting seat's round: the dice as modified, what it has used, circled and placed.
template <int Seats>
json round_json(const BasicState<Seats>& state) {
  json circled = json::object();
  for (int d = 0; d < kDevelopments; ++d)
    if (state.circled()[d]) circled[development_name(d)] = dice_json(state.circled()[d]);
  unsigned rerolling = 0;
  for (int k = 0; k < kDice; ++k)
    if (state.phase() == Phase::Reroll && state.rolling(k)) rerolling |= 1u << k;
  return {{"seat", state.seat()},
          {"rolled", values_json(state.rolled())},
          {"dice", values_json(state.dice())},
          {"raised", dice_json(state.raised())},
          {"lowered", dice_json(state.lowered())},
          {"rerolled", state.rerolled()},
          {"rerolling", dice_json(rerolling)},
          {"used", dice_json(state.used())},
          {"circled", circled},
          {"unlocked", developments_json(state.unlocked())},
          {"placed", developments_json(state.placed())}};
}

template <int Seats>
json outcome_json(const BasicState<Seats>& state) {
  if (!state.is_terminal()) return nullptr;
  return {{"winners", winners_json(state)}};
}

}  // namespace

template <int Seats>
nlohmann::json observation_json(const BasicState<Seats>& state, int player) {
  const bool in_round = state.phase() == Phase::Use || state.phase() == Phase::Reroll;
  json seats = json::array();
  for (int p = 0; p < state.num_players(); ++p) seats.push_back(seat_json(state, p));
  return {{"player", player},
          {"players", state.num_players()},
          {"phase", phase_name(state.phase())},
          {"to_act", to_act_json(state)},
          {"rounds_completed", state.round()},
          {"rounds", kRounds},
          {"cards", deal_json(state.deal())},
          {"solo_target", state.num_players() == 1 ? json(target(state.deal())) : json(nullptr)},  // P8
          {"round", in_round ? round_json(state) : json(nullptr)},
          {"seats", seats},
          {"outcome", outcome_json(state)}};
}

template nlohmann::json observation_json(const SoloState& state, int player);
template nlohmann::json observation_json(const PartyState& state, int player);

}  // namespace parks::planner

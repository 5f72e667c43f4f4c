#pragma once
// A game position as the moves that made it: what deals the game (the game, its options, the
// run's seed and the deal's number) and the text of every move since, chance outcomes included.
// Replaying the moves from the deal gives the state exactly, so a record is the state's JSON form
// (after OpenSpiel, which serialises a state as its history).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/vocabulary.h"

namespace parks {

inline constexpr int kRecordSchema = 1;

struct GameRecord {
  std::string game;                  // the command-line name
  std::vector<std::string> options;  // the game's options as given, e.g. {"--players", "3"}
  std::uint64_t seed = 1;
  std::int64_t deal = 0;
  std::vector<std::string> moves;

  bool operator==(const GameRecord&) const = default;
};

inline nlohmann::json to_json(const GameRecord& record) {
  return {{"schema", kRecordSchema}, {"game", record.game}, {"options", record.options},
          {"seed", record.seed},     {"deal", record.deal}, {"moves", record.moves}};
}

// Throws std::invalid_argument naming the key that is missing or of the wrong kind.
inline GameRecord record_from_json(const nlohmann::json& json) {
  const auto field = [&](const char* key, bool (nlohmann::json::*is)() const noexcept) -> const nlohmann::json& {
    const auto found = json.find(key);
    if (found == json.end()) throw std::invalid_argument(std::string("the record has no \"") + key + "\"");
    if (!((*found).*is)())
      throw std::invalid_argument(std::string("the record's \"") + key + "\" is of the wrong kind");
    return *found;
  };
  if (!json.is_object()) throw std::invalid_argument("a record is a JSON object");
  if (field("schema", &nlohmann::json::is_number_integer) != kRecordSchema)
    throw std::invalid_argument("the record's schema is " + json["schema"].dump() + ", not " +
                                std::to_string(kRecordSchema));
  GameRecord record;
  record.game = field("game", &nlohmann::json::is_string).get<std::string>();
  record.seed = field("seed", &nlohmann::json::is_number_unsigned).get<std::uint64_t>();
  record.deal = field("deal", &nlohmann::json::is_number_integer).get<std::int64_t>();
  for (const auto& list : {"options", "moves"})
    for (const auto& item : field(list, &nlohmann::json::is_array))
      if (!item.is_string())
        throw std::invalid_argument(std::string("the record's \"") + list + "\" holds a non-string");
  record.options = json["options"].get<std::vector<std::string>>();
  record.moves = json["moves"].get<std::vector<std::string>>();
  return record;
}

// Plays `moves` from `state`; throws std::invalid_argument naming the first move that is not
// legal (or not a possible outcome) where it is played.
template <HasVocabulary S>
S replay_moves(S state, const std::vector<std::string>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto action = parse_action(state, moves[i]);
    if (!action)
      throw std::invalid_argument("move " + std::to_string(i + 1) + " '" + moves[i] + "' is not " +
                                  (state.is_terminal() ? "possible: the game is over" : "legal there"));
    state.apply(*action);
  }
  return state;
}

}  // namespace parks

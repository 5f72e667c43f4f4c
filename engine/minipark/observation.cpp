#include "engine/minipark/observation.h"

#include <nlohmann/json.hpp>

#include "engine/core/observation_json.h"

#include <array>
#include <string>

namespace parks::minipark {

namespace {

using nlohmann::json;

const char* phase_name(Phase phase) {
  static constexpr std::array<const char*, 8> kNames = {"setup",  "turn",   "draw",      "place drawn",
                                                        "refill", "reveal", "expansion", "over"};
  return kNames[static_cast<int>(phase)];
}

// A tile type by its index (the number in "reveal tile 12") and its name in the tile file.
json tile_json(const TileSet& tiles, int type) { return {{"type", type}, {"name", tiles.tile(type).name}}; }

json cell_json(Cell cell) { return json::array({cell.x, cell.y}); }

json seat_or_null(int seat) { return seat == kNobody ? json(nullptr) : json(seat); }

json park_json(const State& state) {
  const Park& park = state.park();
  json slots = json::array();
  for (int s = 0; s < park.size(); ++s) {
    const Placed& placed = park.placed(s);
    json slot = tile_json(park.tiles(), placed.tile);
    slot["slot"] = s;
    slot["turn"] = placed.turn;
    slot["at"] = cell_json(placed.cell);
    slot["placed_by"] = seat_or_null(state.placer(s));  // nobody for the start tile
    slots.push_back(slot);
  }
  return slots;
}

json face_up_json(const State& state) {
  json face_up = json::array();
  for (int i = 0; i < kFaceUp; ++i)
    face_up.push_back(state.face_up(i) == kNoTile ? json(nullptr) : tile_json(state.park().tiles(), state.face_up(i)));
  return face_up;
}

// The unseen base tiles by type: the tile set less every tile revealed, so public; their order
// is not known to anyone.
json unseen_json(const State& state) {
  json unseen = json::array();
  const TileSet& tiles = state.park().tiles();
  for (int t = 0; t < tiles.types(); ++t) {
    if (!state.unseen(t)) continue;
    json entry = tile_json(tiles, t);
    entry["count"] = state.unseen(t);
    unseen.push_back(entry);
  }
  return unseen;
}

json offer_json(const State& state) {
  json offer = json::array();
  for (int e = 0; e < state.offers(); ++e) {
    json entry = tile_json(state.park().tiles(), state.offer(e));
    entry["offer"] = e;
    offer.push_back(entry);
  }
  return offer;
}

// Each character's marker: where it stands and whose it is; in advanced rules also the
// objective card taken with it (M5), null while it is still face down.
json characters_json(const State& state) {
  const bool advanced = state.options().rules == Rules::Advanced;
  json characters = json::array();
  for (int c = 0; c < kCharacters; ++c) {
    const int slot = state.markers()[c];
    json entry = {{"name", kCharacterNames[c]}};
    if (slot == kNoSlot) {
      entry["slot"] = nullptr;
      entry["owner"] = nullptr;
    } else {
      entry["slot"] = slot;
      entry["at"] = cell_json(state.park().placed(slot).cell);
      entry["owner"] = state.owner(c);
      entry["round"] = state.taken_round(c);
    }
    if (advanced)
      entry["objective"] = state.objective(c) == kUnknown ? json(nullptr) : json(kCharacterNames[state.objective(c)]);
    characters.push_back(entry);
  }
  return characters;
}

// Each player's points: placement points during the game (the score so far), the final tally by
// category once it is over.
json players_json(const State& state) {
  const int quota = character_quota(state.num_players(), state.options().rules);
  json players = json::array();
  for (int p = 0; p < state.num_players(); ++p) {
    json entry = {{"seat", p},
                  {"points", state.score(p)},
                  {"characters_taken", state.characters_taken(p)},
                  {"characters_left", quota - state.characters_taken(p)}};
    if (state.is_terminal()) {
      const auto categories = state.category_points(p);
      for (std::size_t k = 0; k < categories.size(); ++k) entry[kCategoryNames[k]] = categories[k];
      entry["winner"] = state.is_winner(p);
    }
    players.push_back(entry);
  }
  return players;
}

}  // namespace

json observation_json(const State& state, int player) {
  const int turns = state.turns();
  return {{"player", player},
          {"players", state.num_players()},
          {"rules", state.options().rules == Rules::Advanced ? "advanced" : "basic"},
          {"expansions", state.options().expansions},
          {"phase", phase_name(state.phase())},
          {"turn_player", state.turn_player()},
          {"to_act", to_act_json(state)},
          {"turns", turns},
          {"round", turns / state.num_players() + 1},
          {"park", park_json(state)},
          {"face_up", face_up_json(state)},
          {"drawn", state.drawn() == kNoTile ? json(nullptr) : tile_json(state.park().tiles(), state.drawn())},
          {"stack", state.unseen()},
          {"unseen", unseen_json(state)},
          {"set_aside", state.set_aside()},
          {"offer", offer_json(state)},
          {"characters", characters_json(state)},
          {"scores", players_json(state)}};
}

}  // namespace parks::minipark

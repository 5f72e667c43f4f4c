// A position at the table replayed into a state, and a state's table (engine/minipark/table.h).
#include "engine/minipark/table.h"

#include <algorithm>

#include "engine/minipark/state.h"

namespace parks::minipark {

namespace {

std::string xy_text(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

// What one move did: the tile laid (its index in the table's park) and the character placed.
struct MoveEvents {
  int tile = kNone;
  int character = kNone;
};

// The moves 1 to the last, each checked to lay a tile or place a character.
std::vector<MoveEvents> moves_of(const TileSet& tiles, const ParkTable& table) {
  std::vector<MoveEvents> moves(1);
  const auto at = [&](int m) -> MoveEvents& {
    if (static_cast<int>(moves.size()) <= m) moves.resize(static_cast<std::size_t>(m) + 1);
    return moves[static_cast<std::size_t>(m)];
  };
  for (int i = 1; i < static_cast<int>(table.park.size()); ++i) {
    const TableTile& tile = table.park[static_cast<std::size_t>(i)];
    const int before = table.park[static_cast<std::size_t>(i) - 1].move;
    if (tile.move <= before)
      throw TableError(TablePart::Park, i,
                       "move " + std::to_string(tile.move) + " after move " + std::to_string(before) +
                           ": list the tiles in the order laid, one a move, from move 1");
    at(tile.move).tile = i;
  }
  for (int j = 0; j < static_cast<int>(table.characters.size()); ++j) {
    const TableCharacter& placed = table.characters[static_cast<std::size_t>(j)];
    if (placed.move < 1) throw TableError(TablePart::Characters, j, "moves count from 1");
    MoveEvents& move = at(placed.move);
    if (move.character != kNone)
      throw TableError(TablePart::Characters, j,
                       "two characters on move " + std::to_string(placed.move) + ": a move places one character");
    move.character = j;
  }
  for (int m = 1; m < static_cast<int>(moves.size()); ++m) {
    const MoveEvents& move = moves[static_cast<std::size_t>(m)];
    const bool expansion =
        move.tile != kNone && tiles.tile(table.park[static_cast<std::size_t>(move.tile)].type).expansion;
    if (move.tile == kNone && move.character == kNone) {
      int later = m;
      while (moves[static_cast<std::size_t>(later)].tile == kNone &&
             moves[static_cast<std::size_t>(later)].character == kNone)
        ++later;
      const MoveEvents& next = moves[static_cast<std::size_t>(later)];
      throw TableError(next.tile != kNone ? TablePart::Park : TablePart::Characters,
                       next.tile != kNone ? next.tile : next.character,
                       "nothing on move " + std::to_string(m) +
                           ": every move from 1 lays a tile or places a character");
    }
    if (move.character != kNone && move.tile != kNone && !expansion)
      throw TableError(TablePart::Characters, move.character,
                       "move " + std::to_string(m) + " lays a base tile: a move lays a tile or places a character");
    if (move.character == kNone && expansion)
      throw TableError(TablePart::Park, move.tile,
                       "an expansion tile is laid with its player's first character: no character on move " +
                           std::to_string(m));
  }
  return moves;
}

}  // namespace

State State::at_table(const TileSet& tiles, const GameOptions& options, const ParkTable& table) {
  State s = initial(tiles, options);
  const int players = options.players;
  const auto name = [&](int t) { return "'" + tiles.tile(t).name + "'"; };
  const auto check_type = [&](TablePart part, int index, int t) {
    if (t < 0 || t >= tiles.types()) throw TableError(part, index, "no tile " + std::to_string(t) + " in the tile set");
  };
  // A base tile revealed from the stack.
  const auto take = [&](TablePart part, int index, int t) {
    check_type(part, index, t);
    if (tiles.tile(t).expansion)
      throw TableError(part, index, name(t) + " is an expansion tile: it comes from the offer, not the stack");
    if (!s.unseen_[t])
      throw TableError(part, index,
                       "more " + name(t) + " tiles than the tile set holds (" + std::to_string(tiles.tile(t).count) +
                           "), counting the park, face-up, " + "drawn and set-aside tiles");
    s.reveal(t);
  };
  // An expansion tile offered at the setup.
  const auto offered = [&](TablePart part, int index, int t) {
    check_type(part, index, t);
    if (!tiles.tile(t).expansion) throw TableError(part, index, name(t) + " is a base tile, not an expansion tile");
    if (!options.expansions)
      throw TableError(part, index, name(t) + " is an expansion tile: the game is played without the expansion");
    if (!s.pool_[t])
      throw TableError(part, index,
                       "more " + name(t) + " tiles than the tile set holds (" + std::to_string(tiles.tile(t).count) +
                           ")");
    --s.pool_[t];
    --s.pool_total_;
  };

  for (int i = 0; i < kFaceUp; ++i) {
    const int t = table.face_up[static_cast<std::size_t>(i)];
    if (t != kNone) take(TablePart::FaceUp, i, t);
    s.face_up_[static_cast<std::size_t>(i)] = t == kNone ? kNoTile : static_cast<std::uint8_t>(t);
  }
  if (table.drawn != kNone) take(TablePart::Drawn, 0, table.drawn);
  for (int i = 0; i < static_cast<int>(table.set_aside.size()); ++i) {
    take(TablePart::SetAside, i, table.set_aside[static_cast<std::size_t>(i)]);
    ++s.set_aside_;
  }

  if (table.park.empty()) throw TableError(TablePart::Park, kNone, "the park needs its start tile");
  const TableTile& start = table.park.front();
  if (start.move != 0 || start.turn != 0 || start.cell != Cell{})
    throw TableError(TablePart::Park, 0, "the park starts with the start tile on move 0, turn 0, at 0,0");
  take(TablePart::Park, 0, start.type);
  s.park_.start(start.type);
  s.setup_step_ = static_cast<std::uint8_t>(kFaceUp + 1 + (options.expansions ? players : 0));

  // The offer as dealt at the setup: the tiles still on offer and those laid since.
  std::vector<int> offer = table.offer;
  for (int e = 0; e < static_cast<int>(table.offer.size()); ++e)
    offered(TablePart::Offer, e, table.offer[static_cast<std::size_t>(e)]);
  for (int i = 1; i < static_cast<int>(table.park.size()); ++i) {
    const TableTile& tile = table.park[static_cast<std::size_t>(i)];
    check_type(TablePart::Park, i, tile.type);
    if (tile.turn < 0 || tile.turn > 3) throw TableError(TablePart::Park, i, "a turn is 0-3 quarter turns clockwise");
    if (!tiles.tile(tile.type).expansion) continue;
    offered(TablePart::Park, i, tile.type);
    offer.push_back(tile.type);
  }
  if (options.expansions && static_cast<int>(offer.size()) != players)
    throw TableError(TablePart::Offer, kNone,
                     "the offer holds " + std::to_string(table.offer.size()) + " tiles with " +
                         std::to_string(offer.size() - table.offer.size()) +
                         " expansion tiles laid: the setup offers one tile per player (" + std::to_string(players) +
                         ")");

  const std::vector<MoveEvents> moves = moves_of(tiles, table);
  const int last = static_cast<int>(moves.size()) - 1;

  // Lays tile i of the park on an opening or, a hammer tile, over a placed tile (the expansion).
  const auto lay_tile = [&](int i, bool base) {
    const TableTile& tile = table.park[static_cast<std::size_t>(i)];
    const std::string what = name(tile.type) + " turn " + std::to_string(tile.turn);
    const int opening = s.park_.opening_at(tile.cell);
    if (opening >= 0) {
      if (!s.park_.can_place(tile.type, tile.turn, opening))
        throw TableError(
            TablePart::Park, i,
            what + " does not fit at " + xy_text(tile.cell) +
                ": its roads must meet its neighbours' roads, and no road may end on a side without one (M3)");
    } else {
      const int slot = s.park_.slot_at(tile.cell);
      if (slot == kNoSlot)
        throw TableError(TablePart::Park, i,
                         xy_text(tile.cell) + " borders no tile laid before move " + std::to_string(tile.move) +
                             ": a tile is laid next to the park (M3)");
      if (base || !tiles.tile(tile.type).hammer)
        throw TableError(TablePart::Park, i,
                         xy_text(tile.cell) + " already holds " + name(s.park_.placed(slot).tile) + " (slot " +
                             std::to_string(slot) + "): only a hammer tile covers a tile");
      if (s.marked(slot))
        throw TableError(TablePart::Park, i,
                         "a hammer tile covers no tile holding a character, as " + xy_text(tile.cell) + " does");
      if (!s.park_.can_stack(tile.type, tile.turn, slot))
        throw TableError(TablePart::Park, i,
                         what + " does not fit over " + xy_text(tile.cell) +
                             ": its roads must meet its neighbours' roads (M3)");
    }
    s.lay(Action::place(0, tile.turn, tile.cell), tile.type, base);
  };

  int unfinished = kNone;  // a move waiting for its objective card or its expansion tile
  for (int m = 1; m <= last; ++m) {
    s.seat_ = static_cast<std::uint8_t>((m - 1) % players);
    s.turns_ = static_cast<std::uint8_t>(m - 1);
    const MoveEvents& move = moves[static_cast<std::size_t>(m)];
    if (move.character == kNone) {
      take(TablePart::Park, move.tile, table.park[static_cast<std::size_t>(move.tile)].type);
      lay_tile(move.tile, true);
      continue;
    }
    const int j = move.character;
    const TableCharacter& placed = table.characters[static_cast<std::size_t>(j)];
    const auto fail = [&](const std::string& why) { throw TableError(TablePart::Characters, j, why); };
    const int c = placed.character, seat = s.seat_;
    if (c < 0 || c >= kCharacters) fail("no character " + std::to_string(c));
    const std::string player = "player " + std::to_string(seat + 1);
    if (!s.can_take_character(seat))
      fail(player + " (move " + std::to_string(m) + ") places more characters than the rules allow (" +
           std::to_string(character_quota(players, options.rules)) + " each, M6)");
    const int slot = s.park_.slot_at(placed.cell);
    if (slot == kNoSlot) fail("no tile at " + xy_text(placed.cell) + " on move " + std::to_string(m));
    const SlotSet pictured = kCharacterKind[c] < 0 ? s.park_.road_slots() : s.park_.kind_slots(kCharacterKind[c]);
    if (!(pictured >> slot & 1))
      fail(std::string("the ") + kCharacterNames[c] + " stands on " +
           (kCharacterKind[c] < 0 ? std::string("a tile with a road")
                                  : std::string("a ") + kKindNames[kCharacterKind[c]]) +
           ", and " + xy_text(placed.cell) + " holds " + name(s.park_.placed(slot).tile) + " (M6)");
    if (s.marked(slot)) fail(xy_text(placed.cell) + " already holds a character: one a tile");
    s.markers_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(slot);
    s.owner_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(seat);
    s.taken_round_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>((m - 1) / players + 1);
    ++s.taken_[static_cast<std::size_t>(seat)];
    s.pending_ = static_cast<std::uint8_t>(c);
    if (options.rules == Rules::Basic) {
      if (placed.objective != kNone) fail("objective cards are in the advanced rules only");
    } else if (placed.objective == kNone) {
      if (m != last || move.tile != kNone)
        fail(std::string("the objective card taken with the ") + kCharacterNames[c] + " shows (M5): give it");
      unfinished = m;  // the card is still to be revealed
      continue;
    } else {
      const int shown = placed.objective;
      if (shown < 0 || shown >= kCharacters) fail("no character " + std::to_string(shown));
      if (!(s.hidden_objectives_ >> shown & 1))
        fail(std::string("two objective cards show the ") + kCharacterNames[shown] + ": there is one a character");
      s.hidden_objectives_ &= static_cast<std::uint8_t>(~(1u << shown));
      s.objective_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(shown);
    }
    const bool first = options.expansions && s.taken_[static_cast<std::size_t>(seat)] == 1;
    if (!first) {
      if (move.tile != kNone)
        throw TableError(TablePart::Park, move.tile,
                         "an expansion tile is laid with its player's first character, and move " + std::to_string(m) +
                             " places " + player + "'s second");
      continue;
    }
    s.offered_[static_cast<std::size_t>(seat)] = true;
    if (move.tile != kNone) {
      const int type = table.park[static_cast<std::size_t>(move.tile)].type;
      offer.erase(std::find(offer.begin(), offer.end(), type));
      lay_tile(move.tile, false);
      continue;
    }
    std::copy(offer.begin(), offer.end(), s.offer_.begin());
    s.offers_ = static_cast<std::uint8_t>(offer.size());
    if (!s.offer_fits()) continue;  // the chance is lost
    if (m != last)
      fail(player + "'s first character brings an offered expansion tile, and one fits: lay it on move " +
           std::to_string(m) + " too");
    unfinished = m;  // the offered tile is still to be laid
  }
  std::fill(s.offer_.begin(), s.offer_.end(), std::uint8_t{0});
  std::copy(table.offer.begin(), table.offer.end(), s.offer_.begin());
  s.offers_ = static_cast<std::uint8_t>(table.offer.size());

  s.phase_ = Phase::Turn;
  if (unfinished != kNone)
    s.phase_ =
        options.rules == Rules::Advanced &&
                table.characters[static_cast<std::size_t>(moves[static_cast<std::size_t>(last)].character)].objective ==
                    kNone
            ? Phase::Reveal
            : Phase::Expansion;
  for (int i = 0; i < kFaceUp; ++i) {
    if (table.face_up[static_cast<std::size_t>(i)] != kNone || !s.unseen_total_) continue;
    // A face-up tile taken is replaced at once: here the replacement is still to be drawn.
    const bool refill = unfinished == kNone && last > 0 && moves[static_cast<std::size_t>(last)].character == kNone &&
                        table.drawn == kNone && !table.drawing &&
                        table.face_up[static_cast<std::size_t>(1 - i)] != kNone;
    if (!refill)
      throw TableError(TablePart::FaceUp, i,
                       "face-up " + std::to_string(i) + " is empty while the stack holds " +
                           std::to_string(s.unseen_total_) + " tiles: a face-up tile taken is replaced");
    s.phase_ = Phase::Refill;
    s.refill_ = static_cast<std::uint8_t>(i);
    unfinished = last;
  }
  if (table.drawn != kNone || table.drawing) {
    if (unfinished != kNone)
      throw TableError(TablePart::Drawn, 0, "a tile is drawn while move " + std::to_string(last) + " is unfinished");
    if (table.drawn != kNone && table.drawing)
      throw TableError(TablePart::Drawn, 0, "a tile is drawn, or to be drawn, not both");
    if (table.drawing && !s.unseen_total_) throw TableError(TablePart::Drawn, 0, "the stack is empty: nothing to draw");
    if (table.drawn != kNone && !s.park_.fits(table.drawn))
      throw TableError(TablePart::Drawn, 0,
                       name(table.drawn) + " fits nowhere: a drawn tile that fits nowhere is set aside (M3)");
    s.phase_ = table.drawing ? Phase::Draw : Phase::PlaceDrawn;
    if (table.drawn != kNone) s.drawn_ = static_cast<std::uint8_t>(table.drawn);
  }
  const int done = unfinished != kNone ? last - 1 : last;
  s.turns_ = static_cast<std::uint8_t>(done);
  s.seat_ = static_cast<std::uint8_t>(done % players);
  if (s.phase_ == Phase::Turn) s.finish_if_done();
  s.check_invariants();
  return s;
}

ParkTable State::table() const {
  if (phase_ == Phase::Setup) throw std::invalid_argument("the setup is still dealing: the table has no position yet");
  ParkTable table;
  const int players = players_;
  std::array<int, kMaxPlayers> first{};  // each player's first character's move
  for (int c = 0; c < kCharacters; ++c) {
    if (owner_[c] == kNobody) continue;
    const int move = (taken_round_[c] - 1) * players + owner_[c] + 1;
    table.characters.push_back({c, park_.placed(markers_[c]).cell, move,
                                objective_[c] == kUnknown ? kNone : objective_[c]});
    if (!first[owner_[c]] || move < first[owner_[c]]) first[owner_[c]] = move;
  }
  std::sort(table.characters.begin(), table.characters.end(),
            [](const TableCharacter& a, const TableCharacter& b) { return a.move < b.move; });
  // What each slot held first, and the hammer tiles laid over it since.
  struct Laid {
    int tile, turn, placer;
  };
  const auto laid_at = [&](int s) {
    for (int k = 0; k < stacks_; ++k)
      if (covered_[k].slot == s) return Laid{covered_[k].tile, covered_[k].turn, covered_[k].placer};
    return Laid{park_.placed(s).tile, park_.placed(s).turn, placer_[s]};
  };
  int move = 0;
  const auto next_free = [&] {
    for (++move;; ++move) {
      bool taken = false;
      for (const auto& placed : table.characters) taken |= placed.move == move;
      if (!taken) return move;
    }
  };
  for (int s = 0; s < park_.size(); ++s) {
    const Laid laid = laid_at(s);
    const Cell cell = park_.placed(s).cell;
    const bool expansion = tiles_->tile(laid.tile).expansion;
    const int when = s == 0 ? 0 : expansion ? first[laid.placer] : next_free();
    table.park.push_back({laid.tile, laid.turn, cell, when});
  }
  for (int k = 0; k < stacks_; ++k) {
    const int s = covered_[k].slot;
    int later = k + 1;
    while (later < stacks_ && covered_[later].slot != s) ++later;
    const Laid over = later < stacks_ ? Laid{covered_[later].tile, covered_[later].turn, covered_[later].placer}
                                      : Laid{park_.placed(s).tile, park_.placed(s).turn, placer_[s]};
    table.park.push_back({over.tile, over.turn, park_.placed(s).cell, first[over.placer]});
  }
  std::stable_sort(table.park.begin(), table.park.end(),
                   [](const TableTile& a, const TableTile& b) { return a.move < b.move; });

  std::array<int, kMaxTileTypes> revealed{};
  for (int t = 0; t < tiles_->types(); ++t)
    if (!tiles_->tile(t).expansion) revealed[t] = tiles_->tile(t).count - unseen_[t];
  for (const TableTile& tile : table.park)
    if (!tiles_->tile(tile.type).expansion) --revealed[tile.type];
  for (int i = 0; i < kFaceUp; ++i) {
    table.face_up[i] = face_up_[i] == kNoTile ? kNone : face_up_[i];
    if (face_up_[i] != kNoTile) --revealed[face_up_[i]];
  }
  if (drawn_ != kNoTile) {
    table.drawn = drawn_;
    --revealed[drawn_];
  }
  table.drawing = phase_ == Phase::Draw;
  for (int t = 0; t < tiles_->types(); ++t)
    for (int k = 0; k < revealed[t]; ++k) table.set_aside.push_back(t);
  for (int e = 0; e < offers_; ++e) table.offer.push_back(offer_[e]);
  return table;
}

}  // namespace parks::minipark

#include "engine/minipark/state.h"

#include <cassert>
#include <numeric>
#include <stdexcept>
#include <string>

#include "engine/core/bits.h"

namespace parks::minipark {

State State::initial(const TileSet& tiles, const GameOptions& options) {
  if (options.players < 2 || options.players > kMaxPlayers)
    throw std::invalid_argument("Mini Park is for 2-5 players (M6), got " + std::to_string(options.players));
  if (options.expansions && tiles.expansion_tiles() < options.players)
    throw std::invalid_argument("the expansion needs one expansion tile per player; the tile set has " +
                                std::to_string(tiles.expansion_tiles()));
  State state;
  state.tiles_ = &tiles;
  state.options_ = options;
  state.players_ = static_cast<std::uint8_t>(options.players);
  state.park_ = Park(tiles);
  for (int t = 0; t < tiles.types(); ++t) {
    const Tile& tile = tiles.tile(t);
    if (!tile.expansion) state.unseen_[t] = static_cast<std::uint8_t>(tile.count);
    else if (options.expansions) state.pool_[t] = static_cast<std::uint8_t>(tile.count);
  }
  state.unseen_total_ = static_cast<std::uint8_t>(tiles.base_tiles());
  state.pool_total_ = options.expansions ? static_cast<std::uint8_t>(tiles.expansion_tiles()) : 0;
  state.markers_.fill(kNoSlot);
  state.owner_.fill(kNobody);
  state.objective_.fill(kUnknown);
  state.taken_round_.fill(0);
  state.placer_.fill(kNobody);
  state.hidden_objectives_ = options.rules == Rules::Advanced ? (1u << kCharacters) - 1 : 0;
  return state;
}

int State::current_player() const {
  switch (phase_) {
    case Phase::Turn:
    case Phase::PlaceDrawn:
    case Phase::Expansion: return seat_;
    case Phase::Over: return kTerminalPlayer;
    default: return kChancePlayer;
  }
}

bool State::is_winner(int player) const {
  if (phase_ != Phase::Over) return false;
  for (int p = 0; p < players_; ++p)
    if (tally_.total(p) > tally_.total(player)) return false;
  return true;  // ties share the win
}

std::uint64_t State::chance_key() const {
  if (phase_ == Phase::Reveal) return 2000 + pending_;
  if (phase_ == Phase::Setup && setup_step_ > kFaceUp) return 1000 + setup_step_;
  return revealed_;
}

void State::chance_outcomes(ChanceList<State>& outcomes) const {
  if (phase_ == Phase::Reveal) {
    const double p = 1.0 / std::popcount(hidden_objectives_);
    for (int c = 0; c < kCharacters; ++c)
      if (hidden_objectives_ >> c & 1) outcomes.push_back({Action::reveal_objective(c), p});
    return;
  }
  const auto& counts = reveals_offer() ? pool_ : unseen_;
  const double total = reveals_offer() ? pool_total_ : unseen_total_;
  for (int t = 0; t < tiles_->types(); ++t)
    if (counts[t]) outcomes.push_back({Action::reveal_tile(t), counts[t] / total});
}

State::Action State::sample_chance(Rng& rng) const {
  if (phase_ == Phase::Reveal) {
    unsigned hidden = hidden_objectives_;
    for (auto k = rng.below(static_cast<std::uint32_t>(std::popcount(hidden))); k; --k) hidden &= hidden - 1;
    return Action::reveal_objective(lsb(hidden));
  }
  const auto& counts = reveals_offer() ? pool_ : unseen_;
  int k = static_cast<int>(rng.below(reveals_offer() ? pool_total_ : unseen_total_));
  int t = 0;
  while (k >= counts[t]) k -= counts[t++];
  return Action::reveal_tile(t);
}

double State::chance_probability(Action outcome) const {
  if (phase_ == Phase::Reveal) return 1.0 / std::popcount(hidden_objectives_);
  return reveals_offer() ? static_cast<double>(pool_[outcome.tile()]) / pool_total_
                         : static_cast<double>(unseen_[outcome.tile()]) / unseen_total_;
}

// ---- legal actions ----

bool State::fits_face_up() const {
  for (std::uint8_t t : face_up_)
    if (t != kNoTile && park_.fits(t)) return true;
  return false;
}

bool State::can_take_character(int player) const { return taken_[player] < character_quota(players_, options_.rules); }

// Writes every candidate and keeps the accepted ones (branch-free: most tests fail).
void State::place_actions(ActionList<State>& actions, int source, int type) const {
  const int openings = static_cast<int>(park_.openings().size());
  const std::uint8_t turns = tiles_->distinct_turns(type);
  for (int r = 0; r < 4; ++r) {
    if (!(turns >> r & 1)) continue;
    const EdgeMask edges = tiles_->turned(type, r).edges;
    Action* out = actions.extend(static_cast<std::size_t>(openings));
    for (int o = 0; o < openings; ++o) {
      *out = Action::place(source, r, park_.opening_key(o));
      out += park_.opening_patterns(o) >> edges & 1;
    }
    actions.shrink_to(static_cast<std::size_t>(out - actions.begin()));
  }
}

void State::offer_actions(ActionList<State>& actions) const {
  for (int e = 0; e < offers_; ++e) {
    const int type = offer_[e];
    bool repeat = false;  // two offered tiles of one type give the same moves
    for (int f = 0; f < e; ++f) repeat |= offer_[f] == type;
    if (repeat) continue;
    place_actions(actions, Offer + e, type);
    if (!tiles_->tile(type).hammer) continue;
    for (int s = 0; s < park_.size(); ++s) {
      if (marked(s)) continue;
      for (int r = 0; r < 4; ++r)
        if ((tiles_->distinct_turns(type) >> r & 1) && park_.can_stack(type, r, s))
          actions.push_back(Action::place(Offer + e, r, park_.placed(s).cell));
    }
  }
}

bool State::offer_fits() const {
  for (int e = 0; e < offers_; ++e) {
    const int type = offer_[e];
    if (park_.fits(type)) return true;
    if (!tiles_->tile(type).hammer) continue;
    for (int s = 0; s < park_.size(); ++s)
      for (int r = 0; r < 4; ++r)
        if (!marked(s) && park_.can_stack(type, r, s)) return true;
  }
  return false;
}

void State::character_actions(ActionList<State>& actions) const {
  SlotSet occupied = 0;
  for (std::uint8_t at : markers_)
    if (at != kNoSlot) occupied |= slot_bit(at);
  for (int c = 0; c < kCharacters; ++c) {
    if (markers_[c] != kNoSlot) continue;
    SlotSet targets = (kCharacterKind[c] < 0 ? park_.road_slots() : park_.kind_slots(kCharacterKind[c])) & ~occupied;
    while (targets) actions.push_back(Action::character(c, pop_lsb(targets)));
  }
}

void State::legal_actions(ActionList<State>& actions) const {
  switch (phase_) {
    case Phase::Turn:
      for (int i = 0; i < kFaceUp; ++i)
        if (face_up_[i] != kNoTile && !(i == 1 && face_up_[0] == face_up_[1])) place_actions(actions, i, face_up_[i]);
      if (unseen_total_) actions.push_back(Action::draw());
      if (can_take_character(seat_)) character_actions(actions);
      return;
    case Phase::PlaceDrawn: place_actions(actions, Drawn, drawn_); return;
    case Phase::Expansion: offer_actions(actions); return;
    default: return;
  }
}

// ---- applying ----

void State::reveal(int type) {
  --unseen_[type];
  --unseen_total_;
  ++revealed_;
}

// Lays a tile on an opening, or stacks it on a slot (the hammer); placement scores 1 per
// neighbour (M3) unless it is an expansion tile, whose only points are its bonus.
void State::lay(Action action, int type, bool scores) {
  const Cell cell = action.cell();
  const int opening = park_.opening_at(cell);
  int slot;
  if (opening >= 0) {
    slot = park_.place(type, action.turn(), opening);
  } else {
    slot = park_.slot_at(cell);
    const Placed& under = park_.placed(slot);
    covered_[stacks_++] = {static_cast<std::uint8_t>(slot), under.tile, under.turn, placer_[slot]};
    park_.stack(type, action.turn(), slot);
  }
  placer_[slot] = seat_;
  points_[seat_] += scores ? park_.neighbours(slot) : tiles_->tile(type).bonus;
}

void State::after_character() {
  if (options_.expansions && !offered_[seat_]) {
    offered_[seat_] = true;
    if (offer_fits()) {
      phase_ = Phase::Expansion;
      return;
    }
  }
  end_turn();
}

void State::end_turn() {
  seat_ = static_cast<std::uint8_t>((seat_ + 1) % players_);
  ++turns_;
  phase_ = Phase::Turn;
  finish_if_done();
}

void State::finish_if_done() {
  if (unseen_total_ || fits_face_up()) return;
  phase_ = Phase::Over;
  tally_ = tally();
}

void State::apply(Action action) {
  play(action);
#ifndef NDEBUG
  check_invariants();
#endif
}

void State::play(Action action) {
  switch (phase_) {
    case Phase::Setup:
      if (setup_step_ == 0) {
        reveal(action.tile());
        park_.start(action.tile());
      } else if (setup_step_ <= kFaceUp) {
        reveal(action.tile());
        face_up_[setup_step_ - 1] = static_cast<std::uint8_t>(action.tile());
      } else {
        --pool_[action.tile()];
        --pool_total_;
        offer_[offers_++] = static_cast<std::uint8_t>(action.tile());
      }
      ++setup_step_;
      if (setup_step_ > kFaceUp && (!pool_total_ || offers_ == players_)) {
        phase_ = Phase::Turn;
        finish_if_done();
      }
      return;
    case Phase::Turn:
      if (action.kind() == ActionKind::Draw) {
        phase_ = Phase::Draw;
      } else if (action.kind() == ActionKind::Character) {
        const int c = action.character();
        markers_[c] = static_cast<std::uint8_t>(action.slot());
        owner_[c] = seat_;
        taken_round_[c] = static_cast<std::uint8_t>(turns_ / players_ + 1);
        ++taken_[seat_];
        pending_ = static_cast<std::uint8_t>(c);
        if (hidden_objectives_) phase_ = Phase::Reveal;
        else after_character();
      } else {
        const int i = action.source();
        lay(action, face_up_[i], true);
        face_up_[i] = kNoTile;
        if (unseen_total_) {
          refill_ = static_cast<std::uint8_t>(i);
          phase_ = Phase::Refill;
        } else {
          end_turn();
        }
      }
      return;
    case Phase::Draw:
      reveal(action.tile());
      if (park_.fits(action.tile())) {
        drawn_ = static_cast<std::uint8_t>(action.tile());
        phase_ = Phase::PlaceDrawn;
      } else {
        ++set_aside_;  // M3: set aside, and another drawn
        if (!unseen_total_) {
          phase_ = Phase::Turn;
          finish_if_done();
        }
      }
      return;
    case Phase::PlaceDrawn:
      lay(action, drawn_, true);
      drawn_ = kNoTile;
      end_turn();
      return;
    case Phase::Refill:
      reveal(action.tile());
      face_up_[refill_] = static_cast<std::uint8_t>(action.tile());
      refill_ = 0;  // the table shows no trace of which position was refilled last
      end_turn();
      return;
    case Phase::Reveal:
      objective_[pending_] = static_cast<std::uint8_t>(action.objective());
      hidden_objectives_ &= static_cast<std::uint8_t>(~(1u << action.objective()));
      after_character();
      return;
    case Phase::Expansion: {
      const int e = action.source() - Offer;
      const int type = offer_[e];
      offer_[e] = offer_[--offers_];
      offer_[offers_] = 0;  // the table shows no trace of the order tiles left the offer in
      lay(action, type, false);
      end_turn();
      return;
    }
    case Phase::Over: return;
  }
}

// ---- scoring ----

Tally State::tally_with(const Kinds& kinds) const {
  Tally t;
  for (int p = 0; p < players_; ++p) t.placement[p] = points_[p];
  for (int c = 0; c < kCharacters; ++c) {
    if (owner_[c] == kNobody) continue;
    t.character_points[c] = character_points(park_, kinds, markers_, c, options_.rules);
    t.characters[owner_[c]] += t.character_points[c];
  }
  for (int c = 0; c < kCharacters; ++c) {
    const int shown = objective_[c];
    if (owner_[c] != kNobody && shown != kUnknown)
      t.objectives[owner_[c]] += objective_points(t.character_points[shown]);
  }
  return t;
}

// An either-tile under a marker is the marker's kind (the fish stands on a lake). The others are
// scored as their owner's best, in slot order, each owner choosing with the earlier choices made
// and the later tiles at their first kind.
Tally State::tally() const {
  Kinds kinds(park_);
  SlotSet either = park_.either_slots();
  for (SlotSet rest = either; rest;) {
    const int s = pop_lsb(rest);
    kinds.choose(park_, s, lsb(park_.tile_at(s).kinds));
  }
  for (int c = 0; c < kCharacters; ++c) {
    const int s = markers_[c];
    if (s == kNoSlot || !(either >> s & 1) || kCharacterKind[c] < 0) continue;
    kinds.choose(park_, s, kCharacterKind[c]);
    either &= ~slot_bit(s);
  }
  while (either) {
    const int s = pop_lsb(either);
    const int owner = placer_[s];
    int best_kind = -1, best = -1;
    for (KindMask options = park_.tile_at(s).kinds; options;) {
      const int k = pop_lsb(options);
      kinds.choose(park_, s, k);
      const int total = owner == kNobody ? 0 : tally_with(kinds).total(owner);
      if (total > best) best = total, best_kind = k;
    }
    kinds.choose(park_, s, best_kind);
  }
  return tally_with(kinds);
}

// ---- invariants ----

#ifndef NDEBUG
namespace {

template <class Array>
int sum(const Array& counts) {
  return std::accumulate(counts.begin(), counts.end(), 0);
}

}  // namespace
#endif

void State::check_invariants() const {
#ifndef NDEBUG
  assert(tiles_ && players_ >= 2 && players_ <= kMaxPlayers && options_.players == players_ && seat_ < players_);
  assert(sum(unseen_) == unseen_total_ && sum(pool_) == pool_total_ && offers_ <= players_);
  assert(revealed_ + unseen_total_ == tiles_->base_tiles() && set_aside_ <= revealed_);
  assert((drawn_ != kNoTile) == (phase_ == Phase::PlaceDrawn));
  // Every base tile revealed is in the park (stacked over or not), face up, drawn or set aside.
  int face_up = 0;
  for (const std::uint8_t t : face_up_) face_up += t != kNoTile;
  int base_slots = 0;
  for (int s = 0; s < park_.size(); ++s) base_slots += !park_.tile_at(s).expansion;
  assert(base_slots + park_.covered_base() == revealed_ - set_aside_ - face_up - (drawn_ != kNoTile));
  park_.check_invariants();
  check_characters();
  for (int s = 0; s < kMaxSlots; ++s)
    assert(s < park_.size() ? placer_[s] < players_ || placer_[s] == kNobody : placer_[s] == kNobody);
  int points = 0;  // M3: at most 1 per neighbour, so at most 2 per tile; the expansion's bonuses aside
  for (int p = 0; p < kMaxPlayers; ++p) {
    assert(points_[p] >= 0 && (p < players_ || points_[p] == 0));
    points += points_[p];
  }
  assert(options_.expansions || points <= 2 * park_.size());
  assert(phase_ == Phase::Over || tally_ == Tally{});
#endif
}

// M6: each player's characters within the quota, each on its own tile; M5: an objective shows
// once its character is taken (advanced rules).
void State::check_characters() const {
#ifndef NDEBUG
  std::array<int, kMaxPlayers> taken{};
  unsigned shown = 0;
  for (int c = 0; c < kCharacters; ++c) {
    const bool placed = markers_[c] != kNoSlot;
    assert(placed == (owner_[c] != kNobody) && placed == (taken_round_[c] != 0));
    if (!placed) {
      assert(objective_[c] == kUnknown);
      continue;
    }
    assert(markers_[c] < park_.size() && owner_[c] < players_);
    const SlotSet pictured = kCharacterKind[c] < 0 ? park_.road_slots() : park_.kind_slots(kCharacterKind[c]);
    assert(pictured >> markers_[c] & 1);  // on a tile showing the character's picture
    for (int d = 0; d < c; ++d) assert(markers_[d] != markers_[c]);
    ++taken[owner_[c]];
    if (objective_[c] != kUnknown) {
      assert(objective_[c] < kCharacters && !(shown >> objective_[c] & 1));
      shown |= 1u << objective_[c];
    }
  }
  for (int p = 0; p < kMaxPlayers; ++p)
    assert(taken[p] == taken_[p] && taken_[p] <= character_quota(players_, options_.rules));
  const unsigned all = (1u << kCharacters) - 1;
  assert(options_.rules == Rules::Advanced ? (hidden_objectives_ | shown) == all && !(hidden_objectives_ & shown)
                                           : hidden_objectives_ == 0 && shown == 0);
#endif
}

}  // namespace parks::minipark

#pragma once
// The learned evaluation's view of a Mini Park position (agents/learned/features.h), for one
// player, as a linear model over
// - the placement points banked (M3), and a bias by the stack left, the seats until the
//   player's turn and the pending phase (a draw, a refill, an objective's reveal, an expansion
//   tile to lay): what the tiles still to lay will bring; and one by the tiles left per player
//   whatever the player count, which carries over to counts the model was not trained on;
// - each of the player's characters (M4-M6): its points now, with a weight per time left and
//   one that grows with the share of the stack left, how open its road, region or lake still is
//   and how many unseen or face-up tiles could feed it, a pattern of the three, and how many
//   rivals' characters share its road or region (they grow it too);
// - each objective card the player holds (M5): the points of the character it shows, who owns
//   that character, and the same pattern;
// - the characters still free with the player's quota left (M6), and the most each would score
//   if placed now; the rivals' quota left; the best rival's points now;
// - the tile graph: the empty cells by how many tiles and roads they face (placement points on
//   offer to whoever lays next), by the seats until the player's turn and by the time left; each
//   face-up tile by the most neighbours it can be laid next to; a pending draw's expected
//   placement points.
// The untrained model is the heuristic's timed value of the player's own points
// (agents/minipark/heuristic.h without its rival term): placement, plus the characters' and
// objectives' points weighted 1 + growth x the share of the stack left, plus a pending draw's
// expected placement points to the drawer.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "agents/learned/features.h"
#include "agents/minipark/heuristic.h"
#include "agents/minipark/learned_graph.h"
#include "agents/minipark/learned_layout.h"
#include "engine/minipark/identity.h"

namespace parks::minipark::learned {

using List = Features<kMaxActive>;

// What every group reads: the player, the table and the time left.
struct Frame {
  const State& state;
  int player, players, rules, time, context, seats;
  float left;  // share of the base tiles still unseen
  Tally tally;

  Frame(const State& s, int p)
      : state(s),
        player(p),
        players(s.num_players()),
        rules(static_cast<int>(s.options().rules)),
        time(time_bucket(s)),
        context(learned::context(s)),
        seats((p - s.turn_player() + s.num_players()) % s.num_players()),
        left(static_cast<float>(s.unseen()) / static_cast<float>(std::max(1, s.park().tiles().base_tiles()))),
        tally(s.tally()) {}
  int table() const { return (players - 2) * kRuleSets + rules; }  // player count x rules
  std::size_t character_key(int c) const { return (static_cast<std::size_t>(rules) * kCharacters + c) * kTimes + time; }
};

inline void add(List& out, std::size_t index, float value) {
  out.push_back({static_cast<std::uint32_t>(index), value});
}

inline void add_character(List& out, const Frame& f, const Supply& supply, int c) {
  const Park& park = f.state.park();
  const int points = f.tally.character_points[c];
  const int open = open_sides(park, f.state.options().rules, c, f.state.markers()[c]);
  const int feeding = supply.feeding(c);
  const std::size_t key = f.character_key(c);
  add(out, kCharPointsBase + key, static_cast<float>(points) / kPointScale);
  add(out, kCharGrowthBase + static_cast<std::size_t>(f.rules) * kCharacters + c,
      static_cast<float>(points) / kPointScale * f.left);
  add(out, kCharOpenBase + key, static_cast<float>(std::min(open, 16)) / kCountScale);
  add(out, kCharSupplyBase + key, static_cast<float>(std::min(feeding, 16)) / kCountScale);
  add(out,
      kCharPatternBase +
          ((key * kPointBuckets + point_bucket(points)) * kOpenBuckets + open_bucket(open)) * kSupplyBuckets +
          supply_bucket(feeding),
      1);
  add(out, kCompanyBase + key * kCompany + clamp_to(rival_company(f.state, f.player, c), kCompany), 1);
}

// M5: the objective card under character c shows character k; it scores half k's points.
inline void add_objective(List& out, const Frame& f, int k) {
  const State& s = f.state;
  const int owner = s.owner(k) == kNobody ? 0 : s.owner(k) == f.player ? 1 : 2;
  const int points = f.tally.character_points[k];
  const float half = static_cast<float>(objective_points(points)) / kPointScale;
  const int open = owner ? open_sides(s.park(), s.options().rules, k, s.markers()[k]) : 0;
  const std::size_t key = (static_cast<std::size_t>(k) * kTimes + f.time) * kOwners + owner;
  add(out, kObjPointsBase + key, half);
  add(out, kObjGrowthBase + static_cast<std::size_t>(k) * kOwners + owner, half * f.left);
  add(out, kObjPatternBase + (key * kPointBuckets + point_bucket(points)) * kOpenBuckets + open_bucket(open), 1);
}

inline void add_own(List& out, const Frame& f) {
  const State& s = f.state;
  if (s.characters_taken(f.player) == 0) return;
  const Supply supply(s);
  for (int c = 0; c < kCharacters; ++c) {
    if (s.owner(c) != f.player) continue;
    add_character(out, f, supply, c);
    if (s.objective(c) != kUnknown) add_objective(out, f, s.objective(c));
  }
}

// M6: the characters still free, what the player and the rivals may still place, and the most
// each free character would score now (the player's option on them).
inline void add_free(List& out, const Frame& f) {
  const State& s = f.state;
  const int quota = character_quota(f.players, s.options().rules);
  const int mine = clamp_to(quota - s.characters_taken(f.player), kQuotas);
  int rivals = 0, free = 0;
  for (int p = 0; p < f.players; ++p)
    if (p != f.player) rivals += quota - s.characters_taken(p);
  for (int c = 0; c < kCharacters; ++c) free |= (s.owner(c) == kNobody) << c;
  const std::size_t table = static_cast<std::size_t>(f.table()) * kTimes + f.time;
  add(out, kFreeBase + (table * kQuotas + mine) * kFreeMasks + free, 1);
  add(out, kRivalQuotaBase + table * kRivalQuotas + clamp_to(rivals, kRivalQuotas), 1);
  if (mine == 0 || free == 0) return;
  const BestNow best = best_now(s);
  for (int c = 0; c < kCharacters; ++c) {
    if (!(free >> c & 1)) continue;
    const std::size_t key = f.character_key(c);
    add(out, kBestPointsBase + key, static_cast<float>(best.points[c]) / kPointScale);
    add(out, kBestPatternBase + key * kBestBuckets + best_bucket(best.points[c]), 1);
  }
}

inline void add_rival(List& out, const Frame& f) {
  int best = 0;
  for (int p = 0; p < f.players; ++p)
    if (p != f.player) best = std::max(best, f.tally.total(p));
  add(out, kRivalPointsBase + static_cast<std::size_t>(f.rules) * kTimes + f.time,
      static_cast<float>(best) / kPointScale);
}

// The empty cells by the tiles and roads they face (M3: laying there scores 1 per tile faced).
inline void add_cells(List& out, const Frame& f) {
  std::array<std::array<int, kRoadsFaced>, kFaced> cells{};
  for (const Opening& o : f.state.park().openings())
    ++cells[clamp_to(popcount(o.faced) - 1, kFaced)][popcount(o.roads)];
  const std::size_t seats = static_cast<std::size_t>(f.players - 2) * kSeats + f.seats;
  const std::size_t times = static_cast<std::size_t>(f.context) * kTimes + f.time;
  for (int faced = 0; faced < kFaced; ++faced)
    for (int roads = 0; roads < kRoadsFaced; ++roads) {
      if (!cells[faced][roads]) continue;
      const float count = static_cast<float>(cells[faced][roads]) / kCountScale;
      add(out, kCellsBase + (seats * kFaced + faced) * kRoadsFaced + roads, count);
      add(out, kCellTimesBase + (times * kFaced + faced) * kRoadsFaced + roads, count);
    }
}

inline void add_tiles_on_offer(List& out, const Frame& f) {
  const State& s = f.state;
  for (int i = 0; i < kFaceUp; ++i) {
    const int type = s.face_up(i);
    if (type == kNoTile) continue;
    const int most = s.park().most_neighbours(type);
    add(out, kFaceUpBase + (static_cast<std::size_t>(f.seats) * kTileTypes + type) * (kFaced + 1) + most, 1);
  }
  const bool mine = s.turn_player() == f.player;
  if (s.phase() == Phase::Draw)
    add(out, kDrawBase + (mine ? 0 : 1), static_cast<float>(expected_draw_points(s)) / kDrawScale);
  if (s.phase() == Phase::PlaceDrawn)
    add(out, kDrawBase + (mine ? 2 : 3), static_cast<float>(s.park().most_neighbours(s.drawn())) / kDrawScale);
}

// The placement points banked, and what the tiles still to lay promise: by the stack left and
// the seats until the player's turn, by the pending phase and the time, and by the tiles left per
// player whatever the player count.
inline void add_placement(List& out, const Frame& f) {
  const State& s = f.state;
  const std::size_t context = static_cast<std::size_t>(f.context);
  const int phase = phase_class(s.phase());
  add(out, kPlacementBase, static_cast<float>(f.tally.placement[f.player]) / kPointScale);
  add(out, kBiasBase + (context * kStack + clamp_to(s.unseen(), kStack)) * kSeats + f.seats, 1);
  add(out, kPhaseBase + ((context * kPhases + phase) * kSeats + f.seats) * kTimes + f.time, 1);
  const int tiles_left = s.unseen() + (s.face_up(0) != kNoTile) + (s.face_up(1) != kNoTile);
  add(out,
      kTurnsBase + static_cast<std::size_t>(phase) * kTurnsLeft +
          clamp_to((tiles_left + f.players / 2) / f.players, kTurnsLeft),
      1);
}

inline void features(const State& state, int player, List& out) {
  out.clear();
  const Frame f(state, player);
  add_placement(out, f);
  add_own(out, f);
  add_free(out, f);
  add_rival(out, f);
  add_cells(out, f);
  add_tiles_on_offer(out, f);
}

// The heuristic's timed value of the player's own points (see the top of the file).
inline void initial_weights(std::span<float> w) {
  std::fill(w.begin(), w.end(), 0.0f);
  const float growth = static_cast<float>(TimedWeights{}.growth);
  w[kPlacementBase] = kPointScale;
  std::fill_n(w.begin() + kCharPointsBase, kCharKeys, kPointScale);
  std::fill_n(w.begin() + kCharGrowthBase, kRuleSets * kCharacters, kPointScale * growth);
  std::fill_n(w.begin() + kObjPointsBase, kObjKeys, kPointScale);
  std::fill_n(w.begin() + kObjGrowthBase, kCharacters * kOwners, kPointScale * growth);
  w[kDrawBase] = kDrawScale;
}

}  // namespace parks::minipark::learned

namespace parks {

template <>
struct Learned<minipark::State> {
  static constexpr const char* kLayout = "minipark-graph-1";
  static constexpr std::size_t kWeights = minipark::learned::kWeights;
  static constexpr std::size_t kMaxActive = minipark::learned::kMaxActive;
  static void features(const minipark::State& state, int player, Features<kMaxActive>& out) {
    minipark::learned::features(state, player, out);
  }
  static void initial_weights(std::span<float> weights) { minipark::learned::initial_weights(weights); }
};

}  // namespace parks

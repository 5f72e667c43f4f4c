#pragma once
// A game of A Walk in the Park as a state machine over the game concept. Each turn chance rolls
// the die; then every player in seat order draws it (same-turn drawings are independent, W13),
// ticks a bonus for each new visit (W8), places bonus paths, and then may convert paths (W11).
// A conversion made before the drawing reaches no position that one made after it cannot (it
// empties or fills no square, and a bonus scores the same whenever it is ticked), so conversions
// are offered after the rest of the turn, which keeps the game tree half as wide. The exception:
// when the bonus paths that a conversion's visits could bring might fill every empty square, the
// roll would then not be drawn at all (W12), so there conversions are offered before the drawing
// too. At the turn's end first visits are settled and the end conditions checked (W12). `Seats`
// is the capacity: 1 for solo, kMaxPlayers otherwise.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>

#include "engine/core/game.h"
#include "engine/walk/action.h"
#include "engine/walk/config.h"
#include "engine/walk/sheet.h"

namespace parks::walk {

enum class Phase : std::uint8_t { Roll, Draw, Pick, BonusPath, Finish, Over };

struct ScoreBreakdown {
  int visited = 0;       // landmarks joined to the centre
  int first_visits = 0;  // of those, visited first (solo: all of them)
  int statues = 0;
  int statue_points = 0;  // solo: one per statue; multiplayer: the majority's (W13, W14)
  int ibises = 0;
  IbisGroups groups;
  int bonus_points = 0;
  int penalty = 0;
  int total = 0;
};

// Points of the ticked bonuses (W9, W14).
inline int bonus_points(const Sheet& sheet) {
  // The ibis groups are flooded only when a ticked bonus counts them (evaluations call this a lot).
  const bool groups_score = sheet.has(Bonus::IbisGroups) || sheet.has(Bonus::LargestIbisGroup);
  const IbisGroups groups = groups_score ? ibis_groups(sheet.ibises()) : IbisGroups{};
  int points = 0;
  if (sheet.has(Bonus::Plus1)) points += 1;
  if (sheet.has(Bonus::Plus2)) points += 2;
  if (sheet.has(Bonus::PerIbis)) points += popcount(sheet.ibises());
  if (sheet.has(Bonus::IbisGroups)) points += groups.count;
  if (sheet.has(Bonus::LargestIbisGroup)) points += groups.largest;
  if (sheet.has(Bonus::PerStatue)) points += sheet.statues();
  return points;
}

// Scores one sheet given its first visits and whether its statues score (W13, W14).
inline ScoreBreakdown score_sheet(const Sheet& sheet, Mask landmarks, Mask first_visits, bool statues_score) {
  ScoreBreakdown b;
  b.visited = popcount(sheet.visited(landmarks));
  b.first_visits = popcount(first_visits);
  b.statues = sheet.statues();
  b.statue_points = statues_score ? b.statues : 0;
  b.ibises = popcount(sheet.ibises());
  b.groups = ibis_groups(sheet.ibises());
  b.bonus_points = bonus_points(sheet);
  b.penalty = kConversionPenalty * sheet.conversions();
  b.total = b.first_visits + b.statue_points + b.bonus_points - b.penalty;
  return b;
}

// Where a turn stands, for position files (cli/walk/position.cpp checks that the rules can
// reach it): the phase, the seat acting, the roll, the bonus path to place, the picks owed,
// whether the acting seat has drawn the roll, and whether it may draw a rolled T as an ibis
// (W10). Outside the phases that use them the last five are whatever play left behind.
struct TurnProgress {
  Phase phase = Phase::Roll;
  int player = 0;
  Piece roll = Piece::Curve;
  Piece bonus_piece = Piece::Curve;
  int pending = 0;
  bool drawn = false;
  bool ibis_for_t = false;
};

template <int Seats>
class BasicState {
 public:
  using Action = walk::Action;
  static constexpr std::size_t kMaxActions = 128;  // 5 per empty square + 2 per path, 24 squares
  static constexpr std::size_t kMaxChanceOutcomes = 4;
  static constexpr int kMaxPlayers = Seats;
  static constexpr int kNumDistinctActions = Action::kPlayerCodes;  // 511: action_id (action.h)

  static BasicState initial(const Config& config) {
    BasicState state;
    state.landmarks_ = config.landmarks;
    state.die_ = config.die;
    state.players_ = static_cast<std::uint8_t>(config.players);
    state.turn_limit_ = static_cast<std::uint8_t>(config.players == 1 ? solo_turns(config.level) : 0);
    return state;
  }

  bool operator==(const BasicState&) const = default;  // for the search's subtree reuse

  // --- the game concept ---
  int num_players() const { return Seats == 1 ? 1 : players_; }  // a constant for solo states
  int current_player() const {
    if (phase_ == Phase::Roll) return kChancePlayer;
    if (phase_ == Phase::Over) return kTerminalPlayer;
    return player_;
  }
  bool is_terminal() const { return phase_ == Phase::Over; }

  void chance_outcomes(ChanceList<BasicState>& outcomes) const {
    for (Piece p : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis})
      if (const int faces = die_.faces[static_cast<int>(p)])
        outcomes.push_back({Action::roll(p), static_cast<double>(faces) / die_.total()});
  }
  Action sample_chance(Rng& rng) const {
    int face = static_cast<int>(rng.below(static_cast<std::uint32_t>(die_.total())));
    int p = 0;
    while (face >= die_.faces[p]) face -= die_.faces[p++];
    return Action::roll(static_cast<Piece>(p));
  }

  void legal_actions(ActionList<BasicState>& actions) const {
    const Sheet& sheet = sheets_[player_];
    switch (phase_) {
      case Phase::Draw:
        add_placements(sheet, roll_, actions);
        if (roll_ == Piece::T && ibis_for_t_) add_placements(sheet, Piece::Ibis, actions);
        if (bonus_paths_could_fill(sheet)) add_conversions(sheet, actions);
        break;
      case Phase::BonusPath: add_placements(sheet, bonus_piece_, actions); break;
      case Phase::Pick:
        for (int b = 0; b < kBonuses; ++b)
          if (!sheet.has(static_cast<Bonus>(b))) actions.push_back(Action::pick(static_cast<Bonus>(b)));
        break;
      case Phase::Finish:
        actions.push_back(Action::end_turn());
        add_conversions(sheet, actions);
        break;
      case Phase::Roll:
      case Phase::Over: break;
    }
  }

  // The action at index rng.below(size) of legal_actions' list. In a drawing or a bonus path the
  // list is placements alone (no conversion can be listed), and the index is read off the
  // empty squares without building it.
  Action random_legal_action(Rng& rng) const {
    const Sheet& sheet = sheets_[player_];
    const bool draw = phase_ == Phase::Draw && !bonus_paths_could_fill(sheet);
    if (!draw && phase_ != Phase::BonusPath) {
      ActionList<BasicState> actions;
      legal_actions(actions);
      return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    }
    const Piece piece = draw ? roll_ : bonus_piece_;
    const Mask empty = sheet.empty();
    const int squares = popcount(empty);
    const int first = squares * rotations(piece).count;  // the rolled piece's placements come first
    const bool ibis = draw && roll_ == Piece::T && ibis_for_t_;
    const int total = first + (ibis ? squares * rotations(Piece::Ibis).count : 0);
    assert(total > 0);
    int index = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    const Rotations r = rotations(index < first ? piece : Piece::Ibis);
    if (index >= first) index -= first;
    return Action::place(static_cast<Square>(nth_bit(empty, index / r.count)), r.sides[index % r.count]);
  }

  void apply(Action action) {
    play(action);
#ifndef NDEBUG
    check_invariants();
#endif
  }

  // Asserts the state's internal consistency; `apply` calls it in a checked build (no NDEBUG).
  void check_invariants() const {
#ifndef NDEBUG
    assert(players_ >= 1 && players_ <= Seats && player_ < num_players());
    assert((turn_limit_ == 0) == (players_ > 1) && (turn_limit_ == 0 || turn_ <= turn_limit_));  // W14
    assert((taken_ & ~landmarks_) == 0);
    assert(pending_ == 0 || phase_ == Phase::Pick || phase_ == Phase::BonusPath);
    assert(phase_ != Phase::Draw || sheets_[player_].empty());  // W12: the roll goes on an empty square
    assert((phase_ != Phase::Roll && phase_ != Phase::Over) || (player_ == 0 && !drawn_ && !ibis_for_t_));
    for (int p = 0; p < Seats; ++p) {
      if (p >= num_players()) {
        assert(sheets_[p] == Sheet{} && first_visits_[p] == 0);
        continue;
      }
      check_sheet(sheets_[p]);
      assert((first_visits_[p] & ~sheets_[p].visited(landmarks_)) == 0);  // W13: first visits are visits
    }
#endif
  }

  // W13 (multiplayer) or W14 (solo).
  ScoreBreakdown breakdown(int p) const {
    if (num_players() == 1) return score_sheet(sheets_[0], landmarks_, sheets_[0].visited(landmarks_), true);
    return score_sheet(sheets_[p], landmarks_, first_visits_[p], sheets_[p].statues() == most_statues());
  }
  int score(int p) const { return breakdown(p).total; }

  // Solo: 18 points or more (W14). Multiplayer: the most points, then the book's tie-breaks (W13).
  bool is_winner(int p) const {
    if (num_players() == 1) return score(0) >= kSoloTarget;
    return winners() & (1u << p);
  }
  unsigned winners() const {
    std::array<int, Seats> totals{};
    for (int p = 0; p < num_players(); ++p) totals[p] = score(p);
    const int best = *std::max_element(totals.begin(), totals.begin() + num_players());
    unsigned tied = 0, triggered = 0;
    for (int p = 0; p < num_players(); ++p) {
      if (totals[p] == best) tied |= 1u << p;
      if (triggers_end(sheets_[p])) triggered |= 1u << p;
    }
    if (tied & triggered) tied &= triggered;
    tied = keep_best(tied, [&](int p) { return popcount(first_visits_[p]); });
    return keep_best(tied, [&](int p) { return -sheets_[p].statues(); });
  }

  // --- game-specific views ---
  const Sheet& sheet(int p) const { return sheets_[p]; }
  Mask landmarks() const { return landmarks_; }
  Mask first_visits(int p) const { return first_visits_[p]; }
  Phase phase() const { return phase_; }
  Piece roll() const { return roll_; }
  Piece bonus_piece() const { return bonus_piece_; }
  int turn() const { return turn_; }  // turns completed
  int turn_limit() const { return turn_limit_; }
  // Rolls still to come after the current turn, as player `p` can know them: none when its own
  // sheet ends the game at this turn's end (W12), else the level's remaining turns, or in a
  // multiplayer game its empty squares less the one this turn's roll will fill. What the other
  // seats draw this turn is drawn at the same time at the table, unseen, so their sheets do not
  // count, not even once the turn is over: the last seat, whose own move ends the turn, judges
  // like the others.
  int rolls_after_this_turn(int p) const {
    if (triggers_end(sheets_[p])) return 0;
    const bool in_turn = phase_ != Phase::Roll && phase_ != Phase::Over;
    if (!turn_limit_) {
      const bool to_draw = in_turn && (p > player_ || (p == player_ && !drawn_));
      return std::max(0, popcount(sheets_[p].empty()) - (to_draw ? 1 : 0));
    }
    return std::max(0, turn_limit_ - turn_ - (in_turn ? 1 : 0));
  }
  const Die& die() const { return die_; }
  int pending_picks() const { return pending_; }

  EndCause end_cause() const {
    EndCause cause = EndCause::TurnLimit;
    for (int p = num_players() - 1; p >= 0; --p) {
      const Sheet& s = sheets_[p];
      if (popcount(s.visited(landmarks_)) >= kEndLandmarks) return EndCause::SixLandmarks;
      if (popcount(s.ibises()) >= kEndIbises) cause = std::min(cause, EndCause::SixIbises);
      else if (!s.empty()) cause = std::min(cause, EndCause::FullGrid);
    }
    return cause;
  }

  // Sets a sheet directly: for tests, sheet files and the advisor.
  void set_sheet(int p, const Sheet& sheet, Mask first_visits) {
    sheets_[p] = sheet;
    first_visits_[p] = first_visits;
  }
  void set_turn(int turn) { turn_ = static_cast<std::uint8_t>(turn); }

  TurnProgress progress() const { return {phase_, player_, roll_, bonus_piece_, pending_, drawn_, ibis_for_t_}; }
  // Sets the progress after the sheets (set_sheet): the landmarks visited at an earlier turn's
  // end are those some seat visited first (W13), so they come from the first visits.
  void set_progress(const TurnProgress& progress) {
    phase_ = progress.phase;
    player_ = static_cast<std::uint8_t>(progress.player);
    roll_ = progress.roll;
    bonus_piece_ = progress.bonus_piece;
    pending_ = static_cast<std::uint8_t>(progress.pending);
    drawn_ = progress.drawn;
    ibis_for_t_ = progress.ibis_for_t;
    taken_ = 0;
    for (int p = 0; p < num_players(); ++p) taken_ |= first_visits_[p];
  }

 private:
  void play(Action action) {
    Sheet& sheet = sheets_[player_];
    switch (action.kind()) {
      case Action::Kind::Roll:
        roll_ = action.piece();
        player_ = 0;
        start_player();
        return;
      case Action::Kind::Place: {
        const Mask before = sheet.visited(landmarks_);
        if (phase_ == Phase::Draw) drawn_ = true;
        if (action.sides() == 0) sheet.draw_ibis(action.square());
        else sheet.draw_path(action.square(), action.sides());
        owe_picks(before, sheet);
        return;
      }
      case Action::Kind::Convert: {
        const Mask before = sheet.visited(landmarks_);
        sheet.convert(action.square(), action.opened());
        owe_picks(before, sheet);
        return;
      }
      case Action::Kind::Pick: apply_pick(sheet, action.bonus()); return;
      case Action::Kind::EndTurn: next_player(); return;
    }
  }

  // W5-W8: the incremental masks and counts agree with a recomputation from the paths.
  static void check_sheet([[maybe_unused]] const Sheet& sheet) {
#ifndef NDEBUG
    assert((sheet.ibises() & sheet.paths()) == 0);
    assert(sheet.connected() == reachable_from_centre(sheet) && sheet.loops() == cycle_rank(sheet));
    assert(sheet.bonus_count() <= kMaxBonuses && sheet.bonuses() >> kBonuses == 0);
    for (Mask m = sheet.paths(); m;) assert(popcount(static_cast<unsigned>(sheet.sides_at(pop_lsb(m)))) >= 2);
#endif
  }

  // The placement codes of every rotation of a piece on each square, packed four to a word so
  // that a square's placements are written with one store.
  using PackedCodes = std::array<std::array<std::uint64_t, kSquares>, 4>;
  static constexpr PackedCodes kPackedPlacements = [] {
    PackedCodes table{};
    for (int piece = 0; piece < 4; ++piece) {
      const Rotations r = rotations(static_cast<Piece>(piece));
      for (Square s = 0; s < kSquares; ++s)
        for (int i = 0; i < r.count; ++i)
          table[piece][s] |= std::uint64_t{Action::place(s, r.sides[i]).code()} << (16 * i);
    }
    return table;
  }();

  static void add_placements(const Sheet& sheet, Piece piece, ActionList<BasicState>& actions) {
    static_assert(sizeof(Action) == 2 && kMaxActions >= 120 + 3, "a packed store may write 3 slots ahead");
    const int count = rotations(piece).count;
    const auto& codes = kPackedPlacements[static_cast<int>(piece)];
    Mask empty = sheet.empty();
    Action* out = actions.extend(static_cast<std::size_t>(popcount(empty) * count));
    while (empty) {
      std::memcpy(static_cast<void*>(out), &codes[pop_lsb(empty)], sizeof(std::uint64_t));
      out += count;
    }
  }

  static void add_conversions(const Sheet& sheet, ActionList<BasicState>& actions) {
    const Mask convertible = (sheet.converted(Piece::Curve) ? 0 : sheet.curves()) |
                             (sheet.converted(Piece::Straight) ? 0 : sheet.straights());
    for (Mask m = convertible; m;) {
      const Square s = pop_lsb(m);
      for (Dir d : kDirs)
        if (!(sheet.open(d) & bit(s))) actions.push_back(Action::convert(s, d));
    }
  }

  // Bonus paths still to be had could fill every empty square, so a conversion before the
  // drawing (visits, picks, bonus paths) may leave no square for the roll (W8, W11, W12).
  static bool bonus_paths_could_fill(const Sheet& sheet) {
    const int paths_left = !sheet.has(Bonus::ExtraCurve) + !sheet.has(Bonus::ExtraStraight);
    return popcount(sheet.empty()) <= std::min(paths_left, kMaxBonuses - sheet.bonus_count());
  }

  static bool can_convert(const Sheet& sheet) {
    return (!sheet.converted(Piece::Curve) && sheet.curves()) ||
           (!sheet.converted(Piece::Straight) && sheet.straights());
  }

  static bool triggers_end(const Sheet& sheet, Mask landmarks) {
    return popcount(sheet.visited(landmarks)) >= kEndLandmarks || popcount(sheet.ibises()) >= kEndIbises ||
           !sheet.empty();
  }
  bool triggers_end(const Sheet& sheet) const { return triggers_end(sheet, landmarks_); }

  template <class Key>
  unsigned keep_best(unsigned set, Key key) const {
    int best = -1000;
    for (int p = 0; p < num_players(); ++p)
      if (set & (1u << p)) best = std::max(best, key(p));
    unsigned kept = 0;
    for (int p = 0; p < num_players(); ++p)
      if ((set & (1u << p)) && key(p) == best) kept |= 1u << p;
    return kept;
  }

  int most_statues() const {
    int most = 0;
    for (int p = 0; p < num_players(); ++p) most = std::max(most, sheets_[p].statues());
    return most;
  }

  // W12: a player with an empty square must draw the roll.
  void start_player() {
    pending_ = 0;
    drawn_ = false;
    ibis_for_t_ = sheets_[player_].has(Bonus::TToIbis);  // W10: for T's rolled after the tick
    if (sheets_[player_].empty()) phase_ = Phase::Draw;
    else finish_player();
  }

  // W7, W8: every new visit owes one pick while fewer than 6 bonuses are ticked.
  void owe_picks(Mask visited_before, const Sheet& sheet) {
    pending_ += static_cast<std::uint8_t>(popcount(sheet.visited(landmarks_) & ~visited_before));
    resolve();
  }

  void resolve() {
    const Sheet& sheet = sheets_[player_];
    if (pending_ && sheet.bonus_count() < kMaxBonuses) {
      phase_ = Phase::Pick;
      return;
    }
    pending_ = 0;
    if (!drawn_ && sheet.empty()) phase_ = Phase::Draw;  // a conversion came before the drawing
    else finish_player();
  }

  void apply_pick(Sheet& sheet, Bonus bonus) {
    sheet.tick(bonus);
    --pending_;
    const bool path_bonus = bonus == Bonus::ExtraCurve || bonus == Bonus::ExtraStraight;
    if (path_bonus && sheet.empty()) {  // W8: with no empty square the bonus does nothing
      bonus_piece_ = bonus == Bonus::ExtraCurve ? Piece::Curve : Piece::Straight;
      phase_ = Phase::BonusPath;
      return;
    }
    resolve();
  }

  void finish_player() {
    if (can_convert(sheets_[player_])) phase_ = Phase::Finish;
    else next_player();
  }

  void next_player() {
    if (++player_ < num_players()) start_player();
    else end_turn();
  }

  // W13: every player who visited a landmark in the turn it was first visited counts as first.
  void end_turn() {
    Mask visited_now = 0;
    for (int p = 0; p < num_players(); ++p) {
      const Mask visited = sheets_[p].visited(landmarks_);
      first_visits_[p] |= visited & ~taken_;
      visited_now |= visited;
    }
    taken_ |= visited_now;
    ++turn_;
    player_ = 0;
    drawn_ = ibis_for_t_ = false;  // equal positions compare equal, whatever the turn before
    phase_ = game_over() ? Phase::Over : Phase::Roll;
  }

  bool game_over() const {
    if (turn_limit_ && turn_ >= turn_limit_) return true;
    for (int p = 0; p < num_players(); ++p)
      if (triggers_end(sheets_[p])) return true;
    return false;
  }

  std::array<Sheet, Seats> sheets_{};
  std::array<Mask, Seats> first_visits_{};
  Mask landmarks_ = 0;
  Mask taken_ = 0;  // landmarks visited by anyone at an earlier turn's end
  Die die_;
  std::uint8_t players_ = 1;
  std::uint8_t turn_ = 0;
  std::uint8_t turn_limit_ = 0;  // 0: none (multiplayer)
  std::uint8_t player_ = 0;
  Phase phase_ = Phase::Roll;
  Piece roll_ = Piece::Curve;
  Piece bonus_piece_ = Piece::Curve;
  std::uint8_t pending_ = 0;  // picks the acting player still owes
  bool drawn_ = false;        // the acting player has drawn this turn's roll
  bool ibis_for_t_ = false;   // the acting player had T-to-ibis when the die was rolled
};

using SoloState = BasicState<1>;
using PartyState = BasicState<kMaxPlayers>;
static_assert(sizeof(SoloState) <= 64, "a solo state fits a cache line");

}  // namespace parks::walk

// The observation completes the vocabulary, which must be seen wherever the state is.
#include "engine/walk/observation.h"  // IWYU pragma: export

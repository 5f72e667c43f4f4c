#pragma once
// An independent referee for A Walk in the Park: its own copy of every sheet (a 5x5 array of
// open-side sets), its own bonuses, conversions, first visits and turn structure, written from
// the rules (W1-W14) rather than from the engine's bitboards. walk/invariants_test.cpp plays
// games against it.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/walk/components.h"
#include "engine/walk/evaluation.h"
#include "engine/walk/state.h"

namespace parks::walk::testing {

inline constexpr int kEmptySquare = -1;
inline constexpr int kIbisSquare = 16;
inline constexpr int kRows = 5;
inline constexpr int kDr[4] = {-1, 0, 1, 0};  // N E S W
inline constexpr int kDc[4] = {0, 1, 0, -1};

inline int bits(unsigned x) {
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
}

inline bool is_straight(int sides) { return sides == 0b0101 || sides == 0b1010; }

// Does `sides` draw `piece` in one of its rotations (W4)?
inline bool draws(Piece piece, int sides) {
  switch (piece) {
    case Piece::Curve: return bits(sides) == 2 && !is_straight(sides);
    case Piece::Straight: return is_straight(sides);
    case Piece::T: return bits(sides) == 3;
    case Piece::Ibis: return sides == 0;
  }
  return false;
}

// Every action a player could ever be offered, through the public constructors.
inline std::vector<Action> all_actions() {
  std::vector<Action> all;
  for (Square s = 0; s < kSquares; ++s)
    for (int sides = 0; sides < 16; ++sides) all.push_back(Action::place(s, static_cast<Sides>(sides)));
  for (Square s = 0; s < kSquares; ++s)
    for (Dir d : kDirs) all.push_back(Action::convert(s, d));
  for (int b = 0; b < kBonuses; ++b) all.push_back(Action::pick(static_cast<Bonus>(b)));
  all.push_back(Action::end_turn());
  for (Piece p : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis}) all.push_back(Action::roll(p));
  return all;
}

inline const std::vector<Action>& every_action() {
  static const std::vector<Action> all = all_actions();
  return all;
}

// One player's sheet as the referee sees it.
struct Paper {
  std::array<int, kSquares> cell;  // open sides, kIbisSquare, or kEmptySquare
  std::uint16_t bonuses = 0;
  bool converted[2] = {false, false};  // curve, straight (W11)
  int conversions = 0;

  Paper() {
    cell.fill(kEmptySquare);
    cell[kCentre] = 0b1111;  // W1
  }
  bool path(int r, int c) const { return cell[r * kRows + c] >= 1 && cell[r * kRows + c] <= 15; }
  // W5: the square at (r,c) and its neighbour towards d are both open on the shared side.
  bool joined(int r, int c, int d) const {
    const int nr = r + kDr[d], nc = c + kDc[d];
    if (nr < 0 || nr >= kRows || nc < 0 || nc >= kRows) return false;
    if (!path(r, c) || !path(nr, nc)) return false;
    return (cell[r * kRows + c] >> d & 1) && (cell[nr * kRows + nc] >> ((d + 2) % 4) & 1);
  }
  Mask reach(int from) const {
    Mask seen = Mask{1} << from;
    std::vector<int> stack = {from};
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      for (int d = 0; d < 4; ++d)
        if (joined(s / kRows, s % kRows, d)) {
          const int n = (s / kRows + kDr[d]) * kRows + s % kRows + kDc[d];
          if (!(seen >> n & 1)) {
            seen |= Mask{1} << n;
            stack.push_back(n);
          }
        }
    }
    return seen;
  }
  Mask connected() const { return reach(kCentre); }
  // W6: edges - vertices + components of the graph of joined path squares.
  int cycle_rank() const {
    int edges = 0, vertices = 0, components = 0;
    Mask seen = 0;
    for (int s = 0; s < kSquares; ++s) {
      if (!path(s / kRows, s % kRows)) continue;
      ++vertices;
      if (joined(s / kRows, s % kRows, 1)) ++edges;  // east
      if (joined(s / kRows, s % kRows, 2)) ++edges;  // south
      if (!(seen >> s & 1)) {
        seen |= reach(s);
        ++components;
      }
    }
    return edges - vertices + components;
  }
  Mask empty() const {
    Mask m = 0;
    for (int s = 0; s < kSquares; ++s)
      if (cell[s] == kEmptySquare) m |= Mask{1} << s;
    return m;
  }
  int ibises() const { return static_cast<int>(std::count(cell.begin(), cell.end(), kIbisSquare)); }
  // W9: orthogonal groups; returns {count, largest}.
  std::pair<int, int> ibis_groups() const {
    int count = 0, largest = 0;
    Mask seen = 0;
    for (int s = 0; s < kSquares; ++s) {
      if (cell[s] != kIbisSquare || (seen >> s & 1)) continue;
      int size = 0;
      std::vector<int> stack = {s};
      seen |= Mask{1} << s;
      while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        ++size;
        for (int d = 0; d < 4; ++d) {
          const int nr = q / kRows + kDr[d], nc = q % kRows + kDc[d];
          if (nr < 0 || nr >= kRows || nc < 0 || nc >= kRows) continue;
          const int n = nr * kRows + nc;
          if (cell[n] == kIbisSquare && !(seen >> n & 1)) {
            seen |= Mask{1} << n;
            stack.push_back(n);
          }
        }
      }
      ++count;
      largest = std::max(largest, size);
    }
    return {count, largest};
  }
  bool has(Bonus b) const { return bonuses >> static_cast<int>(b) & 1; }
  int bonus_count() const { return bits(bonuses); }
  int statues() const { return cycle_rank() + (has(Bonus::ExtraStatue) ? 1 : 0); }
  // W11: a curve or straight whose kind is not converted yet, opening a closed side.
  bool convertible(Square s, Dir d) const {
    if (s == kCentre || !path(s / kRows, s % kRows)) return false;
    const int sides = cell[s];
    if (bits(sides) != 2 || (sides >> d & 1)) return false;
    return !converted[is_straight(sides) ? 1 : 0];
  }
  bool can_convert() const {
    for (Square s = 0; s < kSquares; ++s)
      for (Dir d : kDirs)
        if (convertible(s, d)) return true;
    return false;
  }
  // Bonus points (W9, W14).
  int bonus_points() const {
    const auto [groups, largest] = ibis_groups();
    int points = 0;
    if (has(Bonus::Plus1)) points += 1;
    if (has(Bonus::Plus2)) points += 2;
    if (has(Bonus::PerIbis)) points += ibises();
    if (has(Bonus::IbisGroups)) points += groups;
    if (has(Bonus::LargestIbisGroup)) points += largest;
    if (has(Bonus::PerStatue)) points += statues();
    return points;
  }
};

// The referee: the turn structure of W7, W8, W10-W13 over the players' Papers.
class Referee {
 public:
  Referee(const Config& config)
      : players_(config.players),
        landmarks_(config.landmarks),
        turn_limit_(config.players == 1 ? solo_turns(config.level) : 0),
        papers_(config.players) {}

  const Paper& paper(int p) const { return papers_[p]; }
  int turn() const { return turn_; }
  Mask first(int p) const { return first_[p]; }
  int visits(int p) const { return bits(papers_[p].connected() & landmarks_); }

  int acting() const {
    if (over_) return kTerminalPlayer;
    if (!rolled_) return kChancePlayer;
    return player_;
  }

  Phase phase() const {
    if (over_) return Phase::Over;
    if (!rolled_) return Phase::Roll;
    if (bonus_path_) return Phase::BonusPath;
    if (pending_ > 0) return Phase::Pick;
    if (!drawn_ && papers_[player_].empty()) return Phase::Draw;
    return Phase::Finish;
  }
  int pending() const { return pending_; }

  // Is `a` legal for the acting player, in the referee's phase `phase` (= phase(), passed in
  // because it is asked for each of the 515 actions)?
  bool legal(Action a, Phase phase) const {
    if (over_ || !rolled_) return false;
    const Paper& paper = papers_[player_];
    const auto empty_square = [&](Square s) { return s != kCentre && paper.cell[s] == kEmptySquare; };
    switch (phase) {
      case Phase::Draw:                           // W12: draw the roll (W4), or an ibis for a T (W10)
        if (a.kind() == Action::Kind::Convert) {  // W11 first, only if bonus paths could then fill the grid
          int placeable = 0;  // bonus paths this player can still be given: unticked, with a pick left
          for (Bonus b : {Bonus::ExtraCurve, Bonus::ExtraStraight}) placeable += !paper.has(b);
          placeable = std::min(placeable, kMaxBonuses - paper.bonus_count());
          return paper.convertible(a.square(), a.opened()) && bits(paper.empty()) <= placeable;
        }
        return a.kind() == Action::Kind::Place && empty_square(a.square()) &&
               (draws(roll_, a.sides()) || (roll_ == Piece::T && a.sides() == 0 && t_to_ibis_at_roll_[player_]));
      case Phase::BonusPath:  // W8: the bonus path into an empty square
        return a.kind() == Action::Kind::Place && empty_square(a.square()) && draws(*bonus_path_, a.sides());
      case Phase::Pick:  // W8: a bonus not ticked yet
        return a.kind() == Action::Kind::Pick && !paper.has(a.bonus());
      case Phase::Finish:  // the turn's drawings and picks are done: end it, or convert (W11)
        return a.kind() == Action::Kind::EndTurn ||
               (a.kind() == Action::Kind::Convert && paper.convertible(a.square(), a.opened()));
      default: return false;
    }
  }

  void apply(Action a) {
    if (a.kind() == Action::Kind::Roll) {
      rolled_ = true;
      roll_ = a.piece();
      for (int p = 0; p < players_; ++p) t_to_ibis_at_roll_[p] = papers_[p].has(Bonus::TToIbis);
      start_player(0);
      return;
    }
    Paper& paper = papers_[player_];
    const Mask visited_before = paper.connected() & landmarks_;
    switch (a.kind()) {
      case Action::Kind::Place:
        if (phase() == Phase::Draw) drawn_ = true;
        else bonus_path_.reset();
        paper.cell[a.square()] = a.sides() == 0 ? kIbisSquare : a.sides();
        break;
      case Action::Kind::Convert:
        paper.converted[is_straight(paper.cell[a.square()]) ? 1 : 0] = true;
        ++paper.conversions;
        paper.cell[a.square()] |= 1 << a.opened();
        break;
      case Action::Kind::Pick:
        paper.bonuses |= static_cast<std::uint16_t>(1u << static_cast<int>(a.bonus()));
        --pending_;
        if ((a.bonus() == Bonus::ExtraCurve || a.bonus() == Bonus::ExtraStraight) && paper.empty())
          bonus_path_ = a.bonus() == Bonus::ExtraCurve ? Piece::Curve : Piece::Straight;
        break;
      case Action::Kind::EndTurn: start_player(player_ + 1); return;
      case Action::Kind::Roll: break;
    }
    // W7: visits after every drawing; W8: one pick each while fewer than 6 are ticked.
    pending_ += bits((paper.connected() & landmarks_) & ~visited_before);
    if (paper.bonus_count() >= kMaxBonuses) pending_ = 0;
    settle();
  }

  bool game_over_now() const {
    if (turn_limit_ && turn_ >= turn_limit_) return true;
    for (const Paper& paper : papers_)
      if (bits(paper.connected() & landmarks_) >= 6 || paper.ibises() >= 6 || !paper.empty()) return true;
    return false;
  }

  // Why the game ended (W12), the first cause that holds in the order six landmarks, six
  // ibises, full grid, turn limit.
  EndCause end_cause() const {
    bool ibises = false, full = false;
    for (int p = 0; p < players_; ++p) {
      if (visits(p) >= 6) return EndCause::SixLandmarks;
      ibises |= papers_[p].ibises() >= 6;
      full |= !papers_[p].empty();
    }
    return ibises ? EndCause::SixIbises : full ? EndCause::FullGrid : EndCause::TurnLimit;
  }

  // Scores from scratch (W13, W14).
  int score(int p) const {
    const Paper& paper = papers_[p];
    const int penalty = 3 * paper.conversions;
    if (players_ == 1) return visits(0) + paper.statues() + paper.bonus_points() - penalty;
    int most = 0;
    for (const Paper& other : papers_) most = std::max(most, other.statues());
    const int statue_points = paper.statues() == most ? paper.statues() : 0;
    return bits(first_[p]) + statue_points + paper.bonus_points() - penalty;
  }

  // W13's tie-breaks: highest total; then who triggered the end; then most first visits; then
  // fewest statues; then shared. W14: solo wins at 18.
  std::vector<bool> winners() const {
    std::vector<bool> win(players_, false);
    if (players_ == 1) {
      win[0] = score(0) >= 18;
      return win;
    }
    std::vector<int> tied;
    int best = -1000;
    for (int p = 0; p < players_; ++p) best = std::max(best, score(p));
    for (int p = 0; p < players_; ++p)
      if (score(p) == best) tied.push_back(p);
    const auto narrow = [&](auto key) {
      int top = -1000;
      for (int p : tied) top = std::max(top, key(p));
      std::vector<int> kept;
      for (int p : tied)
        if (key(p) == top) kept.push_back(p);
      tied = kept;
    };
    std::vector<int> triggered;
    for (int p : tied) {
      const Paper& paper = papers_[p];
      if (visits(p) >= 6 || paper.ibises() >= 6 || !paper.empty()) triggered.push_back(p);
    }
    if (!triggered.empty()) tied = triggered;
    narrow([&](int p) { return bits(first_[p]); });
    narrow([&](int p) { return -papers_[p].statues(); });
    for (int p : tied) win[p] = true;
    return win;
  }

 private:
  void start_player(int p) {
    player_ = p;
    drawn_ = false;
    pending_ = 0;
    bonus_path_.reset();
    if (player_ == players_) {
      end_turn();
      return;
    }
    settle();
  }

  // A player with nothing left to do (nothing owed, nothing to draw, nothing to convert) is done.
  void settle() {
    if (phase() == Phase::Finish && !papers_[player_].can_convert()) start_player(player_ + 1);
  }

  // W13: whoever has visited a landmark at the end of the turn it was first visited is first.
  void end_turn() {
    Mask now = 0;
    for (int p = 0; p < players_; ++p) {
      const Mask visited = papers_[p].connected() & landmarks_;
      first_[p] |= visited & ~taken_;
      now |= visited;
    }
    taken_ |= now;
    ++turn_;
    rolled_ = false;
    player_ = 0;
    over_ = game_over_now();  // W12
  }

  int players_;
  Mask landmarks_;
  int turn_limit_;
  std::vector<Paper> papers_;
  std::array<Mask, kMaxPlayers> first_{};
  std::array<bool, kMaxPlayers> t_to_ibis_at_roll_{};
  Mask taken_ = 0;
  int turn_ = 0;
  bool over_ = false;
  bool rolled_ = false;
  Piece roll_ = Piece::Curve;
  int player_ = 0;
  bool drawn_ = false;
  int pending_ = 0;
  std::optional<Piece> bonus_path_;
};

inline const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Roll: return "roll";
    case Phase::Draw: return "draw";
    case Phase::Pick: return "pick";
    case Phase::BonusPath: return "bonus path";
    case Phase::Finish: return "finish";
    case Phase::Over: return "over";
  }
  return "?";
}

}  // namespace parks::walk::testing

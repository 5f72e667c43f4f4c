#pragma once
// One player's score sheet as bitboards: per side, the squares whose path is open that way; the
// ibises; the squares joined to the centre; the loop count; the ticked bonuses. Drawing keeps
// the joined-to-centre mask and the cycle rank up to date incrementally (W5, W6, W7).
#include <cstdint>

#include "engine/walk/grid.h"
#include "engine/walk/rules.h"

namespace parks::walk {

class Sheet {
 public:
  constexpr Sheet() {
    for (Dir d : kDirs) open_[d] = bit(kCentre);
  }  // W1: the centre cross
  constexpr bool operator==(const Sheet&) const = default;

  // --- what is drawn ---
  constexpr Mask open(Dir d) const { return open_[d]; }
  constexpr Mask paths() const { return open_[North] | open_[East] | open_[South] | open_[West]; }
  constexpr Mask ibises() const { return ibis_; }
  constexpr Mask empty() const { return kAll & ~(paths() | ibis_); }
  constexpr Sides sides_at(Square s) const {
    Sides sides = 0;
    for (Dir d : kDirs)
      if (open_[d] & bit(s)) sides |= side(d);
    return sides;
  }
  // Squares holding a curve, a straight or a T (by their open sides).
  constexpr Mask curves() const { return (open_[North] ^ open_[South]) & (open_[East] ^ open_[West]); }
  constexpr Mask straights() const {
    return ((open_[North] & open_[South]) ^ (open_[East] & open_[West])) &
           ~((open_[North] ^ open_[South]) | (open_[East] ^ open_[West]));
  }
  constexpr Mask tees() const { return ((open_[North] ^ open_[South]) ^ (open_[East] ^ open_[West])); }

  // --- derived from the paths ---
  // W5: squares whose path is joined to its neighbour towards `d`.
  constexpr Mask joined(Dir d) const { return open_[d] & shift(open_[opposite(d)], opposite(d)); }
  constexpr Mask connected() const { return connected_; }  // joined to the centre (W7)
  constexpr int loops() const { return loops_; }           // cycle rank (W6)
  constexpr Mask visited(Mask landmarks) const { return connected_ & landmarks; }

  // The squares reachable from `seed` through joined sides, passing only through `within`.
  constexpr Mask component(Mask seed, Mask within = kAll) const {
    const Mask jn = joined(North) & within, je = joined(East) & within, js = joined(South) & within,
               jw = joined(West) & within;
    for (Mask m = seed;;) {
      const Mask grown =
          m | ((shift(m & jn, North) | shift(m & je, East) | shift(m & js, South) | shift(m & jw, West)) & within);
      if (grown == m) return m;
      m = grown;
    }
  }

  // --- bonuses and conversions ---
  constexpr bool has(Bonus b) const { return bonuses_ & bonus_bit(b); }
  constexpr std::uint16_t bonuses() const { return bonuses_; }
  constexpr int bonus_count() const { return popcount(static_cast<unsigned>(bonuses_)); }
  constexpr void tick(Bonus b) { bonuses_ |= bonus_bit(b); }
  constexpr bool converted(Piece p) const { return conversions_ & conversion_bit(p); }
  constexpr void mark_converted(Piece p) { conversions_ |= conversion_bit(p); }  // for sheet files
  constexpr int conversions() const { return popcount(static_cast<unsigned>(conversions_)); }
  constexpr int statues() const { return loops_ + (has(Bonus::ExtraStatue) ? 1 : 0); }  // W6

  // --- drawing; each returns the number of loops it closed ---
  constexpr int draw_path(Square s, Sides sides) {
    Mask links = 0;  // neighbours the new path joins
    for (Dir d : kDirs)
      if (sides & side(d)) links |= shift(bit(s), d) & open_[opposite(d)];
    const int joins = popcount(links);
    const int closed = joins < 2 ? 0 : joins - distinct_components(links);
    for (Dir d : kDirs)
      if (sides & side(d)) open_[d] |= bit(s);
    return joined_up(bit(s) | links, closed);
  }

  constexpr void draw_ibis(Square s) { ibis_ |= bit(s); }

  // W11: opens one more side of a curve or straight, which becomes a T.
  constexpr int convert(Square s, Dir d) {
    conversions_ |= conversion_bit(piece_of(sides_at(s)));
    const Mask link = shift(bit(s), d) & open_[opposite(d)];
    const int closed = (link && (component(bit(s)) & link)) ? 1 : 0;
    open_[d] |= bit(s);
    return joined_up(bit(s) | link, closed);
  }

 private:
  static constexpr std::uint8_t conversion_bit(Piece p) { return p == Piece::Curve ? 1 : 2; }

  constexpr int distinct_components(Mask squares) const {
    int count = 0;
    while (squares) {
      squares &= ~component(bit(lsb(squares)));
      ++count;
    }
    return count;
  }

  // Squares newly joined to the centre are reached from the touched ones without passing
  // through the old network: whatever is reachable through it was joined already.
  constexpr int joined_up(Mask touched, int closed) {
    if (touched & connected_) connected_ |= component(touched & ~connected_, ~connected_);
    loops_ += static_cast<std::uint8_t>(closed);
    return closed;
  }

  Mask open_[4]{};
  Mask ibis_ = 0;
  Mask connected_ = bit(kCentre);
  std::uint16_t bonuses_ = 0;
  std::uint8_t loops_ = 0;
  std::uint8_t conversions_ = 0;
};

// From-scratch recomputations, for tests and for sheets read from files.
constexpr Mask reachable_from_centre(const Sheet& sheet) { return sheet.component(bit(kCentre)); }

// W6: edges - vertices + components of the graph of joined path squares.
constexpr int cycle_rank(const Sheet& sheet) {
  const int edges = popcount(sheet.joined(North)) + popcount(sheet.joined(East));
  Mask rest = sheet.paths();
  const int vertices = popcount(rest);
  int components = 0;
  while (rest) {
    rest &= ~sheet.component(bit(lsb(rest)));
    ++components;
  }
  return edges - vertices + components;
}

// The rolls drawn on a sheet: every filled square but the centre, less the bonus paths (W8).
constexpr int rolls_drawn(const Sheet& sheet) {
  const int filled = popcount(kAll & ~sheet.empty()) - 1;
  return filled - sheet.has(Bonus::ExtraCurve) - sheet.has(Bonus::ExtraStraight);
}

// W9: orthogonal groups of ibises.
struct IbisGroups {
  int count = 0;
  int largest = 0;
};
constexpr IbisGroups ibis_groups(Mask ibises) {
  IbisGroups groups;
  while (ibises) {
    Mask group = bit(lsb(ibises));
    for (Mask grown = group;; group = grown) {
      grown = (group | neighbours(group)) & ibises;
      if (grown == group) break;
    }
    ibises &= ~group;
    ++groups.count;
    if (popcount(group) > groups.largest) groups.largest = popcount(group);
  }
  return groups;
}

}  // namespace parks::walk

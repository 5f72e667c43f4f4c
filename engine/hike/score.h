#pragma once
// Final scoring (the book's Final Scoring and each park card's Scoring): the canteen's nightly
// points, 1 per journal line and 5 for sketching the final page, the circled wildlife shields,
// and the park's own scoring.
#include <array>

#include "engine/hike/logbook.h"
#include "engine/hike/parks.h"

namespace parks::hike {

enum Category : int { Canteen, Journal, Wildlife, ParkScoring };
inline constexpr int kCategories = 4;
inline constexpr std::array<const char*, kCategories> kCategoryNames = {"canteen", "journal", "wildlife", "park"};
inline constexpr int kFinalPagePoints = 5;

using Points = std::array<int, kCategories>;

inline int shield_points(const Components& c, const Logbook& book) {
  int points = 0;
  for (int s = 0; s < c.shields; ++s) {
    const Shield& shield = c.shield[s];
    if (book.wildlife[shield.upper_row] > shield.column && book.wildlife[shield.upper_row + 1] > shield.column)
      points += shield.points;
  }
  return points;
}

// Arches: completed spreads whose landmark differs from every sketched orthogonal neighbour's.
inline int lone_landmarks(const Components& c, const Logbook& book) {
  const int columns = c.journal_columns;
  int n = 0;
  for (int s = 0; s < book.sketched; ++s) {
    if (!book.complete(s)) continue;
    const int row = s / columns, column = s % columns;
    const auto same = [&](int t) { return t < book.sketched && book.landmark[t] == book.landmark[s]; };
    const bool alone = !(column > 0 && same(s - 1)) && !(column + 1 < columns && same(s + 1)) &&
                       !(row > 0 && same(s - columns)) && !same(s + columns);  // same() is false past the end
    n += alone;
  }
  return n;
}

// The park's own scoring; `shields` is the wildlife score (shield_points), which Acadia counts again.
inline int park_points(Park park, const Components& c, const Logbook& book, int shields) {
  switch (park) {
    case Park::Yosemite:
      return 3 * std::min(book.count_sketched(landmark_of(Forest)), book.count_sketched(landmark_of(Arrowhead))) +
             2 * std::min(book.count_sketched(landmark_of(Meadow)), book.count_sketched(landmark_of(Mountain)));
    case Park::GreatSmokyMountains: return 2 * book.count_sketched(landmark_of(Mountain));
    case Park::Arches: return lone_landmarks(c, book);
    case Park::Acadia: return shields;  // the wildlife score doubled
    default: return 0;
  }
}

inline int park_points(Park park, const Components& c, const Logbook& book) {
  return park_points(park, c, book, shield_points(c, book));
}

// The points, the circled shields' points (shield_points) given: an evaluation that meets the
// same wildlife rows again and again may remember them.
inline Points points(Park park, const Components& c, const Logbook& book, int shields) {
  const bool final_page = book.journal_full(c);
  return {book.canteen_score[0] + book.canteen_score[1] + book.canteen_score[2],
          book.total_lines() + (final_page ? kFinalPagePoints : 0), shields, park_points(park, c, book, shields)};
}

inline Points points(Park park, const Components& c, const Logbook& book) {
  return points(park, c, book, shield_points(c, book));
}

inline int total(const Points& p) { return p[0] + p[1] + p[2] + p[3]; }

}  // namespace parks::hike

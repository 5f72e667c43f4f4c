#pragma once
// Bit tricks shared by every bitboard in the project.
#include <bit>
#include <cstdint>

namespace parks {

template <class Word>
constexpr int popcount(Word w) {
  return std::popcount(w);
}

template <class Word>
constexpr int lsb(Word w) {
  return std::countr_zero(w);
}

// Removes and returns the index of the lowest set bit; `w` must not be zero.
template <class Word>
constexpr int pop_lsb(Word& w) {
  const int index = std::countr_zero(w);
  w &= w - 1;
  return index;
}

}  // namespace parks

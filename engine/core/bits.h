#pragma once
// Bit tricks shared by every bitboard in the project.
#include <bit>
#include <cstdint>
#include <type_traits>
#ifdef __BMI2__
#include <immintrin.h>
#endif

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

// The index of the n-th set bit of `w`, counting from 0 at the lowest; `w` must have more than n.
template <class Word>
constexpr int nth_bit(Word w, int n) {
#ifdef __BMI2__
  if (!std::is_constant_evaluated() && sizeof(Word) <= sizeof(std::uint64_t))
    return std::countr_zero(_pdep_u64(std::uint64_t{1} << n, static_cast<std::uint64_t>(w)));
#endif
  for (; n > 0; --n) w &= w - 1;
  return std::countr_zero(w);
}

}  // namespace parks

#pragma once
// A list with its capacity fixed at compile time: move generators fill it without allocating.
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace parks {

template <class T, std::size_t Capacity>
class FixedList {
 public:
  constexpr void push_back(const T& item) {
    assert(size_ < Capacity);
    items_[size_++] = item;
  }
  // Grows the list by `n` items and returns the first of them, for generators that write runs.
  constexpr T* extend(std::size_t n) {
    assert(size_ + n <= Capacity);
    T* first = items_.data() + size_;
    size_ += static_cast<std::uint32_t>(n);
    return first;
  }
  constexpr void pop_back() {
    assert(size_ > 0);
    --size_;
  }
  constexpr void clear() { size_ = 0; }
  // Drops the items from `size` on (after `extend`, keeping those written).
  constexpr void shrink_to(std::size_t size) {
    assert(size <= size_);
    size_ = static_cast<std::uint32_t>(size);
  }
  constexpr std::size_t size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr const T& operator[](std::size_t i) const { return items_[i]; }
  constexpr T& operator[](std::size_t i) { return items_[i]; }
  constexpr const T* begin() const { return items_.data(); }
  constexpr const T* end() const { return items_.data() + size_; }
  constexpr T* begin() { return items_.data(); }
  constexpr T* end() { return items_.data() + size_; }
  static constexpr std::size_t capacity() { return Capacity; }

 private:
  std::array<T, Capacity> items_;
  std::uint32_t size_ = 0;
};

}  // namespace parks

#pragma once
// merge(into, from): adds the games of summary `from` to `into`, walking the field list that
// archive() gives (analysis/archive.h), so merging cannot miss a field the checkpoint keeps:
//   - 64-bit integers are counts and add;
//   - Moments merge;
//   - arrays and vectors merge element by element (vectors must be of one length);
//   - every other number, truth value, enum or string is a fixed setting (a player count, a
//     name) and must be equal on both sides;
//   - a summary with its own merge(const T&) is merged by it: only those whose merging is not
//     field by field keep one, and say why (AppendedRecords, LearnedSetting, Moments).
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "analysis/archive.h"
#include "analysis/statistics.h"

namespace parks {

// Two summaries that do not describe the same experiment (other settings or shapes).
struct MergeMismatch : std::logic_error {
  using std::logic_error::logic_error;
};

namespace detail {

// The addresses of one summary's fields, in the order its archive() lists them.
class FieldAddresses {
 public:
  template <class... T>
  void operator()(const T&... fields) {
    (push(address(fields)), ...);
  }
  const void* next() {
    if (read_ == size_) throw MergeMismatch("merge: the summaries list different fields");
    return fields_[read_++];
  }

 private:
  static constexpr std::size_t kMaxFields = 32;  // per archive() call; nested summaries have their own
  // A fixed field stands for the summary's own member.
  template <class T>
  static const void* address(const T& field) {
    if constexpr (is_fixed<T>) return &field.value;
    else return &field;
  }
  void push(const void* field) {
    if (size_ == kMaxFields) throw std::logic_error("merge: more than 32 fields in one archive() list");
    fields_[size_++] = field;
  }
  std::array<const void*, kMaxFields> fields_{};
  std::size_t size_ = 0, read_ = 0;
};

template <class T>
concept HasOwnMerge = requires(T& into, const T& from) {
  into.merge(from);
};

template <class T>
concept ListsFields = requires(T& x, FieldAddresses& a) {
  x.archive(a);
};

}  // namespace detail

template <class T>
void merge(T& into, const T& from);

// Per-game records kept in game order (to pair them across runs later): merging appends the
// other block's records, which come after these, instead of adding them element by element.
template <class T>
struct AppendedRecords {
  std::vector<T> items;

  void merge(const AppendedRecords& o) { items.insert(items.end(), o.items.begin(), o.items.end()); }
  template <class Archive>
  void archive(Archive& a) {
    a(items);
  }
};

// A setting learned from the games (an empty summary does not know it yet): merging keeps the
// other side's when it knows it, so the result holds the last block's.
template <class T>
struct LearnedSetting {
  T value{};
  bool known = false;

  void set(T v) { value = v, known = true; }
  void merge(const LearnedSetting& o) {
    if (o.known) *this = o;
  }
  template <class Archive>
  void archive(Archive& a) {
    a(value, known);
  }
};

namespace detail {

// Merges each field it is given with the same field of the other summary.
class FieldMerger {
 public:
  explicit FieldMerger(FieldAddresses& from) : from_(from) {}
  template <class... T>
  void operator()(T&&... fields) {
    (merge_field(fields), ...);
  }

 private:
  template <class F>
  void merge_field(F& field) {
    if constexpr (is_fixed<F>) {
      using Value = std::remove_reference_t<decltype(field.value)>;
      parks::merge(field.value, *static_cast<const Value*>(from_.next()));
    } else {
      parks::merge(field, *static_cast<const F*>(from_.next()));
    }
  }

  FieldAddresses& from_;
};

}  // namespace detail

template <class T>
void merge(T& into, const T& from) {
  if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, std::uint64_t>) {
    // Counts of real runs stay far below 2^63; only a crafted checkpoint gets there.
    if (__builtin_add_overflow(into, from, &into)) throw MergeMismatch("merge: a count past the largest integer");
  } else if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T> || std::is_same_v<T, std::string>) {
    if (into != from) throw MergeMismatch("merge: summaries of different settings");
  } else if constexpr (is_std_array<T>) {
    for (std::size_t i = 0; i < into.size(); ++i) merge(into[i], from[i]);
  } else if constexpr (is_std_vector<T>) {
    if (into.size() != from.size()) throw MergeMismatch("merge: vectors of different lengths");
    for (std::size_t i = 0; i < into.size(); ++i) merge(into[i], from[i]);
  } else if constexpr (detail::HasOwnMerge<T>) {
    into.merge(from);
  } else {
    static_assert(detail::ListsFields<T>, "merge: a summary lists its fields in archive()");
    detail::FieldAddresses addresses;
    const_cast<T&>(from).archive(addresses);  // archive() only reads the fields given this walker
    detail::FieldMerger merger(addresses);
    into.archive(merger);
  }
}

}  // namespace parks

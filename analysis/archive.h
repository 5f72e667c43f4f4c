#pragma once
// Summaries as bytes, for checkpoints and for the reduction over MPI processes. A summary lists
// its fields once, in `template <class Archive> void archive(Archive& a) { a(games_, scores_); }`,
// and the writer and the reader both walk that list, so they cannot disagree on the layout.
// Numbers are stored at their own width in the machine's (little-endian) order; vectors and
// strings carry their length, and reading checks every length against the bytes left.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace parks {

static_assert(std::endian::native == std::endian::little, "checkpoints are little-endian");

// Bytes that do not hold what they claim: a truncated or damaged checkpoint, or a summary of
// another shape.
struct CorruptData : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class T>
inline constexpr bool is_std_array = false;
template <class T, std::size_t N>
inline constexpr bool is_std_array<std::array<T, N>> = true;
template <class T>
inline constexpr bool is_std_vector = false;
template <class T, class A>
inline constexpr bool is_std_vector<std::vector<T, A>> = true;

// A field the job fixes (players, agents, seats): read back, it must equal the value the empty
// summary was built with, so that a checkpoint edited by hand cannot make a summary of another
// shape, whose indices would run past its lists.
template <class T>
struct Fixed {
  T& value;
};
template <class T>
Fixed<T> fixed(T& value) {
  return {value};
}
template <class T>
inline constexpr bool is_fixed = false;
template <class T>
inline constexpr bool is_fixed<Fixed<T>> = true;

class ByteWriter {
 public:
  template <class... T>
  void operator()(const T&... fields) {
    (put(fields), ...);
  }
  std::string take() { return std::move(bytes_); }

 private:
  template <class T>
  void put(const T& x) {
    if constexpr (is_fixed<T>) {
      put(x.value);
    } else if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) {
      bytes_.append(reinterpret_cast<const char*>(&x), sizeof x);
    } else if constexpr (is_std_array<T>) {
      for (const auto& e : x) put(e);
    } else if constexpr (is_std_vector<T> || std::is_same_v<T, std::string>) {
      static_assert(!std::is_same_v<T, std::vector<bool>>, "store a vector of bytes, not of bool");
      put(static_cast<std::uint64_t>(x.size()));
      for (const auto& e : x) put(e);
    } else {
      // `archive` only reads the fields when given a writer.
      const_cast<T&>(x).archive(*this);
    }
  }

  std::string bytes_;
};

class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}

  template <class... T>
  void operator()(T&&... fields) {
    (get(fields), ...);
  }
  template <class T>
  T read() {
    T x{};
    get(x);
    return x;
  }
  std::string_view read_bytes(std::size_t n) {
    need(n);
    const auto out = bytes_.substr(0, n);
    bytes_.remove_prefix(n);
    return out;
  }
  bool done() const { return bytes_.empty(); }

 private:
  void need(std::size_t n) const {
    if (n > bytes_.size()) throw CorruptData("truncated");
  }
  template <class T>
  void get(T& x) {
    if constexpr (is_fixed<T>) {
      auto read_back = x.value;
      get(read_back);
      if (read_back != x.value) throw CorruptData("a summary of another shape than the job's");
    } else if constexpr (std::is_same_v<T, bool>) {
      const auto byte = read<std::uint8_t>();
      if (byte > 1) throw CorruptData("a truth value of " + std::to_string(byte));
      x = byte == 1;
    } else if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) {
      need(sizeof x);
      std::memcpy(&x, bytes_.data(), sizeof x);
      bytes_.remove_prefix(sizeof x);
    } else if constexpr (is_std_array<T>) {
      for (auto& e : x) get(e);
    } else if constexpr (is_std_vector<T> || std::is_same_v<T, std::string>) {
      const auto size = read<std::uint64_t>();
      need(size);  // every element takes a byte at least: a damaged length cannot allocate much
      // A list the empty summary already sized (per seat, per agent) keeps its size.
      if (!x.empty() && size != x.size())
        throw CorruptData("a summary of another shape than the job's: a list of " + std::to_string(size) +
                          " entries where the job has " + std::to_string(x.size()));
      x.resize(static_cast<std::size_t>(size));
      for (auto& e : x) get(e);
    } else {
      x.archive(*this);
    }
  }

  std::string_view bytes_;
};

// clang-format off
template <class T>
concept Archivable = requires(T& x, ByteWriter& w, ByteReader& r) {
  x.archive(w);
  x.archive(r);
};
// clang-format on

template <Archivable T>
std::string to_bytes(const T& x) {
  ByteWriter writer;
  writer(x);
  return writer.take();
}

// Reads `x` (which starts as the summary's empty value, so it has the shape it expects) back
// from `bytes`, which must hold exactly one.
template <Archivable T>
void from_bytes(std::string_view bytes, T& x) {
  ByteReader reader(bytes);
  reader(x);
  if (!reader.done()) throw CorruptData("trailing bytes after a summary");
}

}  // namespace parks

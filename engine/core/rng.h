#pragma once
// xoshiro256** seeded through splitmix64. Every random choice in the project draws from one of
// these; `Rng::stream` derives an independent generator from (seed, game index, purpose), so a
// simulated game never depends on which thread plays it or in which order.
#include <cstdint>

namespace parks {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// What a stream is used for; distinct purposes never share random numbers.
// ChanceEvent and Branch take a key (the event, the decision point) in the seat argument: their
// ranges start far above the seats'.
enum class Stream : std::uint64_t { Chance = 0, Layout = 1, Agent = 16, ChanceEvent = 1ull << 32, Branch = 2ull << 32 };

class Rng {
 public:
  using result_type = std::uint64_t;

  constexpr explicit Rng(std::uint64_t seed = 0) {
    for (auto& word : s_) word = splitmix64(seed);
  }

  // The generator for one purpose of one game: seat k's agent uses Stream::Agent + k.
  static constexpr Rng stream(std::uint64_t seed, std::uint64_t game, Stream purpose, std::uint64_t seat = 0) {
    std::uint64_t mix = seed;
    std::uint64_t key = splitmix64(mix) ^ game;
    key = splitmix64(key) ^ (static_cast<std::uint64_t>(purpose) + seat);
    return Rng(splitmix64(key));
  }

  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return ~result_type{0}; }

  constexpr result_type operator()() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, bound), unbiased (Lemire's multiply-and-reject).
  constexpr std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = (operator()() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = -bound % bound;
      while (low < threshold) {
        product = (operator()() >> 32) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Uniform double in [0, 1) with 53 random bits.
  constexpr double uniform() { return static_cast<double>(operator()() >> 11) * 0x1.0p-53; }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4]{};
};

}  // namespace parks

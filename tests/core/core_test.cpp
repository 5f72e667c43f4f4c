// engine/core (Rng, FixedList, bit tricks, the generic chance sampler) and
// analysis/statistics.h (Wilson intervals, moments).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "analysis/merge.h"
#include "analysis/statistics.h"
#include "engine/core/bits.h"
#include "engine/core/fixed_list.h"
#include "engine/core/game.h"
#include "engine/core/rng.h"

using namespace parks;

// ---------------------------------------------------------------------------------------------
// Rng

TEST_SUITE_BEGIN("core");

TEST_CASE("Rng: splitmix64 and xoshiro256 star-star give the reference algorithms' outputs") {
  // splitmix64 from state 0: the well-known first output 0xe220a8397b1dcdaf.
  std::uint64_t state = 0;
  CHECK(splitmix64(state) == 0xe220a8397b1dcdafULL);
  CHECK(state == 0x9e3779b97f4a7c15ULL);
  // xoshiro256** (Blackman & Vigna's reference step) with its four words from splitmix64(0)
  // and splitmix64(42); values computed independently from the reference C code.
  Rng zero(0);
  CHECK(zero() == 0x99ec5f36cb75f2b4ULL);
  CHECK(zero() == 0xbf6e1f784956452aULL);
  CHECK(zero() == 0x1a5f849d4933e6e0ULL);
  Rng answer(42);
  CHECK(answer() == 0x15780b2e0c2ec716ULL);
  CHECK(answer() == 0x6104d9866d113a7eULL);
  CHECK(answer() == 0xae17533239e499a1ULL);
  // The generator is usable at compile time.
  static_assert([] {
    Rng r(0);
    return r();
  }() == 0x99ec5f36cb75f2b4ULL);
}

TEST_CASE("Rng: the same seed gives the same sequence, another seed another") {
  Rng a(12345), b(12345), c(12346);
  int equal_to_c = 0;
  for (int i = 0; i < 1000; ++i) {
    const auto x = a();
    CHECK(x == b());
    equal_to_c += x == c();
  }
  CHECK(equal_to_c == 0);
  // Copies continue identically.
  Rng d = a;
  for (int i = 0; i < 10; ++i) CHECK(d() == a());
}

TEST_CASE("Rng: streams are reproducible and independent across game, purpose and seat") {
  const auto first_values = [](Rng r) {
    std::vector<std::uint64_t> v;
    for (int i = 0; i < 256; ++i) v.push_back(r());
    return v;
  };
  const auto base = first_values(Rng::stream(9, 3, Stream::Chance));
  CHECK(first_values(Rng::stream(9, 3, Stream::Chance)) == base);
  const std::vector<Rng> others = {
      Rng::stream(10, 3, Stream::Chance),   // another seed
      Rng::stream(9, 4, Stream::Chance),    // another game
      Rng::stream(9, 3, Stream::Layout),    // another purpose
      Rng::stream(9, 3, Stream::Agent, 0),  // the agents' streams, seat by seat
      Rng::stream(9, 3, Stream::Agent, 1), Rng::stream(9, 3, Stream::Agent, 5),
  };
  std::set<std::uint64_t> all(base.begin(), base.end());
  for (const Rng& r : others) {
    const auto values = first_values(r);
    CHECK(values != base);
    all.insert(values.begin(), values.end());
    // No visible correlation with the base stream: corresponding outputs differ in about half
    // of their 64 bits (mean 32, sd of the mean 0.25).
    double differing = 0;
    for (std::size_t i = 0; i < values.size(); ++i) differing += popcount(values[i] ^ base[i]);
    CHECK(differing / values.size() == doctest::Approx(32).epsilon(0.05));
  }
  CHECK(all.size() == 256u * 7);  // no value shared between any two streams
  // Neighbouring games' streams do not overlap either (no shifted copies of each other).
  std::set<std::uint64_t> games;
  for (std::uint64_t g = 0; g < 64; ++g) {
    Rng r = Rng::stream(1, g, Stream::Chance);
    for (int i = 0; i < 64; ++i) games.insert(r());
  }
  CHECK(games.size() == 64u * 64);
}

TEST_CASE("Rng: below(n) stays below n") {
  Rng rng(5);
  for (std::uint32_t n : {1u, 2u, 3u, 6u, 7u, 10u, 1000u, 65537u, 0x80000001u, 0xffffffffu}) {
    CAPTURE(n);
    std::uint32_t largest = 0;
    for (int i = 0; i < 20000; ++i) {
      const std::uint32_t x = rng.below(n);
      REQUIRE(x < n);
      largest = std::max(largest, x);
    }
    if (n <= 1000) CHECK(largest == n - 1);  // the top value is reached
  }
  for (int i = 0; i < 100; ++i) CHECK(rng.below(1) == 0u);
}

TEST_CASE("Rng: below(n) is roughly uniform") {
  Rng rng(99);
  for (std::uint32_t n : {2u, 6u, 7u, 24u}) {
    CAPTURE(n);
    const int draws = 12000 * static_cast<int>(n);
    std::vector<int> counts(n, 0);
    for (int i = 0; i < draws; ++i) ++counts[rng.below(n)];
    double chi2 = 0;
    for (int c : counts) chi2 += (c - 12000.0) * (c - 12000.0) / 12000.0;
    // chi-square with n-1 degrees of freedom: mean n-1, sd sqrt(2(n-1)); 60 is beyond 6 sd
    // even for n = 24 and far beyond for the others.
    CHECK(chi2 < 60);
  }
  // A bound just above 2^31 * 1.5: a biased modulo reduction would favour small values; the
  // share below 2^31 must be 2^31 / n = 2/3.
  const std::uint32_t n = 0xC0000000u;
  int below_half = 0;
  for (int i = 0; i < 60000; ++i) below_half += rng.below(n) < 0x80000000u;
  CHECK(below_half / 60000.0 == doctest::Approx(2.0 / 3).epsilon(0.02));
}

TEST_CASE("Rng: uniform() is at least 0 and below 1 with mean 1/2, and Rng works with std::shuffle") {
  Rng rng(17);
  double sum = 0;
  for (int i = 0; i < 100000; ++i) {
    const double u = rng.uniform();
    REQUIRE(u >= 0.0);
    REQUIRE(u < 1.0);
    sum += u;
  }
  CHECK(sum / 100000 == doctest::Approx(0.5).epsilon(0.01));  // sd of the mean 0.0009
  static_assert(Rng::min() == 0 && Rng::max() == ~std::uint64_t{0});
  std::vector<int> v = {1, 2, 3, 4, 5, 6, 7, 8};
  std::shuffle(v.begin(), v.end(), rng);
  std::sort(v.begin(), v.end());
  CHECK(v == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
}

// ---------------------------------------------------------------------------------------------
// FixedList and bits

TEST_CASE("FixedList: push, index, iterate, clear") {
  FixedList<int, 8> list;
  CHECK(list.empty());
  CHECK(list.size() == 0u);
  CHECK(FixedList<int, 8>::capacity() == 8u);
  for (int i = 0; i < 8; ++i) list.push_back(i * i);
  CHECK(list.size() == 8u);
  CHECK_FALSE(list.empty());
  CHECK(list[3] == 9);
  list[3] = -1;
  CHECK(list[3] == -1);
  int sum = 0;
  for (int x : list) sum += x;
  CHECK(sum == 0 + 1 + 4 - 1 + 16 + 25 + 36 + 49);
  CHECK(list.end() - list.begin() == 8);
  const FixedList<int, 8>& view = list;
  CHECK(std::count(view.begin(), view.end(), 49) == 1);
  list.clear();
  CHECK(list.empty());
  CHECK(list.begin() == list.end());
  list.push_back(7);
  CHECK(list.size() == 1u);
  CHECK(list[0] == 7);
}

TEST_CASE("FixedList: works at compile time") {
  static_assert([] {
    FixedList<int, 4> list;
    list.push_back(2);
    list.push_back(3);
    int product = 1;
    for (int x : list) product *= x;
    return product + static_cast<int>(list.size());
  }() == 8);
}

TEST_CASE("bits: popcount, lsb, pop_lsb") {
  CHECK(popcount(0u) == 0);
  CHECK(popcount(0xffu) == 8);
  CHECK(popcount(~std::uint64_t{0}) == 64);
  CHECK(lsb(0b1000u) == 3);
  CHECK(lsb(std::uint64_t{1} << 40) == 40);
  std::uint32_t w = 0b1010010;
  std::vector<int> seen;
  while (w) seen.push_back(pop_lsb(w));
  CHECK(seen == std::vector<int>{1, 4, 6});
  CHECK(w == 0u);
}

// ---------------------------------------------------------------------------------------------
// The generic chance sampler (game.h), on a toy game without its own sampler.

namespace {

struct Coin {
  using Action = int;
  static constexpr std::size_t kMaxActions = 2;
  static constexpr std::size_t kMaxChanceOutcomes = 3;
  static constexpr int kMaxPlayers = 1;
  int num_players() const { return 1; }
  int current_player() const { return kChancePlayer; }
  bool is_terminal() const { return false; }
  void legal_actions(ActionList<Coin>&) const {}
  void chance_outcomes(ChanceList<Coin>& outcomes) const {
    outcomes.push_back({10, 0.5});
    outcomes.push_back({20, 0.3});
    outcomes.push_back({30, 0.2});
  }
  void apply(int) {}
  double score(int) const { return 0; }
  bool is_winner(int) const { return false; }
};
static_assert(GameState<Coin>);

}  // namespace

// nth_bit at compile time (the portable loop) and at run time (a bit deposit where the
// processor has one) against the set bits listed one by one.
static_assert(nth_bit(0b1011'0100u, 0) == 2 && nth_bit(0b1011'0100u, 1) == 4 && nth_bit(0b1011'0100u, 3) == 7);
TEST_CASE("bits: nth_bit finds the n-th lowest set bit of random words") {
  Rng rng(97);
  for (int trial = 0; trial < 2000; ++trial) {
    const std::uint32_t narrow = static_cast<std::uint32_t>(rng()) & static_cast<std::uint32_t>(rng());
    const std::uint64_t wide = rng();
    std::uint32_t n = narrow;
    for (int i = 0; n; ++i) CHECK(nth_bit(narrow, i) == pop_lsb(n));
    std::uint64_t w = wide;
    for (int i = 0; w; ++i) CHECK(nth_bit(wide, i) == pop_lsb(w));
  }
}

TEST_CASE("sample_chance: without a game sampler, outcomes follow chance_outcomes") {
  Rng rng(8);
  std::array<int, 3> counts{};
  constexpr int kDraws = 50000;
  for (int i = 0; i < kDraws; ++i) {
    const int a = sample_chance(Coin{}, rng);
    REQUIRE((a == 10 || a == 20 || a == 30));
    ++counts[a / 10 - 1];
  }
  // Expected 25000, 15000, 10000 (sd 112, 102, 89).
  CHECK(std::abs(counts[0] - 25000) < 600);
  CHECK(std::abs(counts[1] - 15000) < 600);
  CHECK(std::abs(counts[2] - 10000) < 600);
}

// ---------------------------------------------------------------------------------------------
// Statistics

TEST_CASE("wilson: hand-computed 95% intervals") {
  // z = 1.959963984540054, z^2 = 3.841458820694124.
  // centre = (p + z^2/2n) / (1 + z^2/n), half = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2).
  //
  // 0 of 10: centre = 0.19207294 / 1.38414588 = 0.13876640 = half -> [0, 0.27753280].
  Interval i = wilson(0, 10);
  CHECK(i.low == doctest::Approx(0.0));
  CHECK(i.high == doctest::Approx(0.277532799862889).epsilon(1e-12));
  // 5 of 10: centre 0.5, half = 1.95996398 / 1.38414588 * sqrt(0.025 + 0.00960365)
  //        = 1.41600909 * 0.18602056 = 0.26340691 -> [0.23659309, 0.76340691].
  i = wilson(5, 10);
  CHECK(i.low == doctest::Approx(0.236593090512564).epsilon(1e-12));
  CHECK(i.high == doctest::Approx(0.763406909487436).epsilon(1e-12));
  // 50 of 100: half = 1.95996398 / 1.03841459 * sqrt(0.0025 + 0.00009604)
  //          = 1.88745761 * 0.05095153 = 0.09616847 -> [0.40383153, 0.59616847].
  i = wilson(50, 100);
  CHECK(i.low == doctest::Approx(0.403831530365996).epsilon(1e-12));
  CHECK(i.high == doctest::Approx(0.596168469634004).epsilon(1e-12));
  // 10 of 10 mirrors 0 of 10.
  i = wilson(10, 10);
  CHECK(i.low == doctest::Approx(0.722467200137111).epsilon(1e-12));
  CHECK(i.high == doctest::Approx(1.0));
  // 1 of 3: centre = (1/3 + 0.64024314) / 2.28048627 = 0.42691617,
  // half = 0.85944772 * sqrt(0.07407407 + 0.10670719) = 0.36542423 -> [0.06149694, 0.79232540].
  i = wilson(1, 3);
  CHECK(i.low == doctest::Approx(0.061491944720396).epsilon(1e-12));
  CHECK(i.high == doctest::Approx(0.792340399197952).epsilon(1e-12));
}

TEST_CASE("wilson: edge cases and properties") {
  const Interval none = wilson(0, 0);
  CHECK(none.low == 0.0);
  CHECK(none.high == 1.0);
  const Interval exact = wilson(3, 10, 0.0);  // z = 0: the point estimate
  CHECK(exact.low == doctest::Approx(0.3));
  CHECK(exact.high == doctest::Approx(0.3));
  // Intervals contain the estimate, stay in [0, 1] and shrink with more trials.
  for (int n : {1, 7, 50, 1000})
    for (int k = 0; k <= n; k += std::max(1, n / 7)) {
      const Interval w = wilson(k, n);
      CHECK(w.low >= 0.0);
      CHECK(w.high <= 1.0);
      CHECK(w.low <= static_cast<double>(k) / n + 1e-12);
      CHECK(w.high >= static_cast<double>(k) / n - 1e-12);
    }
  const Interval small = wilson(30, 100), large = wilson(3000, 10000);
  CHECK(large.high - large.low < small.high - small.low);
}

TEST_CASE("Moments: mean, sample sd, merge, interval") {
  Moments m;
  CHECK(m.mean() == 0.0);
  CHECK(m.variance() == 0.0);
  for (int x : {2, 4, 4, 4, 5, 5, 7, 9}) m.add(x);
  CHECK(m.n == 8);
  CHECK(m.sum == 40);
  CHECK(m.sum_squares == 232);
  CHECK(m.mean() == doctest::Approx(5.0));
  // Squared deviations 9+1+1+1+0+0+4+16 = 32, sample variance 32/7 = 4.5714286, sd 2.1380899.
  CHECK(m.variance() == doctest::Approx(32.0 / 7).epsilon(1e-12));
  CHECK(m.sd() == doctest::Approx(2.138089935299395).epsilon(1e-12));
  // 95% interval by Student's t with 7 degrees of freedom: 5 -+ 2.36462425 * 2.13808994 / sqrt(8)
  // = 5 -+ 1.78750000.
  const Interval i = m.mean_interval();
  CHECK(i.low == doctest::Approx(5 - 2.364624251593 * 2.138089935299395 / std::sqrt(8.0)).epsilon(1e-12));
  CHECK(i.high == doctest::Approx(5 + 2.364624251593 * 2.138089935299395 / std::sqrt(8.0)).epsilon(1e-12));

  // Merging two halves gives the same moments as adding everything to one.
  Moments a, b;
  for (int x : {2, 4, 4, 4}) a.add(x);
  for (int x : {5, 5, 7, 9}) b.add(x);
  merge(a, b);
  CHECK(a.n == m.n);
  CHECK(a.sum == m.sum);
  CHECK(a.sum_squares == m.sum_squares);
  CHECK(a.sd() == m.sd());

  Moments one;
  one.add(-3);
  CHECK(one.mean() == doctest::Approx(-3.0));
  CHECK(one.variance() == 0.0);  // undefined for one observation; reported as 0
  CHECK(one.mean_interval().low == -std::numeric_limits<double>::infinity());  // no spread known: unbounded
  CHECK(one.mean_interval().high == std::numeric_limits<double>::infinity());
  Moments constant;
  for (int k = 0; k < 1000; ++k) constant.add(37);
  CHECK(constant.mean() == 37.0);
  CHECK(constant.variance() == doctest::Approx(0.0));
  CHECK(constant.variance() >= 0.0);
}

// ctest lists test cases by name and cuts a name at ';' (a CMake list separator): the piece then
// matches no test case and "passes" having run nothing. So no name may hold one.
namespace {

// The name of the test case whose TEST_CASE( starts at `at`: its adjacent string literals.
std::string test_case_name(const std::string& text, std::size_t at) {
  std::string name;
  std::size_t i = at + std::string("TEST_CASE(").size();
  for (;;) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size() || text[i] != '"') return name;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
      if (text[i] == '\\') name += text[i++];
      name += text[i];
    }
    ++i;
  }
}

}  // namespace

TEST_CASE("tests: no test case name holds a semicolon, which would hide it from ctest") {
  const std::filesystem::path tests = std::filesystem::path(PARKS_TEST_DATA).parent_path();
  int names = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(tests)) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::size_t at = text.find("TEST_CASE("); at != std::string::npos; at = text.find("TEST_CASE(", at + 1)) {
      if (at > 0 && text[at - 1] != '\n') continue;  // a mention, not a test case starting its line
      const std::string name = test_case_name(text, at);
      ++names;
      CAPTURE(entry.path().filename().string());
      CAPTURE(name);
      CHECK(name.find(';') == std::string::npos);
    }
  }
  CHECK(names > 300);
}

TEST_SUITE_END();

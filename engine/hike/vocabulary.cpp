#include "engine/hike/vocabulary.h"

#include <cassert>
#include <vector>

#include "engine/hike/state.h"

namespace parks::hike {

namespace {

static_assert(State::kNumDistinctActions == 706, "docs/hike.md gives the id layout");
static_assert(kNightBonusId + 3 <= kEndNightId, "a park's night bonus variants fit their block");

std::string number(int n) { return std::to_string(n); }

// The words of `text` between single spaces; empty when the text has other spacing.
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(' ', start);
    out.push_back(text.substr(start, end - start));
    if (out.back().empty()) return {};
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}

// A whole number written as to_string writes it (digits, no leading zero), or -1.
int whole_number(std::string_view word) {
  if (word.empty() || word.size() > 6 || (word.size() > 1 && word[0] == '0')) return -1;
  int value = 0;
  for (const char c : word) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

int permutations(int tokens) { return tokens <= 1 ? 1 : tokens * permutations(tokens - 1); }

std::optional<Action> parse_shuffle(const State& state, const std::vector<std::string_view>& w) {
  if (w.size() != 2 || w[0] != "shuffle") return std::nullopt;
  const int code = whole_number(w[1]);
  if (code < 0 || code >= permutations(state.trail_length())) return std::nullopt;
  return shuffle(code);
}

// "roll a b c d lead e", each face 1-6.
std::optional<Action> parse_roll(const std::vector<std::string_view>& w) {
  if (w.size() != 2 + kHikingDice + 1 || w[0] != "roll" || w[1 + kHikingDice] != "lead") return std::nullopt;
  int code = 0;
  for (int die = kHikingDice; die >= 0; --die) {  // the Lead Hiker die is the code's last digit
    const int face = whole_number(w[die == kHikingDice ? 2 + kHikingDice : 1 + die]);
    if (face < 1 || face > kDieFaces) return std::nullopt;
    code = code * kDieFaces + face - 1;
  }
  return roll(code);
}

}  // namespace

int action_id(const Action& a) {
  switch (a.kind) {
    case ActionKind::TakeDie: assert(a.a < kHikingDice); return kTakeDieId + a.a;
    case ActionKind::TakeLead: return kTakeLeadId;
    case ActionKind::NightSection: assert(a.a < kLandmarks); return kNightSectionId + a.a;
    case ActionKind::NightBonus: assert(a.a < kMaxSpreads); return kNightBonusId + a.a;
    case ActionKind::EndNight: return kEndNightId;
    case ActionKind::Resolve:
      assert(a.a < kMaxPending && a.b < kMaxTaskOptions);
      return kResolveId + a.a * kMaxTaskOptions + a.b;
    case ActionKind::Shuffle:
    case ActionKind::Roll: break;
  }
  return -1;
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::TakeDie: return "take die " + number(a.a + 1);
    case ActionKind::TakeLead: return "take lead";
    case ActionKind::Resolve: return "resolve " + number(a.a + 1) + " option " + number(a.b + 1);
    case ActionKind::NightSection:
      return "night section " + (a.a < kLandmarks ? std::string(kIconNames[landmark_icon(a.a)]) : number(a.a));
    case ActionKind::NightBonus: return "night bonus " + number(a.a + 1);
    case ActionKind::EndNight: return "end night";
    case ActionKind::Shuffle: return "shuffle " + number(a.b);
    case ActionKind::Roll: {
      std::string text = "roll";
      int code = a.b;
      for (int die = 0; die < kHikingDice; ++die, code /= kDieFaces)
        text.append(" ").append(number(code % kDieFaces + 1));
      return text + " lead " + number(code + 1);
    }
  }
  return "unknown action";
}

std::optional<Action> parse_chance(const State& state, std::string_view text) {
  const auto w = words(text);
  if (state.phase() == Phase::Shuffle) return parse_shuffle(state, w);
  if (state.phase() == Phase::Roll) return parse_roll(w);
  return std::nullopt;
}

}  // namespace parks::hike

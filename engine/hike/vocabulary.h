#pragma once
// The vocabulary of Parks: Roll & Hike (engine/core/vocabulary.h): actions as ids and as text, the
// text of sampled chance read back, and the observation (engine/hike/observation.h).
//
// Text, numbers counted from 1 as the book counts dice and spreads:
//   "take die 2"               hiking die 2 (die index 1)
//   "take lead"                the Lead Hiker die
//   "resolve 1 option 3"       pending task 1, its option 3 (what an option means depends on the
//                              task: the observation's "choices" name it)
//   "night section forest"     a night section, by landmark (forest, mountain, meadow, arrowhead)
//   "night bonus 2"            the park's night bonus 2 (a park's variant, or an Acadia spread)
//   "end night"
//   "shuffle 17"               chance: the trail's permutation code (factorial-base digits, H4)
//   "roll 3 1 4 1 lead 5"      chance: the faces (1-6) of hiking dice 1-4 and the Lead Hiker die
#include <optional>
#include <string>
#include <string_view>

#include "engine/hike/action.h"
#include "engine/hike/observation.h"

namespace parks::hike {

class State;

// The player action's id in [0, State::kNumDistinctActions), laid out by kind (state.h): take die
// 0-3, take lead 4, night section 5-8, night bonus 9-20, end night 21, resolve 22 + task * 12 +
// option (up to 705). Chance outcomes have none: -1.
int action_id(const Action& action);
std::string to_string(const Action& action);
// The outcome of the state's shuffle or roll whose text is `text`; empty for any other text.
std::optional<Action> parse_chance(const State& state, std::string_view text);

}  // namespace parks::hike

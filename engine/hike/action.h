#pragma once
// The actions of Parks: Roll & Hike: a player takes a hiking die or the Lead Hiker die,
// resolves one pending gain (which one and how), or at night resolves a landmark section, buys
// the park's night bonus or ends the night; chance shuffles the trail tokens and rolls the dice.
#include <cstdint>

namespace parks::hike {

enum class ActionKind : std::uint8_t { TakeDie, TakeLead, Resolve, NightSection, NightBonus, EndNight, Shuffle, Roll };

// Trivial (no member initialisers), so that move lists of them are not filled on construction.
struct Action {
  ActionKind kind;
  std::uint8_t a;   // the die, the pending task, the section or the bonus
  std::uint16_t b;  // the option; the shuffle or the roll

  constexpr bool operator==(const Action&) const = default;
};

constexpr Action take_die(int die) { return {ActionKind::TakeDie, static_cast<std::uint8_t>(die), 0}; }
constexpr Action take_lead() { return {ActionKind::TakeLead, 0, 0}; }
constexpr Action resolve(int task, int option) {
  return {ActionKind::Resolve, static_cast<std::uint8_t>(task), static_cast<std::uint16_t>(option)};
}
constexpr Action night_section(int landmark) {
  return {ActionKind::NightSection, static_cast<std::uint8_t>(landmark), 0};
}
constexpr Action night_bonus(int variant) { return {ActionKind::NightBonus, static_cast<std::uint8_t>(variant), 0}; }
constexpr Action end_night() { return {ActionKind::EndNight, 0, 0}; }
constexpr Action shuffle(int permutation) { return {ActionKind::Shuffle, 0, static_cast<std::uint16_t>(permutation)}; }
constexpr Action roll(int faces) { return {ActionKind::Roll, 0, static_cast<std::uint16_t>(faces)}; }

}  // namespace parks::hike

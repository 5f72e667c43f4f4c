#pragma once
// Pig, the dice game: on your turn roll a die as often as you like, adding each roll to the
// turn's total; a 1 loses the turn's total and ends the turn, holding banks it. The first to
// bank `goal` points wins. Registered only in the test build, to show what a new game needs.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "agents/greedy_agent.h"
#include "agents/heuristic.h"
#include "engine/core/game.h"
#include "engine/core/vocabulary.h"

namespace parks::pig {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kFaces = 6;

struct Action {
  std::uint8_t code = 0;  // a decision: kRoll or kHold; chance: kFirstFace + face - 1
  bool operator==(const Action&) const = default;
};
inline constexpr std::uint8_t kRoll = 0, kHold = 1, kFirstFace = 2;

class State {
 public:
  using Action = pig::Action;
  static constexpr std::size_t kMaxActions = 2;
  static constexpr std::size_t kMaxChanceOutcomes = kFaces;
  static constexpr int kMaxPlayers = pig::kMaxPlayers;
  static constexpr int kNumDistinctActions = 2;  // roll and hold

  static State initial(int players, int goal) {
    State state;
    state.players_ = static_cast<std::uint8_t>(players);
    state.goal_ = static_cast<std::uint16_t>(goal);
    return state;
  }

  int num_players() const { return players_; }
  int current_player() const { return over() ? kTerminalPlayer : rolling_ ? kChancePlayer : player_; }
  bool is_terminal() const { return over(); }
  void legal_actions(ActionList<State>& actions) const {
    actions.push_back({kRoll});
    if (turn_total_ > 0) actions.push_back({kHold});  // holding nothing would only pass
  }
  void chance_outcomes(ChanceList<State>& outcomes) const {
    for (int face = 1; face <= kFaces; ++face)
      outcomes.push_back({{static_cast<std::uint8_t>(kFirstFace + face - 1)}, 1.0 / kFaces});
  }
  void apply(Action a) {
    if (rolling_) return roll(a.code - kFirstFace + 1);
    if (a.code == kRoll) rolling_ = true;
    else bank();
  }
  int score(int player) const { return banked_[player]; }
  bool is_winner(int player) const { return banked_[player] >= goal_; }

  int turn_total() const { return turn_total_; }
  int goal() const { return goal_; }
  // A position typed by hand: the banked scores, whose turn, and the turn's total so far.
  void set_position(const std::array<int, kMaxPlayers>& banked, int player, int turn_total) {
    for (int p = 0; p < players_; ++p) banked_[p] = static_cast<std::uint16_t>(banked[p]);
    player_ = static_cast<std::uint8_t>(player);
    turn_total_ = static_cast<std::uint16_t>(turn_total);
  }
  bool operator==(const State&) const = default;

 private:
  bool over() const {
    return std::any_of(banked_.begin(), banked_.begin() + players_, [&](int s) { return s >= goal_; });
  }
  void roll(int face) {
    rolling_ = false;
    if (face == 1) return pass();
    turn_total_ = static_cast<std::uint16_t>(turn_total_ + face);
  }
  void bank() {
    banked_[player_] = static_cast<std::uint16_t>(banked_[player_] + turn_total_);
    pass();
  }
  void pass() {
    turn_total_ = 0;
    player_ = static_cast<std::uint8_t>((player_ + 1) % players_);
  }

  std::array<std::uint16_t, kMaxPlayers> banked_{};
  std::uint16_t turn_total_ = 0, goal_ = 50;
  std::uint8_t players_ = 2, player_ = 0;
  bool rolling_ = false;
};

// The vocabulary (engine/core/vocabulary.h): "roll", "hold", and chance's "face 4".
inline int action_id(const Action& a) { return a.code; }
inline std::string to_string(const Action& a) {
  if (a.code >= kFirstFace) return "face " + std::to_string(a.code - kFirstFace + 1);
  return a.code == kRoll ? "roll" : "hold";
}
inline nlohmann::json observation_json(const State& state, int player) {
  nlohmann::json banked = nlohmann::json::array();
  for (int p = 0; p < state.num_players(); ++p) banked.push_back(state.score(p));
  return {{"player", player}, {"banked", banked}, {"turn_total", state.turn_total()}, {"goal", state.goal()}};
}

// The cheap evaluation: points banked and in hand, against the best rival's.
inline double evaluate(const State& state, int player) {
  double best_rival = 0;
  for (int p = 0; p < state.num_players(); ++p)
    if (p != player) best_rival = std::max(best_rival, static_cast<double>(state.score(p)));
  const int in_hand = state.current_player() == player ? state.turn_total() : 0;
  return state.score(player) + in_hand - best_rival;
}

// The classic rule of thumb: roll until the turn holds 20 points or wins the game.
struct HoldAtTwenty {
  Action choose(const State& state, Rng&) const {
    const int player = state.current_player();
    const bool enough = state.turn_total() >= 20 || state.score(player) + state.turn_total() >= state.goal();
    return {enough ? kHold : kRoll};
  }
};

// The heuristic's evaluation: the cheap one, with points in hand counted at half their value,
// since a 1 may still take them.
struct HeldValue {
  double operator()(const State& state, int player) const {
    const int in_hand = state.current_player() == player ? state.turn_total() : 0;
    return evaluate(state, player) - 0.5 * in_hand;
  }
};

}  // namespace parks::pig

template <>
struct parks::Heuristic<parks::pig::State> {
  using agent = pig::HoldAtTwenty;
  using evaluation = pig::HeldValue;
};

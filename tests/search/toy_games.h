#pragma once
// Two small games over the game concept, for testing the search away from any real game.
#include <array>
#include <cstdint>

#include "engine/core/game.h"

namespace parks::testing {

// A lottery with 100 chance outcomes (so the search widens progressively): the player first
// takes 55 points for sure or plays; playing draws x in 0..99, then the player keeps 50 or x.
// Playing is worth E[max(50, x)] = 62.25.
class Lottery {
 public:
  struct Action {
    std::uint8_t code = 0;  // 0: safe / keep 50, 1: play / take x; chance: x
    bool operator==(const Action&) const = default;
  };
  static constexpr std::size_t kMaxActions = 2;
  static constexpr std::size_t kMaxChanceOutcomes = 100;
  static constexpr int kMaxPlayers = 1;

  int num_players() const { return 1; }
  int current_player() const {
    if (stage_ == 3) return kTerminalPlayer;
    return stage_ == 1 ? kChancePlayer : 0;
  }
  bool is_terminal() const { return stage_ == 3; }
  void legal_actions(ActionList<Lottery>& actions) const {
    actions.push_back({0});
    actions.push_back({1});
  }
  void chance_outcomes(ChanceList<Lottery>& outcomes) const {
    for (int x = 0; x < 100; ++x) outcomes.push_back({{static_cast<std::uint8_t>(x)}, 0.01});
  }
  void apply(Action a) {
    if (stage_ == 0) {
      if (a.code == 0) score_ = 55, stage_ = 3;
      else stage_ = 1;
    } else if (stage_ == 1) {
      drawn_ = a.code;
      stage_ = 2;
    } else {
      score_ = a.code == 0 ? 50 : drawn_;
      stage_ = 3;
    }
  }
  double score(int) const { return score_; }
  bool is_winner(int) const { return score_ >= 60; }
  bool operator==(const Lottery&) const = default;

 private:
  int stage_ = 0;
  int drawn_ = 0;
  int score_ = 0;
};

// Two players, one move each: player 0 picks a, then player 1 picks b, and each scores
// kPayoff[a][b][player]. Player 1 answers a=0 with b=1 and a=1 with b=0, so under max^n player 0
// must pick a=1 (2 points), although a=0 with b=0 would give it 3.
class Sequential {
 public:
  struct Action {
    std::uint8_t code = 0;
    bool operator==(const Action&) const = default;
  };
  static constexpr std::size_t kMaxActions = 2;
  static constexpr std::size_t kMaxChanceOutcomes = 1;
  static constexpr int kMaxPlayers = 2;
  static constexpr int kPayoff[2][2][2] = {{{3, 1}, {0, 2}}, {{2, 3}, {1, 0}}};

  int num_players() const { return 2; }
  int current_player() const { return moves_ == 2 ? kTerminalPlayer : static_cast<int>(moves_); }
  bool is_terminal() const { return moves_ == 2; }
  void legal_actions(ActionList<Sequential>& actions) const {
    actions.push_back({0});
    actions.push_back({1});
  }
  void chance_outcomes(ChanceList<Sequential>&) const {}
  void apply(Action a) {
    if (moves_ < 2) choice_[moves_++] = a.code & 1;
  }
  double score(int p) const { return kPayoff[choice_[0]][choice_[1]][p & 1]; }
  bool is_winner(int p) const { return score(p) > score(1 - p); }
  bool operator==(const Sequential&) const = default;

 private:
  unsigned moves_ = 0;
  std::array<int, 2> choice_{};
};

}  // namespace parks::testing

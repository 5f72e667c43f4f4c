#pragma once
// A game of Polyhedral Park Planner as a state of the game concept. Rounds (10) start with a
// roll of the six dice (chance), shared by all players; then each seat in turn plays its round
// alone on its own copy of the roll: modifications first (P4), then unlocks and placements
// (P5) until it ends the round. Each seat has its sheet (copies of one, or different ones, as
// the players agree); the sheets live in the state, so a state is a self-contained value.
#include <algorithm>
#include <array>
#include <cstdint>
#include <tuple>

#include "engine/core/game.h"
#include "engine/planner/action.h"
#include "engine/planner/cards.h"
#include "engine/planner/dice.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

enum class Phase : std::uint8_t { Roll, Use, Reroll, Over };

inline constexpr int kMaxPlayers = 6;

template <int Seats>
class BasicState {
 public:
  using Action = planner::Action;
  static constexpr std::size_t kMaxActions = 256;  // at most 249: see legal_actions
  static constexpr std::size_t kMaxChanceOutcomes = 4 * 6 * 8 * 10 * 12 * 20;  // sampled, never listed
  static constexpr int kMaxPlayers = Seats;

  // Every seat on a copy of `sheet`.
  static BasicState initial(const Sheet& sheet, const Deal& deal, int players) {
    std::array<Sheet, Seats> sheets;
    sheets.fill(sheet);
    return initial(sheets, deal, players);
  }
  static BasicState initial(const std::array<Sheet, Seats>& sheets, const Deal& deal, int players) {
    BasicState state;
    state.sheets_ = sheets;
    state.deal_ = deal;
    state.players_ = static_cast<std::uint8_t>(players);
    return state;
  }

  int num_players() const { return players_; }
  int current_player() const {
    if (phase_ == Phase::Over) return kTerminalPlayer;
    return phase_ == Phase::Use ? seat_ : kChancePlayer;
  }
  bool is_terminal() const { return phase_ == Phase::Over; }

  // Modifications come before the first die is used; a die is adjusted one way in a round
  // (up then down again would only cost two points). Unlocks and placements are offered only
  // when every type unlocked this round can still be placed with the dice left.
  // Bound: a group's sum unlocks one type and matches at most 7 squares; with k types unlocked
  // at least k dice are used. k = 0: 63 unlocks, 12 adjustments, 63 rerolls and the end (139);
  // k = 1: 31 groups x (7 placements + 1 unlock) + the end (249); k = 2: 15 x (14 + 1) + 1 (226).
  void legal_actions(ActionList<BasicState>& actions) const {
    if (phase_ != Phase::Use) return;
    if (used_ == 0) modification_actions(actions);
    const std::uint8_t due = unlocked_ & ~placed_;
    const int owed = std::popcount(due);
    if (owed == 0) actions.push_back(Action::end());
    const unsigned unused = ~used_ & (kDiceSubsets - 1);
    const Board empty = park().empty();
    const DiceSums sums(dice_);
    Placeability placeable(sheet(), empty, sums);
    for (unsigned group = unused; group; group = (group - 1) & unused) {
      if (!sums.is_canonical(group, unused)) continue;
      const int sum = sums.sum[group];
      const unsigned rest = unused & ~group;
      const Development unlock = unlocked_by(sum);
      if (!(unlocked_ & bit_of(unlock)) && placeable.can_place(rest, owed + 1)) actions.push_back(Action::unlock(unlock, group));
      const Board targets = sum <= kMaxPrinted ? empty & sheet().by_number[sum] : 0;
      if (!targets || !unlocked_) continue;
      const bool after_due = (due & unlocked_) && placeable.can_place_after(rest, owed - 1, sum);
      const bool after_other = (unlocked_ & ~due) && placeable.can_place_after(rest, owed, sum);
      for (int d = 0; d < kDevelopments; ++d) {
        if (!(unlocked_ >> d & 1) || !((due >> d & 1) ? after_due : after_other)) continue;
        for (Board t = targets; t;) actions.push_back(Action::place(static_cast<Development>(d), group, pop_square(t)));
      }
    }
  }

  Action sample_chance(Rng& rng) const {
    DiceValues values = dice_;
    for (int k = 0; k < kDice; ++k)
      if (rolling(k)) values[k] = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(kFaces[k])) + 1);
    return Action::roll(values);
  }
  double chance_probability(Action) const {
    double p = 1;
    for (int k = 0; k < kDice; ++k)
      if (rolling(k)) p /= kFaces[k];
    return p;
  }
  // Each roll and reroll draws from its own stream, so a reroll leaves later rounds' rolls
  // unchanged (common random numbers across agents).
  std::uint64_t chance_key() const { return 2 * static_cast<std::uint64_t>(round_) + (phase_ == Phase::Reroll); }

  void apply(Action a) {
    if (phase_ == Phase::Roll) {
      for (int k = 0; k < kDice; ++k) rolled_[k] = static_cast<std::uint8_t>(a.value(k));
      start_seat(0);
      return;
    }
    if (phase_ == Phase::Reroll) {
      for (int k = 0; k < kDice; ++k)
        if (reroll_dice_ >> k & 1) dice_[k] = static_cast<std::uint8_t>(a.value(k));
      raised_ &= ~reroll_dice_;
      lowered_ &= ~reroll_dice_;
      phase_ = Phase::Use;
      return;
    }
    const int die = std::countr_zero(a.dice());
    switch (a.kind()) {
      case Kind::Raise: ++dice_[die], raised_ |= a.dice(), ++modifications_[seat_]; break;
      case Kind::Lower: --dice_[die], lowered_ |= a.dice(), ++modifications_[seat_]; break;
      case Kind::Reroll:
        ++modifications_[seat_];
        rerolled_ = true;
        reroll_dice_ = static_cast<std::uint8_t>(a.dice());
        phase_ = Phase::Reroll;
        break;
      case Kind::Unlock:
        used_ |= a.dice();
        unlocked_ |= bit_of(a.development());
        break;
      case Kind::Place:
        used_ |= a.dice();
        placed_ |= bit_of(a.development());
        parks_[seat_].develop(a.development(), a.square());
        break;
      case Kind::End: end_seat(); break;
    }
  }

  ScoreCard score_card(int player) const { return planner::score_card(parks_[player], deal_, modifications_[player]); }
  double score(int player) const { return score_card(player).total(); }
  // Solo: P8. Multiplayer: the highest total, then the fewest penalty points, then the highest
  // lowest card; players still tied share the win.
  bool is_winner(int player) const {
    const ScoreCard mine = score_card(player);
    if (players_ == 1) return solo_win(mine, deal_);
    const auto rank = [](const ScoreCard& c) { return std::tuple(c.total(), -c.penalty(), c.lowest_card()); };
    for (int q = 0; q < players_; ++q)
      if (q != player && rank(score_card(q)) > rank(mine)) return false;
    return true;
  }

  const Park& park(int player) const { return parks_[player]; }
  const Park& park() const { return parks_[seat_]; }
  int modifications(int player) const { return modifications_[player]; }
  const Sheet& sheet(int player) const { return sheets_[player]; }
  const Sheet& sheet() const { return sheets_[seat_]; }  // the acting seat's
  const Deal& deal() const { return deal_; }
  int round() const { return round_; }  // 0-9, 10 when over
  int seat() const { return seat_; }
  Phase phase() const { return phase_; }
  const DiceValues& dice() const { return dice_; }
  const DiceValues& rolled() const { return rolled_; }
  unsigned used() const { return used_; }
  std::uint8_t unlocked() const { return unlocked_; }
  std::uint8_t placed() const { return placed_; }
  bool rerolled() const { return rerolled_; }

  bool operator==(const BasicState&) const = default;

 private:
  bool rolling(int die) const { return phase_ == Phase::Roll || (reroll_dice_ >> die & 1); }

  void modification_actions(ActionList<BasicState>& actions) const {
    if (modifications_[seat_] >= kMaxModifications) return;
    for (int k = 0; k < kDice; ++k) {
      if (dice_[k] < kFaces[k] && !(lowered_ >> k & 1)) actions.push_back(Action::raise(k));
      if (dice_[k] > 1 && !(raised_ >> k & 1)) actions.push_back(Action::lower(k));
    }
    if (players_ == 1 && !rerolled_)  // P4: solo only, once a round
      for (unsigned dice = 1; dice < kDiceSubsets; ++dice) actions.push_back(Action::reroll(dice));
  }

  void start_seat(int seat) {
    seat_ = static_cast<std::uint8_t>(seat);
    dice_ = rolled_;
    used_ = unlocked_ = placed_ = raised_ = lowered_ = reroll_dice_ = 0;
    rerolled_ = false;
    phase_ = Phase::Use;
  }

  void end_seat() {
    if (seat_ + 1 < players_) return start_seat(seat_ + 1);
    ++round_;
    phase_ = round_ == kRounds ? Phase::Over : Phase::Roll;
  }

  std::array<Sheet, Seats> sheets_;
  std::array<Park, Seats> parks_{};
  std::array<std::uint8_t, Seats> modifications_{};
  Deal deal_{};
  DiceValues rolled_{}, dice_{};
  std::uint8_t players_ = 1, round_ = 0, seat_ = 0;
  Phase phase_ = Phase::Roll;
  std::uint8_t used_ = 0, unlocked_ = 0, placed_ = 0;  // dice used; types unlocked and placed
  std::uint8_t raised_ = 0, lowered_ = 0, reroll_dice_ = 0;
  bool rerolled_ = false;
};

using SoloState = BasicState<1>;
using PartyState = BasicState<kMaxPlayers>;

}  // namespace parks::planner

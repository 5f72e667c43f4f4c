#pragma once
// A game of Polyhedral Park Planner as a state of the game concept. Rounds (10) start with a
// roll of the six dice (chance), shared by all players; then each seat in turn plays its round
// alone on its own copy of the roll: modifications first (P4), then unlocks and placements
// (P5) until it ends the round. Each seat has its sheet (copies of one, or different ones, as
// the players agree); the sheets live in the state, so a state is a self-contained value.
#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>

#include "engine/core/game.h"
#include "engine/planner/action.h"
#include "engine/planner/cards.h"
#include "engine/planner/dice.h"
#include "engine/planner/sheet.h"

namespace parks::planner {

enum class Phase : std::uint8_t { Roll, Use, Reroll, Over };

// Multiplayer, in the book's order: the highest total, then the fewest penalty points, then the
// highest lowest card; players equal on all three share the win.
inline auto standing(const ScoreCard& card) { return std::tuple(card.total(), -card.penalty(), card.lowest_card()); }

inline constexpr int kMaxPlayers = 6;

template <int Seats>
class BasicState {
 public:
  using Action = planner::Action;
  static constexpr std::size_t kMaxActions = 344;                              // at most 342: see legal_actions
  static constexpr std::size_t kMaxChanceOutcomes = 4 * 6 * 8 * 10 * 12 * 20;  // sampled, never listed
  static constexpr int kMaxPlayers = Seats;
  static constexpr int kNumDistinctActions = kActionIds;  // 20740: action_id (action.h)

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

  // Modifications come before the first die is used (P4); a die is adjusted one way in a round
  // (up then down again would only cost two points). A modification is not a use of the dice: the
  // most the round can use is counted on the dice as modified. Then P5: a type circles dice
  // while they split into groups in its range, a group is placed on an empty square printed its
  // sum for an unlocked type, and a move is offered only when the round can still use as many
  // dice as before it (see RoundReach): so the round ends only when it can use no more, with
  // every unlocked type placed, and no offered move leads to a round that cannot end.
  // Bound: with k types unlocked, k dice or more are circled, and a group is circled by at most
  // the 4 types and placed on at most 7 squares for each unlocked type. k = 0: 63 x 4 circles, 12
  // adjustments, 63 rerolls and the end; k = 1: 31 groups x (4 + 7) and the end; k = 2:
  // 15 x (4 + 14) + 1. Far fewer in practice (kMaxActions is checked over random rounds).
  void legal_actions(ActionList<BasicState>& actions) const {
    if (phase_ != Phase::Use) return;
    if (used_ == 0) modification_actions(actions);
    const unsigned unused = ~used_ & (kDiceSubsets - 1);
    const Board empty = park().empty();
    const DiceSums sums(dice_);
    RoundReach reach(sheet(), empty, sums, UnlockSplits(sums), used_, circled_, placed_);
    if (reach.may_end()) actions.push_back(Action::end());
    if (reach.most() == 0) return;
    std::array<SubsetSet, kDevelopments> circles{};
    for (int d = 0; d < kDevelopments; ++d) circles[d] = reach.circles(static_cast<Development>(d));
    const std::uint8_t unlocked = this->unlocked();
    for (unsigned group = unused; group; group = (group - 1) & unused) {
      if (!sums.is_canonical(group, unused)) continue;
      for (int d = 0; d < kDevelopments; ++d)
        if (circles[d] >> group & 1) actions.push_back(Action::unlock(static_cast<Development>(d), group));
      const int sum = sums.sum[group];
      const Board targets = sum <= kMaxPrinted ? empty & sheet().by_number[sum] : 0;
      if (!targets) continue;
      for (int d = 0; d < kDevelopments; ++d) {
        if (!(unlocked >> d & 1) || !reach.may_place(group, static_cast<Development>(d))) continue;
        for (Board t = targets; t;) actions.push_back(Action::place(static_cast<Development>(d), group, pop_square(t)));
      }
    }
    assert(actions.size() <= kMaxActions);
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
    play(a);
#ifndef NDEBUG
    check_invariants();
#endif
  }

  // Asserts the state's internal consistency; `apply` calls it in a checked build (no NDEBUG).
  void check_invariants() const {
#ifndef NDEBUG
    assert(players_ >= 1 && players_ <= Seats && seat_ < players_);
    assert(round_ <= kRounds && (round_ == kRounds) == (phase_ == Phase::Over));
    constexpr unsigned kAllDice = kDiceSubsets - 1;
    assert(!(used_ & ~kAllDice) && !(raised_ & lowered_) && !((raised_ | lowered_ | reroll_dice_) & ~kAllDice));
    unsigned circled = 0;
    for (int d = 0; d < kDevelopments; ++d) {
      assert(!(circled_[d] & circled));  // P5: a die is used once
      circled |= circled_[d];
    }
    assert((circled & ~used_) == 0 && (placed_ & ~unlocked()) == 0);  // P5: only an unlocked type is placed
    if (phase_ == Phase::Use || phase_ == Phase::Reroll)
      for (int k = 0; k < kDice; ++k)
        assert(dice_[k] >= 1 && dice_[k] <= kFaces[k] && rolled_[k] >= 1 && rolled_[k] <= kFaces[k]);  // P3
    for (int p = 0; p < Seats; ++p) {
      assert(modifications_[p] <= kMaxModifications && (p < players_ || modifications_[p] == 0));  // P4
      const Park& park = parks_[p];
      Board developed = 0;
      for (const Board b : park.boards) {
        assert(!(b & developed) && !(b & ~kSquaresToDevelop));  // one development per square
        developed |= b;
      }
      assert(count(developed) <= (kDice - 1) * (round_ + 1));  // P5: a round unlocks with one die or more
    }
#endif
  }

  ScoreCard score_card(int player) const { return planner::score_card(parks_[player], deal_, modifications_[player]); }
  double score(int player) const { return score_card(player).total(); }
  // Solo: P8. Multiplayer: the highest total, then the fewest penalty points, then the highest
  // lowest card; players still tied share the win.
  bool is_winner(int player) const {
    const ScoreCard mine = score_card(player);
    if (players_ == 1) return solo_win(mine, deal_);
    for (int q = 0; q < players_; ++q)
      if (q != player && standing(score_card(q)) > standing(mine)) return false;
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
  // The types unlocked this round: those with dice circled (P5).
  std::uint8_t unlocked() const {
    std::uint8_t types = 0;
    for (int d = 0; d < kDevelopments; ++d) types |= static_cast<std::uint8_t>((circled_[d] != 0) << d);
    return types;
  }
  const Circled& circled() const { return circled_; }
  std::uint8_t placed() const { return placed_; }
  bool rerolled() const { return rerolled_; }
  // The dice raised and lowered this round (a die is adjusted one way until it is rerolled).
  unsigned raised() const { return raised_; }
  unsigned lowered() const { return lowered_; }
  // Whether chance rolls `die` now: every die at a round's roll, the chosen ones at a reroll.
  bool rolling(int die) const { return phase_ == Phase::Roll || (reroll_dice_ >> die & 1); }

  // The dice chosen at this round's reroll (solo, P4); none before it.
  unsigned reroll_dice() const { return reroll_dice_; }

  bool operator==(const BasicState&) const = default;

  // A position typed at the table (cli/planner/position.cpp) is set field by field; the reader
  // checks that the values are ones the rules reach, these only store them.
  struct Round {
    Phase phase = Phase::Roll;
    int round = 0, seat = 0;  // 0-9 (10 when over); the acting seat
    DiceValues rolled{}, dice{};
    unsigned used = 0, raised = 0, lowered = 0, reroll_dice = 0;
    Circled circled{};
    std::uint8_t placed = 0;
    bool rerolled = false;
  };
  void set_seat(int player, const Park& park, int modifications) {
    parks_[player] = park;
    modifications_[player] = static_cast<std::uint8_t>(modifications);
  }
  void set_round(const Round& r) {
    phase_ = r.phase;
    round_ = static_cast<std::uint8_t>(r.round);
    seat_ = static_cast<std::uint8_t>(r.seat);
    rolled_ = r.rolled;
    dice_ = r.dice;
    used_ = static_cast<std::uint8_t>(r.used);
    raised_ = static_cast<std::uint8_t>(r.raised);
    lowered_ = static_cast<std::uint8_t>(r.lowered);
    reroll_dice_ = static_cast<std::uint8_t>(r.reroll_dice);
    circled_ = r.circled;
    placed_ = r.placed;
    rerolled_ = r.rerolled;
  }

 private:
  void play(Action a) {
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
        circled_[static_cast<int>(a.development())] |= static_cast<std::uint8_t>(a.dice());
        break;
      case Kind::Place:
        used_ |= a.dice();
        placed_ |= bit_of(a.development());
        parks_[seat_].develop(a.development(), a.square());
        break;
      case Kind::End: end_seat(); break;
    }
  }

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
    used_ = placed_ = raised_ = lowered_ = reroll_dice_ = 0;
    circled_ = {};
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
  std::uint8_t used_ = 0, placed_ = 0;  // dice used; types placed
  Circled circled_{};                   // dice circled per type: the types unlocked
  std::uint8_t raised_ = 0, lowered_ = 0, reroll_dice_ = 0;
  bool rerolled_ = false;
};

// The roll of the state's chance event whose text is `text` ("roll 3 1 6 1 7 12", as to_string
// writes it); empty for other text, a value off its die, or a die that keeps its value (P4: a
// reroll rolls only the chosen dice).
template <int Seats>
std::optional<Action> parse_chance(const BasicState<Seats>& state, std::string_view text) {
  constexpr std::string_view kPrefix = "roll";
  if (state.current_player() != kChancePlayer || !text.starts_with(kPrefix)) return std::nullopt;
  DiceValues values{};
  const char* at = text.data() + kPrefix.size();
  const char* const end = text.data() + text.size();
  for (int k = 0; k < kDice; ++k) {
    if (at == end || *at++ != ' ') return std::nullopt;
    int value = 0;
    const auto [next, error] = std::from_chars(at, end, value);
    if (error != std::errc{} || value < 1 || value > kFaces[k]) return std::nullopt;
    if (!state.rolling(k) && value != state.dice()[k]) return std::nullopt;
    values[k] = static_cast<std::uint8_t>(value);
    at = next;
  }
  const Action roll = Action::roll(values);
  if (at != end || to_string(roll) != text) return std::nullopt;  // also refuses "03" for 3
  return roll;
}

using SoloState = BasicState<1>;
using PartyState = BasicState<kMaxPlayers>;
// A state is copied at every step of a search: the sheet (21 boards) and park (4) of each seat
// and a few bytes of round.
static_assert(sizeof(SoloState) <= 26 * sizeof(Board) + 64);

}  // namespace parks::planner

// The observation completes the vocabulary, which must be seen wherever the state is.
#include "engine/planner/observation.h"  // IWYU pragma: export

// The acting seat's round in a Polyhedral Park Planner position file: the roll, the dice as
// modified, the reroll, the dice used, circled and placed, each checked against the rules.
#include <algorithm>
#include <charconv>

#include "cli/planner/position_parts.h"
#include "engine/planner/dice.h"

namespace parks::cli {

namespace {

using namespace planner;

// The keys that describe a round in play (the round's roll and what the seat did with it).
constexpr std::array<const char*, 8> kRoundKeys = {"dice",      "raised", "lowered", "rerolled",
                                                   "rerolling", "used",   "circled", "placed"};

std::vector<std::string> dice_words(std::string_view text) {
  std::vector<std::string> words;
  for (auto word : PositionFile::words(text)) {
    for (std::size_t start = 0;;) {
      const auto plus = word.find('+', start);
      if (plus > start) words.push_back(word.substr(start, plus - start));
      if (plus == std::string::npos) break;
      start = plus + 1;
    }
  }
  return words;
}

int die_of(const std::string& word) {
  for (int k = 0; k < kDice; ++k)
    if (word == kPlannerDieNames[k]) return k;
  return -1;
}

int type_of(const std::string& word) {
  for (int d = 0; d < kDevelopments; ++d)
    if (word == kDevelopmentNames[d]) return d;
  return -1;
}

std::string range_text(int d) {
  return d == kDevelopments - 1 ? std::to_string(kUnlockLow[d]) + " or more"
                                : std::to_string(kUnlockLow[d]) + "-" + std::to_string(kUnlockHigh[d]);
}

// "d4 d20", "d4+d20" or "none": a set of dice, each named once.
unsigned read_dice_words(const PositionFile& file, const PositionLine& line, const std::vector<std::string>& words) {
  if (words.size() == 1 && words[0] == "none") return 0;
  if (words.empty()) file.fail(line, "'" + line.key + ":' takes dice like 'd4 d20', or 'none'");
  unsigned dice = 0;
  for (const auto& word : words) {
    const int k = die_of(word);
    if (k < 0) file.fail(line, "'" + word + "' is not a die: the dice are d4 d6 d8 d10 d12 d20");
    if (dice >> k & 1) file.fail(line, word + " is named twice");
    dice |= 1u << k;
  }
  return dice;
}

unsigned read_dice_set(const PositionFile& file, const char* key) {
  const PositionLine* line = file.find(key);
  return line ? read_dice_words(file, *line, dice_words(line->value)) : 0;
}

// Six values, d4 first, each on its die's faces (P3).
DiceValues read_values(const PositionFile& file, const PositionLine& line) {
  const auto words = PositionFile::words(line.value);
  if (words.size() != static_cast<std::size_t>(kDice))
    file.fail(line,
              "'" + line.key + ":' takes six values, of d4 d6 d8 d10 d12 d20 in that order, got '" + line.value + "'");
  DiceValues values{};
  for (int k = 0; k < kDice; ++k) {
    const auto& w = words[static_cast<std::size_t>(k)];
    int v = 0;
    const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (error != std::errc{} || end != w.data() + w.size())
      file.fail(line, "'" + w + "' is not a value of " + kPlannerDieNames[k]);
    if (v < 1 || v > kFaces[k])
      file.fail(line, std::string(kPlannerDieNames[k]) + " shows " + w + ": its faces are 1-" +
                          std::to_string(kFaces[k]) + " (P3)");
    values[k] = static_cast<std::uint8_t>(v);
  }
  return values;
}

// "tree d4, path d8+d10" (a "with" after the type is allowed, as in the moves' text) or "none".
Circled read_circled(const PositionFile& file, const PositionLine& line) {
  Circled circled{};
  if (line.value == "none") return circled;
  std::size_t start = 0;
  for (;;) {
    const auto comma = line.value.find(',', start);
    auto words = dice_words(std::string_view(line.value).substr(start, comma - start));
    if (words.empty()) file.fail(line, "'circled:' takes types and their dice like 'tree d4, path d8+d10', or 'none'");
    const int d = type_of(words[0]);
    if (d < 0) file.fail(line, "'" + words[0] + "' is not a type: tree, path, water or bench");
    if (circled[d]) file.fail(line, words[0] + " is named twice: give all its circled dice at once");
    words.erase(words.begin());
    if (!words.empty() && words[0] == "with") words.erase(words.begin());
    if (words.empty()) file.fail(line, std::string(kDevelopmentNames[d]) + " needs its circled dice, like 'tree d4'");
    circled[d] = static_cast<std::uint8_t>(read_dice_words(file, line, words));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return circled;
}

std::uint8_t read_placed(const PositionFile& file, const PositionLine& line) {
  const auto words = PositionFile::words(line.value);
  if (words.size() == 1 && words[0] == "none") return 0;
  if (words.empty()) file.fail(line, "'placed:' takes the types placed this round, like 'tree path', or 'none'");
  std::uint8_t types = 0;
  for (const auto& word : words) {
    const int d = type_of(word);
    if (d < 0) file.fail(line, "'" + word + "' is not a type: tree, path, water or bench");
    if (types >> d & 1) file.fail(line, word + " is named twice");
    types |= bit_of(static_cast<Development>(d));
  }
  return types;
}

// P4: a die not rerolled shows its roll, raised (above it) or lowered (below it).
void check_adjustments(const PositionFile& file, const RoundRead& r) {
  const PositionLine& shown = *r.dice_line;
  for (int k = 0; k < kDice; ++k) {
    const std::string die = kPlannerDieNames[k];
    if (r.raised >> k & 1 && r.lowered >> k & 1)
      file.fail(shown, die + " is both raised and lowered: a die is adjusted one way in a round (P4)");
    if (r.phase == Phase::Use && r.reroll_dice >> k & 1) continue;  // its value before the reroll is gone
    const int now = r.dice[k], rolled = r.rolled[k];
    const std::string values = die + " shows " + std::to_string(now) + " and rolled " + std::to_string(rolled);
    if (now > rolled && !(r.raised >> k & 1)) file.fail(shown, values + ": add it to 'raised:' (P4)");
    if (now < rolled && !(r.lowered >> k & 1)) file.fail(shown, values + ": add it to 'lowered:' (P4)");
    if (now <= rolled && r.raised >> k & 1) file.fail(shown, values + ": it is not raised (P4)");
    if (now >= rolled && r.lowered >> k & 1) file.fail(shown, values + ": it is not lowered (P4)");
  }
}

// P5: dice circled, placed and used agree.
void check_uses(const PositionFile& file, const RoundRead& r, const PositionLine* used_line,
                const PositionLine* placed_line) {
  const DiceSums sums(r.dice);
  const UnlockSplits splits(sums);
  unsigned seen = 0;
  for (int d = 0; d < kDevelopments; ++d) {
    const std::string type(kDevelopmentNames[d]);
    if (const unsigned both = seen & r.circled[d])
      file.fail(*r.circled_line, dice_text(both) + " is circled for two types: a die is used once (P5)");
    seen |= r.circled[d];
    if (!(splits.of[d] >> r.circled[d] & 1))
      file.fail(*r.circled_line, type + "'s dice " + dice_text(r.circled[d]) + " (sum " +
                                     std::to_string(sums.sum[r.circled[d]]) + ") do not split into groups of " +
                                     range_text(d) + " (P5)");
  }
  if (const unsigned loose = seen & ~r.used)
    file.fail(used_line ? *used_line : *r.circled_line,
              dice_text(loose) + " is circled, so it is used: add it to 'used:'");
  if (const std::uint8_t early = r.placed & ~r.unlocked())
    for (int d = 0; d < kDevelopments; ++d)
      if (early >> d & 1)
        file.fail(*placed_line, std::string(kDevelopmentNames[d]) +
                                    " is placed but has no dice circled: a type is placed once unlocked (P5)");
  const unsigned placing = r.used & ~seen;
  if (placing && !r.placed)
    file.fail(*used_line, dice_text(placing) + " is used but not circled: name the types placed under 'placed:'");
  if (r.placed && !placing)
    file.fail(*placed_line, "types are placed but no die under 'used:' is left for a placement (P5)");
  if (std::popcount(static_cast<unsigned>(r.placed)) > std::popcount(placing))
    file.fail(*placed_line, std::to_string(std::popcount(static_cast<unsigned>(r.placed))) + " types placed with " +
                                std::to_string(std::popcount(placing)) +
                                " dice: each placement takes a die or more (P5)");
}

// Whether the dice in `left` can finish the round: circle more for some types and place groups on
// distinct empty squares printed their sums until every type unlocked is placed (P5). Dice may
// stay unused here: a finish exists whenever one using the most dice does.
class Finisher {
 public:
  Finisher(const Sheet& sheet, Board empty, const DiceValues& dice) : sums_(dice), splits_(sums_) {
    for (int n = 1; n <= kMaxPrinted; ++n) free_[n] = count(empty & sheet.by_number[n]);
  }

  bool can_finish(unsigned left, Circled circled, std::uint8_t placed) {
    std::uint8_t unlocked = 0;
    for (int d = 0; d < kDevelopments; ++d) unlocked |= static_cast<std::uint8_t>((circled[d] != 0) << d);
    if (placed == unlocked) return true;
    if (!left) return false;
    const unsigned lowest = left & -left, others = left & ~lowest;
    if (can_finish(others, circled, placed)) return true;
    for (unsigned more = others;; more = (more - 1) & others) {
      const unsigned group = lowest | more;
      if (try_group(left & ~group, group, circled, placed)) return true;
      if (!more) return false;
    }
  }

 private:
  bool try_group(unsigned rest, unsigned group, Circled& circled, std::uint8_t placed) {
    for (int d = 0; d < kDevelopments; ++d) {
      const unsigned joined = circled[d] | group;
      if (!(splits_.of[d] >> joined & 1)) continue;
      const auto before = circled[d];
      circled[d] = static_cast<std::uint8_t>(joined);
      const bool ok = can_finish(rest, circled, placed);
      circled[d] = before;
      if (ok) return true;
    }
    const int n = sums_.sum[group];
    if (n > kMaxPrinted || free_[n] == 0) return false;
    --free_[n];
    bool ok = false;
    for (int d = 0; d < kDevelopments && !ok; ++d)
      ok = can_finish(rest, circled, static_cast<std::uint8_t>(placed | bit_of(static_cast<Development>(d))));
    ++free_[n];
    return ok;
  }

  DiceSums sums_;
  UnlockSplits splits_;
  std::array<int, kMaxPrinted + 1> free_{};
};

void check_no_round_keys(const PositionFile& file, const std::string& why) {
  for (const char* key : kRoundKeys)
    if (const auto* line = file.find(key)) file.fail(*line, "'" + line->key + ":' " + why);
}

RoundRead read_use(const PositionFile& file, int players, RoundRead r, const PositionLine& rolled) {
  r.phase = Phase::Use;
  const PositionLine* seat = file.find("seat");
  if (players > 1 && !seat) file.fail("missing 'seat:' (the seat to act, 1-" + std::to_string(players) + ")");
  r.seat = seat ? file.integer(*seat, 1, players) - 1 : 0;
  r.rolled = read_values(file, rolled);
  const PositionLine* dice = file.find("dice");
  r.dice_line = dice ? dice : &rolled;
  r.dice = dice ? read_values(file, *dice) : r.rolled;
  const PositionLine* rerolled = file.find("rerolled");
  const PositionLine* rerolling = file.find("rerolling");
  for (const PositionLine* line : {rerolled, rerolling})
    if (line && players > 1 && line->value != "none") file.fail(*line, "a reroll is for solo games only (P4)");
  if (rerolled && rerolling)
    file.fail(*rerolling, "a round has one reroll (P4): 'rerolled:' (line " + std::to_string(rerolled->number) +
                              ") or 'rerolling:', not both");
  r.reroll_dice = read_dice_set(file, rerolling ? "rerolling" : "rerolled");
  if (rerolling) {
    if (!r.reroll_dice) file.fail(*rerolling, "'rerolling:' takes the dice being rerolled");
    r.phase = Phase::Reroll;
    for (const char* key : {"used", "circled", "placed"})
      if (const auto* line = file.find(key); line && line->value != "none")
        file.fail(*line, "'" + line->key + ":' while the reroll's dice are unread: dice are used after it (P4)");
  }
  r.raised = read_dice_set(file, "raised");
  r.lowered = read_dice_set(file, "lowered");
  check_adjustments(file, r);
  const PositionLine* circled = file.find("circled");
  r.circled_line = circled ? circled : r.dice_line;
  if (circled) r.circled = read_circled(file, *circled);
  r.used = read_dice_set(file, "used");
  const PositionLine* placed = file.find("placed");
  if (placed) r.placed = read_placed(file, *placed);
  r.placed_line = placed ? placed : r.dice_line;
  const PositionLine* used = file.find("used");
  check_uses(file, r, used ? used : r.dice_line, placed ? placed : r.dice_line);
  return r;
}

}  // namespace

RoundRead read_round(const PositionFile& file, int players) {
  RoundRead r;
  const PositionLine& round = file.need("round");
  r.round_line = &round;
  const PositionLine* rolled = file.find("rolled");
  if (round.value == "over") {
    r.phase = Phase::Over;
    r.round = kRounds;
    check_no_round_keys(file, "describes a round in play, but the game is over");
    for (const char* key : {"rolled", "seat"})
      if (const auto* line = file.find(key))
        file.fail(*line, "'" + line->key + ":' describes a round in play, but the game is over");
    return r;
  }
  r.round = file.integer(round, 1, kRounds) - 1;
  if (rolled) return read_use(file, players, r, *rolled);
  check_no_round_keys(file, "needs the round's roll: add 'rolled:' (the values of d4 d6 d8 d10 d12 d20)");
  if (const auto* seat = file.find("seat"))
    file.fail(*seat, "'seat:' needs the round's roll: before it every seat waits for the dice");
  return r;  // waiting for the round's roll
}

void check_modifications(const PositionFile& file, const RoundRead& r, int modifications, const PositionLine& line) {
  int least = 0;
  for (int k = 0; k < kDice; ++k) {
    if (r.phase == Phase::Use && r.reroll_dice >> k & 1) least += (r.raised | r.lowered) >> k & 1;
    else least += std::abs(r.dice[k] - r.rolled[k]);
  }
  least += r.reroll_dice != 0;
  if (least > modifications)
    file.fail(line, "this round's dice took at least " + std::to_string(least) +
                        " modifications (raised, lowered, rerolled), more than the " + std::to_string(modifications) +
                        " given (P4)");
}

void check_round_can_end(const PositionFile& file, const RoundRead& r, const Sheet& sheet, const Park& park) {
  if (r.phase != Phase::Use) return;
  for (int d = 0; d < kDevelopments; ++d)
    if (r.placed >> d & 1 && !park.boards[d])
      file.fail(*r.placed_line, std::string(kDevelopmentNames[d]) + " is placed this round, but the park has none");
  Finisher finisher(sheet, park.empty(), r.dice);
  if (!finisher.can_finish(~r.used & (kDiceSubsets - 1), r.circled, r.placed))
    file.fail(*r.circled_line,
              "the round cannot end from here: the dice left cannot place every type unlocked on an empty square "
              "printed with its group's sum (P5)");
}

}  // namespace parks::cli

#pragma once
// A game of Mini Park as a state of the game concept.
//
// Hidden information: the stack's order is never in the state. The state keeps the unseen
// tiles as counts by type, and every draw (a face-up refill, a tile drawn to play, the setup)
// is a chance event over them with probability count / unseen. Every player sees the same
// things, so this public state is each player's information set: an agent or a search reading
// it cannot peek, and search over its chance nodes is information-set MCTS. In advanced rules
// the objective card under a character is likewise revealed by chance when the character is
// taken. A played game still has one stack order: the runner draws each reveal from a stream
// keyed by how many tiles were revealed before (`chance_key`), so a seed fixes the order.
//
// Turn flow (the book's Flow of Play, M3, M6): place a face-up tile (then refill it), draw from
// the stack and place that tile (a drawn tile that fits nowhere is set aside and another
// drawn), or place a character; a player's first character, with the expansion, brings one
// offered expansion tile. The game ends when the stack is empty and no face-up tile fits.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "engine/core/game.h"
#include "engine/minipark/action.h"
#include "engine/minipark/park.h"
#include "engine/minipark/scoring.h"

namespace parks::minipark {

struct ParkTable;  // engine/minipark/table.h

enum class Phase : std::uint8_t { Setup, Turn, Draw, PlaceDrawn, Refill, Reveal, Expansion, Over };

inline constexpr int kMaxPlayers = 5;
inline constexpr int kFaceUp = 2;
inline constexpr std::uint8_t kNoTile = 255;
inline constexpr std::uint8_t kNobody = 255;
inline constexpr std::uint8_t kUnknown = 255;

// M6: characters a player may place: one in basic rules; in advanced rules two with 2-3
// players, one with 4-5.
constexpr int character_quota(int players, Rules rules) { return rules == Rules::Advanced && players <= 3 ? 2 : 1; }

// Where a player's points come from.
struct Tally {
  std::array<int, kMaxPlayers> placement{};  // 1 per neighbour (M3), the Fountain's bonus
  std::array<int, kMaxPlayers> characters{};
  std::array<int, kMaxPlayers> objectives{};
  std::array<int, kCharacters> character_points{};  // each placed character's own points
  int total(int p) const { return placement[p] + characters[p] + objectives[p]; }
  bool operator==(const Tally&) const = default;
};

// A tile a hammer tile covered (the expansion), as it lay: the table keeps the covered tile's
// place in the park's history, the state keeps it for writing the position out.
struct Covered {
  std::uint8_t slot = kNoSlot, tile = 0, turn = 0, placer = 0;
  bool operator==(const Covered&) const = default;
};

// The score's categories, in the order of `State::category_points`.
inline constexpr std::array<const char*, 3> kCategoryNames = {"placement", "characters", "objectives"};

// Action ids (the vocabulary, engine/core/vocabulary.h). A park holds at most every base tile
// and one expansion tile per player, and each tile placed borders an earlier one, so the k-th
// tile lies at most k - 1 steps (|x| + |y|) from the start tile: every cell an action names is
// within kReach steps. Those cells get ids 0..kCells-1 through the turned coordinates
// u = x + y + kReach and v = x - y + kReach (both in 0..kSpan-1 and of the same parity, so
// u * kSpan + v is even and half of it is dense). Layout:
//   place (source s, turn r, cell): (s * 4 + r) * kCells + (u * kSpan + v) / 2
//   draw: kDrawId; character c on slot: kFirstCharacterId + c * kMaxSlots + slot.
inline constexpr int kMaxParkTiles = kMaxBaseTiles + kMaxPlayers;
static_assert(kMaxParkTiles <= kMaxSlots);
inline constexpr int kReach = kMaxParkTiles - 1;
inline constexpr int kSpan = 2 * kReach + 1;
static_assert(kSpan % 2 == 1 && kReach <= 127);  // odd: the halving is exact; int8 cells reach it
inline constexpr int kCells = (kSpan * kSpan + 1) / 2;
static_assert(kCells == 2 * kReach * (kReach + 1) + 1);  // the cells within kReach steps
inline constexpr int kSources = Offer + kMaxPlayers;     // face-up 0 and 1, drawn, an offer per player
static_assert(kSources <= 8);                            // the action's 3 bits of source
inline constexpr int kDrawId = kSources * 4 * kCells;
inline constexpr int kFirstCharacterId = kDrawId + 1;
inline constexpr int kNumDistinctActions = kFirstCharacterId + kCharacters * kMaxSlots;

struct GameOptions {
  int players = 3;
  Rules rules = Rules::Basic;
  bool expansions = false;

  bool operator==(const GameOptions&) const = default;
};

class State {
 public:
  using Action = minipark::Action;
  // The larger of a turn's moves (two face-up tiles x 4 turns x 98 openings, the draw, 6
  // characters x 48 slots) and an expansion pick's (5 offered tiles x 4 turns x 98 openings and
  // 48 slots to stack on).
  static constexpr std::size_t kMaxActions =
      std::max<std::size_t>(2 * 4 * kMaxOpenings + 1 + kCharacters * kMaxSlots,
                            minipark::kMaxPlayers * 4 * (kMaxOpenings + kMaxSlots));
  static constexpr std::size_t kMaxChanceOutcomes = kMaxTileTypes;
  static constexpr int kMaxPlayers = minipark::kMaxPlayers;
  static constexpr int kNumDistinctActions = minipark::kNumDistinctActions;

  // Throws std::invalid_argument for a player count outside 2-5 (M6), or expansions with fewer
  // expansion tiles than players.
  static State initial(const TileSet& tiles, const GameOptions& options);
  // The position a table shows (engine/minipark/table.h), as play reaches it; throws TableError
  // naming the part of the table that no play reaches. `table()` is its inverse.
  static State at_table(const TileSet& tiles, const GameOptions& options, const ParkTable& table);
  ParkTable table() const;

  int num_players() const { return players_; }
  int current_player() const;
  bool is_terminal() const { return phase_ == Phase::Over; }
  void legal_actions(ActionList<State>& actions) const;
  void chance_outcomes(ChanceList<State>& outcomes) const;
  // The same distribution, drawn without listing it.
  Action sample_chance(Rng& rng) const;
  double chance_probability(Action outcome) const;
  std::uint64_t chance_key() const;
  void apply(Action action);
  double score(int player) const { return phase_ == Phase::Over ? tally_.total(player) : points_[player]; }
  bool is_winner(int player) const;
  // Exact equality (subtree reuse finds positions by it); the tile set compares by identity.
  bool operator==(const State&) const = default;
  // Asserts the state's internal consistency; `apply` calls it in a checked build (no NDEBUG).
  void check_invariants() const;
  // The score by category, for reports; they add up to `score(player)` (placement only until
  // the end, as the score is).
  static constexpr auto kCategoryNames = minipark::kCategoryNames;
  std::array<int, kCategoryNames.size()> category_points(int player) const {
    if (phase_ != Phase::Over) return {points_[player], 0, 0};
    return {tally_.placement[player], tally_.characters[player], tally_.objectives[player]};
  }

  // What the game is and where it stands.
  Phase phase() const { return phase_; }
  int turn_player() const { return seat_; }  // whose turn it is, also while chance acts for them
  const Park& park() const { return park_; }
  const GameOptions& options() const { return options_; }
  int face_up(int i) const { return face_up_[i]; }
  int drawn() const { return drawn_; }
  int unseen() const { return unseen_total_; }
  int unseen(int type) const { return unseen_[type]; }
  int set_aside() const { return set_aside_; }
  int turns() const { return turns_; }
  const Markers& markers() const { return markers_; }
  int owner(int c) const { return owner_[c]; }
  int objective(int c) const { return objective_[c]; }      // kUnknown until taken (advanced)
  int taken_round(int c) const { return taken_round_[c]; }  // 1 for the first round of turns
  int characters_taken(int player) const { return taken_[player]; }
  int placer(int slot) const { return placer_[slot]; }
  std::uint8_t offer(int e) const { return offer_[e]; }
  int offers() const { return offers_; }
  // The points as they would stand if the game ended now (at the end: the final tally, with
  // every either-tile scored as its owner's best).
  Tally tally() const;
  const Tally& final_tally() const { return tally_; }
  // The tiles hammer tiles covered, in the order covered.
  int stacks() const { return stacks_; }
  const Covered& covered(int i) const { return covered_[i]; }

 private:
  bool reveals_offer() const { return phase_ == Phase::Setup && setup_step_ > kFaceUp; }
  bool fits_face_up() const;
  bool can_take_character(int player) const;
  bool offer_fits() const;
  bool marked(int slot) const { return std::find(markers_.begin(), markers_.end(), slot) != markers_.end(); }
  void place_actions(ActionList<State>& actions, int source, int type) const;
  void offer_actions(ActionList<State>& actions) const;
  void character_actions(ActionList<State>& actions) const;
  void play(Action action);
  void check_characters() const;
  void lay(Action action, int type, bool scores);
  void reveal(int type);
  void after_character();
  void end_turn();
  void finish_if_done();
  Tally tally_with(const Kinds& kinds) const;

  const TileSet* tiles_ = nullptr;
  GameOptions options_;
  Phase phase_ = Phase::Setup;
  std::uint8_t players_ = 0, seat_ = 0;
  std::uint8_t setup_step_ = 0;  // 0: start tile, 1-2: face-up tiles, then one offer per player
  std::uint8_t refill_ = 0;      // the face-up position waiting for a tile
  std::uint8_t pending_ = 0;     // the character whose objective is being revealed
  std::uint8_t drawn_ = kNoTile;
  std::uint8_t revealed_ = 0, set_aside_ = 0, turns_ = 0;
  std::uint8_t unseen_total_ = 0, pool_total_ = 0, offers_ = 0;
  std::uint8_t hidden_objectives_ = 0;  // bit c: the objective showing c is still face down
  std::array<std::uint8_t, kFaceUp> face_up_{kNoTile, kNoTile};
  std::array<std::uint8_t, kMaxTileTypes> unseen_{};  // base tiles not yet revealed, by type
  std::array<std::uint8_t, kMaxTileTypes> pool_{};    // expansion tiles not yet offered
  std::array<std::uint8_t, kMaxPlayers> offer_{};     // the expansion tiles on offer
  Markers markers_{};
  std::array<std::uint8_t, kCharacters> owner_{}, objective_{}, taken_round_{};
  std::array<std::uint8_t, kMaxPlayers> taken_{};
  std::array<bool, kMaxPlayers> offered_{};  // had the expansion pick of a first character
  std::array<std::int16_t, kMaxPlayers> points_{};
  std::array<std::uint8_t, kMaxSlots> placer_{};
  std::array<Covered, kMaxPlayers> covered_{};  // one expansion tile per player, so a stack each at most
  std::uint8_t stacks_ = 0;
  Park park_;
  Tally tally_;
};

// A player action's id (layout above, with kNumDistinctActions); -1 for a chance outcome.
int action_id(const Action& action);
// One line of text for any action (docs/minipark.md, "Actions as text and ids"):
// "place face-up 1 turn 2 at 3,-1", "draw", "character cat on slot 5", "reveal tile 12".
std::string to_string(const Action& action);

}  // namespace parks::minipark

// The observation completes the vocabulary wherever the state is seen.
#include "engine/minipark/observation.h"  // IWYU pragma: export

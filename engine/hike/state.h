#pragma once
// A game of Parks: Roll & Hike as a state of the game concept.
//
// Flow (the book's Day Phase, Lead Hiker Die, Night Phase): each round chance shuffles the
// trail tokens, then rolls the dice for each site of the trail. On a day turn the player takes
// a hiking die, or pays Sun for the Lead Hiker die, which moves the group, gains the site
// token's and the die's icons and gives every player a free line on the token's landmark (H4:
// a site has no landmark of its own; the binoculars token's Lead Hiker names one). After the
// trail's last site each player resolves the night; after three rounds the game is scored.
//
// Everything a player gains becomes a pending task: an icon to mark, a slash to choose, a line
// to place. Tasks sit on levels: what a task triggers (a wildlife box's bonus, a completed
// spread's bonus, a full binoculars row) goes on a new level that is resolved first ("gain it
// immediately"); within a level the player picks the order (two icons "in the order of your
// choice"). Suns and water are marked at once, since their order never matters, and a choice
// with a single option is made for the player, so every decision an agent sees is a real one.
#include <array>
#include <cstdint>

#include "engine/core/game.h"
#include "engine/hike/action.h"
#include "engine/hike/logbook.h"
#include "engine/hike/parks.h"
#include "engine/hike/score.h"

namespace parks::hike {

inline constexpr int kRounds = 3;

enum class Phase : std::uint8_t { Shuffle, Roll, Day, DieTaken, LeadTaken, FreeLines, Night, Over };

// Where a gained icon came from: a hiking die's water is a Sun in Death Valley, and an icon
// from a die (or gained as if from one) that cannot be used is a Sun instead.
enum class Source : std::uint8_t { Bonus, HikingDie, Die };

enum class TaskKind : std::uint8_t {
  Gain,           // mark icon a
  Choose,         // a slash: gain icon a or icon b
  LineOn,         // a free line on an available page of landmark a
  LinesOnPage,    // Death Valley's night: up to a lines on one available page
  CrossWildlife,  // a wildlife of your choice, with its bonus when a is 1
  AdjacentBonus,  // Arches: the bonus of a sketch next to spread a
  SketchOneOf,    // sketch landmark a or landmark b
  NameLandmark,   // the binoculars token: call out the landmark for the free line
};

struct Task {
  TaskKind kind = TaskKind::Gain;
  std::uint8_t a = 0, b = 0;
  Source source = Source::Bonus;
  std::uint8_t level = 0;

  bool same_as(const Task& o) const { return kind == o.kind && a == o.a && b == o.b && source == o.source; }
  bool operator==(const Task&) const = default;
};

// The pending tasks' bound. A level starts with at most 5 tasks (the token's and the Lead Hiker
// die's icons and the binoculars token's naming; a night section has at most 4 circles), and
// each later push replaces the task that caused it by at most 2: net +1 per wildlife box, per
// completed spread and per binoculars row, each of which happens at most once a game.
inline constexpr int kMaxPending = 5 + kWildlifeRows * kMaxWildlifeBoxes + kMaxSpreads + kMaxBinoculars;

// A pending task's options are below kMaxTaskOptions: a spread (a pencil's, a line's, an arch's
// neighbour), a binoculars row, a wildlife row, a landmark, or a side of a slash or a choice.
inline constexpr int kMaxTaskOptions = kMaxSpreads;
static_assert(kMaxBinoculars <= kMaxTaskOptions && kWildlifeRows <= kMaxTaskOptions && kLandmarks <= kMaxTaskOptions);

// The player actions' ids (action_id, engine/hike/vocabulary.h), one block per kind: the hiking
// dice, the Lead Hiker die, the night sections, the night bonuses (a park's variant, at most 3,
// or an Acadia spread), the night's end, then every pending task's every option.
inline constexpr int kTakeDieId = 0, kTakeLeadId = kTakeDieId + kHikingDice, kNightSectionId = kTakeLeadId + 1,
                     kNightBonusId = kNightSectionId + kLandmarks, kEndNightId = kNightBonusId + kMaxSpreads,
                     kResolveId = kEndNightId + 1, kActionIds = kResolveId + kMaxPending * kMaxTaskOptions;

struct GameOptions {
  int players = 2;
  Park park = Park::Yosemite;

  bool operator==(const GameOptions&) const = default;
};

class State {
 public:
  using Action = hike::Action;
  // A level holds at most 4 distinct tasks with at most 12 options each (a pencil's spreads); a
  // night offers at most 4 sections, 12 Acadia spreads and its end.
  static constexpr std::size_t kMaxActions = 64;
  static constexpr std::size_t kMaxChanceOutcomes = 7776;  // five dice rolled at once
  static constexpr int kMaxPlayers = hike::kMaxPlayers;
  static constexpr int kNumDistinctActions = kActionIds;  // 706

  // Throws std::invalid_argument for a player count outside 1-4.
  static State initial(const Components& components, const GameOptions& options);

  int num_players() const { return players_; }
  int current_player() const {
    if (phase_ == Phase::Shuffle || phase_ == Phase::Roll) return kChancePlayer;
    return phase_ == Phase::Over ? kTerminalPlayer : actor_;
  }
  bool is_terminal() const { return phase_ == Phase::Over; }
  void legal_actions(ActionList<State>& actions) const;
  Action sample_chance(Rng& rng) const;
  double chance_probability(Action outcome) const;
  void apply(Action action);
  double score(int player) const { return total(points(player)); }
  bool is_winner(int player) const;
  // Exact equality (subtree reuse finds positions by it); the components compare by identity.
  bool operator==(const State& o) const;
  // Asserts the state's internal consistency; `apply` calls it in a checked build (no NDEBUG).
  void check_invariants() const;

  // What the game is and where it stands.
  const Components& components() const { return *c_; }
  Park park() const { return options_.park; }
  Phase phase() const { return phase_; }
  int round() const { return round_; }                          // 0-2
  int site() const { return site_; }                            // the group's site: 0 is the trailhead
  int day_player() const { return seat_; }                      // whose day turn it is
  int token_at(int site) const { return token_at_[site - 1]; }  // for sites 1..trail length
  int pool_face(int die) const { return pool_[die]; }           // kTaken once taken or removed
  int lead_face() const { return lead_face_; }
  int hiking_dice_left() const { return hiking_left_; }
  int lead_cost() const { return hiking_left_; }
  int trail_length() const { return hike::trail_length(players_); }
  // The free lines' landmark at the group's site: its token's (H4), or at the binoculars token
  // kNamedLandmark until the Lead Hiker names one.
  int free_landmark() const { return free_landmark_; }
  const Logbook& logbook(int player) const { return books_[player]; }
  const FixedList<Task, kMaxPending>& pending() const { return pending_; }
  Points points(int player) const { return hike::points(options_.park, *c_, books_[player]); }
  // The score by category, for reports (canteen, journal, wildlife, park).
  static constexpr auto kCategoryNames = hike::kCategoryNames;
  Points category_points(int player) const { return points(player); }
  int dice_taken(int player) const { return dice_taken_[player]; }
  int leads_taken(int player) const { return leads_taken_[player]; }
  // Nights still to be scored for the player (the current one until the player ends it).
  int nights_left(int player) const {
    return phase_ == Phase::Over ? 0 : kRounds - round_ - (phase_ == Phase::Night && player < night_done_);
  }
  // Sites the group has still to reach in the game, the current day's included.
  int sites_left() const { return phase_ == Phase::Over ? 0 : (kRounds - round_) * trail_length() - site_; }
  int solo_target() const { return c_->solo_target[static_cast<int>(options_.park)]; }

  static constexpr std::uint8_t kTaken = 255;

  // Test hooks: set up a position by hand (the rules still apply from there on).
  Logbook& logbook_for_test(int player) { return books_[player]; }

  // Every member as a plain value, for position files: the writer reads them, the reader checks
  // a position against the rules and builds the state with from_parts (which checks nothing).
  struct Parts {
    GameOptions options;
    Phase phase = Phase::Shuffle;
    int round = 0, site = 0, seat = 0, actor = 0, lead_player = 0, free_landmark = 0, free_given = 0, night_done = 0,
        hiking_left = 0, lead_face = 0;
    std::array<std::uint8_t, kMaxSites> token_at{};
    std::array<std::uint8_t, kHikingDice> pool{};
    std::array<std::uint8_t, kMaxPlayers> dice_taken{}, leads_taken{};
    FixedList<Task, kMaxPending> pending;
    std::array<Logbook, kMaxPlayers> books{};
  };
  Parts parts() const;
  static State from_parts(const Components& components, const Parts& parts);

 private:
  Logbook& book() { return books_[actor_]; }
  // Death Valley's water scarcity: a hiking die's water is a Sun.
  bool water_scarce(Source source) const { return source == Source::HikingDie && options_.park == Park::DeathValley; }
  const Logbook& book() const { return books_[actor_]; }
  int top_level() const { return pending_.empty() ? -1 : pending_[pending_.size() - 1].level; }
  template <class F>
  void each_option(const Task& task, F&& f) const;
  bool usable(Icon icon) const;
  bool usable(Icon icon, Source source) const;
  bool usable(const Face& face) const;
  bool first_of_kind(int index) const;
  void push(Task task);
  void push_face(const Face& face, Source source, int level);
  void push_spread_bonus(int landmark, int spread, int level);
  void erase(int index);
  void resolve_task(int index, int option);
  void resolve_unusable(const Task& task);
  void add_lines(int spread, int lines, int level);
  void cross_wildlife(int row, bool with_bonus, int level);
  void take_hiking_die(int die);
  void take_lead_die();
  void buy_night_bonus(int variant);
  void finish_night();
  void play(Action action);
  void apply_night(Action action);
  void night_actions(ActionList<State>& actions) const;
  bool settle_pending();
  void advance();
  int next(int player) const { return (player + 1) % players_; }

  const Components* c_ = nullptr;
  GameOptions options_;
  Phase phase_ = Phase::Shuffle;
  std::uint8_t players_ = 0, round_ = 0, site_ = 0, seat_ = 0, actor_ = 0;
  std::uint8_t lead_player_ = 0, free_landmark_ = 0, free_given_ = 0, night_done_ = 0;
  std::uint8_t hiking_left_ = 0, lead_face_ = 0;
  std::array<std::uint8_t, kMaxSites> token_at_{};
  std::array<std::uint8_t, kHikingDice> pool_{};
  std::array<std::uint8_t, kMaxPlayers> dice_taken_{}, leads_taken_{};
  FixedList<Task, kMaxPending> pending_;
  std::array<Logbook, kMaxPlayers> books_{};
};

}  // namespace parks::hike

#include "engine/hike/vocabulary.h"  // IWYU pragma: export (the vocabulary must be seen wherever the state is)

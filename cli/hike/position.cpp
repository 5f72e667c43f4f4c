// Reads a Roll & Hike position file: each key checked against the rules as it is read, the
// state's bookkeeping (whose turn follows, the free lines given so far) worked out from the
// keys a person can see at the table, then the state built and checked to be a real decision.
#include "cli/hike/position.h"

#include <algorithm>
#include <array>
#include <charconv>

#include "cli/arena_kit.h"
#include "cli/hike/position_words.h"
#include "cli/hike/setup.h"
#include "cli/suggest.h"
#include "engine/hike/drawing.h"

namespace parks::cli {

namespace hike_position {

using hike::Components;
using hike::Logbook;
using hike::Phase;
using hike::Source;
using hike::Task;
using hike::TaskKind;

bool decides(Phase phase) { return phase != Phase::Shuffle && phase != Phase::Roll && phase != Phase::Over; }
bool rolled(Phase phase) { return phase == Phase::Day || phase == Phase::DieTaken; }

class Reader {
 public:
  explicit Reader(const PositionFile& file) : f_(file) {}

  TablePosition read() {
    read_setup();
    read_phase();
    read_trail();
    read_dice();
    read_seats();
    for (int p = 0; p < players_; ++p) read_logbook(p);
    check_leads();
    read_pending();
    derive();
    auto state = hike::State::from_parts(*setup_->components, parts_);
    if (decides(parts_.phase)) check_decision(state);
    return table_position<HikeSetup, hike::State>("hike", setup_, options_, std::move(state));
  }

 private:
  // ---- words ----

  int number(const PositionLine& line, const std::string& word, int low, int high, const std::string& what) const {
    int value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || error != std::errc() || end != word.data() + word.size())
      f_.fail(line, what + " must be a whole number, got '" + word + "'");
    if (value < low || value > high)
      f_.fail(line, what + " must be " + std::to_string(low) + " to " + std::to_string(high) + ", got " + word);
    return value;
  }

  int landmark(const PositionLine& line, const std::string& word, const std::string& what) const {
    const int l = hike::landmark_from_words(word, park_);
    if (l < 0)
      f_.fail(line, what + ": '" + word + "' is not a landmark (forest, mountain, meadow, arrowhead or " +
                        std::string(hike::kParkLandmarks[static_cast<int>(park_)]) + ")");
    return l;
  }

  // ---- the game ----

  void read_setup() {
    f_.allow_only({"park", "players", "components", "round", "phase", "site", "trail", "dice", "lead die", "turn",
                   "lead hiker", "free lines", "pending", "player 1", "player 2", "player 3", "player 4"});
    const PositionLine& park = f_.need("park");
    const auto named = hike::park_named(park.value);
    if (!named) {
      std::vector<std::string> names(hike::kParkNames.begin(), hike::kParkNames.end());
      f_.fail(park, "unknown park '" + park.value + "'" + did_you_mean(park.value, names));
    }
    park_ = *named;
    players_ = f_.integer("players", 1, hike::kMaxPlayers);
    options_ = {"--players", std::to_string(players_), "--park", park.value};
    if (const auto* components = f_.find("components")) {
      options_.insert(options_.end(), {"--components", components->value});
      try {
        setup_ = std::make_shared<const HikeSetup>(read_options());
      } catch (const UsageError& e) {
        f_.fail(*components, e.what());
      }
    } else {
      setup_ = std::make_shared<const HikeSetup>(read_options());
    }
    c_ = setup_->components.get();
    trail_ = hike::trail_length(players_);
    parts_.options = setup_->options;
    for (int p = players_ + 1; p <= hike::kMaxPlayers; ++p)
      if (const auto* extra = f_.find("player " + std::to_string(p)))
        f_.fail(*extra, "'" + extra->key + ":' in a game of " + std::to_string(players_) + " players");
  }

  HikeSetup read_options() const { return GameOptions<HikeSetup>{add_hike_options, read_hike_options}.parse(options_); }

  void read_phase() {
    const PositionLine& phase = f_.need("phase");
    const auto found = std::find(kPhaseWords.begin(), kPhaseWords.end(), phase.value);
    if (found == kPhaseWords.end())
      f_.fail(phase, "unknown phase '" + phase.value + "' (day, die taken, lead taken, free lines, night; " +
                         "shuffle, roll, over)");
    parts_.phase = static_cast<Phase>(found - kPhaseWords.begin());
    const Phase ph = parts_.phase;
    const PositionLine& round = f_.need("round");
    parts_.round = f_.integer(round, 1, hike::kRounds) - 1;
    if (ph == Phase::Over) {
      if (parts_.round != hike::kRounds - 1) f_.fail(round, "the game is over only after round 3");
      parts_.round = hike::kRounds;
    }
    // Where the group can be: a day turn before the trail's end, a Lead Hiker's site after the
    // trailhead, the night at the trail's end.
    int low = 0, high = trail_ - 1;
    if (ph == Phase::LeadTaken || ph == Phase::FreeLines) low = 1, high = trail_;
    if (ph == Phase::Night || ph == Phase::Over) low = high = trail_;
    if (ph == Phase::Shuffle) low = high = 0;
    const PositionLine* site = f_.find("site");
    if (!site && low != high) f_.need("site");
    parts_.site = site ? f_.integer(*site, 0, trail_) : low;
    if (parts_.site < low || parts_.site > high)
      f_.fail(*site, "at " + phase.value + " the group is at site " +
                         (low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high)) +
                         " (0 is the trailhead, " + std::to_string(trail_) + " the trail's end), got " + site->value);
  }

  void read_trail() {
    const PositionLine* line = f_.find("trail");
    if (parts_.phase == Phase::Shuffle) {
      if (line) f_.fail(*line, "the trail is not laid before the day's shuffle");
      return;
    }
    if (!line) f_.need("trail");
    const auto words = PositionFile::words(line->value);
    if (static_cast<int>(words.size()) != trail_)
      f_.fail(*line, "the trail has " + std::to_string(trail_) + " sites after the trailhead at " +
                         std::to_string(players_) + (players_ == 1 ? " player" : " players") + " (H4), got " +
                         std::to_string(words.size()) + " tokens");
    unsigned seen = 0;
    for (int s = 0; s < trail_; ++s) {
      const int token = token_named(*line, words[static_cast<std::size_t>(s)]);
      if (seen >> token & 1) f_.fail(*line, "token '" + words[static_cast<std::size_t>(s)] + "' is on the trail twice");
      if (trail_ < hike::kTrailTokens && token == c_->binoculars_token)
        f_.fail(*line, "the binoculars token stays in the box at 1-2 players (H4)");
      seen |= 1u << token;
      parts_.token_at[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(token);
    }
  }

  int token_named(const PositionLine& line, const std::string& word) const {
    const auto face = hike::face_from_words(word);
    int found = -1;
    for (int t = 0; face && t < hike::kTrailTokens; ++t)
      if (hike::same_face(c_->tokens[t], *face)) found = found < 0 ? t : -2;
    if (found >= 0) return found;
    if (!word.empty() && word.find_first_not_of("0123456789") == std::string::npos)
      return number(line, word, 1, hike::kTrailTokens, "a token's number") - 1;
    std::string tokens;
    for (int t = 0; t < hike::kTrailTokens; ++t) tokens += (t ? ", " : "") + hike::face_words(c_->tokens[t]);
    f_.fail(line,
            "'" + word + "' is not " + (found == -2 ? "one token: give its number 1-5" : "a token (" + tokens + ")"));
  }

  int face_named(const PositionLine& line, const hike::Die& die, const std::string& word,
                 const std::string& what) const {
    if (!word.empty() && word.find_first_not_of("0123456789") == std::string::npos)
      return number(line, word, 1, hike::kDieFaces, what + "'s face") - 1;
    const auto face = hike::face_from_words(word);
    int found = -1;
    for (int i = 0; face && i < hike::kDieFaces; ++i)
      if (hike::same_face(die[i], *face)) found = found < 0 ? i : -2;
    if (found >= 0) return found;
    std::string faces;
    for (int i = 0; i < hike::kDieFaces; ++i) faces += (i ? ", " : "") + hike::face_words(die[i]);
    f_.fail(line, what + ": '" + word + "' is " +
                      (found == -2 ? "on two faces: give its number 1-6" : "not a face of it (" + faces + ")"));
  }

  void read_dice() {
    const Phase ph = parts_.phase;
    parts_.pool.fill(hike::State::kTaken);
    if (ph == Phase::Shuffle && parts_.round == 0) parts_.pool.fill(0);  // no roll yet
    if (ph == Phase::Roll && parts_.round == 0 && parts_.site == 0) parts_.pool.fill(0);
    const PositionLine* dice = f_.find("dice");
    if (!rolled(ph)) {
      if (dice) f_.fail(*dice, "'dice:' only in the day and die taken phases (the Lead Hiker takes the rest)");
    } else {
      if (!dice) f_.need("dice");
      read_pool(*dice);
    }
    const PositionLine* lead = f_.find("lead die");
    const bool shown = decides(ph) && ph != Phase::Night;
    if (!lead && shown) f_.need("lead die");
    if (lead) parts_.lead_face = face_named(*lead, c_->lead_die, lead->value, "the Lead Hiker die");
  }

  void read_pool(const PositionLine& line) {
    const auto words = PositionFile::words(line.value);
    if (words.size() != hike::kHikingDice)
      f_.fail(line, "'dice:' lists the 4 hiking dice (a face, or 'taken'), got " + std::to_string(words.size()));
    int left = 0;
    for (int d = 0; d < hike::kHikingDice; ++d) {
      const std::string& word = words[static_cast<std::size_t>(d)];
      if (word == "taken" || word == "-") continue;
      parts_.pool[static_cast<std::size_t>(d)] =
          static_cast<std::uint8_t>(face_named(line, c_->hiking_dice[static_cast<std::size_t>(d)], word,
                                               "hiking die " + std::to_string(d + 1)));
      ++left;
    }
    parts_.hiking_left = left;
    const bool day = parts_.phase == Phase::Day;
    // Solo, the neutral hiker removes a die after each of the player's (H7): 4 or 2 left at a
    // turn, 2 or 0 after one.
    if (players_ == 1 && left % 2 != 0)
      f_.fail(line, "solo the neutral hiker removes a die after each one you take (H7): an even number is left");
    if (day && left == 0) f_.fail(line, "a day turn with every hiking die taken: the Lead Hiker die is taken at once");
    if (!day && left == hike::kHikingDice) f_.fail(line, "at 'die taken' a hiking die is taken");
  }

  // Whose turn it is and who took the last Lead Hiker die.
  void read_seats() {
    const Phase ph = parts_.phase;
    const PositionLine* turn = f_.find("turn");
    if (decides(ph)) {
      if (!turn) f_.need("turn");
      turn_ = f_.integer(*turn, 1, players_) - 1;
    } else if (turn) {
      f_.fail(*turn, "no one's turn at " + turn->value + ": chance acts (or the game is over)");
    }
    const bool first = parts_.round == 0 && parts_.site == 0;
    const bool needs_lead = ph == Phase::FreeLines || ph == Phase::Night || (!decides(ph) && !first);
    const PositionLine* lead = f_.find("lead hiker");
    if (needs_lead) {
      if (!lead) f_.need("lead hiker");
      lead_ = f_.integer(*lead, 1, players_) - 1;
    } else if (lead) {
      f_.fail(*lead,
              "'lead hiker:' is given during the free lines, at night and before a shuffle or roll (in the "
              "day it follows from 'turn:')");
    }
  }

  void read_logbook(int player) {
    const std::string key = "player " + std::to_string(player + 1);
    const PositionLine& block = f_.need(key);
    const LogbookFields fields(f_, block, key);
    LogbookReader reader{f_, *c_, park_, block, key, fields};
    Logbook& b = parts_.books[static_cast<std::size_t>(player)];
    reader.read(b, c_->start_suns[static_cast<std::size_t>(player)]);
    reader.read_canteen(b, nights_scored(player));
    const bool tonight = parts_.phase == Phase::Night && player == turn_;
    reader.read_tonight(b, tonight);
    if (const auto* leads = fields.find("leads taken")) {
      parts_.leads_taken[static_cast<std::size_t>(player)] =
          static_cast<std::uint8_t>(reader.count(*leads, hike::kRounds * trail_));
      leads_given_.push_back(player);
      leads_line_ = &block;
    }
    if (const auto* dice = fields.find("dice taken"))
      parts_.dice_taken[static_cast<std::size_t>(player)] = static_cast<std::uint8_t>(reader.count(*dice, 255));
  }

  // Nights scored so far: at night, the players before the one resolving have scored tonight's.
  int nights_scored(int player) const {
    if (parts_.phase == Phase::Over) return hike::kRounds;
    return parts_.round + (parts_.phase == Phase::Night && player < turn_);
  }

  // Each Lead Hiker die taken moves the group one site (H4). The counts only feed reports:
  // when no player gives them, they are spread over the seats in turn.
  void check_leads() {
    const int total = parts_.phase == Phase::Over ? hike::kRounds * trail_ : parts_.round * trail_ + parts_.site;
    if (leads_given_.empty()) {
      for (int i = 0; i < total; ++i) ++parts_.leads_taken[static_cast<std::size_t>(i % players_)];
      return;
    }
    if (static_cast<int>(leads_given_.size()) != players_)
      f_.fail(*leads_line_, "'leads taken:' is given for some players only: give it for every player or none");
    int sum = 0;
    for (int p = 0; p < players_; ++p) sum += parts_.leads_taken[static_cast<std::size_t>(p)];
    if (sum != total)
      f_.fail(*leads_line_, "the players' 'leads taken:' add up to " + std::to_string(sum) + ", but the group has " +
                                "walked " + std::to_string(total) + " sites (each Lead Hiker die moves it one, H4)");
  }

  void read_pending() {
    const Phase ph = parts_.phase;
    const PositionLine* line = f_.find("pending");
    const bool needed = ph == Phase::DieTaken || ph == Phase::LeadTaken || ph == Phase::FreeLines;
    if (!line) {
      if (needed)
        f_.fail(f_.need("phase"), "at '" + std::string(kPhaseWords[static_cast<int>(ph)]) +
                                      "' the player has tasks to resolve: add a 'pending:' block");
      return;
    }
    if (ph != Phase::DieTaken && ph != Phase::LeadTaken && ph != Phase::FreeLines && ph != Phase::Night)
      f_.fail(*line, "'pending:' only at die taken, lead taken, free lines or night");
    const TaskReader tasks{f_, *line, park_, ph};
    for (const std::string& text : line->block) {
      const auto task = tasks.read(text);
      if (!task) continue;
      if (parts_.pending.size() == hike::kMaxPending) f_.fail(*line, "too many pending tasks");
      if (!parts_.pending.empty() && task->level < parts_.pending[parts_.pending.size() - 1].level)
        f_.fail(*line, "'" + text + "': tasks are listed by level, the lowest first");
      check_task(*line, *task, text);
      parts_.pending.push_back(*task);
    }
    if (parts_.pending.empty() && needed) f_.fail(*line, "no pending task listed");
  }

  // What only this position can tell about a task.
  void check_task(const PositionLine& line, const Task& task, const std::string& text) const {
    const Logbook& b = parts_.books[static_cast<std::size_t>(turn_)];
    if (task.kind == TaskKind::NameLandmark) {
      const bool binoculars =
          parts_.site > 0 && parts_.token_at[static_cast<std::size_t>(parts_.site - 1)] == c_->binoculars_token;
      if (parts_.phase != Phase::LeadTaken || !binoculars || task.level != 0)
        f_.fail(line, "'" + text + "': only the Lead Hiker at the binoculars token's site names a landmark (level 0)");
    }
    if (task.kind == TaskKind::AdjacentBonus &&
        (task.a >= b.sketched || b.landmark[task.a] != hike::landmark_of(hike::Arrowhead) || !b.complete(task.a)))
      f_.fail(line, "'" + text + "': the spread is not a completed arch spread of player " + std::to_string(turn_ + 1));
  }

  // The bookkeeping the table does not show, as the rules leave it at this point of the round.
  void derive() {
    auto& p = parts_;
    const int n = players_;
    const auto mod = [n](int v) { return ((v % n) + n) % n; };
    const Phase ph = p.phase;
    const bool round_start = p.round == 0 && p.site == 0;  // no Lead Hiker yet
    p.night_done = p.round == 0 ? 0 : n;
    p.free_given = round_start ? 0 : n;
    p.actor = turn_;
    if (rolled(ph)) {
      // Dice picked this site: the next seat picks after each (solo, the neutral hiker's die too).
      const int picks = (hike::kHikingDice - p.hiking_left) / (n == 1 ? 2 : 1);
      const int before = ph == Phase::Day ? picks : picks - 1;  // turns finished this site
      if (round_start && mod(before) != turn_)
        f_.fail(f_.need("turn"), "the first day's turns start with player 1: after " + std::to_string(before) +
                                     " turns it is player " + std::to_string(mod(before) + 1) + "'s");
      p.seat = turn_;
      p.lead_player = round_start ? 0 : mod(turn_ - 1 - before);
    } else if (ph == Phase::LeadTaken) {
      p.seat = p.lead_player = turn_;
      p.free_given = p.round == 0 && p.site == 1 ? 0 : n;
    } else if (ph == Phase::FreeLines) {
      p.seat = p.lead_player = lead_;
      p.free_given = mod(turn_ - lead_) + 1;
    } else if (ph == Phase::Night) {
      p.lead_player = lead_;
      p.seat = mod(lead_ + 1);
      p.night_done = turn_;
    } else if (!round_start) {  // a shuffle, a roll or the end, after a Lead Hiker
      p.lead_player = lead_;
      p.seat = mod(lead_ + 1);
      p.actor = p.site == 0 || ph == Phase::Over ? n - 1 : mod(lead_ - 1);  // the night's last, or a free line's
    }
    derive_free_landmark();
    if (ph == Phase::Night || ph == Phase::Over)  // tonight's flags stay with the player resolving
      for (int q = 0; q < n; ++q)
        if (ph == Phase::Over || q != turn_) clear_tonight(p.books[static_cast<std::size_t>(q)]);
  }

  static void clear_tonight(Logbook& b) {
    b.sections_done = b.bonuses_used = b.extra_canteen = 0;
    b.spreads_rebought = 0;
  }

  // The free lines' landmark: the site's token's (H4), or the one the Lead Hiker named there.
  void derive_free_landmark() {
    auto& p = parts_;
    const PositionLine* named = f_.find("free lines");
    const bool at_token = p.site > 0 && p.phase != Phase::Shuffle && p.phase != Phase::Over;
    const int token = at_token ? p.token_at[static_cast<std::size_t>(p.site - 1)] : -1;
    const int own = token >= 0 ? c_->token_landmark[static_cast<std::size_t>(token)] : 0;
    if (p.phase == Phase::LeadTaken) {
      if (named) f_.fail(*named, "the Lead Hiker names the free lines' landmark with a pending 'name landmark' task");
      p.free_landmark = own;
      if (own == hike::kNamedLandmark && !has_task(TaskKind::NameLandmark))
        f_.fail(f_.need("pending"), "at the binoculars token the Lead Hiker has a 'name landmark' task pending");
      return;
    }
    if (!named) {
      if (p.phase == Phase::FreeLines && own == hike::kNamedLandmark)
        f_.fail(f_.need("trail"),
                "at the binoculars token give the landmark the Lead Hiker named: 'free lines: LANDMARK'");
      p.free_landmark = own == hike::kNamedLandmark ? 0 : own;
      return;
    }
    p.free_landmark = landmark(*named, named->value, "'free lines:'");
    if (p.phase == Phase::FreeLines && own != hike::kNamedLandmark && p.free_landmark != own)
      f_.fail(*named, "the free lines at a " + named->value + " are on the site's token's landmark, " +
                          hike::landmark_words(own) + " (H4)");
  }

  bool has_task(TaskKind kind) const {
    return std::any_of(parts_.pending.begin(), parts_.pending.end(), [kind](const Task& t) { return t.kind == kind; });
  }

  // A position advised must ask a real choice: the engine makes forced moves itself.
  void check_decision(const hike::State& state) const {
    ActionList<hike::State> actions;
    state.legal_actions(actions);
    const PositionLine& at = f_.find("pending") ? f_.need("pending") : f_.need("phase");
    if (actions.empty())
      f_.fail(at, "no legal move here: no pending task on the last level can be used (the engine drops those)");
    if (actions.size() == 1)
      f_.fail(at, "no choice here: the only move is '" + hike::to_string(actions[0]) +
                      "', which the engine makes by itself");
  }

  const PositionFile& f_;
  std::shared_ptr<const HikeSetup> setup_;
  const Components* c_ = nullptr;
  std::vector<std::string> options_;
  hike::Park park_ = hike::Park::Yosemite;
  int players_ = 2, trail_ = 4, turn_ = 0, lead_ = 0;
  hike::State::Parts parts_;
  std::vector<int> leads_given_;
  const PositionLine* leads_line_ = nullptr;
};

}  // namespace hike_position

TablePosition read_hike_position(const PositionFile& file) { return hike_position::Reader(file).read(); }

}  // namespace parks::cli

// A Walk in the Park's position files: reading checks everything a person could type wrong
// against the rules (W1-W14) and builds the state; writing gives back the same keys.
#include "cli/walk/position.h"

#include <optional>
#include <sstream>

#include "cli/arena_kit.h"
#include "cli/walk/setup.h"
#include "engine/core/text.h"
#include "engine/walk/sheet_file.h"

namespace parks::cli {

namespace {

using walk::Bonus;
using walk::Mask;
using walk::Phase;
using walk::Piece;
using walk::Sheet;
using walk::Square;

constexpr const char* kPhaseNames[] = {"roll", "draw", "pick", "bonus path", "finish", "over"};

std::string sheet_key(int players, int p) { return players == 1 ? "sheet" : "sheet " + std::to_string(p + 1); }

std::vector<std::string> known_keys() {
  std::vector<std::string> keys{"players", "level",      "components",    "landmarks", "turn",      "seat", "phase",
                                "roll",    "bonus_path", "pending_picks", "drawn",     "t_as_ibis", "sheet"};
  for (int p = 0; p < walk::kMaxPlayers; ++p) keys.push_back("sheet " + std::to_string(p + 1));
  return keys;
}

std::string square_text(Square s) { return std::to_string(walk::row_of(s)) + "," + std::to_string(walk::col_of(s)); }

std::string squares_text(Mask squares) {
  std::string text;
  for (Square s = 0; s < walk::kSquares; ++s)
    if (squares & walk::bit(s)) {
      if (!text.empty()) text += ' ';
      text += square_text(s);
    }
  return text;
}

std::optional<Square> square_named(const std::string& word) {
  if (word.size() != 3 || word[1] != ',' || word[0] < '0' || word[0] > '4' || word[2] < '0' || word[2] > '4')
    return std::nullopt;
  return walk::square(word[0] - '0', word[2] - '0');
}

std::optional<Piece> piece_named(const std::string& word) {
  if (word == "curve") return Piece::Curve;
  if (word == "straight") return Piece::Straight;
  if (word == "T" || word == "t") return Piece::T;
  if (word == "ibis") return Piece::Ibis;
  return std::nullopt;
}

std::optional<Phase> phase_named(const std::string& text) {
  for (int i = 0; i < 6; ++i)
    if (text == kPhaseNames[i]) return static_cast<Phase>(i);
  if (text == "bonus_path") return Phase::BonusPath;
  return std::nullopt;
}

int level_of(int turn_limit) {
  int level = 1;
  while (level < static_cast<int>(walk::kSoloTurns.size()) && walk::solo_turns(level) != turn_limit) ++level;
  return level;
}

bool can_convert(const Sheet& sheet) {
  return (!sheet.converted(Piece::Curve) && sheet.curves()) || (!sheet.converted(Piece::Straight) && sheet.straights());
}

// Why a sheet ends the game at a turn's end (W12), or "".
std::string end_reason(const Sheet& sheet, Mask landmarks) {
  if (parks::popcount(sheet.visited(landmarks)) >= walk::kEndLandmarks) return "visits 6 landmarks";
  if (parks::popcount(sheet.ibises()) >= walk::kEndIbises) return "has 6 ibises";
  if (!sheet.empty()) return "has no empty square";
  return "";
}

// A line of a block: the block's key line plus its place (exact when the block has no blank line).
PositionLine block_line(const PositionLine& key, std::size_t index) {
  return {key.number + 1 + static_cast<int>(index), key.key, "", {}};
}

struct SeatSheet {
  PositionLine line;
  Sheet sheet;
  Mask landmarks = 0;
  bool own_landmarks = false;  // the block has its own 'landmarks' line
  std::optional<Mask> first;
  PositionLine first_line;
};

class Reader {
 public:
  explicit Reader(const PositionFile& file) : file_(file) {}

  TablePosition read() {
    file_.allow_only(known_keys());
    read_options();
    read_landmarks();
    read_sheets();
    finish_setup();
    read_progress();
    read_turn();
    check_seats();
    check_decision();
    return players_ == 1 ? build<walk::SoloState>() : build<walk::PartyState>();
  }

 private:
  void read_options() {
    players_ = file_.find("players") ? file_.integer("players", 1, walk::kMaxPlayers) : 1;
    options_ = {"--players", std::to_string(players_)};
    if (const auto* line = file_.find("level")) {
      if (players_ > 1)
        file_.fail(*line, "'level:' is for a solo game (players: 1): several players have no turn limit (W12)");
      level_ = file_.integer(*line, 1, static_cast<int>(walk::kSoloTurns.size()));
    }
    if (players_ == 1) options_.insert(options_.end(), {"--level", std::to_string(level_)});
    const auto* components = file_.find("components");
    if (components) options_.insert(options_.end(), {"--components", components->value});
    try {
      setup_ = GameOptions<WalkSetup>{add_walk_options, read_walk_options}.parse(options_);
    } catch (const std::exception& e) {
      if (components) file_.fail(*components, e.what());
      throw;
    }
  }

  void read_landmarks() {
    const auto* line = file_.find("landmarks");
    landmarks_given_ = line != nullptr;
    if (line) landmarks_text_ = line->value;
    const auto words = words_of(landmarks_text_);
    if (words.size() == 1 && words[0] == "default") {
      landmarks_ = setup_.components->default_layout.mask();
      return;
    }
    if (words.size() != walk::kLandmarks)
      file_.fail(*line, "'landmarks:' must be 'default' or 8 squares as row,col, got '" + landmarks_text_ + "'");
    walk::Layout layout;
    for (int k = 0; k < walk::kLandmarks; ++k) {
      const auto s = square_named(words[k]);
      if (!s)
        file_.fail(*line, "'landmarks:' lists squares as row,col with rows and columns 0-4, got '" + words[k] + "'");
      layout.squares[k] = *s;
    }
    if (const auto error = walk::layout_error(layout); !error.empty()) file_.fail(*line, error + " (W3)");
    landmarks_ = layout.mask();
  }

  void read_sheets() {
    for (const auto& line : file_.lines()) {
      if (line.key.rfind("sheet", 0) != 0) continue;
      if (players_ == 1 && line.key != "sheet") file_.fail(line, "a solo game has one sheet, under 'sheet:'");
      if (players_ > 1 && line.key == "sheet")
        file_.fail(line, "with " + std::to_string(players_) + " players the sheets are 'sheet 1:' to 'sheet " +
                             std::to_string(players_) + ":'");
      if (players_ > 1 && line.key.back() - '0' > players_)
        file_.fail(line, "'" + line.key + ":' but 'players: " + std::to_string(players_) + "'");
    }
    for (int p = 0; p < players_; ++p) {
      sheets_.push_back(read_sheet(file_.need(sheet_key(players_, p))));
      SeatSheet& seat = sheets_.back();
      if (seat.landmarks != landmarks_) {
        if (landmarks_given_ || p > 0)
          file_.fail(seat.line, "its 'landmarks' line differs from " +
                                    std::string(landmarks_given_ ? "'landmarks:'" : "the first sheet's") +
                                    ": every sheet of a game has the same landmarks");
        landmarks_ = seat.landmarks;
      }
      check_first(seat, p);
    }
  }

  SeatSheet read_sheet(const PositionLine& line) const {
    if (!line.value.empty() || line.block.empty())
      file_.fail(line, "'" + line.key +
                           ":' takes the sheet on indented lines below it: 'grid' and its 5 rows, "
                           "'bonuses', 'converted', 'first'");
    SeatSheet seat{line, {}, 0, false, std::nullopt, line};
    std::string text;
    std::vector<int> origin;  // the block line of each line given to the sheet-file parser
    for (std::size_t i = 0; i < line.block.size(); ++i) {
      const auto words = words_of(line.block[i]);
      if (!words.empty() && words[0] == "first") {
        if (seat.first) file_.fail(block_line(line, i), "a second 'first' line");
        seat.first_line = block_line(line, i);
        seat.first = read_first(words, seat.first_line);
        continue;
      }
      seat.own_landmarks = seat.own_landmarks || (!words.empty() && words[0] == "landmarks");
      text += line.block[i] + "\n";
      origin.push_back(static_cast<int>(i));
    }
    if (!seat.own_landmarks) {
      text = "landmarks " + landmarks_text_ + "\n" + text;
      origin.insert(origin.begin(), -1);
    }
    std::istringstream in(text);
    try {
      const walk::SheetFile parsed = walk::parse_sheet(in, *setup_.components);
      seat.sheet = parsed.sheet;
      seat.landmarks = parsed.layout.mask();
    } catch (const walk::SheetError& e) {
      const std::string what = e.what();
      const std::string message = what.substr(what.find(": ") + 2);
      const int index = e.line() >= 1 && e.line() <= static_cast<int>(origin.size()) ? origin[e.line() - 1] : -1;
      file_.fail(index >= 0 ? block_line(line, static_cast<std::size_t>(index)) : line,
                 "in '" + line.key + ":', " + message);
    }
    return seat;
  }

  Mask read_first(const std::vector<std::string>& words, const PositionLine& line) const {
    Mask first = 0;
    if (words.size() == 2 && words[1] == "none") return first;
    for (std::size_t i = 1; i < words.size(); ++i) {
      const auto s = square_named(words[i]);
      if (!s) file_.fail(line, "'first' lists landmark squares as row,col (or 'none'), got '" + words[i] + "'");
      first |= walk::bit(*s);
    }
    return first;
  }

  // W13: a first visit is a visit of a landmark; several players must say which they had.
  void check_first(SeatSheet& seat, int p) const {
    const Mask visited = seat.sheet.visited(landmarks_);
    if (!seat.first) {
      if (players_ > 1 && visited)
        file_.fail(seat.line, "sheet " + std::to_string(p + 1) + " visits " + squares_text(visited) +
                                  ": add a line 'first ...' with those it visited first at an earlier turn's end, "
                                  "or 'first none' (W13)");
      seat.first = visited;
      return;
    }
    if (const Mask off = *seat.first & ~landmarks_)
      file_.fail(seat.first_line, "'first' lists " + squares_text(off) + ", not a landmark (W3)");
    if (const Mask off = *seat.first & ~visited)
      file_.fail(seat.first_line, "'first' lists " + squares_text(off) +
                                      ", which this sheet does not visit: no path joins it to the centre (W7, W13)");
  }

  // Landmarks other than the default ones are a layout of their own.
  void finish_setup() {
    if (landmarks_ != setup_.components->default_layout.mask()) {
      setup_.layout = "random";
      options_.insert(options_.end(), {"--layout", "random"});
    }
  }

  void read_progress() {
    if (const auto* line = file_.find("phase")) {
      const auto phase = phase_named(line->value);
      if (!phase)
        file_.fail(*line, "'phase:' must be draw, pick, bonus path, finish, roll or over, got '" + line->value + "'");
      progress_.phase = *phase;
    } else {
      progress_.phase = Phase::Draw;
    }
    const Phase phase = progress_.phase;
    in_turn_ = phase != Phase::Roll && phase != Phase::Over;
    const std::string between = phase == Phase::Over ? "the game is over" : "the die is not rolled yet (phase: roll)";
    read_seat(between);
    if (const auto* line = in_turn_ ? &file_.need("roll") : file_.find("roll")) {
      if (!in_turn_) file_.fail(*line, "'roll:' is for a turn in progress: " + between);
      progress_.roll = piece(*line);
      if (setup_.components->die.faces[static_cast<int>(progress_.roll)] == 0)
        file_.fail(*line, "the die has no " + line->value + " face (W2)");
    }
    if (const auto* line = phase == Phase::BonusPath ? &file_.need("bonus_path") : file_.find("bonus_path")) {
      if (phase != Phase::BonusPath) file_.fail(*line, "'bonus_path:' is for 'phase: bonus path'");
      progress_.bonus_piece = piece(*line);
      if (progress_.bonus_piece != Piece::Curve && progress_.bonus_piece != Piece::Straight)
        file_.fail(*line, "a bonus path is a curve or a straight (W8), got '" + line->value + "'");
    }
    const bool picks = phase == Phase::Pick || phase == Phase::BonusPath;
    progress_.pending = phase == Phase::Pick ? 1 : 0;
    if (const auto* line = file_.find("pending_picks")) {
      if (!picks) file_.fail(*line, "'pending_picks:' is for 'phase: pick' or 'phase: bonus path'");
      progress_.pending = file_.integer(*line, phase == Phase::Pick ? 1 : 0, walk::kLandmarks);
    }
    progress_.drawn = picks || phase == Phase::Finish;
    if (const auto* line = file_.find("drawn")) {
      if (!progress_.drawn) file_.fail(*line, "'drawn:' is for 'phase: pick', 'bonus path' or 'finish'");
      progress_.drawn = yes(*line);
    }
    read_t_as_ibis(between);
  }

  void read_seat(const std::string& between) {
    if (const auto* line = file_.find("seat")) {
      if (!in_turn_) file_.fail(*line, "'seat:' is for a turn in progress: " + between + " and no seat acts");
      progress_.player = file_.integer(*line, 1, players_) - 1;
    } else if (in_turn_ && players_ > 1) {
      file_.fail("missing 'seat:' (the seat that acts, 1 to " + std::to_string(players_) + ")");
    }
  }

  void read_t_as_ibis(const std::string& between) {
    if (in_turn_) progress_.ibis_for_t = sheets_[progress_.player].sheet.has(Bonus::TToIbis);
    const auto* line = file_.find("t_as_ibis");
    if (!line) return;
    if (!in_turn_) file_.fail(*line, "'t_as_ibis:' is for a turn in progress: " + between);
    progress_.ibis_for_t = yes(*line);
    if (progress_.ibis_for_t && !sheets_[progress_.player].sheet.has(Bonus::TToIbis))
      file_.fail(*line, "'t_as_ibis: yes' needs the t_to_ibis bonus ticked on the acting sheet (W10)");
  }

  Piece piece(const PositionLine& line) const {
    const auto piece = piece_named(line.value);
    if (!piece) file_.fail(line, "'" + line.key + ":' must be curve, straight, T or ibis, got '" + line.value + "'");
    return *piece;
  }

  bool yes(const PositionLine& line) const {
    if (line.value != "yes" && line.value != "no")
      file_.fail(line, "'" + line.key + ":' must be yes or no, got '" + line.value + "'");
    return line.value == "yes";
  }

  // Every seat draws every roll while it has an empty square (W12), so each sheet's drawings
  // tell the turn; 'turn:' is checked against them, or taken from them when not given.
  void read_turn() {
    const int limit = players_ == 1 ? walk::solo_turns(level_) : walk::kSquares;
    const bool over = progress_.phase == Phase::Over;
    const auto* line = file_.find("turn");
    if (line) {
      turn_ = file_.integer(*line, 1, limit) - (over ? 0 : 1);
    } else {
      turn_ = -1;
      for (int p = 0; p < players_ && turn_ < 0; ++p)
        if (sheets_[p].sheet.empty()) turn_ = std::max(0, drawings(p));
      if (turn_ < 0) file_.fail("missing 'turn:' (every sheet is full, so the drawings do not tell the turn)");
    }
    for (int p = 0; p < players_; ++p) {
      const bool full = !sheets_[p].sheet.empty();
      if (full ? drawings(p) <= turn_ : drawings(p) == turn_) continue;
      const int expected = turn_ + drawn_count(p) - drawings(p);
      file_.fail(sheets_[p].line, sheet_name(p) + " shows " + std::to_string(drawn_count(p)) +
                                      " rolls drawn (its filled squares less the centre and the bonus paths), but " +
                                      (file_.find("turn") ? "at turn " : "beside the other sheets at turn ") +
                                      std::to_string(turn_ + (over ? 0 : 1)) + " it would show " +
                                      (full ? "at most " : "") + std::to_string(expected) +
                                      ": every seat draws every roll (W12)");
    }
    if (turn_ + (over ? 0 : 1) > limit || (over && turn_ < 1))
      file_.fail(line ? *line : sheets_[0].line, "turn " + std::to_string(turn_ + (over ? 0 : 1)) + " is past level " +
                                                     std::to_string(level_) + "'s " + std::to_string(limit) +
                                                     " turns (W12)");
  }

  int drawn_count(int p) const {
    const bool bonus_path_due = in_turn_ && p == progress_.player && progress_.phase == Phase::BonusPath;
    return walk::rolls_drawn(sheets_[p].sheet) + (bonus_path_due ? 1 : 0);
  }
  // The turns completed that sheet p's drawings tell: less this turn's roll once drawn.
  int drawings(int p) const {
    const bool drew = in_turn_ && (p < progress_.player || (p == progress_.player && progress_.drawn));
    return drawn_count(p) - (drew ? 1 : 0);
  }

  // Seats that have not acted this turn show the sheets of the last turn's end: none ends the
  // game (W12) and each of their visits was settled, someone's first (W13).
  void check_seats() const {
    Mask taken = 0;
    for (const auto& seat : sheets_) taken |= *seat.first;
    bool ends = players_ == 1 && turn_ >= walk::solo_turns(level_);
    for (int p = 0; p < players_; ++p) {
      const SeatSheet& seat = sheets_[p];
      const std::string reason = end_reason(seat.sheet, landmarks_);
      ends = ends || !reason.empty();
      check_picks(p);
      const bool settled = !in_turn_ || p > progress_.player;
      if (!settled) continue;
      if (progress_.phase != Phase::Over && !reason.empty())
        file_.fail(seat.line, sheet_name(p) + " " + reason + ": the game ended at the last turn's end (W12)");
      if (const Mask unsettled = seat.sheet.visited(landmarks_) & ~taken)
        file_.fail(seat.line, sheet_name(p) + " visits " + squares_text(unsettled) +
                                  " at an earlier turn, but no sheet's 'first' line lists it (W13)");
    }
    if (progress_.phase == Phase::Over && !ends)
      file_.fail(file_.need("phase"),
                 "'phase: over' but the game goes on: no sheet visits 6 landmarks, has 6 "
                 "ibises or is full, and no turn limit is reached (W12)");
  }

  // W8: every visit gives a pick, which is made at once, until 6 bonuses are ticked.
  void check_picks(int p) const {
    const Sheet& sheet = sheets_[p].sheet;
    const int visited = parks::popcount(sheet.visited(landmarks_)), ticked = sheet.bonus_count();
    const int owed = in_turn_ && p == progress_.player ? progress_.pending : 0;
    if (ticked + owed == visited || (ticked == walk::kMaxBonuses && ticked + owed <= visited)) return;
    file_.fail(sheets_[p].line, sheet_name(p) + " visits " + std::to_string(visited) + " landmarks but ticks " +
                                    std::to_string(ticked) + " bonuses" +
                                    (owed ? " and owes " + std::to_string(owed) + " picks" : std::string()) +
                                    ": each visit gives one pick while fewer than 6 bonuses are ticked (W8)");
  }

  void check_decision() const {
    if (!in_turn_) return;
    const Sheet& sheet = sheets_[progress_.player].sheet;
    const PositionLine& at = file_.find("phase") ? *file_.find("phase") : file_.need("roll");
    switch (progress_.phase) {
      case Phase::Draw:
        if (!sheet.empty()) file_.fail(at, "the acting sheet has no empty square, so it draws no roll (W12)");
        break;
      case Phase::Pick:
        if (sheet.bonus_count() >= walk::kMaxBonuses)
          file_.fail(at, "the acting sheet has 6 bonuses ticked: no more picks (W8)");
        break;
      case Phase::BonusPath: check_bonus_path(sheet); break;
      case Phase::Finish:
        if (!can_convert(sheet))
          file_.fail(at, "the acting sheet has no curve or straight it may still convert (W11): its turn is over");
        if (!progress_.drawn && sheet.empty())
          file_.fail(file_.need("drawn"), "'drawn: no' with an empty square left: the roll must be drawn (W12)");
        break;
      case Phase::Roll:
      case Phase::Over: break;
    }
    if (!progress_.drawn && progress_.phase != Phase::Draw && sheet.conversions() == 0)
      file_.fail(file_.need("drawn"), "'drawn: no': only a conversion makes a visit before the drawing (W11)");
  }

  void check_bonus_path(const Sheet& sheet) const {
    const Bonus bonus = progress_.bonus_piece == Piece::Curve ? Bonus::ExtraCurve : Bonus::ExtraStraight;
    if (!sheet.has(bonus))
      file_.fail(file_.need("bonus_path"), "a bonus " + std::string(walk::piece_name(progress_.bonus_piece)) +
                                               " comes with " + std::string(walk::name(bonus)) + " ticked (W8)");
    if (!sheet.empty())
      file_.fail(file_.need("bonus_path"), "the acting sheet has no empty square: the bonus path is lost (W8)");
  }

  template <class State>
  TablePosition build() {
    State state = State::initial({landmarks_, setup_.components->die, players_, level_});
    for (int p = 0; p < players_; ++p) state.set_sheet(p, sheets_[p].sheet, *sheets_[p].first);
    state.set_turn(turn_);
    state.set_progress(progress_);
    return table_position<WalkSetup, State>("walk", std::make_shared<const WalkSetup>(setup_), options_,
                                            std::move(state));
  }

  std::string sheet_name(int p) const { return players_ == 1 ? "the sheet" : "sheet " + std::to_string(p + 1); }

  const PositionFile& file_;
  int players_ = 1;
  int level_ = 1;
  std::vector<std::string> options_;
  WalkSetup setup_;
  std::string landmarks_text_ = "default";
  bool landmarks_given_ = false;
  Mask landmarks_ = 0;
  std::vector<SeatSheet> sheets_;
  walk::TurnProgress progress_;
  bool in_turn_ = false;
  int turn_ = 0;  // turns completed
};

// A sheet in the sheet-file form, less its landmarks (the file's own key), and the first visits
// when they say more than the sheet does.
template <class State>
std::vector<std::string> sheet_lines(const State& state, int p) {
  const Sheet& sheet = state.sheet(p);
  std::vector<std::string> lines{"grid"};
  for (int row = 0; row < walk::kSide; ++row) {
    std::string text;
    for (int col = 0; col < walk::kSide; ++col) {
      std::string token = walk::grid_token(sheet, walk::square(row, col));
      if (col + 1 < walk::kSide) token.resize(4, ' ');
      text += token;
    }
    lines.push_back(text);
  }
  std::string bonuses, converted;
  for (int b = 0; b < walk::kBonuses; ++b)
    if (sheet.has(static_cast<Bonus>(b))) bonuses += " " + std::string(walk::name(static_cast<Bonus>(b)));
  for (Piece piece : {Piece::Curve, Piece::Straight})
    if (sheet.converted(piece)) converted += " " + std::string(walk::piece_name(piece));
  if (!bonuses.empty()) lines.push_back("bonuses" + bonuses);
  if (!converted.empty()) lines.push_back("converted" + converted);
  const Mask visited = sheet.visited(state.landmarks()), first = state.first_visits(p);
  if (state.num_players() == 1 ? first != visited : (visited | first) != 0)
    lines.push_back("first " + (first ? squares_text(first) : std::string("none")));
  return lines;
}

template <class State>
std::string write_position(const WalkSetup& setup, const State& state) {
  const walk::TurnProgress progress = state.progress();
  const Phase phase = state.phase();
  const bool in_turn = phase != Phase::Roll && phase != Phase::Over;
  const bool solo = state.num_players() == 1;
  PositionWriter out("walk");
  out.field("players", std::to_string(state.num_players()));
  if (solo) out.field("level", std::to_string(level_of(state.turn_limit())));
  if (!setup.components_file.empty()) out.field("components", setup.components_file);
  const bool default_landmarks = state.landmarks() == setup.components->default_layout.mask();
  out.field("landmarks", default_landmarks ? "default" : squares_text(state.landmarks()));
  out.field("turn", std::to_string(state.turn() + (phase == Phase::Over ? 0 : 1)));
  out.field("phase", kPhaseNames[static_cast<int>(phase)]);
  if (in_turn && !solo) out.field("seat", std::to_string(progress.player + 1));
  if (in_turn) out.field("roll", std::string(walk::piece_name(progress.roll)));
  if (phase == Phase::BonusPath) out.field("bonus_path", std::string(walk::piece_name(progress.bonus_piece)));
  if (phase == Phase::Pick || phase == Phase::BonusPath) out.field("pending_picks", std::to_string(progress.pending));
  if (in_turn && phase != Phase::Draw && !progress.drawn) out.field("drawn", "no");
  if (in_turn && !progress.drawn && progress.ibis_for_t != state.sheet(progress.player).has(Bonus::TToIbis))
    out.field("t_as_ibis", progress.ibis_for_t ? "yes" : "no");
  for (int p = 0; p < state.num_players(); ++p) out.block(sheet_key(state.num_players(), p), sheet_lines(state, p));
  return out.text();
}

}  // namespace

TablePosition read_walk_position(const PositionFile& file) { return Reader(file).read(); }

std::string write_walk_position(const ArenaState& state) {
  if (const auto* solo = typed_state<WalkSetup, walk::SoloState>(state))
    return write_position(solo->setup(), solo->state());
  if (const auto* party = typed_state<WalkSetup, walk::PartyState>(state))
    return write_position(party->setup(), party->state());
  throw UsageError("not a position of A Walk in the Park");
}

}  // namespace parks::cli

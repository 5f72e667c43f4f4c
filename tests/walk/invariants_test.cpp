// Randomized playouts of A Walk in the Park checked against an independent referee.
//
// The referee keeps its own copy of every sheet (a 5x5 array of open-side sets), its own
// bonuses, conversions, first visits and turn structure, written from the rules (W1-W14)
// rather than from the engine's bitboards. After every action of thousands of games played by
// the random and greedy agents (solo levels 1-4, 2-6 players, default and random layouts) it
// checks that:
//   - the engine's sheets hold what the referee drew, and their incremental connected() and
//     loops() equal the from-scratch reachable_from_centre() and cycle_rank() (and the
//     referee's own flood fill and cycle rank);
//   - the engine's acting player, phase, bonuses, conversions, first visits and turn count
//     match the referee's;
//   - the legal action list has no duplicates and is exactly the set of the 515 constructible
//     actions (400 placements, 100 conversions, 10 picks, end turn, 4 rolls) that the referee
//     allows (conversions, W11, once the roll is drawn and the turn's picks and bonus paths are
//     done, in the Finish phase; before the drawing only when the bonus paths still to be had
//     could fill every empty square, so that the roll might not be drawn at all, W12);
//   - the final scores and winners equal the referee's, computed from scratch.
// It also checks that a game is a pure function of its seed.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "agents/greedy_agent.h"
#include "agents/random_agent.h"
#include "engine/walk/components.h"
#include "engine/walk/evaluation.h"
#include "engine/walk/state.h"

using namespace parks;
using namespace parks::walk;

namespace {

constexpr int kEmptySquare = -1;
constexpr int kIbisSquare = 16;
constexpr int kRows = 5;
constexpr int kDr[4] = {-1, 0, 1, 0};  // N E S W
constexpr int kDc[4] = {0, 1, 0, -1};

int bits(unsigned x) {
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
}

bool is_straight(int sides) { return sides == 0b0101 || sides == 0b1010; }

// Does `sides` draw `piece` in one of its rotations (W4)?
bool draws(Piece piece, int sides) {
  switch (piece) {
    case Piece::Curve: return bits(sides) == 2 && !is_straight(sides);
    case Piece::Straight: return is_straight(sides);
    case Piece::T: return bits(sides) == 3;
    case Piece::Ibis: return sides == 0;
  }
  return false;
}

// Every action a player could ever be offered, through the public constructors.
std::vector<Action> all_actions() {
  std::vector<Action> all;
  for (Square s = 0; s < kSquares; ++s)
    for (int sides = 0; sides < 16; ++sides) all.push_back(Action::place(s, static_cast<Sides>(sides)));
  for (Square s = 0; s < kSquares; ++s)
    for (Dir d : kDirs) all.push_back(Action::convert(s, d));
  for (int b = 0; b < kBonuses; ++b) all.push_back(Action::pick(static_cast<Bonus>(b)));
  all.push_back(Action::end_turn());
  for (Piece p : {Piece::Curve, Piece::Straight, Piece::T, Piece::Ibis}) all.push_back(Action::roll(p));
  return all;
}

const std::vector<Action>& every_action() {
  static const std::vector<Action> all = all_actions();
  return all;
}

// One player's sheet as the referee sees it.
struct Paper {
  std::array<int, kSquares> cell;  // open sides, kIbisSquare, or kEmptySquare
  std::uint16_t bonuses = 0;
  bool converted[2] = {false, false};  // curve, straight (W11)
  int conversions = 0;

  Paper() {
    cell.fill(kEmptySquare);
    cell[kCentre] = 0b1111;  // W1
  }
  bool path(int r, int c) const { return cell[r * kRows + c] >= 1 && cell[r * kRows + c] <= 15; }
  // W5: the square at (r,c) and its neighbour towards d are both open on the shared side.
  bool joined(int r, int c, int d) const {
    const int nr = r + kDr[d], nc = c + kDc[d];
    if (nr < 0 || nr >= kRows || nc < 0 || nc >= kRows) return false;
    if (!path(r, c) || !path(nr, nc)) return false;
    return (cell[r * kRows + c] >> d & 1) && (cell[nr * kRows + nc] >> ((d + 2) % 4) & 1);
  }
  Mask reach(int from) const {
    Mask seen = Mask{1} << from;
    std::vector<int> stack = {from};
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      for (int d = 0; d < 4; ++d)
        if (joined(s / kRows, s % kRows, d)) {
          const int n = (s / kRows + kDr[d]) * kRows + s % kRows + kDc[d];
          if (!(seen >> n & 1)) {
            seen |= Mask{1} << n;
            stack.push_back(n);
          }
        }
    }
    return seen;
  }
  Mask connected() const { return reach(kCentre); }
  // W6: edges - vertices + components of the graph of joined path squares.
  int cycle_rank() const {
    int edges = 0, vertices = 0, components = 0;
    Mask seen = 0;
    for (int s = 0; s < kSquares; ++s) {
      if (!path(s / kRows, s % kRows)) continue;
      ++vertices;
      if (joined(s / kRows, s % kRows, 1)) ++edges;  // east
      if (joined(s / kRows, s % kRows, 2)) ++edges;  // south
      if (!(seen >> s & 1)) {
        seen |= reach(s);
        ++components;
      }
    }
    return edges - vertices + components;
  }
  Mask empty() const {
    Mask m = 0;
    for (int s = 0; s < kSquares; ++s)
      if (cell[s] == kEmptySquare) m |= Mask{1} << s;
    return m;
  }
  int ibises() const { return static_cast<int>(std::count(cell.begin(), cell.end(), kIbisSquare)); }
  // W9: orthogonal groups; returns {count, largest}.
  std::pair<int, int> ibis_groups() const {
    int count = 0, largest = 0;
    Mask seen = 0;
    for (int s = 0; s < kSquares; ++s) {
      if (cell[s] != kIbisSquare || (seen >> s & 1)) continue;
      int size = 0;
      std::vector<int> stack = {s};
      seen |= Mask{1} << s;
      while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        ++size;
        for (int d = 0; d < 4; ++d) {
          const int nr = q / kRows + kDr[d], nc = q % kRows + kDc[d];
          if (nr < 0 || nr >= kRows || nc < 0 || nc >= kRows) continue;
          const int n = nr * kRows + nc;
          if (cell[n] == kIbisSquare && !(seen >> n & 1)) {
            seen |= Mask{1} << n;
            stack.push_back(n);
          }
        }
      }
      ++count;
      largest = std::max(largest, size);
    }
    return {count, largest};
  }
  bool has(Bonus b) const { return bonuses >> static_cast<int>(b) & 1; }
  int bonus_count() const { return bits(bonuses); }
  int statues() const { return cycle_rank() + (has(Bonus::ExtraStatue) ? 1 : 0); }
  // W11: a curve or straight whose kind is not converted yet, opening a closed side.
  bool convertible(Square s, Dir d) const {
    if (s == kCentre || !path(s / kRows, s % kRows)) return false;
    const int sides = cell[s];
    if (bits(sides) != 2 || (sides >> d & 1)) return false;
    return !converted[is_straight(sides) ? 1 : 0];
  }
  bool can_convert() const {
    for (Square s = 0; s < kSquares; ++s)
      for (Dir d : kDirs)
        if (convertible(s, d)) return true;
    return false;
  }
  // Bonus points (W9, W14).
  int bonus_points() const {
    const auto [groups, largest] = ibis_groups();
    int points = 0;
    if (has(Bonus::Plus1)) points += 1;
    if (has(Bonus::Plus2)) points += 2;
    if (has(Bonus::PerIbis)) points += ibises();
    if (has(Bonus::IbisGroups)) points += groups;
    if (has(Bonus::LargestIbisGroup)) points += largest;
    if (has(Bonus::PerStatue)) points += statues();
    return points;
  }
};

// The referee: the turn structure of W7, W8, W10-W13 over the players' Papers.
class Referee {
 public:
  Referee(const Config& config)
      : players_(config.players), landmarks_(config.landmarks),
        turn_limit_(config.players == 1 ? solo_turns(config.level) : 0), papers_(config.players) {}

  const Paper& paper(int p) const { return papers_[p]; }
  int turn() const { return turn_; }
  Mask first(int p) const { return first_[p]; }
  int visits(int p) const { return bits(papers_[p].connected() & landmarks_); }

  int acting() const {
    if (over_) return kTerminalPlayer;
    if (!rolled_) return kChancePlayer;
    return player_;
  }

  Phase phase() const {
    if (over_) return Phase::Over;
    if (!rolled_) return Phase::Roll;
    if (bonus_path_) return Phase::BonusPath;
    if (pending_ > 0) return Phase::Pick;
    if (!drawn_ && papers_[player_].empty()) return Phase::Draw;
    return Phase::Finish;
  }
  int pending() const { return pending_; }

  // Is `a` legal for the acting player, in the referee's phase `phase` (= phase(), passed in
  // because it is asked for each of the 515 actions)?
  bool legal(Action a, Phase phase) const {
    if (over_ || !rolled_) return false;
    const Paper& paper = papers_[player_];
    const auto empty_square = [&](Square s) { return s != kCentre && paper.cell[s] == kEmptySquare; };
    switch (phase) {
      case Phase::Draw:  // W12: draw the roll (W4), or an ibis for a T (W10)
        if (a.kind() == Action::Kind::Convert) {  // W11 first, only if bonus paths could then fill the grid
          int placeable = 0;  // bonus paths this player can still be given: unticked, with a pick left
          for (Bonus b : {Bonus::ExtraCurve, Bonus::ExtraStraight}) placeable += !paper.has(b);
          placeable = std::min(placeable, kMaxBonuses - paper.bonus_count());
          return paper.convertible(a.square(), a.opened()) && bits(paper.empty()) <= placeable;
        }
        return a.kind() == Action::Kind::Place && empty_square(a.square()) &&
               (draws(roll_, a.sides()) || (roll_ == Piece::T && a.sides() == 0 && t_to_ibis_at_roll_[player_]));
      case Phase::BonusPath:  // W8: the bonus path into an empty square
        return a.kind() == Action::Kind::Place && empty_square(a.square()) && draws(*bonus_path_, a.sides());
      case Phase::Pick:  // W8: a bonus not ticked yet
        return a.kind() == Action::Kind::Pick && !paper.has(a.bonus());
      case Phase::Finish:  // the turn's drawings and picks are done: end it, or convert (W11)
        return a.kind() == Action::Kind::EndTurn ||
               (a.kind() == Action::Kind::Convert && paper.convertible(a.square(), a.opened()));
      default: return false;
    }
  }

  void apply(Action a) {
    if (a.kind() == Action::Kind::Roll) {
      rolled_ = true;
      roll_ = a.piece();
      for (int p = 0; p < players_; ++p) t_to_ibis_at_roll_[p] = papers_[p].has(Bonus::TToIbis);
      start_player(0);
      return;
    }
    Paper& paper = papers_[player_];
    const Mask visited_before = paper.connected() & landmarks_;
    switch (a.kind()) {
      case Action::Kind::Place:
        if (phase() == Phase::Draw) drawn_ = true;
        else bonus_path_.reset();
        paper.cell[a.square()] = a.sides() == 0 ? kIbisSquare : a.sides();
        break;
      case Action::Kind::Convert:
        paper.converted[is_straight(paper.cell[a.square()]) ? 1 : 0] = true;
        ++paper.conversions;
        paper.cell[a.square()] |= 1 << a.opened();
        break;
      case Action::Kind::Pick:
        paper.bonuses |= static_cast<std::uint16_t>(1u << static_cast<int>(a.bonus()));
        --pending_;
        if ((a.bonus() == Bonus::ExtraCurve || a.bonus() == Bonus::ExtraStraight) && paper.empty())
          bonus_path_ = a.bonus() == Bonus::ExtraCurve ? Piece::Curve : Piece::Straight;
        break;
      case Action::Kind::EndTurn: start_player(player_ + 1); return;
      case Action::Kind::Roll: break;
    }
    // W7: visits after every drawing; W8: one pick each while fewer than 6 are ticked.
    pending_ += bits((paper.connected() & landmarks_) & ~visited_before);
    if (paper.bonus_count() >= kMaxBonuses) pending_ = 0;
    settle();
  }

  bool game_over_now() const {
    if (turn_limit_ && turn_ >= turn_limit_) return true;
    for (const Paper& paper : papers_)
      if (bits(paper.connected() & landmarks_) >= 6 || paper.ibises() >= 6 || !paper.empty()) return true;
    return false;
  }

  // Why the game ended (W12), the first cause that holds in the order six landmarks, six
  // ibises, full grid, turn limit.
  EndCause end_cause() const {
    bool ibises = false, full = false;
    for (int p = 0; p < players_; ++p) {
      if (visits(p) >= 6) return EndCause::SixLandmarks;
      ibises |= papers_[p].ibises() >= 6;
      full |= !papers_[p].empty();
    }
    return ibises ? EndCause::SixIbises : full ? EndCause::FullGrid : EndCause::TurnLimit;
  }

  // Scores from scratch (W13, W14).
  int score(int p) const {
    const Paper& paper = papers_[p];
    const int penalty = 3 * paper.conversions;
    if (players_ == 1) return visits(0) + paper.statues() + paper.bonus_points() - penalty;
    int most = 0;
    for (const Paper& other : papers_) most = std::max(most, other.statues());
    const int statue_points = paper.statues() == most ? paper.statues() : 0;
    return bits(first_[p]) + statue_points + paper.bonus_points() - penalty;
  }

  // W13's tie-breaks: highest total; then who triggered the end; then most first visits; then
  // fewest statues; then shared. W14: solo wins at 18.
  std::vector<bool> winners() const {
    std::vector<bool> win(players_, false);
    if (players_ == 1) {
      win[0] = score(0) >= 18;
      return win;
    }
    std::vector<int> tied;
    int best = -1000;
    for (int p = 0; p < players_; ++p) best = std::max(best, score(p));
    for (int p = 0; p < players_; ++p)
      if (score(p) == best) tied.push_back(p);
    const auto narrow = [&](auto key) {
      int top = -1000;
      for (int p : tied) top = std::max(top, key(p));
      std::vector<int> kept;
      for (int p : tied)
        if (key(p) == top) kept.push_back(p);
      tied = kept;
    };
    std::vector<int> triggered;
    for (int p : tied) {
      const Paper& paper = papers_[p];
      if (visits(p) >= 6 || paper.ibises() >= 6 || !paper.empty()) triggered.push_back(p);
    }
    if (!triggered.empty()) tied = triggered;
    narrow([&](int p) { return bits(first_[p]); });
    narrow([&](int p) { return -papers_[p].statues(); });
    for (int p : tied) win[p] = true;
    return win;
  }

 private:
  void start_player(int p) {
    player_ = p;
    drawn_ = false;
    pending_ = 0;
    bonus_path_.reset();
    if (player_ == players_) {
      end_turn();
      return;
    }
    settle();
  }

  // A player with nothing left to do (nothing owed, nothing to draw, nothing to convert) is done.
  void settle() {
    if (phase() == Phase::Finish && !papers_[player_].can_convert()) start_player(player_ + 1);
  }

  // W13: whoever has visited a landmark at the end of the turn it was first visited is first.
  void end_turn() {
    Mask now = 0;
    for (int p = 0; p < players_; ++p) {
      const Mask visited = papers_[p].connected() & landmarks_;
      first_[p] |= visited & ~taken_;
      now |= visited;
    }
    taken_ |= now;
    ++turn_;
    rolled_ = false;
    player_ = 0;
    over_ = game_over_now();  // W12
  }

  int players_;
  Mask landmarks_;
  int turn_limit_;
  std::vector<Paper> papers_;
  std::array<Mask, kMaxPlayers> first_{};
  std::array<bool, kMaxPlayers> t_to_ibis_at_roll_{};
  Mask taken_ = 0;
  int turn_ = 0;
  bool over_ = false;
  bool rolled_ = false;
  Piece roll_ = Piece::Curve;
  int player_ = 0;
  bool drawn_ = false;
  int pending_ = 0;
  std::optional<Piece> bonus_path_;
};

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Roll: return "roll";
    case Phase::Draw: return "draw";
    case Phase::Pick: return "pick";
    case Phase::BonusPath: return "bonus path";
    case Phase::Finish: return "finish";
    case Phase::Over: return "over";
  }
  return "?";
}

// Compares the engine's state with the referee's after an action of player `actor` (whose sheet
// is the only one that can have changed), or of chance (actor < 0: every sheet is compared).
// Returns false (after reporting) on the first disagreement, so that one bad game does not
// flood the output.
template <class State>
bool agrees(const State& state, const Referee& referee, int players, int actor, const std::string& where,
            std::optional<Action> last = std::nullopt) {
  INFO(where);
  INFO((last ? "after " + to_string(*last) : std::string("at the start or end")));
  bool ok = true;
  const auto expect = [&](bool condition, const std::string& what) {
    if (!condition && ok) {
      FAIL_CHECK(what);
      ok = false;
    }
  };
  for (int p = 0; p < players && ok; ++p) {
    if (state.first_visits(p) != referee.first(p))
      expect(false, "seat " + std::to_string(p) + ": first visits differ (W13)");
    if (actor >= 0 && p != actor) continue;
    const Sheet& sheet = state.sheet(p);
    const Paper& paper = referee.paper(p);
    const std::string seat = "seat " + std::to_string(p) + ": ";
    for (Square s = 0; s < kSquares; ++s) {
      const int engine = (sheet.ibises() & bit(s)) ? kIbisSquare : sheet.sides_at(s) ? sheet.sides_at(s) : kEmptySquare;
      if (engine != paper.cell[s]) expect(false, seat + "square " + std::to_string(s) + " differs");
    }
    // W5-W7: the incremental network equals every from-scratch recomputation.
    expect(sheet.connected() == reachable_from_centre(sheet), seat + "connected() != reachable_from_centre()");
    expect(sheet.connected() == paper.connected(), seat + "connected() != referee's flood fill");
    // W6: loops.
    expect(sheet.loops() == cycle_rank(sheet), seat + "loops() != cycle_rank()");
    expect(sheet.loops() == paper.cycle_rank(), seat + "loops() != referee's cycle rank");
    expect(sheet.empty() == paper.empty(), seat + "empty() differs");
    expect(sheet.bonuses() == paper.bonuses, seat + "bonuses differ");
    expect(sheet.conversions() == paper.conversions, seat + "conversions differ");
    expect(sheet.bonus_count() <= std::min(kMaxBonuses, referee.visits(p)), seat + "more bonuses than visits (W8)");
    expect(popcount(sheet.ibises()) <= kEndIbises, seat + "more than 6 ibises (W12)");
  }
  expect(state.current_player() == referee.acting(),
         "acting player " + std::to_string(state.current_player()) + ", referee " + std::to_string(referee.acting()));
  expect(state.phase() == referee.phase(),
         std::string("phase ") + phase_name(state.phase()) + ", referee " + phase_name(referee.phase()));
  expect(state.turn() == referee.turn(), "turn count differs");
  expect(state.is_terminal() == (referee.acting() == kTerminalPlayer), "is_terminal differs");
  if (ok && state.phase() == Phase::Pick) expect(state.pending_picks() == referee.pending(), "pending picks differ");
  if (!ok || state.current_player() < 0) return ok;

  // The legal list: no duplicates, and exactly the referee's set.
  ActionList<State> list;
  state.legal_actions(list);
  expect(!list.empty(), "no legal action for the acting player");
  std::bitset<1024> listed;
  for (Action a : list) {
    if (listed[a.code()]) expect(false, "duplicate legal action " + to_string(a));
    listed[a.code()] = true;
  }
  const Phase phase = referee.phase();
  for (Action a : every_action()) {
    const bool engine = listed[a.code()], rules = referee.legal(a, phase);
    if (engine != rules)
      expect(false, (engine ? "engine allows " : "engine forbids ") + to_string(a) + " (phase " +
                        phase_name(state.phase()) + ", roll " + std::string(piece_name(state.roll())) + ")");
  }
  expect(static_cast<int>(list.size()) == static_cast<int>(listed.count()), "list has actions outside the 515");
  return ok;
}

enum class Agents { Random, Greedy, Mixed };

struct GameSetup {
  int players = 1;
  int level = 1;
  bool random_layout = false;
  Agents agents = Agents::Random;
};

Config config_for(const GameSetup& setup, std::uint64_t seed, std::uint64_t game) {
  Config config{default_components().default_layout.mask(), default_components().die, setup.players, setup.level};
  if (setup.random_layout) {
    Rng rng = Rng::stream(seed, game, Stream::Layout);
    config.landmarks = random_layout(rng).mask();
  }
  return config;
}

template <class State>
struct Played {
  State final;
  std::vector<std::uint16_t> actions;
  bool ok = true;
};

// Plays one game as agents/play.h does (chance and each seat on their own streams), optionally
// checking every state against the referee.
template <class State>
Played<State> play(const GameSetup& setup, std::uint64_t seed, std::uint64_t game, bool check) {
  const Config config = config_for(setup, seed, game);
  State state = State::initial(config);
  Referee referee(config);
  Rng chance = Rng::stream(seed, game, Stream::Chance);
  std::array<Rng, kMaxPlayers> seat_rngs;
  for (int p = 0; p < setup.players; ++p) seat_rngs[p] = Rng::stream(seed, game, Stream::Agent, p);
  RandomAgent<State> random;
  GreedyAgent<State> greedy;
  Played<State> played{state, {}, true};
  const std::string where = "seed " + std::to_string(seed) + ", game " + std::to_string(game) + ", " +
                            std::to_string(setup.players) + " players";
  if (check) played.ok = agrees(state, referee, setup.players, -1, where);
  for (int step = 0; played.ok && step < 5000; ++step) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) break;
    Action action;
    if (player == kChancePlayer) {
      action = sample_chance(state, chance);
    } else {
      const bool use_greedy =
          setup.agents == Agents::Greedy || (setup.agents == Agents::Mixed && (player + game) % 2 == 0);
      action = use_greedy ? greedy.choose(state, seat_rngs[player]) : random.choose(state, seat_rngs[player]);
    }
    played.actions.push_back(action.code());
    state.apply(action);
    if (check) {
      referee.apply(action);
      played.ok = agrees(state, referee, setup.players, player, where, action);
    }
  }
  played.final = state;
  if (!check || !played.ok) return played;
  played.ok = agrees(state, referee, setup.players, -1, where);

  INFO(where);
  REQUIRE(state.is_terminal());
  CHECK(state.end_cause() == referee.end_cause());
  // Scores and winners from scratch (W13, W14).
  std::vector<bool> winners = referee.winners();
  for (int p = 0; p < setup.players; ++p) {
    CAPTURE(p);
    const ScoreBreakdown b = state.breakdown(p);
    const Paper& paper = referee.paper(p);
    CHECK(b.visited == referee.visits(p));
    CHECK(b.statues == paper.statues());
    CHECK(b.ibises == paper.ibises());
    CHECK(b.groups.count == paper.ibis_groups().first);
    CHECK(b.groups.largest == paper.ibis_groups().second);
    CHECK(b.bonus_points == paper.bonus_points());
    CHECK(b.penalty == 3 * paper.conversions);
    CHECK(state.score(p) == referee.score(p));
    CHECK(state.is_winner(p) == winners[p]);
    // W8: every visit was paid with a pick until 6 were ticked.
    CHECK(paper.bonus_count() == std::min(kMaxBonuses, referee.visits(p)));
  }
  return played;
}

struct Tally {
  int games = 0;
  int failed = 0;
  int turn_limit = 0, six_landmarks = 0, six_ibises = 0, full_grid = 0;
  int conversions = 0;  // conversions played (W11), all of them checked in the Finish phase
};

template <class State>
Tally run_many(const GameSetup& setup, std::uint64_t seed, int games) {
  Tally tally;
  for (int g = 0; g < games; ++g) {
    const auto played = play<State>(setup, seed, static_cast<std::uint64_t>(g), true);
    ++tally.games;
    if (!played.ok) {
      ++tally.failed;
      if (tally.failed >= 3) break;  // enough evidence; keep the output short
      continue;
    }
    for (std::uint16_t code : played.actions)
      if (Action::convert(0, North).code() <= code && code < Action::pick(Bonus::Plus1).code()) ++tally.conversions;
    switch (played.final.end_cause()) {
      case EndCause::TurnLimit: ++tally.turn_limit; break;
      case EndCause::SixLandmarks: ++tally.six_landmarks; break;
      case EndCause::SixIbises: ++tally.six_ibises; break;
      case EndCause::FullGrid: ++tally.full_grid; break;
    }
  }
  return tally;
}

}  // namespace

// ---------------------------------------------------------------------------------------------

TEST_CASE("Invariants: the 515 constructible actions have distinct codes") {
  std::bitset<1024> seen;
  for (Action a : every_action()) {
    CHECK_FALSE(seen[a.code()]);
    seen[a.code()] = true;
  }
  CHECK(every_action().size() == 515u);
  CHECK(Action::place(24, 15).code() == 399);
  CHECK(Action::convert(0, North).code() == 400);
  CHECK(Action::pick(Bonus::Plus1).code() == 500);
  CHECK(Action::end_turn().code() == 510);
}

TEST_CASE("Invariants (W1-W14): solo playouts, random agent, levels 1-4, both layouts") {
  for (int level = 1; level <= 4; ++level)
    for (bool random_layout : {false, true}) {
      CAPTURE(level);
      CAPTURE(random_layout);
      const Tally t = run_many<SoloState>({1, level, random_layout, Agents::Random}, 100 + level, 400);
      CHECK(t.failed == 0);
      CHECK(t.games == 400);
      CHECK(t.turn_limit + t.six_landmarks + t.six_ibises + t.full_grid == t.games - t.failed);
      CHECK(t.conversions > 0);  // the referee's Finish-only conversions were exercised
    }
}

TEST_CASE("Invariants (W1-W14): solo playouts, greedy agent, levels 1-4, both layouts") {
  Tally total;
  for (int level = 1; level <= 4; ++level)
    for (bool random_layout : {false, true}) {
      CAPTURE(level);
      CAPTURE(random_layout);
      const Tally t = run_many<SoloState>({1, level, random_layout, Agents::Greedy}, 200 + level, 200);
      CHECK(t.failed == 0);
      total.six_landmarks += t.six_landmarks;
      total.six_ibises += t.six_ibises;
      total.turn_limit += t.turn_limit;
    }
  // The playouts reach each way of ending a solo game (W12), so the checks above saw them all.
  CHECK(total.six_landmarks > 0);
  CHECK(total.six_ibises > 0);
  CHECK(total.turn_limit > 0);
}

TEST_CASE("Invariants (W1-W14): 2-6 players, random agents, both layouts") {
  for (int players = 2; players <= 6; ++players)
    for (bool random_layout : {false, true}) {
      CAPTURE(players);
      CAPTURE(random_layout);
      const Tally t = run_many<PartyState>({players, 1, random_layout, Agents::Random}, 300 + players, 200);
      CHECK(t.failed == 0);
      CHECK(t.conversions > 0);
    }
}

TEST_CASE("Invariants (W1-W14): 2-6 players, greedy and mixed seats, both layouts") {
  for (int players = 2; players <= 6; ++players)
    for (bool random_layout : {false, true}) {
      CAPTURE(players);
      CAPTURE(random_layout);
      CHECK(run_many<PartyState>({players, 1, random_layout, Agents::Greedy}, 400 + players, 60).failed == 0);
      CHECK(run_many<PartyState>({players, 1, random_layout, Agents::Mixed}, 500 + players, 60).failed == 0);
    }
}

TEST_CASE("Invariants: identical seeds give identical games, different seeds differ") {
  const GameSetup setups[] = {{1, 1, false, Agents::Random}, {1, 2, true, Agents::Greedy},
                              {3, 1, false, Agents::Mixed}, {6, 1, true, Agents::Random}};
  for (const GameSetup& setup : setups) {
    CAPTURE(setup.players);
    for (std::uint64_t game = 0; game < 10; ++game) {
      const auto run = [&](std::uint64_t seed, std::uint64_t g) {
        return setup.players == 1 ? play<SoloState>(setup, seed, g, false).actions
                                  : play<PartyState>(setup, seed, g, false).actions;
      };
      const auto first = run(7, game);
      CHECK(first.size() > 10u);
      CHECK(run(7, game) == first);      // same seed, same game: the same sequence
      CHECK(run(8, game) != first);      // another seed
      CHECK(run(7, game + 100) != first);  // another game index of the same seed
    }
  }
}

#pragma once
// The clairvoyant search of solo A Walk in the Park: the roll sequence of a deal, the searches
// that play it knowing every roll (MCTS and a nested Monte Carlo search on the known rolls, and a
// beam), and a replay that checks a line move by move.
#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "agents/walk/heuristic.h"
#include "engine/core/rng.h"
#include "engine/walk/state.h"
#include "search/clairvoyant.h"
#include "search/known_chance.h"
#include "search/mcts.h"
#include "search/nested.h"

namespace parks::walk {

// The rolls of solo deal `game` at the level's every turn, as play_game draws them: one roll a
// turn from the deal's chance stream, whatever the moves (W12).
inline std::vector<Action> solo_rolls(const Config& config, std::uint64_t seed, std::uint64_t game) {
  const SoloState root = SoloState::initial(config);
  Rng chance = Rng::stream(seed, game, Stream::Chance);
  std::vector<Action> rolls(static_cast<std::size_t>(root.turn_limit()));
  for (Action& roll : rolls) roll = root.sample_chance(chance);
  return rolls;
}

// Positions are ranked by the heuristic agent's planning value, and the best of them by the
// heuristic agent's playout on the known rolls. A conversion costs 3 points (W11), so only one
// that visits a landmark or draws a statue at once is tried; with the bonus paths' limit this
// keeps a turn's move sequences in the hundreds rather than the tens of thousands.
struct WalkBeamPolicy {
  static constexpr int kBonusPathBranches = 8;

  double value(const SoloState& state) const { return plan_value(state, 0); }

  // The sheet decides the position between turns (its loops, visits and first visits follow
  // from the paths); the turn tells apart equal sheets of different layers.
  std::uint64_t key(const SoloState& state) const {
    const Sheet& s = state.sheet(0);
    std::uint64_t h = (std::uint64_t{s.open(North)} << 32 | s.open(East)) ^ state.turn();
    h = mix(h) ^ (std::uint64_t{s.open(South)} << 32 | s.open(West));
    h = mix(h) ^ (std::uint64_t{s.ibises()} << 32 | std::uint64_t{s.bonuses()} << 2);
    return mix(h ^ (std::uint64_t{s.converted(Piece::Curve)} << 1 | s.converted(Piece::Straight)));
  }

  // A bonus path's placements are many and mostly alike: only the best few by value are tried.
  int branch_limit(const SoloState& state) const { return state.phase() == Phase::BonusPath ? kBonusPathBranches : 0; }

  // The heuristic agent plays on to the end on the known rolls; its ties are broken by a stream
  // drawn from the position, so the same position always plays out the same way.
  double playout(const SoloState& from, std::span<const Action> rolls, std::vector<Action>* moves) const {
    SoloState state = from;
    Rng rng(key(from));
    const HeuristicAgent<SoloState> agent;
    std::size_t next = 0;
    while (!state.is_terminal()) {
      if (state.current_player() == kChancePlayer) {
        if (next == rolls.size()) throw std::logic_error("clairvoyant playout: the game outlasts its rolls");
        state.apply(rolls[next++]);
        continue;
      }
      const Action move = agent.choose(state, rng);
      if (moves) moves->push_back(move);
      state.apply(move);
    }
    return state.score(0);
  }

  bool worth(const SoloState& state, Action action) const {
    if (action.kind() != Action::Kind::Convert) return true;
    const Sheet& before = state.sheet(0);
    const Dir d = action.opened();
    if (!(shift(bit(action.square()), d) & before.open(opposite(d)))) return false;  // it joins nothing
    SoloState next = state;
    next.apply(action);
    const Sheet& after = next.sheet(0);
    return after.visited(state.landmarks()) != before.visited(state.landmarks()) || after.statues() > before.statues();
  }

 private:
  static std::uint64_t mix(std::uint64_t x) { return splitmix64(x); }
};

using WalkBeam = search::FixedSequenceBeam<SoloState, WalkBeamPolicy>;

// The best line the beam finds on these rolls, never below a guide line's score. Each thread
// keeps its beam, whose buffers then stay allocated from one search to the next.
inline search::ClairvoyantLine<Action> clairvoyant_line(const Config& config, std::span<const Action> rolls,
                                                        std::span<const std::vector<Action>> guides, int width,
                                                        int playouts) {
  thread_local WalkBeam beam(WalkBeamPolicy{}, 1, 1);
  beam.set_budget(width, playouts);
  return beam.search(SoloState::initial(config), rolls, guides);
}

// MCTS on the known rolls, as the best agent searches (PUCT guided by the plan value, the
// heuristic agent's rollouts played to the end) but with every roll its one outcome: the tree is
// a deterministic one-player game, so its values are exact for the lines it has seen.
using KnownRolls = search::KnownChance<SoloState>;
using KnownRollsMcts = search::Mcts<KnownRolls, search::KnownChancePolicy<HeuristicAgent<SoloState>>,
                                    search::KnownChanceEvaluation<PlanEvaluation>>;

// The clairvoyant search's settings over MctsConfig's: rollouts to the end, one thread (the
// study runs deals in parallel instead), and `iterations` a decision.
inline search::MctsConfig clairvoyant_mcts_config(std::int64_t iterations, search::Objective objective) {
  search::MctsConfig config;
  config.iterations = iterations;
  config.objective = objective;
  config.rollout_cutoff = -1;
  config.threads = 1;
  return config;
}

// The game MCTS plays move by move on `rolls`, the most visited move each time (a decision with
// one legal move is played without search). `seed` draws the rollouts' tie breaks: the same seed
// gives the same line.
inline search::ClairvoyantLine<Action> clairvoyant_mcts_line(const Config& config, std::span<const Action> rolls,
                                                             const search::MctsConfig& mcts, std::uint64_t seed) {
  KnownRollsMcts mcts_search(mcts, {});
  KnownRolls state(SoloState::initial(config), rolls);
  Rng rng(seed);
  search::ClairvoyantLine<Action> line;
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      state.apply(rolls[state.chances_drawn()]);
      continue;
    }
    ActionList<SoloState> legal;
    state.legal_actions(legal);
    Action move = legal[0];
    if (legal.size() > 1) {
      const auto result = mcts_search.search(state, rng);
      move = result.actions.empty() ? HeuristicAgent<SoloState>{}.choose(state.inner(), rng)
                                    : result.actions.front().action;
    }
    line.moves.push_back(move);
    state.apply(move);
  }
  line.score = state.score(0);
  return line;
}

// The nested search's line on `rolls`: every move of each decision played out by the heuristic
// agent on the known rolls, the best line followed. `seed` breaks the agent's ties.
inline search::ClairvoyantLine<Action> clairvoyant_nested_line(const Config& config, std::span<const Action> rolls,
                                                               std::uint64_t seed) {
  Rng rng(seed);
  const search::KnownChancePolicy<HeuristicAgent<SoloState>> policy;
  return search::nested_search(KnownRolls(SoloState::initial(config), rolls), policy, rng);
}

// Plays `moves` on `rolls` from the start, checking each move is legal; throws std::logic_error
// on an illegal move or a line that does not finish its game.
inline SoloState replay_line(const Config& config, std::span<const Action> rolls, std::span<const Action> moves) {
  SoloState state = SoloState::initial(config);
  std::size_t roll = 0, move = 0;
  while (!state.is_terminal()) {
    if (state.current_player() == kChancePlayer) {
      if (roll == rolls.size()) throw std::logic_error("replay: the line needs more rolls than the deal has");
      state.apply(rolls[roll++]);
      continue;
    }
    if (move == moves.size()) throw std::logic_error("replay: the line stops before the game ends");
    ActionList<SoloState> legal;
    state.legal_actions(legal);
    if (std::find(legal.begin(), legal.end(), moves[move]) == legal.end())
      throw std::logic_error("replay: illegal move " + to_string(moves[move]));
    state.apply(moves[move++]);
  }
  if (move != moves.size()) throw std::logic_error("replay: moves left after the game's end");
  return state;
}

}  // namespace parks::walk

#pragma once
// The checks every registered game passes (the conformance suite runs them on each variant):
// playouts of every agent end; agents play only listed actions; the lists stay within their
// capacities; chance probabilities are positive and sum to 1, and sampling follows them; the
// same seed plays the same game and another seed another; scores are finite at the end and a
// winner is never outscored; the declared hooks hold (categories add up to the score, equality
// exact after every move, the state's own invariants); the MCTS root lists only legal actions
// and repeats itself for a seed.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "agents/play.h"
#include "engine/core/game.h"
#include "engine/core/record.h"
#include "engine/core/vocabulary.h"

namespace parks::conformance {

inline constexpr std::int64_t kMaxSteps = 100'000;  // no game of parks comes near it
inline constexpr int kChanceSamples = 20'000;

class Failures {
 public:
  explicit Failures(std::string game) : game_(std::move(game)) {}
  void check(bool ok, const std::string& what) {
    if (!ok && list_.size() < 20) list_.push_back(game_ + ": " + what);
  }
  std::vector<std::string> take() { return std::move(list_); }

 private:
  std::string game_;
  std::vector<std::string> list_;
};

template <GameState S>
bool listed(const S& state, typename S::Action action) {
  ActionList<S> actions;
  state.legal_actions(actions);
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

// The decision and chance lists of one position.
template <GameState S>
void check_lists(const S& state, Failures& failures) {
  if (state.current_player() == kChancePlayer) {
    if constexpr (ListsChance<S>) {
      ChanceList<S> outcomes;
      state.chance_outcomes(outcomes);
      double total = 0;
      for (const auto& o : outcomes) {
        failures.check(o.probability > 0 && o.probability <= 1, "a chance outcome's probability is outside (0, 1]");
        total += o.probability;
      }
      failures.check(!outcomes.empty() && outcomes.size() <= S::kMaxChanceOutcomes,
                     "chance outcomes empty or over capacity");
      failures.check(std::abs(total - 1) < 1e-9, "chance probabilities sum to " + std::to_string(total));
    }
    return;
  }
  ActionList<S> actions;
  state.legal_actions(actions);
  failures.check(!actions.empty(), "a decision with no legal action");
  failures.check(actions.size() <= S::kMaxActions, "legal actions over capacity");
  if constexpr (DrawsLegalAction<S>)
    for (std::uint64_t seed = 0; seed < 3 && !actions.empty(); ++seed) {
      Rng drawn = Rng::stream(seed, 0, Stream::Agent), listed = drawn;
      const bool same =
          state.random_legal_action(drawn) == actions[listed.below(static_cast<std::uint32_t>(actions.size()))];
      failures.check(same && drawn() == listed(), "random_legal_action differs from the list at rng.below(size)");
    }
  for (std::size_t i = 0; i < actions.size(); ++i)
    for (std::size_t j = i + 1; j < actions.size(); ++j)
      if (actions[i] == actions[j]) return failures.check(false, "an action listed twice");
}

// Sampling one chance event many times: each listed outcome's share within 5 standard errors
// of its probability; for sampled events, every draw has a probability in (0, 1].
template <GameState S>
void check_sampling(const S& state, Failures& failures) {
  Rng rng = Rng::stream(11, 0, Stream::Chance);
  if constexpr (ListsChance<S>) {
    ChanceList<S> outcomes;
    state.chance_outcomes(outcomes);
    std::vector<std::int64_t> counts(outcomes.size(), 0);
    for (int i = 0; i < kChanceSamples; ++i) {
      const auto drawn = sample_chance(state, rng);
      std::size_t k = 0;
      while (k < outcomes.size() && !(outcomes[k].action == drawn)) ++k;
      failures.check(k < outcomes.size(), "a sampled chance outcome that is not listed");
      if (k < outcomes.size()) ++counts[k];
    }
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
      const double p = outcomes[k].probability, share = static_cast<double>(counts[k]) / kChanceSamples;
      failures.check(std::abs(share - p) <= 5 * std::sqrt(p * (1 - p) / kChanceSamples) + 1e-9,
                     "a chance outcome sampled at " + std::to_string(share) + " against " + std::to_string(p));
    }
  } else {
    for (int i = 0; i < 200; ++i) {
      const double p = state.chance_probability(sample_chance(state, rng));
      failures.check(p > 0 && p <= 1, "a sampled chance outcome's probability is outside (0, 1]");
    }
  }
}

// What a finished game must give.
template <GameState S>
void check_end(const S& state, Failures& failures) {
  failures.check(state.current_player() == kTerminalPlayer, "a terminal state whose player is not kTerminalPlayer");
  double best = -1e300;
  for (int p = 0; p < state.num_players(); ++p) best = std::max(best, static_cast<double>(state.score(p)));
  for (int p = 0; p < state.num_players(); ++p) {
    failures.check(std::isfinite(static_cast<double>(state.score(p))), "a final score that is not finite");
    if (state.num_players() > 1 && state.is_winner(p))
      failures.check(state.score(p) == best, "a winner outscored by another player");
    if constexpr (ScoresByCategory<S>) {
      double sum = 0;
      for (const auto points : state.category_points(p)) sum += points;
      failures.check(sum == state.score(p), "score categories that do not add up to the score");
    }
  }
}

// Applies `action`, checking that equality is exact (the same move on two copies gives equal
// states, and a move never leaves the state as it was: subtree reuse relies on both) and, where
// the state checks itself, its invariants.
template <GameState S>
void apply_checked(S& state, typename S::Action action, Failures& failures) {
  S twin = state;
  const S before = state;
  state.apply(action);
  twin.apply(action);
  failures.check(state == twin, "the same move on two copies gave unequal states");
  failures.check(!(state == before), "a move left the state equal to the one before");
  if constexpr (ChecksInvariants<S>) state.check_invariants();
}

// Plays one game with `agents`, checking every position; the final state.
template <GameState S, class Agents>
S checked_game(S state, Agents& agents, std::uint64_t game, Failures& failures, bool sample, std::uint64_t seed = 5) {
  Rng chance = Rng::stream(seed, game, Stream::Chance), event;
  std::array<Rng, S::kMaxPlayers> seats;
  for (int p = 0; p < state.num_players(); ++p) seats[p] = Rng::stream(seed, game, Stream::Agent, p);
  for (std::int64_t step = 0; step < kMaxSteps; ++step) {
    const int player = state.current_player();
    if (player == kTerminalPlayer) return state;
    failures.check(player == kChancePlayer || (player >= 0 && player < state.num_players()), "a player out of range");
    check_lists(state, failures);
    if (player == kChancePlayer) {
      if (sample) check_sampling(state, failures), sample = false;
      apply_checked(state, sample_chance(state, chance_stream(state, chance, event, seed, game)), failures);
      continue;
    }
    const auto action = act(agents[player], state, seats[player]);
    failures.check(listed(state, action), "an agent chose an action that is not listed");
    apply_checked(state, action, failures);
  }
  failures.check(false, "a game that did not end in " + std::to_string(kMaxSteps) + " steps");
  return state;
}

// The first decision after `plies` random moves of game 0 (or the last before the end).
template <GameState S>
S decision_after(S state, int plies) {
  Rng rng(3);
  RandomAgent<S> random;
  for (int made = 0; !state.is_terminal();) {
    if (state.current_player() == kChancePlayer) {
      state.apply(sample_chance(state, rng));
      continue;
    }
    if (made++ == plies) break;
    S next = state;
    next.apply(random.choose(state, rng));
    if (next.is_terminal()) break;
    state = next;
  }
  return state;
}

// The root of a small default search: legal, and the same for the same seed.
template <GameState S>
void check_search(const S& start, Failures& failures) {
  const S state = decision_after(start, 3);
  if (state.current_player() < 0) return;
  const auto search = [&] {
    auto agent = std::get<MctsAgent<S>>(make_agent<S>("mcts:iters=300,threads=1"));
    Rng rng(9);
    return agent.analyse(state, rng);
  };
  const auto first = search(), second = search();
  failures.check(!first.actions.empty(), "an MCTS root with no action");
  for (const auto& stats : first.actions)
    failures.check(listed(state, stats.action), "an MCTS root action that is not legal");
  bool same = first.actions.size() == second.actions.size();
  for (std::size_t i = 0; same && i < first.actions.size(); ++i)
    same = first.actions[i].action == second.actions[i].action && first.actions[i].visits == second.actions[i].visits;
  failures.check(same, "MCTS gave another root for the same seed");
}

// The vocabulary at one position: the ids of the legal actions in range and distinct, their
// texts distinct, and each read back (by text and by id) as itself; a chance outcome's text read
// back as the outcome.
template <HasVocabulary S>
void check_vocabulary(const S& state, typename S::Action taken, Failures& failures) {
  if (state.current_player() == kChancePlayer) {
    const auto parsed = parse_action(state, to_string(taken));
    failures.check(parsed && *parsed == taken, "a chance outcome's text did not read back: " + to_string(taken));
    return;
  }
  ActionList<S> actions;
  state.legal_actions(actions);
  std::set<int> ids;
  std::set<std::string> texts;
  for (const auto& action : actions) {
    const int id = action_id(action);
    const std::string text = to_string(action);
    failures.check(id >= 0 && id < S::kNumDistinctActions, "an action id out of range: " + text);
    failures.check(ids.insert(id).second, "two legal actions share the id of " + text);
    failures.check(texts.insert(text).second, "two legal actions share the text " + text);
    failures.check(text.find('\n') == std::string::npos, "an action's text holds a line break");
  }
  const auto by_text = parse_action(state, to_string(taken));
  const auto by_id = legal_action_with_id(state, action_id(taken));
  failures.check(by_text && *by_text == taken, "an action's text did not read back: " + to_string(taken));
  failures.check(by_id && *by_id == taken, "an action's id did not read back: " + to_string(taken));
  failures.check(!parse_action(state, "no such action"), "a garbage text read as an action");
}

// Random games recorded move by move: the vocabulary holds at every position, and the record of
// every position, written as JSON and read back, replays to that very state.
template <HasVocabulary S, class MakeState>
void check_records(MakeState make_state, int games, Failures& failures) {
  std::array<RandomAgent<S>, S::kMaxPlayers> random{};
  for (int g = 0; g < games; ++g) {
    GameRecord record{"game", {}, 5, g, {}};
    std::vector<S> positions;
    const S end = play_game(make_state(g), random, 5, static_cast<std::uint64_t>(g),
                            [&](const S& state, typename S::Action action, bool) {
                              check_vocabulary(state, action, failures);
                              positions.push_back(state);
                              record.moves.push_back(to_string(action));
                            });
    if (positions.empty()) continue;
    // Each position's record is the moves before it, read back from its JSON; replaying them
    // (one replay serves every position, as each record extends the one before) gives the state.
    S replayed = make_state(g);
    for (std::size_t k = 0; k < positions.size(); ++k) {
      GameRecord prefix = record;
      prefix.moves.resize(k);
      const GameRecord read = record_from_json(nlohmann::json::parse(to_json(prefix).dump()));
      failures.check(read == prefix, "a record changed through JSON");
      if (k > 0) replayed = replay_moves(replayed, {read.moves.back()});
      failures.check(replayed == positions[k], "a record replayed to another state (move " + std::to_string(k) + ")");
    }
    failures.check(replay_moves(replayed, {record.moves.back()}) == end,
                   "a whole game's record replayed to another end");
  }
}

// Every check over `games` games from `make_state(g)` with random agents, then a few games of
// every other agent (greedy, heuristic, a small MCTS).
// A learned evaluation's features stay within its weights and its bound at every position of the
// untrained td agent's games (`td` and the search's eval=learned read nothing else), and the
// untrained td agent plays legal, finished games.
template <GameState S, class MakeState>
void check_learned(MakeState make_state, Failures& failures) {
  if constexpr (HasLearnedValue<S>) {
    const auto model = std::make_shared<const ValueModel>(untrained_model<S>());
    struct Watch {
      Failures& failures;
      void operator()(const S& state, typename S::Action) const {
        for (int p = 0; p < state.num_players(); ++p) {
          Features<Learned<S>::kMaxActive> features;
          Learned<S>::features(state, p, features);
          bool inside = true, finite = true;
          for (const Feature& f : features) {
            inside = inside && f.index < Learned<S>::kWeights;
            finite = finite && std::isfinite(f.value);
          }
          failures.check(inside, "a learned feature outside the weights");
          failures.check(finite, "a learned feature value that is not finite");
        }
      }
    };
    for (std::uint64_t game = 0; game < 3; ++game) {
      std::array<TdPolicy<S>, S::kMaxPlayers> agents;
      agents.fill(TdPolicy<S>(model));
      const S end = play_game(make_state(static_cast<std::int64_t>(game)), agents, 9, game, Watch{failures});
      check_end(end, failures);
      for (int p = 0; p < end.num_players(); ++p)
        failures.check(learned_value(*model, end, p) == end.score(p), "a finished game not valued at its score");
    }
  }
}

template <GameState S, class MakeState>
std::vector<std::string> check_game(const std::string& name, MakeState make_state, int games) {
  static_assert(Reusable<S>, "MCTS subtree reuse needs states that compare equal in the same position");
  Failures failures(name);
  std::array<RandomAgent<S>, S::kMaxPlayers> random{};
  int differing = 0;
  for (int g = 0; g < games; ++g) {
    const auto game = static_cast<std::uint64_t>(g);
    const S end = checked_game(make_state(g), random, game, failures, g == 0);
    if (!end.is_terminal()) return failures.take();  // the rest would not end either
    check_end(end, failures);
    failures.check(checked_game(make_state(g), random, game, failures, false) == end,
                   "the same seed played another game");
    differing += !(checked_game(make_state(g), random, game, failures, false, 6) == end);
  }
  failures.check(games < 4 || differing > 0, "another seed never played another game");
  for (const char* spec : {"greedy", "heuristic", "mcts:iters=20"}) {
    const auto agents = agent_in_every_seat(make_agent<S>(spec), S::kMaxPlayers);
    for (std::uint64_t game = 0; game < 2; ++game) {
      auto fresh = agents;
      check_end(checked_game(make_state(static_cast<std::int64_t>(game)), fresh, game, failures, false), failures);
    }
  }
  check_search(make_state(0), failures);
  check_learned<S>(make_state, failures);
  if constexpr (HasVocabulary<S>) check_records<S>(make_state, games, failures);
  return failures.take();
}

}  // namespace parks::conformance

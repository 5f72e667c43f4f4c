// parks play GAME: a game at the terminal, people in some seats and agents in the others. The
// position is drawn at each human decision; a person types a move in its text form, or `hint`,
// `undo`, `save FILE`, `load FILE`, `moves`, `help`, `quit`. Reads standard input, so a script
// can play too.
#include <cctype>
#include <iostream>
#include <set>
#include <sstream>

#include "analysis/format.h"
#include "cli/game_kit.h"
#include "cli/options.h"
#include "cli/suggest.h"
#include "cli/table.h"

namespace parks::cli {

namespace {

constexpr const char* kHelp =
    "type a move as listed, or:\n"
    "  moves          list every legal move\n"
    "  hint [SECS]    the advisor's ranking of the moves (parks advise), 2 seconds unless given\n"
    "  undo           back to your previous decision\n"
    "  save FILE      write the position as a position file (parks advise and parks show read it)\n"
    "  load FILE      continue from a position file of this game\n"
    "  quit           stop here\n";

// The game in play. The game and agents are shared by the states kept for undo: a loaded
// position may bring another game (other options), and undo returns to the old one.
struct Table {
  std::shared_ptr<ArenaGame> game;
  std::shared_ptr<std::vector<std::unique_ptr<ArenaAgent>>> agents;  // per seat; null for a person
  std::unique_ptr<ArenaState> state;
  std::int64_t step = 0;  // decisions and chance events so far

  Table snapshot() const { return {game, agents, state->clone(), step}; }
};

struct Seats {
  std::vector<AgentSpec> specs;  // one per seat, or one for every agent's seat
  std::set<int> humans;          // 0-based
};

std::uint64_t step_seed(std::uint64_t seed, std::int64_t step) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(step + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// The agents of `position`'s seats; throws UsageError when the specs do not fit its players.
std::shared_ptr<std::vector<std::unique_ptr<ArenaAgent>>> seat_agents(const ArenaGame& game, const Seats& seats) {
  const int players = game.num_players();
  if (seats.specs.size() != 1 && static_cast<int>(seats.specs.size()) != players)
    throw UsageError(format("--agents gives %zu agents: give one for every seat or one per seat (%d)",
                            seats.specs.size(), players));
  for (const int seat : seats.humans)
    if (seat >= players) throw UsageError(format("--human %d: the game has %d seats", seat + 1, players));
  auto agents = std::make_shared<std::vector<std::unique_ptr<ArenaAgent>>>(players);
  for (int p = 0; p < players; ++p)
    if (!seats.humans.count(p)) (*agents)[p] = game.make_agent(seats.specs[seats.specs.size() == 1 ? 0 : p]);
  return agents;
}

std::set<int> read_humans(const std::string& text) {
  std::set<int> humans;
  if (text == "none") return humans;
  for (const auto& word : PositionFile::words(text)) {
    int seat = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), seat);
    if (error != std::errc() || end != word.data() + word.size() || seat < 1)
      throw UsageError("--human takes seat numbers from 1 (e.g. 1,3) or none, got '" + text + "'");
    humans.insert(seat - 1);
  }
  return humans;
}

void print_moves(const std::vector<ArenaAction>& legal, std::size_t limit) {
  std::cout << legal.size() << " legal moves:";
  for (std::size_t i = 0; i < legal.size() && i < limit; ++i) std::cout << (i ? " | " : " ") << legal[i].text;
  if (legal.size() > limit) std::cout << " | ... (moves lists all)";
  std::cout << "\n";
}

void print_hint(const ArenaState& state, const AgentSpec& policy, double seconds, std::uint64_t seed) {
  AdviceConfig config;
  config.seconds = seconds;
  config.seed = seed;
  config.threads = 2;
  config.objective = state.num_players() == 1 ? AdviceObjective::Score : AdviceObjective::Win;
  const auto advice = state.advise(policy, config);
  std::cout << "hint (" << advice.stopped << ", " << advice.playouts << " playouts):\n";
  for (std::size_t i = 0; i < advice.moves.size() && i < 5; ++i) {
    const MoveSample& s = advice.samples[i];
    std::cout << format("  %zu. %-28s score %.2f, %s %.1f%%%s\n", i + 1, advice.moves[i].c_str(), s.score_mean,
                        state.num_players() == 1 ? "reaches the solo target" : "wins", 100 * s.win_mean,
                        i == 0   ? ""
                        : s.tied ? "  (tied with the best)"
                                 : "");
  }
}

void print_end(const ArenaState& state) {
  std::cout << state.drawing() << "\nThe game is over:";
  const auto scores = state.scores();
  const auto winners = state.winners();
  for (std::size_t p = 0; p < scores.size(); ++p)
    std::cout << format(" seat %zu %g%s", p + 1, scores[p], winners[p] ? " (wins)" : "");
  std::cout << "\n";
}

// A typed line as the moves are written: without a Windows line end, outer spaces or runs of
// spaces.
std::string normalized(const std::string& line) {
  std::istringstream words(line);
  std::string out;
  for (std::string word; words >> word;) out += (out.empty() ? "" : " ") + word;
  return out;
}

// The legal move `line` names: its text exactly, else the one move it matches ignoring case; ""
// when none (or several) do.
template <class Legal>
std::string matching_move(const Legal& legal, const std::string& line) {
  std::string found;
  int matches = 0;
  for (const auto& action : legal) {
    if (action.text == line) return action.text;
    if (lowered(action.text) == lowered(line)) found = action.text, ++matches;
  }
  return matches == 1 ? found : "";
}

// A person's decision: lines until a move, undo or load. The history keeps the states at the
// person's decisions only, so undo skips the agents' moves and chance since. Returns false when
// play stops (quit or end of input).
bool human_turn(const GameEntry& entry, Table& table, std::vector<Table>& history, const Seats& seats,
                std::uint64_t seed) {
  ArenaState& state = *table.state;
  const auto legal = state.legal_actions();
  std::cout << "\n" << state.drawing() << format("Seat %d to move. ", state.current_player() + 1);
  print_moves(legal, 24);
  for (;;) {
    std::cout << "> " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << "\ninput ended: the game stops here\n";
      return false;
    }
    line = normalized(line);
    std::istringstream words(line);
    std::string command, argument;
    words >> command;
    std::getline(words >> std::ws, argument);
    if (command.empty()) continue;
    if (command == "quit") return false;
    if (command == "help") {
      std::cout << kHelp;
    } else if (command == "moves") {
      print_moves(legal, legal.size());
    } else if (command == "hint") {
      double seconds = 2;
      if (!argument.empty() && !(std::istringstream(argument) >> seconds)) seconds = -1;
      if (seconds <= 0) std::cout << "hint takes seconds, e.g. hint 5\n";
      else print_hint(state, AgentSpec(parse_agent_spec("heuristic")), seconds, step_seed(seed, table.step));
    } else if (command == "undo") {
      if (history.empty()) std::cout << "nothing to undo\n";
      else {
        table = std::move(history.back());
        history.pop_back();
        return true;
      }
    } else if (command == "save" || command == "load") {
      if (argument.empty()) {
        std::cout << command << " needs a FILE\n";
        continue;
      }
      try {
        if (command == "save") {
          save_text(argument, position_text(entry, state));
          std::cout << "saved to " << argument << "\n";
          continue;
        }
        TablePosition loaded = load_position(argument, entry.name);
        auto agents = seat_agents(*loaded.game, seats);
        history.push_back(table.snapshot());
        table = Table{std::move(loaded.game), std::move(agents), std::move(loaded.state), table.step};
        return true;
      } catch (const std::exception& e) {
        std::cout << one_line(e.what()) << "\n";
      }
    } else {
      if (const std::string move = matching_move(legal, line); !move.empty()) {
        history.push_back(table.snapshot());
        state.apply_text(move);
        ++table.step;
        return true;
      }
      std::vector<std::string> texts;
      for (const auto& action : legal) texts.push_back(action.text);
      std::cout << "'" << line << "' is not a legal move here" << did_you_mean(line, texts)
                << " (moves lists them, help the commands)\n";
    }
  }
}

}  // namespace

int play(const GameEntry& entry, const Args& args) {
  po::options_description options("parks play " + entry.name + " [options]");
  // clang-format off
  options.add_options()
      ("agents", po::value<std::string>()->default_value("heuristic"), "the agents: one spec for every seat a person does not take, or one per seat, comma-separated")
      ("human", po::value<std::string>()->default_value("1"), "the seats people play, from 1 (e.g. 1,3), or none")
      ("load", po::value<std::string>(), "start from a position file instead of a deal")
      ("deal", po::value<std::int64_t>()->default_value(0), "the deal to start from (deal g of --seed, as simulate plays it)")
      ("seed", po::value<std::string>()->default_value("1"), "seed of the deal, the dice and the agents");
  // clang-format on
  po::options_description game_options(entry.title + " options");
  entry.add_options(game_options);
  options.add(game_options);
  po::positional_options_description positional;
  const auto vm = parse(args,
                        "Plays " + entry.title +
                            " at the terminal: people in the --human seats, agents in the\n"
                            "others. Type 'help' at a move for the commands.",
                        options, positional);
  if (!vm) return 0;
  check_range<std::int64_t>(*vm, "deal", 0, std::int64_t{1} << 40);
  const std::uint64_t seed = read_seed(*vm);
  Seats seats;
  for (const auto& text : split_agent_list((*vm)["agents"].as<std::string>()))
    seats.specs.push_back(parse_agent_spec(text));
  seats.humans = read_humans((*vm)["human"].as<std::string>());

  Table table;
  if (vm->count("load") && (!(*vm)["deal"].defaulted() || !given_game_options(entry.add_options, *vm).empty()))
    throw UsageError("--load takes the game and its setup from the position file: drop --deal and the game options");
  if (vm->count("load")) {
    TablePosition loaded = load_position((*vm)["load"].as<std::string>(), entry.name);
    table.game = std::move(loaded.game);
    table.state = std::move(loaded.state);
  } else {
    table.game = entry.arena(given_game_options(entry.add_options, *vm), seed);
    table.state = table.game->new_initial_state((*vm)["deal"].as<std::int64_t>());
  }
  table.agents = seat_agents(*table.game, seats);
  std::cout << "parks play: " << table.game->title() << ". Type 'help' at a move for the commands.\n";

  std::vector<Table> history;
  for (;;) {
    ArenaState& state = *table.state;
    const int player = state.current_player();
    if (player == kTerminalPlayer) {
      print_end(state);
      return 0;
    }
    if (player == kChancePlayer) {
      const std::string outcome = state.sample_chance(step_seed(seed, table.step));
      std::cout << "chance: " << outcome << "\n";
      state.apply_text(outcome);
      ++table.step;
    } else if ((*table.agents)[player]) {
      const std::string move = (*table.agents)[player]->choose(state, step_seed(seed, table.step));
      std::cout << format("seat %d: %s\n", player + 1, move.c_str());
      state.apply_text(move);
      ++table.step;
    } else if (!human_turn(entry, table, history, seats, seed)) {
      return 0;
    }
  }
}

}  // namespace parks::cli

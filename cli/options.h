#pragma once
// Boost.Program_options plumbing shared by the subcommands.
#include <boost/program_options.hpp>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "analysis/runner.h"
#include "cli/commands.h"
#include "cli/suggest.h"

namespace parks::cli {

namespace po = boost::program_options;

// Boost's style without its guessing, which would read `--game 10` as --games and `--p` as
// --players: an option is named in full.
inline constexpr int kOptionStyle = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;

// `args` read against `options`; an unknown option's error names the known ones it is nearest.
inline po::parsed_options read_options(const Args& args, const po::options_description& options,
                                       const po::positional_options_description& positional = {}) {
  try {
    return po::command_line_parser(args).options(options).positional(positional).style(kOptionStyle).run();
  } catch (const po::unknown_option& e) {
    std::vector<std::string> known;
    for (const auto& option : options.options()) known.push_back(option->long_name());
    std::string name = e.get_option_name();
    name.erase(0, name.find_first_not_of('-'));
    throw UsageError(std::string(e.what()) + did_you_mean(name, known, "--"));
  }
}

// Parses `args` against `options` with the positional names in order; prints help and returns
// nothing when --help is given. Unknown flags and bad values throw (one line, exit 2).
inline std::optional<po::variables_map> parse(const Args& args, const std::string& usage,
                                              po::options_description options,
                                              const po::positional_options_description& positional) {
  options.add_options()("help,h", "show this help");
  po::variables_map vm;
  po::store(read_options(args, options, positional), vm);
  if (vm.count("help")) {
    std::cout << usage << "\n" << options;
    return std::nullopt;
  }
  po::notify(vm);
  return vm;
}

// --seed, read as text: Boost would wrap a negative number around into a huge seed.
inline std::uint64_t read_seed(const po::variables_map& vm) {
  const auto text = vm["seed"].as<std::string>();
  std::uint64_t seed = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size())
    throw UsageError("--seed must be a whole number from 0 to 18446744073709551615, got '" + text + "'");
  return seed;
}

template <class T>
void check_range(const po::variables_map& vm, const char* name, T low, T high) {
  const T value = vm[name].as<T>();
  if (value < low || value > high)
    throw UsageError("--" + std::string(name) + " must be between " + std::to_string(low) + " and " +
                     std::to_string(high) + ", got " + std::to_string(value));
}

// --checkpoint, --resume and --checkpoint-every (cli/job_options.h reads them).
inline void add_checkpoint_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("checkpoint", po::value<std::string>(), "save the finished games to this new file every so often, atomically")
      ("resume", po::value<std::string>(), "continue the job saved in this file, and go on saving to it")
      ("checkpoint-every", po::value<double>()->default_value(60), "least seconds between two saves");
  // clang-format on
}

// Runs options shared by the Monte Carlo commands.
inline void add_run_options(po::options_description& options, std::int64_t default_games) {
  // clang-format off
  options.add_options()
      ("games", po::value<std::int64_t>()->default_value(default_games), "number of games (deals)")
      ("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)")
      ("seed", po::value<std::string>()->default_value("1"), "seed; the same seed gives the same output")
      ("json", "print one JSON object")
      ("quiet", "no progress on stderr");
  // clang-format on
  add_checkpoint_options(options);
}

// simulate's and tournament's game records (analysis/game_log.h).
inline void add_record_options(po::options_description& options) {
  // clang-format off
  options.add_options()
      ("games-out", po::value<std::string>(),
       "write one JSON line per game: deal, seats, agents, scores, winners, decisions and time per seat")
      ("record", po::value<std::string>(),
       "write every game move by move, chance included, one JSON line each (parks replay FILE)");
  // clang-format on
}

inline RunOptions read_run_options(const po::variables_map& vm, const std::string& label) {
  check_range<std::int64_t>(vm, "games", 1, BlockPlan::kMaxGames);
  check_range<int>(vm, "threads", 0, 4096);
  return {vm["games"].as<std::int64_t>(), read_seed(vm), vm["threads"].as<int>(), !vm.count("quiet"), label};
}

// parks score GAME FILE [--json]: the file positional and --json.
inline std::optional<po::variables_map> parse_score(const Args& args, const std::string& game) {
  po::options_description options("parks score " + game + " FILE [--json]");
  options.add_options()("file", po::value<std::string>(), "the sheet file")("json", "print one JSON object");
  po::positional_options_description positional;
  positional.add("file", 1);
  auto vm = parse(args, "Scores a sheet file (format in docs/files.md).", options, positional);
  if (vm && !vm->count("file")) throw UsageError("missing FILE (parks score " + game + " FILE)");
  return vm;
}

}  // namespace parks::cli

// parks: the command-line entry. `parks COMMAND GAME [options]`.
#include <cstdio>
#include <iostream>
#include <map>

#include "cli/commands.h"

namespace {

constexpr const char* kUsage =
    "usage: parks COMMAND GAME [options]   (parks COMMAND --help for its options)\n"
    "commands:\n"
    "  simulate   play many games with one agent and print win rate, scores, ranks\n"
    "  tournament compare agents on the same dealt games: scores, win rates, ratings\n"
    "  advise     rank the moves for a roll on a sheet, by search\n"
    "  score      score a sheet file\n"
    "games: walk (A Walk in the Park)\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace parks::cli;
  const std::map<std::string, int (*)(const Args&)> commands = {{"simulate", simulate}, {"tournament", tournament}, {"advise", advise}, {"score", score}};
  if (argc < 2) {
    std::cerr << kUsage;
    return kBadInput;
  }
  if (std::string(argv[1]) == "--help" || std::string(argv[1]) == "help") {
    std::cout << kUsage;
    return 0;
  }
  const auto command = commands.find(argv[1]);
  if (command == commands.end()) {
    std::cerr << "parks: unknown command '" << argv[1] << "' (parks --help lists them)\n";
    return kBadInput;
  }
  try {
    return command->second(Args(argv + 2, argv + argc));
  } catch (const std::exception& e) {  // bad flags, values, files and specs: one line, status 2
    std::cerr << "parks " << argv[1] << ": " << e.what() << "\n";
  }
  return kBadInput;
}

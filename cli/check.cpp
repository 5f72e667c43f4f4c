// parks check GAME: the conformance checks (analysis/conformance.h) on every variant the game
// registers, as the test suite runs them; for a game under development.
#include <iostream>

#include "cli/options.h"
#include "cli/registry.h"

namespace parks::cli {

int check(const GameEntry& game, const Args& args) {
  po::options_description options("parks check " + game.name + " [options]");
  options.add_options()("games", po::value<int>()->default_value(20), "random games per variant");
  const auto vm = parse(args, "Runs the conformance checks every game passes, on each of its variants.", options, {});
  if (!vm) return 0;
  check_range<int>(*vm, "games", 1, 100'000);
  int failed = 0;
  for (const Variant& variant : game.variants) {
    const auto failures = game.probe.conformance(variant.args, (*vm)["games"].as<int>());
    std::cout << game.name << " " << variant.label << ": " << (failures.empty() ? "ok" : "FAILED") << "\n";
    for (const auto& failure : failures) std::cout << "  " << failure << "\n";
    failed += !failures.empty();
  }
  return failed ? 1 : 0;
}

}  // namespace parks::cli

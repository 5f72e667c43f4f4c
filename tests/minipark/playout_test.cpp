// Random playouts of Mini Park: the invariants every game keeps.
#include <doctest/doctest.h>

#include "agents/play.h"
#include "agents/random_agent.h"
#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

TEST_SUITE_BEGIN("minipark");

TEST_CASE("minipark random playouts end with every base tile placed or set aside") {
  for (int players = 2; players <= 5; ++players) {
    for (bool advanced : {false, true}) {
      for (bool expansions : {false, true}) {
        const GameOptions options{players, advanced ? Rules::Advanced : Rules::Basic, expansions};
        for (std::uint64_t g = 0; g < 50; ++g) {
          std::array<RandomAgent<State>, kMaxPlayers> agents{};
          const State end = play_game(State::initial(default_tiles(), options), agents, 7, g);
          REQUIRE(end.is_terminal());
          int placed_base = end.park().covered_base();
          for (int s = 0; s < end.park().size(); ++s) placed_base += !end.park().tile_at(s).expansion;
          CHECK(end.unseen() == 0);
          CHECK(placed_base + end.set_aside() + (end.face_up(0) != kNoTile) + (end.face_up(1) != kNoTile) == 30);
        }
      }
    }
  }
}

TEST_SUITE_END();

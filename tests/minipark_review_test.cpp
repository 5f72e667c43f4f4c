// Mini Park cases found by an outside review: the expansion pick's move list at its largest, the
// bird walking its full 7 steps, and an either-tile under a marker.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine/minipark/state.h"

using namespace parks;
using namespace parks::minipark;

namespace {

Tile plain(const char* name, KindMask kinds, bool expansion = false, int count = 1) {
  Tile tile;
  tile.name = name;
  tile.count = count;
  tile.kinds = kinds;
  tile.expansion = expansion;
  tile.areas = {0xFF};
  return tile;
}

void place_at(Park& park, int tile, Cell cell) {
  const int o = park.opening_at(cell);
  REQUIRE(o >= 0);
  park.place(tile, 0, o);
}

}  // namespace

TEST_CASE("minipark review: five offered tiles with four turns each on a long park fit the move list") {
  // 40 road-less trees laid in a line, then a first character: 5 offered expansion tiles whose
  // four turns all differ (the feature's area turns), on every one of the 2 x 30 + 2 openings.
  const TileSet tiles = load_tiles(PARKS_TEST_DATA "/minipark/wide_offers.json");
  State s = State::initial(tiles, GameOptions{5, Rules::Basic, true});
  Rng rng(1);
  while (s.phase() != Phase::Expansion) {
    if (s.current_player() == kChancePlayer) {
      s.apply(sample_chance(s, rng));
      continue;
    }
    ActionList<State> actions;
    s.legal_actions(actions);
    State::Action east = actions[0];
    for (const auto& a : actions) {
      if (a.kind() == ActionKind::Character && s.park().size() >= 30) {
        east = a;
        break;
      }
      if (a.kind() == ActionKind::Place && a.cell().y == 0 && a.cell().x > east.cell().x) east = a;
    }
    s.apply(east);
  }
  REQUIRE(s.park().size() == 30);
  ActionList<State> actions;
  s.legal_actions(actions);
  CHECK(s.park().openings().size() == 62);
  CHECK(actions.size() == 5 * 4 * 62);
  CHECK(actions.size() > 2 * 4 * kMaxOpenings + 1 + kCharacters * kMaxSlots);  // more than a turn's bound
  CHECK(actions.size() <= State::kMaxActions);
}

TEST_CASE("minipark review: the advanced bird walks 7 steps when it can, even past fewer trees (M5)") {
  // A tree with one tree to the east (a dead end) and seven lakes to the west: the only 7-step
  // walk goes west and meets one tree (3 points); stopping on the east tree (6) is not a walk of 7.
  const TileSet tiles({plain("tree", kind_bit(Tree), false, 10), plain("lake", kind_bit(Lake), false, 10)});
  Park park(tiles);
  park.start(0);
  place_at(park, 0, {1, 0});
  for (int x = -1; x >= -7; --x) place_at(park, 1, {static_cast<std::int8_t>(x), 0});
  const Kinds kinds(park);
  Markers markers;
  markers.fill(kNoSlot);
  markers[Bird] = 0;
  CHECK(best_walk_trees(park, kinds, 0) == 1);
  CHECK(character_points(park, kinds, markers, Bird, Rules::Advanced) == 3);
  // Six lakes: no walk of 7 steps, so the longest ones (6 steps west, or 1 + 6) count: east then
  // back is not allowed (no tile twice), so the longest walk is west, 6 steps, 1 tree.
  Park shorter(tiles);
  shorter.start(0);
  place_at(shorter, 0, {1, 0});
  for (int x = -1; x >= -6; --x) place_at(shorter, 1, {static_cast<std::int8_t>(x), 0});
  CHECK(best_walk_trees(shorter, Kinds(shorter), 0) == 1);
}

TEST_CASE("minipark review: an either-tile under a marker is the marker's kind, not its owner's pick") {
  // Player 1 owns a fish next to the Wooded Island player 1 placed; player 2's bird stands on the
  // island. The owner would score it as a lake (the fish's 2 more points), but the bird stands on
  // a tree: the island is a tree.
  const TileSet tiles({plain("lake", kind_bit(Lake), false, 6), plain("island", kind_bit(Tree) | kind_bit(Lake), true, 2)});
  constexpr int LakeTile = 0, Island = 1;
  State s = State::initial(tiles, GameOptions{2, Rules::Basic, true});
  for (int i = 0; i < 3; ++i) s.apply(State::Action::reveal_tile(LakeTile));
  for (int i = 0; i < 2; ++i) s.apply(State::Action::reveal_tile(Island));
  REQUIRE(s.phase() == Phase::Turn);
  s.apply(State::Action::place(FaceUp0, 0, {1, 0}));
  s.apply(State::Action::reveal_tile(LakeTile));
  s.apply(State::Action::place(FaceUp0, 0, {2, 0}));
  s.apply(State::Action::reveal_tile(LakeTile));
  s.apply(State::Action::character(Fish, 2));
  REQUIRE(s.phase() == Phase::Expansion);
  s.apply(State::Action::place(Offer, 0, {3, 0}));  // the island, slot 3, next to the fish
  s.apply(State::Action::character(Bird, 3));
  REQUIRE(s.phase() == Phase::Expansion);
  s.apply(State::Action::place(Offer, 0, {-1, 0}));  // player 2's island, away from both
  const Tally tally = s.tally();
  CHECK(tally.character_points[Fish] == 2);  // one lake beside it: the island is a tree
  CHECK(tally.character_points[Bird] == 0);  // basic: no tree beside the island
}

TEST_CASE("minipark review: a directory or a huge count is refused with the file named") {
  const auto error = [](const std::string& path) -> std::string {
    try {
      load_tiles(path);
    } catch (const TileFileError& e) {
      return e.what();
    }
    return "";
  };
  CHECK(error(PARKS_TEST_DATA "/minipark") == "cannot read tile file '" PARKS_TEST_DATA "/minipark'");
  const std::string big = std::filesystem::temp_directory_path() / "minipark_big_count.json";
  {
    std::ofstream out(big);
    out << R"({"tiles": [{"name": "a", "count": 3000000000, "roads": [], "areas": ["nw ne en es se sw ws wn"]}]})";
  }
  CHECK(error(big) == "tile file '" + big + "': tile 1 'a': 'count' is out of range, got 3000000000");
  std::filesystem::remove(big);
}

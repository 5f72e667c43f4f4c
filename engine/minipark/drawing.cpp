#include "engine/minipark/drawing.h"

#include <algorithm>
#include <array>
#include <vector>

namespace parks::minipark {

namespace {

// A cell is 7 characters wide and 3 lines high inside its border; borders are shared.
constexpr int kWide = 8, kHigh = 4, kMargin = 5;

// Short forms that fit a cell; the legend spells them out.
constexpr std::array<const char*, kKinds> kKindShort = {"bench", "bush", "play", "tree", "lake", "fount", "monu"};
constexpr std::array<char, kKinds> kKindLetter = {'B', 'U', 'P', 'T', 'L', 'F', 'M'};
constexpr std::array<const char*, kCharacters> kCharacterShort = {"kid", "man", "cat", "bird", "fish", "bike"};

std::string cell_text(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

std::string kind_text(const Tile& tile) {
  if (!tile.kinds) return tile.roads.empty() ? "-" : "road";
  if (tile.either()) {
    std::string text;
    for (int k = 0; k < kKinds; ++k)
      if (tile.kinds & kind_bit(k)) text += std::string(text.empty() ? "" : "/") + kKindLetter[k];
    return text;
  }
  for (int k = 0; k < kKinds; ++k)
    if (tile.kinds & kind_bit(k)) return kKindShort[k] + (tile.fish ? " " + std::to_string(tile.fish) : "");
  return "";
}

// The roads of a tile turned r quarter turns: "N-S", "N-E-S", "N E S W" for four dead ends.
std::string roads_text(const Tile& tile, int turn) {
  if (tile.roads.empty()) return "no road";
  std::string text;
  for (const EdgeMask road : tile.roads) {
    const EdgeMask turned = rotate_edges(road, turn);
    std::string group;
    for (int d = 0; d < kDirections; ++d)
      if (turned & edge_bit(d)) group += std::string(group.empty() ? "" : "-") + "NESW"[d];
    text += (text.empty() ? "" : " ") + group;
  }
  return text;
}

std::string tile_line(const TileSet& tiles, int type) {
  const Tile& tile = tiles.tile(type);
  std::string text = tile.name + " (" + kind_text(tile) + "; ";
  if (tile.roads.empty()) return text + "no road)";
  text += "roads";
  for (int r = 0; r < 4; ++r)
    if (tiles.distinct_turns(type) >> r & 1)
      text += (r ? ", turn " : " turn ") + std::to_string(r) + " " + roads_text(tile, r);
  return text + ")";
}

class Canvas {
 public:
  Canvas(int width, int height)
      : rows_(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), ' ')) {}
  void put(int row, int col, char c) { rows_[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = c; }
  void text(int row, int col, const std::string& s) {
    for (std::size_t i = 0; i < s.size(); ++i) put(row, col + static_cast<int>(i), s[i]);
  }
  void centred(int row, int left, int width, const std::string& s) {
    text(row, left + std::max(0, (width - static_cast<int>(s.size())) / 2),
         s.substr(0, static_cast<std::size_t>(width)));
  }
  // The border of the cell whose top-left corner is at (row, col).
  void border(int row, int col, char across, char down, char corner) {
    for (int i = 1; i < kWide; ++i) put(row, col + i, across), put(row + kHigh, col + i, across);
    for (int i = 1; i < kHigh; ++i) put(row + i, col, down), put(row + i, col + kWide, down);
    for (const int r : {row, row + kHigh})
      for (const int c : {col, col + kWide}) put(r, c, corner);
  }
  std::string str() const {
    std::string out;
    for (std::string row : rows_) {
      while (!row.empty() && row.back() == ' ') row.pop_back();
      out += row + "\n";
    }
    return out;
  }

 private:
  std::vector<std::string> rows_;
};

std::string park_grid(const State& state) {
  const Park& park = state.park();
  int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
  const auto widen = [&](Cell c) {
    min_x = std::min<int>(min_x, c.x), max_x = std::max<int>(max_x, c.x);
    min_y = std::min<int>(min_y, c.y), max_y = std::max<int>(max_y, c.y);
  };
  for (int s = 0; s < park.size(); ++s) widen(park.placed(s).cell);
  for (const Opening& o : park.openings()) widen(o.cell);
  Canvas canvas(kMargin + (max_x - min_x + 1) * kWide + 1, 1 + (max_y - min_y + 1) * kHigh + 1);
  const auto col = [&](Cell c) { return kMargin + (c.x - min_x) * kWide; };
  const auto row = [&](Cell c) { return 1 + (c.y - min_y) * kHigh; };
  for (int x = min_x; x <= max_x; ++x)
    canvas.centred(0, kMargin + (x - min_x) * kWide + 1, kWide - 1, std::to_string(x));
  for (int y = min_y; y <= max_y; ++y) {
    const std::string label = std::to_string(y);
    canvas.text(1 + (y - min_y) * kHigh + 2, kMargin - 2 - static_cast<int>(label.size()), label);
  }
  for (const Opening& o : park.openings()) {
    canvas.border(row(o.cell), col(o.cell), '.', ':', '.');
    canvas.centred(row(o.cell) + 2, col(o.cell) + 1, kWide - 1, cell_text(o.cell));
  }
  std::array<int, kMaxSlots> marker{};
  marker.fill(-1);
  for (int c = 0; c < kCharacters; ++c)
    if (state.markers()[c] != kNoSlot) marker[state.markers()[c]] = c;
  for (int s = 0; s < park.size(); ++s)
    canvas.border(row(park.placed(s).cell), col(park.placed(s).cell), '-', '|', '+');
  for (int s = 0; s < park.size(); ++s) {
    const Cell cell = park.placed(s).cell;
    const int r = row(cell), c = col(cell);
    const EdgeMask edges = park.turned_at(s).edges;
    if (edges & edge_bit(North)) canvas.put(r, c + kWide / 2, '#');
    if (edges & edge_bit(South)) canvas.put(r + kHigh, c + kWide / 2, '#');
    if (edges & edge_bit(West)) canvas.put(r + kHigh / 2, c, '#');
    if (edges & edge_bit(East)) canvas.put(r + kHigh / 2, c + kWide, '#');
    canvas.text(r + 1, c + 1, std::to_string(s));
    if (state.placer(s) != kNobody) canvas.text(r + 1, c + kWide - 2, "P" + std::to_string(state.placer(s) + 1));
    canvas.centred(r + 2, c + 1, kWide - 1, kind_text(park.tile_at(s)));
    if (const int who = marker[s]; who >= 0)
      canvas.centred(r + 3, c + 1, kWide - 1,
                     std::string(kCharacterShort[who]) + " P" + std::to_string(state.owner(who) + 1));
  }
  return canvas.str();
}

std::string now_text(const State& state) {
  const std::string player = "player " + std::to_string(state.turn_player() + 1);
  switch (state.phase()) {
    case Phase::Turn: return player + " to move: lay a face-up tile, draw, or place a character";
    case Phase::PlaceDrawn: return player + " lays the tile drawn";
    case Phase::Expansion: return player + " lays an offered expansion tile (first character)";
    case Phase::Draw: return player + " draws from the stack";
    case Phase::Refill: return "a face-up position is refilled from the stack";
    case Phase::Reveal: return player + "'s objective card is revealed";
    case Phase::Over: return "the game is over";
    case Phase::Setup: break;
  }
  return "the setup deals";
}

std::string table_text(const State& state) {
  const TileSet& tiles = state.park().tiles();
  const int players = state.num_players();
  std::string text = "Move " + std::to_string(state.turns() + 1) + ", round " +
                     std::to_string(state.turns() / players + 1) + ": " + now_text(state) + ".\n";
  text += state.is_terminal() ? "Final points:" : "Points (placement so far):";
  for (int p = 0; p < players; ++p)
    text += std::string(p ? "," : "") + " P" + std::to_string(p + 1) + " " +
            std::to_string(static_cast<int>(state.score(p)));
  text += "; characters left:";
  for (int p = 0; p < players; ++p)
    text += std::string(p ? "," : "") + " P" + std::to_string(p + 1) + " " +
            std::to_string(character_quota(players, state.options().rules) - state.characters_taken(p));
  text += "\n";
  for (int i = 0; i < kFaceUp; ++i)
    text += "Face-up " + std::to_string(i) + ": " +
            (state.face_up(i) == kNoTile ? "empty" : tile_line(tiles, state.face_up(i))) + "\n";
  if (state.drawn() != kNoTile) text += "Drawn: " + tile_line(tiles, state.drawn()) + "\n";
  for (int e = 0; e < state.offers(); ++e)
    text += "Offer " + std::to_string(e) + ": " + tile_line(tiles, state.offer(e)) + "\n";
  text += "Stack: " + std::to_string(state.unseen()) + " tiles unseen; " + std::to_string(state.set_aside()) +
          " set aside.\n";
  std::string placed, free;
  for (int c = 0; c < kCharacters; ++c) {
    if (state.owner(c) == kNobody) {
      free += std::string(free.empty() ? "" : ", ") + kCharacterNames[c];
      continue;
    }
    const int slot = state.markers()[c];
    placed += std::string(placed.empty() ? "" : "; ") + kCharacterNames[c] + " on slot " + std::to_string(slot) +
              " at " + cell_text(state.park().placed(slot).cell) + " (P" + std::to_string(state.owner(c) + 1) + ")";
    if (state.objective(c) != kUnknown) placed += std::string(", objective ") + kCharacterNames[state.objective(c)];
  }
  text += "Characters: " + (placed.empty() ? "none placed" : placed) + (free.empty() ? "" : "; free: " + free) + ".\n";
  return text;
}

constexpr const char* kLegend =
    "Legend: cells are x,y, x east and y south of the start tile (0,0); an empty cell where a tile may\n"
    "go shows its x,y ('place ... at x,y'). A tile shows its slot (top left, 'character ... on slot N'),\n"
    "who laid it (P1..), its kind (bench, bush, play = playground, tree, lake N = N fish, fount =\n"
    "fountain, monu = monument; T/L and B/P/U: either-tiles, B bench, U bush, P playground, T tree, L lake;\n"
    "road: roads only) and a character on it (kid = child, man = working man, cat, bird, fish, bike =\n"
    "cyclist, with its player). # on a side: a road crosses it. 'turn R': the tile turned R quarter turns\n"
    "clockwise; its roads at each turn are listed above by side (N E S W), joined by '-'.\n";

}  // namespace

std::string draw_text(const State& state) {
  if (state.phase() == Phase::Setup && state.park().size() == 0) return "The setup deals the start tile.\n";
  return park_grid(state) + "\n" + table_text(state) + kLegend;
}

}  // namespace parks::minipark

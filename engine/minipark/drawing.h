#pragma once
// A Mini Park position as a person sees the table: the park as a grid of tiles and the empty
// cells a tile may go to, then the face-up, drawn and offered tiles with their roads at each
// turn, the characters, the points, and a legend tying the move texts to the drawing.
#include <string>

#include "engine/minipark/state.h"

namespace parks::minipark {

std::string draw_text(const State& state);

}  // namespace parks::minipark

#pragma once
// Parks: Roll & Hike drawn for a person at the table: the trail, the dice, each logbook and the
// pending tasks, then a legend mapping the move texts (engine/hike/vocabulary.h) to the drawing.
// The words here (faces, landmarks, tasks) are also those of the position files
// (cli/hike/position.h, docs/hike.md "Position files").
#include <optional>
#include <string>
#include <string_view>

#include "engine/hike/state.h"

namespace parks::hike {

std::string draw_text(const State& state);

// A face as the components file writes it: "sun", "sun+water", "fish/bird" ("nothing" for none).
std::string face_words(const Face& face);
// The face `text` names, in either order for two icons; empty when it names none.
std::optional<Face> face_from_words(std::string_view text);
// Faces equal up to the order of a pair's icons.
bool same_face(const Face& a, const Face& b);

std::string landmark_words(int landmark);  // forest, mountain, meadow, arrowhead
// A landmark by name (the park's own picture, e.g. "waterfall", reads as the arrowhead), or -1.
int landmark_from_words(std::string_view text, Park park);
int icon_from_words(std::string_view text);  // an icon by name, or -1

// A pending task in the position files' words: "mark pencil from hiking die", "choose fish/bird
// from die", "line on forest", "lines 3", "wildlife", "wildlife with bonus", "neighbour bonus 4",
// "sketch forest/meadow", "name landmark", each followed by "level N" above level 0.
std::string task_words(const Task& task);

}  // namespace parks::hike

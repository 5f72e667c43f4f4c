#include "engine/hike/drawing.h"

#include <array>
#include <nlohmann/json.hpp>

#include "engine/hike/observation.h"

namespace parks::hike {

namespace draw_detail {

constexpr std::array<const char*, 8> kPhaseWords = {"shuffle",    "roll",       "day",   "die taken",
                                                    "lead taken", "free lines", "night", "over"};

std::string seat(int player) { return "player " + std::to_string(player + 1); }

std::string marks(int filled, int total, char on, char off) {
  std::string out;
  for (int i = 0; i < total; ++i) out += i < filled ? on : off;
  return out;
}

std::string padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string headline(const State& s) {
  const int park = static_cast<int>(s.park());
  std::string text = std::string(kParkTitles[park]) +
                     " (its landmark, the arrowhead: " + std::string(kParkLandmarks[park]) + "), " +
                     (s.num_players() == 1 ? "solo, target " + std::to_string(s.solo_target())
                                           : std::to_string(s.num_players()) + " players") +
                     ": round " + std::to_string(std::min(s.round() + 1, kRounds)) + " of " + std::to_string(kRounds) +
                     ", " + kPhaseWords[static_cast<int>(s.phase())];
  if (s.current_player() >= 0) text += ", " + seat(s.current_player()) + " to act";
  return text + "\n";
}

std::string trail(const State& s) {
  if (s.phase() == Phase::Shuffle) return "Trail: not laid yet (the day's tokens are shuffled first)\n";
  const Components& c = s.components();
  std::string text = "Trail: " + std::string(s.site() == 0 ? "[0 trailhead]" : "0 trailhead");
  for (int site = 1; site <= s.trail_length(); ++site) {
    const int token = s.token_at(site);
    std::string stop = std::to_string(site) + " " + face_words(c.tokens[token]);
    if (c.token_landmark[token] == kNamedLandmark) stop += " (names a landmark)";
    text += " > " + (site == s.site() ? "[" + stop + "]" : stop);
  }
  text += "\n";
  if (s.phase() == Phase::LeadTaken || s.phase() == Phase::FreeLines)
    text += "Free lines: " +
            (s.free_landmark() == kNamedLandmark ? std::string("to be named by the Lead Hiker")
                                                 : "on a " + landmark_words(s.free_landmark()) + " spread") +
            "\n";
  return text;
}

std::string dice(const State& s) {
  if (s.phase() != Phase::Day && s.phase() != Phase::DieTaken) return "";
  const Components& c = s.components();
  std::string text = "Dice:";
  for (int d = 0; d < kHikingDice; ++d) {
    const int face = s.pool_face(d);
    text += "  " + std::to_string(d + 1) + " " +
            (face == State::kTaken ? std::string("taken") : face_words(c.hiking_dice[d][face]));
  }
  text += "   Lead Hiker die: " + face_words(c.lead_die[s.lead_face()]) + " (" + std::to_string(s.lead_cost()) +
          (s.lead_cost() == 1 ? " sun)" : " suns)");
  return text + "\n";
}

std::string journal(const Components& c, const Logbook& b) {
  std::string text;
  for (int row = 0; row < c.journal_rows; ++row) {
    text += row == 0 ? "  journal    " : "             ";
    for (int column = 0; column < c.journal_columns; ++column) {
      const int spread = row * c.journal_columns + column;
      std::string cell = std::to_string(spread + 1) + " ";
      cell += spread < b.sketched
                  ? landmark_words(b.landmark[spread]) + " " + marks(b.lines[spread], kLinesPerSpread, '/', '.')
                  : "-";
      text += padded(cell, 18);
    }
    text.erase(text.find_last_not_of(' ') + 1);
    text += "\n";
  }
  return text;
}

// " name marks" per row: appended piece by piece (GCC 12 warns falsely on "literal" + string).
void add_row(std::string& text, const std::string& name, const std::string& row) {
  text.append(" ").append(name).append(" ").append(row);
}

std::string wildlife(const Components& c, const Logbook& b) {
  std::string text = "  wildlife  ";
  for (int r = 0; r < kWildlifeRows; ++r)
    add_row(text, std::string(kIconNames[wildlife_icon(r)]), marks(b.wildlife[r], c.wildlife_boxes[r], 'x', '.'));
  text += "\n  binoculars";
  for (int i = 0; i < c.binoculars; ++i)
    add_row(text, std::to_string(i + 1),
            face_words(c.binocular_gain[i]) + " " + marks(b.binoculars[i], kBinocularCircles, 'o', '.'));
  text += "\n  night     ";
  for (int l = 0; l < kLandmarks; ++l)
    add_row(text, landmark_words(l), marks(b.night[l], c.night_circles[l], 'o', '.'));
  return text + "\n";
}

std::string logbook(const State& s, int player) {
  const Components& c = s.components();
  const Logbook& b = s.logbook(player);
  std::string text = seat(player) + (player == s.current_player() ? " (to act)" : "") + ": " +
                     std::to_string(b.suns()) + (b.suns() == 1 ? " sun (" : " suns (") + std::to_string(b.suns_gained) +
                     " gained, " + std::to_string(b.suns_spent) + " spent, track " + std::to_string(c.sun_track) +
                     "), water " + std::to_string(b.water) + " of " + std::to_string(c.canteen_capacity()) +
                     " (row scores " + std::to_string(canteen_row_points(c, b.water)) + "), " +
                     std::to_string(static_cast<int>(s.score(player))) + " points\n";
  text += journal(c, b) + wildlife(c, b);
  text += "  canteen scored:";
  const int nights = kRounds - s.nights_left(player);  // the nights already scored
  for (int n = 0; n < nights; ++n) text += " " + std::to_string(b.canteen_score[n]);
  text += nights == 0 ? " none yet" : "";
  text +=
      ";  dice taken " + std::to_string(s.dice_taken(player)) + ", lead dice " + std::to_string(s.leads_taken(player));
  if (s.phase() == Phase::Night && player == s.current_player() &&
      (b.sections_done || b.bonuses_used || b.spreads_rebought)) {
    text += "; tonight:";
    for (int l = 0; l < kLandmarks; ++l)
      if (b.sections_done >> l & 1) text += " section " + landmark_words(l) + " done";
    const unsigned bought = s.park() == Park::Acadia ? b.spreads_rebought : b.bonuses_used;
    for (int v = 0; v < 16; ++v)
      if (bought >> v & 1) text += " bonus " + std::to_string(v + 1) + " bought";
  }
  return text + "\n";
}

std::string pending(const State& s) {
  const auto& tasks = s.pending();
  if (tasks.empty()) return "";
  std::string text = "Pending for " + seat(s.current_player() >= 0 ? s.current_player() : 0) +
                     " (the highest level is resolved first):\n";
  for (std::size_t i = 0; i < tasks.size(); ++i)
    text += "  " + std::to_string(i + 1) + ". " + task_words(tasks[i]) + "\n";
  return text;
}

std::string moves(const State& s) {
  if (s.current_player() < 0)
    return s.is_terminal() ? "The game is over.\n" : "Chance acts next (a shuffle or a roll).\n";
  const auto observed = observation_json(s, s.current_player());
  std::string text = "Moves:\n";
  for (const auto& choice : observed["choices"])
    text += "  " + padded(choice["action"].get<std::string>() + "  ", 24) + choice["means"].get<std::string>() + "\n";
  return text;
}

constexpr const char* kLegend =
    "Legend: sites count from the trailhead (0); [ ] marks the group's site. 'take die N' takes hiking die N\n"
    "(Dice 1-4), 'take lead' the Lead Hiker die for a Sun per hiking die left: it moves the group one site on.\n"
    "Spreads are numbered left to right, top to bottom; '/' is a line drawn, '.' room for one (3 complete a\n"
    "spread). Wildlife 'x' is a crossed box; binoculars and night 'o' a filled circle. 'resolve T option O'\n"
    "resolves pending task T (numbered above) its way O (each move's meaning is listed); 'night section L'\n"
    "gains the icons of the filled circles of night section L; 'night bonus N' buys the park's bonus N (in\n"
    "Acadia N is the spread); 'end night' scores the canteen. Faces: 'a+b' gains both, 'a/b' one of the two.\n";

}  // namespace draw_detail

std::string face_words(const Face& f) {
  if (f.count == 0) return "nothing";
  if (f.count == 1) return std::string(kIconNames[f.icons[0]]);
  return std::string(kIconNames[f.icons[0]]) + (f.choice ? "/" : "+") + std::string(kIconNames[f.icons[1]]);
}

int icon_from_words(std::string_view text) {
  for (int i = 0; i < kIcons; ++i)
    if (kIconNames[i] == text) return i;
  return -1;
}

std::optional<Face> face_from_words(std::string_view text) {
  if (text == "nothing") return Face{};
  const auto split = text.find_first_of("+/");
  if (split == std::string_view::npos) {
    const int icon = icon_from_words(text);
    if (icon < 0) return std::nullopt;
    return single(static_cast<Icon>(icon));
  }
  const int a = icon_from_words(text.substr(0, split)), b = icon_from_words(text.substr(split + 1));
  if (a < 0 || b < 0) return std::nullopt;
  return text[split] == '/' ? either(static_cast<Icon>(a), static_cast<Icon>(b))
                            : both(static_cast<Icon>(a), static_cast<Icon>(b));
}

bool same_face(const Face& a, const Face& b) {
  if (a.count != b.count || a.choice != b.choice) return false;
  if (a.count == 0) return true;
  if (a.count == 1) return a.icons[0] == b.icons[0];
  return (a.icons[0] == b.icons[0] && a.icons[1] == b.icons[1]) ||
         (a.icons[0] == b.icons[1] && a.icons[1] == b.icons[0]);
}

std::string landmark_words(int landmark) { return std::string(kIconNames[landmark_icon(landmark)]); }

int landmark_from_words(std::string_view text, Park park) {
  for (int l = 0; l < kLandmarks; ++l)
    if (landmark_words(l) == text) return l;
  if (kParkLandmarks[static_cast<int>(park)] == text) return landmark_of(Arrowhead);
  return -1;
}

std::string task_words(const Task& t) {
  static constexpr std::array<const char*, 3> kSources = {"bonus", "hiking die", "die"};
  const auto icon = [](int i) { return std::string(kIconNames[i]); };
  std::string text;
  switch (t.kind) {
    case TaskKind::Gain: text = "mark " + icon(t.a) + " from " + kSources[static_cast<int>(t.source)]; break;
    case TaskKind::Choose:
      text = "choose " + icon(t.a) + "/" + icon(t.b) + " from " + kSources[static_cast<int>(t.source)];
      break;
    case TaskKind::LineOn: text = "line on " + landmark_words(t.a); break;
    case TaskKind::LinesOnPage: text = "lines " + std::to_string(t.a); break;
    case TaskKind::CrossWildlife: text = t.a == 1 ? "wildlife with bonus" : "wildlife"; break;
    case TaskKind::AdjacentBonus: text = "neighbour bonus " + std::to_string(t.a + 1); break;
    case TaskKind::SketchOneOf: text = "sketch " + landmark_words(t.a) + "/" + landmark_words(t.b); break;
    case TaskKind::NameLandmark: text = "name landmark"; break;
  }
  return t.level > 0 ? text + " level " + std::to_string(t.level) : text;
}

std::string draw_text(const State& s) {
  using namespace draw_detail;
  std::string text = headline(s) + trail(s) + dice(s) + "\n";
  for (int p = 0; p < s.num_players(); ++p) text += logbook(s, p);
  text += "\n" + pending(s) + moves(s) + "\n" + kLegend;
  return text;
}

}  // namespace parks::hike

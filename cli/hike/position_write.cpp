// Writes a Roll & Hike state as a position file: the keys read_hike_position reads back, a
// decision's state exactly (the bookkeeping the table does not show follows from the keys).
#include <stdexcept>

#include "cli/arena_kit.h"
#include "cli/hike/position.h"
#include "cli/hike/position_words.h"
#include "cli/hike/setup.h"
#include "engine/hike/drawing.h"

namespace parks::cli {

namespace hike_position {

using hike::Phase;

std::string joined(const std::vector<std::string>& words, const char* between) {
  std::string text;
  for (const auto& w : words) text += (text.empty() ? "" : between) + w;
  return text;
}

// A face by its words when no other face of its die shows the same, else by its number.
std::string die_face(const hike::Die& die, int face) {
  for (int i = 0; i < hike::kDieFaces; ++i)
    if (i != face && hike::same_face(die[i], die[face])) return std::to_string(face + 1);
  return hike::face_words(die[face]);
}

std::string token_text(const hike::Components& c, int token) {
  for (int t = 0; t < hike::kTrailTokens; ++t)
    if (t != token && hike::same_face(c.tokens[t], c.tokens[token])) return std::to_string(token + 1);
  return hike::face_words(c.tokens[token]);
}

std::vector<std::string> logbook_lines(const hike::State& s, int player) {
  const hike::Components& c = s.components();
  const hike::Logbook& b = s.logbook(player);
  std::vector<std::string> lines;
  lines.push_back("suns: " + std::to_string(b.suns_gained) + " gained, " + std::to_string(b.suns_spent) + " spent");
  lines.push_back("water: " + std::to_string(b.water));
  std::vector<std::string> words;
  for (int spread = 0; spread < b.sketched; ++spread)
    words.push_back(hike::landmark_words(b.landmark[spread]) + " " + std::to_string(b.lines[spread]));
  lines.push_back("journal: " + joined(words, ", "));
  words.clear();
  for (int r = 0; r < hike::kWildlifeRows; ++r)
    words.push_back(std::string(hike::kIconNames[hike::wildlife_icon(r)]) + " " + std::to_string(b.wildlife[r]));
  lines.push_back("wildlife: " + joined(words, ", "));
  words.clear();
  for (int i = 0; i < c.binoculars; ++i) words.push_back(std::to_string(b.binoculars[i]));
  lines.push_back("binoculars: " + joined(words, " "));
  words.clear();
  for (int l = 0; l < hike::kLandmarks; ++l)
    words.push_back(hike::landmark_words(l) + " " + std::to_string(b.night[l]));
  lines.push_back("night: " + joined(words, ", "));
  words.clear();
  for (int n = 0; n < hike::kRounds - s.nights_left(player); ++n) words.push_back(std::to_string(b.canteen_score[n]));
  if (!words.empty()) lines.push_back("canteen scores: " + joined(words, " "));
  lines.push_back("dice taken: " + std::to_string(s.dice_taken(player)));
  lines.push_back("leads taken: " + std::to_string(s.leads_taken(player)));
  if (s.phase() != Phase::Night || player != s.current_player()) return lines;
  words.clear();
  for (int l = 0; l < hike::kLandmarks; ++l)
    if (b.sections_done >> l & 1) words.push_back(hike::landmark_words(l));
  if (!words.empty()) lines.push_back("sections resolved: " + joined(words, " "));
  words.clear();
  const unsigned bought = s.park() == hike::Park::Acadia ? b.spreads_rebought : b.bonuses_used;
  for (int v = 0; v < 16; ++v)
    if (bought >> v & 1) words.push_back(std::to_string(v + 1));
  if (!words.empty()) lines.push_back("bonuses bought: " + joined(words, " "));
  return lines;
}

// The free lines' landmark where the reader cannot tell it: the one named at the binoculars
// token, or one left from an earlier site (which no rule reads any more).
bool free_landmark_written(const hike::State& s) {
  const Phase ph = s.phase();
  if (ph == Phase::LeadTaken) return false;
  const bool at_token = s.site() > 0 && ph != Phase::Shuffle && ph != Phase::Over;
  const int own = at_token ? s.components().token_landmark[s.token_at(s.site())] : 0;
  const int derived = own == hike::kNamedLandmark ? 0 : own;
  return (ph == Phase::FreeLines && own == hike::kNamedLandmark) || s.free_landmark() != derived;
}

std::string write(const hike::State& s, const HikeSetup& setup) {
  const hike::Components& c = s.components();
  const Phase ph = s.phase();
  PositionWriter out("hike");
  out.comment(setup.title());
  out.field("park", std::string(hike::kParkNames[static_cast<int>(s.park())]));
  out.field("players", std::to_string(s.num_players()));
  if (!setup.components_file.empty()) out.field("components", setup.components_file);
  out.field("round", std::to_string(std::min(s.round() + 1, hike::kRounds)));
  out.field("phase", kPhaseWords[static_cast<int>(ph)]);
  if (ph != Phase::Shuffle) {
    out.field("site", std::to_string(s.site()));
    std::vector<std::string> tokens;
    for (int site = 1; site <= s.trail_length(); ++site) tokens.push_back(token_text(c, s.token_at(site)));
    out.field("trail", joined(tokens, " "));
  }
  if (ph == Phase::Day || ph == Phase::DieTaken) {
    std::vector<std::string> dice;
    for (int d = 0; d < hike::kHikingDice; ++d)
      dice.push_back(s.pool_face(d) == hike::State::kTaken ? "taken" : die_face(c.hiking_dice[d], s.pool_face(d)));
    out.field("dice", joined(dice, ", "));
  }
  const bool decision = s.current_player() >= 0;
  if (decision) out.field("lead die", die_face(c.lead_die, s.lead_face()));
  if (decision) out.field("turn", std::to_string(s.current_player() + 1));
  const bool first = s.round() == 0 && s.site() == 0;
  const auto lead = s.parts().lead_player;
  if (ph == Phase::FreeLines || ph == Phase::Night || (!decision && !first))
    out.field("lead hiker", std::to_string(lead + 1));
  if (free_landmark_written(s)) out.field("free lines", hike::landmark_words(s.free_landmark()));
  if (!s.pending().empty()) {
    std::vector<std::string> tasks;
    for (const auto& task : s.pending()) tasks.push_back(hike::task_words(task));
    out.block("pending", tasks);
  }
  for (int p = 0; p < s.num_players(); ++p) out.block("player " + std::to_string(p + 1), logbook_lines(s, p));
  return out.text();
}

}  // namespace hike_position

std::string write_hike_position(const ArenaState& state) {
  const auto* typed = typed_state<HikeSetup, hike::State>(state);
  if (!typed) throw std::invalid_argument("not a Parks: Roll & Hike state");
  return hike_position::write(typed->state(), typed->setup());
}

}  // namespace parks::cli

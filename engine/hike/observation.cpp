#include "engine/hike/observation.h"

#include <array>
#include <nlohmann/json.hpp>

#include <string>
#include "engine/core/observation_json.h"

#include "engine/hike/state.h"

namespace parks::hike {

namespace {

using Json = nlohmann::json;

constexpr std::array<const char*, 8> kPhaseNames = {"shuffle",    "roll",       "day",   "die taken",
                                                    "lead taken", "free lines", "night", "over"};

std::string icon_name(int icon) { return std::string(kIconNames[icon]); }
std::string landmark_name(int landmark) { return icon_name(landmark_icon(landmark)); }

// A face as the components file writes it: "sun", "sun+water", "fish/bird".
std::string face_text(const Face& f) {
  if (f.count == 0) return "nothing";
  if (f.count == 1) return icon_name(f.icons[0]);
  return icon_name(f.icons[0]) + (f.choice ? "/" : "+") + icon_name(f.icons[1]);
}

std::string spread_text(const Logbook& b, int spread) {
  return "spread " + std::to_string(spread + 1) + " (" + landmark_name(b.landmark[spread]) + ")";
}

std::string suns_text(int suns) { return std::to_string(suns) + (suns == 1 ? " sun" : " suns"); }

// ---- pending tasks ----

std::string task_text(const Task& t) {
  switch (t.kind) {
    case TaskKind::Gain: return "mark " + icon_name(t.a);
    case TaskKind::Choose: return "choose " + icon_name(t.a) + " or " + icon_name(t.b);
    case TaskKind::LineOn: return "a line on a " + landmark_name(t.a) + " spread";
    case TaskKind::LinesOnPage: return "up to " + std::to_string(t.a) + " lines on one spread";
    case TaskKind::CrossWildlife: return t.a == 1 ? "cross out a wildlife, with its bonus" : "cross out a wildlife";
    case TaskKind::AdjacentBonus: return "the bonus of a spread next to spread " + std::to_string(t.a + 1);
    case TaskKind::SketchOneOf: return "sketch " + landmark_name(t.a) + " or " + landmark_name(t.b);
    case TaskKind::NameLandmark: return "name the free lines' landmark";
  }
  return "";
}

const char* source_text(Source source) {
  switch (source) {
    case Source::Bonus: return "bonus";
    case Source::HikingDie: return "hiking die";
    case Source::Die: return "as from a die";
  }
  return "";
}

// What option `o` of a task (state.cpp's each_option) means in the actor's logbook `b`.
std::string option_text(const Components& c, const Logbook& b, const Task& t, int o) {
  switch (t.kind) {
    case TaskKind::Gain: {
      const auto icon = static_cast<Icon>(t.a);
      if (icon == Pencil) return "a line on " + spread_text(b, o);
      if (icon == Binoculars)
        return "binoculars row " + std::to_string(o + 1) + " (" + face_text(c.binocular_gain[o]) + ")";
      if (is_landmark(icon))
        return o == 0 ? "sketch " + icon_name(icon) + " on spread " + std::to_string(b.sketched + 1)
                      : "fill a " + icon_name(icon) + " night circle";
      return "cross out a " + icon_name(icon);
    }
    case TaskKind::Choose: return "take " + icon_name(o ? t.b : t.a);
    case TaskKind::LineOn: return "a line on " + spread_text(b, o);
    case TaskKind::LinesOnPage: return "up to " + std::to_string(t.a) + " lines on " + spread_text(b, o);
    case TaskKind::CrossWildlife: return "cross out a " + icon_name(wildlife_icon(o));
    case TaskKind::AdjacentBonus: return "the bonus of " + spread_text(b, o);
    case TaskKind::SketchOneOf: return "sketch " + landmark_name(o ? t.b : t.a);
    case TaskKind::NameLandmark: return landmark_name(o);
  }
  return "";
}

// ---- what each legal action means ----

std::string lead_text(const State& s) {
  const Components& c = s.components();
  std::string text = "the lead hiker die (" + face_text(c.lead_die[s.lead_face()]) + ")";
  if (s.lead_cost() > 0) text += " for " + suns_text(s.lead_cost());
  const int next = s.site() + 1;
  return text + ", moving to site " + std::to_string(next) + " (" + face_text(c.tokens[s.token_at(next)]) + ")";
}

std::string section_text(const Components& c, const Logbook& b, int landmark) {
  std::string text = "gain the " + landmark_name(landmark) + " night circles' icons:";
  for (int i = 0; i < b.night[landmark]; ++i) text += (i ? ", " : " ") + icon_name(c.night_icon[landmark][i]);
  return text;
}

// The park's night bonus `variant` (state.cpp's buy_night_bonus, costs in parks.h).
std::string bonus_text(const State& s, const Logbook& b, int variant) {
  const Components& c = s.components();
  static constexpr std::array<const char*, 3> kYosemite = {"binoculars and pencil", "binoculars and water",
                                                           "pencil and water"};
  switch (s.park()) {
    case Park::Yosemite: return std::string(kYosemite[variant]) + ", for " + suns_text(kYosemiteNightCost);
    case Park::DeathValley: return "up to 3 lines on one spread, for " + suns_text(kDeathValleyNightCost);
    case Park::GreatSmokyMountains:
      return "cross out a wildlife of your choice with its bonus, for " + suns_text(kSmokyNightCost);
    case Park::Arches: return "a line on a forest, a mountain and a meadow spread, for " + suns_text(kArchesNightCost);
    case Park::Glacier:
      if (variant == 0)
        return "+" + std::to_string(kGlacierCanteenPoints) + " canteen points tonight, for " +
               suns_text(kGlacierCanteenCost);
      if (variant == 1) return "sketch mountain or arrowhead, for " + suns_text(kGlacierSketchCost);
      return "a water, for " + suns_text(kGlacierWaterCost);
    case Park::Acadia:
      return "the bonus of " + spread_text(b, variant) + " again (" + face_text(c.journal_bonus[b.landmark[variant]]) +
             "), for " + suns_text(kAcadiaNightCost);
  }
  return "";
}

std::string choice_text(const State& s, const Action& a) {
  const Components& c = s.components();
  const Logbook& b = s.logbook(s.current_player());
  switch (a.kind) {
    case ActionKind::TakeDie:
      return "hiking die " + std::to_string(a.a + 1) + " (" + face_text(c.hiking_dice[a.a][s.pool_face(a.a)]) + ")";
    case ActionKind::TakeLead: return lead_text(s);
    case ActionKind::Resolve: {
      const Task& t = s.pending()[a.a];
      return task_text(t) + ": " + option_text(c, b, t, a.b);
    }
    case ActionKind::NightSection: return section_text(c, b, a.a);
    case ActionKind::NightBonus: return bonus_text(s, b, a.a);
    case ActionKind::EndNight: return "score the canteen and end the night";
    default: return "";
  }
}

Json choices_json(const State& s) {
  Json out = Json::array();
  ActionList<State> actions;
  s.legal_actions(actions);
  for (const Action& a : actions) out.push_back({{"action", to_string(a)}, {"means", choice_text(s, a)}});
  return out;
}

Json pending_json(const State& s) {
  Json out = Json::array();
  const auto& pending = s.pending();
  for (std::size_t i = 0; i < pending.size(); ++i) {
    const Task& t = pending[i];
    out.push_back({{"task", i + 1}, {"asks", task_text(t)}, {"from", source_text(t.source)}, {"level", t.level}});
  }
  return out;
}

// ---- the table ----

Json trail_json(const State& s) {
  Json out = Json::array();
  if (s.phase() == Phase::Shuffle) return out;  // the day's tokens are not laid yet
  const Components& c = s.components();
  for (int site = 1; site <= s.trail_length(); ++site) {
    const int token = s.token_at(site);
    const int landmark = c.token_landmark[token];
    out.push_back({{"site", site},
                   {"token", face_text(c.tokens[token])},
                   {"landmark", landmark == kNamedLandmark ? "named by the lead hiker" : landmark_name(landmark)}});
  }
  return out;
}

// The day's roll, from the roll until the night (once the Lead Hiker die is taken, every hiking
// die shows as taken).
bool dice_showing(Phase phase) { return phase != Phase::Shuffle && phase != Phase::Roll && phase < Phase::Night; }

Json dice_json(const State& s) {
  Json out = Json::array();
  for (int d = 0; d < kHikingDice; ++d) {
    const int face = s.pool_face(d);
    if (face == State::kTaken) out.push_back({{"die", d + 1}, {"taken", true}});
    else out.push_back({{"die", d + 1}, {"face", face + 1}, {"shows", face_text(s.components().hiking_dice[d][face])}});
  }
  return out;
}

// ---- a logbook ----

Json journal_json(const Logbook& b) {
  Json out = Json::array();
  for (int s = 0; s < b.sketched; ++s)
    out.push_back({{"spread", s + 1}, {"landmark", landmark_name(b.landmark[s])}, {"lines", b.lines[s]}});
  return out;
}

Json wildlife_json(const Components& c, const Logbook& b) {
  Json out = Json::array();
  for (int r = 0; r < kWildlifeRows; ++r)
    out.push_back({{"row", icon_name(wildlife_icon(r))}, {"crossed", b.wildlife[r]}, {"boxes", c.wildlife_boxes[r]}});
  return out;
}

Json binoculars_json(const Components& c, const Logbook& b) {
  Json out = Json::array();
  for (int i = 0; i < c.binoculars; ++i)
    out.push_back({{"row", i + 1},
                   {"gains", face_text(c.binocular_gain[i])},
                   {"filled", b.binoculars[i]},
                   {"circles", kBinocularCircles}});
  return out;
}

Json night_json(const Components& c, const Logbook& b) {
  Json out = Json::array();
  for (int l = 0; l < kLandmarks; ++l) {
    Json icons = Json::array();
    for (int i = 0; i < c.night_circles[l]; ++i) icons.push_back(icon_name(c.night_icon[l][i]));
    out.push_back(
        {{"section", landmark_name(l)}, {"filled", b.night[l]}, {"circles", c.night_circles[l]}, {"icons", icons}});
  }
  return out;
}

// Tonight's marks: sections resolved and bonuses bought, as the texts number them ("night
// bonus 2"); a park with a single bonus a night lists 1 once it is bought, whichever variant.
Json tonight_json(const State& s, const Logbook& b) {
  Json sections = Json::array(), bonuses = Json::array();
  for (int l = 0; l < kLandmarks; ++l)
    if (b.sections_done >> l & 1) sections.push_back(landmark_name(l));
  const bool per_variant = s.park() == Park::Glacier || s.park() == Park::Acadia;
  const unsigned bought = s.park() == Park::Acadia ? b.spreads_rebought : b.bonuses_used;
  for (int v = 0; v < 16; ++v)
    if (bought >> v & 1) bonuses.push_back(per_variant ? v + 1 : 1);
  Json out = {{"sections_resolved", sections}, {"bonuses_bought", bonuses}};
  if (s.park() == Park::Glacier) out["canteen_bonus"] = b.extra_canteen;
  return out;
}

Json points_json(const Points& p) {
  Json out = Json::object();
  for (int k = 0; k < kCategories; ++k) out[kCategoryNames[k]] = p[k];
  out["total"] = total(p);
  return out;
}

Json logbook_json(const State& s, int player) {
  const Components& c = s.components();
  const Logbook& b = s.logbook(player);
  Json out = {{"player", player},
              {"suns", b.suns()},
              {"suns_gained", b.suns_gained},
              {"suns_spent", b.suns_spent},
              {"sun_track", c.sun_track},
              {"water", b.water},
              {"canteen_capacity", c.canteen_capacity()},
              {"canteen_scores", b.canteen_score},
              {"journal", journal_json(b)},
              {"spreads", c.spreads()},
              {"wildlife", wildlife_json(c, b)},
              {"binoculars", binoculars_json(c, b)},
              {"night", night_json(c, b)},
              {"points", points_json(s.points(player))},
              {"dice_taken", s.dice_taken(player)},
              {"leads_taken", s.leads_taken(player)},
              {"nights_left", s.nights_left(player)}};
  if (s.phase() == Phase::Night) out["tonight"] = tonight_json(s, b);
  return out;
}

}  // namespace

nlohmann::json observation_json(const State& s, int player) {
  const int to_move = s.current_player();
  Json out = {{"player", player},
              {"players", s.num_players()},
              {"park", kParkNames[static_cast<int>(s.park())]},
              {"park_landmark", kParkLandmarks[static_cast<int>(s.park())]},
              {"round", std::min(s.round() + 1, kRounds)},
              {"rounds", kRounds},
              {"phase", kPhaseNames[static_cast<int>(s.phase())]},
              {"day_player", s.day_player()},
              {"site", s.site()},
              {"trail_length", s.trail_length()},
              {"sites_left", s.sites_left()},
              {"trail", trail_json(s)}};
  out["to_act"] = to_act_json(s);
  if (dice_showing(s.phase())) {
    out["dice"] = dice_json(s);
    out["lead_die"] = {{"face", s.lead_face() + 1}, {"shows", face_text(s.components().lead_die[s.lead_face()])}};
    out["hiking_dice_left"] = s.hiking_dice_left();
    out["lead_cost"] = s.lead_cost();
  }
  if (s.phase() == Phase::LeadTaken || s.phase() == Phase::FreeLines)
    out["free_lines_landmark"] = s.free_landmark() == kNamedLandmark ? "to be named" : landmark_name(s.free_landmark());
  out["pending"] = pending_json(s);
  if (to_move >= 0) out["choices"] = choices_json(s);
  Json books = Json::array();
  for (int p = 0; p < s.num_players(); ++p) books.push_back(logbook_json(s, p));
  out["logbooks"] = std::move(books);
  if (s.num_players() == 1) out["solo_target"] = s.solo_target();
  if (s.is_terminal()) {
    out["winners"] = winners_json(s);
  }
  return out;
}

}  // namespace parks::hike

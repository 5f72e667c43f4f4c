#include "engine/hike/components.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/core/files.h"
#include "engine/core/install_paths.h"
#include "engine/core/text.h"
#include "engine/hike/parks.h"

namespace parks::hike {

namespace {

using Json = nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& problem) {
  throw ComponentsError(where + ": " + problem);
}

// Refuses keys a section does not know, so a misspelt key is not silently ignored.
void known_keys(const Json& j, std::initializer_list<const char*> keys, const std::string& where) {
  if (!j.is_object()) fail(where, "must be an object");
  for (const auto& item : j.items()) {
    const std::string& key = item.key();  // not a structured binding: clang 14 (the fuzz build) cannot capture one
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; }))
      fail(where, "unknown key '" + printable(key) + "'");
  }
}

const Json& member(const Json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) fail(where, std::string("missing '") + key + "'");
  return j.at(key);
}

int integer(const Json& j, const char* key, int low, int high, const std::string& where) {
  const Json& v = member(j, key, where);
  if (!v.is_number_integer()) fail(where, std::string("'") + key + "' must be a whole number");
  const bool huge = v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(high);
  const auto value = huge ? std::int64_t{high} + 1 : v.get<std::int64_t>();
  if (value < low || value > high)
    fail(where, std::string("'") + key + "' must be " + std::to_string(low) + "-" + std::to_string(high) + ", got " +
                    (huge ? std::to_string(v.get<std::uint64_t>()) : std::to_string(value)));
  return static_cast<int>(value);
}

const Json& list(const Json& j, const char* key, std::size_t low, std::size_t high, const std::string& where) {
  const Json& v = member(j, key, where);
  if (!v.is_array() || v.size() < low || v.size() > high)
    fail(where, std::string("'") + key + "' must be a list of " +
                    (low == high ? std::to_string(low) : std::to_string(low) + "-" + std::to_string(high)) +
                    " entries");
  return v;
}

Icon icon_named(const std::string& name, const std::string& where) {
  const auto it = std::find(kIconNames.begin(), kIconNames.end(), name);
  if (it == kIconNames.end())
    fail(where,
         "unknown icon '" + printable(name) +
             "' (sun, water, pencil, binoculars, forest, mountain, meadow, arrowhead, fish, bird, turtle, deer)");
  return static_cast<Icon>(it - kIconNames.begin());
}

// "a", "a+b" or "a/b".
Face face(const Json& j, const std::string& where) {
  if (!j.is_string()) fail(where, "a face must be a string like \"sun\", \"sun+water\" or \"fish/bird\"");
  const std::string text = j.get<std::string>();
  const std::size_t cut = text.find_first_of("+/");
  if (cut == std::string::npos) return single(icon_named(text, where));
  if (text.find_first_of("+/", cut + 1) != std::string::npos)
    fail(where, "face '" + printable(text) + "' has more than two icons");
  const Icon a = icon_named(text.substr(0, cut), where), b = icon_named(text.substr(cut + 1), where);
  if (text[cut] == '/' && a == b) fail(where, "face '" + printable(text) + "' offers a choice between the same icon");
  return text[cut] == '+' ? both(a, b) : either(a, b);
}

Die die(const Json& faces, const std::string& where) {
  if (!faces.is_array() || faces.size() != kDieFaces) fail(where, "a die must list 6 faces");
  Die d;
  for (int f = 0; f < kDieFaces; ++f) d[f] = face(faces[f], where + " face " + std::to_string(f + 1));
  return d;
}

void read_dice(const Json& j, Components& c) {
  known_keys(j, {"assumed", "dice"}, "hiking_dice");
  const Json& dice = list(j, "dice", kHikingDice, kHikingDice, "hiking_dice");
  for (int d = 0; d < kHikingDice; ++d) c.hiking_dice[d] = die(dice[d], "hiking_dice die " + std::to_string(d + 1));
}

void read_lead_die(const Json& j, Components& c) {
  known_keys(j, {"assumed", "faces"}, "lead_hiker_die");
  c.lead_die = die(member(j, "faces", "lead_hiker_die"), "lead_hiker_die");
}

// H4: a token showing one landmark makes it its site's landmark; the one token showing none
// (the binoculars token) has the Lead Hiker name the landmark.
void read_tokens(const Json& j, Components& c) {
  known_keys(j, {"assumed", "tokens"}, "trail_tokens");
  const Json& tokens = list(j, "tokens", kTrailTokens, kTrailTokens, "trail_tokens");
  int naming = 0;
  for (int t = 0; t < kTrailTokens; ++t) {
    const std::string where = "trail_tokens token " + std::to_string(t + 1);
    const Face f = face(tokens[t], where);
    int landmarks = 0;
    for (int i = 0; i < f.count; ++i) {
      if (!is_landmark(f.icons[i])) continue;
      ++landmarks;
      c.token_landmark[t] = static_cast<std::uint8_t>(landmark_of(f.icons[i]));
    }
    if (landmarks > 1) fail(where, "shows more than one landmark; its site has one (H4)");
    if (landmarks == 0) {
      c.token_landmark[t] = kNamedLandmark;
      c.binoculars_token = t;
      ++naming;
    }
    c.tokens[t] = f;
  }
  if (naming != 1)
    fail("trail_tokens",
         "exactly one token must show no landmark (the binoculars token, whose Lead Hiker names one, H4)");
}

void read_canteen(const Json& j, Components& c) {
  known_keys(j, {"assumed", "rows"}, "canteen");
  const Json& rows = list(j, "rows", 1, kMaxCanteenRows, "canteen");
  c.canteen_rows = static_cast<int>(rows.size());
  for (int r = 0; r < c.canteen_rows; ++r) {
    const std::string where = "canteen row " + std::to_string(r + 1);
    known_keys(rows[r], {"drops", "points"}, where);
    c.canteen_drops[r] = static_cast<std::uint8_t>(integer(rows[r], "drops", 1, 8, where));
    c.canteen_points[r] = static_cast<std::uint8_t>(integer(rows[r], "points", 0, 50, where));
  }
}

void read_journal(const Json& j, Components& c) {
  known_keys(j, {"assumed", "columns", "rows", "bonuses"}, "journal");
  c.journal_columns = integer(j, "columns", 1, kMaxSpreads, "journal");
  c.journal_rows = integer(j, "rows", 1, kMaxSpreads, "journal");
  if (c.spreads() < 2 || c.spreads() > kMaxSpreads)
    fail("journal", "columns x rows must be 2-" + std::to_string(kMaxSpreads) + " spreads");
  const Json& bonuses = member(j, "bonuses", "journal");
  known_keys(bonuses, {"forest", "mountain", "meadow"}, "journal bonuses");
  for (int l = 0; l < 3; ++l) {
    const char* name = kIconNames[Forest + l].data();
    c.journal_bonus[l] = face(member(bonuses, name, "journal bonuses"), std::string("journal bonus ") + name);
  }
}

void read_wildlife(const Json& j, Components& c) {
  known_keys(j, {"assumed", "rows", "shields"}, "wildlife");
  const Json& rows = member(j, "rows", "wildlife");
  known_keys(rows, {"fish", "bird", "turtle", "deer"}, "wildlife rows");
  for (int r = 0; r < kWildlifeRows; ++r) {
    const std::string name(kIconNames[wildlife_icon(r)]);
    const Json& boxes = list(rows, name.c_str(), 1, kMaxWildlifeBoxes, "wildlife " + name);
    c.wildlife_boxes[r] = static_cast<int>(boxes.size());
    for (int b = 0; b < c.wildlife_boxes[r]; ++b)
      c.wildlife_bonus[r][b] = face(boxes[b], "wildlife " + name + " box " + std::to_string(b + 1));
  }
  const Json& shields = list(j, "shields", 0, kMaxShields, "wildlife");
  c.shields = static_cast<int>(shields.size());
  const std::array<const char*, 3> pairs = {"fish/bird", "bird/turtle", "turtle/deer"};
  for (int s = 0; s < c.shields; ++s) {
    const std::string where = "wildlife shield " + std::to_string(s + 1);
    known_keys(shields[s], {"rows", "column", "points"}, where);
    const Json& rows_of = member(shields[s], "rows", where);
    const auto pair =
        std::find_if(pairs.begin(), pairs.end(), [&](const char* p) { return rows_of.is_string() && rows_of == p; });
    if (pair == pairs.end()) fail(where, "'rows' must be fish/bird, bird/turtle or turtle/deer");
    const int upper = static_cast<int>(pair - pairs.begin());
    const int column = integer(shields[s], "column", 1, kMaxWildlifeBoxes, where);
    if (column > std::min(c.wildlife_boxes[upper], c.wildlife_boxes[upper + 1]))
      fail(where, "column " + std::to_string(column) + " has no box in both rows");
    for (int t = 0; t < s; ++t)
      if (c.shield[t].upper_row == upper && c.shield[t].column == column - 1) fail(where, "two shields in one place");
    c.shield[s] = {static_cast<std::uint8_t>(upper), static_cast<std::uint8_t>(column - 1),
                   static_cast<std::uint8_t>(integer(shields[s], "points", 0, 50, where))};
  }
}

void read_binoculars(const Json& j, Components& c) {
  known_keys(j, {"assumed", "icons"}, "binoculars");
  const Json& icons = list(j, "icons", 1, kMaxBinoculars, "binoculars");
  c.binoculars = static_cast<int>(icons.size());
  for (int b = 0; b < c.binoculars; ++b) {
    c.binocular_gain[b] = face(icons[b], "binoculars icon " + std::to_string(b + 1));
    const Face& f = c.binocular_gain[b];
    // A completed row gains its icon as if from a die; binoculars there would only refill the section.
    if (f.icons[0] == Binoculars || (f.count == 2 && f.icons[1] == Binoculars))
      fail("binoculars icon " + std::to_string(b + 1), "a binoculars row cannot gain binoculars");
  }
}

void read_night(const Json& j, Components& c) {
  known_keys(j, {"assumed", "forest", "mountain", "meadow", "arrowhead"}, "night");
  for (int l = 0; l < kLandmarks; ++l) {
    const std::string name(kIconNames[landmark_icon(l)]);
    const Json& circles = list(j, name.c_str(), 0, kMaxNightCircles, "night " + name);
    c.night_circles[l] = static_cast<int>(circles.size());
    for (int i = 0; i < c.night_circles[l]; ++i) {
      const std::string where = "night " + name + " circle " + std::to_string(i + 1);
      const Face f = face(circles[i], where);
      if (f.count != 1) fail(where, "a night circle gains one icon");
      c.night_icon[l][i] = f.icons[0];
    }
  }
}

void read_solo(const Json& j, Components& c) {
  known_keys(j, {"assumed", "neutral_hiker_removes", "targets"}, "solo");
  const Json& removes = member(j, "neutral_hiker_removes", "solo");
  if (removes != "first" && removes != "last") fail("solo", "'neutral_hiker_removes' must be \"first\" or \"last\"");
  c.neutral_hiker = removes == "first" ? NeutralHiker::FirstDie : NeutralHiker::LastDie;
  const Json& targets = member(j, "targets", "solo");
  if (!targets.is_object()) fail("solo targets", "must be an object");
  for (const auto& [key, _] : targets.items())
    if (!park_named(key)) fail("solo targets", "unknown park '" + printable(key) + "'");
  for (int p = 0; p < kParks; ++p) c.solo_target[p] = integer(targets, kParkNames[p].data(), 1, 500, "solo targets");
}

void read_sun_track(const Json& j, Components& c) {
  known_keys(j, {"assumed", "circles", "start"}, "sun_track");
  c.sun_track = integer(j, "circles", 3, kMaxSunTrack, "sun_track");
  const Json& start = list(j, "start", kMaxPlayers, kMaxPlayers, "sun_track");
  for (int p = 0; p < kMaxPlayers; ++p) {
    const Json seat = {{"sun", start[static_cast<std::size_t>(p)]}};
    c.start_suns[p] = integer(seat, "sun", 0, c.sun_track, "sun_track start, seat " + std::to_string(p + 1));
  }
}

// H3: every icon appears on some die.
void check_every_icon_rolls(const Components& c) {
  bool seen[kIcons] = {};
  const auto mark = [&](const Face& f) {
    for (int i = 0; i < f.count; ++i) seen[f.icons[i]] = true;
  };
  for (const Die& d : c.hiking_dice)
    for (const Face& f : d) mark(f);
  for (const Face& f : c.lead_die) mark(f);
  for (int i = 0; i < kIcons; ++i)
    if (!seen[i]) fail("dice", "no die shows the icon '" + std::string(kIconNames[i]) + "' (H3: every icon appears)");
}

Components parse(const Json& j) {
  known_keys(j,
             {"about", "hiking_dice", "lead_hiker_die", "trail_tokens", "sun_track", "canteen", "journal", "wildlife",
              "binoculars", "night", "solo"},
             "top level");
  Components c;
  read_dice(member(j, "hiking_dice", "top level"), c);
  read_lead_die(member(j, "lead_hiker_die", "top level"), c);
  read_tokens(member(j, "trail_tokens", "top level"), c);
  read_sun_track(member(j, "sun_track", "top level"), c);
  read_canteen(member(j, "canteen", "top level"), c);
  read_journal(member(j, "journal", "top level"), c);
  read_wildlife(member(j, "wildlife", "top level"), c);
  read_binoculars(member(j, "binoculars", "top level"), c);
  read_night(member(j, "night", "top level"), c);
  read_solo(member(j, "solo", "top level"), c);
  check_every_icon_rolls(c);
  return c;
}

}  // namespace

int Components::canteen_capacity() const {
  int drops = 0;
  for (int r = 0; r < canteen_rows; ++r) drops += canteen_drops[r];
  return drops;
}

namespace {

// Opens a components file, or throws ComponentsError naming it.
std::istringstream open_file(const std::filesystem::path& path) {
  try {
    return std::istringstream(read_whole_file(path, kMaxDataFileBytes));
  } catch (const std::runtime_error& e) {
    throw ComponentsError(std::string("components file ") + e.what());
  }
}

// Copying a JSON value (the merge patch does, and so does reading a seat's Sun) recurses once
// per level, so a file of some 100000 nested lists would overflow the stack. A components file
// nests 4 levels.
constexpr int kMaxNesting = 64;

Json parse_json(std::istream& in, const std::string& source) {
  const auto shallow = [&](int depth, Json::parse_event_t, Json&) {
    if (depth > kMaxNesting)
      throw ComponentsError("components file '" + source + "' nests more than " + std::to_string(kMaxNesting) +
                            " levels deep");
    return true;
  };
  try {
    return Json::parse(in, shallow);
  } catch (const Json::exception& e) {  // a parse_error, or out_of_range for a number like 1e999
    throw ComponentsError("components file '" + source + "' is not valid JSON: " + e.what());
  } catch (const std::ios_base::failure& e) {
    throw ComponentsError("cannot read components file '" + source + "': " + e.what());
  }
}

Components parse_file(const Json& j, const std::string& source) {
  try {
    return parse(j);
  } catch (const ComponentsError& e) {
    throw ComponentsError("components file '" + source + "': " + e.what());
  }
}

}  // namespace

Components load_components(const std::filesystem::path& path) {
  std::istringstream in = open_file(path);
  return parse_components(in, path.string());
}

Components parse_components(std::istream& in, const std::string& source) {
  return parse_file(parse_json(in, source), source);
}

Components load_components_patch(const std::filesystem::path& path) {
  std::istringstream in = open_file(path);
  return parse_components_patch(in, path.string());
}

Components parse_components_patch(std::istream& in, const std::string& source) {
  const Json patch = parse_json(in, source);
  if (!patch.is_object()) throw ComponentsError("components file '" + source + "': a patch must be an object");
  const std::filesystem::path defaults_path = default_components_path();
  std::istringstream defaults = open_file(defaults_path);
  Json j = parse_json(defaults, defaults_path.string());
  j.merge_patch(patch);
  return parse_file(j, source);
}

std::filesystem::path default_components_path() { return data_file("hike", "components.json"); }

const Components& default_components() {
  static const Components components = load_components(default_components_path());
  return components;
}

}  // namespace parks::hike

#include "cli/hike/position_words.h"

#include <algorithm>
#include <charconv>

#include "cli/suggest.h"
#include "engine/hike/drawing.h"

namespace parks::cli::hike_position {

namespace {

std::string trimmed(std::string text) {
  if (const auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

const std::vector<std::string> kLogbookKeys = {
    "suns",           "water",      "journal",     "wildlife",          "binoculars",    "night",
    "canteen scores", "dice taken", "leads taken", "sections resolved", "bonuses bought"};

// A whole number, or -1.
int whole(const std::string& word) {
  int value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  return word.empty() || error != std::errc() || end != word.data() + word.size() ? -1 : value;
}

}  // namespace

LogbookFields::LogbookFields(const PositionFile& file, const PositionLine& block, const std::string& player) {
  if (!block.value.empty()) file.fail(block, "'" + block.key + ":' takes the logbook as indented lines below it");
  for (const std::string& raw : block.block) {
    const std::string line = trimmed(raw);
    if (line.empty()) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) file.fail(block, player + ": expected 'key: value', got '" + line + "'");
    std::string key = trimmed(line.substr(0, colon)), value = trimmed(line.substr(colon + 1));
    if (std::find(kLogbookKeys.begin(), kLogbookKeys.end(), key) == kLogbookKeys.end())
      file.fail(block, player + ": unknown key '" + key + "'" + did_you_mean(key, kLogbookKeys));
    if (find(key)) file.fail(block, player + ": '" + key + ":' is given twice");
    fields_.emplace_back(std::move(key), std::move(value));
  }
}

const std::string* LogbookFields::find(const std::string& key) const {
  for (const auto& [k, v] : fields_)
    if (k == key) return &v;
  return nullptr;
}

int LogbookReader::number(const std::string& word, int low, int high, const std::string& what) const {
  int value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (word.empty() || error != std::errc() || end != word.data() + word.size())
    fail(what + " must be a whole number, got '" + word + "'");
  if (value < low || value > high)
    fail(what + " must be " + std::to_string(low) + " to " + std::to_string(high) + ", got " + word);
  return value;
}

int LogbookReader::count(const std::string& value, int high) const { return number(value, 0, high, "the count"); }

void LogbookReader::read(hike::Logbook& b, int start_suns) const {
  const std::string* suns = fields.find("suns");
  if (!suns) fail("missing 'suns: N gained, M spent'");
  const auto words = PositionFile::words(*suns);
  if ((words.size() != 2 && words.size() != 4) || words[1] != "gained" || (words.size() == 4 && words[3] != "spent"))
    fail("'suns:' reads 'N gained, M spent' (the sun track's outlined and crossed-out circles), got '" + *suns + "'");
  // The track only fills: the suns a seat starts with are outlined at setup.
  b.suns_gained = static_cast<std::uint8_t>(number(words[0], start_suns, c.sun_track, "suns gained"));
  if (words.size() == 4) b.suns_spent = static_cast<std::uint8_t>(number(words[2], 0, b.suns_gained, "suns spent"));
  if (const auto* water = fields.find("water"))
    b.water = static_cast<std::uint8_t>(number(*water, 0, c.canteen_capacity(), "water"));

  const std::string* journal = fields.find("journal");
  if (!journal) fail("missing 'journal:' (each sketched spread's landmark and lines, e.g. 'arrowhead 3, forest 1')");
  const auto spreads = PositionFile::words(*journal);
  if (spreads.size() % 2 != 0) fail("'journal:' lists pairs 'LANDMARK LINES', got '" + *journal + "'");
  if (static_cast<int>(spreads.size() / 2) > c.spreads())
    fail("the journal has " + std::to_string(c.spreads()) + " spreads, got " + std::to_string(spreads.size() / 2));
  b.sketched = 0;
  for (std::size_t i = 0; i < spreads.size(); i += 2) {
    const int l = hike::landmark_from_words(spreads[i], park);
    if (l < 0) fail("journal: '" + spreads[i] + "' is not a landmark (forest, mountain, meadow, arrowhead)");
    if (i == 0 && l != hike::landmark_of(hike::Arrowhead))
      fail("the journal's first spread is the park's landmark, the arrowhead (sketched at setup)");
    b.sketch(l);
    b.lines[i / 2] = static_cast<std::uint8_t>(number(spreads[i + 1], 0, hike::kLinesPerSpread,
                                                      "spread " + std::to_string(i / 2 + 1) + "'s lines"));
  }
  if (b.sketched == 0) fail("the journal's first spread is the arrowhead (sketched at setup)");

  if (const auto* wildlife = fields.find("wildlife")) {
    const auto words = PositionFile::words(*wildlife);
    if (words.size() % 2 != 0) fail("'wildlife:' lists pairs 'ANIMAL BOXES', got '" + *wildlife + "'");
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < words.size(); i += 2) {
      const int icon = hike::icon_from_words(words[i]);
      if (icon < 0 || !hike::is_wildlife(static_cast<hike::Icon>(icon)))
        fail("wildlife: '" + words[i] + "' is not a row (fish, bird, turtle, deer)");
      const int row = hike::wildlife_row(static_cast<hike::Icon>(icon));
      if (seen & (1u << row)) fail("wildlife: '" + words[i] + "' is given twice");
      seen |= 1u << row;
      b.wildlife[static_cast<std::size_t>(row)] =
          static_cast<std::uint8_t>(number(words[i + 1], 0, c.wildlife_boxes[static_cast<std::size_t>(row)],
                                           words[i] + "'s crossed boxes"));
    }
  }
  if (const auto* binoculars = fields.find("binoculars")) {
    const auto words = PositionFile::words(*binoculars);
    if (static_cast<int>(words.size()) != c.binoculars)
      fail("'binoculars:' lists the circles filled in each of the " + std::to_string(c.binoculars) + " rows, got " +
           std::to_string(words.size()));
    for (std::size_t i = 0; i < words.size(); ++i)
      b.binoculars[i] = static_cast<std::uint8_t>(number(words[i], 0, hike::kBinocularCircles,
                                                         "binoculars row " + std::to_string(i + 1)));
  }
  if (const auto* night = fields.find("night")) {
    const auto words = PositionFile::words(*night);
    if (words.size() % 2 != 0) fail("'night:' lists pairs 'LANDMARK CIRCLES', got '" + *night + "'");
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < words.size(); i += 2) {
      const int l = hike::landmark_from_words(words[i], park);
      if (l < 0) fail("night: '" + words[i] + "' is not a section (forest, mountain, meadow, arrowhead)");
      if (seen & (1u << l)) fail("night: '" + words[i] + "' is given twice");
      seen |= 1u << l;
      b.night[static_cast<std::size_t>(l)] =
          static_cast<std::uint8_t>(number(words[i + 1], 0, c.night_circles[static_cast<std::size_t>(l)],
                                           words[i] + "'s night circles"));
    }
  }
}

void LogbookReader::read_canteen(hike::Logbook& b, int nights) const {
  const std::string* scores = fields.find("canteen scores");
  const auto words = scores ? PositionFile::words(*scores) : std::vector<std::string>{};
  if (static_cast<int>(words.size()) != nights)
    fail("'canteen scores:' lists one score per night scored: " + std::to_string(nights) + " here, got " +
         std::to_string(words.size()));
  // The canteen only fills, so a night scored at most the row the water reaches now (Glacier
  // adds its bought 3 points and its completed snowflake spreads).
  int most = hike::canteen_row_points(c, b.water);
  if (park == hike::Park::Glacier)
    most += hike::kGlacierCanteenPoints + b.count_complete(hike::landmark_of(hike::Arrowhead));
  for (std::size_t n = 0; n < words.size(); ++n)
    b.canteen_score[n] =
        static_cast<std::uint8_t>(number(words[n], 0, most, "night " + std::to_string(n + 1) + "'s canteen score"));
}

void LogbookReader::read_tonight(hike::Logbook& b, bool resolving) const {
  const std::string* sections = fields.find("sections resolved");
  const std::string* bonuses = fields.find("bonuses bought");
  if (!resolving && (sections || bonuses))
    fail("sections resolved and bonuses bought are tonight's, for the player resolving the night ('turn:')");
  if (sections)
    for (const std::string& word : PositionFile::words(*sections)) {
      const int l = hike::landmark_from_words(word, park);
      if (l < 0) fail("sections resolved: '" + word + "' is not a section (forest, mountain, meadow, arrowhead)");
      if (b.night[static_cast<std::size_t>(l)] == 0) fail("the " + word + " section has no circle filled to resolve");
      b.sections_done |= static_cast<std::uint8_t>(1u << l);
    }
  if (!bonuses) return;
  const bool acadia = park == hike::Park::Acadia, glacier = park == hike::Park::Glacier;
  const int high = acadia ? c.spreads() : glacier ? 3 : 1;
  for (const std::string& word : PositionFile::words(*bonuses)) {
    const int n = number(word, 1, high, acadia ? "a bought bonus's spread" : "a bought bonus");
    if (acadia) {
      const int s = n - 1;
      const bool shared =
          s < b.sketched && (b.landmark[static_cast<std::size_t>(s)] == hike::landmark_of(hike::Forest) ||
                             b.landmark[static_cast<std::size_t>(s)] == hike::landmark_of(hike::Meadow));
      if (!shared || !b.complete(s))
        fail("Acadia rebuys the bonus of a completed forest or meadow spread: not spread " + word);
      b.spreads_rebought |= static_cast<std::uint16_t>(1u << s);
    } else {
      b.bonuses_used |= static_cast<std::uint8_t>(1u << (n - 1));
    }
  }
  if (glacier && (b.bonuses_used & 1)) b.extra_canteen = hike::kGlacierCanteenPoints;
}

std::optional<hike::Task> TaskReader::read(const std::string& raw) const {
  using hike::TaskKind;
  const std::string line = trimmed(raw);
  if (line.empty()) return std::nullopt;
  auto w = PositionFile::words(line);
  const auto fail = [&](const std::string& why) { file.fail(block, "pending '" + line + "': " + why); };
  hike::Task task;
  if (w.size() >= 2 && w[w.size() - 2] == "level") {
    const int level = whole(w.back());
    if (level < 0 || level >= hike::kMaxPending)
      fail("'level N' takes N from 0 to " + std::to_string(hike::kMaxPending - 1));
    task.level = static_cast<std::uint8_t>(level);
    w.resize(w.size() - 2);
  }
  std::optional<hike::Source> source;
  if (const auto from = std::find(w.begin(), w.end(), "from"); from != w.end()) {
    std::string words;
    for (auto it = from + 1; it != w.end(); ++it) words += (words.empty() ? "" : " ") + *it;
    if (words == "hiking die") source = hike::Source::HikingDie;
    else if (words == "die") source = hike::Source::Die;
    else if (words == "bonus") source = hike::Source::Bonus;
    else
      fail("'from " + words +
           "': a gain comes from 'hiking die', 'die' (the Lead Hiker die, a token, a binoculars row) or 'bonus'");
    w.erase(from, w.end());
  }
  const auto icon = [&](const std::string& word) {
    const int i = hike::icon_from_words(word);
    if (i < 0) fail("'" + word + "' is not an icon");
    return static_cast<std::uint8_t>(i);
  };
  const auto landmark = [&](const std::string& word) {
    const int l = hike::landmark_from_words(word, park);
    if (l < 0) fail("'" + word + "' is not a landmark");
    return static_cast<std::uint8_t>(l);
  };
  const auto pair = [&](const std::string& word) {
    const auto slash = word.find('/');
    if (slash == std::string::npos) fail("expected 'A/B', got '" + word + "'");
    return std::pair{word.substr(0, slash), word.substr(slash + 1)};
  };
  const std::string kind = w.empty() ? "" : w[0];
  const auto is = [&](std::size_t size) { return w.size() == size; };
  if (kind == "mark" && is(2)) {
    task.kind = TaskKind::Gain;
    task.a = icon(w[1]);
    if (task.a == hike::Sun || task.a == hike::Water) fail("suns and water are marked at once: never pending");
  } else if (kind == "choose" && is(2)) {
    const auto [a, b] = pair(w[1]);
    task = {TaskKind::Choose, icon(a), icon(b), hike::Source::Bonus, task.level};
    if (task.a == task.b) fail("a slash offers two different icons");
  } else if (kind == "line" && is(3) && w[1] == "on") {
    task.kind = TaskKind::LineOn;
    task.a = landmark(w[2]);
  } else if (kind == "lines" && is(2)) {
    if (park != hike::Park::DeathValley) fail("lines on one page are Death Valley's night bonus");
    task.kind = TaskKind::LinesOnPage;
    const int lines = whole(w[1]);
    if (lines < 1 || lines > hike::kLinesPerSpread) fail("'lines N' takes N from 1 to 3");
    task.a = static_cast<std::uint8_t>(lines);
  } else if (kind == "wildlife" && (is(1) || (is(3) && w[1] == "with" && w[2] == "bonus"))) {
    task.kind = TaskKind::CrossWildlife;
    task.a = is(3) ? 1 : 0;
    if (task.a == 0 && park != hike::Park::DeathValley)
      fail("a wildlife without its bonus is Death Valley's skull spread bonus");
    if (task.a == 1 && park != hike::Park::GreatSmokyMountains)
      fail("a wildlife with its bonus is Great Smoky Mountains' night bonus");
  } else if (kind == "neighbour" && is(3) && w[1] == "bonus") {
    if (park != hike::Park::Arches) fail("a neighbour's bonus is Arches' arch spread bonus");
    task.kind = TaskKind::AdjacentBonus;
    const int spread = whole(w[2]);
    if (spread < 1 || spread > hike::kMaxSpreads) fail("'neighbour bonus N' takes the arch's spread number N");
    task.a = static_cast<std::uint8_t>(spread - 1);
  } else if (kind == "sketch" && is(2)) {
    const auto [a, b] = pair(w[1]);
    task.kind = TaskKind::SketchOneOf;
    task.a = landmark(a);
    task.b = landmark(b);
    const bool acadia = park == hike::Park::Acadia && task.a == 0 && task.b == 2;
    const bool glacier = park == hike::Park::Glacier && task.a == 1 && task.b == 3;
    if (!acadia && !glacier) fail("'sketch A/B' is Acadia's forest/meadow or Glacier's mountain/arrowhead");
  } else if (kind == "name" && is(2) && w[1] == "landmark") {
    task.kind = TaskKind::NameLandmark;
  } else {
    fail(
        "not a task: mark ICON, choose A/B, line on LANDMARK, lines N, wildlife, wildlife with bonus, "
        "neighbour bonus N, sketch A/B or name landmark, then 'from SOURCE' for mark and choose, then 'level N'");
  }
  const bool gain = task.kind == TaskKind::Gain || task.kind == TaskKind::Choose;
  if (source && !gain) fail("only mark and choose tasks say where they come from");
  // By default a gain comes from what the phase took: a hiking die's icons on level 0, the Lead
  // Hiker's die's and token's on level 1.
  if (gain) {
    if (source) task.source = *source;
    else if (phase == hike::Phase::DieTaken && task.level == 0) task.source = hike::Source::HikingDie;
    else if (phase == hike::Phase::LeadTaken && task.level == 1) task.source = hike::Source::Die;
    else task.source = hike::Source::Bonus;
  }
  return task;
}

}  // namespace parks::cli::hike_position

#include "agents/learned/value_model.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <map>
#include <stdexcept>

#include "engine/core/files.h"
#include "engine/core/sha256.h"

namespace parks {

namespace {

static_assert(std::endian::native == std::endian::little, "weights files are little-endian float32");
static_assert(sizeof(float) == 4);

constexpr std::string_view kMagic = "parks-value";
constexpr std::size_t kMaxWeights = kMaxModelBytes / sizeof(float);

[[noreturn]] void corrupt(const std::string& problem) { throw std::runtime_error(problem); }

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  return text;
}

std::map<std::string, std::string> read_header(std::string_view bytes, std::size_t& body) {
  const std::size_t end = bytes.find("\n\n");
  if (end == std::string_view::npos) corrupt("has no header");
  std::map<std::string, std::string> fields;
  std::string_view header = bytes.substr(0, end + 1);
  while (!header.empty()) {
    const std::size_t eol = header.find('\n');
    const std::string_view line = header.substr(0, eol);
    header.remove_prefix(eol + 1);
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) corrupt("has a header line without a value: '" + std::string(line) + "'");
    if (!fields.emplace(std::string(line.substr(0, space)), std::string(line.substr(space + 1))).second)
      corrupt("has the header key '" + std::string(line.substr(0, space)) + "' twice");
  }
  body = end + 2;
  return fields;
}

std::string field(const std::map<std::string, std::string>& fields, const std::string& key) {
  const auto it = fields.find(key);
  if (it == fields.end()) corrupt("has no '" + key + "' line");
  return it->second;
}

std::int64_t count_field(const std::map<std::string, std::string>& fields, const std::string& key, std::int64_t high) {
  const std::string text = field(fields, key);
  std::size_t used = 0;
  long long n = -1;
  try {
    n = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || n < 0 || n > high) corrupt("has '" + key + " " + text + "', not a count");
  return n;
}

std::string encode_curve(const std::vector<CurvePoint>& curve) {
  if (curve.empty()) return "-";
  std::string text;
  char item[200];
  for (const CurvePoint& p : curve) {
    std::snprintf(item, sizeof item, "%s%lld,%lld,%.17g,%.17g,%.17g", text.empty() ? "" : ";",
                  static_cast<long long>(p.games), static_cast<long long>(p.deals), p.wins, p.score_sum,
                  p.score_square_sum);
    text += item;
  }
  return text;
}

std::vector<CurvePoint> decode_curve(const std::string& text) {
  std::vector<CurvePoint> curve;
  if (text == "-") return curve;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find(';', at), text.size());
    const std::string item = text.substr(at, end - at);
    CurvePoint p;
    long long games = -1, deals = -1;
    int used = 0;
    if (std::sscanf(item.c_str(), "%lld,%lld,%lf,%lf,%lf%n", &games, &deals, &p.wins, &p.score_sum, &p.score_square_sum,
                    &used) != 5 ||
        used != static_cast<int>(item.size()) || games < 0 || deals < 0)
      corrupt("has a bad learning-curve point '" + item + "'");
    p.games = games;
    p.deals = deals;
    curve.push_back(p);
    at = end + 1;
  }
  return curve;
}

}  // namespace

std::string encode_model(const ValueModel& model) {
  std::string body(model.weights.size() * sizeof(float), '\0');
  std::memcpy(body.data(), model.weights.data(), body.size());
  std::string text = std::string(kMagic) + " " + std::to_string(kModelFormat) + "\n";
  text += "game " + model.stamp.game + "\nlayout " + model.stamp.layout + "\nrules " + model.stamp.rules +
          "\ncomponents " + model.stamp.components + "\ngames " + std::to_string(model.games) + "\ntarget " +
          (model.target == ValueTarget::Win ? "win" : "score") + "\ncommand " +
          one_line(model.command.empty() ? "-" : model.command) + "\ncurve " + encode_curve(model.curve) +
          "\nweights " + std::to_string(model.weights.size()) + "\nbody_sha256 " + sha256_hex(body) + "\n\n";
  return text + body;
}

ValueModel decode_model(std::string_view bytes) {
  std::size_t body = 0;
  const auto fields = read_header(bytes, body);
  const std::string format = field(fields, std::string(kMagic));
  if (format != std::to_string(kModelFormat))
    corrupt("is weights format " + format + ", this parks reads format " + std::to_string(kModelFormat));
  ValueModel model;
  model.stamp = {field(fields, "game"), field(fields, "layout"), field(fields, "rules"), field(fields, "components")};
  model.games = count_field(fields, "games", std::int64_t{1} << 50);
  model.command = field(fields, "command");
  const std::string target = field(fields, "target");
  if (target != "score" && target != "win") corrupt("has the target '" + target + "', not score or win");
  model.target = target == "win" ? ValueTarget::Win : ValueTarget::Score;
  model.curve = decode_curve(field(fields, "curve"));
  const auto count = static_cast<std::size_t>(count_field(fields, "weights", kMaxWeights));
  const std::string_view data = bytes.substr(body);
  if (data.size() != count * sizeof(float))
    corrupt("holds " + std::to_string(data.size()) + " bytes of weights, its header says " +
            std::to_string(count * sizeof(float)));
  if (sha256_hex(data) != field(fields, "body_sha256")) corrupt("is damaged: its weights do not match their SHA-256");
  model.weights.resize(count);
  std::memcpy(model.weights.data(), data.data(), data.size());
  return model;
}

ValueModel load_model(const std::filesystem::path& file) {
  const std::string bytes = read_whole_file(file, kMaxModelBytes + 4096);
  try {
    return decode_model(bytes);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error("weights file '" + file.string() + "' " + e.what());
  }
}

void save_model(const std::filesystem::path& file, const ValueModel& model) {
  write_atomically(file, encode_model(model));
}

std::string stamp_difference(const ModelStamp& file, const ModelStamp& expected) {
  const auto differs = [](const char* what, const std::string& a, const std::string& b) {
    return "was trained on " + std::string(what) + " " + a.substr(0, 16) + ", this build has " + b.substr(0, 16);
  };
  if (file.game != expected.game) return "is for the game '" + file.game + "', not '" + expected.game + "'";
  if (file.layout != expected.layout)
    return "has the feature layout '" + file.layout + "', this build reads '" + expected.layout + "'";
  if (file.rules != expected.rules) return differs("rules", file.rules, expected.rules);
  if (file.components != expected.components) return differs("components", file.components, expected.components);
  return "";
}

}  // namespace parks

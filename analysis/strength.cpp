#include "analysis/strength.h"

#include <cstdlib>
#include <map>
#include <stdexcept>
#include <tuple>

#include "analysis/format.h"
#include "engine/core/files.h"
#include "engine/core/install_paths.h"

namespace parks {

namespace {

using nlohmann::json;

std::string percent(double rate) { return format("%.1f%%", 100 * rate); }

std::string percent_interval(const json& ci) {
  return format("[%.1f, %.1f]", 100 * ci.at(0).get<double>(), 100 * ci.at(1).get<double>());
}

std::string points_interval(const json& ci) {
  return format("[%+.2f, %+.2f]", ci.at(0).get<double>(), ci.at(1).get<double>());
}

std::string gap_interval(const json& ci) {
  return format("[%.2f, %.2f]", ci.at(0).get<double>(), ci.at(1).get<double>());
}

std::string setting_text(int players, int level) {
  std::string text = players == 1 ? "solo" : format("%d players", players);
  return level ? text + format(" level %d", level) : text;
}

// One agent's rows of one setting: its own win rate, then the paired difference to each opponent
// on the same deals. A row lists (agent, opponent); seen from the opponent, the signs turn.
struct SettingRows {
  std::int64_t deals = 0;
  double win_rate = 0;
  json win_ci;
  std::vector<std::string> against;
};

void add_pair(std::map<std::tuple<int, int>, SettingRows>& settings, const json& row, bool as_agent) {
  const int players = row.at("players").get<int>();
  const int level = row.value("level", json()).is_null() ? 0 : row.at("level").get<int>();
  SettingRows& rows = settings[{players, level}];
  const char* own = as_agent ? "win_rate" : "opponent_win_rate";
  const char* other = as_agent ? "opponent_win_rate" : "win_rate";
  rows.deals = row.at("deals").get<std::int64_t>();
  rows.win_rate = row.at(own).get<double>();
  rows.win_ci = row.at(std::string(own) + "_ci95");
  const double sign = as_agent ? 1 : -1;
  const json& ci = row.at("score_difference_ci95");
  const json turned = as_agent ? ci : json::array({-ci.at(1).get<double>(), -ci.at(0).get<double>()});
  const std::string against = row.at(as_agent ? "opponent" : "agent").get<std::string>();
  rows.against.push_back(format("against %s %+.2f %s points a game (%s wins %s)", against.c_str(),
                                sign * row.at("score_difference").get<double>(), points_interval(turned).c_str(),
                                against.c_str(), percent(row.at(other).get<double>()).c_str()));
}

std::vector<std::string> pair_sentences(const json& table, const std::string& agent) {
  std::map<std::tuple<int, int>, SettingRows> settings;
  for (const json& row : table.value("pairs", json::array())) {
    if (row.at("agent") == agent) add_pair(settings, row, true);
    else if (row.at("opponent") == agent) add_pair(settings, row, false);
  }
  std::vector<std::string> sentences;
  for (const auto& [key, rows] : settings) {
    const auto [players, level] = key;
    std::string text =
        format("%s, %s, %lld deals: wins %s %s of %s", agent.c_str(), setting_text(players, level).c_str(),
               static_cast<long long>(rows.deals), percent(rows.win_rate).c_str(),
               percent_interval(rows.win_ci).c_str(), players == 1 ? "its games" : "the seats it played");
    for (const std::string& against : rows.against) text += "; " + against;
    sentences.push_back(text + ".");
  }
  return sentences;
}

std::vector<std::string> clairvoyant_sentences(const json& table, const std::string& agent) {
  std::vector<std::string> sentences;
  for (const json& row : table.value("clairvoyant", json::array())) {
    if (row.at("agent") != agent) continue;
    sentences.push_back(format(
        "%s, solo level %d, %lld deals: %.1f pp %s of win rate and %.2f %s points a game below the clairvoyant line "
        "(a search that knows every roll; it wins %s).",
        agent.c_str(), row.at("level").get<int>(), static_cast<long long>(row.at("deals").get<std::int64_t>()),
        100 * row.at("win_rate_gap").get<double>(), percent_interval(row.at("win_rate_gap_ci95")).c_str(),
        row.at("score_gap").get<double>(), gap_interval(row.at("score_gap_ci95")).c_str(),
        percent(row.at("clairvoyant_win_rate").get<double>()).c_str()));
  }
  return sentences;
}

}  // namespace

std::filesystem::path strength_table_path(const std::string& game) { return data_file(game, "strength.json"); }

std::vector<std::string> strength_sentences(const json& table, const std::string& source, const Setup& setup,
                                            const std::vector<std::string>& agents) {
  if (table.is_null()) return {"How strong the agents are is not stated: " + source + " is missing."};
  if (table.at("game") != setup.game)
    throw std::runtime_error(source + " measures the game '" + table.at("game").get<std::string>() + "', not '" +
                             setup.game + "'");
  if (table.at("components_sha256") != setup.components_sha256)
    return {"How strong the agents are is not stated: " + source +
            " was measured on other component data than this report's."};
  std::vector<std::string> sentences;
  for (const std::string& agent : agents) {
    auto mine = pair_sentences(table, agent);
    for (auto& s : clairvoyant_sentences(table, agent)) mine.push_back(std::move(s));
    if (mine.empty()) mine.push_back(agent + ": not measured (" + source + " has no row for this spec).");
    sentences.insert(sentences.end(), mine.begin(), mine.end());
  }
  return sentences;
}

std::vector<std::string> agent_strength(const Setup& setup, const std::vector<std::string>& agents) {
  const std::filesystem::path path = strength_table_path(setup.game);
  const std::string source = "data/" + setup.game + "/strength.json";
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return strength_sentences(json(), source, setup, agents);
  try {
    return strength_sentences(json::parse(read_whole_file(path, kMaxDataFileBytes)), source, setup, agents);
  } catch (const json::exception& e) {
    throw std::runtime_error("cannot read the strength table " + path.string() + ": " + e.what());
  }
}

}  // namespace parks

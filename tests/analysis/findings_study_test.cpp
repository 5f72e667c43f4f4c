// Tiny studies through the built program: their findings claim no difference that their intervals
// do not support, and no finding, note or table prints inf or nan at one or two games.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "analysis/findings.h"
#include "tests/cli/run_parks.h"

namespace parks::testing {

namespace {

nlohmann::json study_json(const std::string& args) {
  CAPTURE(args);
  const Run run = run_parks("analyze " + args + " --quiet --json --threads 2");
  REQUIRE_MESSAGE(run.status == 0, run.err);
  return nlohmann::json::parse(run.out);
}

const nlohmann::json& table_of(const nlohmann::json& report, const std::string& name) {
  for (const auto& section : report["sections"])
    for (const auto& table : section["tables"])
      if (table["name"] == name) return table;
  FAIL("no table " << name);
  throw std::logic_error("unreachable");
}

// A signed interval ("+1.2 [-0.3, +2.7]", "+16.7 pp [-6.5, +39.8]") that holds 0 is a difference
// not detected: it may appear only inside the parenthesis of "no difference detected at ...".
void check_no_unsupported_difference(const std::string& finding) {
  CAPTURE(finding);
  static const std::regex kSigned(R"(\[([+-][0-9.]+), ([+-][0-9.]+)\])");
  for (auto it = std::sregex_iterator(finding.begin(), finding.end(), kSigned); it != std::sregex_iterator(); ++it) {
    if (!(std::stod((*it)[1]) < 0 && std::stod((*it)[2]) > 0)) continue;
    const auto at = static_cast<std::size_t>(it->position());
    const std::size_t said = finding.rfind("no difference detected at", at);
    REQUIRE_MESSAGE(said != std::string::npos, "an interval that holds 0 stated as a difference");
    int depth = 0;
    for (std::size_t i = said; i < at; ++i) depth += finding[i] == '(' ? 1 : finding[i] == ')' ? -1 : 0;
    CHECK_MESSAGE(depth > 0, "an interval that holds 0 outside its 'no difference detected' note");
  }
}

// Every finding, note and table cell text of a report in one string.
std::string finding_texts(const nlohmann::json& report) {
  std::string text;
  for (const auto& finding : report["findings"]) text += finding.get<std::string>() + "\n";
  for (const auto& section : report["sections"])
    for (const auto& note : section["notes"]) text += note.get<std::string>() + "\n";
  return text;
}

bool has_inf_or_nan(const std::string& text) {
  static const std::regex kBad(R"(\b-?(inf|nan|infinity)\b)", std::regex::icase);
  return std::regex_search(text, kBad);
}

const std::vector<std::string> kStudies = {"solo walk --agents heuristic,greedy",
                                           "bonuses walk",
                                           "placements walk",
                                           "balance walk",
                                           "bound walk --level 1",
                                           "solo planner --agents random,greedy",
                                           "bonuses planner",
                                           "placements planner",
                                           "balance planner",
                                           "solo hike --agents random,greedy",
                                           "bonuses hike",
                                           "balance hike",
                                           "bonuses minipark",
                                           "placements minipark",
                                           "balance minipark"};

}  // namespace

TEST_CASE("findings of a tiny solo walk: a lead whose interval holds 0 is a tie and not a best agent") {
  const nlohmann::json report = study_json("solo walk --games 4 --level 1 --agents heuristic,greedy --seed 3");
  const auto& rows = table_of(report, "levels")["rows"];
  REQUIRE(rows.size() == 2);
  const auto score = [](const nlohmann::json& row) {
    const auto& cell = row[4];  // level, agent, games, win_rate, score
    return Estimate{cell["value"].get<double>(), {cell["low"].get<double>(), cell["high"].get<double>()}};
  };
  const bool first_ahead = score(rows[0]).value >= score(rows[1]).value;
  const Estimate lead =
      first_ahead ? difference_of(score(rows[0]), score(rows[1])) : difference_of(score(rows[1]), score(rows[0]));
  const std::string finding = report["findings"][0];
  CAPTURE(finding);
  // Four games cannot tell these two agents apart.
  REQUIRE_FALSE(excludes_zero(lead));
  CHECK(finding.find("tied at the top") != std::string::npos);
  CHECK(finding.find("no difference detected at 4 games") != std::string::npos);
  CHECK(finding.find("games would resolve one of this size") != std::string::npos);
  CHECK(finding.find("the best agent") == std::string::npos);
  check_no_unsupported_difference(finding);
}

TEST_CASE("findings of every tiny study state no difference their intervals do not support") {
  for (const std::string& study : kStudies) {
    const nlohmann::json report = study_json(study + " --games 4");
    CHECK_FALSE(report["findings"].empty());
    for (const auto& finding : report["findings"]) check_no_unsupported_difference(finding);
  }
}

TEST_CASE("findings notes and tables of every study at one and two games print no inf or nan") {
  for (const std::string& study : kStudies)
    for (const char* games : {" --games 1", " --games 2"}) {
      if (study == "placements walk" && std::string(games) == " --games 1") continue;  // refused: needs two halves
      CAPTURE(study);
      CAPTURE(games);
      CHECK_FALSE(has_inf_or_nan(finding_texts(study_json(study + games))));
      const Run text = run_parks("analyze " + study + games + " --quiet --threads 2");
      REQUIRE(text.status == 0);
      CHECK_FALSE(has_inf_or_nan(text.out));
    }
}

}  // namespace parks::testing

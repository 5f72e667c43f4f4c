#pragma once
// How strong the agents that played a report are. A finding about "the best opening" or "the
// value of a bonus" describes how its agent plays, so every report says who played and how well
// that agent plays. The figures are measured once per game by scripts/strength (paired
// tournaments against the heuristic on deals of their own, and for A Walk in the Park the
// clairvoyant study) and shipped as data/<game>/strength.json; a report quotes the rows of its own
// agents, and only when they were measured on the component file the report played (its SHA-256).
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analysis/report_setup.h"

namespace parks {

// data/<game>/strength.json (PARKS_DATA overrides data/).
std::filesystem::path strength_table_path(const std::string& game);

// One sentence per measured setting of each agent in `agents`, or one saying why there is none
// (not measured, measured on other components, no table). `table` is the parsed strength file
// (null: none); `source` names it in the sentences.
std::vector<std::string> strength_sentences(const nlohmann::json& table, const std::string& source, const Setup& setup,
                                            const std::vector<std::string>& agents);

// The same from the game's shipped table; a table that cannot be read or parsed is a
// std::runtime_error naming it.
std::vector<std::string> agent_strength(const Setup& setup, const std::vector<std::string>& agents);

}  // namespace parks

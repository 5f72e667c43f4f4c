#include "agents/agent_spec.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <set>
#include <stdexcept>
#include <string_view>

#include "agents/external/process_bot.h"
#include "agents/registry.h"
#include "engine/core/text.h"

namespace parks {

const char* const kMctsSpecHelp =
    "mcts keys: iters=N time=SECONDS c=X select=uct|puct prior=uniform|eval "
    "rollout=random|greedy|heuristic|td eval=plan|cheap|learned weights=FILE temp=X cutoff=N|none objective=score|win|blend blend=X threads=N "
    "parallel=root|tree nodes=N reuse=0|1 widening=X label=NAME";

namespace {

[[noreturn]] void fail(const std::string& spec, const std::string& problem) {
  throw std::invalid_argument(printable("agent '" + spec + "': " + problem));
}

template <class T>
T number(const std::string& spec, const std::string& key, const std::string& value, T low, T high) {
  T result{};
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), result);
  if (error != std::errc{} || end != value.data() + value.size()) fail(spec, key + "=" + value + " is not a number");
  if (!(result >= low && result <= high))  // NaN too: from_chars reads "nan"
    fail(spec, key + "=" + value + " is out of range [" + std::to_string(low) + ", " + std::to_string(high) + "]");
  return result;
}

template <class E>
E choice(const std::string& spec, const std::string& key, const std::string& value,
         std::initializer_list<std::pair<const char*, E>> options) {
  std::string known;
  for (const auto& [name, e] : options) {
    if (value == name) return e;
    if (!known.empty()) known += '|';
    known += name;
  }
  fail(spec, key + "=" + value + " is not one of " + known);
}

void set_mcts_key(AgentSpec& spec, const std::string& key, const std::string& value) {
  using namespace search;
  auto& c = spec.mcts;
  const std::string& s = spec.text;
  if (key == "iters") c.iterations = number<std::int64_t>(s, key, value, 1, 1'000'000'000);
  else if (key == "time") c.seconds = number<double>(s, key, value, 1e-4, 3600);
  else if (key == "c") c.exploration = number<double>(s, key, value, 0, 100);
  else if (key == "select")
    c.selection = choice<Selection>(s, key, value, {{"uct", Selection::Uct}, {"puct", Selection::Puct}});
  else if (key == "prior")
    c.prior = choice<Prior>(s, key, value, {{"uniform", Prior::Uniform}, {"eval", Prior::Evaluation}});
  else if (key == "rollout")
    spec.rollout =
        choice<std::string>(s, key, value,
                            {{"random", "random"}, {"greedy", "greedy"}, {"heuristic", "heuristic"}, {"td", "td"}});
  else if (key == "eval")
    spec.evaluation =
        choice<std::string>(s, key, value, {{"cheap", "cheap"}, {"plan", "plan"}, {"learned", "learned"}});
  else if (key == "weights") spec.weights = value;
  else if (key == "temp") c.prior_temperature = number<double>(s, key, value, 0.01, 100);
  else if (key == "cutoff") c.rollout_cutoff = value == "none" ? -1 : number<int>(s, key, value, 0, 100000);
  else if (key == "objective")
    c.objective =
        choice<Objective>(s, key, value,
                          {{"score", Objective::Score}, {"win", Objective::Win}, {"blend", Objective::Blend}});
  else if (key == "blend") c.blend = number<double>(s, key, value, 0, 1);
  else if (key == "threads") c.threads = number<int>(s, key, value, 1, 256);
  else if (key == "parallel")
    c.parallel = choice<Parallel>(s, key, value, {{"root", Parallel::Root}, {"tree", Parallel::Tree}});
  else if (key == "nodes") c.max_nodes = number<std::size_t>(s, key, value, 1000, std::size_t{1} << 27);
  else if (key == "reuse")
    c.reuse = choice<bool>(s, key, value, {{"1", true}, {"0", false}, {"true", true}, {"false", false}});
  else if (key == "widening") c.widening = number<double>(s, key, value, 0.01, 1000);
  else fail(s, "unknown key '" + key + "' (" + kMctsSpecHelp + ")");
}

// Keys that would have no effect are errors, and the rollout settings follow from each other:
// a win or a blend needs rollouts played to the end; naming a rollout policy without a cutoff
// plays them to the end too.
void settle_rollouts(AgentSpec& spec, const std::set<std::string>& given) {
  using namespace search;
  auto& c = spec.mcts;
  const auto has = [&](const char* key) { return given.count(key) > 0; };
  if (c.objective != Objective::Score) {
    if (has("cutoff") && c.rollout_cutoff >= 0)
      fail(spec.text, "cutoff needs objective=score: a cut rollout has no final result to win or lose");
    c.rollout_cutoff = -1;
  } else if (has("rollout")) {
    if (has("cutoff") && c.rollout_cutoff == 0)
      fail(spec.text, "rollout=" + spec.rollout + " has no effect with cutoff=0");
    if (!has("cutoff")) c.rollout_cutoff = -1;
  }
  if (has("blend") && c.objective != Objective::Blend) fail(spec.text, "blend needs objective=blend");
  if ((has("prior") || has("temp")) && c.selection != Selection::Puct)
    fail(spec.text, "prior and temp need select=puct");
  if (has("temp") && c.prior != Prior::Evaluation) fail(spec.text, "temp needs prior=eval");
  const bool evaluates = (c.selection == Selection::Puct && c.prior == Prior::Evaluation) || c.rollout_cutoff >= 0;
  if (has("eval") && !evaluates) fail(spec.text, "eval has no effect without prior=eval or a cutoff");
  if (has("weights") && spec.evaluation != "learned" && spec.rollout != "td")
    fail(spec.text, "weights needs eval=learned or rollout=td");
}

}  // namespace

namespace {

// The key=value items of `settings`, in order; every key once.
std::vector<std::pair<std::string, std::string>> settings_items(const std::string& text, std::string_view rest) {
  if (rest.empty()) fail(text, "empty settings after ':'");
  std::vector<std::pair<std::string, std::string>> items;
  std::set<std::string> given;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string item(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto equals = item.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == item.size())
      fail(text, "'" + item + "' is not key=value");
    const std::string key = item.substr(0, equals);
    if (!given.insert(key).second) fail(text, "key '" + key + "' given twice");
    items.emplace_back(key, item.substr(equals + 1));
    if (comma != std::string_view::npos && rest.empty()) fail(text, "trailing ','");
  }
  return items;
}

}  // namespace

void read_exec_settings(AgentSpec& spec, const Settings& given) {
  if (!given || given->empty()) fail(spec.text, "exec needs a command: exec:CMD");
  const std::string& rest = *given;
  std::string command = rest;
  if (const auto colon = rest.find(':'); colon != std::string::npos) {
    const std::string head = rest.substr(0, colon);
    const bool settings = !head.empty() && std::all_of(head.begin(), head.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("=,._-", c);
    });
    if (settings) {
      for (const auto& [key, value] : settings_items(spec.text, head)) {
        if (key == "time") spec.seconds = number<double>(spec.text, key, value, 1e-3, 86400);
        else if (key == "label") spec.label = value;
        else fail(spec.text, "exec takes time=SECONDS and label=NAME, not '" + key + "'");
      }
      command = rest.substr(colon + 1);
    }
  }
  try {
    spec.command = split_command(command);
    check_runnable(spec.command);
  } catch (const std::invalid_argument& e) {
    fail(spec.text, e.what());
  }
}

void read_label_only(AgentSpec& spec, const Settings& settings) {
  if (!settings) return;
  if (settings->substr(0, 6) != "label=") fail(spec.text, "agent '" + spec.name + "' takes no settings but label=NAME");
  for (const auto& [key, value] : settings_items(spec.text, *settings)) {
    if (key != "label") fail(spec.text, "agent '" + spec.name + "' takes no settings but label=NAME");
    spec.label = value;
  }
}

void read_td_settings(AgentSpec& spec, const Settings& settings) {
  if (!settings) return;
  for (const auto& [key, value] : settings_items(spec.text, *settings)) {
    if (key == "label") spec.label = value;
    else if (key == "weights") spec.weights = value;
    else fail(spec.text, "td takes only weights=FILE and label=NAME, got '" + key + "'");
  }
}

void read_mcts_settings(AgentSpec& spec, const Settings& settings) {
  if (!settings) return;
  std::set<std::string> given;
  for (const auto& [key, value] : settings_items(spec.text, *settings)) {
    given.insert(key);
    if (key == "label") spec.label = value;
    else set_mcts_key(spec, key, value);
  }
  settle_rollouts(spec, given);
}

void read_advisor_settings(AgentSpec& spec, const Settings& settings) {
  if (!settings) return;
  for (const auto& [key, value] : settings_items(spec.text, *settings)) {
    if (key == "label") spec.label = value;
    else if (key == "playouts") spec.playouts = number<std::int64_t>(spec.text, key, value, 2, 1'000'000);
    else if (key == "policy")
      spec.rollout = choice<std::string>(spec.text, key, value,
                                         {{"random", "random"}, {"greedy", "greedy"}, {"heuristic", "heuristic"}});
    else
      fail(spec.text,
           "advisor takes only playouts=N, policy=random|greedy|heuristic and label=NAME, got '" + key + "'");
  }
}

AgentSpec parse_agent_spec(const std::string& text, const AgentSpec& base) {
  AgentSpec spec = base;
  spec.text = text;
  const auto colon = text.find(':');
  spec.name = text.substr(0, colon);
  const Settings settings = colon == std::string::npos ? Settings{} : Settings{text.substr(colon + 1)};
  const bool known = AgentKinds::find([&]<class Kind>() {
    if (spec.name != Kind::kName) return false;
    Kind::read(spec, settings);
    return true;
  });
  if (!known) fail(text, "unknown agent '" + spec.name + "' (known: " + agent_names() + ")");
  return spec;
}

std::string agent_names() {
  std::string names;
  AgentKinds::find([&]<class Kind>() {
    names.append(names.empty() ? "" : ", ").append(Kind::kName);
    return false;
  });
  return names;
}

std::string agent_table(bool markdown) {
  std::string table = markdown ? "| spec | what it plays |\n|---|---|\n" : "";
  AgentKinds::find([&]<class Kind>() {
    std::string spec = Kind::kName;
    if (*Kind::kSettings) spec.append("[:").append(Kind::kSettings).append("]");
    if (std::string(Kind::kName) == "exec") spec = "exec:CMD";
    if (markdown) table.append("| `").append(spec).append("` | ").append(Kind::kHelp).append(" |\n");
    else table.append("  ").append(spec).append("\n      ").append(Kind::kHelp).append("\n");
    return false;
  });
  return table;
}

}  // namespace parks

#include "agents/agent_spec.h"

#include <charconv>
#include <set>
#include <stdexcept>
#include <string_view>

#include "engine/core/text.h"

namespace parks {

const char* const kMctsSpecHelp =
    "mcts keys: iters=N time=SECONDS c=X select=uct|puct prior=uniform|eval "
    "rollout=random|greedy|heuristic|td eval=plan|cheap|learned weights=FILE temp=X cutoff=N|none objective=score|win|blend blend=X threads=N "
    "parallel=root|tree nodes=N reuse=0|1 widening=X";

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

// td takes one setting: `td:weights=FILE`.
AgentSpec parse_td_settings(AgentSpec& spec, const std::string& settings) {
  if (settings.rfind("weights=", 0) != 0 || settings.size() == 8)
    fail(spec.text, "td takes only weights=FILE, got '" + settings + "'");
  spec.weights = settings.substr(8);
  return spec;
}

}  // namespace

AgentSpec parse_agent_spec(const std::string& text, const AgentSpec& base) {
  AgentSpec spec = base;
  spec.text = text;
  const auto colon = text.find(':');
  spec.name = text.substr(0, colon);
  if (spec.name != "random" && spec.name != "greedy" && spec.name != "heuristic" && spec.name != "td" &&
      spec.name != "mcts")
    fail(text, "unknown agent '" + spec.name + "' (known: random, greedy, heuristic, td, mcts)");
  if (colon == std::string::npos) return spec;
  if (spec.name == "td") return parse_td_settings(spec, text.substr(colon + 1));
  if (spec.name != "mcts") fail(text, "agent '" + spec.name + "' takes no settings");
  std::string_view rest(text);
  rest.remove_prefix(colon + 1);
  if (rest.empty()) fail(text, "empty settings after ':'");
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
    set_mcts_key(spec, key, item.substr(equals + 1));
    if (comma != std::string_view::npos && rest.empty()) fail(text, "trailing ','");
  }
  settle_rollouts(spec, given);
  return spec;
}

}  // namespace parks

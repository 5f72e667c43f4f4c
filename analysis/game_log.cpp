#include "analysis/game_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <stdexcept>
#include <utility>

#include "engine/core/files.h"

namespace parks {

namespace {

std::string quoted(const std::filesystem::path& path) {
  std::string text = "'";
  return text.append(path.string()).append("'");
}

// The lines of `path` up to its last line break.
std::vector<std::string> whole_lines(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::string> lines;
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (std::size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(text.substr(start, end - start));
  return lines;
}

}  // namespace

LineFile::LineFile(std::filesystem::path path, std::string flag, bool resume)
    : path_(std::move(path)), flag_(std::move(flag)) {
  if (path_.empty()) return;
  // Resuming keeps the file in place and cuts only a last line a kill left short, so a stop
  // while the run starts loses nothing.
  std::size_t kept = 0;
  const bool keep = resume && std::filesystem::is_regular_file(path_);
  if (keep)
    for (const auto& line : whole_lines(path_)) kept += line.size() + 1;
  fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (keep ? 0 : O_TRUNC), 0644);
  if (fd_ < 0)
    throw std::runtime_error("--" + flag_ + " " + quoted(path_) + " cannot be written: " + std::strerror(errno));
  if (keep && ::ftruncate(fd_, static_cast<off_t>(kept)) != 0)
    throw std::runtime_error("--" + flag_ + " " + quoted(path_) + " cannot be written: " + std::strerror(errno));
}

LineFile::~LineFile() {
  if (fd_ >= 0) ::close(fd_);
}

void LineFile::append(const std::string& line) {
  const std::string data = line + "\n";
  std::lock_guard lock(mutex_);
  for (std::size_t written = 0; written < data.size();) {
    const ssize_t n = ::write(fd_, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      throw std::runtime_error("--" + flag_ + " " + quoted(path_) + ": cannot write: " + std::strerror(errno));
    written += static_cast<std::size_t>(n);
  }
}

void LineFile::put_in_order() {
  if (fd_ < 0) return;
  std::lock_guard lock(mutex_);
  std::map<std::pair<std::int64_t, int>, std::string> ordered;
  for (auto& line : whole_lines(path_)) {
    const auto json = nlohmann::json::parse(line, nullptr, false);
    if (json.is_discarded()) continue;  // a line cut short by a kill: its game is written again
    ordered.try_emplace({json.value("deal", std::int64_t{0}), json.value("seating", 0)}, std::move(line));
  }
  std::string text;
  for (const auto& [key, line] : ordered) text.append(line).push_back('\n');
  try {
    write_output(path_, text);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error("--" + flag_ + " " + quoted(path_) + ": " + e.what());
  }
}

GameLog::GameLog(LogHeader header, const std::filesystem::path& games_out, const std::filesystem::path& record,
                 bool resume)
    : header_(std::move(header)), games_out_(games_out, "games-out", resume), record_(record, "record", resume) {}

void GameLog::add(const Game& game) {
  nlohmann::json agents = nlohmann::json::array();
  for (const int agent : game.seat_agents) agents.push_back(header_.agents[static_cast<std::size_t>(agent)]);
  if (games_out_.open()) {
    nlohmann::json seats = nlohmann::json::array();
    std::int64_t decisions = 0;
    for (std::size_t p = 0; p < game.scores.size(); ++p) {
      decisions += game.times[p].decisions;
      seats.push_back({{"seat", p},
                       {"agent", agents[p]},
                       {"score", game.scores[p]},
                       {"winner", game.winners[p]},
                       {"decisions", game.times[p].decisions},
                       {"decision_seconds", game.times[p].microseconds * 1e-6}});
    }
    games_out_.append(nlohmann::json{{"game", header_.game},
                                     {"seed", header_.seed},
                                     {"deal", game.deal},
                                     {"seating", game.seating},
                                     {"decisions", decisions},
                                     {"seats", std::move(seats)}}
                          .dump());
  }
  if (record_.open()) {
    nlohmann::json line = to_json(GameRecord{header_.game, header_.options, header_.seed, game.deal, game.moves});
    line["seating"] = game.seating;
    line["agents"] = std::move(agents);
    line["scores"] = game.scores;
    line["winners"] = game.winners;
    record_.append(line.dump());
  }
}

void GameLog::finish() {
  games_out_.put_in_order();
  record_.put_in_order();
}

}  // namespace parks

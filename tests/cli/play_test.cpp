// parks play: a person at the terminal, played by this test through pipes. It reads up to each
// prompt, answers with a command or the first legal move listed, and checks what the game says.
#include <doctest/doctest.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <csignal>
#include <filesystem>
#include <string>

#include "tests/cli/run_parks.h"

namespace parks::testing {

namespace {

// A parks process with its standard input and output on pipes.
class Session {
 public:
  explicit Session(const std::vector<std::string>& args) {
    int in[2], out[2];
    REQUIRE(pipe(in) == 0);
    REQUIRE(pipe(out) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      close(in[1]);
      close(out[0]);
      std::vector<char*> argv{const_cast<char*>(PARKS_BINARY)};
      for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
      argv.push_back(nullptr);
      execv(PARKS_BINARY, argv.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
  }
  ~Session() {
    close(to_);
    close(from_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  // What the program prints up to its next prompt ("> "), or to its end; a guard against a hang
  // fails the test after two minutes of silence.
  std::string until_prompt() {
    std::string text;
    for (;;) {
      if (text.size() >= 2 && text.compare(text.size() - 2, 2, "> ") == 0) return text;
      pollfd fd{from_, POLLIN, 0};
      if (poll(&fd, 1, 120'000) <= 0) {
        FAIL("parks play went silent: " << text);
        return text;
      }
      char buffer[4096];
      const ssize_t n = read(from_, buffer, sizeof buffer);
      if (n <= 0) {
        ended_ = true;
        return text;
      }
      text.append(buffer, static_cast<std::size_t>(n));
    }
  }
  void say(const std::string& line) {
    const std::string text = line + "\n";
    REQUIRE(write(to_, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
  }
  bool ended() const { return ended_; }
  int status() {
    int status = 0;
    waitpid(pid_, &status, 0);
    exited_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool ended_ = false, exited_ = false;
};

// The first move of the last list of legal moves in `text`.
std::string first_move(const std::string& text) {
  const auto at = text.rfind("legal moves: ");
  if (at == std::string::npos) return "";
  const auto start = at + 13;
  const auto end = text.find_first_of("|\n", start);
  std::string move = text.substr(start, end - start);
  while (!move.empty() && move.back() == ' ') move.pop_back();
  return move;
}

// Plays the first legal move at every prompt until the game ends; the text of the end.
std::string play_to_end(Session& session, std::string text) {
  for (int moves = 0; !session.ended() && moves < 2000; ++moves) {
    session.say(first_move(text));
    text = session.until_prompt();
  }
  return text;
}

}  // namespace

TEST_CASE("play: a person plays every seat of a solo Walk to the end through the prompt") {
  Session session({"play", "walk", "--players", "1", "--seed", "3"});
  std::string text = session.until_prompt();
  CHECK(text.find("Seat 1 to move") != std::string::npos);
  REQUIRE(!first_move(text).empty());
  const std::string end = play_to_end(session, text);
  CHECK(end.find("The game is over: seat 1") != std::string::npos);
  CHECK(session.status() == 0);
}

TEST_CASE("play: help and hint and a wrong move and undo answer at the prompt without moving on") {
  Session session({"play", "minipark", "--players", "2", "--human", "2", "--agents", "random", "--seed", "4"});
  std::string text = session.until_prompt();
  CHECK(text.find("seat 1: ") != std::string::npos);  // the agent moved first
  const std::string first = first_move(text);
  REQUIRE(!first.empty());
  session.say("help");
  CHECK(session.until_prompt().find("undo") != std::string::npos);
  session.say("hint 0.2");
  CHECK(session.until_prompt().find("hint (") != std::string::npos);
  session.say("take the castle");
  CHECK(session.until_prompt().find("'take the castle' is not a legal move here") != std::string::npos);
  session.say("undo");
  CHECK(session.until_prompt().find("nothing to undo") != std::string::npos);
  session.say(first);
  const std::string after = session.until_prompt();
  session.say("undo");
  const std::string back = session.until_prompt();
  CHECK(first_move(back) == first);  // at the same decision again
  session.say("quit");
  session.until_prompt();
  CHECK(session.status() == 0);
  CHECK(!after.empty());
}

TEST_CASE("play: a position saved at the prompt is loaded again and shown by parks show") {
  const auto file = std::filesystem::temp_directory_path() / ("parks_play_save_" + std::to_string(getpid()) + ".txt");
  Session session({"play", "walk", "--players", "1", "--seed", "5"});
  std::string text = session.until_prompt();
  session.say(first_move(text));
  text = session.until_prompt();
  const std::string next = first_move(text);
  session.say("save " + file.string());
  CHECK(session.until_prompt().find("saved to") != std::string::npos);
  session.say("load " + file.string());
  CHECK(first_move(session.until_prompt()) == next);
  session.say("quit");
  session.until_prompt();
  CHECK(session.status() == 0);
  const Run shown = run_parks("show " + quoted(file));
  CHECK(shown.status == 0);
  CHECK(shown.out.find("A Walk in the Park") != std::string::npos);
  const Run resumed = run_parks("play walk --human none --load " + quoted(file));
  CHECK(resumed.status == 0);
  CHECK(resumed.out.find("The game is over") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_CASE("play: a move typed with other spaces or case or a Windows line end is taken") {
  Session session({"play", "walk", "--players", "1", "--seed", "3"});
  const std::string first = first_move(session.until_prompt());
  REQUIRE(first.find(' ') != std::string::npos);
  std::string typed = "  " + first + " \r";
  typed.replace(typed.find(' ', 2), 1, "   ");
  for (char& c : typed) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  session.say(typed);
  const std::string after = session.until_prompt();
  CHECK(after.find("is not a legal move") == std::string::npos);
  session.say("undo");
  CHECK(first_move(session.until_prompt()) == first);
  session.say("quit");
  session.until_prompt();
  CHECK(session.status() == 0);
}

TEST_CASE("play: bad seats and agents are refused before the game starts") {
  check_bad_input("play walk --players 2 --human 3", "--human 3: the game has 2 seats");
  check_bad_input("play walk --players 3 --agents random,greedy", "--agents gives 2 agents");
  check_bad_input("play walk --human x", "--human takes seat numbers");
  check_bad_input("play walk --load /nonexistent/position.txt", "is not a file");
  const std::string example = quoted(kSource / "examples" / "walk" / "position-solo-draw.txt");
  check_bad_input("play walk --players 3 --load " + example, "--load takes the game and its setup");
  check_bad_input("play walk --deal 4 --load " + example, "drop --deal");
}

}  // namespace parks::testing

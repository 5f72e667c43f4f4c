// A parks bot over the exec protocol (docs/protocol.md) in C++: it answers the hello and takes
// the first legal action of every decision. Build it on its own with nlohmann-json3-dev:
//     g++ -std=c++17 -O2 first_bot.cpp -o first_bot
//     parks simulate walk --agent exec:./first_bot
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

int main() {
  std::ios::sync_with_stdio(false);
  for (std::string line; std::getline(std::cin, line);) {
    const auto message = nlohmann::json::parse(line);
    const std::string type = message.at("type");
    if (type == "hello") std::cout << R"({"ready":true,"name":"first_bot.cpp"})" << std::endl;
    else if (type == "decide") std::cout << nlohmann::json{{"action", message.at("legal").at(0).at("id")}} << std::endl;
  }
}

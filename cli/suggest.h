#pragma once
// The known word a mistyped one most likely meant, for "did you mean" in one-line errors.
#include <algorithm>
#include <cctype>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

namespace parks::cli {

// `text` in lower case, for words a person may type in either case.
inline std::string lowered(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// Edits (insert, delete, replace, swap of neighbours) that turn `a` into `b`.
inline int edit_distance(std::string_view a, std::string_view b) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
  for (int i = 0; i <= n; ++i) d[i][0] = i;
  std::iota(d[0].begin(), d[0].end(), 0);
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= m; ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[n][m];
}

// The known words `word` most likely meant: the nearest within a third of its length in edits (at
// least one), else those it begins (an abbreviation, which is never taken for the word itself).
inline std::vector<std::string> closest_words(const std::string& word, const std::vector<std::string>& known) {
  const int allowed = std::max<int>(1, static_cast<int>(word.size()) / 3);
  int best = allowed + 1;
  std::vector<std::string> nearest;
  for (const auto& k : known) {
    const int d = edit_distance(word, k);
    if (d > allowed) continue;
    if (d < best) best = d, nearest.clear();
    if (d == best) nearest.push_back(k);
  }
  if (!nearest.empty() || word.empty()) return nearest;
  for (const auto& k : known)
    if (k.rfind(word, 0) == 0) nearest.push_back(k);
  return nearest;
}

// " (did you mean --games?)", " (did you mean --seed or --seeds?)", or "" when nothing is near.
inline std::string did_you_mean(const std::string& word, const std::vector<std::string>& known,
                                const std::string& prefix = "") {
  const auto words = closest_words(word, known);
  if (words.empty()) return "";
  std::string text = " (did you mean ";
  for (std::size_t i = 0; i < words.size(); ++i)
    text.append(i == 0 ? "" : i + 1 == words.size() ? " or " : ", ").append(prefix).append(words[i]);
  return text.append("?)");
}

}  // namespace parks::cli
